package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Russian draughts (GameType 25): algebraic squares, a1 dark, White starts. */
class RussianRulesTest {

    private static final Variant RUSSIAN = Variants.RUSSIAN;

    private static Position russian(String fen) {
        return Position.fromFen(RUSSIAN, fen);
    }

    @Test
    void twelveMenEachOnTheThreeNearestRanksWhiteBeginsGameType25() {
        Position start = RUSSIAN.initialPosition();
        assertEquals("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8", start.toFen());
        assertEquals(Set.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"), algebraic(start));
        assertEquals(RUSSIAN, Variant.byGameType(25).orElseThrow());
    }

    @Test
    void aManCapturesBackward() {
        assertEquals(Set.of("d4xb2"), algebraic(russian("W:Wd4:Bc3")));
    }

    @Test
    void freeChoiceAmongCapturesTheShorterOneIsAllowed() {
        // c3 may take b4 alone or d4 and f6: no majority rule.
        assertEquals(Set.of("c3xa5", "c3xe5xg7"), algebraic(russian("W:Wc3:Bb4,d4,f6")));
    }

    @Test
    void aKingFliesAlongTheDiagonal() {
        assertEquals(Set.of("a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"), algebraic(russian("W:WKa1:Bh8")));
    }

    @Test
    void aManReachingTheLastRankDuringACaptureIsCrownedAndGoesOnAsAKing() {
        // b6 takes c7 and lands on d8: crowned at once, it takes e7 as a flying king and may land on f6, g5 or h4.
        Position p = russian("W:Wb6:Bc7,e7");
        assertEquals(Set.of("b6xd8xf6", "b6xd8xg5", "b6xd8xh4"), algebraic(p));
        assertTrue(p.legalMoves().stream().allMatch(Move::promotes));
        assertEquals(Piece.WHITE_KING, p.play(p.legalMoves().get(0)).pieceAt(RUSSIAN.board().parseSquare("f6")));
    }

    @Test
    void capturedPiecesStayUntilTheMoveEndsAndAreJumpedOnce() {
        // The king on a1 takes c3 landing on d4..h8 - from e5 it can take f4 (landing g3, h2) and from
        // f6 it can take e7 (landing d8); c3 still blocks the way back.
        Set<String> moves = algebraic(russian("W:WKa1:Bc3,f4,e7"));
        assertEquals(Set.of("a1xe5xg3", "a1xe5xh2", "a1xf6xd8"), moves);
    }

    @Test
    void fifteenMovesEachOfKingMovesOnlyIsADraw() {
        Game g = Game.start(russian("W:WKa1,Kc1:BKf8,Kh8"));
        RulesAssertions.playQuietKingMovesUntilTheEnd(g);
        assertEquals(Outcome.draw(Outcome.Reason.KING_MOVES_ONLY), g.outcome().orElseThrow());
        assertEquals(30, g.ply());
    }

    @Test
    void threeKingsAgainstALoneKingNotWinningInFifteenMovesIsADraw() {
        Game g = Game.start(russian("W:WKc1,Ke1,Kg1:BKh8"));
        RulesAssertions.playQuietKingMovesUntilTheEnd(g);
        assertEquals(Outcome.draw(Outcome.Reason.THREE_KINGS_AGAINST_KING), g.outcome().orElseThrow());
        assertEquals(30, g.ply());
    }

    @Test
    void theThirdOccurrenceOfAPositionIsADraw() {
        Game g = Game.start(russian("W:WKa1:BKh6"));
        for (int i = 0; i < 2; i++) {
            RulesAssertions.play(g, "a1-b2");
            RulesAssertions.play(g, "h6-g5");
            RulesAssertions.play(g, "b2-a1");
            RulesAssertions.play(g, "g5-h6");
        }
        assertEquals(Outcome.draw(Outcome.Reason.THREEFOLD_REPETITION), g.outcome().orElseThrow());
    }
}
