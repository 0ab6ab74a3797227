package org.hakem.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.hakem.crosstable.team.Team;
import org.junit.jupiter.api.Test;

class TeamInitialOrderTest {

    @Test
    void strongerTeamsComeFirstByTheAverageOfTheirTopBoards() {
        Map<Integer, Integer> ratings = Map.of(1, 2200, 2, 2100, 3, 1500, 4, 2000, 5, 2000, 6, 2001, 7, 0, 8, 2300);
        Team a = new Team(1, "Ankara", "", 0, List.of(1, 2, 3));      // top 2: (2200 + 2100) / 2 = 2150
        Team b = new Team(2, "Bursa", "", 0, List.of(4, 5, 8));       // top 2: 2000 (8 is third)
        Team c = new Team(3, "Çorum", "", 0, List.of(6, 7));          // 2001 (7 unrated, left out)
        Team d = new Team(4, "Denizli", "", 2150, List.of(3));        // stated strength 2150, tied with a: by name
        assertEquals(2150, TeamInitialOrder.strength(a, ratings, 2));
        assertEquals(2001, TeamInitialOrder.strength(c, ratings, 2));
        assertEquals(List.of(1, 4, 3, 2), TeamInitialOrder.order(List.of(d, c, b, a), ratings, 2));
        // half up: (2200 + 2100 + 1500) / 3 = 1933.33 -> 1933; (2000 + 2000 + 2300) / 3 = 2100
        assertEquals(1933, TeamInitialOrder.strength(a, ratings, 3));
        assertEquals(2100, TeamInitialOrder.strength(b, ratings, 3));
        assertEquals(0, TeamInitialOrder.strength(new Team(5, "E", "", 0, List.of(7)), ratings, 4));
    }
}
