package org.hakem.live.application;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.hakem.event.application.Actor;
import org.hakem.event.application.EventAccess;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.EventStore;
import org.hakem.event.domain.GameBoard;
import org.hakem.event.domain.PairedRound;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.LiveBoards;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;

/**
 * What every kind of event's {@link LiveBoards} does the same way, written once: which rounds are seen (a published
 * round of a public event for anyone, any published round for the event's arbiters), who records (the event's
 * arbiters and admins), and finishing a board as the arbiter would (the result entered, then the game attached on
 * the version the result left). A kind says how its rounds hold boards and how it enters results and games.
 *
 * @param <E> the event
 * @param <R> its round
 * @param <B> a board of a round
 */
public abstract class EventLiveBoards<E extends ArbitratedEvent, R extends PairedRound, B extends GameBoard>
        implements LiveBoards {

    /** Where the kind keeps its events and rounds. */
    protected abstract EventStore<E, R, ?> store();

    /** The boards of a round, in match and board order. */
    protected abstract Stream<B> boards(R round);

    /** The board of a round at match {@code match} (0 for none), board {@code board}. */
    protected abstract Optional<B> board(R round, int match, int board);

    /** The board as the live day sees it. */
    protected abstract LiveBoard live(E event, int round, B board);

    /** Enters the result on the board as its arbiter would (version {@code board.version()}); the board after. */
    protected abstract B record(BoardAddress a, B board, BoardResult result, Actor actor);

    /** Attaches the game to the board as its arbiter would (version {@code board.version()}); the board after. */
    protected abstract B attach(BoardAddress a, B board, String pdn, Actor actor);

    @Override
    public Optional<LiveBoard> board(BoardAddress a, boolean arbiter) {
        if (!a.kind().equals(kind())) {
            return Optional.empty();
        }
        return store().find(a.eventId()).flatMap(e -> visibleRound(e, a.round(), arbiter)
                .flatMap(r -> board(r, a.match(), a.board())).map(b -> live(e, a.round(), b)));
    }

    @Override
    public List<LiveBoard> round(long eventId, int round, boolean arbiter) {
        return store().find(eventId).flatMap(e -> visibleRound(e, round, arbiter)
                .map(r -> boards(r).map(b -> live(e, round, b)).toList())).orElse(List.of());
    }

    @Override
    public void requireRecorder(long eventId, Actor actor) {
        E e = store().find(eventId).orElseThrow(() -> new NotFoundException(Problem.of("event.not-found", eventId)));
        EventAccess.requireArbiter(e, actor.name(), actor.admin());
    }

    @Override
    public LiveBoard finish(BoardAddress a, String pdn, BoardResult result, Actor actor) {
        E e = store().find(a.eventId()).orElseThrow(() -> new NotFoundException(
                Problem.of("event.not-found", a.eventId())));
        B b = store().round(a.eventId(), a.round()).flatMap(r -> board(r, a.match(), a.board()))
                .orElseThrow(() -> new NotFoundException(Problem.of("live.board.not-found", a.eventId(), a.round(),
                        a.board())));
        B recorded = record(a, b, result, actor);
        return live(e, a.round(), attach(a, recorded, pdn, actor));
    }

    /** The round when the viewer may see it: published, and of a public event unless the viewer is its arbiter. */
    private Optional<R> visibleRound(E e, int round, boolean arbiter) {
        if (!arbiter && !e.publicEvent()) {
            return Optional.empty();
        }
        return store().round(e.id(), round).filter(PairedRound::published);
    }
}
