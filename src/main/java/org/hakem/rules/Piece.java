package org.hakem.rules;

/** What a square holds. */
public enum Piece {
    WHITE_MAN('w'), WHITE_KING('W'), BLACK_MAN('b'), BLACK_KING('B'), OBSTACLE('#'), EMPTY('.');

    private final char symbol;

    Piece(char symbol) {
        this.symbol = symbol;
    }

    /** One character for diagrams: {@code w W b B # .}. */
    public char symbol() {
        return symbol;
    }

    public boolean isKing() {
        return this == WHITE_KING || this == BLACK_KING;
    }

    /** The side owning the piece, or null for an obstacle or an empty square. */
    public Side side() {
        return switch (this) {
            case WHITE_MAN, WHITE_KING -> Side.WHITE;
            case BLACK_MAN, BLACK_KING -> Side.BLACK;
            default -> null;
        };
    }
}
