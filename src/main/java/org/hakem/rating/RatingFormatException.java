package org.hakem.rating;

/** A rating list file or a list type's text that cannot be read: where (source, line, column) and what was wrong. */
public class RatingFormatException extends IllegalArgumentException {

    private final String source;
    private final int line;
    private final int column;
    private final String detail;

    public RatingFormatException(String source, int line, int column, String detail) {
        super(source + ":" + line + ":" + column + ": " + detail);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = detail;
    }

    public String source() {
        return source;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What was wrong, without the place. */
    public String detail() {
        return detail;
    }
}
