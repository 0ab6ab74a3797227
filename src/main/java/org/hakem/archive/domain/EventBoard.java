package org.hakem.archive.domain;

import java.util.regex.Pattern;

/**
 * The board of an event that an archived game was attached to: the archive keeps it as columns
 * ({@code archive_event_game}) to find a board's game and an event's games, and writes it as text only for people
 * (the game's source). The archive does not know the kinds of event: a new one needs no change here.
 *
 * @param kind    the kind of event, a lower-case word ({@code tournament}, {@code team}...)
 * @param eventId the event, within its kind
 * @param round   the round, from 1
 * @param match   the match within the round, 0 for an event without matches
 * @param board   the board, from 1 (within the match, if any)
 */
public record EventBoard(String kind, long eventId, int round, int match, int board) {

    private static final Pattern KIND = Pattern.compile("[a-z][a-z0-9-]{0,31}");

    public EventBoard {
        requireKind(kind);
        if (round < 1 || board < 1 || match < 0) {
            throw new IllegalArgumentException("a board names its round and board (from 1) and match (0 for none)");
        }
    }

    /** Refuses a kind of event that is not a lower-case word of at most 32 characters. */
    public static String requireKind(String kind) {
        if (kind == null || !KIND.matcher(kind).matches()) {
            throw new IllegalArgumentException("an event kind is a lower-case word, not " + kind);
        }
        return kind;
    }

    /**
     * The source the game carries, for people: {@code tournament E, round R, board B}, or with {@code , match M}
     * before the board. Nothing reads it back: the columns say where the game belongs.
     */
    public String source() {
        return kind + " " + eventId + ", round " + round + (match > 0 ? ", match " + match : "") + ", board " + board;
    }

    /**
     * The database lock an event's archive work takes, so that it runs one task at a time whichever node runs it
     * (the worker applies an event's submissions in order; the lock also keeps them apart from any other work on the
     * same event's games).
     */
    public static String lockName(String kind, long eventId) {
        return "archive." + kind + "." + eventId;
    }
}
