package org.hakem.rules;

import java.util.Arrays;

/**
 * The geometry of a board: which squares are playable, how they are numbered and named, and how they
 * map to the bits of a {@code long} bitboard.
 *
 * <p>Squares have numbers {@code 1..squareCount()}. On diagonal boards the number is the PDN square
 * number (square 1 is the first playable square of the top rank seen from White, numbering left to
 * right, rank by rank downwards; White's men start on the highest numbers). On the Turkish board every
 * square is playable and the number is {@code rank * 8 + file + 1} ({@code a1} = 1, {@code h8} = 64).
 * {@link #name(int)} gives the text form: PDN numbers, or algebraic {@code a1..h8} where the variant uses
 * alphanumeric notation.
 *
 * <p>Bit layout. All-squares 8x8: bit = {@code rank * 8 + file}. Diagonal boards of size S use the padded
 * layout bit = {@code (rank * (S + 1) + file) / 2}, where one unit step in any direction is a constant shift
 * ({@code S/2} and {@code S/2 + 1} for the two diagonals). 8x8 needs 36 bits, 10x10 needs 55 bits: one
 * {@code long}. 12x12 (Canadian) needs 78 bits: such a board is <em>wide</em> ({@link #isWide()}), its sets are
 * two words (bits 0..63 in the low word, 64..127 in the high word) and a step is a 128-bit shift; the board
 * chooses the generator (docs/rules.md, "Squares and the board representation"). Boards needing more than
 * 128 bits are refused.
 */
public final class Board {

    /** How squares are written in moves and FEN. */
    public enum Notation { NUMERIC, ALGEBRAIC }

    /**
     * Where square 1 lies on a diagonal board, seen from White (who sits at rank 1). Numbering starts at the
     * playable square nearest that corner, runs along its rank away from the corner, then rank by rank towards
     * the other side.
     */
    public enum SquareOne {
        /** Square 1 on the top rank at White's left (International, English, Italian). */
        TOP_LEFT,
        /** Square 1 on White's first rank at White's right (Spanish, Portuguese, Thai per PDN GameType 24/28/31). */
        BOTTOM_RIGHT
    }

    public static final Board ALL_SQUARES_8 = allSquares(8);
    public static final Board DIAGONAL_8_NUMERIC = diagonal(8, Notation.NUMERIC);
    public static final Board DIAGONAL_8_ALGEBRAIC = diagonal(8, Notation.ALGEBRAIC);
    public static final Board DIAGONAL_10 = diagonal(10, Notation.NUMERIC);
    /** 12x12, a1 dark, square 1 top left (PDN GameType 27 "W,12,12,N2,0"): a wide board, 72 squares in 78 bits. */
    public static final Board DIAGONAL_12 = diagonal(12, Notation.NUMERIC);

    /** Most bits a board may use: two {@code long} words. */
    static final int MAX_BITS = 128;

    private final int size;
    private final boolean allSquares;
    private final Notation notation;
    /** Whether a1, White's bottom-left corner, is playable (not in Italian, Spanish, Portuguese). */
    private final boolean a1Playable;
    private final SquareOne squareOne;
    private final int[] fileOfSquare;
    private final int[] rankOfSquare;
    private final int squareCount;
    private final int[] bitOfSquare;   // square number -> bit (index 0 unused)
    private final int[] squareOfBit;   // bit -> square number, 0 if not a square
    private final long valid;
    private final long validHi;
    /** Whether some square's bit is 64 or more: sets need the high word too. */
    private final boolean wide;
    /** Per direction ordinal: the shift of one step (0 if the direction is not a step on this board). */
    final int[] shift = new int[8];
    /** Per direction ordinal: the squares that have a neighbour in that direction (low word, high word). */
    final long[] from = new long[8];
    final long[] fromHi = new long[8];
    /**
     * Per direction ordinal and bit: the bit of the neighbouring square that way, or -1 (index
     * {@code direction << 7 | bit}); the wide generator walks single squares with it.
     */
    final int[] neighbour = new int[8 * MAX_BITS];
    /** Per rank: the bits of that rank's playable squares (low word, high word). */
    private final long[] rankMask;
    private final long[] rankMaskHi;

    private Board(int size, boolean allSquares, Notation notation, boolean a1Playable, SquareOne squareOne) {
        this.size = size;
        this.allSquares = allSquares;
        this.notation = notation;
        this.a1Playable = a1Playable;
        this.squareOne = squareOne;
        this.squareCount = allSquares ? size * size : size * size / 2;
        this.fileOfSquare = new int[squareCount + 1];
        this.rankOfSquare = new int[squareCount + 1];
        this.bitOfSquare = new int[squareCount + 1];
        this.squareOfBit = new int[MAX_BITS];
        this.rankMask = new long[size];
        this.rankMaskHi = new long[size];
        long v = 0, vHi = 0;
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                if (!playable(file, rank)) {
                    continue;
                }
                int bit = bit(file, rank);
                if (bit >= MAX_BITS) {
                    throw new UnsupportedOperationException(size + "x" + size + (allSquares ? "" : " diagonal")
                            + " board needs more than " + MAX_BITS + " bits; the largest supported is 14x14 diagonal");
                }
                int sq = number(file, rank);
                fileOfSquare[sq] = file;
                rankOfSquare[sq] = rank;
                bitOfSquare[sq] = bit;
                squareOfBit[bit] = sq;
                if (bit < 64) {
                    v |= 1L << bit;
                    rankMask[rank] |= 1L << bit;
                } else {
                    vHi |= 1L << bit;
                    rankMaskHi[rank] |= 1L << bit;
                }
            }
        }
        this.valid = v;
        this.validHi = vHi;
        this.wide = vHi != 0;
        this.names = new String[squareCount + 1];
        for (int sq = 1; sq <= squareCount; sq++) {
            names[sq] = notation == Notation.NUMERIC ? Integer.toString(sq) : algebraic(sq);
        }
        Arrays.fill(neighbour, -1);
        for (Direction d : Direction.values()) {
            int step = allSquares || d.isDiagonal() ? 1 : 2;
            int df = d.df * step, dr = d.dr * step;
            Integer s = null;
            long f = 0, fHi = 0;
            for (int rank = 0; rank < size; rank++) {
                for (int file = 0; file < size; file++) {
                    int tf = file + df, tr = rank + dr;
                    if (!playable(file, rank) || tf < 0 || tr < 0 || tf >= size || tr >= size
                            || !playable(tf, tr)) {
                        continue;
                    }
                    int delta = bit(tf, tr) - bit(file, rank);
                    if (s != null && s != delta) {
                        throw new AssertionError("non-constant shift for " + d);
                    }
                    s = delta;
                    int b = bit(file, rank);
                    if (b < 64) {
                        f |= 1L << b;
                    } else {
                        fHi |= 1L << b;
                    }
                    neighbour[d.ordinal() << 7 | b] = bit(tf, tr);
                }
            }
            shift[d.ordinal()] = s == null ? 0 : s;
            from[d.ordinal()] = f;
            fromHi[d.ordinal()] = fHi;
        }
    }

    /** A board whose every square is playable (the Turkish board). */
    public static Board allSquares(int size) {
        if (size != 8) {
            throw new IllegalArgumentException("an all-squares board is 8x8, not " + size + "x" + size);
        }
        return new Board(size, true, Notation.ALGEBRAIC, true, SquareOne.TOP_LEFT);
    }

    /** A board played on the dark squares; {@code a1} (White's bottom-left corner) is dark, square 1 top left. */
    public static Board diagonal(int size, Notation notation) {
        return diagonal(size, notation, true, SquareOne.TOP_LEFT);
    }

    /**
     * A board played on the dark squares.
     *
     * @param a1Playable whether White's bottom-left corner {@code a1} is a playable (dark) square; if not,
     *                   {@code h1} is (the Italian, Spanish and Portuguese boards)
     * @param squareOne  where the numbering starts
     */
    public static Board diagonal(int size, Notation notation, boolean a1Playable, SquareOne squareOne) {
        if (size % 2 != 0 || size < 4) {
            throw new IllegalArgumentException("board size must be even, got " + size);
        }
        return new Board(size, false, notation, a1Playable, squareOne);
    }

    private boolean playable(int file, int rank) {
        return allSquares || ((file + rank) & 1) == (a1Playable ? 0 : 1);
    }

    private int bit(int file, int rank) {
        return allSquares ? rank * size + file : (rank * (size + 1) + file) / 2;
    }

    private int number(int file, int rank) {
        if (allSquares) {
            return rank * size + file + 1;
        }
        return squareOne == SquareOne.TOP_LEFT
                ? (size - 1 - rank) * (size / 2) + file / 2 + 1
                : rank * (size / 2) + (size - 1 - file) / 2 + 1;
    }

    /** Plain moves by (from, to, promotes), each made once: a step is the same immutable move wherever it is played. */
    private volatile Move[] steps;
    /** Square names in the board's notation, by number (made once: notation is written for every move). */
    private final String[] names;

    /** The plain move from one square to another (shared: moves are immutable values). */
    Move step(int from, int to, boolean promotes) {
        Move[] table = steps;
        if (table == null) {
            table = new Move[(squareCount + 1) * (squareCount + 1) * 2];
            steps = table;
        }
        int i = ((from * (squareCount + 1)) + to) * 2 + (promotes ? 1 : 0);
        Move m = table[i];
        if (m == null) {
            // a race makes two equal moves, one of them kept: harmless for values
            m = new Move(from, new int[] {to}, NO_CAPTURES, promotes, true);
            table[i] = m;
        }
        return m;
    }

    private static final int[] NO_CAPTURES = {};

    public int size() {
        return size;
    }

    public boolean isAllSquares() {
        return allSquares;
    }

    public Notation notation() {
        return notation;
    }

    /** Whether White's bottom-left corner a1 is a playable square. */
    public boolean a1Playable() {
        return a1Playable;
    }

    public SquareOne squareOne() {
        return squareOne;
    }

    /**
     * Whether the board needs more than 64 bits (12x12: 78): its sets are two words and it is played by the wide
     * generator. Square numbers, names and every public type work the same on both kinds.
     */
    public boolean isWide() {
        return wide;
    }

    /** Number of playable squares (64, 32, 50, 72). */
    public int squareCount() {
        return squareCount;
    }

    /** The bitboard bit of a square number. */
    public int bitOf(int square) {
        checkSquare(square);
        return bitOfSquare[square];
    }

    /** The square number of a bit (which must be a playable square's bit). */
    public int squareOf(int bit) {
        int sq = bit >= 0 && bit < MAX_BITS ? squareOfBit[bit] : 0;
        if (sq == 0) {
            throw new IllegalArgumentException("bit " + bit + " is not a playable square");
        }
        return sq;
    }

    /** The playable squares' bits 0..63 (on a wide board, {@link #validMaskHigh()} holds bits 64..127). */
    public long validMask() {
        return valid;
    }

    /** The playable squares' bits 64..127 (bit 64 = bit 0 of the word); 0 unless the board {@link #isWide()}. */
    public long validMaskHigh() {
        return validHi;
    }

    /** File of a square, 0 = a, from White's left. */
    public int file(int square) {
        checkSquare(square);
        return fileOfSquare[square];
    }

    /** Rank of a square, 0 = White's first rank. */
    public int rank(int square) {
        checkSquare(square);
        return rankOfSquare[square];
    }

    /** The square at a file and rank (0-based), or 0 if that is not a playable square. */
    public int squareAt(int file, int rank) {
        if (file < 0 || rank < 0 || file >= size || rank >= size || !playable(file, rank)) {
            return 0;
        }
        return number(file, rank);
    }

    /** Bits 0..63 of a rank's playable squares (rank 0 = White's first rank). */
    public long rankMask(int rank) {
        return rankMask[rank];
    }

    /** Bits 64..127 of a rank's playable squares; 0 unless the board {@link #isWide()}. */
    public long rankMaskHigh(int rank) {
        return rankMaskHi[rank];
    }

    /** The text form of a square in this board's notation: {@code "32"} or {@code "a1"}. */
    public String name(int square) {
        checkSquare(square);
        return names[square];
    }

    /** The algebraic name of a square ({@code a1..}), whatever the board's notation. */
    public String algebraic(int square) {
        return "" + (char) ('a' + file(square)) + (rank(square) + 1);
    }

    /**
     * Reads a square in this board's notation (numeric boards also accept algebraic names of playable
     * squares). Throws {@link IllegalArgumentException} naming the text and what was expected.
     */
    public int parseSquare(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("empty square, expected " + expectedSquares());
        }
        if (Character.isDigit(t.charAt(0))) {
            if (notation != Notation.NUMERIC) {
                throw new IllegalArgumentException("square '" + text + "': this board uses algebraic squares, "
                        + expectedSquares());
            }
            int n;
            try {
                n = Integer.parseInt(t);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("square '" + text + "' is not a number, expected "
                        + expectedSquares());
            }
            if (n < 1 || n > squareCount) {
                throw new IllegalArgumentException("square " + n + " is off the board, expected "
                        + expectedSquares());
            }
            return n;
        }
        char f = Character.toLowerCase(t.charAt(0));
        int rank;
        try {
            rank = Integer.parseInt(t.substring(1)) - 1;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("square '" + text + "' is not a square, expected " + expectedSquares());
        }
        int file = f - 'a';
        if (file < 0 || file >= size || rank < 0 || rank >= size) {
            throw new IllegalArgumentException("square '" + text + "' is off the " + size + "x" + size
                    + " board, expected " + expectedSquares());
        }
        if (!playable(file, rank)) {
            throw new IllegalArgumentException("square '" + text + "' is a light square, not played on");
        }
        return number(file, rank);
    }

    private String expectedSquares() {
        if (notation == Notation.NUMERIC) {
            return "1.." + squareCount;
        }
        char last = (char) ('a' + size - 1);
        return allSquares ? "a1.." + last + size : "a dark square a1.." + last + size;
    }

    private void checkSquare(int square) {
        if (square < 1 || square > squareCount) {
            throw new IllegalArgumentException("square " + square + " is not on the board (1.." + squareCount + ")");
        }
    }

    @Override
    public String toString() {
        return size + "x" + size + (allSquares ? " all squares" : " diagonal") + " " + notation.name().toLowerCase()
                + (allSquares ? "" : (a1Playable ? "" : ", a1 not playable")
                        + (squareOne == SquareOne.TOP_LEFT ? "" : ", square 1 bottom right"));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.size == size && b.allSquares == allSquares && b.notation == notation
                && b.a1Playable == a1Playable && b.squareOne == squareOne;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(new int[] {size, allSquares ? 1 : 0, notation.ordinal(), a1Playable ? 1 : 0,
                squareOne.ordinal()});
    }
}
