package org.hakem.platform.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;
import java.util.List;
import java.util.Map;
import org.hakem.platform.Parameters;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: documented 400s answered 200 ({@code ?page=-5}, {@code ?size=1000000000}, {@code ?limit=-1},
 * {@code ?round=abc}, {@code ?year=abc}). Every query parameter is checked once, from what the operation declares.
 */
class QueryParametersTest {

    @SuppressWarnings("unused")
    public void list(@QueryParam("q") @DefaultValue("") String q, @QueryParam("page") @DefaultValue("0") @Bounds(min = 0) int page,
                     @QueryParam("size") @DefaultValue("50") @Bounds(min = 1, max = 200) int size,
                     @QueryParam("yearFrom") @Bounds(min = 0, max = 9999) Integer yearFrom,
                     @QueryParam("collection") Long collection, @QueryParam("mirror") boolean mirror) {
    }

    private static Map<String, Problem> check(Map<String, List<String>> query) throws NoSuchMethodException {
        var m = QueryParametersTest.class.getMethod("list", String.class, int.class, int.class, Integer.class, Long.class,
                boolean.class);
        return QueryParameters.problems(QueryParameters.rules(m), query);
    }

    @Test
    void badValuesAreNamedWithWhatIsWrong() throws Exception {
        assertEquals(Map.of("page", Problem.of("field.range", 0, Integer.MAX_VALUE)), check(Map.of("page", List.of("-5"))));
        assertEquals(Map.of("size", Problem.of("field.range", 1, 200)), check(Map.of("size", List.of("1000000000"))));
        assertEquals(Map.of("size", Problem.of("field.range", 1, 200)), check(Map.of("size", List.of("0"))));
        assertEquals(Map.of("yearFrom", Problem.of("field.whole-number")), check(Map.of("yearFrom", List.of("abc"))));
        assertEquals(Map.of("page", Problem.of("field.whole-number")), check(Map.of("page", List.of("1.5"))));
        assertEquals(Map.of("collection", Problem.of("field.range", Long.MIN_VALUE, Long.MAX_VALUE)),
                check(Map.of("collection", List.of("99999999999999999999"))));
        assertEquals(Map.of("mirror", Problem.of("parameter.true-false")), check(Map.of("mirror", List.of("yes"))));
        assertEquals(Map.of("year", Problem.of("parameter.unknown")), check(Map.of("year", List.of("abc"))));
        assertEquals(Map.of("sort", Problem.of("parameter.unknown")), check(Map.of("sort", List.of("evil;drop"))));
        assertEquals(Map.of("page", Problem.of("field.whole-number")), check(Map.of("page", List.of("1", "x"))),
                "every value of a repeated parameter");
    }

    @Test
    void goodValuesAndEmptyOnesPass() throws Exception {
        assertEquals(Map.of(), check(Map.of("page", List.of("3"), "size", List.of("200"), "yearFrom", List.of("1998"),
                "collection", List.of("7"), "mirror", List.of("true"), "q", List.of("anything; at all"))));
        assertEquals(Map.of(), check(Map.of("page", List.of(""), "yearFrom", List.of(""))));
    }

    @Test
    void thePagesUseTheSameParser() {
        assertEquals(0, Parameters.whole("round", null, 0, 0, 999));
        assertEquals(3, Parameters.whole("round", " 3 ", 0, 0, 999));
        ValidationException e = assertThrows(ValidationException.class, () -> Parameters.whole("round", "abc", 0, 0, 999));
        assertEquals(Map.of("round", "field.whole-number"), e.codes());
        assertEquals(Map.of("page", "field.range"),
                assertThrows(ValidationException.class, () -> Parameters.whole("page", "-5", 0, 0, 10)).codes());
        assertEquals(Map.of("stats", "parameter.true-false"),
                assertThrows(ValidationException.class, () -> Parameters.bool("stats", "1", false)).codes());
    }
}
