package org.hakem.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The CLI's output with control characters from its input made harmless: a PDN file or a server answer may
 * hold escape sequences, bells or backspaces that would move a terminal's cursor, rewrite earlier lines or
 * change its title. C0 controls other than tab, line feed and carriage return, DEL and the C1 controls
 * (U+0080 to U+009F, two bytes in UTF-8) are written as {@code ?}. Everything else, UTF-8 letters included,
 * passes unchanged.
 */
final class TerminalSafe extends FilterOutputStream {

    private boolean pendingC2;

    TerminalSafe(OutputStream out) {
        super(out);
    }

    /** Makes {@code System.out} and {@code System.err} terminal-safe (UTF-8). */
    static void install() {
        System.setOut(new PrintStream(new TerminalSafe(new java.io.FileOutputStream(java.io.FileDescriptor.out)), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new TerminalSafe(new java.io.FileOutputStream(java.io.FileDescriptor.err)), true, StandardCharsets.UTF_8));
    }

    @Override
    public void write(int b) throws IOException {
        b &= 0xff;
        if (pendingC2) {
            pendingC2 = false;
            if (b >= 0x80 && b <= 0x9f) {
                out.write('?');
                return;
            }
            out.write(0xc2);
        }
        if (b == 0xc2) {
            pendingC2 = true;
        } else if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' || b == 0x7f) {
            out.write('?');
        } else {
            out.write(b);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        for (int i = off; i < off + len; i++) {
            write(b[i]);
        }
    }

    @Override
    public void flush() throws IOException {
        // a pending 0xC2 waits for its second byte: writing it alone would split a character
        out.flush();
    }

    @Override
    public void close() throws IOException {
        if (pendingC2) {
            pendingC2 = false;
            out.write(0xc2);
        }
        super.close();
    }
}
