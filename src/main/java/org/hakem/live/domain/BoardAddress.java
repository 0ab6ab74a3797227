package org.hakem.live.domain;

/**
 * Where a board is: the kind of event ({@code tournament}, {@code team}), the event within its kind, the round (from
 * 1), the match within the round (0 for an event without matches) and the board (from 1, within the match).
 */
public record BoardAddress(String kind, long eventId, int round, int match, int board) {

    public BoardAddress {
        LiveNotice.requireKind(kind);
        if (eventId < 1 || round < 1 || board < 1 || match < 0) {
            throw new IllegalArgumentException("a board names its event, round and board (from 1) and match (0 for none)");
        }
    }

    /** The address as one word, {@code kind:event:round:match:board}, as change notices carry it. */
    public String text() {
        return LiveNotice.of(this).text();
    }

    @Override
    public String toString() {
        return text();
    }
}
