package org.hakem.pdn;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Turns the bytes of a PDN file into characters without knowing the encoding in advance, in constant
 * memory.
 *
 * <p>A UTF-8 byte-order mark is skipped; a UTF-16 mark switches to UTF-16. Otherwise the bytes are read
 * as UTF-8 until the first byte sequence that is not valid UTF-8; from there on (that sequence included)
 * the file is read as Windows-1252, the encoding of older Windows programs (a superset of Latin-1 for
 * printable characters). A Latin-1 file's bytes before its first accented letter are ASCII, identical in
 * both encodings, so the switch loses nothing.
 */
public final class PdnDecoder extends Reader {

    /** How the file was decoded, for reports. */
    public enum Detected { UTF8, UTF8_BOM, UTF16_BOM, CP1252 }

    private static final char[] CP1252 = buildCp1252();

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int lim;
    private boolean eof;
    private boolean utf8 = true;
    private boolean started;
    private Detected detected = Detected.UTF8;
    private Reader utf16;
    private int pendingLow = -1;
    private long switchOffset = -1;
    private long consumed;

    public PdnDecoder(InputStream in) {
        this.in = in;
    }

    /** The encoding in use so far (final once the whole file has been read). */
    public Detected detected() {
        return detected;
    }

    /** Byte offset of the first byte that was not valid UTF-8, or -1. */
    public long fallbackOffset() {
        return switchOffset;
    }

    private static char[] buildCp1252() {
        char[] t = new char[256];
        Charset cs = Charset.forName("windows-1252");
        for (int b = 0; b < 256; b++) {
            String s = cs.decode(ByteBuffer.wrap(new byte[] {(byte) b})).toString();
            char c = s.isEmpty() ? (char) b : s.charAt(0);
            // Bytes that Windows-1252 leaves undefined keep their Latin-1 meaning.
            t[b] = c == '\uFFFD' ? (char) b : c;
        }
        return t;
    }

    /** Makes at least {@code n} bytes available if the stream has them; returns how many are. */
    private int ensure(int n) throws IOException {
        if (lim - pos >= n || eof) {
            return lim - pos;
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
        while (lim - pos < n && !eof) {
            int r = in.read(buf, lim, buf.length - lim);
            if (r < 0) {
                eof = true;
            } else {
                lim += r;
            }
        }
        return lim - pos;
    }

    private void start() throws IOException {
        started = true;
        int avail = ensure(3);
        if (avail >= 3 && (buf[pos] & 0xFF) == 0xEF && (buf[pos + 1] & 0xFF) == 0xBB && (buf[pos + 2] & 0xFF) == 0xBF) {
            pos += 3;
            consumed += 3;
            detected = Detected.UTF8_BOM;
        } else if (avail >= 2 && ((buf[pos] & 0xFF) == 0xFF && (buf[pos + 1] & 0xFF) == 0xFE
                || (buf[pos] & 0xFF) == 0xFE && (buf[pos + 1] & 0xFF) == 0xFF)) {
            detected = Detected.UTF16_BOM;
            InputStream rest = new InputStream() {
                @Override
                public int read() throws IOException {
                    if (ensure(1) == 0) {
                        return -1;
                    }
                    return buf[pos++] & 0xFF;
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    int a = ensure(1);
                    if (a == 0) {
                        return -1;
                    }
                    int n = Math.min(a, len);
                    System.arraycopy(buf, pos, b, off, n);
                    pos += n;
                    return n;
                }
            };
            utf16 = new InputStreamReader(rest, StandardCharsets.UTF_16);
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        if (!started) {
            start();
        }
        if (utf16 != null) {
            return utf16.read(cbuf, off, len);
        }
        if (len == 0) {
            return 0;
        }
        int o = off;
        int end = off + len;
        if (pendingLow >= 0) {
            cbuf[o++] = (char) pendingLow;
            pendingLow = -1;
        }
        while (o < end) {
            if (pos >= lim && ensure(1) == 0) {
                break;
            }
            int b = buf[pos] & 0xFF;
            if (b < 0x80) {
                cbuf[o++] = (char) b;
                pos++;
                consumed++;
                continue;
            }
            if (!utf8) {
                cbuf[o++] = CP1252[b];
                pos++;
                consumed++;
                continue;
            }
            int need;
            int cp;
            if (b >= 0xC2 && b <= 0xDF) {
                need = 1;
                cp = b & 0x1F;
            } else if (b >= 0xE0 && b <= 0xEF) {
                need = 2;
                cp = b & 0x0F;
            } else if (b >= 0xF0 && b <= 0xF4) {
                need = 3;
                cp = b & 0x07;
            } else {
                fallBack();
                continue;
            }
            if (ensure(need + 1) < need + 1) {
                fallBack();
                continue;
            }
            boolean ok = true;
            for (int k = 1; k <= need; k++) {
                int c = buf[pos + k] & 0xFF;
                if ((c & 0xC0) != 0x80) {
                    ok = false;
                    break;
                }
                cp = (cp << 6) | (c & 0x3F);
            }
            if (!ok || (need == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
                    || (need == 3 && (cp < 0x10000 || cp > 0x10FFFF))) {
                fallBack();
                continue;
            }
            pos += need + 1;
            consumed += need + 1;
            if (cp >= 0x10000) {
                cbuf[o++] = Character.highSurrogate(cp);
                char low = Character.lowSurrogate(cp);
                if (o < end) {
                    cbuf[o++] = low;
                } else {
                    pendingLow = low;
                }
            } else {
                cbuf[o++] = (char) cp;
            }
        }
        int n = o - off;
        return n == 0 ? -1 : n;
    }

    private void fallBack() {
        utf8 = false;
        detected = Detected.CP1252;
        switchOffset = consumed;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
