package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The perft inner loop allocates nothing once its per-ply buffers are warm: a whole perft(6) of several
 * hundred thousand nodes may allocate at most a few kilobytes (the measurement itself, JIT noise).
 */
class PerftAllocationTest {

    @Test
    void aWarmPerftAllocatesNothingPerNode() {
        var bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean tb && tb.isThreadAllocatedMemorySupported(),
                "this JVM cannot measure allocation per thread");
        var threads = (com.sun.management.ThreadMXBean) bean;
        for (Variant v : new Variant[] {Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH, Variants.CZECH}) {
            Perft perft = new Perft(v, Perft.Counting.DISTINCT);
            Position start = v.initialPosition();
            perft.run(start, 6);
            long id = Thread.currentThread().threadId();
            long before = threads.getThreadAllocatedBytes(id);
            long nodes = perft.run(start, 6);
            long allocated = threads.getThreadAllocatedBytes(id) - before;
            assertTrue(allocated < 16_384, v.id() + ": perft(6) of " + nodes + " nodes allocated " + allocated + " bytes");
        }
    }
}
