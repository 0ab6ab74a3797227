package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * American pool checkers (GameType 23): numbered like English checkers (1 = b8 .. 32 = g1), Black on 1-12
 * starts.
 */
class PoolRulesTest {

    private static final Variant POOL = Variants.POOL;

    private static Position pool(String fen) {
        return Position.fromFen(POOL, fen);
    }

    @Test
    void blackStartsFromOneToTwelveGameType23() {
        assertEquals("B:W21-32:B1-12", POOL.initialPosition().toFen());
        assertEquals(POOL, Variant.byGameType(23).orElseThrow());
    }

    @Test
    void aManCapturesBackward() {
        // white man on 18 (d4) takes 22 (c3) backwards, landing on 25 (b2)
        assertEquals(List.of("18x25"), longNotations(pool("W:W18:B22")));
    }

    @Test
    void freeChoiceAmongCaptures() {
        // 22 (c3) may take 17 alone or 18 and 11
        assertEquals(Set.of("22x13", "22x15x8"), Set.copyOf(longNotations(pool("W:W22:B17,18,11"))));
    }

    @Test
    void aManIsPromotedOnlyAtTheEndOfItsMove() {
        // 9 (b6) takes 6 landing on 2 (d8), then takes 7 backwards as a man, ending on 11 (f6): not promoted
        Position p = pool("W:W9:B6,7");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals("9x2x11", only.longNotation(POOL.board()));
        assertFalse(only.promotes());
    }

    @Test
    void aFlyingKingMayLandAnywhereBeyond() {
        // king on 29 (a1) takes 25 (b2), landing on 22, 18, 15, 11, 8 or 4
        assertEquals(Set.of("29x22", "29x18", "29x15", "29x11", "29x8", "29x4"),
                Set.copyOf(longNotations(pool("W:WK29:B25"))));
    }
}
