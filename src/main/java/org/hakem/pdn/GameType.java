package org.hakem.pdn;

import java.util.Map;

/**
 * The value of the {@code GameType} tag: {@code "20"} or the full form {@code "30,W,8,8,A0,0"}.
 *
 * @param type        the game number (20 international, 21 English, 25 Russian, 30 Turkish ...)
 * @param startColour {@code 'W'} or {@code 'B'}: the colour that moves first
 * @param width       board width in squares
 * @param height      board height in squares
 * @param notation    {@code 'A'} algebraic, {@code 'N'} numeric, {@code 'S'} short (SAN)
 * @param corner      where square 1 (or a1) lies for the starting player: 0 bottom left, 1 bottom right,
 *                    2 top left, 3 top right
 * @param invert      true when the bottom-left corner is not a playing square
 */
public record GameType(int type, char startColour, int width, int height, char notation, int corner,
                       boolean invert) {

    public static final String SYNTAX = "a number, or number,colour,width,height,notation,invert "
            + "like 30,W,8,8,A0,0";

    /** The full forms the PDN 3.0 standard gives for the predefined game numbers, and Hakem's own. */
    private static final Map<Integer, String> DEFAULTS = Map.ofEntries(
            Map.entry(20, "20,W,10,10,N2,0"),
            Map.entry(21, "21,B,8,8,N1,0"),
            Map.entry(22, "22,W,8,8,N2,1"),
            Map.entry(23, "23,B,8,8,N1,0"),
            Map.entry(24, "24,W,8,8,N1,1"),
            Map.entry(25, "25,W,8,8,A0,0"),
            Map.entry(26, "26,W,8,8,A0,0"),
            Map.entry(27, "27,W,12,12,N2,0"),
            Map.entry(28, "28,W,8,8,N1,1"),
            Map.entry(29, "29,W,8,8,A0,0"),
            Map.entry(30, "30,W,8,8,A0,0"),
            Map.entry(31, "31,B,8,8,N2,0"),
            Map.entry(40, "40,W,10,10,N2,0"),
            Map.entry(41, "41,W,10,8,A0,0"),
            // Hakem's numbers for variants the standard has none for (docs/rules.md); Hakem writes them in
            // short form (GameType "1020") in the games it records, so they must read back
            Map.entry(1004, "1004,B,8,8,N1,0"),
            Map.entry(1020, "1020,W,10,10,N2,0"),
            Map.entry(1021, "1021,W,10,10,N2,0"),
            Map.entry(1022, "1022,W,10,10,N2,0"),
            Map.entry(1040, "1040,W,10,10,N2,0"));

    public GameType {
        if (type < 0) {
            throw new IllegalArgumentException("GameType number must not be negative: " + type);
        }
        if (startColour != 'W' && startColour != 'B') {
            throw new IllegalArgumentException("GameType start colour: expected W or B, found " + startColour);
        }
        if (width < 2 || height < 2 || width > 26 || height > 26) {
            throw new IllegalArgumentException("GameType board size: expected 2..26, found " + width + "x" + height);
        }
        if (notation != 'A' && notation != 'N' && notation != 'S') {
            throw new IllegalArgumentException("GameType notation: expected A, N or S, found " + notation);
        }
        if (corner < 0 || corner > 3) {
            throw new IllegalArgumentException("GameType notation corner: expected 0..3, found " + corner);
        }
    }

    /**
     * Parses a GameType tag value.
     *
     * @throws IllegalArgumentException saying what was expected and what was found
     */
    public static GameType parse(String value) {
        GameType known = READ.get(value);
        if (known != null) {
            return known; // files repeat a few values in every game
        }
        GameType read = read(value);
        if (READ.size() < 256) {
            READ.put(value, read);
        }
        return read;
    }

    /** Values read before (a few hundred at most; a refused value is not kept and is refused again). */
    private static final java.util.concurrent.ConcurrentMap<String, GameType> READ =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static GameType read(String value) {
        String v = value.strip().replace(" ", "");
        String[] f = v.split(",", -1);
        try {
            if (f.length == 1) {
                int type = Integer.parseInt(f[0]);
                String full = DEFAULTS.get(type);
                if (full == null) {
                    throw new IllegalArgumentException("GameType " + type
                            + " is not a draughts game the standard defines; give the full form (" + SYNTAX + ")");
                }
                return parse(full);
            }
            if (f.length != 5 && f.length != 6) {
                throw new IllegalArgumentException("GameType: expected " + SYNTAX + ", found \"" + value + "\"");
            }
            int type = Integer.parseInt(f[0]);
            if (f[1].length() != 1) {
                throw new IllegalArgumentException("GameType start colour: expected W or B, found \"" + f[1] + "\"");
            }
            char colour = Character.toUpperCase(f[1].charAt(0));
            int w = Integer.parseInt(f[2]);
            int h = Integer.parseInt(f[3]);
            if (f[4].length() != 2) {
                throw new IllegalArgumentException("GameType notation: expected a letter and a corner like A0, found \""
                        + f[4] + "\"");
            }
            char notation = Character.toUpperCase(f[4].charAt(0));
            int corner = f[4].charAt(1) - '0';
            boolean invert = false;
            if (f.length == 6) {
                if (!f[5].equals("0") && !f[5].equals("1")) {
                    throw new IllegalArgumentException("GameType invert flag: expected 0 or 1, found \"" + f[5] + "\"");
                }
                invert = f[5].equals("1");
            }
            return new GameType(type, colour, w, h, notation, corner, invert);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("GameType: expected " + SYNTAX + ", found \"" + value + "\"", e);
        }
    }

    /** The full form, as the writer puts it in the tag: {@code 20,W,10,10,N2,0}. */
    public String toFullString() {
        return type + "," + startColour + "," + width + "," + height + "," + notation + corner + "," + (invert ? 1 : 0);
    }

    /** True when the standard scores this game type 2-0 / 1-1 / 0-2 (International and Canadian). */
    public boolean internationalScoring() {
        return type == 20 || type == 27;
    }

    /**
     * The separator Hakem writes for captures in this game type: {@code x}, except {@code -} for Thai (31), as the
     * PDN 3.0 GameType table says. The table gives {@code :} for Russian (25) and Spantsiretti (41), but the PDN 3.0
     * writing grammar has {@code x} only and its reading grammar takes {@code x} or {@code :} for every game type, so
     * {@code x} is what every reader takes (pydraughts replays no Russian capture written with {@code :}); both are
     * read. See docs/pdn.md, "Capture separator".
     */
    public char captureSeparator() {
        return type == 31 ? '-' : 'x';
    }

    @Override
    public String toString() {
        return toFullString();
    }
}
