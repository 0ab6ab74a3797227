package org.hakem.it;

import static org.hakem.it.ItHttp.json;
import static org.hakem.it.ItHttp.basic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The real WAR on Payara Micro against a real PostgreSQL: the player API end to end, with security.
 * The server was started with HAKEM_ADMIN_PASSWORD (see the failsafe configuration in the pom). Run on
 * {@link ArchiveApiIT}'s server (a class of checks, not a server of its own: see {@link DeployedWar}).
 */
abstract class PlayerApiChecks extends DeployedWar {

    private static final String ADMIN = ItHttp.ADMIN;
    private static String arbiter;

    private final HttpClient http = ItHttp.client();

    @BeforeEach
    void arbiterAccount() throws Exception {
        if (arbiter == null) {
            arbiter = ItHttp.newArbiter(http, base, "arb", "arbiter-password-1").authorization();
        }
    }

    @Test
    void demoPlayersAreListedAsJsonWithTheirNamesIntact() throws Exception {
        // each looked for by name: the registry holds the players of every test that ran before on this database
        for (String demo : List.of("Şahin Yılmaz", "Gökçe Öztürk", "İlker Çelik", "Işıl Doğan")) {
            HttpResponse<String> r = send("GET", "api/players?size=200&q=" + java.net.URLEncoder.encode(demo,
                    java.nio.charset.StandardCharsets.UTF_8), null, null);
            assertEquals(200, r.statusCode());
            assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
            List<String> names = json(r).getJsonArray("items").getValuesAs(JsonObject.class).stream()
                    .map(o -> o.getString("name")).toList();
            assertTrue(names.contains(demo), demo + " in " + names);
        }
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

    /**
     * Issue 30: a one-line field refuses a line break or another control character, in the API and on the page, with
     * the field named and the character and its place said; nothing is stored.
     */
    @Test
    void aNameOrClubThatIsNotOneLineIsRefusedWithTheFieldNamed() throws Exception {
        HttpResponse<String> r = ItHttp.send(http, base, "POST", "api/players", arbiter,
                "{\"name\":\"Ali\\r\\n001    1 m    Fake\",\"club\":\"Club\\u2028X\"}", "Accept-Language", "tr");
        assertEquals(400, r.statusCode(), r.body());
        JsonObject e = json(r);
        assertEquals("field.no-control", e.getJsonObject("codes").getString("name"), r.body());
        assertEquals("field.no-control", e.getJsonObject("codes").getString("club"), r.body());
        assertEquals("tek satır olmalı, denetim karakteri içeremez (4. karakterde U+000D)",
                e.getJsonObject("fields").getString("name"), r.body());
        assertEquals(0, json(send("GET", "api/players?q=" + enc("Fake"), null, null)).getInt("total"));

        var browser = new org.hakem.cli.ResultsEntryLoad.FormSession(base.toURI());
        browser.login("admin", "it-admin-password");
        String form = browser.page("players/new");
        HttpResponse<String> refused = browser.post("players", "name=" + enc("Veli\tKaya") + "&_csrf="
                + enc(org.hakem.cli.ResultsEntryLoad.field(form, "_csrf")), "text/html");
        assertEquals(400, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("must be one line without control characters (U+0009 at character 5)"),
                refused.body());
    }

    /** Issue #16: an API refusal has a stable code per field, and its messages in the request's language. */
    @Test
    void invalidInputSpeaksTheRequestsLanguageAndKeepsItsCodes() throws Exception {
        String body = "{\"name\":\"\",\"rating\":5000}";
        HttpResponse<String> tr = ItHttp.send(http, base, "POST", "api/players", arbiter, body, "Accept-Language", "tr-TR,tr;q=0.9,en;q=0.5");
        assertEquals(400, tr.statusCode(), tr.body());
        JsonObject e = json(tr);
        assertEquals("api.invalid", e.getString("code"), tr.body());
        assertEquals("geçersiz giriş", e.getString("message"), tr.body());
        assertEquals("zorunludur", e.getJsonObject("fields").getString("name"), tr.body());
        assertEquals("0 ile 4000 arasında olmalı", e.getJsonObject("fields").getString("rating"), tr.body());
        assertEquals("field.required", e.getJsonObject("codes").getString("name"), tr.body());
        assertEquals("field.range", e.getJsonObject("codes").getString("rating"), tr.body());
        assertEquals("tr", tr.headers().firstValue("Content-Language").orElse(""));

        JsonObject en = json(ItHttp.send(http, base, "POST", "api/players", arbiter, body, "Accept-Language", "de, en;q=0.8"));
        assertEquals("invalid input", en.getString("message"));
        assertEquals("must be between 0 and 4000", en.getJsonObject("fields").getString("rating"));
        assertEquals(e.getJsonObject("codes"), en.getJsonObject("codes"), "the codes do not depend on the language");
        JsonObject none = json(send("POST", "api/players", arbiter, body));
        assertEquals("is required", none.getJsonObject("fields").getString("name"), "English without Accept-Language");

        JsonObject missing = json(ItHttp.send(http, base, "GET", "api/players/987654321", null, null, "Accept-Language", "tr"));
        assertEquals("player.not-found", missing.getString("code"));
        assertEquals("987654321 numaralı oyuncu yok", missing.getString("message"));
    }

    /**
     * Issue #16: a player with a Turkish name registered through the page form (with its CSRF token) is stored
     * as typed and found by a folded search; the form speaks Turkish after ?lang=tr, and so do its errors.
     */
    @Test
    void aTurkishNameRegisteredOnThePageIsFoundByAFoldedSearch() throws Exception {
        String tag = UUID.randomUUID().toString().replaceAll("[^a-f]", "").substring(0, 3);
        String name = "Şahin İlkay Işıkçı Öğüt Ülgen Ğ" + tag;
        var browser = new org.hakem.cli.ResultsEntryLoad.FormSession(base.toURI());
        browser.login("admin", "it-admin-password");
        String form = browser.page("players/new");
        assertTrue(form.contains("id=\"player-form\"") && form.contains("<label for=\"name\">Name</label>"), form);
        String csrf = org.hakem.cli.ResultsEntryLoad.field(form, "_csrf");
        HttpResponse<String> saved = browser.post("players", "name=" + enc(name) + "&federation=tur&birthYear=1987&title=MF"
                + "&_csrf=" + enc(csrf), "text/html");
        assertEquals(302, saved.statusCode(), saved.body());
        assertTrue(saved.headers().firstValue("Location").orElse("").endsWith("/players"), saved.headers().map().toString());

        String list = browser.page("players?q=" + enc("sahin ilkay isikci ogut ulgen g" + tag));
        assertTrue(list.contains(name), "the folded search finds the name as typed: " + list);
        assertTrue(list.contains("<table id=\"players\">") && list.contains("Players found: 1"), list);
        JsonArray items = json(send("GET", "api/players?q=" + enc("ŞAHİN İLKAY IŞIKÇI"), null, null)).getJsonArray("items");
        assertTrue(items.stream().anyMatch(v -> v.asJsonObject().getString("name").equals(name)
                && v.asJsonObject().getString("federation").equals("TUR")), items.toString());

        assertEquals(302, browser.get("players/new?lang=tr").statusCode(), "the switch sets the cookie and comes back");
        String turkish = browser.page("players/new");
        assertTrue(turkish.contains("lang=\"tr\"") && turkish.contains("<label for=\"name\">Ad soyad</label>")
                && turkish.contains("Doğum yılı") && turkish.contains(">Kaydet</button>"), turkish);
        HttpResponse<String> refused = browser.post("players", "name=" + enc("Ünal Ağaoğlu") + "&rating=abc&birthYear=1700"
                + "&federation=TR1&_csrf=" + enc(org.hakem.cli.ResultsEntryLoad.field(turkish, "_csrf")), "text/html");
        assertEquals(400, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("Lütfen aşağıda işaretli alanları düzeltin."), refused.body());
        assertTrue(refused.body().contains("tam sayı olmalı") && refused.body().contains("1850 ile ")
                && refused.body().contains("A-Z arasından 3 harf olmalı"), refused.body());
        assertTrue(refused.body().contains("value=\"Ünal Ağaoğlu\"") && refused.body().contains("value=\"abc\""),
                "the form keeps what was typed: " + refused.body());
        assertEquals(302, browser.get("players?lang=en").statusCode());
    }

    /** The list's pages keep the search; a page past the end is an empty list, not an error. */
    @Test
    void theListsPagingKeepsTheSearch() throws Exception {
        String tag = "pg" + UUID.randomUUID().toString().replaceAll("[^a-f]", "").substring(0, 4);
        for (int i = 0; i < 51; i++) {
            assertEquals(201, send("POST", "api/players", arbiter, "{\"name\":\"Çınar " + tag + " " + i + "\"}").statusCode());
        }
        HttpResponse<String> first = send("GET", "players?q=" + enc("cinar " + tag), null, null);
        assertEquals(200, first.statusCode());
        assertTrue(first.body().contains("Players found: 51"), first.body());
        assertTrue(first.body().contains("players?page=1&amp;q=cinar+" + tag), first.body());
        HttpResponse<String> second = send("GET", "players?page=1&q=" + enc("cinar " + tag), null, null);
        assertTrue(second.body().contains("players?page=0&amp;q=cinar+" + tag) && !second.body().contains("id=\"next-page\""),
                second.body());
        assertEquals(2, second.body().split("Çınar " + tag, -1).length, "one player on the second page");
    }

    /** The account pages: the admin creates an account on the page, its owner changes the password on his own page. */
    @Test
    void theAccountPagesCreateAnAccountAndChangeItsPassword() throws Exception {
        String user = "sayfa" + UUID.randomUUID().toString().substring(0, 6);
        var admin = new org.hakem.cli.ResultsEntryLoad.FormSession(base.toURI());
        admin.login("admin", "it-admin-password");
        String accounts = admin.page("admin/accounts");
        assertTrue(accounts.contains("<table id=\"accounts\">") && accounts.contains("id=\"new-account\""), accounts);
        String csrf = org.hakem.cli.ResultsEntryLoad.field(accounts, "_csrf");
        HttpResponse<String> weak = admin.post("admin/accounts", "username=" + user + "&password=short&role=arbiter&_csrf="
                + enc(csrf), "text/html");
        assertEquals(400, weak.statusCode());
        assertTrue(weak.body().contains("The password must be at least 12 characters."), weak.body());
        assertTrue(weak.body().contains("value=\"" + user + "\""), "the user name is kept");
        HttpResponse<String> created = admin.post("admin/accounts", "username=" + user + "&password=sayfa-parolasi-12"
                + "&role=arbiter&_csrf=" + enc(csrf), "text/html");
        assertEquals(200, created.statusCode(), created.body());
        assertTrue(created.body().contains("Account " + user + " created."), created.body());

        var owner = new org.hakem.cli.ResultsEntryLoad.FormSession(base.toURI());
        owner.login(user, "sayfa-parolasi-12");
        assertEquals(302, owner.get("account?lang=tr").statusCode());
        String mine = owner.page("account");
        assertTrue(mine.contains("Hesabım") && mine.contains(user + " olarak giriş yapıldı (hakem)."), mine);
        String token = org.hakem.cli.ResultsEntryLoad.field(mine, "_csrf");
        HttpResponse<String> wrong = owner.post("account", "action=password&current=not-it-at-all&password=yeni-parola-123"
                + "&_csrf=" + enc(token), "text/html");
        assertEquals(400, wrong.statusCode());
        assertTrue(wrong.body().contains("Şu anki parola şu anki parolanız değil."), wrong.body());
        HttpResponse<String> changed = owner.post("account", "action=password&current=sayfa-parolasi-12&password=yeni-parola-123"
                + "&_csrf=" + enc(token), "text/html");
        assertEquals(200, changed.statusCode(), changed.body());
        assertTrue(changed.body().contains("Parolanız değiştirildi."), changed.body());
        HttpResponse<String> start = owner.post("account", "action=totp-start&_csrf=" + enc(token), "text/html");
        assertTrue(start.body().contains("id=\"totp-secret\"") && start.body().contains("otpauth://"), start.body());
        assertEquals(403, owner.get("admin/accounts").statusCode(), "an arbiter does not administer accounts");
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
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

    /** ASVS 2.1: at least 12 characters, not a common password; Turkish user names are accepted. */
    @Test
    void accountsNeedStrongPasswordsAndMayHaveTurkishNames() throws Exception {
        String suffix = UUID.randomUUID().toString().substring(0, 5);
        HttpResponse<String> shortOne = send("POST", "api/accounts", ADMIN,
                "{\"username\":\"kisa" + suffix + "\",\"password\":\"short-pass1\"}");
        assertEquals(400, shortOne.statusCode());
        assertTrue(json(shortOne).getJsonObject("fields").getString("password").contains("12"), shortOne.body());
        HttpResponse<String> common = send("POST", "api/accounts", ADMIN,
                "{\"username\":\"ortak" + suffix + "\",\"password\":\"123456789012\"}");
        assertEquals(400, common.statusCode());
        assertTrue(json(common).getJsonObject("fields").getString("password").contains("common"), common.body());
        HttpResponse<String> turkish = send("POST", "api/accounts", ADMIN,
                "{\"username\":\"ŞAHİN.IŞIK" + suffix + "\",\"password\":\"Dama oynamak güzel\"}");
        assertEquals(201, turkish.statusCode(), turkish.body());
        assertEquals("şahin.işik" + suffix, json(turkish).getString("username"), "capitals folded as Java does, İ without a dot");
        assertEquals(200, send("GET", "api/me", basic("şahin.ışık" + suffix, "Dama oynamak güzel"), null).statusCode(),
                "found however the I is folded");
    }

    /** An admin disables an account and resets its password; the owner changes his own. */
    @Test
    void adminsDisableAndResetAccountsAndOwnersChangeTheirPasswords() throws Exception {
        String name = "hakem" + UUID.randomUUID().toString().substring(0, 6);
        assertEquals(201, send("POST", "api/accounts", ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"first-password-9\"}").statusCode());
        String first = basic(name, "first-password-9");
        assertEquals(200, send("GET", "api/me", first, null).statusCode());
        HttpResponse<String> off = send("PUT", "api/accounts/" + name + "/disabled", ADMIN, "{\"disabled\":true}");
        assertEquals(200, off.statusCode(), off.body());
        assertTrue(json(off).getBoolean("disabled"));
        assertEquals(401, send("GET", "api/me", first, null).statusCode(), "a disabled account cannot log in");
        assertEquals(400, send("PUT", "api/accounts/admin/disabled", ADMIN, "{\"disabled\":true}").statusCode(),
                "nobody disables himself");
        assertEquals(200, send("PUT", "api/accounts/" + name + "/disabled", ADMIN, "{\"disabled\":false}").statusCode());
        assertEquals(200, send("GET", "api/me", first, null).statusCode());
        assertEquals(204, send("PUT", "api/accounts/" + name + "/password", ADMIN, "{\"password\":\"reset-by-admin-7\"}").statusCode());
        assertEquals(401, send("GET", "api/me", first, null).statusCode(), "the old password is gone at once");
        String reset = basic(name, "reset-by-admin-7");
        assertEquals(400, send("PUT", "api/me/password", reset, "{\"current\":\"wrong-password-0\",\"password\":\"my-own-password-5\"}")
                .statusCode(), "the current password is asked for");
        assertEquals(204, send("PUT", "api/me/password", reset, "{\"current\":\"reset-by-admin-7\",\"password\":\"my-own-password-5\"}")
                .statusCode());
        assertEquals(200, send("GET", "api/me", basic(name, "my-own-password-5"), null).statusCode());
        assertEquals(404, send("PUT", "api/accounts/nobody-" + name + "/password", ADMIN, "{\"password\":\"reset-by-admin-7\"}")
                .statusCode());
    }

    /** A TOTP second factor: set up with the app's code, then asked for on every API request. */
    @Test
    void aSecondFactorIsSetUpAndThenRequired() throws Exception {
        String name = "totp" + UUID.randomUUID().toString().substring(0, 6);
        assertEquals(201, send("POST", "api/accounts", ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"second-factor-1\"}").statusCode());
        String auth = basic(name, "second-factor-1");
        HttpResponse<String> started = send("POST", "api/me/totp", auth, "");
        assertEquals(200, started.statusCode(), started.body());
        String secret = json(started).getString("secret");
        assertTrue(json(started).getString("uri").startsWith("otpauth://totp/Hakem:" + name), started.body());
        assertEquals(400, send("PUT", "api/me/totp", auth, "{\"code\":\"000000\"}".replace("000000", wrongCode(secret)))
                .statusCode(), "a wrong code does not turn it on");
        assertEquals(204, send("PUT", "api/me/totp", auth, "{\"code\":\"" + code(secret) + "\"}").statusCode());
        assertEquals(401, send("GET", "api/me", auth, null).statusCode(), "the password alone is not enough now");
        HttpResponse<String> withCode = ItHttp.send(http, base, "GET", "api/me", auth, null, "X-Hakem-TOTP", code(secret));
        assertEquals(200, withCode.statusCode(), withCode.body());
        assertTrue(json(withCode).getBoolean("secondFactor"));
        assertEquals(204, ItHttp.send(http, base, "DELETE", "api/accounts/" + name + "/totp", ADMIN, null).statusCode(),
                "an admin removes a lost device");
        assertEquals(200, send("GET", "api/me", auth, null).statusCode());
    }

    private static String code(String secret) {
        return org.hakem.security.domain.Totp.code(secret, java.time.Instant.now().getEpochSecond() / 30);
    }

    private static String wrongCode(String secret) {
        long step = java.time.Instant.now().getEpochSecond() / 30;
        java.util.Set<String> near = java.util.Set.of(org.hakem.security.domain.Totp.code(secret, step - 1),
                org.hakem.security.domain.Totp.code(secret, step), org.hakem.security.domain.Totp.code(secret, step + 1));
        for (int i = 0; ; i++) {
            String c = String.format("%06d", i);
            if (!near.contains(c)) {
                return c;
            }
        }
    }

    /** The race a probe found: 20 wrong passwords at once all answered 401; now the throttle counts first. */
    @Test
    void parallelWrongPasswordsAreThrottledToo() throws Exception {
        String name = "race" + UUID.randomUUID().toString().substring(0, 6);
        assertEquals(201, send("POST", "api/accounts", ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"race-password-12\"}").statusCode());
        String wrong = basic(name, "not-the-password");
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(20);
        try {
            List<java.util.concurrent.Future<Integer>> answers = new java.util.ArrayList<>();
            for (int i = 0; i < 20; i++) {
                answers.add(pool.submit(() -> send("GET", "api/me", wrong, null).statusCode()));
            }
            int unauthorized = 0;
            int throttled = 0;
            for (var a : answers) {
                int status = a.get(5, java.util.concurrent.TimeUnit.MINUTES);
                unauthorized += status == 401 ? 1 : 0;
                throttled += status == 429 ? 1 : 0;
            }
            assertEquals(20, unauthorized + throttled);
            assertEquals(org.hakem.security.infrastructure.LoginThrottle.FREE_FAILURES, unauthorized,
                    "only the free attempts reach the password check");
        } finally {
            pool.shutdownNow();
        }
    }

    /** Issue #21 point 6: a possible duplicate is pointed out, and the arbiter may register the player all the same. */
    @Test
    void playersWithTheSameNameAreWarnedOfAndMayBeRegisteredAllTheSame() throws Exception {
        String name = "Ayşe Doğru " + UUID.randomUUID().toString().substring(0, 4);
        HttpResponse<String> first = send("POST", "api/players", arbiter,
                "{\"name\":\"" + name + "\",\"federation\":\"TUR\",\"birthYear\":1990}");
        assertEquals(201, first.statusCode(), first.body());
        assertTrue(first.headers().firstValue("X-Hakem-Same-Name").isEmpty());
        long firstId = json(first).getJsonNumber("id").longValue();
        HttpResponse<String> again = send("POST", "api/players", arbiter,
                "{\"name\":\"" + name.toUpperCase(java.util.Locale.forLanguageTag("tr")) + "\",\"birthYear\":1990}");
        assertEquals(201, again.statusCode(), "registered all the same: namesakes exist");
        assertEquals(Long.toString(firstId), again.headers().firstValue("X-Hakem-Same-Name").orElse(""), "same name and birth year");
        HttpResponse<String> other = send("POST", "api/players", arbiter,
                "{\"name\":\"" + name + "\",\"federation\":\"NED\",\"birthYear\":2001}");
        assertTrue(other.headers().firstValue("X-Hakem-Same-Name").isEmpty(), "another federation and birth year: no warning");

        var browser = new org.hakem.cli.ResultsEntryLoad.FormSession(base.toURI());
        browser.login("admin", "it-admin-password");
        String form = browser.page("players/new");
        String csrf = org.hakem.cli.ResultsEntryLoad.field(form, "_csrf");
        String fields = "name=" + URLEncoder.encode(name, StandardCharsets.UTF_8) + "&federation=TUR&_csrf="
                + URLEncoder.encode(csrf, StandardCharsets.UTF_8);
        HttpResponse<String> warned = browser.post("players", fields, "text/html");
        assertEquals(200, warned.statusCode());
        assertTrue(warned.body().contains("Already registered with this name: " + name + " (TUR, born 1990)"), warned.body());
        assertTrue(warned.body().contains("name=\"sameNameConfirmed\" value=\"true\""));
        HttpResponse<String> saved = browser.post("players", fields + "&sameNameConfirmed=true", "text/html");
        assertEquals(302, saved.statusCode(), "saved once the arbiter confirms");
    }

    /**
     * Linking suggestions (issue 35): archived games whose names fold to a registry player's (Turkish I, accents,
     * "Surname, First") and whose federation tag, if any, is theirs are offered to arbiters only; the chosen sides are
     * linked with one post, all or none, refused in the error contract when a side is not written as the player's name,
     * is someone else's, or none is chosen. The player's public page then counts the games and hides the national id.
     */
    @Test
    void gamesWrittenWithAPlayersNameAreSuggestedAndLinkedInBulk() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6).replaceAll("[^a-z]", "k");
        String name = "Nilay Kılıç Z" + tag;
        HttpResponse<String> created = send("POST", "api/players", arbiter, "{\"name\":\"" + name
                + "\",\"federation\":\"TUR\",\"nationalId\":\"NAT" + tag + "\"}");
        assertEquals(201, created.statusCode(), created.body());
        long id = json(created).getJsonNumber("id").longValue();
        long other = json(send("POST", "api/players", arbiter, "{\"name\":\"Other Z" + tag + "\"}")).getJsonNumber("id").longValue();
        String pdn = game("NİLAY KILIÇ Z" + tag.toUpperCase(), "Rakip " + tag, "2024.05.01", "1-0", "")
                + game("Rakip " + tag, "Kilic Z" + tag + ", Nilay", "2024.06.01", "0-1", "")
                + game("nilay kilic z" + tag, "Rakip " + tag, "2025.01.10", "1/2-1/2", "[WhiteFederation \"tur\"]\n")
                + game("Nilay Kılıç Z" + tag, "Rakip " + tag, "2025.02.10", "1-0", "[WhiteFederation \"GER\"]\n");
        HttpResponse<String> accepted = http.send(HttpRequest.newBuilder(base.toURI().resolve("api/archive/imports?name=z"
                        + tag + ".pdn&collection=links-" + tag)).header("Content-Type", "application/x-pdn")
                .header("Authorization", arbiter).POST(HttpRequest.BodyPublishers.ofString(pdn, StandardCharsets.UTF_8))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(202, accepted.statusCode(), accepted.body());
        ItHttp.awaitImport(http, accepted);

        String suggestions = "api/archive/players/" + id + "/suggestions";
        assertEquals(401, send("GET", suggestions, null, null).statusCode());
        JsonArray items = json(send("GET", suggestions, arbiter, null)).getJsonArray("items");
        assertEquals(3, items.size(), items.toString()); // the game of a German namesake is not offered
        assertEquals(List.of("white", "black", "white"), items.getValuesAs(JsonObject.class).stream()
                .map(o -> o.getString("side")).toList());
        assertEquals("Kilic Z" + tag + ", Nilay", items.getJsonObject(1).getString("written"));
        assertEquals(404, send("GET", "api/archive/players/999999999/suggestions", arbiter, null).statusCode());

        String links = "api/archive/players/" + id + "/links";
        assertEquals(401, send("POST", links, null, "{\"links\":[]}").statusCode());
        HttpResponse<String> none = ItHttp.send(http, base, "POST", links, arbiter, "{\"links\":[]}", "Accept-Language", "tr");
        assertEquals(400, none.statusCode(), none.body());
        assertEquals("archive.link.none", json(none).getJsonObject("codes").getString("links"), none.body());
        assertTrue(none.body().contains("en az bir oyun"), none.body());
        long first = items.getJsonObject(0).getJsonNumber("gameId").longValue();
        String firstSide = items.getJsonObject(0).getString("side");
        String opponentSide = firstSide.equals("white") ? "black" : "white";
        HttpResponse<String> notHers = send("POST", links, arbiter, "{\"links\":[{\"gameId\":" + first + ",\"side\":\""
                + opponentSide + "\"}]}");
        assertEquals(400, notHers.statusCode(), notHers.body());
        assertTrue(notHers.body().contains("archive.link.not-suggested"), notHers.body());

        StringBuilder chosen = new StringBuilder();
        for (JsonObject s : items.getValuesAs(JsonObject.class)) {
            chosen.append(chosen.isEmpty() ? "" : ",").append("{\"gameId\":").append(s.getJsonNumber("gameId"))
                    .append(",\"side\":\"").append(s.getString("side")).append("\",\"version\":")
                    .append(s.getJsonNumber("version")).append('}');
        }
        HttpResponse<String> linked = send("POST", links, arbiter, "{\"links\":[" + chosen + "]}");
        assertEquals(200, linked.statusCode(), linked.body());
        assertEquals(3, json(linked).getInt("linked"));
        assertEquals(0, json(send("GET", suggestions, arbiter, null)).getJsonArray("items").size());
        JsonObject game = json(send("GET", "api/archive/games/" + first, null, null));
        assertEquals(id, game.getJsonNumber(firstSide + "PlayerId").longValue());
        // the German namesake's side, linked by hand to someone else, is not taken over
        long german = json(send("GET", "api/archive/games?player=" + URLEncoder.encode("Nilay Kılıç Z" + tag, StandardCharsets.UTF_8)
                + "&size=10", null, null)).getJsonArray("items").getValuesAs(JsonObject.class).stream()
                .filter(g -> g.getString("date").equals("2025.02.10")).findFirst().orElseThrow().getJsonNumber("id").longValue();
        long version = json(send("GET", "api/archive/games/" + german, null, null)).getJsonNumber("version").longValue();
        assertEquals(200, send("PUT", "api/archive/games/" + german + "/players", arbiter,
                "{\"whitePlayerId\":" + other + ",\"version\":" + version + "}").statusCode());
        HttpResponse<String> taken = send("POST", links, arbiter, "{\"links\":[{\"gameId\":" + german + ",\"side\":\"white\"}]}");
        assertEquals(409, taken.statusCode(), taken.body());
        assertEquals("archive.link.taken", json(taken).getString("code"), taken.body());

        // the public page: three games, two and a half points, no national id; an unknown player is not found
        HttpResponse<String> page = send("GET", "players/" + id, null, null);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("Games linked to this player: 3"), page.body());
        assertTrue(page.body().contains("2½"), page.body());
        assertTrue(!page.body().contains("NAT" + tag), "the national id is not public");
        assertEquals(404, send("GET", "players/999999999", null, null).statusCode());
        assertEquals(404, send("GET", "players/x" + tag, null, null).statusCode());
    }

    private static String game(String white, String black, String date, String result, String extra) {
        return "[Event \"Bağlantı Kupası\"]\n[Date \"" + date + "\"]\n[White \"" + white + "\"]\n[Black \"" + black
                + "\"]\n[Result \"" + result + "\"]\n[GameType \"30\"]\n" + extra + "\n1. c3-c4 f6-f5 2. b3-b4 " + result + "\n\n";
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body);
    }
}
