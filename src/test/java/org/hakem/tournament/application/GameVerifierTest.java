package org.hakem.tournament.application;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variants;
import org.hakem.tournament.event.BoardResult;
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

    @Test
    void textThatIsNoGameIsRefused() {
        assertThrows(ValidationException.class, () -> GameVerifier.verify("", "turkish", BoardResult.WHITE_WINS));
        assertThrows(ValidationException.class, () -> GameVerifier.verify(GAME + "\n" + GAME, "turkish", BoardResult.WHITE_WINS));
    }
}
