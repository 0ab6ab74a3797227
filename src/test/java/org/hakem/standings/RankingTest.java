package org.hakem.standings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ranking routine both standings tables use: tie-breaks in order, a direct encounter within the tied, shared ranks. */
class RankingTest {

    /** A tie-break by name: "DE" is the direct encounter, any other one reads its column of {@code table}. */
    private static Ranking rank(double[][] table, List<String> tieBreaks, int[] dePlaces, List<int[]> asked) {
        return Ranking.of(table.length, tieBreaks, "DE"::equals,
                (tb, i) -> table[i][tieBreaks.indexOf(tb)], ranks -> {
                    asked.add(ranks.clone());
                    return dePlaces;
                });
    }

    @Test
    void aDirectEncounterSplitsOnlyThoseTiedByTheTieBreaksBeforeIt() {
        // points 3, 2, 3, 2; the direct encounter puts 2 before 0 (places 1 and 2), and leaves 1 and 3 tied (0)
        double[][] table = {{3, 0, 1}, {2, 0, 5}, {3, 0, 1}, {2, 0, 0}};
        List<int[]> asked = new ArrayList<>();
        Ranking r = rank(table, List.of("PTS", "DE", "BH"), new int[] {2, 0, 1, 0}, asked);
        assertEquals(1, asked.size());
        assertArrayEquals(new int[] {1, 3, 1, 3}, asked.get(0), "the ranks by points alone");
        assertEquals(List.of(3.0, 2.0, 1.0), r.values(0));
        assertEquals(List.of(2.0, 0.0, 5.0), r.values(1));
        assertEquals(2, r.rank(0));
        assertEquals(1, r.rank(2), "the direct encounter's place 1 ranks first");
        assertEquals(3, r.rank(1), "BH 5 before BH 0 after a direct encounter that did not split them");
        assertEquals(4, r.rank(3));
        assertEquals(List.of(2, 0, 1, 3), r.order(i -> i + 1));
    }

    @Test
    void equalOnEveryValueIsTheSameRankAndTheNumberOrdersTheTied() {
        double[][] table = {{2, 1}, {2, 1}, {1, 9}, {2, 0.5}};
        Ranking r = rank(table, List.of("PTS", "SB"), null, new ArrayList<>());
        assertEquals(1, r.rank(0));
        assertEquals(1, r.rank(1));
        assertEquals(3, r.rank(3), "competition ranks: 1, 1, 3");
        assertEquals(4, r.rank(2), "points first, whatever the SB");
        assertEquals(List.of(1, 0, 3, 2), r.order(i -> new int[] {7, 3, 1, 2}[i]), "team 3 before team 7 on the same rank");
    }

    @Test
    void valuesCloserThanABillionthAreEqual() {
        Ranking r = rank(new double[][] {{1.0000000001}, {1.0}}, List.of("BH"), null, new ArrayList<>());
        assertEquals(r.rank(0), r.rank(1));
    }

    @Test
    void rankingNeedsATieBreak() {
        assertThrows(IllegalArgumentException.class, () -> rank(new double[][] {{1}}, List.of(), null, new ArrayList<>()));
    }
}
