package org.hakem.cli;

import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnResult;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.Replayer;
import org.hakem.rules.Variant;

/**
 * Parse and full replay throughput: every game of the files is read, each move resolved against the
 * engine's legal moves ({@link Replayer#replay}), and where the rules end the game its result compared with
 * the record's. Measured single-threaded, then (if asked) with several threads sharing out the files of
 * each round. Wall-clock and process CPU time are both reported, with the load average, because the
 * machine is shared.
 */
final class PdnReplayBench {

    private final List<byte[]> contents;
    private final List<Variant> variants;
    private final long bytesPerRound;

    PdnReplayBench(List<byte[]> contents, List<Variant> variants, long bytesPerRound) {
        this.contents = contents;
        this.variants = variants;
        this.bytesPerRound = bytesPerRound;
    }

    /** What one file's replay found; summed over files and rounds. */
    record Counts(long games, long legal, long illegal, long unreadable, long unknownVariant, long plies,
                  long resultContradicted) {
        static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0, 0);

        Counts plus(Counts o) {
            return new Counts(games + o.games, legal + o.legal, illegal + o.illegal, unreadable + o.unreadable,
                    unknownVariant + o.unknownVariant, plies + o.plies, resultContradicted + o.resultContradicted);
        }
    }

    void run(int repeat, int warmup, int threads) {
        Counts perRound = round();
        System.out.printf("parse+replay: %d files, %d games per round: %d legal, %d illegal, %d unreadable, "
                        + "%d of unknown variant; %d plies; %d results contradict the end the rules give%n",
                contents.size(), perRound.games(), perRound.legal(), perRound.illegal(), perRound.unreadable(),
                perRound.unknownVariant(), perRound.plies(), perRound.resultContradicted());
        for (int i = 1; i < warmup; i++) {
            round();
        }
        measure(repeat, 1);
        if (threads > 1) {
            measure(repeat, threads);
        }
    }

    private void measure(int repeat, int threads) {
        double load0 = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        long cpu0 = processCpuNanos();
        long t0 = System.nanoTime();
        Counts total = Counts.ZERO;
        if (threads == 1) {
            for (int i = 0; i < repeat; i++) {
                total = total.plus(round());
            }
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Counts>> parts = new ArrayList<>();
                for (int i = 0; i < repeat; i++) {
                    for (int f = 0; f < contents.size(); f++) {
                        int file = f;
                        parts.add(pool.submit(() -> file(file)));
                    }
                }
                for (Future<Counts> part : parts) {
                    total = total.plus(part.get());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            } finally {
                pool.shutdown();
            }
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (processCpuNanos() - cpu0) / 1e9;
        double load1 = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        System.out.printf("parse+replay, %d thread%s: %d rounds, %d games, %d plies in %.2f s wall, %.2f s CPU "
                        + "(process): %.0f games/s wall, %.0f games per CPU second, %.1f MB/s; load average "
                        + "%.2f before, %.2f after%n", threads, threads == 1 ? "" : "s", repeat, total.games(),
                total.plies(), wall, cpu, total.games() / wall, total.games() / cpu,
                bytesPerRound * (double) repeat / wall / 1e6, load0, load1);
    }

    private Counts round() {
        Counts c = Counts.ZERO;
        for (int f = 0; f < contents.size(); f++) {
            c = c.plus(file(f));
        }
        return c;
    }

    private Counts file(int f) {
        long games = 0, legal = 0, illegal = 0, unreadable = 0, unknown = 0, plies = 0, contradicted = 0;
        try (PdnReader r = new PdnReader(new ByteArrayInputStream(contents.get(f)), "bench")) {
            for (Iterator<PdnGame> it = r; it.hasNext(); ) {
                PdnGame g = it.next();
                if (g.isEmpty()) {
                    continue;
                }
                games++;
                if (!g.isValid()) {
                    unreadable++;
                    continue;
                }
                Optional<Variant> v = EngineMoves.variantOf(g, variants.get(f));
                if (v.isEmpty()) {
                    unknown++;
                    continue;
                }
                Replayer.Verdict verdict = Replayer.replay(g, EngineMoves.forGame(g, v.get()));
                plies += verdict.moves().size();
                if (!verdict.legal()) {
                    illegal++;
                    continue;
                }
                legal++;
                if (verdict.end() != null) {
                    // a decided result in the record must be the one the rules reached (either scoring)
                    Optional<PdnResult> recorded = g.result().map(PdnResult::inDefaultScoring)
                            .filter(x -> x != PdnResult.UNFINISHED && x != PdnResult.DOUBLE_FORFEIT);
                    if (recorded.isPresent() && PdnResult.parse(verdict.end().result())
                            .filter(recorded.get()::equals).isEmpty()) {
                        contradicted++;
                    }
                }
            }
        }
        return new Counts(games, legal, illegal, unreadable, unknown, plies, contradicted);
    }

    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
}
