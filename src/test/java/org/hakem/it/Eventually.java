package org.hakem.it;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

/**
 * Waiting for what the server does in the background (the archive hand-off, an index following its log, an import
 * job): ask again and again until the answer is the one expected, within a patience far above what any step takes
 * (so a busy machine does not fail a test), and fail with the last answer otherwise. Never a timing assertion.
 */
final class Eventually {

    /** How long a test waits for a background step before it fails. */
    static final Duration PATIENCE = Duration.ofMinutes(2);
    private static final long PAUSE_MILLIS = 100;

    private Eventually() {
    }

    /**
     * The first answer of {@code ask} that {@code done} accepts, asked every {@value #PAUSE_MILLIS} ms within
     * {@link #PATIENCE}; an {@link AssertionError} naming {@code what} and the last answer when none did.
     */
    static <T> T eventually(String what, Callable<T> ask, Predicate<? super T> done) throws Exception {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        T answer = ask.call();
        while (!done.test(answer)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + PATIENCE.toSeconds() + " s: " + what + "; last answer: " + answer);
            }
            Thread.sleep(PAUSE_MILLIS);
            answer = ask.call();
        }
        return answer;
    }
}
