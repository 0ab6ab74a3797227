package org.hakem.live.domain;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A change the viewers of an event's public pages should see: on a board (round, match, board), on a whole round
 * ({@code board} 0: paired, published, taken back), or on the event ({@code round} 0: its settings, its entrants).
 * Carried between app nodes as one word, {@code kind:event:round:match:board}.
 */
public record LiveNotice(String kind, long eventId, int round, int match, int board) {

    private static final Pattern KIND = Pattern.compile("[a-z][a-z0-9-]{0,31}");
    private static final Pattern TEXT = Pattern.compile("([a-z][a-z0-9-]{0,31}):([0-9]{1,18}):([0-9]{1,9}):([0-9]{1,9}):([0-9]{1,9})");

    public LiveNotice {
        requireKind(kind);
        if (eventId < 1 || round < 0 || match < 0 || board < 0 || (round == 0 && board > 0)) {
            throw new IllegalArgumentException("a notice names an event, and a round (or 0) and a board (or 0)");
        }
    }

    /** Refuses a kind of event that is not a lower-case word of at most 32 characters. */
    static void requireKind(String kind) {
        if (kind == null || !KIND.matcher(kind).matches()) {
            throw new IllegalArgumentException("an event kind is a lower-case word, not " + kind);
        }
    }

    /** A change on a board. */
    public static LiveNotice of(BoardAddress a) {
        return new LiveNotice(a.kind(), a.eventId(), a.round(), a.match(), a.board());
    }

    /** A change on a whole round. */
    public static LiveNotice round(String kind, long eventId, int round) {
        return new LiveNotice(kind, eventId, round, 0, 0);
    }

    /** A change on the event. */
    public static LiveNotice event(String kind, long eventId) {
        return new LiveNotice(kind, eventId, 0, 0, 0);
    }

    /** The board it names, if it names one. */
    public Optional<BoardAddress> address() {
        return board > 0 ? Optional.of(new BoardAddress(kind, eventId, round, match, board)) : Optional.empty();
    }

    public String text() {
        return kind + ":" + eventId + ":" + round + ":" + match + ":" + board;
    }

    /** The notice {@link #text} wrote, or empty for anything else. */
    public static Optional<LiveNotice> parse(String text) {
        var m = text == null ? null : TEXT.matcher(text);
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new LiveNotice(m.group(1), Long.parseLong(m.group(2)), Integer.parseInt(m.group(3)),
                    Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5))));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return text();
    }
}
