package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.hakem.archive.application.RandomGames;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.domain.SquareRule;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Lucene answer equals a brute-force scan over every stored position: same games, same first ply, same
 * number of matching plies, for hundreds of random exact positions and random patterns, with filters and
 * mirroring, on the three boards (8x8 orthogonal, 8x8 and 10x10 diagonal).
 */
class LuceneSearchMatchesBruteForceTest {

    static final List<Variant> VARIANTS = List.of(Variants.TURKISH, Variants.ENGLISH, Variants.INTERNATIONAL, Variants.OBSTACLE);
    static final String[] NAMES = {"Keller,D.", "Şahin Yılmaz", "Sijbrands, T.", "Boomstra", "İlker Çelik"};
    static final String[] EVENTS = {"Dutch Championship", "Turkish League 1998", "Friendly"};
    static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2", "*"};

    static LucenePositionIndex index;
    static final List<IndexedGame> games = new ArrayList<>();

    @BeforeAll
    static void build() {
        index = LucenePositionIndex.inMemory();
        RandomGames random = new RandomGames(20261123);
        Random r = random.random();
        long id = 1;
        for (Variant v : VARIANTS) {
            for (int i = 0; i < 60; i++) {
                games.add(new IndexedGame(id++, random.play(v, 120), NAMES[r.nextInt(NAMES.length)],
                        NAMES[r.nextInt(NAMES.length)], EVENTS[r.nextInt(EVENTS.length)],
                        r.nextInt(5) == 0 ? null : 1990 + r.nextInt(30), RESULTS[r.nextInt(RESULTS.length)]));
            }
        }
        // in several commits, with a replaced and a deleted game, as the archive does
        for (int i = 0; i < games.size(); i += 50) {
            index.replace(games.subList(i, Math.min(games.size(), i + 50)));
            index.commit();
        }
        index.replace(List.of(games.get(3)));
        IndexedGame gone = games.remove(7);
        index.delete(List.of(gone.id()));
        index.commit();
    }

    @AfterAll
    static void close() throws Exception {
        index.close();
    }

    /** gameId -> {firstPly, matches} by scanning every position. */
    static Map<Long, List<Integer>> bruteForce(PositionQuery q) {
        return IndexAnswers.bruteForce(games, q);
    }

    static Map<Long, List<Integer>> lucene(PositionQuery q) {
        return IndexAnswers.lucene(index, q);
    }

    @Test
    void exactPositionsFindTheSameGamesAndPliesAsBruteForce() {
        Random r = new Random(1);
        int nonEmpty = 0;
        for (int i = 0; i < 300; i++) {
            IndexedGame g = games.get(r.nextInt(games.size()));
            List<Position> ps = g.line().positions();
            Position p = ps.get(r.nextInt(ps.size()));
            PositionQuery q = PositionQuery.exact(p).withMirror(r.nextInt(4) == 0).withFilters(randomFilters(r));
            Map<Long, List<Integer>> expected = bruteForce(q);
            assertEquals(expected, lucene(q), q.toString());
            nonEmpty += expected.isEmpty() ? 0 : 1;
        }
        assertTrue(nonEmpty > 150, "most exact queries taken from stored games find games: " + nonEmpty);
    }

    @Test
    void randomPatternsFindTheSameGamesAndPliesAsBruteForce() {
        Random r = new Random(2);
        int nonEmpty = 0;
        SquareRule.Kind[] kinds = SquareRule.Kind.values();
        for (int i = 0; i < 400; i++) {
            Variant v = VARIANTS.get(r.nextInt(VARIANTS.size()));
            int squares = v.board().squareCount();
            List<SquareRule> rules = new ArrayList<>();
            int n = 1 + r.nextInt(4);
            for (int k = 0; k < n; k++) {
                rules.add(new SquareRule(1 + r.nextInt(squares), kinds[r.nextInt(kinds.length)], r.nextInt(5) == 0));
            }
            List<PositionQuery.MaterialRange> material = new ArrayList<>();
            if (r.nextInt(3) == 0) {
                PositionQuery.Count c = PositionQuery.Count.values()[r.nextInt(PositionQuery.Count.values().length)];
                int min = c == PositionQuery.Count.DIFFERENCE ? -3 + r.nextInt(4) : r.nextInt(10);
                material.add(new PositionQuery.MaterialRange(c, min, min + r.nextInt(6)));
            }
            Side stm = r.nextInt(3) == 0 ? (r.nextBoolean() ? Side.WHITE : Side.BLACK) : null;
            PositionQuery q = new PositionQuery(v, null, rules, stm, material, r.nextInt(4) == 0, randomFilters(r));
            Map<Long, List<Integer>> expected = bruteForce(q);
            assertEquals(expected, lucene(q), q.toString());
            nonEmpty += expected.isEmpty() ? 0 : 1;
        }
        assertTrue(nonEmpty > 100, "enough patterns match something to mean anything: " + nonEmpty);
    }

    @Test
    void nextMoveStatisticsCountTheMovesPlayedFromThePosition() {
        Position start = Variants.TURKISH.initialPosition();
        MoveStatistics stats = index.nextMoves(PositionQuery.exact(start));
        long turkishGames = games.stream().filter(g -> g.line().variant() == Variants.TURKISH).count();
        assertEquals(turkishGames, stats.positions());
        Map<String, Long> expected = new TreeMap<>();
        for (IndexedGame g : games) {
            if (g.line().variant() == Variants.TURKISH && !g.line().moves().isEmpty()) {
                expected.merge(g.line().moveAt(0), 1L, Long::sum);
            }
        }
        Map<String, Long> actual = new TreeMap<>();
        stats.moves().forEach(m -> actual.put(m.move(), m.count()));
        assertEquals(expected, actual);
    }

    @Test
    void pagesAreSortedAndTheTotalCountsEveryGame() {
        PositionQuery q = PositionQuery.exact(Variants.INTERNATIONAL.initialPosition());
        SearchResult all = index.search(q, SearchResult.Sort.YEAR_DESC, 0, 1000);
        SearchResult page = index.search(q, SearchResult.Sort.YEAR_DESC, 10, 5);
        assertEquals(all.games(), page.games());
        assertEquals(all.hits().subList(10, 15), page.hits());
        for (int i = 1; i < all.hits().size(); i++) {
            assertTrue(all.hits().get(i - 1).year() >= all.hits().get(i).year());
        }
    }

    /**
     * The bounded count (docs/archive.md, "Bounded count"): with a small bound, every sort, a few page windows, on
     * the index as committed (several segments, a replaced and a deleted game) and merged to one segment: the count
     * is exact up to the bound and "more than the bound" beyond it, and the page is the one of the full answer.
     */
    @Test
    void boundedCountsAreExactBelowTheBoundAndThePageIsTheFullSearchsPage() throws Exception {
        try (LucenePositionIndex merged = LucenePositionIndex.inMemory(3)) {
            merged.replace(games);
            merged.commit();
            merged.forceMerge();
            Random r = new Random(3);
            int below = 0, above = 0;
            for (int i = 0; i < 160; i++) {
                PositionQuery q = i % 4 == 0 ? exactFrom(r) : randomPattern(r);
                Map<Long, List<Integer>> expected = bruteForce(q);
                long positions = expected.values().stream().mapToLong(a -> a.get(1)).sum();
                for (SearchResult.Sort sort : SearchResult.Sort.values()) {
                    List<SearchResult.Hit> all = sorted(expected, sort);
                    for (long bound : new long[] {1, 3, 10, 40}) {
                        int offset = r.nextInt(3) == 0 ? r.nextInt(12) : 0, limit = 1 + r.nextInt(8);
                        for (SearchResult found : List.of(index.search(q, sort, offset, limit, bound),
                                merged.search(q, sort, offset, limit, bound))) {
                            String what = q + " " + sort + " bound " + bound + " page " + offset + "+" + limit;
                            assertEquals(all.subList(Math.min(offset, all.size()), Math.min(offset + limit, all.size())),
                                    found.hits(), what);
                            if (expected.size() <= bound) {
                                assertTrue(found.countExact(), what);
                                assertEquals(expected.size(), found.games(), what);
                                assertEquals(positions, found.positions(), what);
                                below++;
                            } else {
                                assertFalse(found.countExact(), what);
                                assertEquals(bound, found.games(), "more than the bound: " + what);
                                assertTrue(found.positions() >= bound && found.positions() <= positions, what);
                                above++;
                            }
                        }
                    }
                }
            }
            assertTrue(below > 500 && above > 500, "both sides of the bound are tried: " + below + " / " + above);
            // the merged index's own bound (3) applies to its plain search
            PositionQuery start = PositionQuery.exact(Variants.TURKISH.initialPosition());
            SearchResult bounded = merged.search(start, SearchResult.Sort.GAME, 0, 2);
            assertEquals(3, bounded.games());
            assertFalse(bounded.countExact());
            assertEquals(sorted(bruteForce(start), SearchResult.Sort.GAME).subList(0, 2), bounded.hits());
        }
    }

    /** The hits of a brute-force answer in the order of a sort (the years from the games). */
    static List<SearchResult.Hit> sorted(Map<Long, List<Integer>> answer, SearchResult.Sort sort) {
        Map<Long, Integer> years = new TreeMap<>();
        games.forEach(g -> years.put(g.id(), g.year() == null ? 0 : g.year()));
        List<SearchResult.Hit> hits = new ArrayList<>();
        answer.forEach((id, a) -> hits.add(new SearchResult.Hit(id, a.get(0), a.get(1), years.get(id))));
        hits.sort(ChunkCollectors.order(sort));
        return hits;
    }

    static PositionQuery exactFrom(Random r) {
        IndexedGame g = games.get(r.nextInt(games.size()));
        List<Position> ps = g.line().positions();
        return PositionQuery.exact(ps.get(r.nextInt(Math.min(ps.size(), 12)))).withMirror(r.nextInt(4) == 0);
    }

    static PositionQuery randomPattern(Random r) {
        Variant v = VARIANTS.get(r.nextInt(VARIANTS.size()));
        SquareRule.Kind[] kinds = SquareRule.Kind.values();
        List<SquareRule> rules = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int k = 0; k < n; k++) {
            rules.add(new SquareRule(1 + r.nextInt(v.board().squareCount()), kinds[r.nextInt(kinds.length)], r.nextInt(5) == 0));
        }
        Side stm = r.nextInt(3) == 0 ? (r.nextBoolean() ? Side.WHITE : Side.BLACK) : null;
        return new PositionQuery(v, null, rules, stm, List.of(), r.nextInt(4) == 0,
                r.nextInt(3) == 0 ? randomFilters(r) : GameFilters.NONE);
    }

    static GameFilters randomFilters(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> new GameFilters(NAMES[r.nextInt(NAMES.length)].split("[ ,]")[0].toLowerCase(),
                    r.nextBoolean() ? null : (r.nextBoolean() ? "white" : "black"), null, null, null, null);
            case 1 -> new GameFilters(null, null, EVENTS[r.nextInt(EVENTS.length)].split(" ")[0], 1995, 2010,
                    RESULTS[r.nextInt(3)]);
            case 2 -> new GameFilters(null, null, null, 2000 + r.nextInt(10), null, null);
            default -> GameFilters.NONE;
        };
    }
}
