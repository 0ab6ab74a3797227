package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import org.hakem.archive.domain.ArchiveCollection;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.GameRepository;
import org.hakem.archive.domain.ImportRun;
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
        return games.find(id).orElseThrow(() -> new NotFoundException("no archived game with id " + id));
    }

    /** The archived copy of the game attached to a tournament board (see {@link TournamentGames}). */
    public ArchivedGame tournamentGame(long eventId, int round, int board) {
        return games.newestFromTournament(TournamentGames.source(eventId, round, board)).flatMap(games::find)
                .orElseThrow(() -> new NotFoundException("the game of board " + board + " of round " + round
                        + " is not in the archive (yet): the tournament's page has its PDN"));
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
                        "no registered player with id " + p);
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
        return games.run(id).orElseThrow(() -> new NotFoundException("no import run with id " + id));
    }

    public List<ArchiveCollection> collections() {
        return games.collections();
    }

    private static void requireVersion(ArchivedGame g, long expected) {
        if (g.version() != expected) {
            throw new ConflictException("Someone else changed this game while you were editing it.", g.version());
        }
    }
}
