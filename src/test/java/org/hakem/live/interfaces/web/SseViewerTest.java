package org.hakem.live.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.WriteListener;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A viewer of the live stream is bounded whatever its reader does: one that reads gets every change in order, one that
 * never reads keeps at most {@link SseViewer#MAX_PENDING} changes (then "fetch everything"), a board's later change
 * replaces its earlier one, and one unwritable past the bound is dropped, its stream completed. The connection here is
 * an in-memory output that takes a given number of bytes, then stops as a full socket does.
 */
class SseViewerTest {

    /** An output that takes {@code room} bytes, then is not ready (as a connection whose reader stopped). */
    static final class Connection extends ServletOutputStream {
        final ByteArrayOutputStream taken = new ByteArrayOutputStream();
        int room;
        WriteListener listener;

        Connection(int room) {
            this.room = room;
        }

        @Override
        public boolean isReady() {
            return room > 0;
        }

        @Override
        public void setWriteListener(WriteListener l) {
            listener = l;
            try {
                l.onWritePossible();
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void write(int b) {
            taken.write(b);
            room--;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            taken.write(b, off, len);
            room -= len;
        }

        String text() {
            return taken.toString(StandardCharsets.UTF_8);
        }
    }

    /** The asynchronous cycle of the request: counts its completion. */
    static final class Cycle implements AsyncContext {
        int completed;

        @Override public ServletRequest getRequest() { return null; }
        @Override public ServletResponse getResponse() { return null; }
        @Override public boolean hasOriginalRequestAndResponse() { return true; }
        @Override public void dispatch() { }
        @Override public void dispatch(String path) { }
        @Override public void dispatch(ServletContext context, String path) { }
        @Override public void complete() { completed++; }
        @Override public void start(Runnable run) { run.run(); }
        @Override public void addListener(AsyncListener listener) { }
        @Override public void addListener(AsyncListener listener, ServletRequest req, ServletResponse res) { }
        @Override public <T extends AsyncListener> T createListener(Class<T> type) { return null; }
        @Override public void setTimeout(long timeout) { }
        @Override public long getTimeout() { return 0; }
    }

    private static byte[] message(int board, int ply) {
        return ("data: {\"board\":" + board + ",\"plies\":" + ply + "}\n\n").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aReaderGetsEveryChangeInOrder() {
        Connection c = new Connection(Integer.MAX_VALUE);
        List<SseViewer> gone = new ArrayList<>();
        SseViewer v = new SseViewer(new Cycle(), c, "retry: 3000\n\n".getBytes(StandardCharsets.UTF_8), gone::add);
        v.start();
        for (int ply = 1; ply <= 3; ply++) {
            v.send("tournament:1:1:0:" + ply, message(ply, ply));
        }
        assertEquals("retry: 3000\n\n" + "data: {\"board\":1,\"plies\":1}\n\n" + "data: {\"board\":2,\"plies\":2}\n\n"
                + "data: {\"board\":3,\"plies\":3}\n\n", c.text());
        assertEquals(0, v.pending());
        assertTrue(gone.isEmpty());
    }

    @Test
    void aViewerThatNeverReadsKeepsABoundedNumberOfChangesThenIsDropped() {
        Connection c = new Connection(100); // the connection fills after a hundred bytes
        Cycle cycle = new Cycle();
        List<SseViewer> gone = new ArrayList<>();
        SseViewer v = new SseViewer(cycle, c, "retry: 3000\n\n".getBytes(StandardCharsets.UTF_8), gone::add);
        v.start();
        for (int ply = 1; ply <= 50; ply++) { // one board's changes replace one another
            v.send("tournament:1:1:0:1", message(1, ply));
        }
        assertTrue(v.pending() <= 1, "one board's changes are one: " + v.pending());
        for (int b = 1; b <= 10_000; b++) {
            v.send("tournament:1:1:0:" + b, message(b, 1));
            assertTrue(v.pending() <= SseViewer.MAX_PENDING, "bounded: " + v.pending());
        }
        assertEquals(1, v.pending(), "past the bound, the viewer is told to fetch everything, once");
        long now = System.nanoTime();
        assertFalse(v.tick(now, TimeUnit.SECONDS.toNanos(15), TimeUnit.SECONDS.toNanos(30)), "not stuck long yet");
        assertTrue(v.tick(now + TimeUnit.SECONDS.toNanos(31), TimeUnit.SECONDS.toNanos(15), TimeUnit.SECONDS.toNanos(30)));
        assertEquals(1, cycle.completed, "its stream is ended");
        assertEquals(List.of(v), gone, "and it leaves the hub once");
        v.send("tournament:1:1:0:1", message(1, 99));
        assertEquals(0, v.pending(), "a dropped viewer keeps nothing");
        assertFalse(v.tick(now + TimeUnit.SECONDS.toNanos(60), 1, 1));
        assertEquals(1, gone.size());
    }

    @Test
    void theReaderCatchesUpWithTheLatestStateWhenTheConnectionDrains() throws Exception {
        Connection c = new Connection(20);
        SseViewer v = new SseViewer(new Cycle(), c, new byte[0], x -> { });
        v.start();
        v.send("tournament:1:1:0:1", message(1, 1)); // fills the connection
        v.send("tournament:1:1:0:2", message(2, 1));
        v.send("tournament:1:1:0:2", message(2, 2));
        c.room = Integer.MAX_VALUE;
        c.listener.onWritePossible();
        assertTrue(c.text().endsWith("data: {\"board\":2,\"plies\":2}\n\n"), c.text());
        assertFalse(c.text().contains("\"board\":2,\"plies\":1"), "the older change of board 2 was never sent");
        assertEquals(0, v.pending());
    }

    @Test
    void changesThatComeTogetherAreWrittenTogetherInOrder() {
        Connection c = new Connection(Integer.MAX_VALUE);
        SseViewer v = new SseViewer(new Cycle(), c, new byte[0], x -> { });
        v.start();
        java.util.Map<String, byte[]> batch = new java.util.LinkedHashMap<>();
        batch.put("tournament:1:1:0:2", message(2, 7));
        batch.put("tournament:1:1:0:1", message(1, 8));
        v.send(batch);
        assertEquals("data: {\"board\":2,\"plies\":7}\n\n" + "data: {\"board\":1,\"plies\":8}\n\n", c.text());
    }

    @Test
    void theViewerCapIsAPositiveWholeNumber() {
        assertEquals(LiveStream.DEFAULT_VIEWERS, LiveStream.cap(null));
        assertEquals(3, LiveStream.cap(" 3 "));
        assertThrows(IllegalStateException.class, () -> LiveStream.cap("0"));
        assertThrows(IllegalStateException.class, () -> LiveStream.cap("many"));
    }
}
