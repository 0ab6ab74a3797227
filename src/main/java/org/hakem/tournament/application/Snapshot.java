package org.hakem.tournament.application;

import java.util.List;
import org.hakem.event.application.EventSnapshot;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.TournamentEvent;

/** A tournament and its rounds, fully loaded ({@link EventSnapshot}). */
public record Snapshot(TournamentEvent event, List<EventRound> rounds) implements EventSnapshot<TournamentEvent, EventRound> {

    public Snapshot {
        rounds = List.copyOf(rounds);
    }
}
