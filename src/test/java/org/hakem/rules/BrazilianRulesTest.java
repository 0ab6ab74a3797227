package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Brazilian draughts (GameType 26): the International rules on 8x8, algebraic squares. */
class BrazilianRulesTest {

    private static final Variant BRAZILIAN = Variants.BRAZILIAN;

    private static Position brazilian(String fen) {
        return Position.fromFen(BRAZILIAN, fen);
    }

    @Test
    void twelveMenEachWhiteBeginsGameType26() {
        assertEquals(RulesAssertions.algebraic(Variants.RUSSIAN.initialPosition()),
                algebraic(BRAZILIAN.initialPosition()));
        assertEquals(BRAZILIAN, Variant.byGameType(26).orElseThrow());
    }

    @Test
    void theCaptureTakingMostPiecesIsCompulsory() {
        // Russian would allow c3xa5 too.
        assertEquals(Set.of("c3xe5xg7"), algebraic(brazilian("W:Wc3:Bb4,d4,f6")));
    }

    @Test
    void aManCapturesBackward() {
        assertEquals(Set.of("d4xb2"), algebraic(brazilian("W:Wd4:Bc3")));
    }

    @Test
    void aManPassingTheLastRankInACaptureStaysAMan() {
        Position p = brazilian("W:Wb6:Bc7,e7");
        assertEquals(Set.of("b6xd8xf6"), algebraic(p));
        assertFalse(p.legalMoves().get(0).promotes());
    }

    @Test
    void aFlyingKingMayLandAnywhereBeyond() {
        assertEquals(Set.of("a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"), algebraic(brazilian("W:WKa1:Bc3")));
    }
}
