package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.event.application.Actor;
import org.hakem.event.domain.BoardResult;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.FeedMatch;
import org.hakem.live.domain.FeedSource;
import org.hakem.live.domain.FeedSources;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.LiveBoards;
import org.hakem.live.domain.LiveNotice;
import org.hakem.live.domain.LiveNotices;
import org.hakem.live.domain.RecordedGame;
import org.hakem.live.domain.RecordingStore;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnMove;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnResult;
import org.hakem.platform.Problem;
import org.hakem.rules.Variant;

/**
 * Follows a round's PDN source (#34): reads it ({@link SourceFetch}, bounded), reads its games ({@link PdnReader}),
 * matches them to the round's boards ({@link FeedMatch}) and records each game's moves on its board, every move
 * replayed through the rules. A move the rules refuse stops that board ({@link BoardRecording.Status#STOPPED}, the
 * note naming the game, ply and move) with the legal plies before it kept. A board recorded by hand, or whose result
 * is entered, is left alone: the source never overwrites a person. A result the source gives is entered on the board
 * only when the arbiter asked for it ({@link FeedSource#results()}); otherwise the source's status names it and the
 * arbiter enters it. Each changed board is announced ({@link LiveNotices}). One node polls a source at a time: its
 * row is locked for the poll ({@code FOR UPDATE SKIP LOCKED}); a node that finds it locked skips it.
 */
@ApplicationScoped
public class RoundFeedFollower {

    /** The most plies read of one game: a longer one stops its board at that ply. */
    public static final int MAX_PLIES = 1000;

    /** Who the source's changes are made by in the recordings. */
    public static final String FEED = "feed";

    @Inject
    FeedSources sources;

    @Inject
    RecordingStore store;

    @Inject
    LiveKinds kinds;

    @Inject
    LiveNotices notices;

    SourceFetch.Limits limits = SourceFetch.Limits.fromSettings();

    /** The source's games read from its bytes, or why they cannot be read. */
    public record Games(List<PdnGame> games, Problem problem) {
    }

    /** One game's moves replayed: the legal plies, and why the replay stopped (null when every move was legal). */
    public record Replayed(RecordedGame game, Problem stopped) {
    }

    /** The active sources not polled for {@code seconds}. */
    @Transactional
    public List<Long> due(int seconds) {
        return sources.due(seconds);
    }

    /**
     * Polls a source now, when no other node is polling it: reads it, records its games, keeps the outcome on the
     * source. Returns false when the source is gone or locked by another node.
     */
    @Transactional
    public boolean poll(long sourceId) {
        Optional<FeedSource> locked = sources.lock(sourceId);
        if (locked.isEmpty()) {
            return false;
        }
        FeedSource s = locked.get();
        SourceFetch.Answer a = SourceFetch.read(s.url(), s.etag(), s.modified(), limits);
        if (a instanceof SourceFetch.Unchanged) {
            s.polled(s.etag(), s.modified(), s.status().orElse(Problem.of("live.source.unchanged")));
        } else if (a instanceof SourceFetch.Failed f) {
            s.polled(null, null, f.problem()); // read it whole next time
        } else if (a instanceof SourceFetch.Read r) {
            Games g = games(r.bytes(), s.url());
            s.polled(g.problem() == null ? r.etag() : null, g.problem() == null ? r.modified() : null,
                    g.problem() != null ? g.problem() : follow(s, g.games()));
        }
        return true;
    }

    /** Reads a source's games; a source with no game (garbage, HTML) is refused at its first error. */
    public static Games games(byte[] bytes, String source) {
        List<PdnGame> games;
        try (PdnReader r = new PdnReader(new ByteArrayInputStream(bytes), source)) {
            games = r.games().toList();
        } catch (RuntimeException e) {
            return new Games(List.of(), Problem.of("live.source.not-pdn", 1, 1));
        }
        List<PdnGame> usable = games.stream().filter(g -> !g.isEmpty())
                .filter(g -> !g.tags().isEmpty() || !g.mainLine().moves().isEmpty())
                .filter(g -> g.diagnostics().stream().noneMatch(d -> d.isError() && d.line() == g.line())).toList();
        if (usable.isEmpty()) {
            PdnDiagnostic first = games.stream().flatMap(g -> g.diagnostics().stream()).filter(PdnDiagnostic::isError)
                    .findFirst().orElse(null);
            return new Games(List.of(), first == null ? Problem.of("live.source.empty")
                    : Problem.of("live.source.not-pdn", first.line(), first.column()));
        }
        return new Games(usable, null);
    }

    /** Replays a game's main line from the variant's start: at most {@code maxPlies}, stopping at a refused move. */
    public static Replayed replay(Variant variant, PdnGame pdn, int maxPlies) {
        RecordedGame g = RecordedGame.start(variant);
        List<PdnMove> moves = pdn.mainLine().moves();
        for (int i = 0; i < moves.size(); i++) {
            if (i == maxPlies) {
                return new Replayed(g, Problem.of("live.feed.too-long", pdn.index(), maxPlies, moves.size()));
            }
            String text = moves.get(i).text().raw();
            RecordedGame.Entry e = g.play(text);
            if (e instanceof RecordedGame.Ambiguous) {
                return new Replayed(g, Problem.of("live.feed.ambiguous", pdn.index(), i + 1, text));
            }
            if (!(e instanceof RecordedGame.Played)) {
                return new Replayed(g, Problem.of("live.feed.illegal", pdn.index(), i + 1, text));
            }
        }
        return new Replayed(g, null);
    }

    private Problem follow(FeedSource s, List<PdnGame> games) {
        LiveBoards boards = kinds.of(s.kind());
        List<LiveBoard> round = boards.round(s.eventId(), s.round(), true);
        if (round.isEmpty()) {
            return Problem.of("live.source.no-round", s.round());
        }
        FeedMatch.Result m = FeedMatch.match(round, games);
        int followed = 0;
        int stopped = 0;
        List<String> results = new ArrayList<>();
        for (Map.Entry<LiveBoard, PdnGame> e : m.games().entrySet()) {
            Outcome o = board(s, boards, e.getKey(), e.getValue(), results);
            followed += o == Outcome.FOLLOWED || o == Outcome.FINISHED ? 1 : 0;
            stopped += o == Outcome.STOPPED ? 1 : 0;
            followed += o == Outcome.RESULT_SHOWN ? 1 : 0;
        }
        return Problem.of("live.source.read", games.size(), followed, stopped, m.unmatched().size(),
                results.isEmpty() ? "-" : String.join(", ", results));
    }

    private enum Outcome { LEFT_ALONE, FOLLOWED, STOPPED, RESULT_SHOWN, FINISHED }

    private Outcome board(FeedSource s, LiveBoards boards, LiveBoard b, PdnGame pdn, List<String> shown) {
        BoardRecording rec = store.find(b.address().kind(), b.boardId()).orElse(null);
        if (rec != null && (rec.source() == BoardRecording.Source.HAND && rec.plies() > 0
                || rec.status() == BoardRecording.Status.FINISHED)) {
            return Outcome.LEFT_ALONE; // a person recorded it, or its result is entered with the game
        }
        if (rec == null && b.result().decided()) {
            return Outcome.LEFT_ALONE; // the arbiter entered the result
        }
        Optional<Variant> v = Variant.byId(b.variant());
        if (v.isEmpty() || v.get().obstacleCount() > 0) {
            return Outcome.LEFT_ALONE;
        }
        Replayed r = replay(v.get(), pdn, MAX_PLIES);
        boolean changed = rec == null || !r.game().stored().equals(String.join(" ", rec.moves()))
                || (r.stopped() != null) != (rec.status() == BoardRecording.Status.STOPPED);
        if (rec == null) {
            rec = store.add(new BoardRecording(b.address(), b.boardId(), b.variant(), BoardRecording.Source.FEED, FEED));
        }
        if (changed) {
            rec.record(r.game(), BoardRecording.Source.FEED, FEED);
            if (r.stopped() != null) {
                rec.stop(FeedSource.said(r.stopped()), FEED);
            } else if (rec.status() == BoardRecording.Status.STOPPED) {
                rec.reopen(FEED); // the source corrected the move that stopped it
            }
            store.flush();
            notices.announce(LiveNotice.of(b.address()));
        }
        if (r.stopped() != null) {
            return Outcome.STOPPED;
        }
        Optional<BoardResult> result = sourceResult(pdn);
        if (result.isEmpty()) {
            return Outcome.FOLLOWED;
        }
        if (!s.results()) {
            shown.add(b.address().board() + ": " + result.get().label());
            return Outcome.RESULT_SHOWN;
        }
        Actor by = new Actor(s.updatedBy() == null ? FEED : s.updatedBy(), false);
        boards.finish(b.address(), GameRecording.pdn(b, r.game(), result.get().pdnResult()), result.get(), by);
        rec.finish(FEED);
        store.flush();
        notices.announce(LiveNotice.of(b.address()));
        return Outcome.FINISHED;
    }

    /** The decided result a game gives (its terminator, else its Result tag), if any. */
    static Optional<BoardResult> sourceResult(PdnGame g) {
        Optional<PdnResult> r = Optional.ofNullable(g.terminator()).flatMap(PdnResult::parse)
                .filter(x -> x != PdnResult.UNFINISHED)
                .or(() -> g.tag("Result").flatMap(PdnResult::parse).filter(x -> x != PdnResult.UNFINISHED));
        if (r.isEmpty()) {
            return Optional.empty();
        }
        try {
            BoardResult b = BoardResult.parseGame(r.get().inDefaultScoring().token());
            return b.decided() ? Optional.of(b) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
