package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.Test;

/** Replay through the rules engine on small international games. */
class EngineReplayTest {

    private static PdnGame game(String movetext) {
        return PdnReader.readAll("[GameType \"20\"]\n" + movetext, "e.pdn").get(0);
    }

    @Test
    void variationsAreReplayedFromThePositionBeforeTheMoveTheyReplace() {
        PdnGame g = game("1. 32-28 19-23 (1... 18-23 2. 38-32 (2. 47-45) 12-18) 2. 28x19 14x23 (2... 13x24) *");
        EngineMoves rules = EngineMoves.forGame(g, Variants.INTERNATIONAL);
        assertEquals("legal", Replayer.replay(g, rules).toString());
        assertEquals(List.of("variation at ply 3 (2:41), its ply 1: men step one square"),
                Replayer.checkVariations(g, EngineMoves.forGame(g, Variants.INTERNATIONAL)));
    }

    @Test
    void theBrokenRuleIsNamed() {
        assertEquals("illegal at ply 3: capture is compulsory",
                Replayer.replay(game("1. 32-28 19-23 2. 33-29 *"), EngineMoves.forGame(game("*"),
                        Variants.INTERNATIONAL)).toString());
        assertEquals("illegal at ply 1: men do not move backward",
                Replayer.replay(game("/FEN \"W:W28:B1\"/ 1. 28-32 *"), EngineMoves.forGame(game("*"),
                        Variants.INTERNATIONAL)).toString());
        assertEquals("illegal at ply 2: no black piece on 30",
                Replayer.replay(game("1. 32-28 30-35 *"), EngineMoves.forGame(game("*"),
                        Variants.INTERNATIONAL)).toString());
    }

    @Test
    void shortNotationKeepsLandingSquaresOnlyWhereTwoCapturesShareOriginAndDestination() {
        PdnGame g = game("1. 32-28 19-23 2. 28x19 14x23 *");
        EngineMoves rules = EngineMoves.forGame(g, Variants.INTERNATIONAL);
        assertEquals("28x19", Replayer.shortNotation(g.mainLine(), Replayer.start(g, rules), rules, 'x').moves().get(2)
                .text().raw());
    }
}
