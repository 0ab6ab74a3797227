package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft tables of our own for the variants with no published counts, each computed by two independent
 * paths: the bitboard {@link Perft} (make by bit operations, bulk counting at the leaves) and a plain
 * perft over {@link ReferenceGenerator} (coordinate walk, positions built square by square, every leaf
 * generated). The numbers below were computed by both and agreed; the test recomputes them by both paths
 * (the reference path only up to {@link #REFERENCE_LIMIT} nodes by default, every row under -Pdeep).
 *
 * <p>Antidraughts, breakthrough and killer differ from International only in the end of the game and in a
 * king's landing after taking a king; no king can appear within these depths, so their rows are the
 * published International ones, and Portuguese's are the published Spanish ones: checking them here shows
 * the declarations did not change the move tree.
 */
class OwnPerftTablesTest {

    static final long REFERENCE_LIMIT = 50_000;

    record Row(Variant variant, int depth, long nodes) {
        @Override
        public String toString() {
            return variant.id() + " perft(" + depth + ") = " + nodes;
        }
    }

    static final List<Row> ROWS = List.of(
            // Thai, the 8-man start (Black moves first); computed here
            new Row(Variants.THAI, 1, 7), new Row(Variants.THAI, 2, 49), new Row(Variants.THAI, 3, 309),
            new Row(Variants.THAI, 4, 1_597), new Row(Variants.THAI, 5, 8_176), new Row(Variants.THAI, 6, 38_371),
            new Row(Variants.THAI, 7, 175_055), new Row(Variants.THAI, 8, 781_904),
            new Row(Variants.THAI, 9, 3_462_820), new Row(Variants.THAI, 10, 15_035_092),
            // Frysk!, 5 men each on the first rank; computed here
            new Row(Variants.FRYSK, 1, 9), new Row(Variants.FRYSK, 2, 81), new Row(Variants.FRYSK, 3, 657),
            new Row(Variants.FRYSK, 4, 5_329), new Row(Variants.FRYSK, 5, 41_829), new Row(Variants.FRYSK, 6, 328_329),
            new Row(Variants.FRYSK, 7, 2_572_197), new Row(Variants.FRYSK, 8, 20_147_712),
            // the International tree (published rows)
            new Row(Variants.ANTIDRAUGHTS, 5, 27_117), new Row(Variants.ANTIDRAUGHTS, 6, 167_140),
            new Row(Variants.BREAKTHROUGH, 5, 27_117), new Row(Variants.BREAKTHROUGH, 6, 167_140),
            new Row(Variants.KILLER, 5, 27_117), new Row(Variants.KILLER, 6, 167_140),
            new Row(Variants.KILLER, 7, 1_049_442),
            // the Spanish tree (published rows)
            new Row(Variants.PORTUGUESE, 6, 36_473), new Row(Variants.PORTUGUESE, 8, 828_783),
            new Row(Variants.PORTUGUESE, 9, 3_860_866));

    @TestFactory
    Stream<DynamicTest> fastPerftMatchesTheTable() {
        return ROWS.stream().filter(r -> r.nodes() <= PerftReferenceTest.DEFAULT_LIMIT)
                .map(r -> DynamicTest.dynamicTest(r.toString(), () -> assertEquals(r.nodes(),
                        Perft.count(r.variant().initialPosition(), r.depth(), Perft.Counting.DISTINCT))));
    }

    @TestFactory
    Stream<DynamicTest> referencePerftMatchesTheTable() {
        return ROWS.stream().filter(r -> r.nodes() <= REFERENCE_LIMIT)
                .map(r -> DynamicTest.dynamicTest(r.toString(), () -> assertEquals(r.nodes(),
                        referencePerft(r.variant().initialPosition(), r.depth()))));
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> deepRowsByBothPaths() {
        return ROWS.stream().filter(r -> r.nodes() > PerftReferenceTest.DEFAULT_LIMIT || r.nodes() > REFERENCE_LIMIT)
                .map(r -> DynamicTest.dynamicTest(r.toString(), () -> {
                    assertEquals(r.nodes(), Perft.count(r.variant().initialPosition(), r.depth(), Perft.Counting.DISTINCT));
                    assertEquals(r.nodes(), referencePerft(r.variant().initialPosition(), r.depth()));
                }));
    }

    /** Distinct-move perft over the reference generator: positions are made square by square from its moves. */
    static long referencePerft(Position p, int depth) {
        Set<String> moves = distinct(ReferenceGenerator.legalMoves(p));
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (String m : moves) {
            total += referencePerft(make(p, m), depth - 1);
        }
        return total;
    }

    /** One move per (origin, destination, captured set), as the published distinct counting. */
    private static Set<String> distinct(Set<String> moves) {
        Set<String> effects = new HashSet<>();
        Set<String> out = new HashSet<>();
        for (String m : moves) {
            String[] f = m.split(":");
            List<Integer> path = ints(f[1]);
            List<Integer> captured = new ArrayList<>(ints(f[2]));
            captured.sort(null);
            if (effects.add(f[0] + ":" + path.get(path.size() - 1) + ":" + captured)) {
                out.add(m);
            }
        }
        return out;
    }

    /** The position after a reference move, built from square lists (no bitboard move making). */
    static Position make(Position p, String move) {
        String[] f = move.split(":");
        int from = Integer.parseInt(f[0]);
        List<Integer> path = ints(f[1]);
        Set<Integer> captured = new HashSet<>(ints(f[2]));
        boolean promotes = Boolean.parseBoolean(f[3]);
        int to = path.get(path.size() - 1);
        Piece mover = p.pieceAt(from);
        List<List<Integer>> lists = new ArrayList<>();
        for (Piece kind : new Piece[] {Piece.WHITE_MAN, Piece.WHITE_KING, Piece.BLACK_MAN, Piece.BLACK_KING}) {
            List<Integer> squares = new ArrayList<>(p.squares(kind));
            squares.removeIf(sq -> sq == from || captured.contains(sq));
            lists.add(squares);
        }
        boolean king = mover.isKing() || promotes;
        int index = (mover.side() == Side.WHITE ? 0 : 2) + (king ? 1 : 0);
        lists.get(index).add(to);
        return Position.of(p.variant(), p.sideToMove().opponent(), lists.get(0), lists.get(1), lists.get(2),
                lists.get(3), p.squares(Piece.OBSTACLE));
    }

    private static List<Integer> ints(String list) {
        String inner = list.substring(1, list.length() - 1).trim();
        List<Integer> out = new ArrayList<>();
        if (!inner.isEmpty()) {
            for (String s : inner.split(",")) {
                out.add(Integer.parseInt(s.trim()));
            }
        }
        return out;
    }
}
