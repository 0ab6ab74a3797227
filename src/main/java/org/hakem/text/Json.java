package org.hakem.text;

/**
 * The one writer of a JSON string for JSON written by hand (the import report, the error page, the stored tags, the
 * command line). Escapes the quote and the backslash, every C0 control, DEL, every C1 control and the separators
 * U+2028 and U+2029 (line breaks to JavaScript before ES2019, so the text stays inert when pasted in a script), as
 * a backslash, u and four hex digits (or the short backslash n, r, t); a surrogate without its pair, which no
 * encoding can write, becomes U+FFFD.
 */
public final class Json {

    private Json() {
    }

    /** The string as a JSON string, quotes included. */
    public static String string(String s) {
        StringBuilder b = new StringBuilder(s == null ? 4 : s.length() + 2);
        string(b, s);
        return b.toString();
    }

    /** Appends the string as a JSON string, quotes included; null as {@code null}. */
    public static void string(StringBuilder out, String s) {
        if (s == null) {
            out.append("null");
            return;
        }
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029') {
                        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else if (Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        out.append('\uFFFD');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
