package org.hakem.archive.domain;

/**
 * A place in the index log, between two entries: every entry before it has been applied. Entries are ordered by the
 * transaction that wrote them ({@code xid}, PostgreSQL's 64-bit transaction id), then by {@code seq}; a follower
 * reads entries of finished transactions only, so an entry can never appear behind a position already passed.
 *
 * @param xid the transaction id of the next entry to apply (or of a transaction not yet finished)
 * @param seq the sequence number of the next entry to apply within that transaction's entries
 */
public record LogPosition(long xid, long seq) implements Comparable<LogPosition> {

    /** Before every entry. */
    public static final LogPosition START = new LogPosition(0, 0);

    public LogPosition {
        if (xid < 0 || seq < 0) {
            throw new IllegalArgumentException("a log position is not negative: " + xid + "/" + seq);
        }
    }

    /** Just after an entry. */
    public static LogPosition after(long xid, long seq) {
        return new LogPosition(xid, seq + 1);
    }

    /** Before the first entry of every transaction from {@code xid} on. */
    public static LogPosition at(long xid) {
        return new LogPosition(xid, 0);
    }

    /** Whether the entry at ({@code xid}, {@code seq}) is before this position (already applied). */
    public boolean passed(long entryXid, long entrySeq) {
        return entryXid < xid || entryXid == xid && entrySeq < seq;
    }

    @Override
    public int compareTo(LogPosition o) {
        int c = Long.compare(xid, o.xid);
        return c != 0 ? c : Long.compare(seq, o.seq);
    }

    /** As written in the index's commit: {@code xid/seq}. */
    @Override
    public String toString() {
        return xid + "/" + seq;
    }

    /** Reads {@link #toString()}; null for null or a blank text. */
    public static LogPosition parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("not a log position: " + text);
        }
        return new LogPosition(Long.parseLong(text.substring(0, slash)), Long.parseLong(text.substring(slash + 1)));
    }
}
