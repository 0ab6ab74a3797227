package org.hakem.tournament.domain;

import java.util.List;
import java.util.Optional;
import org.hakem.event.domain.EventOwners;

/** Where tournaments, their rounds and their audit trail are kept. Implemented with JPA at the edge. */
public interface EventRepository {

    Optional<TournamentEvent> find(long id);

    /**
     * The name and arbiters of a tournament without loading the rest of it: for the results hot path. Empty when no
     * such tournament.
     */
    Optional<EventOwners> owners(long id);

    /** Tournaments, newest start date first; only public ones unless {@code includePrivate}. */
    List<TournamentEvent> list(boolean includePrivate);

    /** {@link #list} with every tournament's entries loaded, in one query. */
    List<TournamentEvent> listWithEntries(boolean includePrivate);

    TournamentEvent add(TournamentEvent event);

    void remove(TournamentEvent event);

    /** The rounds of a tournament, by number, with their boards. */
    List<EventRound> rounds(long eventId);

    Optional<EventRound> round(long eventId, int number);

    EventRound addRound(EventRound round);

    void removeRound(EventRound round);

    /** One board, read for a change (its version is checked on write). */
    Optional<Pairing> board(long eventId, int round, int board);

    void audit(AuditEntry entry);

    /** The audit trail of a tournament, newest first, at most {@code limit} entries. */
    List<AuditEntry> auditTrail(long eventId, int limit);

    /** Writes pending changes now, so version conflicts show inside the use case. */
    void flush();
}
