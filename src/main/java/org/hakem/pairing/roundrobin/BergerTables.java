package org.hakem.pairing.roundrobin;

import java.util.ArrayList;
import org.hakem.pairing.Pair;
import java.util.List;
import java.util.OptionalInt;

/**
 * FIDE's Berger tables.
 *
 * <p>For an even table size n (the number of players, plus one dummy when it is odd) there are n-1
 * rounds. The player n stays fixed; in round r its opponent is p = 1 + (r-1)·n/2 (mod n-1, taking
 * values 1..n-1), with p having white in odd rounds and n in even rounds. Board k (k = 2..n/2) pairs
 * white p+k-1 with black p-k+1 (mod n-1). This is the construction that generates the published tables:
 * round 1 is 1-n, 2-(n-1), ..., round 2 is n-(n/2+1), (n/2+2)-(n/2), ..., 1-2.
 */
public final class BergerTables {

    private BergerTables() {
    }

    /**
     * The Berger table for an even size: n-1 rounds of n/2 games, board 1 being the game of player n.
     *
     * @throws IllegalArgumentException when {@code size} is odd or less than 2
     */
    public static List<List<Pair>> table(int size) {
        if (size < 2 || size % 2 != 0) {
            throw new IllegalArgumentException("a Berger table has an even size of at least 2, not " + size);
        }
        int m = size - 1;
        List<List<Pair>> rounds = new ArrayList<>();
        for (int r = 1; r <= m; r++) {
            int p = mod(1 + (r - 1) * (size / 2), m);
            List<Pair> games = new ArrayList<>();
            games.add(r % 2 == 1 ? new Pair(p, size) : new Pair(size, p));
            for (int k = 2; k <= size / 2; k++) {
                games.add(new Pair(mod(p + k - 1, m), mod(p - k + 1, m)));
            }
            rounds.add(List.copyOf(games));
        }
        return List.copyOf(rounds);
    }

    /** x mod m as 1..m. */
    private static int mod(int x, int m) {
        return Math.floorMod(x - 1, m) + 1;
    }

    /**
     * The schedule for {@code players} players numbered 1..players.
     *
     * @param players                 at least 2
     * @param cycles                  1 (single round robin) or 2 (double: the second cycle repeats the
     *                                table with colours reversed)
     * @param swapLastTwoOfFirstCycle exchange the last two rounds of the first cycle (FIDE's advice for
     *                                double round robins, so that nobody has the same colour three times
     *                                running across the two cycles); needs at least 3 rounds per cycle
     */
    public static List<Round> schedule(int players, int cycles, boolean swapLastTwoOfFirstCycle) {
        if (players < 2) {
            throw new IllegalArgumentException("a round robin needs at least 2 players, not " + players);
        }
        if (cycles != 1 && cycles != 2) {
            throw new IllegalArgumentException("cycles must be 1 or 2, not " + cycles);
        }
        int size = players % 2 == 0 ? players : players + 1;
        List<List<Pair>> table = table(size);
        int perCycle = table.size();
        if (swapLastTwoOfFirstCycle && perCycle < 3) {
            throw new IllegalArgumentException("swapping the last two rounds needs at least 3 rounds per cycle");
        }
        List<List<Pair>> first = new ArrayList<>(table);
        if (swapLastTwoOfFirstCycle) {
            first.set(perCycle - 2, table.get(perCycle - 1));
            first.set(perCycle - 1, table.get(perCycle - 2));
        }
        List<Round> out = new ArrayList<>();
        for (List<Pair> games : first) {
            out.add(round(out.size() + 1, games, players, false));
        }
        if (cycles == 2) {
            for (List<Pair> games : table) {
                out.add(round(out.size() + 1, games, players, true));
            }
        }
        return List.copyOf(out);
    }

    /** Single round robin, table order. */
    public static List<Round> schedule(int players) {
        return schedule(players, 1, false);
    }

    private static Round round(int number, List<Pair> games, int players, boolean reversed) {
        List<Pair> out = new ArrayList<>();
        OptionalInt bye = OptionalInt.empty();
        for (Pair g : games) {
            if (g.white() > players) {
                bye = OptionalInt.of(g.black());
            } else if (g.black() > players) {
                bye = OptionalInt.of(g.white());
            } else {
                out.add(reversed ? g.reversed() : g);
            }
        }
        return new Round(number, out, bye);
    }
}
