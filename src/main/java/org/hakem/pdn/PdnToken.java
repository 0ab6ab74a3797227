package org.hakem.pdn;

/**
 * A token of PDN text with where it starts.
 *
 * @param type   what it is
 * @param text   its text (for STRING and COMMENT: the content, unescaped; for SETUP: between the slashes)
 * @param line   line, from 1
 * @param column column, from 1
 * @param move   the parsed move for {@link Type#MOVE}, else null
 */
record PdnToken(Type type, String text, int line, int column, MoveText move) {

    enum Type {
        LBRACKET, RBRACKET, STRING, COMMENT, LPAREN, RPAREN, NAG, MOVE_NUMBER, ELLIPSIS, MOVE, STRENGTH, RESULT,
        SETUP, WORD, STRAY, EOF
    }

    /** How the token reads in a message: {@code '-'}, {@code end of file}, {@code comment}. */
    String describe() {
        return switch (type) {
            case EOF -> PdnDiagnostic.ref("token.eof");
            case COMMENT -> PdnDiagnostic.ref("token.comment");
            case STRING -> PdnDiagnostic.ref("token.string", abbreviate(text));
            case SETUP -> PdnDiagnostic.ref("token.setup", abbreviate(text));
            default -> "'" + abbreviate(text) + "'";
        };
    }

    private static String abbreviate(String s) {
        return s.length() > 30 ? s.substring(0, 27) + "..." : s;
    }
}
