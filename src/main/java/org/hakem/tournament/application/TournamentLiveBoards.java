package org.hakem.tournament.application;

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
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;

/** A tournament's boards as the live day sees them ({@link EventLiveBoards}): a round's pairings, match 0. */
@ApplicationScoped
@Transactional
public class TournamentLiveBoards extends EventLiveBoards<TournamentEvent, EventRound, Pairing> {

    @Inject
    EventRepository events;

    @Inject
    ResultService results;

    @Override
    public String kind() {
        return ResultService.ARCHIVE_KIND;
    }

    @Override
    protected EventStore<TournamentEvent, EventRound, ?> store() {
        return events;
    }

    @Override
    protected Stream<Pairing> boards(EventRound round) {
        return round.boards().stream();
    }

    @Override
    protected Optional<Pairing> board(EventRound round, int match, int board) {
        return match == 0 ? round.board(board) : Optional.empty();
    }

    @Override
    protected Pairing record(BoardAddress a, Pairing p, BoardResult result, Actor actor) {
        return results.record(a.eventId(), a.round(), a.board(), p.version(), result.label(), true, actor);
    }

    @Override
    public void audit(long eventId, int round, String action, String oldValue, String newValue, Actor actor) {
        events.audit(new org.hakem.tournament.domain.AuditEntry(eventId, actor.name(), action, round, null, oldValue,
                newValue));
    }

    @Override
    protected Pairing attach(BoardAddress a, Pairing p, String pdn, Actor actor) {
        return results.attachGame(a.eventId(), a.round(), a.board(), p.version(), pdn, actor);
    }

    @Override
    protected LiveBoard live(TournamentEvent e, int round, Pairing p) {
        return new LiveBoard(new BoardAddress(ResultService.ARCHIVE_KIND, e.id(), round, 0, p.board()), p.id(),
                e.name(), e.variant(), p.white().name(), p.black() == null ? null : p.black().name(), p.result(),
                p.pdn(), ResultService.tags(e, p, round), e.publicEvent());
    }
}
