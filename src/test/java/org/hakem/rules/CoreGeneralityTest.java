package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.hakem.rules.Direction.NE;
import static org.hakem.rules.Direction.NW;
import static org.hakem.rules.Direction.SE;
import static org.hakem.rules.Direction.SW;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The core is meant to carry the remaining families as data. Three of them are declared here as rule data
 * only (not published variants: their issue owns names, GameTypes and end rules) and checked against the
 * published perft rows, which exercises men capturing backwards on 8x8, free choice with flying kings,
 * and promotion in the middle of a capture continuing as a king.
 */
class CoreGeneralityTest {

    static final Variant RUSSIAN = Variant.builder("russian-data", "Russian draughts (rule data only)", 25)
            .board(Board.DIAGONAL_8_ALGEBRAIC).menOnRanks(1, 3)
            .manSteps(NE, NW).manCaptures(NE, NW, SE, SW).flyingKings(NE, NW, SE, SW)
            .removal(Variant.Removal.AFTER_MOVE).precedence(Variant.Precedence.FREE)
            .promotionDuringCapture(Variant.PromotionDuringCapture.CONTINUE_AS_KING)
            .buildUnregistered();

    static final Variant BRAZILIAN = Variant.builder("brazilian-data", "Brazilian draughts (rule data only)", 26)
            .like(Variants.INTERNATIONAL).board(Board.DIAGONAL_8_ALGEBRAIC).menOnRanks(1, 3)
            .buildUnregistered();

    static final Variant POOL = Variant.builder("pool-data", "Pool checkers (rule data only)", 23)
            .like(RUSSIAN).promotionDuringCapture(Variant.PromotionDuringCapture.CONTINUE_AS_MAN)
            .buildUnregistered();

    private static final Map<String, Variant> BY_NAME = Map.of("russian", RUSSIAN, "brazilian", BRAZILIAN, "pool", POOL);

    @TestFactory
    Stream<DynamicTest> publishedPerftRowsOfOtherFamiliesUpToFiveMillionNodes() {
        return rows(true);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> publishedPerftRowsOfOtherFamiliesAboveFiveMillionNodes() {
        return rows(false);
    }

    private static Stream<DynamicTest> rows(boolean small) {
        return PerftReferenceTest.allRows().stream()
                .filter(r -> BY_NAME.containsKey(r.variant()) && (r.nodes() <= PerftReferenceTest.DEFAULT_LIMIT) == small)
                .map(r -> DynamicTest.dynamicTest(r.toString(), () -> assertEquals(r.nodes(),
                        Perft.count(BY_NAME.get(r.variant()).initialPosition(), r.depth(), r.counting()))));
    }

    @Test
    void aRussianManCrownedInTheMiddleOfACaptureGoesOnAsAKing() {
        // b6 takes c7 landing on d8 (last rank), is crowned, and as a king takes e7 along the d8-h4
        // diagonal, landing on f6, g5 or h4.
        Position p = Position.fromFen(RUSSIAN, "W:Wb6:Bc7,e7");
        assertEquals(java.util.Set.of("b6xd8xf6", "b6xd8xg5", "b6xd8xh4"),
                java.util.Set.copyOf(RulesAssertions.longNotations(p)));
        assertEquals(true, p.legalMoves().get(0).promotes());
    }
}
