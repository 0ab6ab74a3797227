package org.hakem.rules;

import java.util.Objects;

/**
 * How a game ended: the winner (none for a draw) and the rule that ended it.
 *
 * @param winner the side that won, or {@code null} for a draw
 * @param reason the rule that ended the game
 */
public record Outcome(Side winner, Reason reason) {

    /** The rule that ended a game. */
    public enum Reason {
        /** The side to move has no legal move (no pieces, or all blocked): it loses (wins in antidraughts). */
        NO_LEGAL_MOVE,
        /** Breakthrough: the first side to crown a king wins. */
        FIRST_KING,
        /** Russian: three kings against a lone king did not win within 15 moves. */
        THREE_KINGS_AGAINST_KING,
        /** One piece each (TDF V4.0). */
        ONE_PIECE_EACH,
        /** A single king against a single man: the king wins (classic Turkish). */
        KING_AGAINST_SINGLE_MAN,
        /** The same position, same side to move, for the third time. */
        THREEFOLD_REPETITION,
        /** King moves only, without capture, for 25 moves each (FMJD) or 15 (Russian). */
        KING_MOVES_ONLY,
        /** FMJD 16-move rule (3 pieces with a king against a lone king). */
        SIXTEEN_MOVE_RULE,
        /** FMJD 5-move rule (at most 2 pieces with a king against a lone king). */
        FIVE_MOVE_RULE,
        /** Obstacle checkers: 50 plies without capture; more pieces wins, equal draws. */
        NO_CAPTURE_LIMIT,
        /** Optional tournament rule: a number of plies without capture is a draw. */
        NO_CAPTURE_DRAW
    }

    public Outcome {
        Objects.requireNonNull(reason, "reason");
    }

    public static Outcome win(Side winner, Reason reason) {
        return new Outcome(Objects.requireNonNull(winner, "winner"), reason);
    }

    public static Outcome draw(Reason reason) {
        return new Outcome(null, reason);
    }

    public boolean isDraw() {
        return winner == null;
    }

    /** The PDN result token in the 1-0 / 0-1 / 1/2-1/2 form. */
    public String result() {
        if (winner == null) {
            return "1/2-1/2";
        }
        return winner == Side.WHITE ? "1-0" : "0-1";
    }
}
