package org.hakem.pairing.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.team.Team;

/**
 * The initial order of the teams, from which their pairing numbers follow (1 for the first). C.04.6 leaves it to
 * the competition (its preface omits the General Handling Rules 2.1 - 2.3); Hakem's default when the regulation says
 * nothing: the higher strength first, the strength being the team's stated strength factor (TRF 310), else the
 * average rating of the rated players among the first {@code boards} of its roster (rounded half up; 0 when none is
 * rated), as team events commonly seed by their top boards; then the name, then the current number.
 */
public final class TeamInitialOrder {

    private TeamInitialOrder() {
    }

    /** A team's strength for the initial order. */
    public static int strength(Team team, Map<Integer, Integer> ratings, int boards) {
        if (team.strength() > 0) {
            return team.strength();
        }
        long sum = 0;
        int rated = 0;
        for (int p : team.roster().subList(0, Math.min(boards, team.roster().size()))) {
            int r = ratings.getOrDefault(p, 0);
            if (r > 0) {
                sum += r;
                rated++;
            }
        }
        return rated == 0 ? 0 : (int) Math.floorDiv(2 * sum + rated, 2L * rated);
    }

    /**
     * The team numbers in initial order.
     *
     * @param teams   the teams
     * @param ratings players' ratings by start number (0 or absent: unrated)
     * @param boards  boards per match
     */
    public static List<Integer> order(List<Team> teams, Map<Integer, Integer> ratings, int boards) {
        List<Team> sorted = new ArrayList<>(teams);
        sorted.sort(Comparator.<Team>comparingInt(t -> -strength(t, ratings, boards))
                .thenComparing(Team::name, String.CASE_INSENSITIVE_ORDER)
                .thenComparingInt(Team::number));
        return sorted.stream().map(Team::number).toList();
    }
}
