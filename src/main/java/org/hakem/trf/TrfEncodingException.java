package org.hakem.trf;

/**
 * A TRF text that cannot be written in the encoding asked for: names the line, the player (start number and name,
 * for a 001 record; 0 and the record otherwise) and the character.
 */
public final class TrfEncodingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final TrfEncoding encoding;
    private final int line;
    private final int player;
    private final String name;
    private final int character;

    TrfEncodingException(TrfEncoding encoding, int line, String record, int character) {
        this(encoding, line, player(record), name(record), character);
    }

    private TrfEncodingException(TrfEncoding encoding, int line, int player, String name, int character) {
        super((player > 0 ? "player " + player + " '" + name + "'" : "line " + line + " '" + name + "'") + ": "
                + new String(Character.toChars(character)) + " (" + codePoint(character) + ") cannot be written in "
                + encoding.label() + "; write UTF-8, or ask for transliteration");
        this.encoding = encoding;
        this.line = line;
        this.player = player;
        this.name = name;
        this.character = character;
    }

    private static int player(String record) {
        if (record.startsWith("001") && record.length() >= 8) {
            try {
                return Integer.parseInt(record.substring(4, 8).trim());
            } catch (NumberFormatException e) {
                return 0;
            }
        }
        return 0;
    }

    private static String name(String record) {
        if (player(record) > 0) {
            return record.substring(14, Math.min(record.length(), 47)).strip();
        }
        return record.strip();
    }

    static String codePoint(int c) {
        return String.format("U+%04X", c);
    }

    public TrfEncoding encoding() {
        return encoding;
    }

    /** The line of the text (1-based). */
    public int line() {
        return line;
    }

    /** The start number of the player whose name holds the character; 0 when the line is not a player's. */
    public int player() {
        return player;
    }

    /** The player's name, or the whole record when the line is not a player's. */
    public String name() {
        return name;
    }

    /** The character, as a code point. */
    public int character() {
        return character;
    }

    /** The character as text, e.g. {@code Ş}. */
    public String characterText() {
        return new String(Character.toChars(character));
    }

    /** The code point as {@code U+015E}. */
    public String characterCode() {
        return codePoint(character);
    }
}
