package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Canadian draughts has no published perft; this is our own table from the start position, computed by two
 * independent paths that agreed on every row:
 * <ul>
 *   <li>the two-word bitboard {@link Perft} (bulk counting at the leaves, make by bit operations);</li>
 *   <li>a plain perft over {@link ReferenceGenerator} (coordinate walk, every leaf generated, positions rebuilt
 *   square by square through the public API).</li>
 * </ul>
 * {@code DISTINCT} and {@code PATHS} first differ at depth 8 (a king's capture reaching the same end by two
 * routes); {@code PATHS_STRAIGHT_MERGED} equals {@code PATHS} to depth 9. Rows over 5M nodes (fast path) or over
 * 100k (reference path) are {@code @Tag("slow")}: {@code ./mvnw test -Pdeep -Dtest='org.hakem.rules.Canadian*'}.
 */
class CanadianPerftTest {

    static final long REFERENCE_LIMIT = 100_000;

    record Row(int depth, long distinct, long paths) {
        @Override
        public String toString() {
            return "canadian perft(" + depth + ") = " + distinct + " distinct, " + paths + " paths";
        }
    }

    static final List<Row> ROWS = List.of(
            new Row(1, 11, 11),
            new Row(2, 121, 121),
            new Row(3, 1_222, 1_222),
            new Row(4, 10_053, 10_053),
            new Row(5, 79_049, 79_049),
            new Row(6, 584_100, 584_100),
            new Row(7, 4_369_366, 4_369_366),
            new Row(8, 31_839_056, 31_839_070),
            new Row(9, 237_209_258, 237_209_607));

    private static final Position START = Variants.CANADIAN.initialPosition();

    @TestFactory
    Stream<DynamicTest> fastPerftMatchesTheTable() {
        return ROWS.stream().filter(r -> r.paths() <= PerftReferenceTest.DEFAULT_LIMIT).map(CanadianPerftTest::fast);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> fastPerftMatchesTheDeepRows() {
        return ROWS.stream().filter(r -> r.paths() > PerftReferenceTest.DEFAULT_LIMIT).map(CanadianPerftTest::fast);
    }

    private static DynamicTest fast(Row r) {
        return DynamicTest.dynamicTest(r.toString(), () -> {
            assertEquals(r.distinct(), Perft.count(START, r.depth(), Perft.Counting.DISTINCT), "distinct");
            assertEquals(r.paths(), Perft.count(START, r.depth(), Perft.Counting.PATHS), "paths");
            assertEquals(r.paths(), Perft.count(START, r.depth(), Perft.Counting.PATHS_STRAIGHT_MERGED), "merged");
        });
    }

    @TestFactory
    Stream<DynamicTest> referencePerftMatchesTheTable() {
        return ROWS.stream().filter(r -> r.paths() <= REFERENCE_LIMIT).map(CanadianPerftTest::reference);
    }

    /**
     * The reference path for the rows up to depth 8 (31.8M leaves: minutes). Depth 9 (237M leaves, both countings:
     * 704 s on the shared machine, passed) runs alone with {@code -Dhakem.canadian.referenceDepths=9..9}; the
     * default is {@code 6..8}.
     */
    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> referencePerftMatchesTheDeepRows() {
        String[] range = System.getProperty("hakem.canadian.referenceDepths", "6..8").split("\\.\\.");
        int from = Integer.parseInt(range[0]), to = Integer.parseInt(range[1]);
        return ROWS.stream().filter(r -> r.paths() > REFERENCE_LIMIT && r.depth() >= from && r.depth() <= to)
                .map(CanadianPerftTest::reference);
    }

    private static DynamicTest reference(Row r) {
        return DynamicTest.dynamicTest(r.toString(), () -> {
            assertEquals(r.distinct(), OwnPerftTablesTest.referencePerft(START, r.depth()), "distinct");
            assertEquals(r.paths(), referencePathsPerft(START, r.depth()), "paths");
        });
    }

    /**
     * Midgame positions with kings and long captures, reached by random play from the start and by placing
     * random men and kings: the two paths agree on perft(3) in both countings.
     */
    @Test
    void randomMidgamePositionsAgreeByBothPaths() {
        Random random = new Random(27);
        List<Position> positions = new ArrayList<>();
        while (positions.size() < 12) {
            Position p = randomKingPosition(random);
            if (p != null && !p.legalMoves().isEmpty()) {
                positions.add(p);
            }
        }
        for (int game = 0; game < 6; game++) {
            Position p = START;
            for (int ply = 0; ply < 60 + 10 * game && !p.legalMoves().isEmpty(); ply++) {
                List<Move> moves = p.legalMoves();
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
            if (!p.legalMoves().isEmpty()) {
                positions.add(p);
            }
        }
        int withLongCaptures = 0;
        for (Position p : positions) {
            withLongCaptures += p.legalMoves().stream().anyMatch(m -> m.captureCount() >= 2) ? 1 : 0;
            for (int depth = 1; depth <= 3; depth++) {
                final int d = depth;
                assertEquals(OwnPerftTablesTest.referencePerft(p, depth), Perft.count(p, depth, Perft.Counting.DISTINCT),
                        () -> "distinct perft(" + d + ") of " + p.toFen());
                assertEquals(referencePathsPerft(p, depth), Perft.count(p, depth, Perft.Counting.PATHS),
                        () -> "paths perft(" + d + ") of " + p.toFen());
            }
        }
        assertTrue(withLongCaptures > 0, "the sample should hold multiple captures");
    }

    @Test
    void divisionOfTheStartAddsUpAndNamesSquaresUpTo72() {
        List<Perft.Division> division = new Perft(Variants.CANADIAN, Perft.Counting.DISTINCT).divide(START, 4);
        assertEquals(11, division.size());
        assertEquals(10_053, division.stream().mapToLong(Perft.Division::nodes).sum());
        assertEquals(Set.of(43, 44, 45, 46, 47, 48), Set.copyOf(division.stream().map(d -> d.move().from()).toList()));
    }

    /** Every-path perft over the reference generator (its moves list each capture path once). */
    static long referencePathsPerft(Position p, int depth) {
        Set<String> moves = ReferenceGenerator.legalMoves(p);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (String m : moves) {
            total += referencePathsPerft(OwnPerftTablesTest.make(p, m), depth - 1);
        }
        return total;
    }

    /** 0-9 men and 0-4 kings a side on random squares; null when the draw is not a valid position. */
    private static Position randomKingPosition(Random random) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = 1; sq <= 72; sq++) {
            squares.add(sq);
        }
        java.util.Collections.shuffle(squares, random);
        int at = 0;
        List<List<Integer>> sets = new ArrayList<>();
        for (int kind = 0; kind < 4; kind++) {
            int n = random.nextInt(kind % 2 == 0 ? 10 : 5);
            sets.add(new ArrayList<>(squares.subList(at, at + n)));
            at += n;
        }
        try {
            return Position.of(Variants.CANADIAN, random.nextBoolean() ? Side.WHITE : Side.BLACK, sets.get(0),
                    sets.get(1), sets.get(2), sets.get(3), List.of());
        } catch (InvalidPositionException e) {
            return null;
        }
    }
}
