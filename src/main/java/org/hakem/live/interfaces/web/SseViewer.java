package org.hakem.live.interfaces.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.function.Consumer;
import org.hakem.live.application.LiveHub;

/**
 * One viewer of a live stream, written to without blocking and without a thread of its own: a change is written at
 * once when the connection takes it, else kept until the container says it can write again. Kept changes are
 * coalesced by what they are about (a board's later change replaces its earlier one), and past {@link #MAX_PENDING}
 * of them they become one "fetch everything" (which covers the changes after it until it is sent), so a viewer that does not read costs a bounded amount of memory; one
 * that stays unwritable longer than the stream allows is dropped ({@link #tick}).
 */
final class SseViewer implements LiveHub.Viewer, WriteListener, AsyncListener {

    /** Changes kept for a viewer that cannot take them now, at most. */
    static final int MAX_PENDING = 64;
    static final byte[] HEARTBEAT = ": \n\n".getBytes(StandardCharsets.UTF_8);
    private static final String HEARTBEAT_KEY = ":";

    private final AsyncContext async;
    private final ServletOutputStream out;
    private final Consumer<SseViewer> closed;
    private final LinkedHashMap<String, byte[]> pending = new LinkedHashMap<>();
    private boolean listening;
    private boolean flush;
    private boolean done;
    private long unwritableSince;
    private long lastWrite;

    SseViewer(AsyncContext async, ServletOutputStream out, byte[] first, Consumer<SseViewer> closed) {
        this.async = async;
        this.out = out;
        this.closed = closed;
        this.lastWrite = System.nanoTime();
        pending.put(HEARTBEAT_KEY, first);
    }

    /** Starts writing (the container calls {@link #onWritePossible} when it can). */
    void start() {
        out.setWriteListener(this);
    }

    @Override
    public synchronized void send(String key, byte[] message) {
        keep(key, message);
        pump();
    }

    @Override
    public synchronized void send(java.util.Map<String, byte[]> messages) {
        messages.forEach(this::keep);
        pump();
    }

    private void keep(String key, byte[] message) {
        if (done || pending.containsKey(LiveHub.ALL)) { // "fetch everything", not sent yet, covers this change too
            return;
        }
        pending.remove(key); // its latest change goes last
        pending.put(key, message);
        if (pending.size() > MAX_PENDING) {
            pending.clear();
            pending.put(LiveHub.ALL, LiveHub.EVERYTHING);
        }
    }

    @Override
    public synchronized void onWritePossible() {
        listening = true;
        pump();
    }

    /** Writes what is kept while the connection takes it; notes since when it does not. */
    private void pump() {
        if (!listening || done) {
            return;
        }
        try {
            while (out.isReady()) {
                Iterator<byte[]> next = pending.values().iterator();
                if (next.hasNext()) {
                    byte[] m = next.next();
                    next.remove();
                    out.write(m);
                    flush = true;
                    lastWrite = System.nanoTime();
                    unwritableSince = 0;
                } else if (flush) {
                    flush = false;
                    out.flush();
                } else {
                    unwritableSince = 0;
                    return;
                }
            }
            if (unwritableSince == 0) {
                unwritableSince = System.nanoTime();
            }
        } catch (IOException | IllegalStateException e) {
            close();
        }
    }

    /**
     * Called every few seconds: a viewer unwritable for longer than {@code stuckNanos} is dropped (true), an idle one
     * gets a comment so that proxies keep the connection open.
     */
    synchronized boolean tick(long now, long heartbeatNanos, long stuckNanos) {
        if (done) {
            return false;
        }
        if (unwritableSince != 0 && now - unwritableSince > stuckNanos) {
            close();
            return true;
        }
        if (now - lastWrite > heartbeatNanos && pending.isEmpty()) {
            send(HEARTBEAT_KEY, HEARTBEAT);
        }
        return false;
    }

    /** Ends the stream (the server stops, or the viewer is dropped). */
    synchronized void close() {
        if (done) {
            return;
        }
        done = true;
        pending.clear();
        try {
            async.complete();
        } catch (IllegalStateException e) {
            // already completed by the container
        }
        closed.accept(this);
    }

    private synchronized void ended() {
        if (!done) {
            done = true;
            pending.clear();
            closed.accept(this);
        }
    }

    @Override
    public void onError(Throwable t) {
        ended();
    }

    @Override
    public void onComplete(AsyncEvent event) {
        ended();
    }

    @Override
    public void onTimeout(AsyncEvent event) {
        close();
    }

    @Override
    public void onError(AsyncEvent event) {
        ended();
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // one async cycle per viewer
    }

    /** How many changes are kept (for tests). */
    synchronized int pending() {
        return pending.size();
    }
}
