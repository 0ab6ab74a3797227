package org.hakem.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class TeamRoundRobinTest {

    @Test
    void fourTeamsFollowTheBergerTable() {
        // FIDE C.05 Annex 1, 4 participants: 1-4 2-3 | 4-3 1-2 | 2-4 3-1
        List<TeamRoundPairing> s = TeamRoundRobin.schedule(4, 1, false);
        assertEquals(List.of(new TeamFixture(1, 4), new TeamFixture(2, 3)), s.get(0).fixtures());
        assertEquals(List.of(new TeamFixture(4, 3), new TeamFixture(1, 2)), s.get(1).fixtures());
        assertEquals(List.of(new TeamFixture(2, 4), new TeamFixture(3, 1)), s.get(2).fixtures());
        assertEquals(OptionalInt.empty(), s.get(0).bye());
    }

    @Test
    void aDoubleRoundRobinOfTenTeamsMeetsEveryOtherTeamOnceAtHomeAndOnceAway() {
        List<TeamRoundPairing> s = TeamRoundRobin.schedule(10, 2, true);
        assertEquals(18, s.size());
        Map<String, Integer> homeGames = new HashMap<>();
        for (TeamRoundPairing r : s) {
            assertEquals(5, r.fixtures().size());
            for (TeamFixture f : r.fixtures()) {
                homeGames.merge(f.home() + "-" + f.away(), 1, Integer::sum);
            }
        }
        for (int a = 1; a <= 10; a++) {
            for (int b = 1; b <= 10; b++) {
                if (a != b) {
                    assertEquals(1, homeGames.get(a + "-" + b), a + " at home to " + b);
                }
            }
        }
        // the second cycle is the first table with home and away exchanged
        assertEquals(new TeamFixture(10, 1), s.get(9).fixtures().get(0));
    }

    @Test
    void withFiveTeamsOneTeamRestsEachRound() {
        List<TeamRoundPairing> s = TeamRoundRobin.schedule(5, 1, false);
        assertEquals(5, s.size());
        boolean[] rested = new boolean[6];
        for (TeamRoundPairing r : s) {
            assertEquals(2, r.fixtures().size());
            assertTrue(r.bye().isPresent());
            rested[r.bye().getAsInt()] = true;
            assertEquals(0, r.opponent(r.bye().getAsInt()));
        }
        for (int t = 1; t <= 5; t++) {
            assertTrue(rested[t], "team " + t + " rests once");
        }
        assertThrows(IllegalArgumentException.class, () -> TeamRoundRobin.schedule(1, 1, false));
    }
}
