package org.hakem.rules;

/**
 * A compass direction seen from White's side of the board: {@code N} is towards White's last rank.
 * Rule data names directions for White; Black uses their mirror image ({@link #mirrored()}).
 */
public enum Direction {
    N(0, 1), NE(1, 1), E(1, 0), SE(1, -1), S(0, -1), SW(-1, -1), W(-1, 0), NW(-1, 1);

    /** File and rank change of one unit step. */
    public final int df, dr;

    Direction(int df, int dr) {
        this.df = df;
        this.dr = dr;
    }

    public Direction opposite() {
        return values()[(ordinal() + 4) & 7];
    }

    /** The same direction as seen by Black (forward becomes backward, sideways stays). */
    public Direction mirrored() {
        for (Direction d : values()) {
            if (d.df == df && d.dr == -dr) {
                return d;
            }
        }
        throw new AssertionError(this);
    }

    public boolean isDiagonal() {
        return df != 0 && dr != 0;
    }
}
