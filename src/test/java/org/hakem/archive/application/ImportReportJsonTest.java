package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: the import report is JSON written by hand. Whatever a file name, a reader's message or a tag held, the
 * report parses back with the same values, and no character of it breaks a line or a script it is pasted in.
 */
class ImportReportJsonTest {

    private static final String HOSTILE = "a.pdn\"}, \"stored\": 999, \"x\": \"\r\n\t\u2028\u2029\u0085\u007F\\ </script> \uD83D\uDE00";

    @Test
    void hostileTextParsesBackAsItself() {
        ArchiveImporter.ImportProblem item = new ArchiveImporter.ImportProblem(HOSTILE, 1, 2, HOSTILE, "READ_ERROR",
                List.of(HOSTILE, "nul \u0000 here"), 3, 4);
        ArchiveImporter.Report r = new ArchiveImporter.Report(7, HOSTILE, 1, 0, 0, 0, 0, 0, 1, 0, List.of(HOSTILE),
                List.of(item));
        String json = r.toJson();
        for (char c : json.toCharArray()) {
            assertFalse(c < 0x20 || c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029', "U+" + (int) c + ": " + json);
        }
        JsonObject o;
        try (var reader = jakarta.json.Json.createReader(new StringReader(json))) {
            o = reader.readObject();
        }
        assertEquals(HOSTILE, o.getString("source"));
        assertEquals(0, o.getInt("stored"), "no value ends its string early");
        assertEquals(HOSTILE, o.getJsonArray("problems").getString(0));
        JsonObject i = o.getJsonArray("items").getJsonObject(0);
        assertEquals(HOSTILE, i.getString("status"));
        assertEquals(List.of(HOSTILE, "nul \uFFFD here"), i.getJsonArray("arguments").getValuesAs(
                jakarta.json.JsonString::getString));
        assertEquals(3, i.getInt("line"));
    }
}
