package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Perft's two countings and divide, on positions where the difference is known by hand. */
class PerftTest {

    @Test
    void captureOrdersThatTakeTheSameSetCountOnceAsDistinctMovesAndOnceEachAsPaths() {
        // Seed 001 example 3: the king takes the same 8 pieces in two orders; the second order may land on
        // f2, e2, d2 or c2 before its last jump (the squares of e2 and c2 are empty again): 5 paths, 1 move.
        Position p = Position.fromFen(Variants.TURKISH, "B:Wc5,c3,e2,g2,h3,g4,f3,b2:BKc8");
        assertEquals(5, Perft.count(p, 1, Perft.Counting.PATHS));
        assertEquals(1, Perft.count(p, 1, Perft.Counting.DISTINCT));
    }

    @Test
    void divideSumsToTheTotalAndListsEachRootMove() {
        Position start = Variants.TURKISH.initialPosition();
        List<Perft.Division> division = new Perft(Variants.TURKISH, Perft.Counting.PATHS).divide(start, 4);
        assertEquals(8, division.size());
        assertEquals(7538, division.stream().mapToLong(Perft.Division::nodes).sum());
        assertTrue(division.stream().allMatch(d -> d.move().notation(Variants.TURKISH.board()).matches("[a-h]3-[a-h]4")));
    }

    @Test
    void depthZeroIsOneNode() {
        assertEquals(1, Perft.count(Variants.ENGLISH.initialPosition(), 0, Perft.Counting.PATHS));
    }

    @Test
    void perftWorksFromAnyPositionIncludingObstacles() {
        Position p = Variants.OBSTACLE.initialPosition(1);
        long withObstacles = Perft.count(p, 6, Perft.Counting.PATHS);
        long plain = Perft.count(Variants.ENGLISH.initialPosition(), 6, Perft.Counting.PATHS);
        assertTrue(withObstacles > 0 && withObstacles != plain, withObstacles + " vs " + plain);
        assertEquals(perftByPlaying(p, 4), Perft.count(p, 4, Perft.Counting.DISTINCT));
    }

    @Test
    void bulkCountedPerftAgreesWithPlayingEveryMoveThroughThePublicApi() {
        for (Variant v : List.of(Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH, Variants.CZECH)) {
            assertEquals(perftByPlaying(v.initialPosition(), 4), Perft.count(v.initialPosition(), 4, Perft.Counting.DISTINCT),
                    v.id());
        }
    }

    /** The slow, obvious perft: play each distinct legal move through Position.play. */
    private static long perftByPlaying(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        List<Move> moves = p.legalMoves();
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            boolean seenBefore = false;
            for (int j = 0; j < i; j++) {
                seenBefore |= moves.get(j).sameEffect(m);
            }
            if (!seenBefore) {
                n += perftByPlaying(p.play(m), depth - 1);
            }
        }
        return n;
    }
}
