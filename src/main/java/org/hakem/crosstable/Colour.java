package org.hakem.crosstable;

/** The colour a player had in a round; {@link #NONE} when not paired (bye, absence). */
public enum Colour {
    WHITE('w'),
    BLACK('b'),
    NONE('-');

    private final char code;

    Colour(char code) {
        this.code = code;
    }

    /** The TRF character: {@code w}, {@code b} or {@code -}. */
    public char code() {
        return code;
    }

    public Colour opposite() {
        return switch (this) {
            case WHITE -> BLACK;
            case BLACK -> WHITE;
            case NONE -> NONE;
        };
    }

    /**
     * The colour for a TRF character (case-insensitive); a blank means not paired, as TRF says.
     *
     * @throws IllegalArgumentException for any other character
     */
    public static Colour fromCode(char c) {
        return switch (Character.toLowerCase(c)) {
            case 'w' -> WHITE;
            case 'b' -> BLACK;
            case '-', ' ' -> NONE;
            default -> throw new IllegalArgumentException("colour must be w, b, - or blank, not '" + c + "'");
        };
    }
}
