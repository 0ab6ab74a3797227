package org.hakem.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbException;
import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.player.interfaces.rest.PlayerJson;
import org.hakem.security.interfaces.rest.AccountResource;
import org.hakem.tournament.interfaces.rest.TournamentJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The API's JSON-B reads numbers and true/false exactly. Fuzzing finding (JsonBodyFuzzTest#body): JSON-B's own
 * readers wrapped and rounded, so {@code {"entryA": 4294967297}} forbade a pairing with entry 1,
 * {@code {"version": 1e30}} sent some other version, and {@code {"disabled": "maybe"}} enabled an account.
 */
class JsonConfigTest {

    private static final Jsonb JSONB = new JsonConfig().getContext(Object.class);

    @ParameterizedTest
    @ValueSource(strings = {"99999999999", "4294967297", "-2147483649", "1.5", "1e30", "1e999999999", "-1e-999999999",
            "\"12x\"", "\"1.5\"", "true", "[1]", "{}"})
    void anIntegerFieldTakesOnlyAWholeNumberInItsRange(String value) {
        JsonbException e = assertThrows(JsonbException.class,
                () -> JSONB.fromJson("{\"rating\": " + value + "}", PlayerJson.class));
        assertEquals(Map.of("rating", Problem.of("api.body.wrong-type")), JsonProblems.fields(e));
    }

    @ParameterizedTest
    @ValueSource(strings = {"9223372036854775808", "18446744073709551617", "1e30", "0.5", "1e19"})
    void aLongFieldTakesOnlyAWholeNumberInItsRange(String value) {
        assertThrows(JsonbException.class,
                () -> JSONB.fromJson("{\"entryA\": " + value + ", \"entryB\": 2}", TournamentJson.ForbidRequest.class));
    }

    @Test
    void wholeNumbersInRangeReadExactlyAsBefore() {
        assertEquals(1200, JSONB.fromJson("{\"rating\": 12e2}", PlayerJson.class).rating());
        assertEquals(1, JSONB.fromJson("{\"rating\": 1.00}", PlayerJson.class).rating());
        assertEquals(12, JSONB.fromJson("{\"rating\": \"12\"}", PlayerJson.class).rating());
        assertEquals(Integer.MIN_VALUE, JSONB.fromJson("{\"rating\": -2147483648}", PlayerJson.class).rating());
        assertEquals(0, JSONB.fromJson("{\"rating\": 0e-999999999}", PlayerJson.class).rating());
        assertNull(JSONB.fromJson("{\"rating\": null}", PlayerJson.class).rating());
        assertEquals(Long.MAX_VALUE, JSONB.fromJson("{\"version\": 9223372036854775807}", PlayerJson.class).version());
        assertEquals(4294967297L, JSONB.fromJson("{\"entryA\": 4294967297}", TournamentJson.ForbidRequest.class).entryA());
    }

    @Test
    void aTrueFalseFieldTakesOnlyTrueOrFalse() {
        assertEquals(true, JSONB.fromJson("{\"disabled\": true}", AccountResource.Disabled.class).disabled());
        assertEquals(false, JSONB.fromJson("{\"disabled\": \"false\"}", AccountResource.Disabled.class).disabled());
        assertNull(JSONB.fromJson("{\"disabled\": null}", AccountResource.Disabled.class).disabled());
        for (String v : new String[] {"\"maybe\"", "\"yes\"", "1", "0", "[]"}) {
            assertThrows(JsonbException.class, () -> JSONB.fromJson("{\"disabled\": " + v + "}", AccountResource.Disabled.class), v);
        }
    }

    /** Issue 30: an escaped lone surrogate was stored as '?'; it is refused in every string, the field named. */
    @Test
    void anUnpairedSurrogateIsRefusedWithTheFieldNamed() {
        for (String bad : new String[] {"\\ud800", "a\\udc00", "\\ud800\\ud800", "x\\udbff"}) {
            JsonbException e = assertThrows(JsonbException.class,
                    () -> JSONB.fromJson("{\"name\": \"" + bad + "\", \"rating\": 1}", PlayerJson.class));
            Map<String, Problem> fields = JsonProblems.fields(e);
            assertEquals(java.util.Set.of("name"), fields.keySet(), bad);
            assertEquals("api.body.unpaired-surrogate", fields.get("name").code());
        }
        assertEquals("\uD83D\uDE00 \u015eahin", JSONB.fromJson("{\"name\": \"\\ud83d\\ude00 \u015eahin\"}",
                PlayerJson.class).name(), "a pair is a character");
        assertEquals("12", JSONB.fromJson("{\"name\": 12}", PlayerJson.class).name(), "as JSON-B read it before");
        assertThrows(JsonbException.class, () -> JSONB.fromJson("{\"name\": [\"a\"]}", PlayerJson.class));
    }
}
