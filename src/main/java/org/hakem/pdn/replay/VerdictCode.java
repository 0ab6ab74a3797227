package org.hakem.pdn.replay;

/**
 * What a replay verdict says, as a code a reader's language can be chosen for ({@link Replayer.Verdict#code()}),
 * with its arguments ({@link Replayer.Verdict#arguments()}, always the ply first, as text). The English
 * {@link Replayer.Verdict#reason()} and {@link Replayer.Verdict#toString()} say the same in words and stay what
 * the API and the command line show.
 */
public enum VerdictCode {
    /** Every move is legal. Arguments: ply (0). */
    LEGAL,
    /** Every move is legal, but the record goes on after an end the rules give. Arguments: ply after which the game
     * ended, the rule ({@code THREEFOLD_REPETITION}, as {@code org.hakem.rules.Outcome.Reason}), the result. */
    PLAYED_ON,
    /** The game's starting position cannot occur in the variant. Arguments: 0, the FEN as written, what is wrong. */
    SETUP_REFUSED,
    /** The FEN puts no piece on the board. Arguments: 0, the FEN as written. */
    SETUP_NO_PIECES,
    /** The FEN is invalid but valid with the colours exchanged. Arguments: 0, the FEN as written, what is wrong. */
    SETUP_COLOURS_SWAPPED,
    /** A setup inside the moves does not fit the variant. Arguments: ply, what is wrong. */
    SETUP_IN_LINE_REFUSED,
    /** A move after the game was over and no move was possible. Arguments: ply, the ply it ended after, the rule,
     * the result. */
    ALREADY_OVER,
    /** Short notation fits several legal moves. Arguments: ply, the move as written, how many moves fit. */
    AMBIGUOUS,
    /** The side to move has no legal move. Arguments: ply. */
    NO_LEGAL_MOVE,
    /** The move fits no legal move. Arguments: ply, the move as written. */
    NOT_LEGAL,
    /** A square of the move is not on the board. Arguments: ply, the move as written, what is wrong. */
    BAD_SQUARE,
    /** The move starts from a square without a piece of the side to move. Arguments: ply, the side
     * ({@code WHITE}/{@code BLACK}), the square. */
    NO_PIECE,
    /** A capture must take the most pieces. Arguments: ply. */
    CAPTURE_MAXIMUM,
    /** A capture is compulsory. Arguments: ply. */
    CAPTURE_COMPULSORY,
    /** Written as a capture, but no capture is possible. Arguments: ply, the move as written. */
    NOT_A_CAPTURE,
    /** A man moved backward. Arguments: ply. */
    MAN_BACKWARD,
    /** A man moved more than one square. Arguments: ply. */
    MAN_ONE_SQUARE,
    /** Any other reason, in English only (a failure of the replay itself). Arguments: ply, the reason. */
    OTHER
}
