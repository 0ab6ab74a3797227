package org.hakem.trf;

/**
 * One line of a TRF file as the readers take it apart: fixed columns (1-based, inclusive; a line shorter than a
 * field reads as blanks), whole numbers and decimals in them, and errors that name the file, the line and the column.
 * The individual reader ({@link TrfReader}) and the team reader ({@link TeamTrf}) read their records through it.
 *
 * @param source the file's label in messages
 * @param number the line's number, from 1 (0: no line, a problem of the whole file)
 * @param text   the line without its end
 */
record TrfLine(String source, int number, String text) {

    char charAt(int col) {
        return col <= text.length() ? text.charAt(col - 1) : ' ';
    }

    String field(int from, int to) {
        if (from > text.length()) {
            return "";
        }
        return text.substring(from - 1, Math.min(to, text.length()));
    }

    /** A whole number in the columns, 0 when they are blank. */
    int optionalInt(int from, int to, String what) {
        String f = field(from, to).strip();
        return f.isEmpty() ? 0 : parseInt(f, from, to, what);
    }

    int requiredInt(int from, int to, String what) {
        return parseInt(required(from, to, what), from, to, what);
    }

    /** The columns' text, stripped; an error when they are blank. */
    private String required(int from, int to, String what) {
        String f = field(from, to).strip();
        if (f.isEmpty()) {
            throw error(from, "columns " + from + "-" + to + ": " + what + " expected, found blanks");
        }
        return f;
    }

    int positiveInt(int from, int to, String what) {
        int v = requiredInt(from, to, what);
        if (v < 1) {
            throw error(from, what + " must be positive, found " + v);
        }
        return v;
    }

    private int parseInt(String f, int from, int to, String what) {
        if (!f.matches("[0-9]{1,9}")) {
            throw error(firstNonBlank(from), "columns " + from + "-" + to + ": " + what + " expected, found '" + f + "'");
        }
        return Integer.parseInt(f);
    }

    /** A decimal in the columns ({@code 11.5}), 0 when they are blank. */
    double optionalDecimal(int from, int to, String what) {
        String f = field(from, to).strip();
        return f.isEmpty() ? 0 : parseDecimal(f, from, to, what);
    }

    double requiredDecimal(int from, int to, String what) {
        return parseDecimal(required(from, to, what), from, to, what);
    }

    private double parseDecimal(String f, int from, int to, String what) {
        if (!f.matches("-?[0-9]+(\\.[0-9]*)?|-?\\.[0-9]+")) {
            throw error(firstNonBlank(from), "columns " + from + "-" + to + ": " + what + " expected, found '" + f + "'");
        }
        return Double.parseDouble(f);
    }

    int firstNonBlank(int from) {
        int c = from;
        while (c <= text.length() && charAt(c) == ' ') {
            c++;
        }
        return c;
    }

    TrfFormatException error(int column, String problem) {
        return new TrfFormatException(source, number, column, problem);
    }
}
