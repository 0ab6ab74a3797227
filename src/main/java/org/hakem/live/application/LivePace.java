package org.hakem.live.application;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * When the change notices a node hears are handed to its viewers: at most once a pace. A notice heard when the last
 * hand-over is a pace or more ago is due at once; one heard sooner waits until a pace after the last hand-over, and
 * every notice heard meanwhile goes with it, each change once (a board changed twice is read once). So a busy node
 * writes to each viewer at most once a pace however many boards change, and a quiet one without delay. Times are
 * {@link System#nanoTime} readings, passed in (the listener's clock; tests give their own). Not thread-safe: one
 * listener thread owns it.
 */
public final class LivePace {

    private final long paceNanos;
    private Set<String> gathered = new LinkedHashSet<>();
    private long due;
    private long last;

    /** A pace of {@code paceMillis}, starting at {@code now} as if the last hand-over was a pace ago. */
    public LivePace(long paceMillis, long now) {
        this.paceNanos = TimeUnit.MILLISECONDS.toNanos(paceMillis);
        this.last = now - paceNanos;
    }

    /** Notices heard at {@code now}. */
    public void heard(Collection<String> notices, long now) {
        if (notices.isEmpty()) {
            return;
        }
        if (gathered.isEmpty()) {
            long next = last + paceNanos;
            due = next - now > 0 ? next : now;
        }
        gathered.addAll(notices);
    }

    /** How long the listener may wait for more notices at {@code now}: {@code idleMillis} with none gathered. */
    public int waitMillis(long now, int idleMillis) {
        if (gathered.isEmpty()) {
            return idleMillis;
        }
        return (int) Math.max(1, Math.min(idleMillis, TimeUnit.NANOSECONDS.toMillis(due - now)));
    }

    /** The notices to hand over at {@code now} (emptied, and the hand-over noted), or none before they are due. */
    public List<String> take(long now) {
        if (gathered.isEmpty() || due - now > 0) {
            return List.of();
        }
        List<String> out = List.copyOf(gathered);
        gathered = new LinkedHashSet<>();
        last = now;
        return out;
    }
}
