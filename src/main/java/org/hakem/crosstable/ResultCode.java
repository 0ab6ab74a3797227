package org.hakem.crosstable;

/**
 * The result of one player in one round, with the codes of FIDE's Tournament Report File (TRF-2026).
 *
 * <p>A round is <em>played</em> when the game took place over the board ({@code 1 = 0}, and the
 * unrated {@code W D L} of a game that lasted less than one move). Everything else is unplayed:
 * forfeits ({@code + -}) and byes ({@code H F U Z}, blank).
 */
public enum ResultCode {
    WIN('1', Kind.WIN, true),
    DRAW('=', Kind.DRAW, true),
    LOSS('0', Kind.LOSS, true),
    /** Won, but the game lasted less than one move (not rated). */
    WIN_NOT_RATED('W', Kind.WIN, true),
    /** Drawn, but the game lasted less than one move (not rated). */
    DRAW_NOT_RATED('D', Kind.DRAW, true),
    /** Lost, but the game lasted less than one move (not rated). */
    LOSS_NOT_RATED('L', Kind.LOSS, true),
    FORFEIT_WIN('+', Kind.WIN, false),
    FORFEIT_LOSS('-', Kind.ABSENCE, false),
    HALF_POINT_BYE('H', Kind.DRAW, false),
    FULL_POINT_BYE('F', Kind.WIN, false),
    /** The bye the pairing gave to the player left over (at most one per round). */
    PAIRING_ALLOCATED_BYE('U', Kind.PAIRING_BYE, false),
    /** Zero-point bye: a known absence. */
    ZERO_POINT_BYE('Z', Kind.ABSENCE, false),
    /** No entry: equivalent to {@link #ZERO_POINT_BYE}, kept apart so that a file round-trips. */
    BLANK(' ', Kind.ABSENCE, false);

    /** Which element of the {@link PointSystem} scores a result. */
    public enum Kind { WIN, DRAW, LOSS, ABSENCE, PAIRING_BYE }

    private final char code;
    private final Kind kind;
    private final boolean played;

    ResultCode(char code, Kind kind, boolean played) {
        this.code = code;
        this.kind = kind;
        this.played = played;
    }

    /** The TRF character. */
    public char code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    /** True when the game took place over the board. */
    public boolean played() {
        return played;
    }

    /** True for a forfeit won or lost: the players were paired but the game did not take place. */
    public boolean forfeit() {
        return this == FORFEIT_WIN || this == FORFEIT_LOSS;
    }

    /** True for the byes (no opponent): H, F, U, Z and blank. */
    public boolean bye() {
        return this == HALF_POINT_BYE || this == FULL_POINT_BYE || this == PAIRING_ALLOCATED_BYE
                || this == ZERO_POINT_BYE || this == BLANK;
    }

    /**
     * The result code for a TRF character; letters are case-insensitive.
     *
     * @throws IllegalArgumentException for a character that is no TRF result code
     */
    public static ResultCode fromCode(char c) {
        char u = Character.toUpperCase(c);
        for (ResultCode r : values()) {
            if (r.code == u) {
                return r;
            }
        }
        throw new IllegalArgumentException("result must be one of 1 = 0 + - W D L H F U Z or blank, not '" + c + "'");
    }
}
