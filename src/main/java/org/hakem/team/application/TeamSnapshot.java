package org.hakem.team.application;

import org.hakem.event.application.EventSnapshot;
import java.util.List;
import java.util.Optional;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamRound;

/**
 * A team event and its rounds read in one transaction, fully loaded, for showing and exporting after the transaction
 * ended. Do not change it: changes go through the services.
 */
public record TeamSnapshot(TeamEvent event, List<TeamRound> rounds) implements EventSnapshot<TeamEvent> {

    public TeamSnapshot {
        rounds = List.copyOf(rounds);
    }

    public Optional<TeamRound> round(int number) {
        return rounds.stream().filter(r -> r.number() == number).findFirst();
    }

    /** The rounds a viewer sees: all for arbiters, the published ones for everyone else. */
    public List<TeamRound> visibleRounds(boolean arbiter) {
        return rounds.stream().filter(r -> arbiter || r.published()).toList();
    }
}
