package org.hakem.event.interfaces;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import java.nio.charset.StandardCharsets;

/**
 * A rendered export of an event (a tournament's, a team event's): its bytes, its content type and the file name offered
 * for saving. The API and the pages send the same file.
 */
public record ExportFile(byte[] bytes, String contentType, String fileName) {

    private static final Jsonb JSON = JsonbBuilder.create();

    /** A table as CSV text. */
    public static ExportFile csv(String text, String fileName) {
        return new ExportFile(utf8(text), "text/csv;charset=UTF-8", fileName);
    }

    /** A value as JSON (JSON-B), safe to show in a page ({@link org.hakem.text.Json#inert}). */
    public static ExportFile json(Object value, String fileName) {
        return new ExportFile(utf8(org.hakem.text.Json.inert(JSON.toJson(value))), "application/json;charset=UTF-8",
                fileName);
    }

    /** Games as PDN text. */
    public static ExportFile pdn(String text, String fileName) {
        return new ExportFile(utf8(text), "application/x-pdn;charset=UTF-8", fileName);
    }

    /** A printable document. */
    public static ExportFile pdf(byte[] pdf, String fileName) {
        return new ExportFile(pdf, "application/pdf", fileName);
    }

    /** Text as UTF-8 bytes. */
    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
