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
}
