package org.hakem.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.hakem.rules.Perft;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Counts the move tree of a position (perft) to verify the rules engine against published numbers. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Count the leaves of the move tree from a position, depth by depth.",
            "Counting: distinct moves (captures with the same origin, destination and captured set count once);"
                + " --paths counts every capture path."})
final class PerftCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--variant", required = true, description = "Variant id: ${COMPLETION-CANDIDATES}",
            completionCandidates = VariantIds.class)
    String variant;

    @Option(names = "--depth", required = true, description = "Depth in plies (1..64).")
    int depth;

    @Option(names = "--fen", description = "Start position as PDN FEN (default: the variant's start).")
    String fen;

    @Option(names = "--seed", defaultValue = "0",
            description = "Seed for the obstacles of obstacle variants when no --fen is given (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--divide", description = "Print the leaves below each root move at the given depth.")
    boolean divide;

    @Option(names = "--paths", description = "Count every capture path instead of distinct moves: paths differ "
            + "in the pieces they capture, their order or the squares where the piece turns (dctl's \"keep "
            + "duplicates\"; a king flying straight on over a second piece is one path wherever it could touch down).")
    boolean paths;

    @Option(names = "--every-landing", description = "With --paths: also count each square a king could touch down "
            + "on before jumping on in the same direction as a path of its own (kish's counting).")
    boolean everyLanding;

    @Option(names = "--merge-straight", hidden = true, description = "The default of --paths (kept for old scripts).")
    boolean mergeStraight;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        Position start = startPosition(spec, variant, fen, seed);
        if (depth < 1 || depth > 64) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be 1..64, got " + depth);
        }
        Perft.Counting counting = !paths ? Perft.Counting.DISTINCT
                : everyLanding ? Perft.Counting.PATHS : Perft.Counting.PATHS_STRAIGHT_MERGED;
        Perft perft = new Perft(start.variant(), counting);
        out.printf("%s %s, counting %s%n", start.variant().id(), start.toFen(), counting.name().toLowerCase(Locale.ROOT));
        if (divide) {
            long t0 = System.nanoTime();
            List<Perft.Division> division = perft.divide(start, depth);
            long ns = System.nanoTime() - t0;
            long total = 0;
            for (Perft.Division d : division) {
                out.printf("%-24s %,d%n", d.move().longNotation(start.variant().board()), d.nodes());
                total += d.nodes();
            }
            out.printf("moves %d, perft(%d) = %,d%s%n", division.size(), depth, total, rate(total, ns));
        } else {
            for (int d = 1; d <= depth; d++) {
                long t0 = System.nanoTime();
                long nodes = perft.run(start, d);
                long ns = System.nanoTime() - t0;
                out.printf("perft(%d) = %,d%s%n", d, nodes, rate(nodes, ns));
            }
        }
        out.flush();
    }

    static String rate(long nodes, long nanos) {
        double seconds = nanos / 1e9;
        return String.format(Locale.ROOT, "  (%.3f s, %.1f M nodes/s)", seconds,
                seconds == 0 ? 0.0 : nodes / seconds / 1e6);
    }

    static Position startPosition(CommandLine.Model.CommandSpec spec, String variantId, String fen, long seed) {
        Variant v;
        try {
            v = Variant.require(variantId);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--variant: " + e.getMessage());
        }
        try {
            if (fen != null) {
                return Position.fromFen(v, fen);
            }
            return v.obstacleCount() > 0 ? v.initialPosition(seed) : v.initialPosition();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--fen: " + e.getMessage());
        }
    }

    /** Variant ids for help texts. */
    static final class VariantIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Variant.ids().iterator();
        }
    }
}
