package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import org.hakem.event.application.PublicEvents;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.BoardState;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.LiveBoards;
import org.hakem.live.domain.RecordedGame;
import org.hakem.live.domain.RecordingStore;
import org.hakem.rules.Variant;

/**
 * What the public live pages show: the boards of a published round of a public event with their recorded games as
 * they are now ({@link BoardState}), for the live round page and for the changes sent to viewers. Nothing here is
 * for arbiters: a private event or a draft round is not shown.
 */
@ApplicationScoped
@Transactional
public class LiveView {

    @Inject
    Instance<LiveBoards> kinds;

    @Inject
    Instance<PublicEvents> events;

    @Inject
    RecordingStore store;

    /** True when the event of this kind exists and anyone may follow it. */
    public boolean publicEvent(String kind, long eventId) {
        return events.stream().anyMatch(e -> e.archiveKind().equals(kind) && e.publicEvent(eventId));
    }

    /** A round as its live page shows it: the event's name and every board. */
    public record Round(String eventName, List<BoardState> boards) {
    }

    /** Every board of a published round of a public event, as it is now (empty when there is none to show). */
    public Optional<Round> round(String kind, long eventId, int round) {
        List<LiveBoard> boards = boards(kind).map(k -> k.round(eventId, round, false)).orElse(List.of()).stream()
                .filter(LiveBoard::publicEvent).toList();
        if (boards.isEmpty()) {
            return Optional.empty();
        }
        Map<Long, BoardRecording> recordings = store.round(kind, eventId, round).stream()
                .collect(Collectors.toMap(BoardRecording::boardId, Function.identity(), (a, b) -> b));
        return Optional.of(new Round(boards.get(0).eventName(),
                boards.stream().map(b -> state(b, recordings.get(b.boardId()))).toList()));
    }

    /** A board of a published round of a public event, as it is now. */
    public Optional<BoardState> board(BoardAddress a) {
        return boards(a.kind()).flatMap(k -> k.board(a, false)).filter(LiveBoard::publicEvent)
                .map(b -> state(b, store.find(a.kind(), b.boardId()).orElse(null)));
    }

    private Optional<LiveBoards> boards(String kind) {
        return kinds.stream().filter(k -> k.kind().equals(kind)).findFirst();
    }

    private static BoardState state(LiveBoard b, BoardRecording rec) {
        Variant v = Variant.byId(b.variant()).orElse(null);
        RecordedGame game;
        try {
            game = v == null ? null : rec == null ? RecordedGame.start(v) : RecordedGame.replay(v, rec.moves());
        } catch (IllegalArgumentException | IllegalStateException e) {
            game = null; // a variant that starts from a drawn position is not recorded move by move
        }
        if (game == null) {
            String result = b.result() == null || !b.result().decided() ? null : b.result().label();
            return new BoardState(b.address(), b.white(), b.black(), result, null, 0, null, null, 0, "", -1, -1);
        }
        return BoardState.of(b, game, rec == null ? null : rec.status().name());
    }
}
