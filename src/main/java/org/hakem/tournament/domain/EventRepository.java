package org.hakem.tournament.domain;

import java.util.Optional;
import org.hakem.event.domain.EventOwners;
import org.hakem.event.domain.EventStore;

/** Where tournaments, their rounds and their audit trail are kept ({@link EventStore}), and what only tournaments ask. */
public interface EventRepository extends EventStore<TournamentEvent, EventRound, AuditEntry> {

    /**
     * The name and arbiters of a tournament without loading the rest of it: for the results hot path. Empty when no
     * such tournament.
     */
    Optional<EventOwners> owners(long id);

    /** One board, read for a change (its version is checked on write). */
    Optional<Pairing> board(long eventId, int round, int board);
}
