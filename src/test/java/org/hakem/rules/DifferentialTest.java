package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The bitboard generator and the plain {@link ReferenceGenerator} agree, move for move and path for path,
 * on random positions full of kings (which perft from the start rarely reaches) and along random games.
 */
class DifferentialTest {

    private static final List<Variant> VARIANTS = Variant.all();

    @TestFactory
    Stream<DynamicTest> randomPositionsWithManyKings() {
        return VARIANTS.stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Random random = new Random(v.id().hashCode());
            int compared = 0;
            while (compared < 3000) {
                Position p = randomPosition(v, random, 7);
                if (p != null) {
                    compare(p);
                    compared++;
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> randomGamesFromTheStart() {
        return VARIANTS.stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            Random random = new Random(~v.id().hashCode());
            for (int game = 0; game < 40; game++) {
                Position p = v.obstacleCount() > 0 ? v.initialPosition(game) : v.initialPosition();
                for (int ply = 0; ply < 200; ply++) {
                    compare(p);
                    List<Move> moves = p.legalMoves();
                    if (moves.isEmpty()) {
                        break;
                    }
                    p = p.play(moves.get(random.nextInt(moves.size())));
                }
            }
        }));
    }

    private static void compare(Position p) {
        Board b = p.variant().board();
        List<String> fast = new ArrayList<>();
        for (Move m : MoveGenerator.legalMoves(p)) {
            fast.add(ReferenceGenerator.describe(m));
        }
        Set<String> reference = ReferenceGenerator.legalMoves(p);
        assertEquals(new HashSet<>(fast).size(), fast.size(), () -> "repeated path in " + p + ": " + fast);
        assertEquals(reference, new HashSet<>(fast), () -> p + "\n" + p.diagram() + "board " + b);
    }

    /**
     * Random men (fewer than {@code menBound} a side) and kings (fewer than 4) on random squares, plus the
     * variant's obstacles; null when the draw breaks a validation rule.
     */
    static Position randomPosition(Variant v, Random random, int menBound) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = 1; sq <= v.board().squareCount(); sq++) {
            squares.add(sq);
        }
        Collections.shuffle(squares, random);
        int at = 0;
        List<List<Integer>> sets = new ArrayList<>();
        for (int kind = 0; kind < 4; kind++) {
            int n = random.nextInt(kind % 2 == 0 ? menBound : 4);
            sets.add(new ArrayList<>(squares.subList(at, at + n)));
            at += n;
        }
        List<Integer> obstacles = squares.subList(at, at + v.obstacleCount());
        try {
            return Position.of(v, random.nextBoolean() ? Side.WHITE : Side.BLACK, sets.get(0), sets.get(1),
                    sets.get(2), sets.get(3), obstacles);
        } catch (InvalidPositionException e) {
            return null;
        }
    }
}
