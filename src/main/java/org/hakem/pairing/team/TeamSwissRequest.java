package org.hakem.pairing.team;

import java.util.List;
import java.util.Objects;

/**
 * The input of one round of a team Swiss.
 *
 * @param round the round to pair (1-based)
 * @param rules the event's rules
 * @param teams the teams to pair this round (absent and withdrawn teams left out), any order
 */
public record TeamSwissRequest(int round, TeamSwissRules rules, List<SwissTeam> teams) {
    public TeamSwissRequest {
        Objects.requireNonNull(rules, "rules");
        teams = List.copyOf(teams);
        if (round < 1) {
            throw new IllegalArgumentException("rounds are numbered from 1, not " + round);
        }
    }
}
