package org.hakem.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.json.JsonArray;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** The one JSON string writer: what it writes parses back as the same text, and nothing in it breaks a line. */
class JsonTest {

    @Test
    void hostileTextParsesBackAsItselfOnOneAsciiSafeLine() {
        String hostile = "a\"b\\c\r\nd\te\u0000f\u001Fg\u007Fh\u0085i\u2028j\u2029k</script>\u202El \uD83D\uDE00";
        String json = "[" + Json.string(hostile) + "]";
        for (char c : json.toCharArray()) {
            assertFalse(c < 0x20 || c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029',
                    "unescaped U+" + Integer.toHexString(c) + " in " + json);
        }
        try (var reader = jakarta.json.Json.createReader(new StringReader(json))) {
            JsonArray a = reader.readArray();
            assertEquals(1, a.size());
            assertEquals(hostile, a.getString(0));
        }
    }

    @Test
    void aLoneSurrogateBecomesTheReplacementCharacter() {
        assertEquals("\"a\uFFFDb\uFFFD\"", Json.string("a\uD800b\uDC00"));
        assertEquals("null", Json.string((String) null));
    }
}
