package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Czech draughts (seed 003). Squares are algebraic, a1 dark, White at the bottom. */
class CzechRulesTest {

    private static Position czech(String fen) {
        return Position.fromFen(Variants.CZECH, fen);
    }

    @Test
    void twelveMenEachOnTheFirstThreeRanksNotTheEightOfTheSeedText() {
        Position start = Variants.CZECH.initialPosition();
        assertEquals(12, start.count(Piece.WHITE_MAN));
        assertEquals(12, start.count(Piece.BLACK_MAN));
        assertEquals(Side.WHITE, start.sideToMove());
        assertEquals(Set.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"),
                Set.copyOf(longNotations(start)));
    }

    @Test
    void menCaptureForwardOnly() {
        assertEquals(Set.of("d4-c5", "d4-e5"), Set.copyOf(longNotations(czech("W:Wd4:Bc3,h8"))));
    }

    @Test
    void whenAKingCanCaptureAKingMustCaptureEvenIfAManWouldTakeMore() {
        // The man a3 could take b4 and d6 (two), the man e5 could take d6; the king e1 takes one piece (f2, or
        // b4 on the other diagonal): a king must capture.
        Position p = czech("W:Wa3,e5,Ke1:Bb4,d6,f2");
        assertEquals(Set.of("e1xg3", "e1xh4", "e1xa5"), Set.copyOf(longNotations(p)));
    }

    @Test
    void withoutAKingCaptureThePlayerChoosesFreelyAmongCaptures() {
        assertEquals(Set.of("a3xc5xe7", "e5xc7"), Set.copyOf(longNotations(czech("W:Wa3,e5:Bb4,d6"))));
    }

    @Test
    void aFlyingKingMustLandWhereItCanGoOnCapturing() {
        // After taking c3 the king could stop on d4..h8, but only from d4 can it take c5: it must land there.
        // After the last piece it may stop on any square beyond (b6 or a7).
        assertEquals(Set.of("a1xd4xb6", "a1xd4xa7"), Set.copyOf(longNotations(czech("W:WKa1:Bc3,c5"))));
    }

    @Test
    void aManEndingOnTheLastRankBecomesAKing() {
        Move only = RulesAssertions.single(czech("W:Wb6:Bc7").legalMoves());
        assertEquals("b6xd8", only.longNotation(Variants.CZECH.board()));
        assertEquals(Piece.WHITE_KING, czech("W:Wb6:Bc7").play(only).pieceAt(Variants.CZECH.board().parseSquare("d8")));
    }
}
