package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.event.application.Actor;
import org.hakem.event.domain.BoardResult;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.LiveBoards;
import org.hakem.live.domain.LiveNotice;
import org.hakem.live.domain.LiveNotices;
import org.hakem.live.domain.RecordedGame;
import org.hakem.live.domain.RecordingStore;
import org.hakem.pdn.PdnWriter;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;

/**
 * Recording a board's game move by move (#34): every move is checked by the rules engine before it is kept, the game
 * is stored on its board as it grows (a draft until the result), and entering the result attaches it to the board
 * as a pasted game would be (verified, audited, archived). Only the event's arbiters and admins record. Every change
 * is announced to the viewers of the event ({@link LiveNotices}) when it commits. Each change names the recording's
 * version it was made on: the second of two recorders of one board is told, and nothing is lost.
 */
@ApplicationScoped
@Transactional
public class GameRecording {

    /** A board with its recording as it is now: the game replayed, and the stored row (null before the first move). */
    public record Recorded(LiveBoard board, BoardRecording recording, RecordedGame game) {

        /** The version the next change must name (0 before the first move). */
        public long version() {
            return recording == null ? 0 : recording.version() + 1;
        }
    }

    @Inject
    LiveKinds kinds;

    @Inject
    RecordingStore store;

    @Inject
    LiveNotices notices;

    /** The board and its recording, as the recorder sees it (the event's arbiters and admins only). */
    public Recorded show(BoardAddress a, Actor actor) {
        LiveBoards boards = boards(a.kind());
        boards.requireRecorder(a.eventId(), actor);
        return recorded(boards, a, true);
    }

    /** The board and its recording as anyone may see it: a published round of a public event. */
    public Recorded view(BoardAddress a) {
        LiveBoard b = boards(a.kind()).board(a, false).filter(LiveBoard::publicEvent)
                .orElseThrow(() -> notFound(a));
        return withRecording(b);
    }

    /**
     * Plays the move a text names on the board, after ply {@code version}'s state: the legal move it names alone is
     * kept; an ambiguous capture answers its choices, an illegal move the legal ones, and nothing changes.
     */
    public Answer play(BoardAddress a, long version, String move, Actor actor) {
        Recorded r = forChange(a, version, actor);
        RecordedGame.Entry e = r.game().play(move);
        if (e instanceof RecordedGame.Played) {
            return new Answer(e, save(r, actor), 0, 0);
        }
        return new Answer(e, r, 0, 0);
    }

    /** Takes back the last ply. */
    public Answer undo(BoardAddress a, long version, Actor actor) {
        Recorded r = forChange(a, version, actor);
        if (!r.game().undo()) {
            throw new ValidationException("move", Problem.of("live.undo.none"));
        }
        return new Answer(null, save(r, actor), 0, 0);
    }

    /**
     * Replaces ply {@code ply} with the move a text names; the plies after it are replayed and kept while they stay
     * legal, the rest dropped (the answer says how many of each).
     */
    public Answer correct(BoardAddress a, long version, int ply, String move, Actor actor) {
        Recorded r = forChange(a, version, actor);
        if (ply < 1 || ply > r.game().plies()) {
            throw new ValidationException("ply", Problem.of("live.ply.none", ply, r.game().plies()));
        }
        RecordedGame.Correction c = r.game().correct(ply, move);
        if (c.entry() instanceof RecordedGame.Played) {
            return new Answer(c.entry(), save(r, actor), c.kept(), c.dropped());
        }
        return new Answer(c.entry(), r, 0, 0);
    }

    /**
     * Enters the board's result with the recorded game: the game is attached to the board as PDN (the event's tags,
     * the moves, the result), verified against the result (a contradiction is flagged on the board) and archived when
     * the event is public. The recording is then finished; a later move reopens it.
     */
    public Recorded finish(BoardAddress a, long version, String result, Actor actor) {
        Recorded r = forChange(a, version, actor);
        BoardResult res;
        try {
            res = BoardResult.parseGame(result);
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("result", Problem.of("event.result.invalid", ex.getMessage()));
        }
        if (!res.decided()) {
            throw new ValidationException("result", Problem.of("live.result.required"));
        }
        String pdn = pdn(r.board(), r.game(), res.pdnResult());
        LiveBoard after = boards(a.kind()).finish(a, pdn, res, actor);
        BoardRecording rec = r.recording() == null ? store.add(new BoardRecording(a, r.board().boardId(),
                r.board().variant(), BoardRecording.Source.HAND, actor.name())) : r.recording();
        rec.record(r.game(), rec.source(), actor.name());
        rec.finish(actor.name());
        store.flush();
        notices.announce(LiveNotice.of(a));
        return new Recorded(after, rec, r.game());
    }

    /** What a change came to: the move's entry (null for an undo), the recording now, and a correction's counts. */
    public record Answer(RecordedGame.Entry entry, Recorded recorded, int kept, int dropped) {
    }

    /** The game of a board as PDN: its tags (Result {@code result}), the moves, the result. */
    public static String pdn(LiveBoard b, RecordedGame g, String result) {
        Map<String, String> tags = new LinkedHashMap<>(b.tags());
        tags.remove(org.hakem.event.application.BoardGames.VERIFICATION_TAG); // the board's old verdict, not this game's
        tags.put("Result", result);
        StringBuilder out = new StringBuilder();
        tags.forEach((k, v) -> out.append(PdnWriter.tag(k, v)));
        return out.append('\n').append(g.movetext(result)).append("\n\n").toString();
    }

    private Recorded save(Recorded r, Actor actor) {
        BoardRecording rec = r.recording();
        if (rec == null) {
            rec = store.add(new BoardRecording(r.board().address(), r.board().boardId(), r.board().variant(),
                    BoardRecording.Source.HAND, actor.name()));
        } else if (rec.status() == BoardRecording.Status.FINISHED) {
            rec.reopen(actor.name());
        }
        rec.record(r.game(), BoardRecording.Source.HAND, actor.name());
        store.flush();
        notices.announce(LiveNotice.of(r.board().address()));
        return new Recorded(r.board(), rec, r.game());
    }

    private Recorded forChange(BoardAddress a, long version, Actor actor) {
        LiveBoards boards = boards(a.kind());
        boards.requireRecorder(a.eventId(), actor);
        Recorded r = recorded(boards, a, true);
        if (!r.board().playable()) {
            throw new ValidationException("board", Problem.of("live.board.bye", a.board()));
        }
        if (r.version() != version) {
            throw new ConflictException(r.recording() == null || r.recording().updatedBy() == null
                    ? Problem.of("live.recording.changed", a.board(), r.game().plies())
                    : Problem.of("live.recording.changed-by", a.board(), r.game().plies(), r.recording().updatedBy()),
                    r.version());
        }
        return r;
    }

    private Recorded recorded(LiveBoards boards, BoardAddress a, boolean arbiter) {
        return withRecording(boards.board(a, arbiter).orElseThrow(() -> notFound(a)));
    }

    private Recorded withRecording(LiveBoard b) {
        BoardRecording rec = store.find(b.address().kind(), b.boardId()).orElse(null);
        Variant v = Variant.byId(b.variant()).orElseThrow(() -> new ValidationException("variant",
                Problem.of("live.variant.unknown", b.variant())));
        RecordedGame g;
        try {
            g = rec == null ? RecordedGame.start(v) : RecordedGame.replay(v, rec.moves());
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ValidationException("variant", Problem.of("live.variant.drawn-start", v.id()));
        }
        return new Recorded(b, rec, g);
    }

    private LiveBoards boards(String kind) {
        return kinds.of(kind);
    }

    private static NotFoundException notFound(BoardAddress a) {
        return new NotFoundException(Problem.of("live.board.not-found", a.eventId(), a.round(), a.board()));
    }

    /** The legal moves now in the recorder's notation (for the page's suggestions). */
    public static List<String> legal(Recorded r) {
        return r.game().legalNotations();
    }
}
