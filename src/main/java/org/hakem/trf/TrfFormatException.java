package org.hakem.trf;

/**
 * A TRF file that cannot be read: says where (source, line, column, all 1-based) and what was expected.
 */
public final class TrfFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    public TrfFormatException(String source, int line, int column, String problem) {
        super(source + ":" + line + ":" + column + ": " + problem);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** The file name or other label given to the reader. */
    public String source() {
        return source;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The message without the location. */
    public String problem() {
        return problem;
    }
}
