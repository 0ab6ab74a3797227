package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Czech perft counting every capture path, against dctl's published table (test/src/algo/traversal/initial/
 * board_08x08.cpp, "keep duplicates", numbers from the FMJD forum's perft thread): 18,368,918 at depth 10
 * (equal to the distinct count there) and 386,267,783 at depth 12; its distinct table gives 84,967,210 at 11
 * and 386,262,109 at 12. Two paths differ in the pieces they
 * capture, their order or the squares where the piece turns; a king flying straight on over a second piece is
 * one path wherever it could have touched down between the two (docs/rules.md, "Capture paths").
 */
class CzechPathsPerftTest {

    private static final Position START = Variants.CZECH.initialPosition();

    @Test
    void depthTenAsPublished() {
        assertEquals(18_368_918L, Perft.count(START, 10, Perft.Counting.PATHS_STRAIGHT_MERGED));
        assertEquals(18_368_918L, Perft.count(START, 10, Perft.Counting.DISTINCT));
    }

    /** Where the two path countings part: the king can touch down on d4 or e5 before jumping on over f6. */
    @Test
    void aStraightContinuationIsOnePathOrTwoCountingEveryLanding() {
        Position p = Fen.parse(Variants.CZECH, "W:WKa1:Bc3,f6");
        assertEquals(2, Perft.count(p, 1, Perft.Counting.PATHS_STRAIGHT_MERGED), "a1xg7 and a1xh8");
        assertEquals(4, Perft.count(p, 1, Perft.Counting.PATHS), "each by d4 and by e5");
        assertEquals(2, Perft.count(p, 1, Perft.Counting.DISTINCT));
    }

    /** dctl's distinct table goes on: 84,967,210 at depth 11 (our path count there is the same: no two routes yet), 386,262,109 at 12. */
    @Tag("slow")
    @Test
    void depthsElevenAndTwelveAsPublished() {
        assertEquals(84_967_210L, Perft.count(START, 11, Perft.Counting.DISTINCT));
        assertEquals(84_967_210L, Perft.count(START, 11, Perft.Counting.PATHS_STRAIGHT_MERGED));
        assertEquals(386_262_109L, Perft.count(START, 12, Perft.Counting.DISTINCT));
        assertEquals(386_267_783L, Perft.count(START, 12, Perft.Counting.PATHS_STRAIGHT_MERGED));
    }
}
