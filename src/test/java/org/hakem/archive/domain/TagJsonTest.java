package org.hakem.archive.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class TagJsonTest {

    @Test
    void readsWhatItWritesAndWhatPostgresqlPrints() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Annotator", "A \"quoted\" \\ name\n\ttab \u0001 \u00e7 \ud83d\ude00");
        tags.put("", "");
        assertEquals(tags, TagJson.read(TagJson.write(tags)));
        assertEquals(Map.of("a", "b", "c", "\u00e7/"), TagJson.read(" {\"a\": \"b\", \"c\": \"\\u00E7\\/\"}\n"));
        assertEquals(Map.of(), TagJson.read("{}"));
        assertEquals(Map.of(), TagJson.read(null));
    }

    /**
     * Fuzzing findings (JsonBodyFuzzTest#tagJson): a \\u escape with fewer than four hex digits threw a bare
     * NumberFormatException, a backslash at the end StringIndexOutOfBoundsException; a sign after \\u was taken
     * as part of the number ({@code \\u-001} read as U+FFFF). Every one is now the reader's own error.
     */
    @ParameterizedTest
    @ValueSource(strings = {"{\"a\":\"\\u12\"}", "{\"a\":\"\\uZZZZ\"}", "{\"a\":\"\\u-001\"}", "{\"a\":\"\\u+04F\"}",
            "{\"a\":\"\\", "{\"a\":\"\\u", "{\"a\":\"\\u00\"", "{\"a\":\"\\q\"}", "{\"a\":\"b\"}x", "{\"a\":\"\n\"}",
            "{\"a\" \"b\"}", "", "{\"a\":1}", "{\"a\":\"b\",}", "\u000b{}"})
    void refusesWhatIsNotAnObjectOfStringsWithItsOwnError(String json) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TagJson.read(json));
        assertEquals(IllegalArgumentException.class, e.getClass(), e.toString());
        assertTrue(e.getMessage().startsWith("tags JSON: "), e.getMessage());
    }
}
