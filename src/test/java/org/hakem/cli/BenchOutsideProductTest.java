package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The product ships the product: the benchmarks and the load client (src/bench/java) are not in the main classes
 * that make {@code hakem-cli.jar}, the product's CLI offers no {@code bench} command but keeps {@code perft}, and
 * the bench entry point of {@code hakem-bench.jar} still runs (a tiny perft, a tiny replay and a JMH benchmark) so
 * it cannot rot.
 */
class BenchOutsideProductTest {

    @Test
    void theProductCliOffersPerftButNoBench() {
        var subcommands = new CommandLine(new HakemCli()).getSubcommands().keySet();
        assertFalse(subcommands.contains("bench"), "bench is not a product command: " + subcommands);
        assertTrue(subcommands.contains("perft"), "perft stays a user command: " + subcommands);
    }

    @Test
    void noBenchClassIsAMainClass() throws IOException {
        Path mainClasses = Path.of("target", "classes", "org", "hakem", "cli");
        assertTrue(Files.isRegularFile(mainClasses.resolve("HakemCli.class")), "main classes compiled at " + mainClasses);
        try (Stream<Path> files = Files.list(mainClasses)) {
            List<String> bench = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.contains("Bench") || n.startsWith("ResultsEntryLoad")
                            || n.startsWith("DurabilityOption") || n.startsWith("UnsafeDurability")).toList();
            assertEquals(List.of(), bench, "benchmark classes in the product's main classes");
        }
        String where = BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertTrue(where.endsWith("test-classes/"), "BenchCommand comes from the test classes, not " + where);
    }

    @Test
    void theBenchEntryPointRunsATinyPerft() {
        Output run = bench("perft", "--variant", "turkish", "--depth", "2", "--runs", "1", "--warmup", "0");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("bench perft: turkish perft(2)"), run.out());
        assertTrue(run.out().contains("median:"), run.out());
    }

    @Test
    void theBenchEntryPointRunsATinyReplay() {
        java.io.PrintStream stdout = System.out; // the pdn bench prints to standard output
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        System.setOut(new java.io.PrintStream(buf, true, java.nio.charset.StandardCharsets.UTF_8));
        int code;
        try {
            code = BenchCommand.run("pdn", "--repeat", "1", "--warmup", "0", "--replay", "--variant", "english",
                    "src/test/data/corpus/english");
        } finally {
            System.setOut(stdout);
        }
        String out = buf.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, code, out);
        assertTrue(out.contains("362 legal, 0 illegal"), "the English corpus replays legal games: " + out);
    }

    /**
     * JMH's annotation processor generated the runners of the micro-benchmarks (org.hakem.bench, in the bench sources
     * only), the replay benchmark's game replays legal in each variant, and {@code bench jmh} runs one (in this JVM,
     * one short iteration: a check that it runs, not a measurement).
     */
    @Test
    void theJmhBenchmarksAreGeneratedAndRun() throws Exception {
        assertFalse(Files.exists(Path.of("target", "classes", "org", "hakem", "bench")), "JMH benchmarks in the product");
        String list;
        try (var in = BenchCommand.class.getClassLoader().getResourceAsStream("META-INF/BenchmarkList")) {
            assertTrue(in != null, "no META-INF/BenchmarkList: JMH's annotation processor did not run");
            list = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertTrue(list.contains("org.hakem.bench.PerftBenchmark") && list.contains("org.hakem.bench.PdnReplayBenchmark"),
                list);
        for (String variant : List.of("turkish", "international")) {
            org.hakem.bench.PdnReplayBenchmark replay = new org.hakem.bench.PdnReplayBenchmark();
            replay.variantId = variant;
            replay.setUp(); // throws unless the game replays legal
            assertTrue(replay.replay().moves().size() > 20, variant);
        }
        java.io.PrintStream stdout = System.out; // JMH prints to standard output
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        System.setOut(new java.io.PrintStream(buf, true, java.nio.charset.StandardCharsets.UTF_8));
        int code;
        try {
            code = BenchCommand.run("jmh", "-f", "0", "-wi", "0", "-i", "1", "-r", "100ms", "-p",
                    "variantAtDepth=turkish:2", "PerftBenchmark");
        } finally {
            System.setOut(stdout);
        }
        String out = buf.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, code, out);
        assertTrue(out.contains("PerftBenchmark.perft") && out.contains("turkish:2"), out);
    }

    private record Output(int code, String out, String err) {
    }

    private static Output bench(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = new CommandLine(new BenchCommand()).setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
        return new Output(code, out.toString(), err.toString());
    }
}
