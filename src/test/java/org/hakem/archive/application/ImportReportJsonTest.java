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

    /**
     * Issue 32: the report is written by JSON-B now; it is the same text as the hand-written one was (names, order,
     * the null status, the escapes), and it reads back into the same problems.
     */
    @Test
    void theReportIsTheSameTextAsBefore() {
        String odd = "Şahin \"q\" \\ /\r\n\t\u0001\u007F\u0085\u2028 \u0000 \uD800 \uD83D\uDE00";
        ArchiveImporter.Report r = new ArchiveImporter.Report(7, "games.pdn", 5, 3, 1, 1, 1, 1, 0, 1,
                List.of("games.pdn game 2 (id 12): illegal at ply 3: " + odd),
                List.of(new ArchiveImporter.ImportProblem("games.pdn", 2, 12, "illegal", "NOT_A_MOVE",
                                List.of("3", odd), 7, 1),
                        new ArchiveImporter.ImportProblem("games.pdn", 0, 0, null, "READ_WARNING", List.of(), 9, 2)));
        assertEquals("{\"source\":\"games.pdn\",\"read\":5,\"stored\":3,\"duplicates\":1,\"legal\":1,\"played_on\":1,"
                + "\"illegal\":1,\"unreadable\":0,\"unsupported\":1,\"problems\":[\"games.pdn game 2 (id 12): illegal at ply 3: "
                + "Şahin \\\"q\\\" \\\\ /\\r\\n\\t\\u0001\\u007f\\u0085\\u2028 \uFFFD \uFFFD \uD83D\uDE00\"],\"items\":["
                + "{\"source\":\"games.pdn\",\"game\":2,\"id\":12,\"status\":\"illegal\",\"code\":\"NOT_A_MOVE\","
                + "\"arguments\":[\"3\",\"Şahin \\\"q\\\" \\\\ /\\r\\n\\t\\u0001\\u007f\\u0085\\u2028 \uFFFD \uFFFD "
                + "\uD83D\uDE00\"],\"line\":7,\"column\":1},"
                + "{\"source\":\"games.pdn\",\"game\":0,\"id\":0,\"status\":null,\"code\":\"READ_WARNING\","
                + "\"arguments\":[],\"line\":9,\"column\":2}]}", r.toJson());
        assertEquals("{\"source\":\"x\",\"read\":0,\"stored\":0,\"duplicates\":0,\"legal\":0,\"played_on\":0,"
                + "\"illegal\":0,\"unreadable\":0,\"unsupported\":0,\"problems\":[],\"items\":[]}",
                new ArchiveImporter.Report(1, "x", 0, 0, 0, 0, 0, 0, 0, 0, List.of()).toJson());
    }
}
