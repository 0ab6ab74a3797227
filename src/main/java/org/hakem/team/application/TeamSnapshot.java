package org.hakem.team.application;

import java.util.List;
import org.hakem.event.application.EventSnapshot;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamRound;

/** A team event and its rounds, fully loaded ({@link EventSnapshot}). */
public record TeamSnapshot(TeamEvent event, List<TeamRound> rounds) implements EventSnapshot<TeamEvent, TeamRound> {

    public TeamSnapshot {
        rounds = List.copyOf(rounds);
    }
}
