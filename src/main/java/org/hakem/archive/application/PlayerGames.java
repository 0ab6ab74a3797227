package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.GameRepository;
import org.hakem.archive.domain.PlayerRecords;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.PageWindow;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.player.domain.NameKeys;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerRepository;

/**
 * The archive's part of a player's page (issue 35): their linked games a page at a time, their record (score by
 * colour and by year, opponents, openings), and the linking suggestions: sides of games nobody is linked to whose
 * name folds to one of the player's forms ({@link NameKeys#nameForms}), where the game's federation tag, if any, is
 * theirs. Suggestions are only offered: {@link #link} links the sides an arbiter chose, each through
 * {@link ArchiveService#link}, the per-game link, in one transaction (all or none).
 */
@ApplicationScoped
@Transactional
public class PlayerGames {

    /** At most this many opponents and openings on a page. */
    public static final int TOP = 10;
    /** At most this many suggestions at once (link them, and the next ones come). */
    public static final int MAX_SUGGESTIONS = 200;

    @Inject
    PlayerRecords records;

    @Inject
    GameRepository games;

    @Inject
    PlayerRepository players;

    @Inject
    ArchiveService archive;

    /** What the archive says of a player: games, score by colour and by year, opponents, openings. */
    public record Record(long games, String writtenName, List<PlayerRecords.ColourScore> byColour, List<PlayerRecords.YearScore> byYear,
                         List<PlayerRecords.Opponent> opponents, List<Opening> openings) {

        /** The score over every game. */
        public PlayerRecords.Score total() {
            int g = 0, w = 0, d = 0, l = 0;
            for (PlayerRecords.ColourScore c : byColour) {
                g += c.score().games();
                w += c.score().wins();
                d += c.score().draws();
                l += c.score().losses();
            }
            return new PlayerRecords.Score(g, w, d, l);
        }
    }

    /**
     * An opening the player played: its counts, and its two plies in the archive's short notation (the opening
     * explorer's path, {@code c3-c4_f6-f5}), or an empty list if the stored moves no longer replay.
     */
    public record Opening(PlayerRecords.Opening played, List<String> moves) {
    }

    /** A page of the player's games, newest first. */
    public record GamePage(List<Played> games, long total, int page, int size) {
    }

    /**
     * A game from the player's side: their colour ({@code white}, {@code black}) and their result ({@code w},
     * {@code d}, {@code l}, or "" when the game has none).
     */
    public record Played(ArchivedGame game, String colour, String outcome) {

        static Played of(ArchivedGame g, long playerId) {
            boolean white = g.whitePlayerId() != null && g.whitePlayerId() == playerId;
            String outcome = switch (org.hakem.pdn.PdnResult.outcome(g.result() == null ? "*" : g.result()).token()) {
                case "1-0" -> white ? "w" : "l";
                case "0-1" -> white ? "l" : "w";
                case "1/2-1/2" -> "d";
                default -> "";
            };
            return new Played(g, white ? "white" : "black", outcome);
        }
    }

    /** A side of a game offered for linking to the player. */
    public record Suggestion(ArchivedGame game, String side) {

        /** The name as the game writes it on that side. */
        public String written() {
            return side.equals("white") ? game.white() : game.black();
        }

        /** The other side's name as written. */
        public String opponent() {
            return side.equals("white") ? game.black() : game.white();
        }
    }

    /** A side an arbiter chose to link; {@code version} is the game's as they saw it (null: as it is now). */
    public record Choice(long gameId, String side, Long version) {
    }

    public Record record(long playerId) {
        return new Record(records.countGames(playerId), records.writtenName(playerId), records.byColour(playerId), records.byYear(playerId),
                records.opponents(playerId, TOP), records.openings(playerId, TOP).stream().map(PlayerGames::opening).toList());
    }

    private static Opening opening(PlayerRecords.Opening o) {
        try {
            org.hakem.rules.Variant v = org.hakem.rules.Variant.byId(o.variant()).orElse(null);
            if (v == null) {
                return new Opening(o, List.of());
            }
            org.hakem.archive.domain.GameLine line = org.hakem.archive.domain.GameLine.read(v, null,
                    (o.first() + " " + o.second()).strip());
            List<String> moves = new ArrayList<>();
            for (int ply = 0; line.moveAt(ply) != null; ply++) {
                moves.add(line.moveAt(ply));
            }
            return new Opening(o, List.copyOf(moves));
        } catch (IllegalArgumentException e) {
            return new Opening(o, List.of());
        }
    }

    public GamePage games(long playerId, int page, int size) {
        PageWindow w = PageWindow.of(page, size, ArchiveService.MAX_PAGE_SIZE);
        return new GamePage(games.findAll(records.games(playerId, w.offset(), w.size())).stream()
                .map(g -> Played.of(g, playerId)).toList(), records.countGames(playerId), w.page(), w.size());
    }

    /** The sides of games that may be the player's, newest first; refused when the player is not registered. */
    public List<Suggestion> suggestions(long playerId) {
        Player p = player(playerId);
        List<PlayerRecords.Candidate> found = records.candidates(NameKeys.nameForms(p.name()), p.details().federation(),
                MAX_SUGGESTIONS);
        Map<Long, ArchivedGame> byId = new java.util.HashMap<>();
        games.findAll(found.stream().map(PlayerRecords.Candidate::gameId).distinct().toList())
                .forEach(g -> byId.put(g.id(), g));
        List<Suggestion> out = new ArrayList<>();
        for (PlayerRecords.Candidate c : found) {
            if (byId.containsKey(c.gameId())) {
                out.add(new Suggestion(byId.get(c.gameId()), c.side()));
            }
        }
        return out;
    }

    /**
     * Links the chosen sides to the player, all or none: each must be a side whose name is one of the player's forms
     * ({@code archive.link.not-suggested}) and not linked to someone else ({@code archive.link.taken}, 409); a side
     * already linked to the player stays so. A game changed since the arbiter saw it is a conflict
     * ({@code archive.game.changed}). Returns how many sides were linked now.
     */
    public int link(long playerId, List<Choice> choices) {
        Player p = player(playerId);
        if (choices == null || choices.isEmpty()) {
            throw new ValidationException("links", Problem.of("archive.link.none"));
        }
        if (choices.size() > MAX_SUGGESTIONS) {
            throw new ValidationException("links", Problem.of("archive.link.too-many", choices.size(), MAX_SUGGESTIONS));
        }
        Set<String> forms = NameKeys.nameForms(p.name());
        int linked = 0;
        Set<Long> touched = new java.util.HashSet<>(); // both sides of a game: the second sees the first's version
        for (Choice c : choices) {
            if (c == null || !"white".equals(c.side()) && !"black".equals(c.side())) {
                throw new ValidationException("side", Problem.of("archive.side.invalid"));
            }
            ArchivedGame g = archive.get(c.gameId());
            boolean white = c.side().equals("white");
            Long now = white ? g.whitePlayerId() : g.blackPlayerId();
            if (now != null && now == playerId) {
                continue;
            }
            if (now != null) {
                throw new ConflictException(Problem.of("archive.link.taken", g.id(), c.side(), now), g.version());
            }
            String written = white ? g.white() : g.black();
            if (written == null || !forms.contains(NameKeys.searchKey(written))) {
                throw new ValidationException("links", Problem.of("archive.link.not-suggested", g.id(), c.side(), p.name()));
            }
            long version = c.version() == null || touched.contains(g.id()) ? g.version() : c.version();
            archive.link(g.id(), version, white ? Long.valueOf(playerId) : g.whitePlayerId(),
                    white ? g.blackPlayerId() : Long.valueOf(playerId));
            touched.add(g.id());
            linked++;
        }
        return linked;
    }

    private Player player(long id) {
        return players.find(id).orElseThrow(() -> new NotFoundException(Problem.of("player.not-found", id)));
    }
}
