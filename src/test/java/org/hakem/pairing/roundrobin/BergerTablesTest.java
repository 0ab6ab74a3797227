package org.hakem.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.hakem.pairing.Pair;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class BergerTablesTest {

    /** size -> round -> "w-b w-b ..." as published. */
    static Map<Integer, Map<Integer, String>> published() throws IOException {
        Map<Integer, Map<Integer, String>> out = new TreeMap<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
                BergerTablesTest.class.getResourceAsStream("berger-tables.txt")), StandardCharsets.UTF_8))) {
            int size = 0;
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("size ")) {
                    size = Integer.parseInt(line.substring(5).strip());
                    out.put(size, new TreeMap<>());
                } else {
                    int colon = line.indexOf(':');
                    out.get(size).put(Integer.parseInt(line.substring(0, colon)), line.substring(colon + 1).strip());
                }
            }
        }
        return out;
    }

    static String text(List<Pair> games) {
        List<String> s = new ArrayList<>();
        for (Pair g : games) {
            s.add(g.white() + "-" + g.black());
        }
        return String.join(" ", s);
    }

    @Test
    void tablesEqualFidesPublishedRounds() throws IOException {
        Map<Integer, Map<Integer, String>> pub = published();
        assertEquals(List.of(4, 6, 8, 10, 12, 14, 16, 18, 20), List.copyOf(pub.keySet()));
        int checked = 0;
        for (var bySize : pub.entrySet()) {
            List<List<Pair>> table = BergerTables.table(bySize.getKey());
            assertEquals(bySize.getKey() - 1, table.size());
            for (var round : bySize.getValue().entrySet()) {
                assertEquals(round.getValue(), text(table.get(round.getKey() - 1)),
                        "size " + bySize.getKey() + " round " + round.getKey());
                checked++;
            }
        }
        assertEquals(3 + 5 + 7 + 9 + 11 + 13 + 15 + 17 + 19, checked);
    }

    /**
     * The published tables step from one round to the next by one rule: every number except n is raised
     * by n/2 (counting 1..n-1 round and round), and n keeps board 1 but changes colour. This builds the
     * tables that way, independently of {@link BergerTables}' closed formula, checks the rule against every
     * round of the reference tables (FIDE's for 4 to 16, an independent generator's for 18 and 20),
     * and requires {@link BergerTables} to equal it in every round up to 20 players.
     */
    @Test
    void theRoundToRoundRuleOfThePublishedTablesGivesEveryRoundUpToTwentyPlayers() throws IOException {
        Map<Integer, Map<Integer, String>> pub = published();
        int checkedAgainstPublished = 0;
        for (int size = 4; size <= 20; size += 2) {
            int half = size / 2;
            int[][] round = new int[half][2];
            for (int board = 0; board < half; board++) {
                round[board][0] = board + 1;
                round[board][1] = size - board;
            }
            List<List<Pair>> table = BergerTables.table(size);
            for (int r = 1; r < size; r++) {
                StringBuilder text = new StringBuilder();
                for (int[] game : round) {
                    text.append(text.isEmpty() ? "" : " ").append(game[0]).append('-').append(game[1]);
                }
                String published = pub.getOrDefault(size, Map.of()).get(r);
                if (published != null) {
                    assertEquals(published, text.toString(), "the rule against the published size " + size + " round " + r);
                    checkedAgainstPublished++;
                }
                assertEquals(text.toString(), text(table.get(r - 1)), "size " + size + " round " + r);
                for (int[] game : round) {
                    for (int side = 0; side < 2; side++) {
                        if (game[side] != size) {
                            game[side] = (game[side] - 1 + half) % (size - 1) + 1;
                        }
                    }
                }
                int[] first = round[0];
                round[0] = new int[] {first[1], first[0]};
            }
        }
        assertEquals(3 + 5 + 7 + 9 + 11 + 13 + 15 + 17 + 19, checkedAgainstPublished);
    }

    @Test
    void everyPlayerMeetsEveryOtherOnceWithBalancedColoursForThreeToTwentyPlayers() {
        for (int n = 3; n <= 20; n++) {
            List<Round> rounds = BergerTables.schedule(n);
            int size = n % 2 == 0 ? n : n + 1;
            assertEquals(size - 1, rounds.size(), n + " players");
            Set<String> met = new HashSet<>();
            int[] whites = new int[n + 1];
            int[] byes = new int[n + 1];
            for (Round r : rounds) {
                Set<Integer> seen = new HashSet<>();
                for (Pair g : r.games()) {
                    assertTrue(seen.add(g.white()) && seen.add(g.black()), "twice in a round");
                    assertTrue(met.add(Math.min(g.white(), g.black()) + "-" + Math.max(g.white(), g.black())),
                            n + " players: " + g + " again");
                    whites[g.white()]++;
                }
                r.bye().ifPresent(b -> {
                    byes[b]++;
                    seen.add(b);
                });
                assertEquals(n, seen.size(), n + " players, round " + r.number() + ": everyone once");
                assertEquals(n % 2 == 1, r.bye().isPresent());
            }
            assertEquals(n * (n - 1) / 2, met.size());
            int games = size - 1 - (n % 2);
            for (int p = 1; p <= n; p++) {
                // half the games with white, rounded either way
                assertTrue(Math.abs(2 * whites[p] - games) <= 1, n + " players: " + p + " has " + whites[p] + " whites");
                assertEquals(n % 2, byes[p]);
            }
        }
    }

    @Test
    void oddNumberOfPlayersGivesTheByeToWhoeverMeetsTheHighestNumber() {
        List<Round> rounds = BergerTables.schedule(5);
        // table of 6: round 1 is 1-6, 2-5, 3-4 -> 1 has the bye
        assertEquals(OptionalInt.of(1), rounds.get(0).bye());
        assertEquals("2-5 3-4", text(rounds.get(0).games()));
        assertEquals(new Pair(2, 5), rounds.get(0).games().get(0)); // board 1: the bye leaves no gap
        // round 2 is 6-4, 5-3, 1-2 -> 4 has the bye
        assertEquals(OptionalInt.of(4), rounds.get(1).bye());
        assertEquals(0, rounds.get(1).opponent(4));
        assertEquals(3, rounds.get(1).opponent(5));
    }

    @Test
    void doubleRoundRobinReversesColoursInTheSecondCycle() {
        List<Round> rounds = BergerTables.schedule(4, 2, false);
        assertEquals(6, rounds.size());
        assertEquals("1-4 2-3", text(rounds.get(0).games()));
        assertEquals("4-1 3-2", text(rounds.get(3).games()));
        assertEquals("3-4 2-1", text(rounds.get(4).games()));
        assertEquals("4-2 1-3", text(rounds.get(5).games()));
        for (int r = 0; r < 6; r++) {
            assertEquals(r + 1, rounds.get(r).number());
        }
    }

    @Test
    void swappingTheLastTwoRoundsOfTheFirstCycleAvoidsThreeEqualColoursInARow() {
        for (int n = 4; n <= 20; n += 2) {
            List<Round> plain = BergerTables.schedule(n, 2, false);
            List<Round> swapped = BergerTables.schedule(n, 2, true);
            int c = n - 1;
            assertEquals(text(plain.get(c - 1).games()), text(swapped.get(c - 2).games()));
            assertEquals(text(plain.get(c - 2).games()), text(swapped.get(c - 1).games()));
            assertEquals(text(plain.get(c).games()), text(swapped.get(c).games()), "second cycle unchanged");
            assertTrue(longestColourRun(plain, n) >= 3, n + ": the plain double cycle has a run of three");
            assertTrue(longestColourRun(swapped, n) <= 2, n + ": swapped, no run longer than two");
        }
    }

    private static int longestColourRun(List<Round> rounds, int players) {
        int longest = 0;
        for (int player = 1; player <= players; player++) {
            int p = player;
            int run = 0;
            boolean lastWhite = false;
            for (Round r : rounds) {
                boolean white = r.games().stream().anyMatch(g -> g.white() == p);
                run = run > 0 && white == lastWhite ? run + 1 : 1;
                lastWhite = white;
                longest = Math.max(longest, run);
            }
        }
        return longest;
    }

    @Test
    void rejectsImpossibleSchedules() {
        assertThrows(IllegalArgumentException.class, () -> BergerTables.schedule(1));
        assertThrows(IllegalArgumentException.class, () -> BergerTables.schedule(4, 3, false));
        assertThrows(IllegalArgumentException.class, () -> BergerTables.table(7));
        assertThrows(IllegalArgumentException.class, () -> BergerTables.schedule(2, 2, true));
    }
}
