package org.hakem.live.interfaces.rest;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.hakem.live.application.RoundFeed;
import org.hakem.live.application.RoundSource;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.FeedSource;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.RecordedGame;

/** The JSON of a round's live boards and of its PDN source (#34). */
public final class LiveFeedJson {

    private LiveFeedJson() {
    }

    /** A round as the live page and programs read it. */
    public record RoundJson(String kind, long event, int round, List<BoardJson> boards) {

        static RoundJson of(String kind, long event, int round, RoundFeed.Round r, Locale locale) {
            return new RoundJson(kind, event, round, r.boards().stream().map(b -> BoardJson.of(b, locale)).toList());
        }
    }

    /**
     * A board now: its address ({@code kind:event:round:match:board}), players, result ({@code *} while undecided),
     * the position (FEN), the last move in the variant's notation, the plies recorded, the recording's status
     * ({@code NONE}, {@code RECORDING}, {@code FINISHED}, {@code STOPPED}), who records it ({@code HAND}, {@code FEED})
     * and, for a board a source stopped, why (in the reader's language).
     */
    public record BoardJson(String address, int match, int board, String white, String black, String result,
                            String fen, String lastMove, int plies, String status, String source, String note) {

        static BoardJson of(RoundFeed.Board b, Locale locale) {
            LiveBoard l = b.board();
            RecordedGame g = b.game();
            BoardRecording r = b.recording();
            List<String> n = g == null ? List.of() : g.notations();
            return new BoardJson(l.address().text(), l.address().match(), l.address().board(), l.white(), l.black(),
                    b.result() == null ? l.result().pdnResult() : b.result(), g == null ? null : g.position().toFen(), n.isEmpty() ? null : n.get(n.size() - 1),
                    g == null ? 0 : g.plies(), b.status(), r == null ? null : r.source().name(),
                    r == null || r.note() == null ? null : FeedSource.problem(r.note()).message(locale));
        }
    }

    /** A board the source stopped: where, and why. */
    public record StoppedJson(int match, int board, int plies, String note) {
    }

    /** A round's PDN source as its arbiters see it. */
    public record SourceJson(String url, boolean results, boolean active, Instant lastPolled, String statusCode,
                             String status, Instant updatedAt, String updatedBy, List<StoppedJson> stopped) {

        static SourceJson of(RoundSource.Shown s, Locale locale) {
            FeedSource f = s.source();
            List<StoppedJson> stopped = s.stopped().stream().map(r -> new StoppedJson(r.address().match(),
                    r.address().board(), r.plies(), r.note() == null ? null
                    : FeedSource.problem(r.note()).message(locale))).toList();
            if (f == null) {
                return new SourceJson(null, false, false, null, null, null, null, null, stopped);
            }
            return new SourceJson(f.url(), f.results(), f.active(), f.lastPolled(),
                    f.status().map(p -> p.code()).orElse(null), f.status().map(p -> p.message(locale)).orElse(null),
                    f.updatedAt(), f.updatedBy(), stopped);
        }
    }

    /** Attaching a source: its address (http or https) and whether its results are entered on the boards. */
    public record SourceRequest(String url, Boolean results) {
    }
}
