package org.hakem.archive.domain;

import java.util.Map;

/**
 * One row of the archive's game-submission contract: what an event (of any kind) asked of the archive, in the
 * transaction of its own change. {@link Operation#SUBMIT} puts a board's game in the archive (replacing the board's
 * earlier game), {@link Operation#WITHDRAW} takes every game of the event out (the event is no longer public), and
 * {@link Operation#PUBLISH} lets the event's games in again (it is public again; its games follow as submissions).
 *
 * @param seq      the row's place in the queue (0 before it is written); per event, the order of the commits
 * @param kind     the kind of event, a lower-case word ({@code tournament}, {@code team}...): the archive does not
 *                 know the kinds, it keeps them apart
 * @param eventId  the event, within its kind
 * @param op       what to do
 * @param round    the round (submissions only)
 * @param match    the match within the round, 0 for an event without matches (submissions only)
 * @param board    the board (submissions only)
 * @param pdn      the game as attached (submissions only)
 * @param tags     the event's tags for the archived game, in PDN order (submissions only)
 * @param attempts how often applying the row has failed
 */
public record Submission(long seq, String kind, long eventId, Operation op, int round, int match, int board, String pdn,
                         Map<String, String> tags, int attempts) {

    /** What a row asks. */
    public enum Operation {
        SUBMIT, WITHDRAW, PUBLISH;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        public static Operation of(String id) {
            return valueOf(id.toUpperCase(java.util.Locale.ROOT));
        }
    }

    public Submission {
        EventBoard.requireKind(kind);
        if (op == Operation.SUBMIT && (pdn == null || tags == null || round < 1 || board < 1 || match < 0)) {
            throw new IllegalArgumentException("a submission names its round, board, game and tags");
        }
    }

    /** A board's game, to archive. */
    public static Submission submit(String kind, long eventId, int round, int match, int board, String pdn,
                                    Map<String, String> tags) {
        return new Submission(0, kind, eventId, Operation.SUBMIT, round, match, board, pdn, tags, 0);
    }

    /** The event's games leave the archive. */
    public static Submission withdraw(String kind, long eventId) {
        return new Submission(0, kind, eventId, Operation.WITHDRAW, 0, 0, 0, null, null, 0);
    }

    /** The event's games may enter the archive again. */
    public static Submission publish(String kind, long eventId) {
        return new Submission(0, kind, eventId, Operation.PUBLISH, 0, 0, 0, null, null, 0);
    }

    /** The board of a submission (see {@link EventBoard}). */
    public EventBoard eventBoard() {
        return new EventBoard(kind, eventId, round, match, board);
    }

    /** What the row is, for logs and the backlog: {@code submit tournament 5, round 2, board 1}. */
    public String describe() {
        return op == Operation.SUBMIT ? op.id() + " " + eventBoard().source() : op.id() + " " + kind + " " + eventId;
    }
}
