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

    /** JSON a library wrote (JSON-B leaves DEL, C1 and U+2028/2029 as they are) reads the same once made inert. */
    @Test
    void inertJsonReadsTheSameAndHoldsNoLineSeparator() throws Exception {
        String text = "x\u2028y\u2029z\u007F\u0085\u009F \u00e9\u00c2\u20ac\u2030 \uD83D\uDE00 \u2028";
        String library = jakarta.json.Json.createArrayBuilder().add(text).build().toString();
        String inert = Json.inert(library);
        byte[] bytes = library.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (int chunk : new int[] {1, 2, 3, 7, bytes.length}) {
            var sink = new java.io.ByteArrayOutputStream();
            try (var out = Json.inert(sink)) {
                for (int i = 0; i < bytes.length; i += chunk) {
                    out.write(bytes, i, Math.min(chunk, bytes.length - i));
                }
            }
            assertEquals(inert, sink.toString(java.nio.charset.StandardCharsets.UTF_8), "written in chunks of " + chunk);
        }
        for (char c : inert.toCharArray()) {
            assertFalse(c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029', "U+" + Integer.toHexString(c));
        }
        try (var reader = jakarta.json.Json.createReader(new StringReader(inert))) {
            assertEquals(text, reader.readArray().getString(0));
        }
        assertEquals("[\"plain \u00e9\"]", Json.inert("[\"plain \u00e9\"]"));
    }
}
