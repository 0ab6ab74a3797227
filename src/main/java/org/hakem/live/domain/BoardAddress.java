package org.hakem.live.domain;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a board is: the kind of event ({@code tournament}, {@code team}), the event within its kind, the round (from
 * 1), the match within the round (0 for an event without matches) and the board (from 1, within the match).
 */
public record BoardAddress(String kind, long eventId, int round, int match, int board) {

    private static final Pattern KIND = Pattern.compile("[a-z][a-z0-9-]{0,31}");
    private static final Pattern TEXT = Pattern.compile("([a-z][a-z0-9-]{0,31}):([0-9]{1,18}):([0-9]{1,9}):([0-9]{1,9}):([0-9]{1,9})");

    public BoardAddress {
        if (kind == null || !KIND.matcher(kind).matches()) {
            throw new IllegalArgumentException("an event kind is a lower-case word, not " + kind);
        }
        if (eventId < 1 || round < 1 || board < 1 || match < 0) {
            throw new IllegalArgumentException("a board names its event, round and board (from 1) and match (0 for none)");
        }
    }

    /** The address as one word, {@code kind:event:round:match:board}, as change notices carry it. */
    public String text() {
        return kind + ":" + eventId + ":" + round + ":" + match + ":" + board;
    }

    /** The address {@link #text} wrote, or empty for anything else. */
    public static Optional<BoardAddress> parse(String text) {
        var m = text == null ? null : TEXT.matcher(text);
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new BoardAddress(m.group(1), Long.parseLong(m.group(2)), Integer.parseInt(m.group(3)),
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
