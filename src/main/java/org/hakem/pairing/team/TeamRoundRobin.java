package org.hakem.pairing.team;

import java.util.ArrayList;
import java.util.List;
import org.hakem.pairing.Pair;
import org.hakem.pairing.roundrobin.BergerTables;
import org.hakem.pairing.roundrobin.Round;

/**
 * Team round robins from FIDE's Berger tables (Handbook C.05 Annex 1), exactly as the individual round robin in
 * {@code org.hakem.pairing.roundrobin}: team numbers take the place of start numbers, the table's White is the home
 * team; a double round robin repeats the table with home and away exchanged.
 */
public final class TeamRoundRobin {

    private TeamRoundRobin() {
    }

    /**
     * The schedule of {@code teams} teams numbered 1..teams.
     *
     * @param teams                   at least 2
     * @param cycles                  1 (single) or 2 (double: the second cycle with home and away reversed)
     * @param swapLastTwoOfFirstCycle exchange the last two rounds of the first cycle (FIDE's advice for double
     *                                round robins, so that no team is at home three times running across the
     *                                cycles); needs at least 3 rounds per cycle
     */
    public static List<TeamRoundPairing> schedule(int teams, int cycles, boolean swapLastTwoOfFirstCycle) {
        List<TeamRoundPairing> out = new ArrayList<>();
        for (Round r : BergerTables.schedule(teams, cycles, swapLastTwoOfFirstCycle)) {
            List<TeamFixture> fixtures = new ArrayList<>();
            for (Pair p : r.games()) {
                fixtures.add(new TeamFixture(p.white(), p.black()));
            }
            out.add(new TeamRoundPairing(r.number(), fixtures, r.bye()));
        }
        return List.copyOf(out);
    }
}
