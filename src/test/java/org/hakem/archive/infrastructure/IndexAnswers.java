package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.rules.Position;

/**
 * The two answers the index tests compare, as {@code game id -> [first ply, matching positions]}: the definition
 * ({@link PositionQuery#matches} over every position of every game, with the game filters) and the index's.
 */
final class IndexAnswers {

    private IndexAnswers() {
    }

    /** Every position of every game scanned with {@link PositionQuery#matches}. */
    static Map<Long, List<Integer>> bruteForce(List<IndexedGame> games, PositionQuery q) {
        Map<Long, List<Integer>> out = new TreeMap<>();
        for (IndexedGame g : games) {
            if (!g.line().variant().equals(q.variant())
                    || !q.filters().accepts(g.white(), g.black(), g.event(), g.year(), g.result(), g.rating())) {
                continue;
            }
            int first = -1, count = 0;
            List<Position> ps = g.line().positions();
            for (int ply = 0; ply < ps.size(); ply++) {
                if (q.matches(ps.get(ply))) {
                    first = first < 0 ? ply : first;
                    count++;
                }
            }
            if (count > 0) {
                out.put(g.id(), List.of(first, count));
            }
        }
        return out;
    }

    /** The index's hits in game order; its totals of games and positions must add up to the hits. */
    static Map<Long, List<Integer>> lucene(LucenePositionIndex index, PositionQuery q) {
        SearchResult r = index.search(q, SearchResult.Sort.GAME, 0, 100_000);
        Map<Long, List<Integer>> out = new TreeMap<>();
        long positions = 0;
        for (SearchResult.Hit h : r.hits()) {
            out.put(h.gameId(), List.of(h.firstPly(), h.matches()));
            positions += h.matches();
        }
        assertEquals(r.games(), out.size());
        assertEquals(r.positions(), positions);
        return out;
    }
}
