package org.hakem.team.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Optional;
import java.util.stream.Stream;
import org.hakem.event.application.Actor;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.EventStore;
import org.hakem.live.application.EventLiveBoards;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.LiveBoard;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventRepository;
import org.hakem.team.domain.TeamRound;

/** A team event's boards as the live day sees them ({@link EventLiveBoards}): a round's matches, board by board. */
@ApplicationScoped
@Transactional
public class TeamLiveBoards extends EventLiveBoards<TeamEvent, TeamRound, MatchBoard> {

    @Inject
    TeamEventRepository events;

    @Inject
    TeamResultService results;

    @Override
    public String kind() {
        return TeamResultService.ARCHIVE_KIND;
    }

    @Override
    protected EventStore<TeamEvent, TeamRound, ?> store() {
        return events;
    }

    @Override
    protected Stream<MatchBoard> boards(TeamRound round) {
        return round.matches().stream().flatMap(m -> m.boards().stream());
    }

    @Override
    protected Optional<MatchBoard> board(TeamRound round, int match, int board) {
        return round.match(match).flatMap(m -> m.board(board));
    }

    @Override
    protected MatchBoard record(BoardAddress a, MatchBoard b, BoardResult result, Actor actor) {
        return results.record(a.eventId(), a.round(), a.match(), a.board(), b.version(), result, false, actor);
    }

    @Override
    protected MatchBoard attach(BoardAddress a, MatchBoard b, String pdn, Actor actor) {
        return results.attachGame(a.eventId(), a.round(), a.match(), a.board(), b.version(), pdn, actor);
    }

    @Override
    protected LiveBoard live(TeamEvent e, int round, MatchBoard b) {
        return new LiveBoard(new BoardAddress(TeamResultService.ARCHIVE_KIND, e.id(), round, b.match().number(),
                b.board()), b.id(), e.name(), e.variant(), b.white() == null ? null : b.white().name(),
                b.black() == null ? null : b.black().name(), b.result(), b.pdn(), TeamResultService.tags(e, round, b),
                e.publicEvent());
    }

    @Override
    public void audit(long eventId, int round, String action, String oldValue, String newValue, Actor actor) {
        events.audit(new org.hakem.team.domain.TeamAudit(eventId, actor.name(), action, round, null, null, oldValue,
                newValue));
    }
}
