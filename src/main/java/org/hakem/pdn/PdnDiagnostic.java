package org.hakem.pdn;

/**
 * One problem found in a PDN file.
 *
 * @param severity {@link Severity#ERROR} when the game cannot be trusted as read; {@link Severity#WARNING}
 *                 for something tolerated (the game reads as the writer meant it)
 * @param source   the file name (or another label of the input)
 * @param game     the game number in the file, from 1; 0 when the problem lies outside any game
 * @param line     the line, from 1
 * @param column   the column in characters, from 1
 * @param message  what was wrong: "expected X, found Y" where the reader can say so
 */
public record PdnDiagnostic(Severity severity, String source, int game, int line, int column, String message) {

    /** How bad a problem is. */
    public enum Severity { ERROR, WARNING }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file:12:5: game 3: error: expected a move, found '-'} */
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": game " + game + ": "
                + (severity == Severity.ERROR ? "error" : "warning") + ": " + message;
    }
}
