package org.hakem.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import org.hakem.rules.Perft;
import org.hakem.rules.Position;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Speed measurements of Hakem's engines; each benchmark is a subcommand. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure the speed of Hakem's engines (one subcommand per benchmark).",
        subcommands = {
                BenchCommand.PerftBench.class,
                PdnBenchCommand.class,
                PairingBenchCommand.class,
                SearchBenchCommand.class,
                ExplorerBenchCommand.class,
                ImportBenchCommand.class,
                ResultsEntryBenchCommand.class,
                LiveBenchCommand.class,
                JmhBenchCommand.class,
        })
public final class BenchCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * The entry point of {@code target/hakem-bench.jar} (built by {@code ./mvnw -Pbench package -DskipTests}):
     * the benchmarks and the load client live outside the product's {@code hakem-cli.jar}.
     */
    public static void main(String[] args) {
        TerminalSafe.install();
        System.exit(run(args));
    }

    /** Runs one bench command line, as {@code java -jar target/hakem-bench.jar ARGS} would; returns its exit code. */
    public static int run(String... args) {
        return HakemCli.execute(new BenchCommand(), args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Perft speed: warm-up runs, then timed runs on one thread; reports each run and the median. */
    @Command(name = "perft", mixinStandardHelpOptions = true,
            description = {"Time perft from a position on one thread (bulk counting at the leaves).",
                "Default: Turkish perft(8) from the start, every capture path counted, 2 warm-up and 5 timed runs."})
    static final class PerftBench implements Runnable {

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--variant", defaultValue = "turkish", description = "Variant id (default ${DEFAULT-VALUE}).")
        String variant;

        @Option(names = "--depth", defaultValue = "8", description = "Depth in plies (default ${DEFAULT-VALUE}).")
        int depth;

        @Option(names = "--fen", description = "Start position as PDN FEN (default: the variant's start).")
        String fen;

        @Option(names = "--seed", defaultValue = "0", description = "Obstacle seed when no --fen is given.")
        long seed;

        @Option(names = "--runs", defaultValue = "5", description = "Timed runs (default ${DEFAULT-VALUE}).")
        int runs;

        @Option(names = "--warmup", defaultValue = "2", description = "Untimed warm-up runs (default ${DEFAULT-VALUE}).")
        int warmup;

        @Option(names = "--distinct", description = "Count distinct moves instead of every capture path.")
        boolean distinct;

        @Override
        public void run() {
            PrintWriter out = spec.commandLine().getOut();
            if (runs < 1 || warmup < 0 || depth < 1 || depth > 64) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "need --runs >= 1, --warmup >= 0 and --depth 1..64");
            }
            Position start = PerftCommand.startPosition(spec, variant, fen, seed);
            Perft.Counting counting = distinct ? Perft.Counting.DISTINCT : Perft.Counting.PATHS;
            Perft perft = new Perft(start.variant(), counting);
            out.printf("bench perft: %s perft(%d) from %s, counting %s, %d warm-up + %d timed runs, Java %s%n",
                    start.variant().id(), depth, start.toFen(), counting.name().toLowerCase(Locale.ROOT), warmup, runs,
                    Runtime.version());
            out.flush();
            long nodes = 0;
            for (int i = 0; i < warmup; i++) {
                long t0 = System.nanoTime();
                nodes = perft.run(start, depth);
                out.printf("warm-up %d: %,d nodes%s%n", i + 1, nodes, PerftCommand.rate(nodes, System.nanoTime() - t0));
                out.flush();
            }
            // CPU time of this thread as well as wall time: on a shared machine the thread may wait for a core,
            // and the CPU-time rate is then the better measure of one core's throughput.
            var threads = ManagementFactory.getThreadMXBean();
            boolean cpu = threads.isCurrentThreadCpuTimeSupported();
            double[] rates = new double[runs];
            double[] cpuRates = new double[runs];
            long[] times = new long[runs];
            for (int i = 0; i < runs; i++) {
                long c0 = cpu ? threads.getCurrentThreadCpuTime() : 0;
                long t0 = System.nanoTime();
                nodes = perft.run(start, depth);
                times[i] = System.nanoTime() - t0;
                long cpuNanos = cpu ? threads.getCurrentThreadCpuTime() - c0 : times[i];
                rates[i] = nodes / (times[i] / 1e9);
                cpuRates[i] = nodes / (Math.max(cpuNanos, 1) / 1e9);
                out.printf(Locale.ROOT, "run %d: %,d nodes%s, %.1f M nodes per CPU second%n", i + 1, nodes,
                        PerftCommand.rate(nodes, times[i]), cpuRates[i] / 1e6);
                out.flush();
            }
            Arrays.sort(rates);
            Arrays.sort(cpuRates);
            Arrays.sort(times);
            out.printf(Locale.ROOT, "median: %.1f M nodes/s (wall), %.1f M nodes per CPU second, %.3f s for %,d nodes%n",
                    rates[runs / 2] / 1e6, cpuRates[runs / 2] / 1e6, times[runs / 2] / 1e9, nodes);
            out.flush();
        }
    }
}
