package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Thai draughts (GameType 31): a1 dark; Black starts; squares numbered from g1 (1, White's bottom right, the
 * starting player's top left) along each rank, so White's men are on the low numbers.
 */
class ThaiRulesTest {

    private static Position thai(String fen) {
        return Position.fromFen(Variants.THAI, fen);
    }

    @Test
    void eightMenEachOnTheSecondAndThirdRanksBlackBegins() {
        Position start = Variants.THAI.initialPosition();
        assertEquals("B:W5-12:B21-28", start.toFen());
        assertEquals("g1", Variants.THAI.board().algebraic(1));
        assertEquals("h2", Variants.THAI.board().algebraic(5));
        assertEquals(8, Variants.THAI.menPerSide());
        assertEquals(Variants.THAI, Variant.byGameType(31).orElseThrow());
    }

    @Test
    void theTwelveManFormStartsOnThreeRanks() {
        assertEquals("B:W1-12:B21-32", Variants.THAI_12.initialPosition().toFen());
    }

    @Test
    void aKingLandsDirectlyBehindThePieceItTakes() {
        assertEquals(Set.of("a1xe5"), algebraic(thai("W:WKa1:Bd4")));
    }

    @Test
    void capturedPiecesAreRemovedAtOnceSoTheKingMayCrossTheirSquares() {
        // a5 takes b4, d4, d6 and b6 round the loop back to a5, then slides over b4's (now empty) square to take d2
        Set<String> moves = algebraic(thai("W:WKa5:Bb4,d4,d6,b6,d2"));
        assertTrue(moves.contains("a5xc3xe5xc7xa5xe1"), moves.toString());
    }

    @Test
    void freeChoiceAmongCaptures() {
        // c3 may take b4 alone or d4 then f6
        assertEquals(Set.of("c3xa5", "c3xe5xg7"), algebraic(thai("W:Wc3:Bb4,d4,f6")));
    }

    @Test
    void menCaptureForwardOnly() {
        assertEquals(Set.of("d4-c5", "d4-e5"), algebraic(thai("W:Wd4:Bc3")));
    }
}
