package org.hakem.pdn;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * A look at a file's bytes, all of them, as they are read, before anything is taken for games: binary data (a NUL
 * byte anywhere, or more control bytes in any 64 KiB than text holds), a file that declares UTF-8 by its byte-order
 * mark but is not valid UTF-8 somewhere, and a file that is UTF-8 (it has UTF-8 letters) and later is not, are
 * refused with the place ({@code line:column}, the byte offset) and what was expected, so a wrong upload never turns
 * into "games" made of noise, however far into the file the noise starts. A file without a mark whose first
 * non-ASCII byte is not UTF-8 is an older Windows-1252 (Latin-1) file and stays allowed, as {@link PdnDecoder} reads
 * it. UTF-16 files (marked by their byte-order mark) are judged by their characters.
 */
public final class PdnSniff {

    /** The size of a block whose control bytes are counted (and the head {@link #problem} was written for). */
    public static final int HEAD = 1 << 16;

    private PdnSniff() {
    }

    /**
     * Why the first {@code length} bytes of a file are not PDN text, or empty if they may be (a UTF-8 sequence cut by
     * the end is fine: the file goes on).
     */
    public static Optional<String> problem(byte[] head, int length) {
        Scan s = new Scan();
        Optional<String> p = s.feed(head, 0, Math.min(length, head.length));
        return p.isPresent() ? p : s.problemOfBlock();
    }

    /** The bytes of a stream checked as they are read: {@link NotText} at the first byte that is not PDN text. */
    public static InputStream checked(InputStream in) {
        return new Checked(in);
    }

    /** A stream that turned out not to be PDN text; the message is {@code line:column: what}. */
    public static final class NotText extends IOException {
        public NotText(String message) {
            super(message);
        }
    }

    /**
     * The check, fed block by block: {@link #feed} then {@link #finish}. Lines are counted at LF (and at a CR not
     * followed by LF), columns in characters from 1.
     */
    public static final class Scan {
        private long offset;
        private long line = 1;
        private long column = 1;
        private boolean lastCr;
        private int started; // bytes of the mark looked at (0 to 3)
        private final byte[] mark = new byte[3];
        private Boolean utf16BigEndian;
        private int oddByte = -1;
        private boolean bom;
        private long utf8Letter = -1; // line of the first valid multi-byte UTF-8 letter
        private boolean latin1;
        private final byte[] pending = new byte[4]; // a UTF-8 sequence cut by a block's end
        private int pendingLength;
        private long blockStart;
        private int blockControls;

        /** Checks the next bytes; the first problem found, or empty. */
        public Optional<String> feed(byte[] b, int off, int len) {
            for (int i = off; i < off + len; i++) {
                Optional<String> p = next(b[i] & 0xff);
                if (p.isPresent()) {
                    return p;
                }
            }
            return Optional.empty();
        }

        /** After the last byte: a UTF-8 sequence cut by the end of the file, or the last block's controls. */
        public Optional<String> finish() {
            if (pendingLength > 0 && !latin1) {
                if (bom || utf8Letter > 0) {
                    return fault(offset - pendingLength, "the file ends inside a UTF-8 character" + utf8Reason());
                }
            }
            return problemOfBlock();
        }

        Optional<String> problemOfBlock() {
            long n = offset - blockStart;
            long limit = Math.max(8, (utf16BigEndian != null ? n / 2 : n) / 100);
            if (blockControls > limit) {
                return Optional.of(where() + "binary data, not PDN text: " + blockControls + " control "
                        + (utf16BigEndian != null ? "characters" : "bytes") + " in bytes " + blockStart + " to "
                        + (offset - 1) + (utf16BigEndian != null ? " (UTF-16)" : ""));
            }
            return Optional.empty();
        }

        private Optional<String> next(int b) {
            long at = offset++;
            if (started < 3 && at < 3 && utf16BigEndian == null) {
                mark[started++] = (byte) b;
                if (started == 2 && ((mark[0] & 0xff) == 0xfe && (mark[1] & 0xff) == 0xff
                        || (mark[0] & 0xff) == 0xff && (mark[1] & 0xff) == 0xfe)) {
                    utf16BigEndian = (mark[0] & 0xff) == 0xfe;
                    latin1 = false;
                    pendingLength = 0;
                    column = 1;
                    return Optional.empty();
                }
                if (started == 3 && (mark[0] & 0xff) == 0xef && (mark[1] & 0xff) == 0xbb && (mark[2] & 0xff) == 0xbf) {
                    bom = true;
                    pendingLength = 0;
                    column = 1;
                    return Optional.empty();
                }
            }
            if (utf16BigEndian != null) {
                if (oddByte < 0) {
                    oddByte = b;
                    return Optional.empty();
                }
                int c = utf16BigEndian ? oddByte << 8 | b : b << 8 | oddByte;
                oddByte = -1;
                if (c == 0) {
                    return fault(at - 1, "a NUL character: binary data, where PDN text was expected (UTF-16)");
                }
                Optional<String> p = block(at);
                if (p.isPresent()) {
                    return p;
                }
                if (control(c)) {
                    blockControls++;
                }
                advance(c);
                return Optional.empty();
            }
            if (b == 0) {
                return fault(at, "a NUL byte at byte " + at + ": binary data, where PDN text was expected");
            }
            Optional<String> p = block(at);
            if (p.isPresent()) {
                return p;
            }
            if (control(b)) {
                blockControls++;
            }
            return utf8(b, at);
        }

        /** At a block's end, judges its controls and starts the next. */
        private Optional<String> block(long at) {
            if (at - blockStart >= HEAD) {
                Optional<String> p = problemOfBlock();
                if (p.isPresent()) {
                    return p;
                }
                blockStart = at;
                blockControls = 0;
            }
            return Optional.empty();
        }

        private Optional<String> utf8(int b, long at) {
            if (latin1) {
                advance(b);
                return Optional.empty();
            }
            if (pendingLength == 0) {
                if (b < 0x80) {
                    advance(b);
                    return Optional.empty();
                }
                if (b >= 0xc2 && b <= 0xf4) {
                    pending[pendingLength++] = (byte) b;
                    return Optional.empty();
                }
                return invalid(at, b);
            }
            if ((b & 0xc0) != 0x80) {
                return invalid(at - pendingLength, b);
            }
            pending[pendingLength++] = (byte) b;
            int first = pending[0] & 0xff;
            int need = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : 2;
            if (pendingLength < need) {
                return Optional.empty();
            }
            int cp = first & (0x7f >> need);
            for (int k = 1; k < need; k++) {
                cp = cp << 6 | pending[k] & 0x3f;
            }
            if (need == 3 && (cp < 0x800 || cp >= 0xd800 && cp <= 0xdfff) || need == 4 && (cp < 0x10000 || cp > 0x10ffff)) {
                return invalid(at - need + 1, -1);
            }
            pendingLength = 0;
            if (utf8Letter < 0) {
                utf8Letter = line;
            }
            advance(cp);
            return Optional.empty();
        }

        /**
         * A byte that is not UTF-8 at {@code at}: refused in a UTF-8 file, else the file is Windows-1252 from here on
         * (the bytes held as a sequence, then {@code current} unless it is one of them: -1).
         */
        private Optional<String> invalid(long at, int current) {
            if (bom) {
                return fault(at, "byte " + at + " is not valid UTF-8, but the file says it is UTF-8 (byte-order mark)");
            }
            if (utf8Letter > 0) {
                return fault(at, "byte " + at + " is not valid UTF-8" + utf8Reason());
            }
            latin1 = true;
            for (int k = 0; k < pendingLength; k++) {
                advance(pending[k] & 0xff);
            }
            pendingLength = 0;
            if (current >= 0) {
                advance(current);
            }
            return Optional.empty();
        }

        private String utf8Reason() {
            return ", but the file is UTF-8 before it (UTF-8 letters from line " + utf8Letter + "): expected UTF-8 text";
        }

        private void advance(int c) {
            if (c == '\n') {
                if (!lastCr) {
                    line++;
                }
                column = 1;
                lastCr = false;
            } else if (c == '\r') {
                line++;
                column = 1;
                lastCr = true;
            } else {
                column++;
                lastCr = false;
            }
        }

        private String where() {
            return line + ":" + column + ": ";
        }

        private Optional<String> fault(long at, String what) {
            return Optional.of(where() + what);
        }
    }

    private static boolean control(int c) {
        return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7f;
    }

    /** Reads through a {@link Scan}, failing with {@link NotText}. */
    private static final class Checked extends FilterInputStream {
        private final Scan scan = new Scan();
        private boolean finished;

        Checked(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                Optional<String> p = scan.feed(b, off, n);
                if (p.isPresent()) {
                    throw new NotText(p.get());
                }
            } else if (n < 0 && !finished) {
                finished = true;
                Optional<String> p = scan.finish();
                if (p.isPresent()) {
                    throw new NotText(p.get());
                }
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            byte[] buf = new byte[(int) Math.min(n, 8192)];
            int r = read(buf, 0, buf.length);
            return Math.max(r, 0);
        }

        @Override
        public boolean markSupported() {
            return false;
        }
    }
}
