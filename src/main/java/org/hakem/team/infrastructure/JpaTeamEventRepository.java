package org.hakem.team.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventRepository;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamRound;

/** Team events, rounds, matches, boards and the audit trail in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaTeamEventRepository implements TeamEventRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<TeamEvent> find(long id) {
        return Optional.ofNullable(em.find(TeamEvent.class, id));
    }

    @Override
    public List<TeamEvent> list(boolean includePrivate) {
        return em.createQuery("select e from TeamEvent e where e.publicEvent = true or :all = true "
                        + "order by e.startDate desc nulls last, e.id desc", TeamEvent.class)
                .setParameter("all", includePrivate)
                .getResultList();
    }

    @Override
    public TeamEvent add(TeamEvent event) {
        em.persist(event);
        em.flush();
        return event;
    }

    @Override
    public void remove(TeamEvent event) {
        em.createQuery("delete from TeamAudit a where a.eventId = :id").setParameter("id", event.id()).executeUpdate();
        for (TeamRound r : rounds(event.id())) {
            em.remove(r);
        }
        em.flush();
        em.remove(event);
    }

    @Override
    public List<TeamRound> rounds(long eventId) {
        List<TeamRound> rounds = em.createQuery("select distinct r from TeamRound r left join fetch r.matches m "
                        + "where r.eventId = :id order by r.number", TeamRound.class)
                .setParameter("id", eventId)
                .getResultList();
        if (!rounds.isEmpty()) { // the boards in one more query, not one per match
            em.createQuery("select distinct m from TeamMatch m left join fetch m.boards where m.round in :rounds",
                    TeamMatch.class).setParameter("rounds", rounds).getResultList();
        }
        return rounds;
    }

    @Override
    public Optional<TeamRound> round(long eventId, int number) {
        return em.createQuery("select r from TeamRound r where r.eventId = :id and r.number = :n", TeamRound.class)
                .setParameter("id", eventId).setParameter("n", number)
                .getResultStream().findFirst();
    }

    @Override
    public TeamRound addRound(TeamRound round) {
        em.persist(round);
        em.flush();
        return round;
    }

    @Override
    public void removeRound(TeamRound round) {
        em.remove(round);
    }

    @Override
    public Optional<TeamMatch> match(long eventId, int round, int match) {
        return em.createQuery("select m from TeamMatch m join fetch m.round r where r.eventId = :id "
                        + "and r.number = :n and m.number = :m", TeamMatch.class)
                .setParameter("id", eventId).setParameter("n", round).setParameter("m", match)
                .getResultStream().findFirst();
    }

    @Override
    public Optional<MatchBoard> board(long eventId, int round, int match, int board) {
        return em.createQuery("select b from MatchBoard b join fetch b.match m join fetch m.round r "
                        + "where r.eventId = :id and r.number = :n and m.number = :m and b.board = :b", MatchBoard.class)
                .setParameter("id", eventId).setParameter("n", round).setParameter("m", match).setParameter("b", board)
                .getResultStream().findFirst();
    }

    @Override
    public void audit(TeamAudit entry) {
        em.persist(entry);
    }

    @Override
    public List<TeamAudit> auditTrail(long eventId, int limit) {
        return em.createQuery("select a from TeamAudit a where a.eventId = :id order by a.id desc", TeamAudit.class)
                .setParameter("id", eventId).setMaxResults(limit).getResultList();
    }

    @Override
    public void flush() {
        em.flush();
    }
}
