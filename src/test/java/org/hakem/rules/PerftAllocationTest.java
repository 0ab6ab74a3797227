package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The perft inner loop allocates nothing once its per-ply buffers are warm: a whole perft of several hundred
 * thousand nodes may allocate at most a few kilobytes (the measurement itself). This is the code's own doing, not
 * the JIT's: the same holds in the interpreter and with C1 alone, where no escape analysis removes an allocation.
 */
class PerftAllocationTest {

    private static final long MOST_BYTES = 16_384;
    private static final Variant[] VARIANTS = {Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH, Variants.CZECH};

    @Test
    void aWarmPerftAllocatesNothingPerNode() {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean tb
                && tb.isThreadAllocatedMemorySupported(), "this JVM cannot measure allocation per thread");
        for (Variant v : VARIANTS) {
            long[] measured = allocated(v, 6);
            assertTrue(measured[1] < MOST_BYTES, v.id() + ": perft(6) of " + measured[0] + " nodes allocated " + measured[1] + " bytes");
        }
    }

    /** The same without escape analysis: the interpreter ({@code -Xint}) and C1 alone, in a JVM of their own. */
    @Test
    void noAllocationIsLeftToTheJitToRemove() throws IOException, InterruptedException {
        for (String mode : List.of("-Xint", "-XX:TieredStopAtLevel=1")) {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), mode, "-cp",
                    System.getProperty("java.class.path"), PerftAllocationTest.class.getName(), "4").redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), mode);
            assertEquals(0, p.exitValue(), mode + ": " + out);
            List<String> lines = out.lines().filter(l -> l.startsWith("perft ")).toList();
            assertEquals(VARIANTS.length, lines.size(), mode + ": " + out);
            for (String line : lines) {
                String[] f = line.split(" "); // perft VARIANT NODES BYTES
                assertTrue(Long.parseLong(f[2]) > 1000, line);
                assertTrue(Long.parseLong(f[3]) < MOST_BYTES, mode + ": " + line);
            }
        }
    }

    /** {nodes, bytes allocated} of a second perft to {@code depth} from the initial position (the first warms). */
    private static long[] allocated(Variant v, int depth) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Perft perft = new Perft(v, Perft.Counting.DISTINCT);
        Position start = v.initialPosition();
        perft.run(start, depth);
        long id = Thread.currentThread().threadId();
        long before = threads.getThreadAllocatedBytes(id);
        long nodes = perft.run(start, depth);
        return new long[] {nodes, threads.getThreadAllocatedBytes(id) - before};
    }

    /** Prints {@code perft VARIANT NODES BYTES} for each variant at the depth given: the child JVM of the test above. */
    public static void main(String[] args) {
        for (Variant v : VARIANTS) {
            long[] measured = allocated(v, Integer.parseInt(args[0]));
            System.out.println("perft " + v.id() + " " + measured[0] + " " + measured[1]);
        }
    }
}
