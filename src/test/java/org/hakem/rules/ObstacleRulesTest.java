package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Obstacle checkers (seed 004): English checkers with three obstacle squares and a two-piece capture limit. */
class ObstacleRulesTest {

    private static final Variant OBSTACLE = Variants.OBSTACLE;

    private static Position obstacle(String fen) {
        return Position.fromFen(OBSTACLE, fen);
    }

    @Test
    void threeObstaclesAreDrawnAmongTheEmptySquaresReproduciblyFromASeed() {
        Position a = OBSTACLE.initialPosition(42);
        assertEquals(a, OBSTACLE.initialPosition(42), "the same seed gives the same obstacles");
        List<Integer> obstacles = a.squares(Piece.OBSTACLE);
        assertEquals(3, obstacles.size());
        assertTrue(obstacles.stream().allMatch(sq -> sq >= 13 && sq <= 20), "only squares empty at the start");
        Set<List<Integer>> drawn = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            drawn.add(OBSTACLE.initialPosition(seed).squares(Piece.OBSTACLE));
        }
        assertTrue(drawn.size() > 5, "different seeds give different obstacles");
    }

    @Test
    void obstaclesArePartOfTheFen() {
        Position p = OBSTACLE.initialPosition(7);
        assertTrue(p.toFen().matches("B:W21-32:B1-12:X\\d+,\\d+,\\d+"), p.toFen());
        assertEquals(p, obstacle(p.toFen()));
        assertNotEquals(p.hash(), Variants.ENGLISH.initialPosition().hash());
    }

    @Test
    void noPieceMayEnterAnObstacle() {
        assertEquals(List.of("9-13"), longNotations(obstacle("B:W32:B9:X14,20,24")));
    }

    @Test
    void noPieceMayJumpOverAnObstacleNorLandOnOne() {
        // 9 cannot take 14 because 18 is an obstacle; the obstacle on 13 cannot be jumped either.
        assertEquals(List.of(), longNotations(obstacle("B:W14,32:B9:X13,18,24")));
    }

    @Test
    void aCaptureTakesAtMostTwoPieces() {
        // 1x10x19 would go on over 24 to 28 in English checkers; here the chain stops after the second jump.
        assertEquals(List.of("1x10x19"), longNotations(obstacle("B:W6,15,24:B1:X13,14,17")));
        assertEquals(List.of("1x10x19x28"), longNotations(Position.fromFen(Variants.ENGLISH, "B:W6,15,24:B1")));
    }

    @Test
    void fiftyPliesWithoutCaptureEndTheGameAndMorePiecesWin() {
        Game g = Game.start(obstacle("B:WK29,K30:BK1,K2,K3:X13,14,17"));
        play50Quiet(g);
        assertEquals(Outcome.win(Side.BLACK, Outcome.Reason.NO_CAPTURE_LIMIT), g.outcome().orElseThrow());
    }

    @Test
    void fiftyPliesWithoutCaptureWithEqualPiecesIsADraw() {
        Game g = Game.start(obstacle("B:WK29,K30:BK1,K2:X13,14,17"));
        play50Quiet(g);
        assertEquals(Outcome.draw(Outcome.Reason.NO_CAPTURE_LIMIT), g.outcome().orElseThrow());
    }

    @Test
    void obstaclesOnPiecesOrTheWrongNumberOfObstaclesAreRefused() {
        var onPiece = assertThrows(InvalidPositionException.class, () -> obstacle("B:W21-32:B1-12:X12,14,15"));
        assertTrue(onPiece.getMessage().contains("12"), onPiece.getMessage());
        var two = assertThrows(InvalidPositionException.class, () -> obstacle("B:W21-32:B1-12:X14,15"));
        assertTrue(two.getMessage().contains("exactly 3 obstacles"), two.getMessage());
        var english = assertThrows(InvalidPositionException.class,
                () -> Position.fromFen(Variants.ENGLISH, "B:W21-32:B1-12:X14,15,16"));
        assertTrue(english.getMessage().contains("no obstacles"), english.getMessage());
    }

    private static void play50Quiet(Game g) {
        RulesAssertions.playQuietKingMovesUntilTheEnd(g);
        assertEquals(50, g.ply());
    }
}
