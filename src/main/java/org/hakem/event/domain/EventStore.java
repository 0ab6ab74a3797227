package org.hakem.event.domain;

import java.util.List;
import java.util.Optional;

/**
 * Where the events of one kind (tournaments, team events), their rounds and their audit trail are kept: what every
 * kind of event's repository does. Implemented with JPA at the edge ({@code event.infrastructure.JpaEventRecords}).
 *
 * @param <E> the event
 * @param <R> its round
 * @param <A> a row of its audit trail
 */
public interface EventStore<E extends ArbitratedEvent, R extends PairedRound, A extends AuditRecord> {

    Optional<E> find(long id);

    /** Events, newest start date first; only public ones unless {@code includePrivate}. */
    List<E> list(boolean includePrivate);

    /** {@link #list} with every event's entrants (players, teams) loaded, in one query. */
    List<E> listWithEntrants(boolean includePrivate);

    /** The events a registry player is entered in (by player id), newest start date first; only public ones unless {@code includePrivate}. */
    List<E> withPlayer(long playerId, boolean includePrivate);

    E add(E event);

    /** Removes the event with its audit trail and its rounds. */
    void remove(E event);

    /** The rounds of an event, by number, with what they hold. */
    List<R> rounds(long eventId);

    Optional<R> round(long eventId, int number);

    R addRound(R round);

    void removeRound(R round);

    void audit(A entry);

    /** The audit trail of an event, newest first, at most {@code limit} entries. */
    List<A> auditTrail(long eventId, int limit);

    /** Writes pending changes now, so version conflicts show inside the use case. */
    void flush();
}
