package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SquareRule;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Side;
import org.junit.jupiter.api.Test;

class SearchRequestTest {

    static SearchRequest pattern(String variant, String pattern, String material) {
        return new SearchRequest(variant, null, pattern, material, null, false, null, null, null, null, null, null);
    }

    @Test
    void patternsUseTheVariantsSquareNames() {
        PositionQuery q = pattern("international", "27:wm,!22:empty, 5:b", "wk=1..,diff=..-1").toQuery();
        assertEquals(List.of(new SquareRule(27, SquareRule.Kind.WHITE_MAN, false),
                new SquareRule(22, SquareRule.Kind.EMPTY, true), new SquareRule(5, SquareRule.Kind.BLACK, false)), q.squares());
        assertEquals(List.of(new PositionQuery.MaterialRange(PositionQuery.Count.WHITE_KINGS, 1, 50),
                new PositionQuery.MaterialRange(PositionQuery.Count.DIFFERENCE, -50, -1)), q.material());
        PositionQuery t = pattern("turkish", "c3:bk", null).toQuery();
        assertEquals(19, t.squares().get(0).square(), "c3 on the Turkish board is rank 2 * 8 + file 2 + 1");
    }

    @Test
    void mistakesNameTheFieldAndWhatWasExpected() {
        ValidationException e = assertThrows(ValidationException.class, () -> pattern("international", "51:wm,3:queen", "wq=1").toQuery());
        assertTrue(e.fieldErrors().get("pattern").contains("51"), e.fieldErrors().toString());
        assertTrue(e.fieldErrors().get("pattern").contains("queen"), e.fieldErrors().toString());
        assertTrue(e.fieldErrors().get("material").contains("unknown kind"), e.fieldErrors().toString());
        ValidationException fen = assertThrows(ValidationException.class, () -> new SearchRequest("international",
                "W:W1-50:B1", null, null, null, false, null, null, null, null, null, null).toQuery());
        assertTrue(fen.fieldErrors().containsKey("fen"));
        assertThrows(ValidationException.class, () -> pattern("shogi", "1:wm", null).toQuery());
        assertThrows(ValidationException.class, () -> pattern("turkish", "a9:wm", null).toQuery());
    }

    @Test
    void anExactPositionIsReadAsAFen() {
        PositionQuery q = new SearchRequest("international", "B:W31-50:B1-20", null, null, "white", true, "keller",
                "white", null, 1990, 2000, "1-0").toQuery();
        assertTrue(q.isExact());
        assertEquals(Side.BLACK, q.exact().sideToMove());
        assertTrue(q.mirror());
        assertEquals("white", q.filters().playerSide());
    }
}
