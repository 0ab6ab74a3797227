package org.hakem.pairing.team;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.IntFunction;
import org.hakem.crosstable.team.Team;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.pairing.PairingException;

/**
 * Checks recorded team rounds: the absolute rules (no team meets another twice, every team paired once, the
 * pairing-allocated bye only to a team that may have it: C.04.6 Articles 2.1.1, 2.1.2) and, for a Swiss, whether
 * the recorded pairing and colours are those the C.04.6 engine gives.
 */
public final class TeamPairingCheck {

    private TeamPairingCheck() {
    }

    /** One problem found in a round. */
    public record Finding(int round, String message) {
        @Override
        public String toString() {
            return "round " + round + ": " + message;
        }
    }

    /** Breaches of the absolute criteria of a round's pairing, given the teams' histories; empty when none. */
    public static List<Finding> violations(TeamSwissRequest request, TeamRoundPairing pairing) {
        int round = request.round();
        List<Finding> out = new ArrayList<>();
        Map<Integer, SwissTeam> teams = new HashMap<>();
        for (SwissTeam t : request.teams()) {
            teams.put(t.number(), t);
        }
        Set<Integer> seen = new HashSet<>();
        for (TeamFixture f : pairing.fixtures()) {
            for (int t : new int[] {f.home(), f.away()}) {
                if (!teams.containsKey(t)) {
                    out.add(new Finding(round, "team " + t + " is paired but takes no part in the round"));
                } else if (!seen.add(t)) {
                    out.add(new Finding(round, "team " + t + " is paired twice"));
                }
            }
            SwissTeam h = teams.get(f.home());
            if (h != null && h.opponents().contains(f.away())) {
                out.add(new Finding(round, "teams " + f.home() + " and " + f.away()
                        + " have met before (C.04.6 2.1.1)"));
            }
            if (request.prohibited(f.home(), f.away())) {
                out.add(new Finding(round, "teams " + f.home() + " and " + f.away()
                        + " must not meet in this round (a prohibited pairing)"));
            }
        }
        if (pairing.bye().isPresent()) {
            int b = pairing.bye().getAsInt();
            SwissTeam t = teams.get(b);
            if (t == null) {
                out.add(new Finding(round, "team " + b + " has the pairing-allocated bye but takes no part"));
            } else {
                if (!seen.add(b)) {
                    out.add(new Finding(round, "team " + b + " has the pairing-allocated bye and a match"));
                }
                if (t.byeBarred()) {
                    out.add(new Finding(round, "team " + b + " has the pairing-allocated bye but already scored"
                            + " without playing (C.04.6 2.1.2)"));
                }
            }
        }
        for (SwissTeam t : request.teams()) {
            if (!seen.contains(t.number())) {
                out.add(new Finding(round, "team " + t.number() + " is not paired"));
            }
        }
        if (pairing.bye().isPresent() && request.teams().size() % 2 == 0) {
            out.add(new Finding(round, "a pairing-allocated bye with an even number of teams"));
        }
        return out;
    }

    /** The recorded pairing of a round of an event (home first; the pairing-allocated bye). */
    public static TeamRoundPairing recorded(TeamCrosstable event, int round) {
        List<TeamFixture> fixtures = new ArrayList<>();
        for (TeamMatch m : event.matches(round)) {
            fixtures.add(new TeamFixture(m.home(), m.away()));
        }
        OptionalInt bye = OptionalInt.empty();
        for (TeamBye b : event.byes(round)) {
            if (b.kind() == TeamBye.Kind.PAIRING_ALLOCATED) {
                bye = OptionalInt.of(b.team());
            }
        }
        return new TeamRoundPairing(round, fixtures, bye);
    }

    /** The teams that took no part in a round's pairing: neither a match nor the pairing-allocated bye. */
    public static Set<Integer> notPaired(TeamCrosstable event, int round) {
        TeamRoundPairing rec = recorded(event, round);
        Set<Integer> out = new HashSet<>();
        for (Team t : event.teams()) {
            if (rec.opponent(t.number()) < 0) {
                out.add(t.number());
            }
        }
        return out;
    }

    /**
     * Re-pairs every recorded round of a team Swiss with {@link TeamSwissPairer} and reports the breaches of the
     * absolute criteria and every difference from the engine (fixtures, home team, bye); empty when all agree.
     */
    public static List<Finding> check(TeamCrosstable event, TeamSwissRules rules) {
        return check(event, rules, round -> Map.of());
    }

    /** As {@link #check(TeamCrosstable, TeamSwissRules)}, with the pairs of teams prohibited in each round. */
    public static List<Finding> check(TeamCrosstable event, TeamSwissRules rules,
                                      IntFunction<Map<Integer, Set<Integer>>> prohibitedInRound) {
        List<Finding> out = new ArrayList<>();
        for (int r = 1, n = event.roundsRecorded(); r <= n; r++) {
            TeamSwissRequest request = TeamSwissRequests.of(event, r, notPaired(event, r), rules,
                    prohibitedInRound.apply(r));
            TeamRoundPairing recorded = recorded(event, r);
            out.addAll(violations(request, recorded));
            TeamRoundPairing engine;
            try {
                engine = TeamSwissPairer.pair(request);
            } catch (PairingException e) {
                out.add(new Finding(r, "the engine finds no pairing: " + e.getMessage()));
                continue;
            }
            out.addAll(differences(r, recorded, engine));
        }
        return out;
    }

    private static List<Finding> differences(int round, TeamRoundPairing recorded, TeamRoundPairing engine) {
        List<Finding> out = new ArrayList<>();
        for (TeamFixture f : recorded.fixtures()) {
            int engineOpponent = engine.opponent(f.home());
            if (engineOpponent != f.away()) {
                out.add(new Finding(round, "recorded " + f.home() + "-" + f.away() + ", engine pairs " + f.home()
                        + (engineOpponent == 0 ? " with the bye" : " with " + engineOpponent)));
            } else if (!engine.fixtures().contains(f)) {
                out.add(new Finding(round, "recorded " + f.home() + "-" + f.away() + ", engine "
                        + f.away() + "-" + f.home() + " (first-board colours)"));
            }
        }
        if (!recorded.bye().equals(engine.bye())) {
            out.add(new Finding(round, "pairing-allocated bye recorded "
                    + (recorded.bye().isPresent() ? recorded.bye().getAsInt() : "none") + ", engine "
                    + (engine.bye().isPresent() ? engine.bye().getAsInt() : "none")));
        }
        return out;
    }
}
