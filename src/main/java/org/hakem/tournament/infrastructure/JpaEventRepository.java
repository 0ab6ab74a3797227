package org.hakem.tournament.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.hakem.event.domain.EventArbiter;
import org.hakem.event.domain.EventArbiters;
import org.hakem.event.domain.EventOwners;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.event.infrastructure.JpaEventRecords;

/** Tournaments, rounds, boards and the audit trail in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaEventRepository extends JpaEventRecords<TournamentEvent, EventRound, AuditEntry>
        implements EventRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    public JpaEventRepository() {
        super(TournamentEvent.class, EventRound.class, AuditEntry.class, "entries");
    }

    @Override
    protected String hasPlayer() {
        return "exists (select 1 from Entry x where x.event = e and x.playerId = :player)";
    }

    @Override
    protected EntityManager em() {
        return em;
    }

    @Override
    public Optional<EventOwners> owners(long id) {
        List<Object[]> found = em.createQuery("select e.name, a from TournamentEvent e left join e.arbiterRows a "
                        + "where e.id = :id", Object[].class)
                .setParameter("id", id).getResultList();
        if (found.isEmpty()) {
            return Optional.empty();
        }
        List<EventArbiter> rows = new ArrayList<>();
        found.stream().map(r -> (EventArbiter) r[1]).filter(Objects::nonNull).forEach(rows::add);
        return Optional.of(new EventOwners((String) found.get(0)[0], new EventArbiters(rows)));
    }

    @Override
    public List<EventRound> rounds(long eventId) {
        return em.createQuery("select distinct r from EventRound r left join fetch r.boards b "
                        + "where r.eventId = :id order by r.number", EventRound.class)
                .setParameter("id", eventId)
                .getResultList();
    }

    @Override
    public Optional<Pairing> board(long eventId, int round, int board) {
        return em.createQuery("select p from Pairing p join fetch p.round r join fetch p.white left join fetch p.black "
                        + "where r.eventId = :id and r.number = :n "
                        + "and p.board = :b", Pairing.class)
                .setParameter("id", eventId).setParameter("n", round).setParameter("b", board)
                .getResultStream().findFirst();
    }
}
