package org.hakem.fuzz;

/**
 * What every fuzz target shares: the rule that a reader may only fail with its own error type, and, in a
 * fuzzing run (JAZZER_FUZZ set), the rule that no input may take over a second (a hang). Seed replays in
 * {@code verify} check behaviour only, never time.
 */
final class Fuzzing {

    static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null && !System.getenv("JAZZER_FUZZ").isBlank();

    private Fuzzing() {
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    /** Inputs run before the hang check starts: the first ones run in a cold JVM (class loading, interpreter). */
    private static final int WARM_UP = 1000;
    private static int inputs;

    /**
     * Runs one input; when fuzzing, an input that takes the reader over a second of its thread's CPU time fails
     * the run (CPU time, so that other processes on a busy machine do not make a slow input out of a fast one).
     */
    static void timed(String what, Runnable input) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        input.run();
        long ms = (THREADS.getCurrentThreadCpuTime() - t0) / 1_000_000;
        if (FUZZING && ++inputs > WARM_UP && ms > 1000) {
            throw new AssertionError(what + ": one input took " + ms + " ms of CPU (a hang: over 1 s)");
        }
    }

    /** Fails unless {@code e} is exactly an allowed error type (its own subclasses count; a JDK exception does not). */
    static void allowed(RuntimeException e, Class<?>... types) {
        for (Class<?> t : types) {
            if (t.isInstance(e) && !(e instanceof NumberFormatException && t == IllegalArgumentException.class)) {
                if (e.getMessage() == null || e.getMessage().isBlank()) {
                    throw new AssertionError("an error without a message", e);
                }
                return;
            }
        }
        throw new AssertionError("not the reader's error type: " + e, e);
    }
}
