package org.hakem.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The viewers of {@code bench live}: many server-sent-event streams read by one thread over non-blocking sockets, as
 * cheaply as a browser on its own phone would cost this machine nothing. Each viewer speaks HTTP/1.1 as a browser's
 * {@code EventSource} does (a GET, a chunked answer), and times every message that shows a later ply of a board than
 * the last one it saw against when that ply was sent ({@code sent}: board × ply → {@link System#nanoTime}, 0 when not
 * sent). Kept out of the product: it lives with the bench.
 */
final class LiveBenchViewers implements AutoCloseable {

    private static final byte[] BOARD = "\"board\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PLIES = "\"plies\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] DATA = "data:".getBytes(StandardCharsets.US_ASCII);

    private final AtomicLongArray sent;
    private final int plies;
    private final Selector selector;
    private final List<Viewer> all = new ArrayList<>();
    private final Thread reader;
    private volatile boolean running = true;
    /** Written by the reader thread only; read after {@link #close}. */
    private long[] delays = new long[1 << 16];
    /** For each delay: the ply it timed (the second of the run it was sent in) and the stream's index. */
    private int[] delayPly = new int[1 << 16];
    private int[] delayStream = new int[1 << 16];
    private int delayCount;
    private int open;
    private int refused;
    private int ended;
    private int failed;

    /**
     * Connects {@code count} viewers, spread over {@code streams} in turn, each connection made and its request sent
     * before the next (as viewers arrive, not a burst), then reads them all on one thread until {@link #close}.
     */
    LiveBenchViewers(List<URI> streams, int count, int boards, int plies, AtomicLongArray sent) throws IOException {
        this.sent = sent;
        this.plies = plies;
        this.selector = Selector.open();
        for (int i = 0; i < count; i++) {
            URI u = streams.get(i % streams.size());
            Viewer v = new Viewer(boards + 1, i % streams.size());
            try {
                SocketChannel ch = SocketChannel.open(new InetSocketAddress(u.getHost(), u.getPort()));
                ch.configureBlocking(true);
                ByteBuffer request = ByteBuffer.wrap(("GET " + u.getRawPath() + " HTTP/1.1\r\nHost: " + u.getHost() + ":"
                        + u.getPort() + "\r\nAccept: text/event-stream\r\nCache-Control: no-cache\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                while (request.hasRemaining()) {
                    ch.write(request);
                }
                ch.configureBlocking(false);
                v.channel = ch;
                all.add(v);
            } catch (IOException e) {
                failed++;
            }
        }
        for (Viewer v : all) {
            v.channel.register(selector, SelectionKey.OP_READ, v);
        }
        reader = new Thread(this::read, "bench-viewers");
        reader.setDaemon(true);
        reader.start();
    }

    /** Waits until every viewer has its answer's head (or {@code timeout} passes); true when all have. */
    boolean awaitAnswers(long timeout, TimeUnit unit) throws InterruptedException {
        long end = System.nanoTime() + unit.toNanos(timeout);
        while (System.nanoTime() < end) {
            if (answered() == all.size()) {
                return true;
            }
            Thread.sleep(50);
        }
        return false;
    }

    private synchronized int answered() {
        return open + refused + ended;
    }

    synchronized int open() {
        return open;
    }

    synchronized int refused() {
        return refused;
    }

    synchronized int failed() {
        return failed;
    }

    /** Viewers whose stream the server ended after it began (dropped). */
    synchronized int ended() {
        return ended;
    }

    /** Stops reading and closes every connection; then the delays are final. */
    @Override
    public void close() throws IOException {
        running = false;
        selector.wakeup();
        try {
            reader.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Viewer v : all) {
            v.channel.close();
        }
        selector.close();
    }

    /** Every delay measured, in nanoseconds, sorted (after {@link #close}). */
    synchronized long[] delays() {
        return delays(0, Integer.MAX_VALUE, -1);
    }

    /**
     * The delays of the plies {@code fromPly} to {@code toPly}, of the viewers of stream {@code stream} (-1: all), in
     * nanoseconds, sorted.
     */
    synchronized long[] delays(int fromPly, int toPly, int stream) {
        long[] d = new long[delayCount];
        int n = 0;
        for (int i = 0; i < delayCount; i++) {
            if (delayPly[i] >= fromPly && delayPly[i] <= toPly && (stream < 0 || delayStream[i] == stream)) {
                d[n++] = delays[i];
            }
        }
        d = Arrays.copyOf(d, n);
        Arrays.sort(d);
        return d;
    }

    private void read() {
        ByteBuffer buffer = ByteBuffer.allocateDirect(64 * 1024);
        byte[] bytes = new byte[64 * 1024];
        try {
            while (running) {
                selector.select(200);
                Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
                while (keys.hasNext()) {
                    SelectionKey key = keys.next();
                    keys.remove();
                    Viewer v = (Viewer) key.attachment();
                    try {
                        buffer.clear();
                        int n = v.channel.read(buffer);
                        if (n < 0) {
                            key.cancel();
                            synchronized (this) {
                                if (v.state == Viewer.HEAD) {
                                    failed++;
                                } else if (v.state != Viewer.REFUSED) {
                                    ended++;
                                }
                            }
                            continue;
                        }
                        buffer.flip();
                        buffer.get(bytes, 0, n);
                        v.take(bytes, n, System.nanoTime()); // when this viewer's bytes were in hand
                    } catch (IOException e) {
                        key.cancel();
                        synchronized (this) {
                            ended++;
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("bench viewers stopped: " + e);
        }
    }

    private synchronized void delay(long d, int ply, int stream) {
        if (delayCount == delays.length) {
            delays = Arrays.copyOf(delays, delays.length * 2);
            delayPly = Arrays.copyOf(delayPly, delays.length);
            delayStream = Arrays.copyOf(delayStream, delays.length);
        }
        delayPly[delayCount] = ply;
        delayStream[delayCount] = stream;
        delays[delayCount++] = d;
    }

    /** One stream: the answer's head, then chunked body bytes, then server-sent-event lines. */
    private final class Viewer {
        static final int HEAD = 0;
        static final int BODY = 1;
        static final int REFUSED = 2;

        SocketChannel channel;
        final int stream;
        int state = HEAD;
        final int[] seen;
        final StringBuilder head = new StringBuilder();
        boolean chunked;
        /** Chunked decoding: bytes left in the current chunk, or -1 while reading a chunk's size line. */
        long chunkLeft = -1;
        final StringBuilder sizeLine = new StringBuilder();
        /** The line of the event stream being read. */
        byte[] line = new byte[4096];
        int lineLength;

        Viewer(int boards, int stream) {
            this.seen = new int[boards];
            this.stream = stream;
        }

        void take(byte[] b, int n, long now) {
            int i = 0;
            if (state == HEAD) {
                while (i < n && state == HEAD) {
                    head.append((char) b[i++]);
                    int l = head.length();
                    if (l >= 4 && head.charAt(l - 4) == '\r' && head.charAt(l - 3) == '\n' && head.charAt(l - 2) == '\r'
                            && head.charAt(l - 1) == '\n') {
                        String h = head.toString();
                        boolean ok = h.startsWith("HTTP/1.1 200") || h.startsWith("HTTP/1.0 200");
                        chunked = h.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked");
                        synchronized (LiveBenchViewers.this) {
                            if (ok) {
                                open++;
                            } else {
                                refused++;
                            }
                        }
                        state = ok ? BODY : REFUSED;
                    }
                }
            }
            if (state != BODY) {
                return;
            }
            if (!chunked) {
                body(b, i, n, now);
                return;
            }
            while (i < n) {
                if (chunkLeft < 0) { // the chunk's size line (after the previous chunk's CRLF)
                    char c = (char) b[i++];
                    if (c == '\n') {
                        String s = sizeLine.toString().strip();
                        sizeLine.setLength(0);
                        if (s.isEmpty()) {
                            continue; // the CRLF that ends a chunk's data
                        }
                        int semi = s.indexOf(';');
                        chunkLeft = Long.parseLong(semi < 0 ? s : s.substring(0, semi), 16);
                        if (chunkLeft == 0) { // the last chunk: the stream ends
                            chunkLeft = -1;
                        }
                    } else if (c != '\r') {
                        sizeLine.append(c);
                    }
                } else {
                    int take = (int) Math.min(chunkLeft, n - i);
                    body(b, i, i + take, now);
                    i += take;
                    chunkLeft -= take;
                    if (chunkLeft == 0) {
                        chunkLeft = -1;
                    }
                }
            }
        }

        private void body(byte[] b, int from, int to, long now) {
            for (int i = from; i < to; i++) {
                byte c = b[i];
                if (c == '\n') {
                    line(now);
                    lineLength = 0;
                } else {
                    if (lineLength == line.length) {
                        line = Arrays.copyOf(line, line.length * 2);
                    }
                    line[lineLength++] = c;
                }
            }
        }

        private void line(long now) {
            if (!startsWith(line, lineLength, DATA)) {
                return;
            }
            int board = number(BOARD);
            int p = number(PLIES);
            if (board < 1 || board >= seen.length || p < 1 || p >= plies || seen[board] >= p) {
                return;
            }
            long at = sent.get(board * plies + p);
            if (at > 0) { // a later ply than the last seen: its delay (a coalesced one is not seen)
                seen[board] = p;
                delay(now - at, p, stream);
            }
        }

        /** The whole number after {@code name} in the line, or -1. */
        private int number(byte[] name) {
            outer:
            for (int i = 0; i + name.length <= lineLength; i++) {
                for (int k = 0; k < name.length; k++) {
                    if (line[i + k] != name[k]) {
                        continue outer;
                    }
                }
                int v = -1;
                for (int j = i + name.length; j < lineLength && line[j] >= '0' && line[j] <= '9'; j++) {
                    v = (v < 0 ? 0 : v * 10) + (line[j] - '0');
                }
                return v;
            }
            return -1;
        }
    }

    private static boolean startsWith(byte[] b, int length, byte[] prefix) {
        if (length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (b[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
