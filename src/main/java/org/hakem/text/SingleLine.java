package org.hakem.text;

/**
 * The characters a one-line field (a name, a place, a title, a time control, a club) may not hold, and the field
 * cleaned of them for a writer.
 *
 * <p>Refused: the C0 controls (U+0000 to U+001F, so NUL, TAB, CR and LF), DEL (U+007F), the C1 controls (U+0080 to
 * U+009F, NEL among them), the line and paragraph separators U+2028 and U+2029 (JavaScript and some editors
 * break lines there), the bidirectional embeddings, overrides and isolates U+202A to U+202E and U+2066 to U+2069
 * (they reorder what follows on screen: a name could show other text than it holds, the "Trojan Source" trick), and
 * a surrogate without its pair (no encoding can write it: UTF-8 writers put a {@code ?}). The marks U+200E and
 * U+200F (left-to-right, right-to-left) and the joiners U+200C and U+200D stay allowed: they change no order
 * beyond their word and names in Arabic, Persian or Hebrew scripts need them.
 */
public final class SingleLine {

    private SingleLine() {
    }

    /** True when a one-line field may not hold the code point {@code cp}. */
    public static boolean forbidden(int cp) {
        return cp < 0x20 || cp >= 0x7F && cp <= 0x9F || cp == 0x2028 || cp == 0x2029
                || cp >= 0x202A && cp <= 0x202E || cp >= 0x2066 && cp <= 0x2069
                || cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE;
    }

    /**
     * The index (in chars) of the first character a one-line field may not hold, or -1 when there is none (also for
     * null). A surrogate pair counts as one character; a lone surrogate is refused.
     */
    public static int firstForbidden(String s) {
        if (s == null) {
            return -1;
        }
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            if (forbidden(cp)) {
                return i;
            }
            i += Character.charCount(cp);
        }
        return -1;
    }

    /** The code point at {@code index} as {@code U+000A}, for messages. */
    public static String codeAt(String s, int index) {
        return String.format(java.util.Locale.ROOT, "U+%04X", s.codePointAt(index));
    }

    /**
     * The text with each character a one-line field may not hold replaced by a space (what a writer does to text that
     * never passed the input check); null as null. The length stays the same, so fixed-width columns keep their
     * places.
     */
    public static String clean(String s) {
        if (s == null || firstForbidden(s) < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            if (forbidden(cp)) {
                b.append(" ".repeat(n));
            } else {
                b.appendCodePoint(cp);
            }
            i += n;
        }
        return b.toString();
    }
}
