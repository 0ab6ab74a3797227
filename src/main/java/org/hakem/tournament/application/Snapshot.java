package org.hakem.tournament.application;

import java.util.List;
import java.util.Optional;
import org.hakem.event.application.EventSnapshot;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.TournamentEvent;

/**
 * A tournament and its rounds read in one transaction, fully loaded, for showing and exporting after
 * the transaction ended. Do not change it: changes go through the services.
 */
public record Snapshot(TournamentEvent event, List<EventRound> rounds) implements EventSnapshot<TournamentEvent> {

    public Snapshot {
        rounds = List.copyOf(rounds);
    }

    public Optional<EventRound> round(int number) {
        return rounds.stream().filter(r -> r.number() == number).findFirst();
    }

    /** Rounds the public may see. */
    public List<EventRound> publishedRounds() {
        return rounds.stream().filter(EventRound::published).toList();
    }
}
