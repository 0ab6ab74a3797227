package org.hakem.text;

/**
 * The one writer of a JSON string for JSON written by hand (the stored tags, the command line's reports; JSON-B
 * writes the rest, made {@link #inert} here). Escapes the quote and the backslash, every C0 control, DEL, every C1
 * control and the separators U+2028 and U+2029 (line breaks to JavaScript before ES2019, so the text stays inert when
 * pasted in a script), as a backslash, u and four hex digits (or the short backslash n, r, t); a surrogate without
 * its pair, which no encoding can write, becomes U+FFFD.
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

    /**
     * The text with every surrogate that lacks its pair replaced by U+FFFD, as {@link #string} writes it: no
     * encoding can write such a half character (UTF-8 writers put a {@code ?} in its place), so JSON a library
     * writes holds it as {@link #string} does when given this text.
     */
    public static String wellFormed(String s) {
        if (s == null) {
            return null;
        }
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
            if (!pair && Character.isSurrogate(c)) {
                if (b == null) {
                    b = new StringBuilder(s.length()).append(s, 0, i);
                }
                b.append('\uFFFD');
            } else if (b != null) {
                b.append(c);
                if (pair) {
                    b.append(s.charAt(i + 1));
                }
            }
            if (pair) {
                i++;
            }
        }
        return b == null ? s : b.toString();
    }

    /**
     * JSON a library wrote (JSON-B escapes the quote, the backslash and C0 only) with DEL, the C1 controls and U+2028,
     * U+2029 escaped too, as {@link #string} writes them. In valid JSON these characters stand only inside strings,
     * where an escape means the same character, so the document reads the same.
     */
    public static String inert(String json) {
        StringBuilder b = null;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029') {
                if (b == null) {
                    b = new StringBuilder(json.length() + 16).append(json, 0, i);
                }
                b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? json : b.toString();
    }

    /**
     * The UTF-8 bytes of JSON a library writes, made {@link #inert(String) inert} as they pass: DEL, C1 and U+2028,
     * U+2029 written as escapes. Closing the stream closes {@code out}.
     */
    public static java.io.OutputStream inert(java.io.OutputStream out) {
        return new InertStream(out);
    }

    private static final class InertStream extends java.io.FilterOutputStream {
        private int held0 = -1; // a lead byte held back: 0xC2 or 0xE2
        private int held1 = -1; // after 0xE2: 0x80

        InertStream(java.io.OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws java.io.IOException {
            b &= 0xff;
            if (held0 == 0xC2) {
                held0 = -1;
                if (b >= 0x80 && b <= 0x9F) {
                    escape(b);
                    return;
                }
                out.write(0xC2);
            } else if (held0 == 0xE2 && held1 < 0) {
                if (b == 0x80) {
                    held1 = b;
                    return;
                }
                held0 = -1;
                out.write(0xE2);
            } else if (held0 == 0xE2) {
                held0 = -1;
                held1 = -1;
                if (b == 0xA8 || b == 0xA9) {
                    escape(0x2000 | b - 0x80);
                    return;
                }
                out.write(0xE2);
                out.write(0x80);
            }
            if (b == 0xC2 || b == 0xE2) {
                held0 = b;
            } else if (b == 0x7F) {
                escape(b);
            } else {
                out.write(b);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws java.io.IOException {
            for (int i = off; i < off + len; i++) {
                write(b[i]);
            }
        }

        private void escape(int c) throws java.io.IOException {
            out.write(String.format(java.util.Locale.ROOT, "\\u%04x", c).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }

        @Override
        public void close() throws java.io.IOException {
            if (held0 >= 0) {
                out.write(held0);
            }
            if (held1 >= 0) {
                out.write(held1);
            }
            held0 = -1;
            held1 = -1;
            super.close();
        }
    }
}
