package org.hakem.it;

import static org.hakem.it.ItHttp.basic;
import static org.hakem.it.ItHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import org.hakem.it.client.ApiClient;
import org.hakem.it.client.ApiException;
import org.hakem.it.client.api.PlayerApi;
import org.hakem.it.client.api.TournamentApi;
import org.hakem.it.client.model.EntryJson;
import org.hakem.it.client.model.EntryRequest;
import org.hakem.it.client.model.EventJson;
import org.hakem.it.client.model.PlayerJson;
import org.hakem.it.client.model.Table;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Walks every operation of the API as {@code /openapi} lists it and sends what a careless or hostile client
 * would: no credentials, a wrong role, malformed and wrongly shaped bodies, a wrong content type, ids out of
 * range. Every answer must be the refusal it should be, as the API's JSON error, and never a 500. The pages'
 * forms and filters get the same treatment, and every kind of answer carries the security headers.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ApiWalkIT extends EdgeChecks {

    static final String HUGE = "99999999999999999999";
    private static final Set<String> WRITES = Set.of("POST", "PUT", "PATCH", "DELETE");

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).followRedirects(HttpClient.Redirect.NEVER).build();

    record Operation(String method, String path, boolean hasBody) {
        boolean adminOnly() {
            return path.startsWith("api/accounts") || path.startsWith("api/archive/index");
        }

        boolean write() {
            return WRITES.contains(method);
        }
    }

    private List<Operation> operations() throws Exception {
        HttpResponse<String> r = request("GET", "openapi", null, null, null, "Accept", "application/json");
        assertEquals(200, r.statusCode(), r.body());
        JsonObject doc = json(r);
        List<Operation> out = new ArrayList<>();
        for (var path : doc.getJsonObject("paths").entrySet()) {
            String p = path.getKey().replaceFirst("^/", "");
            if (!p.startsWith("api/")) {
                p = "api/" + p;
            }
            String concrete = p.replaceAll("\\{[^}]+}", HUGE);
            for (var op : path.getValue().asJsonObject().entrySet()) {
                String method = op.getKey().toUpperCase(Locale.ROOT);
                if (!Set.of("GET", "POST", "PUT", "PATCH", "DELETE").contains(method)) {
                    continue;
                }
                JsonObject o = op.getValue().asJsonObject();
                boolean jsonBody = o.containsKey("requestBody") && o.getJsonObject("requestBody").containsKey("content")
                        && o.getJsonObject("requestBody").getJsonObject("content").containsKey("application/json");
                out.add(new Operation(method, concrete, jsonBody));
            }
        }
        assertTrue(out.size() > 40, "the document lists the API's operations: " + out.size());
        return out;
    }

    @Test
    @Order(1)
    void theApiDocumentNamesHakemAndGivesEveryOperationItsErrors() throws Exception {
        JsonObject doc = json(request("GET", "openapi", null, null, null, "Accept", "application/json"));
        JsonObject info = doc.getJsonObject("info");
        assertEquals("Hakem", info.getString("title"));
        assertFalse(info.getString("version").isBlank());
        assertTrue(info.getString("description").contains("{status, code, message, fields, codes}"), info.toString());
        assertTrue(doc.getJsonObject("components").getJsonObject("schemas").containsKey("ApiError"));
        for (var path : doc.getJsonObject("paths").entrySet()) {
            for (var op : path.getValue().asJsonObject().entrySet()) {
                if (op.getValue().getValueType() != JsonValue.ValueType.OBJECT) {
                    continue;
                }
                JsonObject responses = op.getValue().asJsonObject().getJsonObject("responses");
                assertNotNull(responses, path.getKey() + " " + op.getKey());
                for (String status : List.of("400", "401", "404", "500")) {
                    assertTrue(responses.containsKey(status), path.getKey() + " " + op.getKey() + " lacks " + status);
                }
            }
        }
    }

    /** The served document is valid OpenAPI (swagger-parser: no message) and the copy the tests' client comes from. */
    @Test
    @Order(1)
    void theApiDocumentIsValidOpenApiAndTheCheckedInCopy() throws Exception {
        HttpResponse<String> r = request("GET", "openapi", null, null, null, "Accept", "application/json");
        assertEquals(200, r.statusCode(), r.body());
        ApiDocument.assertValid(r.body());
        ApiDocument.assertSameAsCheckedIn(r.body());
    }

    /** HTTP Basic is required by the document exactly where an anonymous call is refused with 401. */
    @Test
    @Order(1)
    void theApiDocumentRequiresCredentialsExactlyWhereTheServerDoes() throws Exception {
        List<String> wrong = new ArrayList<>();
        int required = 0;
        List<ApiDocument.Op> ops = ApiDocument.operations(json(request("GET", "openapi", null, null, null,
                "Accept", "application/json")));
        for (ApiDocument.Op op : ops) {
            String path = op.path().replaceFirst("^/", "").replaceAll("\\{[^}]+}", HUGE);
            String method = op.method().toUpperCase(Locale.ROOT);
            boolean body = !method.equals("GET") && !method.equals("DELETE");
            HttpResponse<String> r = request(method, path, null, body ? "{}" : null, body ? "application/json" : null);
            if ((r.statusCode() == 401) != op.basicRequired()) {
                wrong.add(op + " (Basic " + (op.basicRequired() ? "required" : "optional") + ") answers anonymous "
                        + r.statusCode());
            }
            required += op.basicRequired() ? 1 : 0;
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertTrue(required > 20 && required < ops.size(), required + " of " + ops.size() + " need credentials");
    }

    /** A client generated from the document (openapi-generator, java.net.http) registers a player, reads standings. */
    @Test
    @Order(1)
    void aClientGeneratedFromTheDocumentRegistersAPlayerAndReadsStandings() throws Exception {
        ApiClient client = new ApiClient();
        client.updateBaseUri(base.toURI().resolve("/").toString().replaceFirst("/$", ""));
        PlayerApi anonymous = new PlayerApi(client);
        String name = "İstemci Öztürk " + UUID.randomUUID().toString().substring(0, 6);
        ApiException refused = assertThrows(ApiException.class,
                () -> anonymous.playerRegister(new PlayerJson().name(name)));
        assertEquals(401, refused.getCode(), refused.getResponseBody());
        assertTrue(refused.getResponseBody().contains("\"code\""), refused.getResponseBody());

        client.setRequestInterceptor(b -> b.header("Authorization", ItHttp.ADMIN));
        PlayerApi players = new PlayerApi(client);
        PlayerJson created = players.playerRegister(new PlayerJson().name(name).federation("TUR").rating(1850));
        assertEquals(name, players.playerGet(created.getId()).getName());
        TournamentApi tournaments = new TournamentApi(client);
        EventJson event = tournaments.tournamentCreate(new EventJson().name("Client cup " + created.getId()));
        EntryJson entry = tournaments.tournamentEnter(event.getId(), new EntryRequest().playerId(created.getId()));
        assertEquals(name, entry.getName());
        Table standings = tournaments.tournamentStandings(event.getId(), 0);
        assertEquals(0, standings.getAfterRound());
        assertEquals(List.of(name), standings.getRows().stream().map(row -> row.getName()).toList());
    }

    @Test
    @Order(2)
    void everyOperationRefusesWhatItShouldWithJsonAndNeverFails() throws Exception {
        String arbiter = arbiterAccount();
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Operation op : operations()) {
            if (op.write()) {
                checked += expect(wrong, op, "anonymous", request(op.method, op.path, null, bodyFor(op), "application/json"), 401);
            } else {
                checked += expect(wrong, op, "anonymous", request(op.method, op.path, null, null, null), 0);
            }
            if (op.adminOnly()) {
                checked += expect(wrong, op, "arbiter", request(op.method, op.path, arbiter, op.hasBody ? "{}" : null,
                        op.hasBody ? "application/json" : null), 403);
            }
            if (op.hasBody) {
                for (String body : List.of("{\"name\":", "[]", "\"text\"", "{\"noSuchField\":1}", "")) {
                    // With a numeric id out of range the path is refused (404) before the body is read.
                checked += expect(wrong, op, "body " + body, request(op.method, op.path, ItHttp.ADMIN, body,
                        "application/json"), body.isEmpty() || op.path.contains(HUGE) ? 0 : 400);
                }
                checked += expect(wrong, op, "text/plain body", request(op.method, op.path, ItHttp.ADMIN, "name=x",
                        "text/plain"), 415);
                checked += expect(wrong, op, "XML body", request(op.method, op.path, ItHttp.ADMIN, "<player/>",
                        "application/xml"), 415);
            } else if (!op.write()) {
                checked += expect(wrong, op, "admin, huge id", request(op.method, op.path, ItHttp.ADMIN, null, null), 0);
            }
        }
        assertTrue(wrong.isEmpty(), checked + " answers checked; wrong:\n" + String.join("\n", wrong));
    }

    @Test
    @Order(3)
    void theReportedReproductionsAreClearFourHundreds() throws Exception {
        for (String body : List.of("{\"name\":", "{\"name\":\"Ali\",\"rating\":\"abc\"}", "[]", "{\"name\":\"Ali\",\"ratng\":1}")) {
            HttpResponse<String> r = request("POST", "api/players", ItHttp.ADMIN, body, "application/json");
            assertEquals(400, r.statusCode(), body + " -> " + r.body());
            JsonObject e = json(r);
            assertEquals(400, e.getInt("status"));
            assertFalse(r.body().contains("java.") || r.body().contains("Exception") || r.body().contains("yasson"), r.body());
            assertFalse(e.getJsonObject("fields").isEmpty(), r.body());
        }
        JsonObject wrongType = json(request("POST", "api/players", ItHttp.ADMIN,
                "{\"name\":\"Ali\",\"rating\":\"abc\"}", "application/json"));
        assertEquals("has the wrong type", wrongType.getJsonObject("fields").getString("rating"));
        assertEquals("api.body.wrong-type", wrongType.getJsonObject("codes").getString("rating"));
        assertEquals("api.body.invalid", wrongType.getString("code"));
        JsonObject unknown = json(request("POST", "api/players", ItHttp.ADMIN,
                "{\"name\":\"Ali\",\"ratng\":1}", "application/json"));
        assertEquals("is not a field of this body", unknown.getJsonObject("fields").getString("ratng"));
        assertEquals("api.body.unknown-field", unknown.getJsonObject("codes").getString("ratng"));
        JsonObject turkish = json(request("POST", "api/players", ItHttp.ADMIN,
                "{\"name\":\"Ali\",\"ratng\":1}", "application/json", "Accept-Language", "tr"));
        assertEquals("bu gövdenin bir alanı değil", turkish.getJsonObject("fields").getString("ratng"), turkish.toString());
        assertEquals("api.body.unknown-field", turkish.getJsonObject("codes").getString("ratng"));
        for (String path : List.of("api/tournaments/" + HUGE, "api/tournaments/abc", "api/players/-1x",
                "api/no/such/thing", "api/archive/games?collection=junk", "api/archive/games/" + HUGE)) {
            HttpResponse<String> r = request("GET", path, null, null, null);
            assertTrue(r.statusCode() == 404 || r.statusCode() == 400, path + " -> " + r.statusCode() + " " + r.body());
            assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), path);
            assertEquals(r.statusCode(), json(r).getInt("status"), path);
        }
        // 2 MiB of JSON: refused by its declared length before it is sent (a body streamed without a length is
        // cut at the limit: BodyLimitTest).
        String big = "{\"name\":\"" + "x".repeat(2 << 20) + "\"}";
        HttpResponse<String> r = request("POST", "api/players", ItHttp.ADMIN, big, "application/json");
        assertEquals(413, r.statusCode(), r.body());
        assertTrue(json(r).getString("message").contains("1048576"), r.body());
        assertEquals("api.too-large", json(r).getString("code"), r.body());
        assertEquals(0, json(request("GET", "api/players?q=xxxxxxxxxx", null, null, null)).getInt("total"));

        // Issue 30: documented 400s that answered 200; each names its parameter. A lone surrogate is no text.
        long event = ItHttp.jsonArray(request("GET", "api/tournaments", null, null, null)).getJsonObject(0)
                .getJsonNumber("id").longValue();
        for (String[] c : new String[][] {{"api/players?page=-5", "page"}, {"api/players?size=1000000000", "size"},
                {"api/players?page=abc", "page"}, {"api/archive/imports?limit=-1", "limit"},
                {"api/archive/games?year=abc", "year"}, {"api/archive/games?yearFrom=abc", "yearFrom"},
                {"api/archive/games?sort=evil;drop", "sort"}, {"api/tournaments/" + event + "/standings?round=abc", "round"},
                {"api/search?variant=turkish&fen=W:W21:B5&sort=evil;drop", "sort"},
                {"api/search?variant=turkish&fen=W:W21:B5&mirror=maybe", "mirror"}}) {
            HttpResponse<String> bad = request("GET", c[0], ItHttp.ADMIN, null, null);
            assertEquals(400, bad.statusCode(), c[0] + " " + bad.body());
            assertTrue(json(bad).getJsonObject("fields").containsKey(c[1]), c[0] + " " + bad.body());
        }
        assertEquals(200, request("GET", "api/players?page=0&size=200&q=", null, null, null).statusCode());
        JsonObject surrogate = json(request("POST", "api/players", ItHttp.ADMIN, "{\"name\":\"Ali \\ud800\"}",
                "application/json"));
        assertEquals(400, surrogate.getInt("status"), surrogate.toString());
        assertEquals("api.body.unpaired-surrogate", surrogate.getJsonObject("codes").getString("name"), surrogate.toString());
    }

    @Test
    @Order(4)
    void pagesAnswerBadParametersWithAPageNeverAServerError() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (String path : List.of("archive?yearFrom=abc", "archive?yearTo=%00", "archive?page=2147483647",
                "archive?page=-5&size=abc", "archive?white=%00%01", "archive?variant=nonsense", "archive?status=nonsense",
                "archive/search?page=2147483647", "archive/search?fen=%00", "archive/search?fen=W:W99:B1&page=x",
                "archive/games/abc", "archive/games/" + HUGE, "archive/games/1?ply=abc",
                "players?page=abc", "players?page=2147483647", "players/" + HUGE, "players/abc", "players/edit/abc",
                "tournaments/" + HUGE, "tournaments/abc", "tournaments/1/export?format=zzz", "tournaments/1?round=abc",
                "arbiter/tournaments/abc", "arbiter/tournaments/" + HUGE, "no-such-page", "login?next=%00")) {
            HttpResponse<String> r = request("GET", path, path.startsWith("arbiter") || path.startsWith("players/edit")
                    ? ItHttp.ADMIN : null, null, null);
            if (r.statusCode() >= 500 || r.body().contains("Exception") || r.body().contains("at org.")) {
                wrong.add(path + " -> " + r.statusCode() + " " + r.body().substring(0, Math.min(200, r.body().length())));
            }
        }
        // Issue 30: the pages' documented parameters answer a bad value with 400 (the error page or the form's errors).
        long event = ItHttp.jsonArray(request("GET", "api/tournaments", null, null, null)).getJsonObject(0)
                .getJsonNumber("id").longValue();
        for (String path : List.of("tournaments/" + event + "/standings?round=abc", "tournaments/" + event
                + "/standings?round=-1", "players?page=-5", "archive?page=-5", "archive?yearFrom=abc",
                "archive/search?fen=W:W21:B5&variant=turkish&mirror=maybe", "tournaments/" + event + "/export/csv?round=x")) {
            HttpResponse<String> r = request("GET", path, null, null, null);
            if (r.statusCode() != 400) {
                wrong.add(path + " -> " + r.statusCode() + ", not 400");
            }
        }
        // A page form over the 2 MiB form limit is 413, not the container's "Post too large" failure.
        HttpResponse<String> big = request("POST", "players", ItHttp.ADMIN, "name=" + "x".repeat(3 << 20),
                "application/x-www-form-urlencoded");
        if (big.statusCode() != 413) {
            wrong.add("3 MiB form -> " + big.statusCode());
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    @Order(5)
    void everyKindOfAnswerCarriesTheSecurityHeaders() throws Exception {
        for (String path : List.of("", "players", "api/players", "archive-assets/archive.js", "no-such-page",
                "api/no-such-thing", "openapi")) {
            HttpResponse<String> r = request("GET", path, null, null, null);
            String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
            assertTrue(csp.contains("frame-ancestors 'none'") && csp.contains("form-action 'self'")
                    && csp.contains("base-uri 'self'"), path + ": " + csp);
            assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), path);
            assertEquals("same-origin", r.headers().firstValue("Referrer-Policy").orElse(""), path);
            assertTrue(r.headers().firstValue("Permissions-Policy").orElse("").contains("camera=()"), path);
            assertTrue(r.headers().firstValue("Strict-Transport-Security").isEmpty(), path + ": no HSTS over plain HTTP");
        }
        HttpResponse<String> login = request("GET", "login", null, null, null);
        String cookie = login.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("JSESSIONID"))
                .findFirst().orElseThrow(() -> new AssertionError("no session cookie: " + login.headers().map()));
        String lower = cookie.toLowerCase(Locale.ROOT);
        assertTrue(lower.contains("httponly") && lower.contains("samesite=lax") && !lower.contains("secure"), cookie);
        // Behind the TLS proxy (HAKEM_BEHIND_PROXY=true in this run) the proxy's word counts: HSTS, https links.
        HttpResponse<String> proxied = request("GET", "login", null, null, null, "X-Forwarded-Proto", "https");
        assertTrue(proxied.headers().firstValue("Strict-Transport-Security").orElse("").contains("max-age="));
        HttpResponse<String> created = request("POST", "api/players", ItHttp.ADMIN,
                "{\"name\":\"Proxied Player\"}", "application/json", "X-Forwarded-Proto", "https");
        assertEquals(201, created.statusCode(), created.body());
        assertTrue(created.headers().firstValue("Location").orElse("").startsWith("https://"), created.headers().map().toString());
        // No CSRF token travels in a URL: forms carry it in a hidden field only.
        assertFalse(login.body().matches("(?s).*href=\"[^\"]*csrf[^\"]*\".*"), "a link with a CSRF token");
    }

    @Test
    @Order(6)
    void hostileUploadsAreRefusedOrStoredSafelyAndNoRunStaysRunning() throws Exception {
        int runsBefore = ItHttp.jsonArray(request("GET", "api/archive/imports?limit=500", null, null, null)).size();
        byte[] noise = new byte[1 << 20];
        new java.util.Random(15).nextBytes(noise);
        HttpResponse<String> binary = upload("noise.pdn", noise);
        assertEquals(400, binary.statusCode(), binary.body());
        assertTrue(json(binary).getJsonObject("fields").getString("file").contains("binary data"), binary.body());
        assertEquals(runsBefore, ItHttp.jsonArray(request("GET", "api/archive/imports?limit=500", null, null, null)).size(),
                "a refused upload leaves no run behind");
        // Issue 30: the whole stream is checked as it is spooled, not its first 64 KiB: a NUL or noise far into the file
        // is refused with the file, line and column, and no run is left behind.
        String padding = "{" + "padding ".repeat(9000) + "}\n";
        String text = padding + "[Event \"Hostile \u0001\u0000 cup\"]\n[GameType \"30\"]\n1. c3-c4 f6-f5 *\n";
        HttpResponse<String> nul = upload("nul.pdn", text.getBytes(StandardCharsets.UTF_8));
        assertEquals(400, nul.statusCode(), nul.body());
        assertTrue(json(nul).getJsonObject("fields").getString("file").startsWith("nul.pdn:2:18: a NUL byte at byte "
                + (padding.length() + 17)), nul.body());
        byte[] lateNoise = (padding + TournamentIT.turkishGame("Noise White", "Noise Black", "1-0"))
                .getBytes(StandardCharsets.UTF_8);
        lateNoise = java.util.Arrays.copyOf(lateNoise, lateNoise.length + 4096);
        System.arraycopy(noise, 0, lateNoise, lateNoise.length - 4096, 4096);
        HttpResponse<String> late = upload("late-noise.pdn", lateNoise);
        assertEquals(400, late.statusCode(), late.body());
        assertTrue(json(late).getJsonObject("fields").getString("file").contains("binary data"), late.body());
        assertEquals(runsBefore, ItHttp.jsonArray(request("GET", "api/archive/imports?limit=500", null, null, null)).size(),
                "refused uploads leave no run behind");
        // Two different unreadable games (same tags, same moves before the fault) are two games, not duplicates.
        String marker = "Unreadable" + UUID.randomUUID().toString().substring(0, 6);
        for (String tail : List.of("noise-A", "noise-B")) {
            HttpResponse<String> accepted = upload("unreadable.pdn", ("[Event \"" + marker + "\"]\n[GameType \"30\"]\n"
                    + "1. c3-c4 f6-f5 2. ) " + tail + " *\n").getBytes(StandardCharsets.UTF_8));
            assertEquals(202, accepted.statusCode(), accepted.body());
            JsonObject run = ItHttp.awaitImport(http, accepted);
            assertEquals("done", run.getString("status"), run.toString());
            assertEquals(1, run.getInt("stored"), run.toString());
            assertEquals(0, run.getInt("duplicates"), run.toString());
            assertEquals(1, run.getInt("unreadable"), run.toString());
        }
        JsonObject found = json(request("GET", "api/archive/games?event=" + marker, null, null, null));
        assertEquals(2, found.getInt("total"), found.toString());
        // A tag from a file is stored as written; the JSON answer escapes its line separator (JSON-B alone would not).
        String separated = "Separated" + UUID.randomUUID().toString().substring(0, 6);
        HttpResponse<String> withSeparator = upload("sep.pdn", TournamentIT.turkishGame("Sep\u2028White", "Sep\u0085Black",
                "1-0").replace("[Event \"friendly\"]", "[Event \"" + separated + "\"]").getBytes(StandardCharsets.UTF_8));
        assertEquals(202, withSeparator.statusCode(), withSeparator.body());
        assertEquals("done", ItHttp.awaitImport(http, withSeparator).getString("status"));
        String raw = request("GET", "api/archive/games?event=" + separated, null, null, null).body();
        assertTrue(raw.contains("Sep\\u2028White") && raw.contains("Sep\\u0085Black"), raw);
        assertFalse(raw.contains("\u2028") || raw.contains("\u0085"), raw);
        assertEquals("Sep\u2028White", json(request("GET", "api/archive/games?event=" + separated, null, null, null))
                .getJsonArray("items").getJsonObject(0).getString("white"));
        for (JsonValue r : ItHttp.jsonArray(request("GET", "api/archive/imports?limit=500", null, null, null))) {
            assertFalse("running".equals(r.asJsonObject().getString("status")), "a run stays running: " + r);
        }
    }

    @Test
    @Order(7)
    void aCsrfTokenIsTakenFromTheFormOrAHeaderNeverFromTheUrl() throws Exception {
        HttpClient browser = ItHttp.loggedIn(base, "admin", "it-admin-password");
        String page = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/import")).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
        var m = java.util.regex.Pattern.compile("data-csrf=\"([^\"]+)\"").matcher(page);
        assertTrue(m.find(), page);
        String token = m.group(1);
        byte[] game = TournamentIT.turkishGame("Csrf White", "Csrf Black", "1-0").getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> inUrl = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/import?name=c.pdn&_csrf="
                + java.net.URLEncoder.encode(token, StandardCharsets.UTF_8))).header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(game)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(403, inUrl.statusCode(), "a token in the URL does not count: " + inUrl.body());
        HttpResponse<String> inHeader = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/import?name=c.pdn"))
                .header("Content-Type", "application/octet-stream").header("X-CSRF-Token", token)
                .POST(HttpRequest.BodyPublishers.ofByteArray(game)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, inHeader.statusCode(), inHeader.body());

        // The player and account pages' forms: the token of the hidden field is needed, and enough.
        String name = "Csrf Öztürk " + UUID.randomUUID().toString().substring(0, 6);
        String form = "name=" + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8) + "&federation=TUR";
        for (String[] post : List.of(new String[] {"players", form}, new String[] {"admin/accounts",
                "username=csrf" + UUID.randomUUID().toString().substring(0, 6) + "&password=csrf-password-123"},
                new String[] {"account", "action=totp-start"})) {
            HttpResponse<String> without = browser.send(HttpRequest.newBuilder(base.toURI().resolve(post[0]))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(post[1])).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(403, without.statusCode(), post[0] + " without the token: " + without.body());
        }
        String playerForm = browser.send(HttpRequest.newBuilder(base.toURI().resolve("players/new")).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
        assertFalse(playerForm.contains("?_csrf") || playerForm.contains("&amp;_csrf"), "no token in a link");
        HttpResponse<String> with = browser.send(HttpRequest.newBuilder(base.toURI().resolve("players"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form + "&_csrf=" + java.net.URLEncoder.encode(
                        org.hakem.cli.ResultsEntryLoad.field(playerForm, "_csrf"), StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(302, with.statusCode(), with.body());
        assertEquals(1, json(request("GET", "api/players?q=" + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8),
                null, null, null)).getInt("total"), "saved once, with the token");
    }

    /**
     * Issue 30, point 2: every operation and page form under other spellings of its address (AddressWalk), as
     * anonymous, an arbiter, another arbiter and an admin, answers as the plain address does or refuses the spelling
     * before anything runs. Prints the number walked.
     */
    @Test
    @Order(8)
    void noSpellingOfAnAddressReachesWhatThePlainAddressRefuses() throws Exception {
        AddressWalk walk = new AddressWalk(http, base);
        List<AddressWalk.Caller> callers = new ArrayList<>();
        HttpClient anonymous = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .cookieHandler(new java.net.CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build();
        callers.add(new AddressWalk.Caller("anonymous", null, anonymous, org.hakem.cli.ResultsEntryLoad.field(
                page(anonymous, "login"), "_csrf")));
        for (String who : List.of("arbiter", "other arbiter")) {
            String name = "addr" + UUID.randomUUID().toString().substring(0, 8);
            assertEquals(201, request("POST", "api/accounts", ItHttp.ADMIN, "{\"username\":\"" + name
                    + "\",\"password\":\"arbiter-password-1\",\"role\":\"arbiter\"}", "application/json").statusCode());
            HttpClient session = ItHttp.loggedIn(base, name, "arbiter-password-1");
            callers.add(new AddressWalk.Caller(who, basic(name, "arbiter-password-1"), session,
                    org.hakem.cli.ResultsEntryLoad.field(page(session, "players/new"), "_csrf")));
        }
        HttpClient admin = ItHttp.loggedIn(base, "admin", "it-admin-password");
        callers.add(new AddressWalk.Caller("admin", ItHttp.ADMIN, admin,
                org.hakem.cli.ResultsEntryLoad.field(page(admin, "players/new"), "_csrf")));
        List<AddressWalk.Target> api = walk.apiTargets(json(request("GET", "openapi", null, null, null,
                "Accept", "application/json")));
        List<AddressWalk.Target> pages = AddressWalk.pageTargets();
        assertTrue(api.size() > 40 && pages.size() > 15, api.size() + " operations, " + pages.size() + " page actions");
        int variants = 0;
        for (AddressWalk.Target t : api) {
            variants += AddressWalk.variants(t.path()).size();
        }
        for (AddressWalk.Target t : pages) {
            variants += AddressWalk.variants(t.path()).size();
        }
        // each address as each caller, its spellings one after another; four such walks at a time (the answers do
        // not depend on the order: every walk is refused or fails harmlessly, see AddressWalk)
        java.util.concurrent.ExecutorService walkers = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<?>> walks = new ArrayList<>();
            List<AddressWalk.Target> targets = java.util.stream.Stream.concat(api.stream(), pages.stream()).toList();
            for (AddressWalk.Caller caller : callers) {
                for (AddressWalk.Target t : targets) {
                    walks.add(walkers.submit(() -> {
                        walk.walk(t, caller);
                        return null;
                    }));
                }
            }
            for (java.util.concurrent.Future<?> w : walks) {
                w.get();
            }
        } finally {
            walkers.shutdownNow();
        }
        System.out.println("Address walk: " + api.size() + " API operations + " + pages.size() + " page actions, "
                + variants + " spellings × " + callers.size() + " callers = " + variants * callers.size()
                + " variant requests (" + walk.requests() + " with the plain addresses); answers: " + walk.summary());
        assertEquals(variants * callers.size() + (api.size() + pages.size()) * callers.size(), walk.requests());
        assertTrue(walk.wrong.isEmpty(), walk.wrong.size() + " wrong of " + walk.requests() + ":\n"
                + String.join("\n", walk.wrong.subList(0, Math.min(60, walk.wrong.size()))));
        // the reported reproductions, as the plain addresses answer them
        assertEquals("address", AddressWalk.kind(new AddressWalk.Target("GET", "", true, null),
                request("GET", "api/archive;x=y/index/verify", null, null, null)));
        assertEquals("address", AddressWalk.kind(new AddressWalk.Target("POST", "", true, null),
                request("POST", "api/archive;x=y/index/rebuild", callers.get(1).basic(), null, null)));
    }

    private String page(HttpClient session, String path) throws Exception {
        return session.send(HttpRequest.newBuilder(base.toURI().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
    }

    private HttpResponse<String> upload(String name, byte[] body) throws Exception {
        return http.send(HttpRequest.newBuilder(base.toURI().resolve("api/archive/imports?name=" + name))
                .header("Content-Type", "application/x-pdn").header("Authorization", ItHttp.ADMIN)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** Last: wrong passwords count against this address, so nothing may log in after this. */
    @Test
    @Order(99)
    void wrongPasswordsAreRefusedOnEveryWrite() throws Exception {
        String wrongPassword = basic("walker-" + UUID.randomUUID().toString().substring(0, 6), "not-the-password-1");
        List<String> wrong = new ArrayList<>();
        for (Operation op : operations()) {
            if (op.write()) {
                HttpResponse<String> r = request(op.method, op.path, wrongPassword, bodyFor(op), "application/json");
                if (r.statusCode() != 401 && r.statusCode() != 429) {
                    wrong.add(op + " -> " + r.statusCode() + " " + r.body());
                }
                jsonError(wrong, op + " wrong password", r);
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** A body for a write: none for DELETE (the HTTP layer refuses DELETE bodies before Hakem sees them). */
    private static String bodyFor(Operation op) {
        return op.method.equals("DELETE") ? null : "{}";
    }

    private String arbiterAccount() throws Exception {
        String name = "walk" + UUID.randomUUID().toString().substring(0, 8);
        HttpResponse<String> r = request("POST", "api/accounts", ItHttp.ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"arbiter-password-1\",\"role\":\"arbiter\"}", "application/json");
        assertEquals(201, r.statusCode(), r.body());
        return basic(name, "arbiter-password-1");
    }

    /** 1 if the answer is as expected ({@code status} 0: any 4xx), else records what was wrong. */
    private static int expect(List<String> wrong, Operation op, String what, HttpResponse<String> r, int status) {
        boolean ok = status == 0 ? r.statusCode() >= 400 && r.statusCode() < 500 || r.statusCode() < 300
                : r.statusCode() == status;
        if (!ok) {
            wrong.add(op.method + " " + op.path + " (" + what + ") -> " + r.statusCode() + " " + abbreviate(r.body()));
        }
        if (r.statusCode() >= 400) {
            jsonError(wrong, op.method + " " + op.path + " (" + what + ")", r);
        }
        return 1;
    }

    private static void jsonError(List<String> wrong, String what, HttpResponse<String> r) {
        if (r.statusCode() < 400) {
            return;
        }
        try (var reader = Json.createReader(new StringReader(r.body()))) {
            JsonObject e = reader.readObject();
            if (e.getInt("status") != r.statusCode() || e.getString("message").isBlank() || e.getString("code").isBlank()
                    || r.body().contains("Exception") || r.body().contains("java.")) {
                wrong.add(what + ": error body " + abbreviate(r.body()));
            }
        } catch (RuntimeException e) {
            wrong.add(what + ": not a JSON error (" + r.statusCode() + "): " + abbreviate(r.body()));
        }
    }

    private static String abbreviate(String s) {
        return s.length() > 160 ? s.substring(0, 160) + "…" : s;
    }

    private HttpResponse<String> request(String method, String path, String authorization, String body, String type,
                                         String... headers) throws Exception {
        // Large bodies ask first (Expect: 100-continue), as curl does, so a refusal needs no upload.
        HttpRequest.Builder b = HttpRequest.newBuilder(base.toURI().resolve(path))
                .expectContinue(body != null && body.length() > 65536)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (type != null) {
            b.header("Content-Type", type);
        }
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

}
