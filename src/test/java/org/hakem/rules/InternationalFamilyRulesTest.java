package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The International-rule variants that change one rule: antidraughts (no move wins), breakthrough (first
 * king wins) and killer (a king ending its capture on a king stops right behind it). Squares are 1..50.
 */
class InternationalFamilyRulesTest {

    @Test
    void antidraughtsTheSideThatCannotMoveWins() {
        // White's only man, on 6, is blocked by the black man on 1
        Game g = Game.start(Position.fromFen(Variants.ANTIDRAUGHTS, "W:W6:B1"));
        assertEquals(Outcome.win(Side.WHITE, Outcome.Reason.NO_LEGAL_MOVE), g.outcome().orElseThrow());
    }

    @Test
    void antidraughtsLosingTheLastPieceWins() {
        // 28 must take 23 (capture stays compulsory): Black, left without a piece, wins
        Game h = Game.start(Position.fromFen(Variants.ANTIDRAUGHTS, "W:W28:B23"));
        RulesAssertions.play(h, "28x19");
        assertEquals(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_MOVE), h.outcome().orElseThrow());
    }

    @Test
    void antidraughtsCapturesAreStillCompulsoryAndMajority() {
        Position p = Position.fromFen(Variants.ANTIDRAUGHTS, "W:W28:B11,22,K23");
        assertEquals(longNotations(Position.fromFen(Variants.INTERNATIONAL, "W:W28:B11,22,K23")), longNotations(p));
    }

    @Test
    void breakthroughTheFirstKingWins() {
        Game g = Game.start(Position.fromFen(Variants.BREAKTHROUGH, "W:W6:B45"));
        assertFalse(g.isOver());
        RulesAssertions.play(g, "6-1");
        assertEquals(Outcome.win(Side.WHITE, Outcome.Reason.FIRST_KING), g.outcome().orElseThrow());
    }

    @Test
    void killerAKingTakingAKingLastStopsRightBehindIt() {
        // International: the king on 46 takes the king on 37 and lands on any of 32..5; killer: only on 32
        assertEquals(7, longNotations(Position.fromFen(Variants.INTERNATIONAL, "W:WK46:BK37")).size());
        assertEquals(Set.of("46x32"), Set.copyOf(longNotations(Position.fromFen(Variants.KILLER, "W:WK46:BK37"))));
    }

    @Test
    void killerAKingTakingAManLastLandsAnywhereBeyond() {
        assertEquals(Set.of("46x32", "46x28", "46x23", "46x19", "46x14", "46x10", "46x5"),
                Set.copyOf(longNotations(Position.fromFen(Variants.KILLER, "W:WK46:B37"))));
    }

    @Test
    void killerTheRuleAppliesOnlyToTheLastPieceOfTheCapture() {
        // 46 takes the king on 37 and goes on (from 28) to take the man on 22, then lands on 17, 11 or 6
        assertEquals(Set.of("46x28x17", "46x28x11", "46x28x6"),
                Set.copyOf(longNotations(Position.fromFen(Variants.KILLER, "W:WK46:BK37,22"))));
    }
}
