package org.hakem.tournament.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.hakem.platform.ValidationException;
import org.hakem.tournament.application.TournamentService.ManualBoard;
import org.junit.jupiter.api.Test;

class PairingChangesTest {

    /** Round 3 of seven players: 1-4, 5-2, 3-6 and 7 on the pairing-allocated bye. */
    private static final List<ManualBoard> ROUND = List.of(new ManualBoard(1, 4, null), new ManualBoard(5, 2, null),
            new ManualBoard(3, 6, null), new ManualBoard(7, null, "pairing"));

    @Test
    void twoPlayersOnDifferentBoardsChangePlacesAndKeepThePlacesColours() {
        assertEquals(List.of(new ManualBoard(1, 2, null), new ManualBoard(5, 4, null), new ManualBoard(3, 6, null),
                new ManualBoard(7, null, "pairing")), PairingChanges.swapPlayers(ROUND, 3, 4, 2));
    }

    @Test
    void swappingWithTheByeGivesTheByeToTheOtherPlayer() {
        assertEquals(List.of(new ManualBoard(1, 4, null), new ManualBoard(5, 2, null), new ManualBoard(3, 7, null),
                new ManualBoard(6, null, "pairing")), PairingChanges.swapPlayers(ROUND, 3, 7, 6));
    }

    @Test
    void aRequestedByeIsThePlayersOwnAndStaysWithHim() {
        List<ManualBoard> round = List.of(new ManualBoard(1, 2, null), new ManualBoard(3, null, "half"));
        ValidationException e = assertThrows(ValidationException.class, () -> PairingChanges.swapPlayers(round, 2, 1, 3));
        assertEquals("event.swap.own-bye", e.problems().get("b").code());
    }

    @Test
    void aPlayerNotInTheRoundOrTheSamePlayerTwiceIsRefused() {
        assertEquals("event.swap.not-in-round", assertThrows(ValidationException.class,
                () -> PairingChanges.swapPlayers(ROUND, 3, 1, 8)).problems().get("b").code());
        assertEquals("event.swap.same", assertThrows(ValidationException.class,
                () -> PairingChanges.swapPlayers(ROUND, 3, 5, 5)).problems().get("b").code());
    }

    @Test
    void coloursSwapOnOneBoardOnly() {
        assertEquals(List.of(new ManualBoard(1, 4, null), new ManualBoard(2, 5, null), new ManualBoard(3, 6, null),
                new ManualBoard(7, null, "pairing")), PairingChanges.swapColours(ROUND, 3, 2));
        assertEquals("event.colours.bye", assertThrows(ValidationException.class,
                () -> PairingChanges.swapColours(ROUND, 3, 4)).problems().get("board").code());
        assertEquals("event.colours.no-board", assertThrows(ValidationException.class,
                () -> PairingChanges.swapColours(ROUND, 3, 5)).problems().get("board").code());
    }

    /** Round 2 of six players: 1-4, 5-2, 3-6, no bye. */
    private static final List<ManualBoard> EVEN = List.of(new ManualBoard(1, 4, null), new ManualBoard(5, 2, null),
            new ManualBoard(3, 6, null));

    @Test
    void aByeOfHisOwnWhenNobodyHasTheByeLeavesHisOpponentTheOddOneOut() {
        // 2 cannot play after all: a half-point bye; 5 is left alone and takes the pairing-allocated bye
        assertEquals(List.of(new ManualBoard(1, 4, null), new ManualBoard(3, 6, null), new ManualBoard(5, null, "pairing"),
                new ManualBoard(2, null, "half")), PairingChanges.giveBye(EVEN, 2, 2, "half"));
        // the pairing-allocated bye cannot be given when nobody has it: two players would be left without a game
        assertEquals("event.bye.none", assertThrows(ValidationException.class,
                () -> PairingChanges.giveBye(EVEN, 2, 2, "pairing")).problems().get("kind").code());
    }

    @Test
    void aByeOfHisOwnPairsHisOpponentWithThePlayerOnTheBye() {
        // 4 gets a zero-point bye: 7 (on the pairing-allocated bye) plays 1 on board 1 in 4's place, Black
        assertEquals(List.of(new ManualBoard(1, 7, null), new ManualBoard(5, 2, null), new ManualBoard(3, 6, null),
                new ManualBoard(4, null, "zero")), PairingChanges.giveBye(ROUND, 3, 4, "zero"));
        // the pairing-allocated bye moves: its holder takes the board
        assertEquals(PairingChanges.swapPlayers(ROUND, 3, 6, 7), PairingChanges.giveBye(ROUND, 3, 6, "pairing"));
        // its holder's bye becomes his own; then an even number plays
        assertEquals(List.of(ROUND.get(0), ROUND.get(1), ROUND.get(2), new ManualBoard(7, null, "full")),
                PairingChanges.giveBye(ROUND, 3, 7, "full"));
    }

    @Test
    void aByeForAPlayerNotInTheRoundAByeHeHasOrAnUnknownKindIsRefused() {
        assertEquals("event.swap.not-in-round", assertThrows(ValidationException.class,
                () -> PairingChanges.giveBye(ROUND, 3, 9, "half")).problems().get("player").code());
        assertEquals("event.bye.already", assertThrows(ValidationException.class,
                () -> PairingChanges.giveBye(ROUND, 3, 7, "u")).problems().get("kind").code());
        assertEquals("event.bye.invalid", assertThrows(ValidationException.class,
                () -> PairingChanges.giveBye(ROUND, 3, 1, "two")).problems().get("kind").code());
    }
}
