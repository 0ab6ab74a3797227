package org.hakem.it;

import java.io.File;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/**
 * What every integration test does over HTTP: deploy the built WAR, send JSON with HTTP Basic, read the answer as
 * JSON, wait for an archive import to finish.
 */
public final class ItHttp {

    /** The admin account the test set-up creates (HAKEM_ADMIN_PASSWORD of the failsafe run). */
    static final String ADMIN = basic("admin", "it-admin-password");

    private ItHttp() {
    }

    /** The WAR the build made ({@code hakem.war} of the failsafe run), deployed as it is. */
    static WebArchive war() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("hakem.war")));
    }

    /** A client that shows redirects instead of following them. */
    static HttpClient client() {
        return HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** The import run an upload answered 202 to, read again from its {@code Location} until it is no longer running. */
    static JsonObject awaitImport(HttpClient http, HttpResponse<String> accepted) throws Exception {
        URI location = URI.create(accepted.headers().firstValue("Location").orElseThrow());
        return Eventually.eventually("the import run " + location + " ends", () -> json(http.send(
                HttpRequest.newBuilder(location).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8))),
                run -> !run.getString("status").equals("running"));
    }

    /** An arbiter's account made for a test: its name, its password and its HTTP Basic authorization. */
    record Arbiter(String name, String password, String authorization) {
    }

    /** A new arbiter account (made by the admin), named {@code prefix} and a random suffix. */
    static Arbiter newArbiter(HttpClient http, URL base, String prefix, String password) throws Exception {
        String name = prefix + java.util.UUID.randomUUID().toString().substring(0, 8);
        HttpResponse<String> r = send(http, base, "POST", "api/accounts", ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"" + password + "\",\"role\":\"arbiter\"}");
        if (r.statusCode() != 201) {
            throw new AssertionError("the admin could not create arbiter " + name + ": " + r.statusCode() + " " + r.body());
        }
        return new Arbiter(name, password, basic(name, password));
    }

    /**
     * Waits (at most two minutes) until the archive has applied every game submission the events handed it: none
     * pending, none failing ({@code GET /api/archive/index/submissions}, as the admin). Then what the archive
     * stores is final, and a duplicate would already be there.
     */
    static void awaitSubmissionsApplied(HttpClient http, URL base) throws Exception {
        Eventually.eventually("the archive's game submissions are all applied",
                () -> json(send(http, base, "GET", "api/archive/index/submissions", ADMIN, null)),
                b -> b.getJsonNumber("pending").longValue() == 0 && b.getJsonNumber("failing").longValue() == 0);
    }

    /**
     * A client with its own cookie jar, logged in through the login form (with the form's CSRF token) as a
     * browser is: its later requests carry the session. Redirects are shown, not followed.
     */
    static HttpClient loggedIn(URL base, String user, String password) throws Exception {
        HttpClient browser = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .cookieHandler(new java.net.CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build();
        String login = browser.send(HttpRequest.newBuilder(base.toURI().resolve("login")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        HttpResponse<String> in = browser.send(HttpRequest.newBuilder(base.toURI().resolve("login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=" + java.net.URLEncoder.encode(user, StandardCharsets.UTF_8)
                        + "&password=" + java.net.URLEncoder.encode(password, StandardCharsets.UTF_8) + "&_csrf="
                        + java.net.URLEncoder.encode(org.hakem.cli.ResultsEntryLoad.field(login, "_csrf"), StandardCharsets.UTF_8)))
                .build(), HttpResponse.BodyHandlers.ofString());
        if (in.statusCode() != 302 && in.statusCode() != 303) {
            throw new AssertionError("login of " + user + ": " + in.statusCode());
        }
        return browser;
    }

    /** A request to {@code base + path}; {@code body} (JSON) and {@code authorization} may be null. */
    public static HttpResponse<String> send(HttpClient http, URL base, String method, String path, String authorization,
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

    public static JsonObject json(HttpResponse<String> r) {
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
