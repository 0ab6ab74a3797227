package org.hakem.it;

import java.io.StringReader;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;

/** What every integration test does over HTTP: send JSON with HTTP Basic, read the answer as JSON. */
final class ItHttp {

    /** The admin account the test set-up creates (HAKEM_ADMIN_PASSWORD of the failsafe run). */
    static final String ADMIN = basic("admin", "it-admin-password");

    private ItHttp() {
    }

    /** A request to {@code base + path}; {@code body} (JSON) and {@code authorization} may be null. */
    static HttpResponse<String> send(HttpClient http, URL base, String method, String path, String authorization,
            String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.toURI().resolve(path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    static JsonObject json(HttpResponse<String> r) {
        try (var reader = Json.createReader(new StringReader(r.body()))) {
            return reader.readValue().asJsonObject();
        } catch (RuntimeException e) {
            throw new AssertionError("not a JSON object (" + r.statusCode() + "): " + r.body(), e);
        }
    }

    static JsonArray jsonArray(HttpResponse<String> r) {
        try (var reader = Json.createReader(new StringReader(r.body()))) {
            return reader.readArray();
        } catch (RuntimeException e) {
            throw new AssertionError("not a JSON array (" + r.statusCode() + "): " + r.body(), e);
        }
    }

    static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }
}
