package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.Map;
import org.hakem.platform.JsonDocuments;
import org.junit.jupiter.api.Test;

/**
 * Issue 32: the container's error answer under {@code /api} is written by JSON-B now; it is the text the hand-written
 * one was (names, order, escapes) and reads back as the API's error body.
 */
class ErrorPageJsonTest {

    @Test
    void theErrorAnswerIsTheSameTextAsBeforeAndReadsBack() {
        String message = "Sayfa bulunamad\u0131: \"/api/x\\y\"\n\u2028";
        String json = JsonDocuments.write(new ErrorPage.ContainerError(404, "http.404", message, Map.of(), Map.of()));
        assertEquals("{\"status\":404,\"code\":\"http.404\",\"message\":\"Sayfa bulunamad\u0131: \\\"/api/x\\\\y\\\"\\n"
                + "\\u2028\",\"fields\":{},\"codes\":{}}", json);
        JsonObject o;
        try (var reader = jakarta.json.Json.createReader(new StringReader(json))) {
            o = reader.readObject();
        }
        assertEquals(404, o.getInt("status"));
        assertEquals("http.404", o.getString("code"));
        assertEquals(message, o.getString("message"));
        assertEquals(0, o.getJsonObject("fields").size());
        assertEquals(0, o.getJsonObject("codes").size());
    }
}
