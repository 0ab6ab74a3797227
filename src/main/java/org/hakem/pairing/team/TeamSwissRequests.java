package org.hakem.pairing.team;

import java.util.Set;
import org.hakem.crosstable.team.TeamCrosstable;

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
        throw new UnsupportedOperationException("skeleton");
    }
}
