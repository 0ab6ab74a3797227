package org.hakem.tournament.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;

/** Tournaments, rounds, boards and the audit trail in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaEventRepository implements EventRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<TournamentEvent> find(long id) {
        return Optional.ofNullable(em.find(TournamentEvent.class, id));
    }

    @Override
    public Optional<String> arbiters(long id) {
        List<String> found = em.createQuery("select coalesce(e.arbiters, '') from TournamentEvent e where e.id = :id", String.class)
                .setParameter("id", id).getResultList();
        return found.stream().findFirst();
    }

    @Override
    public List<TournamentEvent> list(boolean includePrivate) {
        return em.createQuery("select e from TournamentEvent e where e.publicEvent = true or :all = true "
                        + "order by e.startDate desc nulls last, e.id desc", TournamentEvent.class)
                .setParameter("all", includePrivate)
                .getResultList();
    }

    @Override
    public TournamentEvent add(TournamentEvent event) {
        em.persist(event);
        em.flush();
        return event;
    }

    @Override
    public void remove(TournamentEvent event) {
        em.createQuery("delete from AuditEntry a where a.eventId = :id").setParameter("id", event.id()).executeUpdate();
        for (EventRound r : rounds(event.id())) {
            em.remove(r);
        }
        em.flush();
        em.remove(event);
    }

    @Override
    public List<EventRound> rounds(long eventId) {
        return em.createQuery("select distinct r from EventRound r left join fetch r.boards b "
                        + "where r.eventId = :id order by r.number", EventRound.class)
                .setParameter("id", eventId)
                .getResultList();
    }

    @Override
    public Optional<EventRound> round(long eventId, int number) {
        return em.createQuery("select r from EventRound r where r.eventId = :id and r.number = :n", EventRound.class)
                .setParameter("id", eventId).setParameter("n", number)
                .getResultStream().findFirst();
    }

    @Override
    public EventRound addRound(EventRound round) {
        em.persist(round);
        em.flush();
        return round;
    }

    @Override
    public void removeRound(EventRound round) {
        em.remove(round);
    }

    @Override
    public Optional<Pairing> board(long eventId, int round, int board) {
        return em.createQuery("select p from Pairing p join fetch p.round r join fetch p.white left join fetch p.black "
                        + "where r.eventId = :id and r.number = :n "
                        + "and p.board = :b", Pairing.class)
                .setParameter("id", eventId).setParameter("n", round).setParameter("b", board)
                .getResultStream().findFirst();
    }

    @Override
    public void audit(AuditEntry entry) {
        em.persist(entry);
    }

    @Override
    public List<AuditEntry> auditTrail(long eventId, int limit) {
        return em.createQuery("select a from AuditEntry a where a.eventId = :id order by a.id desc", AuditEntry.class)
                .setParameter("id", eventId).setMaxResults(limit).getResultList();
    }

    @Override
    public void flush() {
        em.flush();
    }
}
