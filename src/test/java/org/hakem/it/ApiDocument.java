package org.hakem.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The checks of the API document {@code /openapi} serves (ApiWalkIT runs them on the deployed WAR): valid OpenAPI
 * by a maintained validator (swagger-parser), an operation id, a summary, a tag and the error answers on every
 * operation, HTTP Basic declared, and the same document as the checked-in copy the tests' client is generated from.
 */
final class ApiDocument {

    /** The copy the tests' client is generated from (openapi-generator-maven-plugin in the pom). */
    static final Path CHECKED_IN = Path.of("src/test/openapi/hakem.json");

    /** Where the served document is written when it differs from the copy (to replace it, after a look). */
    static final Path SERVED = Path.of("target/openapi-served.json");

    static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch", "head", "options", "trace");

    private ApiDocument() {
    }

    /** One operation of the document: {@code GET /api/players} and its object. */
    record Op(String method, String path, JsonObject body) {
        @Override
        public String toString() {
            return method.toUpperCase(Locale.ROOT) + " " + path;
        }

        /** HTTP Basic and nothing else: the operation needs an account with a role. */
        boolean basicRequired() {
            JsonArray security = body.getJsonArray("security");
            return security != null && security.size() == 1 && security.getJsonObject(0).containsKey("basicAuth");
        }

        /** Anonymous allowed ({@code {}}), HTTP Basic optional. */
        boolean basicOptional() {
            JsonArray security = body.getJsonArray("security");
            return security != null && security.size() == 2 && security.contains(JsonValue.EMPTY_JSON_OBJECT)
                    && security.stream().anyMatch(s -> s.asJsonObject().containsKey("basicAuth"));
        }
    }

    static JsonObject parse(String json) {
        try (var reader = Json.createReader(new StringReader(json))) {
            return reader.readObject();
        }
    }

    static List<Op> operations(JsonObject doc) {
        List<Op> out = new ArrayList<>();
        for (var path : doc.getJsonObject("paths").entrySet()) {
            for (var op : path.getValue().asJsonObject().entrySet()) {
                if (METHODS.contains(op.getKey())) {
                    out.add(new Op(op.getKey(), path.getKey(), op.getValue().asJsonObject()));
                }
            }
        }
        return out;
    }

    /** What swagger-parser says of the document: nothing for a valid one. */
    static List<String> validatorMessages(String json) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(json, null, options);
        List<String> messages = new ArrayList<>(result.getMessages() == null ? List.of() : result.getMessages());
        if (result.getOpenAPI() == null) {
            messages.add("not read as OpenAPI");
        }
        return messages;
    }

    /** The checks every operation and the document as a whole must pass, as a list of what is wrong. */
    static List<String> problems(JsonObject doc) {
        List<String> wrong = new ArrayList<>();
        if (!doc.getString("openapi", "").startsWith("3.")) {
            wrong.add("not OpenAPI 3: " + doc.get("openapi"));
        }
        for (String key : doc.keySet()) {
            if (!Set.of("openapi", "info", "servers", "paths", "components", "security", "tags", "externalDocs")
                    .contains(key) && !key.startsWith("x-")) {
                wrong.add("a top-level key OpenAPI 3.0 does not allow: " + key);
            }
        }
        for (JsonValue server : doc.getJsonArray("servers")) {
            String url = server.asJsonObject().getString("url");
            if (url.endsWith("/")) {
                wrong.add("a server address ending in a slash: " + url);
            }
        }
        JsonObject basic = doc.getJsonObject("components").getJsonObject("securitySchemes") == null ? null
                : doc.getJsonObject("components").getJsonObject("securitySchemes").getJsonObject("basicAuth");
        if (basic == null || !"http".equals(basic.getString("type", "")) || !"basic".equals(basic.getString("scheme", ""))) {
            wrong.add("no HTTP Basic security scheme basicAuth: " + basic);
        }
        List<String> refs = new ArrayList<>();
        references(doc, refs);
        JsonObject schemas = doc.getJsonObject("components").getJsonObject("schemas");
        for (String ref : refs) {
            if (!ref.startsWith("#/components/schemas/") || !schemas.containsKey(ref.substring(21))) {
                wrong.add("a reference to no schema of the document: " + ref);
            }
        }
        Map<String, String> ids = new LinkedHashMap<>();
        for (Op op : operations(doc)) {
            String id = op.body().getString("operationId", "");
            if (!id.matches("[a-z][A-Za-z0-9]*")) {
                wrong.add(op + ": operationId not usable as a method name: '" + id + "'");
            }
            String other = ids.put(id, op.toString());
            if (other != null) {
                wrong.add(op + ": operationId " + id + " also of " + other);
            }
            if (op.body().getString("summary", "").isBlank()) {
                wrong.add(op + ": no summary");
            }
            if (op.body().getJsonArray("tags") == null || op.body().getJsonArray("tags").size() != 1) {
                wrong.add(op + ": not in exactly one tag");
            }
            if (!op.basicRequired() && !op.basicOptional()) {
                wrong.add(op + ": security neither required nor optional HTTP Basic: " + op.body().get("security"));
            }
            JsonObject responses = op.body().getJsonObject("responses");
            if (responses == null || responses.keySet().stream().noneMatch(status -> status.startsWith("2"))) {
                wrong.add(op + ": no success answer (2xx)");
            }
            for (String status : List.of("400", "401", "403", "404", "413", "415", "429", "500")) {
                JsonObject r = responses == null ? null : responses.getJsonObject(status);
                String ref = r == null ? null : r.getJsonObject("content").getJsonObject("application/json")
                        .getJsonObject("schema").getString("$ref", null);
                if (!"#/components/schemas/ApiError".equals(ref)) {
                    wrong.add(op + ": the " + status + " answer is not the JSON error (ApiError): " + r);
                }
            }
        }
        return wrong;
    }

    /** Every {@code $ref} in {@code value}. */
    private static void references(JsonValue value, List<String> out) {
        if (value instanceof JsonObject o) {
            o.forEach((k, v) -> {
                if ("$ref".equals(k) && v instanceof jakarta.json.JsonString ref) {
                    out.add(ref.getString());
                } else {
                    references(v, out);
                }
            });
        } else if (value instanceof JsonArray a) {
            a.forEach(v -> references(v, out));
        }
    }

    /** The document without what depends on where and what build serves it (its servers, the version). */
    static JsonObject portable(JsonObject doc) {
        return Json.createObjectBuilder(doc).remove("servers")
                .add("info", Json.createObjectBuilder(doc.getJsonObject("info")).remove("version")).build();
    }

    /**
     * Fails when the served document and the checked-in copy differ (apart from servers and version): then the
     * served one is written to {@link #SERVED}, to be looked at and copied over the checked-in one.
     */
    static void assertSameAsCheckedIn(String served) throws Exception {
        JsonObject copy = portable(parse(Files.readString(CHECKED_IN, StandardCharsets.UTF_8)));
        JsonObject now = portable(parse(served));
        if (!copy.equals(now)) {
            Files.createDirectories(SERVED.getParent());
            Files.writeString(SERVED, served, StandardCharsets.UTF_8);
            List<String> differences = new ArrayList<>();
            differences(copy, now, "", differences);
            throw new AssertionError("The served /openapi differs from " + CHECKED_IN + " (the tests' client is "
                    + "generated from it): " + differences.subList(0, Math.min(10, differences.size())) + " ... The "
                    + "served document is in " + SERVED + "; check it and copy it over (docs/operations.md, \"The API "
                    + "document\").");
        }
    }

    private static void differences(JsonValue a, JsonValue b, String where, List<String> out) {
        if (a instanceof JsonObject x && b instanceof JsonObject y) {
            Set<String> keys = new HashSet<>(x.keySet());
            keys.addAll(y.keySet());
            for (String k : keys.stream().sorted().toList()) {
                if (!x.containsKey(k) || !y.containsKey(k)) {
                    out.add(where + "/" + k + (x.containsKey(k) ? " only in the copy" : " only served"));
                } else {
                    differences(x.get(k), y.get(k), where + "/" + k, out);
                }
            }
        } else if (!a.equals(b)) {
            out.add(where + ": " + abbreviate(a.toString()) + " -> " + abbreviate(b.toString()));
        }
    }

    private static String abbreviate(String s) {
        return s.length() > 100 ? s.substring(0, 100) + "…" : s;
    }

    static void assertValid(String served) {
        List<String> messages = validatorMessages(served);
        assertEquals(List.of(), messages, "swagger-parser's messages on /openapi");
        JsonObject doc = parse(served);
        assertNotNull(doc.getJsonObject("paths"));
        List<String> wrong = problems(doc);
        assertTrue(wrong.isEmpty(), wrong.size() + " problems: " + String.join("\n", wrong));
        assertFalse(operations(doc).isEmpty());
    }
}
