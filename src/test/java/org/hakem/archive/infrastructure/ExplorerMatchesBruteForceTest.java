package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.hakem.archive.application.RandomGames;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.pdn.PdnResult;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The opening explorer's move table (the index's next-move statistics with the game filters and a minimum number
 * of games) equals a scan of every game: for random positions reached in random games and random filters (player
 * and side, event, years, ratings, minimum games), on three boards, the same moves with the same positions, games,
 * wins, draws and losses, scores, average ratings and last years. Games open alike (a few first moves from a small
 * set) so that positions deep in the opening are shared by many games, as in a real archive.
 */
class ExplorerMatchesBruteForceTest {

    static final List<Variant> VARIANTS = List.of(Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH);
    static final String[] NAMES = LuceneSearchMatchesBruteForceTest.NAMES;
    static final String[] EVENTS = LuceneSearchMatchesBruteForceTest.EVENTS;
    static final String[] RESULTS = LuceneSearchMatchesBruteForceTest.RESULTS;

    static LucenePositionIndex index;
    static final List<IndexedGame> games = new ArrayList<>();

    @BeforeAll
    static void build() {
        index = LucenePositionIndex.inMemory();
        long id = 1;
        for (Variant v : VARIANTS) {
            // a few seeds per variant: games of one seed share their opening for a while, then part
            for (int i = 0; i < 240; i++) {
                RandomGames opening = new RandomGames(v.id().hashCode() * 31L + i % 6);
                Random r = new Random(id * 7919);
                var line = opening.play(v, 4 + (i % 5)); // a shared opening of a few plies
                var game = new RandomGames(id * 104729L).continueFrom(line, 60);
                games.add(new IndexedGame(id++, game, NAMES[r.nextInt(NAMES.length)], NAMES[r.nextInt(NAMES.length)],
                        EVENTS[r.nextInt(EVENTS.length)], r.nextInt(5) == 0 ? null : 1990 + r.nextInt(30),
                        RESULTS[r.nextInt(RESULTS.length)], r.nextInt(3) == 0 ? null : 1800 + r.nextInt(600),
                        r.nextInt(3) == 0 ? null : 1800 + r.nextInt(600)));
            }
        }
        for (int i = 0; i < games.size(); i += 100) {
            index.replace(games.subList(i, Math.min(games.size(), i + 100)));
            index.commit();
        }
        IndexedGame gone = games.remove(11);
        index.delete(List.of(gone.id()));
        index.commit();
    }

    @AfterAll
    static void close() throws Exception {
        index.close();
    }

    @Test
    void theMoveTableOfRandomPositionsAndFiltersIsTheScanOfEveryGame() {
        Random r = new Random(35);
        int withMoves = 0, filtered = 0, shared = 0;
        for (int i = 0; i < 250; i++) {
            IndexedGame g = games.get(r.nextInt(games.size()));
            List<Position> ps = g.line().positions();
            // mostly opening positions (the explorer's walk), sometimes anywhere in the game
            int ply = r.nextInt(4) == 0 ? r.nextInt(ps.size()) : r.nextInt(Math.min(ps.size(), 12));
            Position p = ps.get(ply);
            GameFilters f = randomFilters(r);
            Integer minGames = r.nextInt(3) == 0 ? 1 + r.nextInt(4) : null;
            MoveStatistics expected = scan(p, f, minGames);
            MoveStatistics actual = index.nextMoves(PositionQuery.exact(p).withFilters(f)).atLeast(minGames);
            assertEquals(table(expected), table(actual), "ply " + ply + " of game " + g.id() + ", " + f + ", min " + minGames);
            assertEquals(expected.positions(), actual.positions());
            withMoves += expected.moves().isEmpty() ? 0 : 1;
            filtered += !f.isEmpty() && !expected.moves().isEmpty() ? 1 : 0;
            shared += expected.moves().stream().anyMatch(m -> m.games() > 3) ? 1 : 0;
        }
        assertTrue(withMoves > 150, "most positions have moves: " + withMoves);
        assertTrue(filtered > 60, "filters leave moves often enough to mean anything: " + filtered);
        assertTrue(shared > 60, "many positions are shared by several games: " + shared);
    }

    @Test
    void aRatingRangeKeepsTheGamesWhoseRatingIsInIt() {
        Position start = Variants.TURKISH.initialPosition();
        GameFilters f = new GameFilters(null, null, null, null, null, null, 2000, 2200);
        MoveStatistics stats = index.nextMoves(PositionQuery.exact(start).withFilters(f));
        long expected = games.stream().filter(g -> g.line().variant() == Variants.TURKISH)
                .filter(g -> g.rating() != null && g.rating() >= 2000 && g.rating() <= 2200).count();
        assertTrue(expected > 10, "enough games in range: " + expected);
        assertEquals(expected, stats.games());
        assertEquals(expected, stats.positions());
        stats.moves().forEach(m -> assertTrue(m.averageRating() >= 2000 && m.averageRating() <= 2200, m.toString()));
    }

    /**
     * Costly answers are kept per index reader: with every answer kept, they are the same as computed, and the
     * first commit after a change gives new ones (never an answer older than the index).
     */
    @Test
    void keptAnswersAreTheScansAndNeverOlderThanTheIndex() throws Exception {
        try (LucenePositionIndex kept = LucenePositionIndex.inMemory()) {
            kept.keepAnswersCounting(1);
            List<IndexedGame> turkish = games.stream().filter(g -> g.line().variant() == Variants.TURKISH).toList();
            kept.replace(turkish.subList(0, 50));
            kept.commit();
            PositionQuery start = PositionQuery.exact(Variants.TURKISH.initialPosition());
            MoveStatistics first = kept.nextMoves(start);
            assertEquals(50, first.positions());
            assertTrue(first == kept.nextMoves(start), "kept");
            var page = kept.search(start, org.hakem.archive.domain.SearchResult.Sort.YEAR_DESC, 0, 20);
            assertTrue(page == kept.search(start, org.hakem.archive.domain.SearchResult.Sort.YEAR_DESC, 0, 20), "kept");
            kept.replace(turkish.subList(50, 100));
            kept.commit();
            assertEquals(100, kept.nextMoves(start).positions(), "the commit's reader answers afresh");
            assertEquals(100, kept.search(start, org.hakem.archive.domain.SearchResult.Sort.YEAR_DESC, 0, 20).games());
            // every answer kept and asked for twice is still the scan of the games indexed
            Random r = new Random(36);
            for (int i = 0; i < 40; i++) {
                IndexedGame g = turkish.get(r.nextInt(100));
                Position p = g.line().positions().get(r.nextInt(Math.min(10, g.line().positions().size())));
                GameFilters f = randomFilters(r);
                MoveStatistics once = kept.nextMoves(PositionQuery.exact(p).withFilters(f));
                MoveStatistics twice = kept.nextMoves(PositionQuery.exact(p).withFilters(f));
                assertEquals(table(once), table(twice));
                assertEquals(table(scan(turkish.subList(0, 100), p, f, null)), table(twice));
            }
        }
    }

    /** Each move as text of everything the table shows. */
    static Map<String, String> table(MoveStatistics s) {
        Map<String, String> out = new TreeMap<>();
        s.moves().forEach(m -> out.put(m.move(), m.count() + " positions, " + m.games() + " games, +" + m.whiteWins()
                + " =" + m.draws() + " -" + m.blackWins() + ", score " + m.score() + ", rating " + m.averageRating()
                + ", last " + m.lastYear()));
        return out;
    }

    /** The definition: every position of every accepted game of the variant equal to p, the move played from it. */
    static MoveStatistics scan(Position p, GameFilters f, Integer minGames) {
        return scan(games, p, f, minGames);
    }

    static MoveStatistics scan(List<IndexedGame> games, Position p, GameFilters f, Integer minGames) {
        Map<String, long[]> byMove = new TreeMap<>();
        Map<String, Set<Long>> gamesOf = new TreeMap<>();
        long positions = 0;
        for (IndexedGame g : games) {
            if (g.line().variant() != p.variant()
                    || !f.accepts(g.white(), g.black(), g.event(), g.year(), g.result(), g.rating())) {
                continue;
            }
            List<Position> ps = g.line().positions();
            for (int ply = 0; ply < ps.size(); ply++) {
                if (!ps.get(ply).equals(p)) {
                    continue;
                }
                positions++;
                if (ply >= g.line().moves().size()) {
                    continue;
                }
                String move = g.line().moveAt(ply);
                long[] a = byMove.computeIfAbsent(move, k -> new long[8]);
                a[0]++;
                if (!gamesOf.computeIfAbsent(move, k -> new HashSet<>()).add(g.id())) {
                    continue;
                }
                a[1]++;
                switch (PdnResult.outcome(g.result())) {
                    case WHITE_WINS -> a[2]++;
                    case DRAW -> a[3]++;
                    case BLACK_WINS -> a[4]++;
                    default -> { }
                }
                if (g.rating() != null) {
                    a[5]++;
                    a[6] += g.rating();
                }
                if (g.year() != null) {
                    a[7] = Math.max(a[7], g.year());
                }
            }
        }
        List<MoveStatistics.NextMove> moves = new ArrayList<>();
        Side toMove = p.sideToMove();
        byMove.forEach((move, a) -> moves.add(MoveStatistics.NextMove.of(move, a[0], a[1], a[2], a[3], a[4], toMove,
                a[5], a[6], a[7] == 0 ? null : (int) a[7])));
        return new MoveStatistics(positions, moves).atLeast(minGames);
    }

    static GameFilters randomFilters(Random r) {
        Integer ratingFrom = r.nextInt(3) == 0 ? 1900 + r.nextInt(300) : null;
        Integer ratingTo = r.nextInt(3) == 0 ? 2100 + r.nextInt(300) : null;
        return switch (r.nextInt(6)) {
            case 0 -> new GameFilters(NAMES[r.nextInt(NAMES.length)].split("[ ,]")[0].toLowerCase(),
                    r.nextBoolean() ? null : (r.nextBoolean() ? "white" : "black"), null, null, null, null, ratingFrom, ratingTo);
            case 1 -> new GameFilters(null, null, EVENTS[r.nextInt(EVENTS.length)].split(" ")[0], 1995, 2010, null,
                    ratingFrom, null);
            case 2 -> new GameFilters(null, null, null, 2000 + r.nextInt(10), r.nextBoolean() ? null : 2015, null);
            case 3 -> new GameFilters(null, null, null, null, null, null, ratingFrom == null ? 2000 : ratingFrom, ratingTo);
            default -> GameFilters.NONE;
        };
    }
}
