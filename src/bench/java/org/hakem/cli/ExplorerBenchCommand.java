package org.hakem.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench explorer}: builds the archive as {@code bench search} does (the same options: {@code --positions},
 * {@code --via-import}, {@code --pdn}...), then times the opening explorer's steps along random walks from the start
 * position of each variant of the random games (Turkish, International, English in turn): at each step the moves
 * played next with their counts and scores (the explorer's move table: {@code nextMoves}) and, apart, the first page
 * of the games at the position (an exact search, newest first); the next move is drawn in proportion to its games,
 * as readers follow the popular lines. Three series: no filter, a player (either colour) and a range of years.
 * Reports p50 / p90 / p99 of each, and the index's bytes per position.
 */
@Command(name = "explorer", mixinStandardHelpOptions = true,
        description = "Time the opening explorer's steps (random walks from the start position) on an index of N positions.")
final class ExplorerBenchCommand extends SearchBenchCommand {

    @Option(names = "--walks", defaultValue = "100", description = "Walks per series (default ${DEFAULT-VALUE}).")
    int walks;

    @Option(names = "--depth", defaultValue = "12", description = "Plies per walk at most (default ${DEFAULT-VALUE}).")
    int depth;

    @Override
    void measure(PrintWriter out, LucenePositionIndex index, List<Position> sample, Random random) {
        long bytes = index.sizeInBytes();
        out.printf("index size: %,d bytes = %.1f bytes per position (%,d positions)%n", bytes,
                (double) bytes / index.size(), index.size());
        out.flush();
        series(out, index, "warm-up", GameFilters.NONE, new Random(seed + 7), Math.min(20, walks));
        series(out, index, "no filter", GameFilters.NONE, new Random(seed + 11), walks);
        series(out, index, "player keller", new GameFilters("keller", null, null, null, null, null),
                new Random(seed + 13), walks);
        series(out, index, "years 2000-2010", new GameFilters(null, null, null, 2000, 2010, null),
                new Random(seed + 17), walks);
    }

    /** {@code n} walks with these filters: the steps' times, then each step's first page of games. */
    private void series(PrintWriter out, LucenePositionIndex index, String what, GameFilters filters, Random random, int n) {
        List<Long> steps = new ArrayList<>();
        List<Long> pages = new ArrayList<>();
        long games = 0;
        int stepCount = 0;
        for (int w = 0; w < n; w++) {
            Variant v = RANDOM_VARIANTS.get(w % RANDOM_VARIANTS.size());
            Position p = v.initialPosition();
            for (int ply = 0; ply < depth; ply++) {
                PositionQuery q = PositionQuery.exact(p).withFilters(filters);
                long t0 = System.nanoTime();
                MoveStatistics stats = index.nextMoves(q);
                long t1 = System.nanoTime();
                SearchResult page = index.search(q, SearchResult.Sort.YEAR_DESC, 0, 20);
                long t2 = System.nanoTime();
                steps.add(t1 - t0);
                pages.add(t2 - t1);
                games += page.games();
                stepCount++;
                Move next = pick(p, stats, random);
                if (next == null) {
                    break;
                }
                p = p.play(next);
            }
        }
        if (what.equals("warm-up")) {
            return;
        }
        report(out, "explorer step, " + what, steps);
        report(out, "  its first page of games, " + what, pages);
        out.printf("  %d steps, %.0f games at a step on average%n", stepCount, (double) games / Math.max(1, stepCount));
        out.flush();
    }

    /** A move of the table drawn in proportion to its games (null when none is played from here). */
    private static Move pick(Position p, MoveStatistics stats, Random random) {
        long total = stats.moves().stream().mapToLong(MoveStatistics.NextMove::games).sum();
        if (total == 0) {
            return null;
        }
        long r = (long) (random.nextDouble() * total);
        String chosen = null;
        for (MoveStatistics.NextMove m : stats.moves()) {
            r -= m.games();
            if (r < 0) {
                chosen = m.move();
                break;
            }
        }
        String notation = chosen == null ? stats.moves().get(0).move() : chosen;
        for (Move m : p.legalMoves()) {
            if (m.notation(p.variant().board()).equals(notation)) {
                return m;
            }
        }
        return null;
    }

    private static void report(PrintWriter out, String what, List<Long> ns) {
        long[] a = ns.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(a);
        if (a.length == 0) {
            return;
        }
        out.printf("%-44s n=%d  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms%n", what, a.length,
                a[a.length / 2] / 1e6, a[(int) (a.length * 0.9)] / 1e6, a[(int) (a.length * 0.99)] / 1e6,
                a[a.length - 1] / 1e6);
    }
}
