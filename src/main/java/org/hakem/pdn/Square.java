package org.hakem.pdn;

/**
 * A square as written in PDN: either a number ({@code 32}) or an algebraic name ({@code c3}).
 *
 * <p>The reader never decides which board square a name denotes: that depends on the GameType's
 * notation and belongs to replay.
 *
 * @param number the square number, or 0 for an algebraic square
 * @param file   the file letter ({@code 'a'}..), or 0 for a numeric square
 * @param rank   the rank (1..), or 0 for a numeric square
 */
public record Square(int number, char file, int rank) implements Comparable<Square> {

    public Square {
        if (number > 0) {
            if (file != 0 || rank != 0) {
                throw new IllegalArgumentException("a numeric square has no file or rank");
            }
        } else if (number == 0) {
            if (file < 'a' || file > 'z' || rank < 1 || rank > 99) {
                throw new IllegalArgumentException("expected an algebraic square like c3, found " + file + rank);
            }
        } else {
            throw new IllegalArgumentException("square numbers start at 1, found " + number);
        }
    }

    public static Square numeric(int number) {
        return number > 0 && number < NUMERIC.length ? NUMERIC[number] : new Square(number, (char) 0, 0);
    }

    public static Square algebraic(char file, int rank) {
        return file >= 'a' && file <= 'z' && rank >= 1 && rank <= 99 ? ALGEBRAIC[file - 'a'][rank]
                : new Square(0, file, rank);
    }

    /** Every square a move text names, made once (a reader names two or more per move). */
    private static final Square[] NUMERIC = new Square[1000];
    private static final Square[][] ALGEBRAIC = new Square[26][100];

    static {
        for (int n = 1; n < NUMERIC.length; n++) {
            NUMERIC[n] = new Square(n, (char) 0, 0);
        }
        for (char f = 'a'; f <= 'z'; f++) {
            for (int r = 1; r <= 99; r++) {
                ALGEBRAIC[f - 'a'][r] = new Square(0, f, r);
            }
        }
    }

    /**
     * Parses {@code "32"}, {@code "07"} (leading zero, seen in real files) or {@code "c3"}.
     *
     * @throws IllegalArgumentException naming what was expected
     */
    public static Square parse(String text) {
        Square square = of(text, 0, text.length());
        if (square != null) {
            return square;
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException("expected a square, found nothing");
        }
        char c = text.charAt(0);
        if (c >= '0' && c <= '9') {
            throw new IllegalArgumentException("expected a square number, found '" + text + "'");
        }
        int r = c >= 'a' && c <= 'z' && text.length() >= 2 ? digits(text, 1, text.length()) : -1;
        if (r > 0) {
            return algebraic(c, r); // a rank over 99: the record refuses it in its own words
        }
        throw new IllegalArgumentException("expected a square (a number or a name like c3), found '" + text + "'");
    }

    /**
     * The square {@code text[from, to)} names, read as {@link #parse} reads it, or null where {@code parse} would
     * refuse it (no exception: the reader asks this of every square of every move).
     */
    public static Square of(CharSequence text, int from, int to) {
        if (to <= from) {
            return null;
        }
        char c = text.charAt(from);
        if (c >= '0' && c <= '9') {
            int n = digits(text, from, to);
            return n > 0 ? numeric(n) : null;
        }
        if (c >= 'a' && c <= 'z' && to - from >= 2) {
            int r = digits(text, from + 1, to);
            return r > 0 && r <= 99 ? algebraic(c, r) : null;
        }
        return null;
    }

    /** The number the digits {@code text[from, to)} write (one to three of them), or -1. */
    private static int digits(CharSequence text, int from, int to) {
        if (to - from > 3 || to == from) {
            return -1;
        }
        int n = 0;
        for (int i = from; i < to; i++) {
            char d = text.charAt(i);
            if (d < '0' || d > '9') {
                return -1;
            }
            n = n * 10 + (d - '0');
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        // the squares of move texts are shared (numeric, algebraic): mostly the same object
        return this == o || o instanceof Square s && s.number == number && s.file == file && s.rank == rank;
    }

    @Override
    public int hashCode() {
        return (number * 31 + file) * 31 + rank;
    }

    public boolean isNumeric() {
        return number > 0;
    }

    @Override
    public int compareTo(Square o) {
        if (isNumeric() != o.isNumeric()) {
            return isNumeric() ? -1 : 1;
        }
        if (isNumeric()) {
            return Integer.compare(number, o.number);
        }
        int c = Character.compare(file, o.file);
        return c != 0 ? c : Integer.compare(rank, o.rank);
    }

    @Override
    public String toString() {
        return isNumeric() ? Integer.toString(number) : file + Integer.toString(rank);
    }
}
