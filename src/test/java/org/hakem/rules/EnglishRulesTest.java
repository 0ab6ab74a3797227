package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** English draughts / American checkers. Squares are PDN numbers 1..32, Black on 1-12 at the top. */
class EnglishRulesTest {

    private static Position english(String fen) {
        return Position.fromFen(Variants.ENGLISH, fen);
    }

    @Test
    void blackStartsFromOneToTwelveAndHasSevenFirstMoves() {
        Position start = Variants.ENGLISH.initialPosition();
        assertEquals("B:W21-32:B1-12", start.toFen());
        assertEquals(Set.of("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"),
                Set.copyOf(longNotations(start)));
    }

    @Test
    void menMoveForwardOnly() {
        assertEquals(Set.of("18-14", "18-15"), Set.copyOf(longNotations(english("W:W18:B1"))));
    }

    @Test
    void kingsMoveOneSquareInEveryDiagonalDirection() {
        assertEquals(Set.of("18-14", "18-15", "18-22", "18-23"), Set.copyOf(longNotations(english("W:WK18:B1"))));
    }

    @Test
    void thePlayerMayChooseAShorterCaptureButMustCompleteTheChosenOne() {
        // 22x13 takes one; 22x15 must go on to 8 (22x15x8, two pieces); stopping on 15 is not a move.
        assertEquals(Set.of("22x13", "22x15x8"), Set.copyOf(longNotations(english("W:W22:B17,18,11"))));
    }

    @Test
    void aManReachingTheLastRankInACaptureIsCrownedAndTheMoveEnds() {
        // As a king on 3 it could take 8 next, but crowning ends the move.
        Move only = RulesAssertions.single(english("W:W10:B7,8").legalMoves());
        assertEquals("10x3", only.longNotation(Variants.ENGLISH.board()));
        assertTrue(only.promotes());
    }

    @Test
    void aKingCombinesJumpsForwardAndBackward() {
        // 18 jumps 23 backwards to 27, then 24 forwards to 20.
        assertEquals(List.of("18x27x20"), longNotations(english("W:WK18:B23,24")));
    }

    @Test
    void aManMayChangeDiagonalDuringAMultipleCaptureButAlwaysJumpsForward() {
        assertEquals(List.of("27x18x11"), longNotations(english("W:W27:B23,15")));
    }

    @Test
    void menCaptureForwardOnly() {
        assertEquals(List.of("18-14", "18-15"), longNotations(english("W:W18:B22,23")).stream().sorted().toList());
    }
}
