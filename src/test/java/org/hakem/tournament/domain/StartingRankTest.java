package org.hakem.tournament.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.hakem.event.domain.EventStatus;
import org.hakem.event.domain.InvalidEventException;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.junit.jupiter.api.Test;

/**
 * Issue 33: the starting rank follows rating, then title, then name; the arbiter may set it by hand before round 1,
 * and his order holds (a later entry goes last, new ratings move nobody) until he asks for the automatic rank again.
 */
class StartingRankTest {

    private static TournamentEvent swiss() throws Exception {
        TournamentEvent e = new TournamentEvent(new EventDetails("Rank", null, null, null, "turkish", EventSystem.SWISS,
                5, false, "2-1-0", "fmjd", null, null, EventStatus.PLANNED, true, null));
        SwissEventTest.setId(e, 901);
        return e;
    }

    private static long ids = 0;

    private static Entry enter(TournamentEvent e, String name, Integer rating, String title) throws Exception {
        Player p = new Player(new PlayerDetails(name, "TUR", title, rating, null, null, null, null));
        SwissEventTest.setId(p, ++ids);
        Entry x = e.enter(p, 0);
        SwissEventTest.setId(x, ids + 1000);
        return x;
    }

    private static List<String> ranks(TournamentEvent e) {
        return e.entries().stream().map(x -> x.startNumber() + " " + x.name()).toList();
    }

    @Test
    void byRatingThenTitleThenName() throws Exception {
        TournamentEvent e = swiss();
        enter(e, "Cem", 2000, null);
        enter(e, "Ali", 2000, null);
        enter(e, "Berk", 2000, "MF");
        enter(e, "Deniz", 2100, null);
        enter(e, "Ece", null, "GMI");
        assertEquals(List.of("1 Deniz", "2 Berk", "3 Ali", "4 Cem", "5 Ece"), ranks(e));
        assertFalse(e.rankedByHand());
    }

    @Test
    void theArbitersOrderHoldsUntilTheAutomaticRankIsAskedForAgain() throws Exception {
        TournamentEvent e = swiss();
        Entry a = enter(e, "Ali", 2000, null);
        Entry b = enter(e, "Berk", 2100, null);
        Entry c = enter(e, "Cem", 1900, null);
        e.rankByHand(List.of(c, a, b), 0);
        assertTrue(e.rankedByHand());
        assertEquals(List.of("1 Cem", "2 Ali", "3 Berk"), ranks(e));
        enter(e, "Deniz", 2400, null);
        assertEquals(List.of("1 Cem", "2 Ali", "3 Berk", "4 Deniz"), ranks(e), "a later entry goes last");
        e.rerate(Map.of(a.playerId(), 2500), 0);
        assertEquals(List.of("1 Cem", "2 Ali", "3 Berk", "4 Deniz"), ranks(e), "a new rating moves nobody");
        e.removeEntry(a, 0);
        assertEquals(List.of("1 Cem", "2 Berk", "3 Deniz"), ranks(e), "a removed entry closes the gap");
        e.rankAutomatically(0);
        assertEquals(List.of("1 Deniz", "2 Berk", "3 Cem"), ranks(e));
        assertFalse(e.rankedByHand());
    }

    @Test
    void refusedOnceRoundOneIsPairedOrWithoutEveryEntry() throws Exception {
        TournamentEvent e = swiss();
        Entry a = enter(e, "Ali", 2000, null);
        Entry b = enter(e, "Berk", 2100, null);
        assertEquals("event.rank.paired", assertThrows(InvalidEventException.class,
                () -> e.rankByHand(List.of(a, b), 1)).problems().get("order").code());
        assertEquals("event.rank.every-entry", assertThrows(InvalidEventException.class,
                () -> e.rankByHand(List.of(a, a), 0)).problems().get("order").code());
        assertEquals("event.rank.every-entry", assertThrows(InvalidEventException.class,
                () -> e.rankByHand(List.of(a), 0)).problems().get("order").code());
        assertEquals("event.rank.paired", assertThrows(InvalidEventException.class,
                () -> e.rankAutomatically(2)).problems().get("order").code());
        assertEquals(List.of("1 Berk", "2 Ali"), ranks(e));
    }
}
