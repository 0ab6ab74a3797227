package org.hakem.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.hakem.pairing.SwissGenerator;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.crosstable.PointSystem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Times a Swiss engine (Dutch or FMJD) on a generated tournament: the time to pair each round. */
@Command(name = "pairing", mixinStandardHelpOptions = true,
        description = {"Time the FIDE Dutch pairing engine (or with --system fmjd the FMJD Swiss engine): generate a",
            "random tournament round by round and",
            "report the time to pair each round (wall clock, one thread), the slowest and the last."})
public final class PairingBenchCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--players", defaultValue = "300", description = "Players (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--rounds", defaultValue = "11", description = "Rounds (default ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--warmup", defaultValue = "1",
            description = "Tournaments generated first, untimed, to warm up the JIT (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--system", defaultValue = "dutch", paramLabel = "dutch|fmjd",
            description = "The Swiss system (default ${DEFAULT-VALUE}).")
    String system;

    @Option(names = "--colour-relevance",
            description = "FMJD Swiss system only: pair with colour relevance for pairing (refused with --system dutch).")
    boolean colourRelevance;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SwissSystem swiss;
        FmjdOptions fmjd;
        try {
            swiss = SwissSystem.parse(system);
            fmjd = CheckCommand.fmjdOptions(colourRelevance, swiss, null);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        for (int i = 0; i < warmup; i++) {
            SwissGenerator.generate(options(seed + 1000 + i, Math.min(players, 100), swiss, fmjd), ns -> { });
        }
        List<Long> times = new ArrayList<>();
        List<Long> cpu = new ArrayList<>();
        SwissGenerator.generate(options(seed, players, swiss, fmjd), times::add, cpu::add);
        long max = 0;
        long sum = 0;
        long maxCpu = 0;
        for (int r = 0; r < times.size(); r++) {
            long ms = times.get(r) / 1_000_000;
            long cms = cpu.get(r) / 1_000_000;
            out.printf("round %2d: %6d ms (cpu %6d ms)%n", r + 1, ms, cms);
            max = Math.max(max, ms);
            maxCpu = Math.max(maxCpu, cms);
            sum += ms;
        }
        out.printf("%d players, %d rounds%s: slowest round %d ms (cpu %d ms), last round %d ms, mean %d ms%n", players,
                rounds, colourRelevance ? " (colour relevance for pairing)" : "", max, maxCpu, times.get(times.size() - 1) / 1_000_000, sum / times.size());
        out.flush();
        return 0;
    }

    private SwissGenerator.Options options(long s, int n, SwissSystem swiss, FmjdOptions fmjd) {
        return new SwissGenerator.Options(n, rounds, s, 0.3, 0.02, 0.02, PointSystem.TWO_ONE_ZERO, PairingSystems.of(swiss),
                fmjd);
    }
}
