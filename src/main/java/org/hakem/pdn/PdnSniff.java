package org.hakem.pdn;

import java.util.Optional;

/**
 * A first look at a file's bytes before anything is read as games: binary data (NUL bytes, many control
 * bytes) and a file that declares UTF-8 by its byte-order mark but is not valid UTF-8 are refused with the
 * byte offset, so a wrong upload never turns into thousands of "games" made of noise. UTF-16 files (marked by
 * their byte-order mark) are judged by their characters.
 */
public final class PdnSniff {

    /** How much of the start of a file is looked at. */
    public static final int HEAD = 1 << 16;

    private PdnSniff() {
    }

    /** Why the bytes are not PDN text, or empty if they may be. */
    public static Optional<String> problem(byte[] head, int length) {
        int n = Math.min(length, head.length);
        if (n >= 2 && ((head[0] & 0xff) == 0xfe && (head[1] & 0xff) == 0xff || (head[0] & 0xff) == 0xff && (head[1] & 0xff) == 0xfe)) {
            boolean bigEndian = (head[0] & 0xff) == 0xfe;
            int controls = 0;
            for (int i = 2; i + 1 < n; i += 2) {
                int c = bigEndian ? (head[i] & 0xff) << 8 | head[i + 1] & 0xff : (head[i + 1] & 0xff) << 8 | head[i] & 0xff;
                if (control(c) && ++controls > limit(n / 2)) {
                    return Optional.of("binary data, not PDN text: " + controls + " control characters in the first "
                            + n + " bytes (UTF-16)");
                }
            }
            return Optional.empty();
        }
        boolean bom = n >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf;
        int controls = 0;
        for (int i = 0; i < n; i++) {
            int b = head[i] & 0xff;
            if (b == 0) {
                return Optional.of("binary data, not PDN text: a NUL byte at byte " + i);
            }
            if (control(b) && ++controls > limit(n)) {
                return Optional.of("binary data, not PDN text: " + controls + " control bytes in the first " + (i + 1) + " bytes");
            }
        }
        if (bom) {
            int bad = invalidUtf8(head, 3, n);
            if (bad >= 0) {
                return Optional.of("the file says it is UTF-8 (byte-order mark) but byte " + bad + " is not valid UTF-8");
            }
        }
        return Optional.empty();
    }

    private static boolean control(int c) {
        return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7f;
    }

    /** Control bytes allowed in a head of {@code n} bytes: a stray few, not noise (random bytes have 1 in 8). */
    private static int limit(int n) {
        return Math.max(8, n / 100);
    }

    /** Offset of the first byte of an invalid UTF-8 sequence in [from, to), or -1 (a sequence cut at the end is fine). */
    static int invalidUtf8(byte[] b, int from, int to) {
        int i = from;
        while (i < to) {
            int c = b[i] & 0xff;
            int more;
            int min;
            if (c < 0x80) {
                i++;
                continue;
            } else if (c >= 0xc2 && c <= 0xdf) {
                more = 1;
                min = 0x80;
            } else if (c >= 0xe0 && c <= 0xef) {
                more = 2;
                min = 0x800;
            } else if (c >= 0xf0 && c <= 0xf4) {
                more = 3;
                min = 0x10000;
            } else {
                return i;
            }
            if (i + more >= to) {
                return -1; // cut by the end of the head
            }
            int cp = c & (0x3f >> more);
            for (int k = 1; k <= more; k++) {
                int d = b[i + k] & 0xff;
                if ((d & 0xc0) != 0x80) {
                    return i;
                }
                cp = cp << 6 | d & 0x3f;
            }
            if (cp < min || cp > 0x10ffff || cp >= 0xd800 && cp <= 0xdfff) {
                return i;
            }
            i += more + 1;
        }
        return -1;
    }
}
