package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SquareRule;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The chunked index ({@link LucenePositionIndex#K} plies a document) answers like a scan of every position where
 * its layout has edges: games of one and two positions, of K - 1, K and K + 1 positions and around 2K (not in English,
 * whose random games end sooner), every position of
 * them asked for exactly, square by square (held, and negated: a run that ends inside a chunk), by side to move and
 * by each material count (which changes at captures), with and without the mirror.
 */
class ChunkBoundariesMatchBruteForceTest {

    static final int K = PositionDocuments.K;
    static final int[] LENGTHS = {1, 2, K - 1, K, K + 1, 2 * K - 1, 2 * K, 2 * K + 1};
    static final List<Variant> VARIANTS = List.of(Variants.INTERNATIONAL, Variants.TURKISH, Variants.ENGLISH);

    static LucenePositionIndex index;
    static final List<IndexedGame> games = new ArrayList<>();

    @BeforeAll
    static void build() {
        index = LucenePositionIndex.inMemory();
        Random r = new Random(20261127);
        long id = 1;
        for (Variant v : VARIANTS) {
            for (int length : LENGTHS) {
                if (v == Variants.ENGLISH && length > K + 1) {
                    continue; // random English games rarely last two chunks of 64
                }
                games.add(new IndexedGame(id++, line(v, length, r), "A", "B", "E", 2000, "1-0"));
            }
        }
        index.replace(games);
        index.commit();
    }

    @AfterAll
    static void close() throws Exception {
        index.close();
    }

    /** A random legal line of exactly {@code positions} positions (captures first when there are any, so material changes). */
    static GameLine line(Variant v, int positions, Random r) {
        for (int attempt = 0; ; attempt++) {
            Position p = v.initialPosition();
            List<Move> moves = new ArrayList<>();
            while (moves.size() < positions - 1) {
                List<Move> legal = p.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                Move m = legal.get(r.nextInt(legal.size()));
                moves.add(m);
                p = p.play(m);
            }
            if (moves.size() == positions - 1) {
                GameLine line = GameLine.play(v.initialPosition(), moves);
                assertEquals(positions, line.positions().size());
                return line;
            }
            assertTrue(attempt < 1000, "a line of " + positions + " positions");
        }
    }

    static Map<Long, List<Integer>> bruteForce(PositionQuery q) {
        return IndexAnswers.bruteForce(games, q);
    }

    static Map<Long, List<Integer>> lucene(PositionQuery q) {
        return IndexAnswers.lucene(index, q);
    }

    static void same(PositionQuery q) {
        assertEquals(bruteForce(q), lucene(q), q.toString());
        assertEquals(bruteForce(q.withMirror(true)), lucene(q.withMirror(true)), "mirrored " + q);
    }

    static PositionQuery pattern(Variant v, List<SquareRule> rules, Side side, List<PositionQuery.MaterialRange> material) {
        return new PositionQuery(v, null, rules, side, material, false, GameFilters.NONE);
    }

    @Test
    void everyPositionIsFoundExactlyAtItsPly() {
        for (IndexedGame g : games) {
            for (Position p : g.line().positions()) {
                same(PositionQuery.exact(p));
            }
        }
    }

    @Test
    void everySquareHeldOrNotMatchesAsTheScanSays() {
        Random r = new Random(3);
        SquareRule.Kind[] kinds = SquareRule.Kind.values();
        for (IndexedGame g : games) {
            Variant v = g.line().variant();
            for (Position p : g.line().positions()) {
                for (int i = 0; i < 4; i++) {
                    int sq = 1 + r.nextInt(v.board().squareCount());
                    SquareRule.Kind kind = kinds[r.nextInt(kinds.length)];
                    same(pattern(v, List.of(new SquareRule(sq, kind, r.nextBoolean())), null, List.of()));
                }
                // two rules, one of them negated, and the side to move
                int a = 1 + r.nextInt(v.board().squareCount()), b = 1 + r.nextInt(v.board().squareCount());
                Side side = r.nextBoolean() ? Side.WHITE : Side.BLACK;
                same(pattern(v, List.of(new SquareRule(a, SquareRule.Kind.EMPTY, true),
                        new SquareRule(b, SquareRule.Kind.OCCUPIED, r.nextBoolean())), side, List.of()));
            }
        }
    }

    @Test
    void sideToMoveAloneAndNothingAtAllMatchAsTheScanSays() {
        for (Variant v : VARIANTS) {
            same(pattern(v, List.of(), Side.WHITE, List.of()));
            same(pattern(v, List.of(), Side.BLACK, List.of()));
            same(pattern(v, List.of(), null, List.of()));
        }
    }

    @Test
    void materialCountsAcrossCapturesMatchAsTheScanSays() {
        for (IndexedGame g : games) {
            Variant v = g.line().variant();
            for (Position p : g.line().positions()) {
                for (PositionQuery.Count c : PositionQuery.Count.values()) {
                    int n = c.of(p);
                    same(pattern(v, List.of(), null, List.of(new PositionQuery.MaterialRange(c, n, n))));
                }
            }
        }
    }

    @Test
    void theNextMovesOfEveryPositionAreTheMovesPlayedFromIt() {
        for (IndexedGame g : games) {
            List<Position> ps = g.line().positions();
            for (int ply = 0; ply < ps.size(); ply++) {
                Map<String, Long> expected = new TreeMap<>();
                long positions = 0;
                for (IndexedGame h : games) {
                    List<Position> hs = h.line().positions();
                    for (int i = 0; i < hs.size(); i++) {
                        if (hs.get(i).equals(ps.get(ply))) {
                            positions++;
                            if (i < h.line().moves().size()) {
                                expected.merge(h.line().moveAt(i), 1L, Long::sum);
                            }
                        }
                    }
                }
                MoveStatistics stats = index.nextMoves(PositionQuery.exact(ps.get(ply)));
                Map<String, Long> actual = new TreeMap<>();
                stats.moves().forEach(m -> actual.put(m.move(), m.count()));
                assertEquals(positions, stats.positions());
                assertEquals(expected, actual, "game " + g.id() + " ply " + ply);
            }
        }
    }

    @Test
    void theIndexHoldsEveryPositionOfEveryGame() {
        long positions = games.stream().mapToLong(g -> g.line().positions().size()).sum();
        assertEquals(positions, index.size());
        Map<Long, long[]> contents = index.contents();
        for (IndexedGame g : games) {
            assertEquals(g.line().positions().size(), contents.get(g.id())[0]);
            assertEquals(g.checksum(), contents.get(g.id())[1]);
        }
    }
}
