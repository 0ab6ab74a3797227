package org.hakem.rating;

import java.util.Arrays;
import java.util.List;

/**
 * A rating list file or a list type's text that cannot be read: where (source, line, column) and what was wrong, in
 * English ({@link #detail}) and, for a list file, as a short code with its values ({@link #code}, {@link #values}) so
 * that a page can say it in its own language.
 */
public class RatingFormatException extends IllegalArgumentException {

    private final String source;
    private final int line;
    private final int column;
    private final String detail;
    private final String code;
    private final List<Object> values;

    public RatingFormatException(String source, int line, int column, String detail) {
        this(source, line, column, detail, null);
    }

    /**
     * @param code   what was wrong as a word ({@code unknown-column}), null when only the English text says it
     * @param values the values the text names (the column as written, the value found...)
     */
    public RatingFormatException(String source, int line, int column, String detail, String code, Object... values) {
        super(source + ":" + line + ":" + column + ": " + detail);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = detail;
        this.code = code;
        this.values = List.copyOf(Arrays.asList(values));
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

    /** What was wrong as a word, or null. */
    public String code() {
        return code;
    }

    /** The values {@link #code}'s text names, in order. */
    public List<Object> values() {
        return values;
    }
}
