package org.hakem.event.infrastructure;

import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Optional;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.AuditRecord;
import org.hakem.event.domain.EventStore;
import org.hakem.event.domain.PairedRound;

/**
 * What the JPA repositories of tournaments and of team events do alike, for an event entity with public and private
 * events and a start date, its rounds ({@link PairedRound}) and its audit trail ({@link AuditRecord}): find, list,
 * add and remove events, find, add and remove rounds, write and read the audit trail. The subclass names the entities
 * and says how the rounds are loaded with what they hold.
 *
 * @param <E> the event entity
 * @param <R> the round entity
 * @param <A> the audit entity
 */
public abstract class JpaEventRecords<E extends ArbitratedEvent, R extends PairedRound, A extends AuditRecord>
        implements EventStore<E, R, A> {

    private final Class<E> eventType;
    private final Class<R> roundType;
    private final Class<A> auditType;
    private final String entrants;

    /**
     * @param entrants the event's collection of entrants ({@code entries}, {@code teams}) that {@link #listWithEntrants}
     *                 loads
     */
    protected JpaEventRecords(Class<E> eventType, Class<R> roundType, Class<A> auditType, String entrants) {
        this.eventType = eventType;
        this.roundType = roundType;
        this.auditType = auditType;
        this.entrants = entrants;
    }

    /** The persistence context the subclass is given. */
    protected abstract EntityManager em();

    /** The rounds of an event, by number, with what they hold. */
    public abstract List<R> rounds(long eventId);

    public Optional<E> find(long id) {
        return Optional.ofNullable(em().find(eventType, id));
    }

    /** Events, newest start date first; only public ones unless {@code includePrivate}. */
    public List<E> list(boolean includePrivate) {
        return listFetching(includePrivate, null);
    }

    /** {@link #list} with every event's entrants loaded by the same query, not by a query per event. */
    @Override
    public List<E> listWithEntrants(boolean includePrivate) {
        return listFetching(includePrivate, entrants);
    }

    private List<E> listFetching(boolean includePrivate, String collection) {
        return em().createQuery("select e from " + entity(eventType) + " e "
                        + (collection == null ? "" : "left join fetch e." + collection + " ")
                        + "where e.publicEvent = true or :all = true "
                        + "order by e.startDate desc nulls last, e.id desc", eventType)
                .setParameter("all", includePrivate)
                .getResultList();
    }

    /**
     * The JPQL condition that the event {@code e} has the registry player {@code :player} among its entrants (a
     * tournament's entries, a team's roster).
     */
    protected abstract String hasPlayer();

    @Override
    public List<E> withPlayer(long playerId, boolean includePrivate) {
        return em().createQuery("select e from " + entity(eventType) + " e where (e.publicEvent = true or :all = true) "
                        + "and " + hasPlayer() + " order by e.startDate desc nulls last, e.id desc", eventType)
                .setParameter("all", includePrivate)
                .setParameter("player", playerId)
                .getResultList();
    }

    public E add(E event) {
        em().persist(event);
        em().flush();
        return event;
    }

    /** Removes the event with its audit trail and its rounds. */
    public void remove(E event) {
        long id = event.id();
        em().createQuery("delete from " + entity(auditType) + " a where a.eventId = :id").setParameter("id", id)
                .executeUpdate();
        for (R r : rounds(id)) {
            em().remove(r);
        }
        em().flush();
        em().remove(event);
    }

    public Optional<R> round(long eventId, int number) {
        return em().createQuery("select r from " + entity(roundType) + " r where r.eventId = :id and r.number = :n",
                        roundType)
                .setParameter("id", eventId).setParameter("n", number)
                .getResultStream().findFirst();
    }

    public R addRound(R round) {
        em().persist(round);
        em().flush();
        return round;
    }

    public void removeRound(R round) {
        em().remove(round);
    }

    public void audit(A entry) {
        em().persist(entry);
    }

    /** The audit trail of an event, newest first, at most {@code limit} entries. */
    public List<A> auditTrail(long eventId, int limit) {
        return em().createQuery("select a from " + entity(auditType) + " a where a.eventId = :id order by a.id desc",
                        auditType)
                .setParameter("id", eventId).setMaxResults(limit).getResultList();
    }

    /** Writes pending changes now, so version conflicts show inside the use case. */
    public void flush() {
        em().flush();
    }

    /** The entity's JPQL name: its class's simple name (none of these entities renames itself). */
    private static String entity(Class<?> type) {
        return type.getSimpleName();
    }
}
