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
 * The core is meant to carry the remaining families as data. Six of them are declared here as rule data
 * only (not published variants: their issue owns names, GameTypes, notation and end rules) and checked
 * against the published perft rows, which exercises men capturing backwards on 8x8, free choice with flying
 * kings, promotion in the middle of a capture continuing as a king, Italian quality precedence and men that
 * may not take kings, Spanish most-kings precedence, and Thai kings landing right behind the piece.
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

    static final Variant ITALIAN = Variant.builder("italian-data", "Italian draughts (rule data only)", 22)
            .board(Board.DIAGONAL_8_NUMERIC).menOnRanks(1, 3)
            .manSteps(NE, NW).manCaptures(NE, NW).shortKings(NE, NW, SE, SW).menCannotCaptureKings()
            .removal(Variant.Removal.AFTER_MOVE).precedence(Variant.Precedence.QUALITY)
            .promotionDuringCapture(Variant.PromotionDuringCapture.STOP)
            .buildUnregistered();

    static final Variant SPANISH = Variant.builder("spanish-data", "Spanish draughts (rule data only)", 24)
            .board(Board.DIAGONAL_8_NUMERIC).menOnRanks(1, 3)
            .manSteps(NE, NW).manCaptures(NE, NW).flyingKings(NE, NW, SE, SW)
            .removal(Variant.Removal.AFTER_MOVE).precedence(Variant.Precedence.MAJORITY_THEN_KINGS)
            .promotionDuringCapture(Variant.PromotionDuringCapture.CONTINUE_AS_MAN)
            .buildUnregistered();

    /** The published Thai rows count the same with either removal timing: the Thai issue decides it from its text. */
    static final Variant THAI = Variant.builder("thai-data", "Thai draughts, 12-man start (rule data only)", 0)
            .board(Board.DIAGONAL_8_NUMERIC).menOnRanks(1, 3)
            .manSteps(NE, NW).manCaptures(NE, NW).flyingKings(NE, NW, SE, SW).kingLandsRightBehind()
            .removal(Variant.Removal.IMMEDIATE)
            .precedence(Variant.Precedence.FREE)
            .promotionDuringCapture(Variant.PromotionDuringCapture.STOP)
            .buildUnregistered();

    private static final Map<String, Variant> BY_NAME = Map.of("russian", RUSSIAN, "brazilian", BRAZILIAN, "pool", POOL,
            "italian", ITALIAN, "spanish", SPANISH, "thai", THAI);

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
    void italianPrecedenceAfterMostPiecesPrefersTheKingThenMostKingsThenTheEarliestKing() {
        // Equal counts (one piece): the king on 18 must capture rather than the man on 22. Men may not take
        // the black king on 10 at all.
        Position p = Position.fromFen(ITALIAN, "W:W22,14,K18:B17,K10,15");
        assertEquals(java.util.Set.of("18x11"), java.util.Set.copyOf(RulesAssertions.longNotations(p)));
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
