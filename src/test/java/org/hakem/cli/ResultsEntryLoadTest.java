package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pieces of the results-entry load that need no server: reading answers and summing latencies. */
class ResultsEntryLoadTest {

    @Test
    void readsTopLevelNumbersOnly() throws IOException {
        String json = "{\"white\":{\"id\":7,\"name\":\"a \\\"}{\\\" b\"},\"tag\":\"\\\"id\\\":9\",\"id\":42,\"version\" : -3}";
        assertEquals(42L, ResultsEntryLoad.JsonFields.number(json, "id"));
        assertEquals(-3L, ResultsEntryLoad.JsonFields.number(json, "version"));
        assertNull(ResultsEntryLoad.JsonFields.number(json, "name"), "a string is not a number");
        assertNull(ResultsEntryLoad.JsonFields.number(json, "board"));
        assertNull(ResultsEntryLoad.JsonFields.number("{\"ids\":5}", "id"), "the whole key, not a prefix");
        assertThrows(IOException.class, () -> ResultsEntryLoad.JsonFields.require("{}", "id"));
    }

    @Test
    void quantilesAreNearestRank() {
        long[] nanos = new long[100];
        for (int i = 0; i < nanos.length; i++) {
            nanos[i] = (i + 1) * 1_000_000L;
        }
        var r = new ResultsEntryLoad.Report(1, 100, 60, 40, 0, null, nanos, 1.0, Map.of());
        assertEquals(50.0, r.millisAt(0.5));
        assertEquals(99.0, r.millisAt(0.99));
        assertEquals(100.0, r.millisAt(1.0));
        assertEquals(1.0, r.millisAt(0.0));
    }

    @Test
    void readsHiddenFormFields() throws IOException {
        String html = "<input type=\"hidden\" name=\"_csrf\" value=\"a&amp;b\"><input name=\"v3\" value=\"12\">";
        assertEquals("a&b", ResultsEntryLoad.field(html, "_csrf"));
        assertEquals("12", ResultsEntryLoad.field(html, "v3"));
        assertThrows(IOException.class, () -> ResultsEntryLoad.field(html, "v4"));
    }

    @Test
    void refusesEmptySettings() {
        assertThrows(IllegalArgumentException.class, () -> new ResultsEntryLoad.Settings(0, 1, 1, 400));
    }
}
