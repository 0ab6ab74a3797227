package org.hakem.platform;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import org.hakem.text.Json;

/**
 * JSON that Hakem writes outside a REST answer (an import run's report, the container's error answer), written by
 * JSON-B from records as the API writes its answers: the same settings ({@link #config()}, which the API's
 * {@code JsonConfig} builds on: nulls left out unless a property is {@code @JsonbNillable}, properties in
 * lexicographic order unless a record names its order with {@code @JsonbPropertyOrder}) and the same inert text
 * (DEL, the C1 controls and U+2028, U+2029 escaped, {@link Json#inert}). Runs in the command line too (Yasson is in
 * its libraries; in the server, the container's).
 */
public final class JsonDocuments {

    private static final Jsonb JSONB = JsonbBuilder.create(config());

    private JsonDocuments() {
    }

    /** The JSON-B settings every JSON Hakem writes is written with; readers add their own checks to them. */
    public static JsonbConfig config() {
        return new JsonbConfig();
    }

    /** The object (a record, a list, a map...) as one line of JSON. */
    public static String write(Object value) {
        return Json.inert(JSONB.toJson(value));
    }
}
