package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The two-word generator ({@link WideMoveGenerator}, which plays boards wider than 64 bits) is general: run on
 * the narrow boards, where its high words stay empty, it gives exactly the one-word generator's moves on every
 * registered variant (every rule datum they use: orthogonal men, immediate removal, precedences, promotion
 * modes, obstacles, capture limits) and the published perft counts.
 */
class TwoWordGeneratorTest {

    /** Published rows up to this size are recounted by the two-word perft in the default suite. */
    private static final long LIMIT = 500_000;

    @TestFactory
    Stream<DynamicTest> sameMovesAsTheOneWordGeneratorOnEveryNarrowVariant() {
        return Variant.all().stream().filter(v -> !v.board().isWide()).map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            WideMoveGenerator wide = new WideMoveGenerator(v, false);
            Random random = new Random(v.id().hashCode() * 31L);
            int compared = 0;
            while (compared < 600) {
                Position p = DifferentialTest.randomPosition(v, random, 8);
                if (p != null) {
                    compare(wide, p);
                    compared++;
                }
            }
            for (int game = 0; game < 10; game++) {
                Position p = v.obstacleCount() > 0 ? v.initialPosition(game) : v.initialPosition();
                for (int ply = 0; ply < 150; ply++) {
                    compare(wide, p);
                    List<Move> moves = p.legalMoves();
                    if (moves.isEmpty()) {
                        break;
                    }
                    p = p.play(moves.get(random.nextInt(moves.size())));
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> publishedPerftCountsByTheTwoWordPerft() {
        return PerftReferenceTest.rows().stream().filter(r -> r.nodes() <= LIMIT)
                .map(r -> DynamicTest.dynamicTest(r.toString(), () -> {
                    Variant v = PerftReferenceTest.variantOf(r);
                    assertEquals(r.nodes(), new Perft(v, r.counting(), true).run(v.initialPosition(), r.depth()));
                }));
    }

    @Test
    void theBoardChoosesTheGenerator() {
        assertTrue(Board.DIAGONAL_12.isWide());
        assertFalse(Board.DIAGONAL_10.isWide());
        assertFalse(Board.ALL_SQUARES_8.isWide());
        assertEquals(72, Board.DIAGONAL_12.squareCount());
        assertEquals(78, 64 + 64 - Long.numberOfLeadingZeros(Board.DIAGONAL_12.validMaskHigh()));
        // 14x14 still fits two words; 16x16 would not and is refused with the reason
        assertEquals(98, Board.diagonal(14, Board.Notation.NUMERIC).squareCount());
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> Board.diagonal(16, Board.Notation.NUMERIC));
        assertTrue(e.getMessage().contains("128 bits"), e.getMessage());
    }

    /** A perft of a wide board allocates nothing per node once warm, like the one-word perft. */
    @Test
    void aWarmWidePerftAllocatesNothingPerNode() {
        var bean = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean tb
                && tb.isThreadAllocatedMemorySupported(), "this JVM cannot measure allocation per thread");
        var threads = (com.sun.management.ThreadMXBean) bean;
        for (Perft.Counting counting : Perft.Counting.values()) {
            Perft perft = new Perft(Variants.CANADIAN, counting);
            Position start = Variants.CANADIAN.initialPosition();
            perft.run(start, 6);
            long id = Thread.currentThread().threadId();
            long before = threads.getThreadAllocatedBytes(id);
            long nodes = perft.run(start, 6);
            long allocated = threads.getThreadAllocatedBytes(id) - before;
            assertTrue(allocated < 16_384, counting + ": perft(6) of " + nodes + " nodes allocated " + allocated + " bytes");
        }
    }

    private static void compare(WideMoveGenerator wide, Position p) {
        List<String> one = describe(MoveGenerator.legalMoves(p));
        List<String> two = describe(wide.moves(p));
        assertEquals(one, two, () -> p + "\n" + p.diagram());
    }

    private static List<String> describe(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) {
            out.add(ReferenceGenerator.describe(m));
        }
        return out;
    }
}
