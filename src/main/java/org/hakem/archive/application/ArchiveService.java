package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import org.hakem.archive.domain.ArchiveCollection;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.EventBoard;
import org.hakem.archive.domain.GameRepository;
import org.hakem.archive.domain.ImportRun;
import org.hakem.platform.Problem;
import org.hakem.platform.PageWindow;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.player.domain.PlayerRepository;

/**
 * Reading and correcting archived games, each method one transaction. A correction or deletion writes its
 * index-log entry in the same transaction; {@link GameEditing} applies it to the index after the commit.
 */
@ApplicationScoped
@Transactional
public class ArchiveService {

    public static final int MAX_PAGE_SIZE = 200;

    @Inject
    GameRepository games;

    @Inject
    PlayerRepository players;

    public record Page(List<ArchivedGame> games, long total, int page, int size) {
    }

    public Page browse(GameRepository.Browse filter, int page, int size) {
        PageWindow w = PageWindow.of(page, size, MAX_PAGE_SIZE);
        return new Page(games.browse(filter, w.offset(), w.size()), games.count(filter), w.page(), w.size());
    }

    public ArchivedGame get(long id) {
        return games.find(id).orElseThrow(() -> new NotFoundException(Problem.of("archive.game.not-found", id)));
    }

    /** The archived copy of the game attached to an event's board (see {@link EventGames}). */
    public ArchivedGame boardGame(EventBoard board) {
        return games.newestOf(board).flatMap(games::find)
                .orElseThrow(() -> new NotFoundException(Problem.of("archive.tournament-game.not-found", board.board(),
                        board.round())));
    }

    public List<ArchivedGame> all(List<Long> ids) {
        return games.findAll(ids);
    }

    public ArchivedGame correct(long id, long expectedVersion, ArchivedGame.Tags tags) {
        ArchivedGame g = get(id);
        requireVersion(g, expectedVersion);
        g.correct(tags);
        games.flush();
        games.logIndexChange(id);
        return g;
    }

    public ArchivedGame link(long id, long expectedVersion, Long whitePlayer, Long blackPlayer) {
        ArchivedGame g = get(id);
        requireVersion(g, expectedVersion);
        for (Long p : new Long[] {whitePlayer, blackPlayer}) {
            if (p != null && players.find(p).isEmpty()) {
                throw new org.hakem.platform.ValidationException(p.equals(whitePlayer) ? "whitePlayerId" : "blackPlayerId",
                        org.hakem.platform.Problem.of("player.not-registered", p));
            }
        }
        g.link(whitePlayer, blackPlayer);
        games.flush();
        return g;
    }

    /** A registry player, if the id is one. */
    public java.util.Optional<org.hakem.player.domain.Player> player(Long id) {
        return id == null ? java.util.Optional.empty() : players.find(id);
    }

    /**
     * Registry players a name as written in an archive may stand for ({@code Keller,D.}, {@code D. Keller}): those
     * whose name contains one of its words of three letters or more (accents and case folded), longest words first.
     */
    public List<org.hakem.player.domain.Player> playerCandidates(String writtenName, int limit) {
        if (writtenName == null) {
            return List.of();
        }
        List<String> words = new java.util.ArrayList<>(List.of(writtenName.split("[^\\p{L}\\p{N}]+")));
        words.removeIf(w -> w.length() < 3);
        words.sort(java.util.Comparator.comparingInt(String::length).reversed());
        java.util.Map<Long, org.hakem.player.domain.Player> found = new java.util.LinkedHashMap<>();
        for (String w : words) {
            for (org.hakem.player.domain.Player p : players.search(w, 0, limit)) {
                if (found.size() < limit) {
                    found.putIfAbsent(p.id(), p);
                }
            }
        }
        return List.copyOf(found.values());
    }

    public void delete(long id, Long expectedVersion) {
        ArchivedGame g = get(id);
        if (expectedVersion != null) {
            requireVersion(g, expectedVersion);
        }
        games.remove(g);
        games.logIndexChange(id);
    }

    public List<ImportRun> recentRuns(int limit) {
        return games.recentRuns(limit);
    }

    public ImportRun run(long id) {
        return games.run(id).orElseThrow(() -> new NotFoundException(Problem.of("archive.run.not-found", id)));
    }

    /**
     * A game's verdict as a code for the reader's language: its PDN read and replayed again (the stored verdict is
     * in words; reading one game again takes a few milliseconds).
     */
    public org.hakem.archive.domain.VerdictReason verdictReason(ArchivedGame g) {
        try {
            List<org.hakem.pdn.PdnGame> read = org.hakem.pdn.PdnReader.readAll(g.pdn(), String.valueOf(g.source()))
                    .stream().filter(p -> !p.isEmpty()).toList();
            if (!read.isEmpty()) {
                org.hakem.archive.domain.GameRecord r = GameReading.read(read.get(0), g.pdn(),
                        org.hakem.rules.Variant.byId(g.variant()).orElse(null));
                if (r.status() == g.status() && r.why() != null) {
                    return r.why();
                }
            }
        } catch (RuntimeException e) {
            // the stored words are the verdict then
        }
        return new org.hakem.archive.domain.VerdictReason(org.hakem.pdn.replay.VerdictCode.OTHER.name(),
                List.of(String.valueOf(g.errorPly() == null ? 0 : g.errorPly()), g.verdict()), 0, 0);
    }

    /** The problems of an import run's report as codes ({@link ArchiveImporter.ImportProblem}), in the report's order. */
    public List<ArchiveImporter.ImportProblem> problems(ImportRun run) {
        String json = run.report();
        if (json == null || json.isBlank()) {
            return List.of();
        }
        List<ArchiveImporter.ImportProblem> out = new java.util.ArrayList<>();
        try (jakarta.json.JsonReader r = jakarta.json.Json.createReader(new java.io.StringReader(json))) {
            jakarta.json.JsonObject report = r.readObject();
            jakarta.json.JsonArray items = report.getJsonArray("items");
            if (items == null) { // a report written before items existed: its problems in words
                jakarta.json.JsonArray problems = report.getJsonArray("problems");
                for (int i = 0; problems != null && i < problems.size(); i++) {
                    out.add(new ArchiveImporter.ImportProblem(run.source(), 0, 0, null, "TEXT",
                            List.of(problems.getString(i)), 0, 0));
                }
                return out;
            }
            for (jakarta.json.JsonValue v : items) {
                jakarta.json.JsonObject o = v.asJsonObject();
                List<String> args = o.getJsonArray("arguments").getValuesAs(jakarta.json.JsonString.class).stream()
                        .map(jakarta.json.JsonString::getString).toList();
                out.add(new ArchiveImporter.ImportProblem(o.getString("source", ""), o.getInt("game", 0),
                        o.getJsonNumber("id") == null ? 0 : o.getJsonNumber("id").longValue(),
                        o.isNull("status") ? null : o.getString("status"), o.getString("code"), args,
                        o.getInt("line", 0), o.getInt("column", 0)));
            }
        } catch (RuntimeException e) {
            return List.of();
        }
        return out;
    }

    public List<ArchiveCollection> collections() {
        return games.collections();
    }

    private static void requireVersion(ArchivedGame g, long expected) {
        if (g.version() != expected) {
            throw new ConflictException(Problem.of("archive.game.changed"), g.version());
        }
    }
}
