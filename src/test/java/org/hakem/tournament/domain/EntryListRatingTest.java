package org.hakem.tournament.domain;

import org.hakem.event.domain.EventStatus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.junit.jupiter.api.Test;

/** Entries rated from the list in force (#17): the rating an entry gets, and re-rating before round 1 only. */
class EntryListRatingTest {

    private static TournamentEvent swiss() throws Exception {
        TournamentEvent e = new TournamentEvent(new EventDetails("Rated", null, null, null, "turkish", EventSystem.SWISS,
                5, false, "2-1-0", "fmjd", null, null, EventStatus.PLANNED, true, null));
        SwissEventTest.setId(e, 900);
        return e;
    }

    private static Player player(long id, String name, int rating) throws Exception {
        Player p = new Player(new PlayerDetails(name, "TUR", null, rating, null, null, null, null));
        SwissEventTest.setId(p, id);
        return p;
    }

    private static List<String> ranks(TournamentEvent e) {
        return e.entries().stream().map(x -> x.startNumber() + " " + x.name() + " " + x.rating()).toList();
    }

    @Test
    void anEntryTakesTheListRatingWhenGivenElseTheRegistrys() throws Exception {
        TournamentEvent e = swiss();
        e.enter(player(1, "Ali", 2000), 2150, 0);   // on the list: 2150 beats Berk's registry 2100
        e.enter(player(2, "Berk", 2100), null, 0);  // not on the list: keeps the registry's 2100
        assertEquals(List.of("1 Ali 2150", "2 Berk 2100"), ranks(e));
    }

    @Test
    void reRatingBeforeRoundOneRenumbersAndAfterItChangesNothing() throws Exception {
        TournamentEvent e = swiss();
        e.enter(player(1, "Ali", 2000), 0);
        e.enter(player(2, "Berk", 2100), 0);
        e.enter(player(3, "Cem", 1900), 0);
        assertEquals(List.of("1 Berk 2100", "2 Ali 2000", "3 Cem 1900"), ranks(e));

        // after round 1 is paired the list changes nothing
        assertEquals(0, e.rerate(Map.of(1L, 2200, 3L, 2300), 1));
        assertEquals(List.of("1 Berk 2100", "2 Ali 2000", "3 Cem 1900"), ranks(e));

        // before it: Ali 2200 and Cem 2300 from the list, Berk (absent from the map) keeps 2100
        assertEquals(2, e.rerate(Map.of(1L, 2200, 3L, 2300), 0));
        assertEquals(List.of("1 Cem 2300", "2 Ali 2200", "3 Berk 2100"), ranks(e));

        // the same ratings again change nothing; an unrated entry (null) ranks last
        assertEquals(0, e.rerate(Map.of(1L, 2200, 3L, 2300), 0));
        java.util.HashMap<Long, Integer> unrated = new java.util.HashMap<>();
        unrated.put(3L, null);
        assertEquals(1, e.rerate(unrated, 0));
        assertEquals(List.of("1 Ali 2200", "2 Berk 2100", "3 Cem null"), ranks(e));
    }
}
