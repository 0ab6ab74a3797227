package org.hakem.archive.application;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.hakem.pdn.PdnDecoder;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;

/**
 * Streams the games of a PDN input together with the original text of each: the lines from where the game
 * starts up to where the next one starts (or the end of the input). Memory stays bounded by one game and the
 * reader's look-ahead, whatever the size of the input.
 */
public final class PdnGameTexts implements Iterator<PdnGameTexts.GameText>, Closeable {

    /** A game as read and the text it was read from. */
    public record GameText(PdnGame game, String text) {
    }

    private final LineTap tap;
    private final PdnReader reader;
    private PdnGame pending;
    private GameText ready;

    public PdnGameTexts(InputStream in, String source) {
        this.tap = new LineTap(new PdnDecoder(in));
        this.reader = new PdnReader(tap, source);
    }

    @Override
    public boolean hasNext() {
        while (ready == null) {
            if (reader.hasNext()) {
                PdnGame next = reader.next();
                if (pending != null) {
                    ready = new GameText(pending, tap.take(pending.line(), Math.max(next.line(), pending.line())));
                }
                pending = next;
            } else if (pending != null) {
                ready = new GameText(pending, tap.take(pending.line(), Integer.MAX_VALUE));
                pending = null;
            } else {
                return false;
            }
        }
        return true;
    }

    @Override
    public GameText next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        GameText g = ready;
        ready = null;
        return g;
    }

    /** Characters consumed so far (for progress). */
    public long charsRead() {
        return tap.chars;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }

    /** Keeps the lines read so far (line breaks as the lexer counts them: LF, CR LF, lone CR). */
    static final class LineTap extends Reader {
        private final Reader in;
        private final ArrayDeque<String> lines = new ArrayDeque<>();
        private int firstLine = 1;
        private final StringBuilder current = new StringBuilder();
        private boolean lastWasCr;
        long chars;

        LineTap(Reader in) {
            this.in = in;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            int n = in.read(buf, off, len);
            for (int i = 0; i < n; i++) {
                char c = buf[off + i];
                if (c == '\n') {
                    if (lastWasCr) {
                        lastWasCr = false;
                        continue;
                    }
                    endLine();
                } else if (c == '\r') {
                    endLine();
                    lastWasCr = true;
                    continue;
                } else {
                    current.append(c);
                }
                lastWasCr = false;
            }
            if (n > 0) {
                chars += n;
            }
            return n;
        }

        private void endLine() {
            lines.addLast(current.toString());
            current.setLength(0);
        }

        /** The text of lines {@code from} (inclusive) to {@code to} (exclusive); drops every line before {@code to}. */
        String take(int from, int to) {
            while (firstLine < from && !lines.isEmpty()) {
                lines.removeFirst();
                firstLine++;
            }
            int size = 1;
            int n = 0;
            for (String line : lines) { // sized once: a game's text is copied once, not grown line by line
                if (firstLine + n >= to) {
                    break;
                }
                size += line.length() + 1;
                n++;
            }
            boolean rest = to == Integer.MAX_VALUE && !current.isEmpty();
            StringBuilder sb = new StringBuilder(size + (rest ? current.length() + 1 : 0));
            while (firstLine < to && !lines.isEmpty()) {
                sb.append(lines.removeFirst()).append('\n');
                firstLine++;
            }
            if (rest) {
                sb.append(current).append('\n');
                current.setLength(0);
            }
            // stripped (as String.strip), then one line break
            int end = sb.length();
            while (end > 0 && Character.isWhitespace(sb.charAt(end - 1))) {
                end--;
            }
            int start = 0;
            while (start < end && Character.isWhitespace(sb.charAt(start))) {
                start++;
            }
            sb.setLength(end);
            sb.append('\n');
            return sb.substring(start);
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
