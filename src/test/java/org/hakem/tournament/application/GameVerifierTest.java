package org.hakem.tournament.application;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.hakem.event.application.GameVerifier;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variants;
import org.hakem.event.domain.BoardResult;
import org.junit.jupiter.api.Test;

class GameVerifierTest {

    private static final String GAME = TournamentDemo.game(Variants.TURKISH, "Şahin", "Gökçe", "1-0", new Random(7));

    @Test
    void aLegalGameWhoseResultAgreesIsNotFlagged() {
        GameVerifier.Verdict v = GameVerifier.verify(GAME, "turkish", BoardResult.WHITE_WINS);
        assertFalse(v.flagged(), v.text());
        assertTrue(v.text().startsWith("moves legal"), v.text());
    }

    @Test
    void aResultThatContradictsTheBoardIsFlagged() {
        GameVerifier.Verdict v = GameVerifier.verify(GAME, "turkish", BoardResult.BLACK_WINS);
        assertTrue(v.flagged());
        assertTrue(v.text().contains("contradicts"), v.text());
    }

    @Test
    void anIllegalMoveIsFlaggedWithItsPly() {
        String illegal = "[Result \"1-0\"]\n\n1. a3-a6 1-0\n";
        GameVerifier.Verdict v = GameVerifier.verify(illegal, "turkish", BoardResult.WHITE_WINS);
        assertTrue(v.flagged());
        assertTrue(v.text().contains("ply 1"), v.text());
    }

    /** International: the start position comes back after plies 4 and 8, a threefold repetition; two plies follow. */
    private static final String PLAYED_ON = "[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n[Result \"1-0\"]\n\n"
            + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-45 1-6 1-0\n";

    @Test
    void aGamePlayedOnAfterARepetitionDrawWithAWinEnteredIsFlaggedWithThePlyAndTheRule() {
        GameVerifier.Verdict v = GameVerifier.verify(PLAYED_ON, "international", BoardResult.WHITE_WINS);
        assertTrue(v.flagged(), v.text());
        assertTrue(v.text().startsWith("moves legal (10 plies), played on after the game ended at ply 8: threefold "
                + "repetition 1/2-1/2"), v.text());
        assertTrue(v.text().endsWith("; the rules ended the game at ply 8 as 1/2-1/2 (threefold repetition), which "
                + "contradicts the entered result 1-0"), v.text());
    }

    @Test
    void aGamePlayedOnWithTheDrawTheRulesGaveEnteredIsNotFlagged() {
        GameVerifier.Verdict v = GameVerifier.verify(PLAYED_ON, "international", BoardResult.DRAW);
        assertFalse(v.flagged(), v.text());
        assertTrue(v.text().contains("played on after the game ended at ply 8"), v.text());
        assertTrue(v.text().endsWith("; result agrees"), v.text());
    }

    @Test
    void textThatIsNoGameIsRefused() {
        assertThrows(ValidationException.class, () -> GameVerifier.verify("", "turkish", BoardResult.WHITE_WINS));
        assertThrows(ValidationException.class, () -> GameVerifier.verify(GAME + "\n" + GAME, "turkish", BoardResult.WHITE_WINS));
    }
}
