package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Frisian draughts (GameType 40) and Frysk!: 10x10, a1 dark. An orthogonal neighbour on the dark squares is two
 * files or two ranks away (e5 and e7), so an orthogonal capture jumps from e5 over e7 to e9.
 */
class FrisianRulesTest {

    private static Position frisian(String fen) {
        return Position.fromFen(Variants.FRISIAN, fen);
    }

    @Test
    void twentyMenEachWhiteBeginsGameType40() {
        assertEquals("W:W31-50:B1-20", Variants.FRISIAN.initialPosition().toFen());
        assertEquals(Variants.FRISIAN, Variant.byGameType(40).orElseThrow());
    }

    @Test
    void fryskStartsWithFiveMenEachOnTheFirstRank() {
        assertEquals("W:W46-50:B1-5", Variants.FRYSK.initialPosition().toFen());
    }

    @Test
    void menCaptureOrthogonallyForwardSidewaysAndBackward() {
        assertEquals(Set.of("e5xe9"), algebraic(frisian("W:We5:Be7")));
        assertEquals(Set.of("e5xi5"), algebraic(frisian("W:We5:Bg5")));
        assertEquals(Set.of("e5xe1"), algebraic(frisian("W:We5:Be3")));
        assertEquals(Set.of("e5xc7"), algebraic(frisian("W:We5:Bd6")));
    }

    @Test
    void kingsMoveDiagonallyButCaptureOrthogonallyToo() {
        Set<String> moves = algebraic(frisian("W:WKe5:Ba9"));
        assertFalse(moves.contains("e5-e7"));
        assertTrue(moves.contains("e5-h8"));
        assertEquals(Set.of("e5xe9"), algebraic(frisian("W:WKe5:Be7")));
    }

    @Test
    void aKingIsWorthMoreThanAMan() {
        assertEquals(Set.of("e5xg7"), algebraic(frisian("W:We5:BKf6,d6")));
    }

    @Test
    void twoMenAreWorthMoreThanAKing() {
        assertEquals(Set.of("e5xc7xa9"), algebraic(frisian("W:We5:BKf6,d6,b8")));
    }

    @Test
    void twoKingsAreWorthMoreThanThreeMen() {
        // e1 may take the men f2, h4 and i7 (via g3, i5, i9) or the kings d2 and b4 (via c3, a5): the kings
        assertEquals(Set.of("e1xc3xa5"), algebraic(frisian("W:We1:BKd2,Kb4,f2,h4,i7")));
    }

    @Test
    void amongCapturesOfEqualValueTheKingMustCapture() {
        assertEquals(Set.of("a1xc3", "a1xd4"), algebraic(frisian("W:We5,Ka1:Bf6,b2")));
    }

    @Test
    void aKingMayNotMakeAFourthMoveInARowWhileItsSideHasMen() {
        Game g = Game.start(frisian("W:Wa1,Kj10:BKa9"));
        String[] plies = {"j10-i9", "a9-b10", "i9-h8", "b10-a9", "h8-i9", "a9-b10"};
        for (String ply : plies) {
            RulesAssertions.play(g, ply);
        }
        assertTrue(g.legalMoves().stream().allMatch(m -> m.from() == Variants.FRISIAN.board().parseSquare("a1")),
                g.legalMoves().toString());
        RulesAssertions.play(g, "a1-b2");
        RulesAssertions.play(g, "b10-a9");
        assertTrue(g.legalMoves().stream().anyMatch(m -> m.from() == Variants.FRISIAN.board().parseSquare("i9")));
    }

    @Test
    void withOnlyKingsTheSameKingMayGoOnMoving() {
        Game g = Game.start(frisian("W:WKj10:BKa9"));
        String[] plies = {"j10-i9", "a9-b10", "i9-h8", "b10-a9", "h8-i9", "a9-b10"};
        for (String ply : plies) {
            RulesAssertions.play(g, ply);
        }
        assertFalse(g.legalMoves().isEmpty());
    }
}
