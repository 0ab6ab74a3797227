package org.hakem.archive.interfaces.rest;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.ImportRun;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/** The JSON shapes of the archive API. */
public final class ArchiveJson {

    private ArchiveJson() {
    }

    /** A game in a list. */
    public record GameSummary(long id, String variant, String event, String site, String date, Integer year,
                              String round, String white, String black, String result, String status, int plies,
                              long version) {
        static GameSummary of(ArchivedGame g) {
            return new GameSummary(g.id(), g.variant(), g.event(), g.site(), g.dateText(), g.year(), g.round(),
                    g.white(), g.black(), g.result(), g.status().id(), g.plyCount(), g.version());
        }
    }

    /**
     * A whole game: tags, verdict, moves and the position before each move, and the board to draw them on
     * ({@link BoardJson}; null when the variant is unknown to this server).
     */
    public record GameDetail(long id, String variant, String event, String site, String date, Integer year, String round,
                             String white, String black, String result, Integer whiteRating, Integer blackRating,
                             Long whitePlayerId, Long blackPlayerId, Map<String, String> otherTags, String status,
                             String verdict, Integer errorPly, String reason, String source, Integer sourceIndex,
                             JsonObject board, List<String> moves, List<String> positions,
                             String pdn, long version) {
        static GameDetail of(ArchivedGame g) {
            List<String> moves = new ArrayList<>();
            List<String> fens = new ArrayList<>();
            JsonObject board = null;
            var variant = Variant.byId(g.variant());
            if (variant.isPresent()) {
                board = BoardJson.of(variant.get().board());
                if (g.hasPositions()) {
                    GameLine line = GameLine.read(variant.get(), g.startFen(), g.moves());
                    for (int i = 0; i < line.moves().size(); i++) {
                        moves.add(line.moveAt(i));
                    }
                    for (Position p : line.positions()) {
                        fens.add(p.toFen());
                    }
                }
            }
            return new GameDetail(g.id(), g.variant(), g.event(), g.site(), g.dateText(), g.year(), g.round(), g.white(),
                    g.black(), g.result(), g.whiteRating(), g.blackRating(), g.whitePlayerId(), g.blackPlayerId(),
                    g.otherTags(), g.status().id(), g.verdict(), g.errorPly(), g.reason(), g.source(), g.sourceIndex(),
                    board, moves, fens, g.pdn(), g.version());
        }
    }

    /** A correction of a game's tags; {@code version} is the version edited. */
    public record TagsJson(String event, String site, String date, String round, String white, String black,
                           String result, Integer whiteRating, Integer blackRating, Map<String, String> otherTags,
                           Long version) {
        ArchivedGame.Tags tags() {
            return new ArchivedGame.Tags(event, site, date, round, white, black, result, whiteRating, blackRating,
                    otherTags == null ? Map.of() : otherTags);
        }
    }

    /** Links a game's players to registry players. */
    public record LinkJson(Long whitePlayerId, Long blackPlayerId, Long version) {
    }

    public record GamePage(List<GameSummary> items, long total, int page, int size) {
    }

    /** An import run with its progress and, when done, its report (as JSON text). */
    public record RunJson(long id, String source, String variant, String status, Long bytesTotal, long bytesRead,
                          int read, int stored, int duplicates, int illegal, int unreadable, int unsupported,
                          String startedAt, String finishedAt, String report) {
        static RunJson of(ImportRun r) {
            return new RunJson(r.id(), r.source(), r.variant(), r.status(), r.bytesTotal(), r.bytesRead(), r.gamesRead(),
                    r.stored(), r.duplicates(), r.illegal(), r.unreadable(), r.unsupported(),
                    r.startedAt() == null ? null : r.startedAt().toString(),
                    r.finishedAt() == null ? null : r.finishedAt().toString(), r.report());
        }
    }

    /** One hit of a position search. */
    public record HitJson(long gameId, int firstPly, int matches, String variant, String white, String black,
                          String event, String date, Integer year, String result, String status) {
    }

    public record NextMoveJson(String move, long count, long whiteWins, long draws, long blackWins, Double score) {
    }

    public record StatisticsJson(long positions, List<NextMoveJson> moves) {
    }

    /**
     * A page of search hits. {@code countExact} false: more than {@code total} games match (the count stops at its
     * bound) and {@code positions} is a lower bound; the page is exact either way.
     */
    public record SearchJson(List<HitJson> items, long total, long positions, boolean countExact, int page, int size,
                             StatisticsJson statistics) {
    }

    public record VerifyJson(boolean ok, long games, long positions, List<String> problems) {
    }

    /** The archive's queue of game submissions (admin): what waits, what failed and why. */
    public record SubmissionsJson(long pending, long failing, String oldest, List<StuckJson> stuck) {

        public static SubmissionsJson of(org.hakem.archive.domain.SubmissionQueue.Backlog b) {
            return new SubmissionsJson(b.pending(), b.failing(), b.oldest() == null ? null : b.oldest().toString(),
                    b.stuck().stream().map(s -> new StuckJson(s.seq(), s.what(), s.attempts(), s.lastError(),
                            s.since().toString(), s.nextAttempt().toString())).toList());
        }
    }

    /** A submission that has failed: which, how often, the last error, since when, and its next try. */
    public record StuckJson(long seq, String submission, int attempts, String lastError, String since, String nextAttempt) {
    }
}
