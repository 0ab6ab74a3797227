package org.hakem.it;

import static org.hakem.it.ItHttp.json;
import static org.hakem.it.ItHttp.basic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The real WAR on Payara Micro against a real PostgreSQL: the player API end to end, with security.
 * The server was started with HAKEM_ADMIN_PASSWORD (see the failsafe configuration in the pom).
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class PlayerApiIT {

    static {
        ItDatabase.start();
    }

    private static final String ADMIN = ItHttp.ADMIN;
    private static String arbiter;

    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("hakem.war")));
    }

    @BeforeEach
    void arbiterAccount() throws Exception {
        if (arbiter == null) {
            String name = "arb" + UUID.randomUUID().toString().substring(0, 8);
            HttpResponse<String> r = send("POST", "api/accounts", ADMIN,
                    "{\"username\":\"" + name + "\",\"password\":\"arbiter-password-1\",\"role\":\"arbiter\"}");
            assertEquals(201, r.statusCode(), r.body());
            arbiter = basic(name, "arbiter-password-1");
        }
    }

    @Test
    void demoPlayersAreListedAsJsonWithTheirNamesIntact() throws Exception {
        HttpResponse<String> r = send("GET", "api/players?size=200", null, null);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        List<String> names = json(r).getJsonArray("items").getValuesAs(JsonObject.class).stream()
                .map(o -> o.getString("name")).toList();
        assertTrue(names.containsAll(List.of("Şahin Yılmaz", "Gökçe Öztürk", "İlker Çelik", "Işıl Doğan")), names.toString());
    }

    @Test
    void anonymousWriteIsRefused() throws Exception {
        HttpResponse<String> r = send("POST", "api/players", null, "{\"name\":\"Nobody\"}");
        assertEquals(401, r.statusCode());
        assertEquals(0, json(send("GET", "api/players?q=Nobody", null, null)).getInt("total"));
    }

    @Test
    void arbiterRegistersAPlayerAndReadsItBack() throws Exception {
        String name = "Ümit Ağaoğlu " + UUID.randomUUID().toString().substring(0, 6);
        HttpResponse<String> r = send("POST", "api/players", arbiter,
                "{\"name\":\"" + name + "\",\"federation\":\"tur\",\"title\":\"MF\",\"rating\":2001,\"birthYear\":1999}");
        assertEquals(201, r.statusCode(), r.body());
        JsonObject created = json(r);
        assertEquals(name, created.getString("name"));
        assertEquals("TUR", created.getString("federation"));
        String location = r.headers().firstValue("Location").orElseThrow();
        JsonObject read = json(http.send(HttpRequest.newBuilder(URI.create(location)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)));
        assertEquals(name, read.getString("name"));
        assertEquals(2001, read.getInt("rating"));
    }

    @Test
    void invalidFieldsGiveFourHundredWithAMessagePerField() throws Exception {
        HttpResponse<String> r = send("POST", "api/players", arbiter,
                "{\"name\":\"\",\"federation\":\"TURK\",\"rating\":-5,\"title\":\"XX\"}");
        assertEquals(400, r.statusCode(), r.body());
        JsonObject fields = json(r).getJsonObject("fields");
        assertEquals(List.of("birthYear", "federation", "name", "rating", "title").stream().filter(fields::containsKey).toList(),
                List.of("federation", "name", "rating", "title"));
    }

    @Test
    void aStaleVersionIsAConflictAndNothingIsOverwritten() throws Exception {
        JsonObject p = json(send("POST", "api/players", arbiter, "{\"name\":\"Version Test\",\"rating\":1500}"));
        long id = p.getJsonNumber("id").longValue();
        long v0 = p.getJsonNumber("version").longValue();
        HttpResponse<String> first = send("PUT", "api/players/" + id, arbiter,
                "{\"name\":\"Version Test\",\"rating\":1600,\"version\":" + v0 + "}");
        assertEquals(200, first.statusCode(), first.body());
        HttpResponse<String> second = send("PUT", "api/players/" + id, arbiter,
                "{\"name\":\"Version Test\",\"rating\":1700,\"version\":" + v0 + "}");
        assertEquals(409, second.statusCode(), second.body());
        assertEquals(1600, json(send("GET", "api/players/" + id, null, null)).getInt("rating"));
    }

    @Test
    void aMissingPlayerIsNotFound() throws Exception {
        assertEquals(404, send("GET", "api/players/987654321", null, null).statusCode());
    }

    @Test
    void searchFoldsTurkishLettersAndSortsTheTurkishWay() throws Exception {
        for (String q : List.of("ilker", "İLKER", "ılker", "ILKER")) {
            JsonArray items = json(send("GET", "api/players?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8), null, null))
                    .getJsonArray("items");
            assertTrue(items.stream().anyMatch(v -> v.asJsonObject().getString("name").equals("İlker Çelik")), q);
        }
        JsonArray sahin = json(send("GET", "api/players?q=sahin", null, null)).getJsonArray("items");
        assertTrue(sahin.stream().anyMatch(v -> v.asJsonObject().getString("name").equals("Şahin Yılmaz")));
    }

    @Test
    void unknownUserAndWrongPasswordGetTheSameAnswer() throws Exception {
        HttpResponse<String> unknown = send("POST", "api/players", basic("no-such-user", "whatever-pass"), "{\"name\":\"X\"}");
        HttpResponse<String> wrong = send("POST", "api/players", basic("admin", "wrong-password"), "{\"name\":\"X\"}");
        assertEquals(401, unknown.statusCode());
        assertEquals(unknown.statusCode(), wrong.statusCode());
        assertEquals(unknown.body(), wrong.body());
    }

    @Test
    void repeatedFailedLoginsAreThrottled() throws Exception {
        String guessed = basic("guess-" + UUID.randomUUID().toString().substring(0, 6), "bad-password");
        int status = 0;
        for (int i = 0; i < 7 && status != 429; i++) {
            status = send("GET", "api/players", guessed, null).statusCode();
        }
        assertEquals(429, status);
        assertEquals(200, send("GET", "api/players", arbiter, null).statusCode(), "other users are not locked out");
    }

    @Test
    void arbitersCannotCreateAccounts() throws Exception {
        HttpResponse<String> r = send("POST", "api/accounts", arbiter,
                "{\"username\":\"sneaky\",\"password\":\"sneaky-password\",\"role\":\"admin\"}");
        assertEquals(403, r.statusCode());
    }

    @Test
    void thePlayersPageEscapesWhatUsersTyped() throws Exception {
        send("POST", "api/players", arbiter, "{\"name\":\"<script>alert(1)</script> Çağrı\"}");
        HttpResponse<String> page = send("GET", "players?q=" + URLEncoder.encode("çağrı", StandardCharsets.UTF_8), null, null);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("&lt;script&gt;alert(1)&lt;/script&gt; Çağrı"), page.body());
        assertTrue(!page.body().contains("<script>alert(1)"));
    }

    @Test
    void pageFormsWithoutTheCsrfTokenAreRefused() throws Exception {
        HttpResponse<String> login = http.send(HttpRequest.newBuilder(base.toURI().resolve("login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=admin&password=it-admin-password")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(401, login.statusCode(), "a login form without its token does not log in");
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body);
    }
}
