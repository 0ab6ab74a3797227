package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The perft and bench perft commands print counts and rates, and refuse bad input with a clear message. */
class PerftCommandTest {

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        boolean bench = args.length > 0 && args[0].equals("bench"); // the benchmarks' own jar, hakem-bench.jar
        int code = new CommandLine(bench ? new BenchCommand() : new HakemCli()).setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err)).execute(bench ? java.util.Arrays.copyOfRange(args, 1, args.length) : args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void perftPrintsEachDepthWithItsRate() {
        Run r = run("perft", "--variant", "english", "--depth", "4");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("perft(1) = 7 "), r.out());
        assertTrue(r.out().contains("perft(4) = 1,469 "), r.out());
        assertTrue(r.out().contains("M nodes/s"), r.out());
    }

    @Test
    void divideListsTheRootMovesAndTheirSum() {
        Run r = run("perft", "--variant", "turkish", "--depth", "3", "--divide");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("a3-a4"), r.out());
        assertTrue(r.out().contains("moves 8, perft(3) = 708"), r.out());
    }

    @Test
    void pathsCountingFromAFen() {
        Run r = run("perft", "--variant", "turkish", "--depth", "1", "--paths", "--every-landing", "--fen",
                "B:Wc5,c3,e2,g2,h3,g4,f3,b2:BKc8");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("perft(1) = 5 "), r.out());
        Run merged = run("perft", "--variant", "turkish", "--depth", "1", "--paths", "--fen", "B:Wc5,c3,e2,g2,h3,g4,f3,b2:BKc8");
        assertTrue(merged.out().contains("perft(1) = 2 "), "two captures, each one path: " + merged.out());
    }

    /** A king that could touch down on d4 or e5 before jumping on over f6: one path, or two counting every landing. */
    @Test
    void aKingFlyingStraightOnOverASecondPieceIsOnePathUnlessEveryLandingCounts() {
        String[] base = {"perft", "--variant", "czech", "--depth", "1", "--fen", "W:WKa1:Bc3,f6"};
        assertTrue(run(base).out().contains("perft(1) = 2 "));
        Run paths = run(concat(base, "--paths"));
        assertTrue(paths.out().contains("counting paths_straight_merged") && paths.out().contains("perft(1) = 2 "), paths.out());
        Run every = run(concat(base, "--paths", "--every-landing"));
        assertTrue(every.out().contains("counting paths" + System.lineSeparator()) && every.out().contains("perft(1) = 4 "), every.out());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void aBadFenIsRefusedWithTheReason() {
        Run r = run("perft", "--variant", "turkish", "--depth", "2", "--fen", "W:Wa1:Bh7");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("white man on a1 cannot occur"), r.err());
    }

    @Test
    void anUnknownVariantIsRefusedWithTheKnownIds() {
        Run r = run("perft", "--variant", "chess", "--depth", "2");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("unknown variant 'chess'") && r.err().contains("turkish"), r.err());
    }

    @Test
    void benchPerftReportsTheMedian() {
        Run r = run("bench", "perft", "--variant", "english", "--depth", "5", "--warmup", "0", "--runs", "3");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("run 3: 7,361 nodes"), r.out());
        assertTrue(r.out().contains("median: "), r.out());
    }
}
