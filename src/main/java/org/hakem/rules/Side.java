package org.hakem.rules;

/** The two players. White's men move up the board (towards higher ranks) in every variant. */
public enum Side {
    WHITE, BLACK;

    public Side opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The letter used by PDN FEN ({@code W} or {@code B}). */
    public char letter() {
        return this == WHITE ? 'W' : 'B';
    }
}
