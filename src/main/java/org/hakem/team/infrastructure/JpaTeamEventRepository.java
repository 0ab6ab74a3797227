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
import org.hakem.event.infrastructure.JpaEventRecords;

/** Team events, rounds, matches, boards and the audit trail in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaTeamEventRepository extends JpaEventRecords<TeamEvent, TeamRound, TeamAudit>
        implements TeamEventRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    public JpaTeamEventRepository() {
        super(TeamEvent.class, TeamRound.class, TeamAudit.class, "teams");
    }

    @Override
    protected EntityManager em() {
        return em;
    }

    @Override
    protected String hasPlayer() {
        return "exists (select 1 from TeamMember m where m.team.event = e and m.playerId = :player)";
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
}
