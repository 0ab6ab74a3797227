package org.hakem.archive.domain;

import org.hakem.rules.Piece;

/**
 * What a position search demands of one square.
 *
 * @param square the square number (as {@link org.hakem.rules.Board} numbers it)
 * @param kind   what must (or, negated, must not) stand there
 * @param negate true for "must not hold"
 */
public record SquareRule(int square, Kind kind, boolean negate) {

    /** What a square can be asked to hold. */
    public enum Kind {
        WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING,
        /** a white man or king */
        WHITE,
        /** a black man or king */
        BLACK,
        /** any piece */
        OCCUPIED,
        EMPTY;

        public boolean accepts(Piece p) {
            return switch (this) {
                case WHITE_MAN -> p == Piece.WHITE_MAN;
                case WHITE_KING -> p == Piece.WHITE_KING;
                case BLACK_MAN -> p == Piece.BLACK_MAN;
                case BLACK_KING -> p == Piece.BLACK_KING;
                case WHITE -> p == Piece.WHITE_MAN || p == Piece.WHITE_KING;
                case BLACK -> p == Piece.BLACK_MAN || p == Piece.BLACK_KING;
                case OCCUPIED -> p == Piece.WHITE_MAN || p == Piece.WHITE_KING || p == Piece.BLACK_MAN
                        || p == Piece.BLACK_KING;
                case EMPTY -> p == Piece.EMPTY;
            };
        }

        /** The same demand with colours swapped. */
        public Kind mirrored() {
            return switch (this) {
                case WHITE_MAN -> BLACK_MAN;
                case WHITE_KING -> BLACK_KING;
                case BLACK_MAN -> WHITE_MAN;
                case BLACK_KING -> WHITE_KING;
                case WHITE -> BLACK;
                case BLACK -> WHITE;
                default -> this;
            };
        }

        /** Parses {@code wm wk bm bk w b any empty} (and the enum names). */
        public static Kind parse(String text) {
            return switch (text.strip().toLowerCase()) {
                case "wm", "white_man" -> WHITE_MAN;
                case "wk", "white_king" -> WHITE_KING;
                case "bm", "black_man" -> BLACK_MAN;
                case "bk", "black_king" -> BLACK_KING;
                case "w", "white" -> WHITE;
                case "b", "black" -> BLACK;
                case "any", "occupied", "piece" -> OCCUPIED;
                case "e", "empty" -> EMPTY;
                default -> throw new IllegalArgumentException("unknown piece '" + text
                        + "', expected wm, wk, bm, bk, w (any white), b (any black), any or empty");
            };
        }
    }

    public boolean matches(Piece p) {
        return kind.accepts(p) != negate;
    }
}
