package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.hakem.archive.application.RandomGames;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SquareRule;
import org.hakem.rules.Position;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Canadian games (12x12, squares 1..72, positions held in two words by the engine) are stored and searched like
 * any other: the position index is keyed by square numbers and Zobrist hashes, so it needs no limit at 64. The
 * Lucene answers equal a brute-force scan for exact positions, mirrored queries (square 1 turns to 72) and
 * patterns on the squares beyond 64.
 */
class CanadianArchiveIndexTest {

    static LucenePositionIndex index;
    static final List<IndexedGame> games = new ArrayList<>();

    @BeforeAll
    static void build() {
        index = LucenePositionIndex.inMemory();
        RandomGames random = new RandomGames(27);
        for (long id = 1; id <= 30; id++) {
            games.add(new IndexedGame(id, random.play(Variants.CANADIAN, 160), "White " + id, "Black " + id,
                    "Canadian test", 2000 + (int) id, "*"));
        }
        // a stored line read back from its long notation, as the archive reads its rows
        GameLine first = games.get(0).line();
        GameLine read = GameLine.read(Variants.CANADIAN, null, first.movesText());
        assertEquals(first.positions(), read.positions());
        index.replace(games);
        index.commit();
    }

    @AfterAll
    static void close() throws Exception {
        index.close();
    }

    static Map<Long, List<Integer>> bruteForce(PositionQuery q) {
        return IndexAnswers.bruteForce(games, q);
    }

    static Map<Long, List<Integer>> lucene(PositionQuery q) {
        return IndexAnswers.lucene(index, q);
    }

    @Test
    void exactAndMirroredPositionsFindTheSameGamesAsBruteForce() {
        Random r = new Random(72);
        for (int i = 0; i < 60; i++) {
            IndexedGame g = games.get(r.nextInt(games.size()));
            List<Position> ps = g.line().positions();
            Position p = ps.get(r.nextInt(ps.size()));
            PositionQuery q = PositionQuery.exact(p).withMirror(i % 3 == 0);
            Map<Long, List<Integer>> expected = bruteForce(q);
            assertTrue(expected.containsKey(g.id()), "the game the position came from");
            assertEquals(expected, lucene(q), q.toString());
        }
        assertEquals(games.size(), lucene(PositionQuery.exact(Variants.CANADIAN.initialPosition())).size());
    }

    @Test
    void patternsOnSquaresBeyondSixtyFourMatchBruteForce() {
        Random r = new Random(64);
        SquareRule.Kind[] kinds = SquareRule.Kind.values();
        int nonEmpty = 0;
        for (int i = 0; i < 80; i++) {
            List<SquareRule> rules = new ArrayList<>();
            rules.add(new SquareRule(61 + r.nextInt(12), kinds[r.nextInt(kinds.length)], false));
            rules.add(new SquareRule(1 + r.nextInt(72), kinds[r.nextInt(kinds.length)], r.nextInt(4) == 0));
            PositionQuery q = new PositionQuery(Variants.CANADIAN, null, rules, null, List.of(), r.nextInt(3) == 0,
                    GameFilters.NONE);
            Map<Long, List<Integer>> expected = bruteForce(q);
            assertEquals(expected, lucene(q), q.toString());
            nonEmpty += expected.isEmpty() ? 0 : 1;
        }
        assertTrue(nonEmpty > 20, "enough patterns match something to mean anything: " + nonEmpty);
    }
}
