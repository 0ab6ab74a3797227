package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static Replayer.Verdict replay(String pdn, org.hakem.rules.Variant variant) {
        PdnGame g = PdnReader.readAll(pdn, "s.pdn").get(0);
        return Replayer.replay(g, EngineMoves.forGame(g, variant));
    }

    @Test
    void aRussianFenInNumbersIsReadWithPdnNumberingOfTheBoard() {
        // ussr1947.pdn: the start written W21-32:B1-12, the moves in algebraic squares
        Replayer.Verdict v = replay("[GameType \"25\"]\n[FEN \"W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,"
                + "1,2,3,4.\"]\n1. c3-d4 d6-e5 2. b2-c3 e7-d6 *", Variants.RUSSIAN);
        assertEquals("legal", v.toString());
        // 1 is b8 and 32 is g1: a white man on 32 is a man on g1, which may step to h2 or f2
        assertEquals("legal", replay("[FEN \"W:W32:B1\"]\n1. g1-h2 b8-a7 *", Variants.RUSSIAN).toString());
        assertEquals("invalid setup: FEN \"W:W33:B1\": square 33 is off the board, expected 1..32 or a dark square "
                + "a1..h8", replay("[FEN \"W:W33:B1\"]\n*", Variants.RUSSIAN).toString());
    }

    @Test
    void aRefusedSetupSaysWhatTheRulesForbidAndWhereTheRecordIsProbablyWrong() {
        Replayer.Verdict crowned = replay("[FEN \"B:WK30,11,9:B31,K28,18.\"]\n1/2-1/2", Variants.ENGLISH);
        assertTrue(crowned.setupRefused());
        assertFalse(crowned.legal());
        assertEquals(0, crowned.ply());
        assertEquals("invalid setup: FEN \"B:WK30,11,9:B31,K28,18.\": black man on 31 cannot occur: a man on its "
                + "last rank is a king; with White and Black exchanged it is a valid position (colours swapped in "
                + "the record?)", crowned.toString());
        assertEquals("invalid setup: FEN \"W:W18,K15,1:BK30,K26,2.\": white man on 1 cannot occur: a man on its last "
                + "rank is a king", replay("[FEN \"W:W18,K15,1:BK30,K26,2.\"]\n0-1", Variants.ENGLISH).toString());
        assertEquals("invalid setup: FEN \"W::.\": no piece on the board: the record does not give its position",
                replay("[FEN \"W::.\"]\n1/2-1/2", Variants.ENGLISH).toString());
        assertEquals("invalid setup: FEN \"W:W1-13:B30\": white has 13 pieces; english starts with 12 a side and "
                + "pieces are never added", replay("[FEN \"W:W1-13:B30\"]\n*", Variants.ENGLISH).toString()
                .replace("white man on 1 cannot occur", ""));
    }

    @Test
    void aProblemPositionNeedNotBeReachableOnlyPossible() {
        // men on their own back rank, kings anywhere, few pieces: a valid board is enough
        assertEquals("legal", replay("[FEN \"W:W28,10,K7,K6,5:B20,K18,3,1.\"]\n0-1", Variants.ENGLISH).toString());
        assertEquals("legal", replay("[FEN \"B:W29,30,31,32:B1,2,3,4\"]\n1. 1-6 *", Variants.ENGLISH).toString());
    }

    @Test
    void playingOnAfterAThreefoldRepetitionIsLegalWithThePlyWhereTheRulesEndedTheGame() {
        // the start position comes back after plies 4 and 8: the third time ends the game (FMJD); the record
        // plays on with moves the board allows
        Replayer.Verdict v = replay("[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n"
                + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-44 1-7 *", Variants.INTERNATIONAL);
        assertEquals("legal, played on after the game ended at ply 8 (threefold repetition)", v.toString());
        assertTrue(v.legal());
        assertTrue(v.playedOn());
        assertEquals(8, v.endedAt());
        assertEquals(10, v.moves().size(), "every move is resolved, also those after the end");
        assertEquals(new LegalMoveSource.GameEnd("1/2-1/2", "threefold repetition"), v.end());
        assertEquals(List.of(), v.notes());
    }

    @Test
    void aGameThatEndsOnItsLastMoveIsNotPlayedOn() {
        Replayer.Verdict v = replay("[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n"
                + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 1/2-1/2", Variants.INTERNATIONAL);
        assertEquals("legal", v.toString());
        assertFalse(v.playedOn());
        assertEquals(-1, v.endedAt());
        assertEquals("threefold repetition", v.end().reason());
    }

    @Test
    void playingOnAfterTheTurkishOnePieceEachDrawIsLegal() {
        // d4xd6 leaves one man each: a draw under TDF V4.0; the men step on
        Replayer.Verdict v = replay("[GameType \"30\"]\n[FEN \"W:Wd4:Bd5,h7\"]\n1. d4xd6 h7-h6 2. d6-d7 *",
                Variants.TURKISH);
        assertEquals("legal, played on after the game ended at ply 1 (one piece each)", v.toString());
        assertEquals("1/2-1/2", v.end().result());
        assertEquals(3, v.moves().size());
    }

    @Test
    void playingOnFromAStartThatIsAlreadyOverEndsAtPlyZero() {
        Replayer.Verdict v = replay("[GameType \"30\"]\n[FEN \"W:WKa1:BKh8\"]\n1. a1-a2 h8-h7 *", Variants.TURKISH);
        assertEquals("legal, played on after the game ended at ply 0 (one piece each)", v.toString());
    }

    @Test
    void anIllegalMoveAfterPlayingOnIsIllegalAndTheEndIsNoted() {
        Replayer.Verdict v = replay("[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n"
                + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-49 *", Variants.INTERNATIONAL);
        assertEquals("illegal at ply 9: 50-49 is not a legal move", v.toString());
        assertFalse(v.playedOn());
        assertEquals(List.of("the rules had ended the game after ply 8 (threefold repetition, 1/2-1/2); the record "
                + "played on"), v.notes());
    }

    @Test
    void aMoveAfterAGameLostForWantOfMovesIsStillIllegal() {
        // White captures Black's last piece: no move is left to play on with
        Replayer.Verdict v = replay("[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 23-28 *", Variants.INTERNATIONAL);
        assertEquals("illegal at ply 2: the game was already over after ply 1 (no legal move, 1-0)", v.toString());
    }

    @Test
    void shortNotationRewritesTheMovesPlayedAfterTheEnd() {
        PdnGame g = PdnReader.readAll("[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n"
                + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50x44 *", "s.pdn").get(0);
        EngineMoves rules = EngineMoves.forGame(g, Variants.INTERNATIONAL);
        assertEquals("50-44", Replayer.shortNotation(g.mainLine(), Replayer.start(g, rules), rules, 'x').moves().get(8)
                .text().raw());
    }

    @Test
    void aMoveWrittenAsACaptureWhereNoneIsPossibleIsNamed() {
        assertEquals("illegal at ply 1: 36x27 is written as a capture, but no capture is possible here",
                replay("[GameType \"20\"]\n1. 36x27 1-0", Variants.INTERNATIONAL).toString());
    }
}
