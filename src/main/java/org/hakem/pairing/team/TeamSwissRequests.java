package org.hakem.pairing.team;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.team.Team;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamRound;

/** Builds the Swiss pairer's input from a team event. */
public final class TeamSwissRequests {

    private TeamSwissRequests() {
    }

    /**
     * The request for round {@code round}, from the event's rounds before it.
     *
     * @param event     the event (rounds from {@code round} on are ignored)
     * @param round     the round to pair
     * @param notPaired teams that take no part in this round (absent, withdrawn, or given a bye beforehand)
     * @param rules     the event's rules
     */
    public static TeamSwissRequest of(TeamCrosstable event, int round, Set<Integer> notPaired, TeamSwissRules rules) {
        return of(event, round, notPaired, rules, Map.of());
    }

    /**
     * The request for round {@code round} with pairs of teams that must not meet (TRF 260; see
     * {@link TeamSwissRequest#prohibitedGroups}).
     */
    public static TeamSwissRequest of(TeamCrosstable event, int round, Set<Integer> notPaired, TeamSwissRules rules,
                                      Map<Integer, Set<Integer>> prohibited) {
        List<SwissTeam> teams = new ArrayList<>();
        for (Team t : event.teams()) {
            if (!notPaired.contains(t.number())) {
                teams.add(team(event, t.number(), round, rules));
            }
        }
        return new TeamSwissRequest(round, rules, teams, prohibited);
    }

    /** One team's state before round {@code round}. */
    static SwissTeam team(TeamCrosstable event, int team, int round, TeamSwissRules rules) {
        List<Colour> colours = new ArrayList<>();
        Set<Integer> opponents = new HashSet<>();
        int played = 0;
        boolean byeBarred = false;
        for (int r = 1; r < round; r++) {
            TeamRound tr = event.round(team, r);
            colours.add(tr.played() ? tr.firstBoardColour() : Colour.NONE);
            if (tr.played()) {
                played++;
                opponents.add(tr.opponent());
            }
            switch (tr.outcome()) {
                case PAIRING_BYE, FORFEIT_WON, FULL_BYE -> byeBarred = true;
                default -> {
                }
            }
        }
        boolean floated = false;
        if (round > 1) {
            TeamRound last = event.round(team, round - 1);
            if (last.played()) {
                floated = event.score(team, rules.primary(), round - 2)
                        != event.score(last.opponent(), rules.primary(), round - 2);
            }
        }
        return new SwissTeam(team, event.score(team, rules.primary(), round - 1),
                event.score(team, rules.primary().secondary(), round - 1), colours, played, opponents, byeBarred,
                floated);
    }
}
