package org.hakem.tournament.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import org.hakem.event.application.Actor;
import org.hakem.event.application.EventAccess;
import org.hakem.event.domain.BoardResult;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.LiveBoards;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;

/** A tournament's boards as the live day sees them ({@link LiveBoards}): a round's pairings, match 0. */
@ApplicationScoped
@Transactional
public class TournamentLiveBoards implements LiveBoards {

    @Inject
    EventRepository events;

    @Inject
    ResultService results;

    @Override
    public String kind() {
        return ResultService.ARCHIVE_KIND;
    }

    @Override
    public Optional<LiveBoard> board(BoardAddress a, boolean arbiter) {
        if (a.match() != 0) {
            return Optional.empty();
        }
        return events.find(a.eventId()).flatMap(e -> visibleRound(e, a.round(), arbiter)
                .flatMap(r -> r.board(a.board())).map(p -> live(e, a.round(), p)));
    }

    @Override
    public List<LiveBoard> round(long eventId, int round, boolean arbiter) {
        return events.find(eventId).flatMap(e -> visibleRound(e, round, arbiter)
                .map(r -> r.boards().stream().map(p -> live(e, round, p)).toList())).orElse(List.of());
    }

    @Override
    public void requireRecorder(long eventId, Actor actor) {
        TournamentEvent e = events.find(eventId).orElseThrow(() -> new NotFoundException(
                Problem.of("event.not-found", eventId)));
        EventAccess.requireArbiter(e, actor.name(), actor.admin());
    }

    @Override
    public LiveBoard finish(BoardAddress a, String pdn, BoardResult result, Actor actor) {
        Pairing p = events.board(a.eventId(), a.round(), a.board()).orElseThrow(() -> new NotFoundException(
                Problem.of("event.board.not-found", a.eventId(), a.board(), a.round())));
        Pairing recorded = results.record(a.eventId(), a.round(), a.board(), p.version(), result.label(), true, actor);
        Pairing attached = results.attachGame(a.eventId(), a.round(), a.board(), recorded.version(), pdn, actor);
        return live(events.find(a.eventId()).orElseThrow(), a.round(), attached);
    }

    @Override
    public void audit(long eventId, int round, String action, String oldValue, String newValue, Actor actor) {
        events.audit(new org.hakem.tournament.domain.AuditEntry(eventId, actor.name(), action, round, null, oldValue,
                newValue));
    }

    /** A published round of a public tournament for anyone; any published round for its arbiters. */
    private Optional<EventRound> visibleRound(TournamentEvent e, int round, boolean arbiter) {
        if (!arbiter && !e.publicEvent()) {
            return Optional.empty();
        }
        return events.round(e.id(), round).filter(r -> r.published());
    }

    private static LiveBoard live(TournamentEvent e, int round, Pairing p) {
        return new LiveBoard(new BoardAddress(ResultService.ARCHIVE_KIND, e.id(), round, 0, p.board()), p.id(),
                e.name(), e.variant(), p.white().name(), p.black() == null ? null : p.black().name(), p.result(),
                p.pdn(), ResultService.tags(e, p, round), e.publicEvent());
    }
}
