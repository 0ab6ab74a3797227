package org.hakem.it;

import static org.hakem.it.ItHttp.basic;
import static org.hakem.it.ItHttp.json;
import static org.hakem.it.ItHttp.jsonArray;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hakem.cli.ResultsEntryLoad;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An event belongs to its arbiters (#30), on the real WAR: every write operation of the API on a tournament and on a
 * team event, and the page forms, are refused with 403 to an arbiter who is not one of the event's arbiters (in the
 * JSON error contract; nothing is written: the audit trail stays as it was), and done for the event's own arbiter
 * and for an admin. Giving the event to another arbiter lets them change it and is in the audit trail; only the
 * chief arbiter or an admin gives or takes it; an event left without arbiters is the admins' only.
 *
 * <p>Its tests run in {@link TournamentIT}, whose class chain holds this one: one boot of the server for both (each test class boots its own).
 */
abstract class EventOwnershipChecks extends DeployedWar {

    static final String PASSWORD = "owner-password-1";

    /** Ayşe creates the events, Bora is another arbiter, Cem is given events. */
    static String ayse;
    static String bora;
    static String cem;
    static List<Long> players;

    final HttpClient http = ItHttp.client();

    @BeforeEach
    void accountsAndPlayers() throws Exception {
        if (ayse != null) {
            return;
        }
        String tag = UUID.randomUUID().toString().substring(0, 6);
        ayse = account("ayse" + tag);
        bora = account("bora" + tag);
        cem = account("cem" + tag);
        players = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            HttpResponse<String> p = send("POST", "api/players", ItHttp.ADMIN,
                    "{\"name\":\"Sahip " + tag + " " + i + "\",\"federation\":\"TUR\",\"rating\":" + (2000 - 10 * i) + "}");
            assertEquals(201, p.statusCode(), p.body());
            players.add(json(p).getJsonNumber("id").longValue());
        }
    }

    private String account(String name) throws Exception {
        HttpResponse<String> r = send("POST", "api/accounts", ItHttp.ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"" + PASSWORD + "\",\"role\":\"arbiter\"}");
        assertEquals(201, r.statusCode(), r.body());
        return name;
    }

    private static String as(String user) {
        return basic(user, PASSWORD);
    }

    // --- tournaments

    @Test
    void aTournamentIsChangedByItsArbitersAndAdminsOnly() throws Exception {
        walkTournament(as(ayse), ayse);
    }

    @Test
    void anAdminChangesEveryTournament() throws Exception {
        walkTournament(ItHttp.ADMIN, "admin");
    }

    /**
     * Every write of a tournament Ayşe created: first as Bora (refused, nothing written), then as {@code doer} (her
     * or an admin).
     */
    private void walkTournament(String doer, String doerName) throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        HttpResponse<String> made = send("POST", "api/tournaments", as(ayse),
                "{\"name\":\"Sahiplik " + tag + "\",\"system\":\"SWISS\",\"rounds\":5}");
        assertEquals(201, made.statusCode(), made.body());
        JsonObject t = json(made);
        long id = t.getJsonNumber("id").longValue();
        assertEquals(ayse, t.getString("chiefArbiter"), "the creator is the chief arbiter");
        assertEquals(ayse, t.getString("arbiters"), "the old field still names the arbiters");
        Walk w = new Walk("api/tournaments/" + id, as(bora), doer);
        String path = "api/tournaments/" + id;

        long version = json(send("GET", path, null, null)).getJsonNumber("version").longValue();
        w.write("PUT", path, "{\"name\":\"Sahiplik " + tag + "\",\"system\":\"SWISS\",\"rounds\":5,\"place\":\"Bursa\","
                + "\"version\":" + version + "}", 200);
        w.write("PUT", path + "/status", "{\"status\":\"RUNNING\"}", 200);
        List<Long> entries = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            HttpResponse<String> e = i == 0
                    ? w.write("POST", path + "/entries", "{\"playerId\":" + players.get(i) + "}", 201)
                    : send("POST", path + "/entries", doer, "{\"playerId\":" + players.get(i) + "}");
            assertEquals(201, e.statusCode(), e.body());
            entries.add(json(e).getJsonNumber("id").longValue());
        }
        w.write("DELETE", path + "/entries/" + entries.get(4), null, 204);
        long pair = json(w.write("POST", path + "/forbidden-pairs", "{\"entryA\":" + entries.get(0) + ",\"entryB\":"
                + entries.get(1) + "}", 201)).getJsonNumber("id").longValue();
        w.write("DELETE", path + "/forbidden-pairs/" + pair, null, 204);
        w.write("POST", path + "/entries/" + entries.get(0) + "/byes", "{\"round\":2,\"kind\":\"half\"}", 201);
        w.write("DELETE", path + "/entries/" + entries.get(0) + "/byes/2", null, 204);
        w.write("PUT", path + "/entries/" + entries.get(3) + "/withdrawal", "{\"fromRound\":3}", 200);
        w.write("PUT", path + "/entries/" + entries.get(3) + "/withdrawal", "{\"fromRound\":null}", 200);
        w.write("PUT", "api/ratings/events/" + id + "/settings", "{\"listType\":\"\"}", 200);
        w.write("POST", path + "/rounds", "{}", 201);
        w.write("DELETE", path + "/rounds/1", null, 204);
        assertEquals(201, send("POST", path + "/rounds", doer, "{}").statusCode());
        w.write("PUT", path + "/rounds/1/pairings",
                "{\"boards\":[{\"white\":1,\"black\":2},{\"white\":3,\"black\":4}]}", 200);
        w.write("POST", path + "/rounds/1/publish", null, 200);
        w.write("POST", path + "/rounds/1/unpublish", null, 200);
        w.write("POST", path + "/rounds/1/publish", null, 200);
        long board = boardVersion(path + "/rounds/1", 0);
        w.write("PUT", path + "/rounds/1/boards/1", "{\"result\":\"1-0\",\"version\":" + board + "}", 200);
        w.write("PUT", path + "/rounds/1/boards/1/game", "{\"pdn\":\"\",\"version\":" + boardVersion(path + "/rounds/1", 0)
                + "}", 200);

        giveAndTake(w, path, doer, doerName, "status", "{\"status\":\"RUNNING\"}");
        w.write("DELETE", path, null, 204);
        assertEquals(404, send("GET", path, ItHttp.ADMIN, null).statusCode());
    }

    private long boardVersion(String round, int index) throws Exception {
        return json(send("GET", round, ItHttp.ADMIN, null)).getJsonArray("boards").getJsonObject(index)
                .getJsonNumber("version").longValue();
    }

    /**
     * Giving and taking: refused to Bora (not the chief); {@code doer} (the chief or an admin) gives the event to Cem,
     * who may then change it ({@code change}) but not give it; the audit trail names who gave it to whom; taken back
     * from Cem, he is refused again; a new chief; and an event left without arbiters is the admins' only.
     */
    private void giveAndTake(Walk w, String path, String doer, String doerName, String change, String changeBody)
            throws Exception {
        w.refused("POST", path + "/arbiters", "{\"username\":\"" + bora + "\"}", "event.arbiter.chief-only");
        w.refused("PUT", path + "/arbiters", "{\"arbiters\":[\"" + bora + "\"]}", "event.arbiter.chief-only");
        w.refused("DELETE", path + "/arbiters/" + ayse, null, "event.arbiter.chief-only");
        HttpResponse<String> unknown = send("POST", path + "/arbiters", doer, "{\"username\":\"nobody-" + bora + "\"}");
        assertEquals(400, unknown.statusCode(), unknown.body());
        assertEquals("event.arbiter.unknown", json(unknown).getJsonObject("codes").getString("arbiters"));

        Walk asCem = new Walk(w.audit, as(cem), doer);
        asCem.refused("PUT", path + "/" + change, changeBody, "event.arbiter.not-yours");
        HttpResponse<String> given = send("POST", path + "/arbiters", doer, "{\"username\":\"" + cem + "\"}");
        assertEquals(200, given.statusCode(), given.body());
        assertEquals(List.of(ayse, cem), names(json(given).getJsonArray("arbiters")));
        assertEquals(ayse, json(given).getString("chiefArbiter"));
        assertEquals(ayse + ", " + cem, json(send("GET", path, ItHttp.ADMIN, null)).getString("arbiters"));
        JsonObject added = audit(w.audit).getJsonObject(0);
        assertEquals("arbiter added", added.getString("action"));
        assertEquals(doerName, added.getString("actor"));
        assertEquals(cem, added.getString("newValue"));
        assertEquals(200, send("PUT", path + "/" + change, as(cem), changeBody).statusCode(), "given, Cem changes it");
        HttpResponse<String> cemGives = send("POST", path + "/arbiters", as(cem), "{\"username\":\"" + bora + "\"}");
        assertEquals(403, cemGives.statusCode(), "an arbiter who is not the chief does not give the event");
        assertEquals("event.arbiter.chief-only", json(cemGives).getString("code"));

        HttpResponse<String> taken = send("DELETE", path + "/arbiters/" + cem, doer, null);
        assertEquals(200, taken.statusCode(), taken.body());
        JsonObject removed = audit(w.audit).getJsonObject(0);
        assertEquals("arbiter removed", removed.getString("action"));
        assertEquals(doerName, removed.getString("actor"));
        assertEquals(cem, removed.getString("oldValue"));
        asCem.refused("PUT", path + "/" + change, changeBody, "event.arbiter.not-yours");

        // a new chief: Cem, Ayşe stays an arbiter and may no longer give it
        HttpResponse<String> chief = send("PUT", path + "/arbiters", doer,
                "{\"chiefArbiter\":\"" + cem + "\",\"arbiters\":[\"" + ayse + "\"]}");
        assertEquals(200, chief.statusCode(), chief.body());
        assertEquals(cem, json(chief).getString("chiefArbiter"));
        JsonObject named = audit(w.audit).getJsonObject(0);
        assertEquals("chief arbiter", named.getString("action"));
        assertEquals(ayse, named.getString("oldValue"));
        assertEquals(cem, named.getString("newValue"));
        assertEquals(403, send("DELETE", path + "/arbiters/" + cem, as(ayse), null).statusCode());
        assertEquals(200, send("PUT", path + "/" + change, as(ayse), changeBody).statusCode());
        assertEquals(200, send("DELETE", path + "/arbiters/" + ayse, as(cem), null).statusCode(), "the chief takes");
        new Walk(w.audit, as(ayse), doer).refused("PUT", path + "/" + change, changeBody, "event.arbiter.not-yours");

        // without arbiters: the admins'
        assertEquals(200, send("PUT", path + "/arbiters", ItHttp.ADMIN, "{\"arbiters\":[]}").statusCode());
        assertEquals(200, send("DELETE", path + "/arbiters/" + cem, ItHttp.ADMIN, null).statusCode());
        JsonObject none = json(send("GET", path + "/arbiters", null, null));
        assertTrue(absent(none, "chiefArbiter"), none.toString());
        assertEquals(0, none.getJsonArray("arbiters").size());
        new Walk(w.audit, as(cem), ItHttp.ADMIN).write("PUT", path + "/" + change, changeBody, 200);
        assertEquals(200, send("PUT", path + "/arbiters", ItHttp.ADMIN, "{\"chiefArbiter\":\"" + ayse + "\"}")
                .statusCode());
    }

    /** A null the JSON leaves out (JSON-B writes no null field). */
    private static boolean absent(JsonObject o, String key) {
        return !o.containsKey(key) || o.isNull(key);
    }

    private static List<String> names(JsonArray arbiters) {
        return arbiters.getValuesAs(JsonObject.class).stream().map(a -> a.getString("username")).toList();
    }

    private JsonArray audit(String auditPath) throws Exception {
        return jsonArray(send("GET", auditPath + "/audit?limit=1000", ItHttp.ADMIN, null));
    }

    /** The demo tournaments are made by the system, which is no account: they have no arbiter and are the admins'. */
    @Test
    void theDemoTournamentsAreTheAdminsOnly() throws Exception {
        List<JsonObject> demos = jsonArray(send("GET", "api/tournaments", ItHttp.ADMIN, null)).getValuesAs(JsonObject.class)
                .stream().filter(t -> t.getString("name").endsWith("(demo)")).toList();
        assertFalse(demos.isEmpty(), "the first start loads the demo tournaments");
        for (JsonObject demo : demos) {
            String path = "api/tournaments/" + demo.getJsonNumber("id");
            assertTrue(absent(demo, "chiefArbiter"), demo.toString());
            assertTrue(absent(demo, "arbiters"), demo.toString());
            new Walk(path, as(bora), ItHttp.ADMIN).write("PUT", path + "/status",
                    "{\"status\":\"" + demo.getString("status") + "\"}", 200);
        }
    }

    // --- team events

    @Test
    void aTeamEventIsChangedByItsArbitersAndAdminsOnly() throws Exception {
        walkTeamEvent(as(ayse), ayse);
    }

    @Test
    void anAdminChangesEveryTeamEvent() throws Exception {
        walkTeamEvent(ItHttp.ADMIN, "admin");
    }

    private void walkTeamEvent(String doer, String doerName) throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String settings = "\"name\":\"Takım Sahiplik " + tag + "\",\"system\":\"ROUND_ROBIN\",\"rounds\":0,\"boards\":2,"
                + "\"reserves\":1,\"variant\":\"turkish\",\"startDate\":\"2026-05-01\"";
        HttpResponse<String> made = send("POST", "api/teams", as(ayse), "{" + settings + "}");
        assertEquals(201, made.statusCode(), made.body());
        JsonObject e = json(made);
        long id = e.getJsonNumber("id").longValue();
        assertEquals(ayse, e.getString("chiefArbiter"), "the creator is the chief arbiter");
        String path = "api/teams/" + id;
        Walk w = new Walk(path, as(bora), doer);

        w.write("PUT", path, "{" + settings + ",\"place\":\"Konya\",\"version\":" + e.getJsonNumber("version") + "}", 200);
        w.write("PUT", path + "/status", "{\"status\":\"RUNNING\"}", 200);
        List<Long> teams = new ArrayList<>();
        for (int t = 0; t < 5; t++) {
            HttpResponse<String> r = t == 0 ? w.write("POST", path + "/teams", "{\"name\":\"Kulüp " + t + "\"}", 201)
                    : send("POST", path + "/teams", doer, "{\"name\":\"Kulüp " + t + "\"}");
            assertEquals(201, r.statusCode(), r.body());
            teams.add(json(r).getJsonNumber("id").longValue());
        }
        w.write("PUT", path + "/teams/" + teams.get(0), "{\"name\":\"Kulüp Sıfır\"}", 200);
        w.write("DELETE", path + "/teams/" + teams.get(4), null, 204);
        List<Long> first = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            for (int m = 0; m < 2; m++) {
                String body = "{\"playerId\":" + players.get(t * 2 + m) + "}";
                HttpResponse<String> r = t == 0 && m == 0 ? w.write("POST", path + "/teams/" + teams.get(t) + "/members", body, 201)
                        : send("POST", path + "/teams/" + teams.get(t) + "/members", doer, body);
                assertEquals(201, r.statusCode(), r.body());
                if (t == 0) {
                    first.add(json(r).getJsonNumber("id").longValue());
                }
            }
        }
        w.write("PUT", path + "/teams/" + teams.get(0) + "/roster", "{\"members\":[" + first.get(1) + "," + first.get(0)
                + "]}", 200);
        HttpResponse<String> extra = send("POST", path + "/teams/" + teams.get(0) + "/members", doer,
                "{\"playerId\":" + players.get(8) + "}");
        assertEquals(201, extra.statusCode(), extra.body());
        w.write("DELETE", path + "/teams/" + teams.get(0) + "/members/" + json(extra).getJsonNumber("id"), null, 204);
        w.write("POST", path + "/rounds", null, 201);
        w.write("DELETE", path + "/rounds/1", null, 204);
        assertEquals(201, send("POST", path + "/rounds", doer, null).statusCode());
        w.write("POST", path + "/rounds/1/publish", null, 200);

        String match = path + "/rounds/1/matches/1";
        JsonObject m1 = json(send("GET", path + "/rounds/1", ItHttp.ADMIN, null)).getJsonArray("matches").getJsonObject(0);
        long home = m1.getJsonNumber("homeId").longValue();
        long away = m1.getJsonNumber("awayId").longValue();
        List<Long> homeMembers = members(path, home);
        List<Long> awayMembers = members(path, away);
        w.write("PUT", match + "/lineups/" + home, "{\"version\":" + matchVersion(path, 0) + ",\"players\":["
                + homeMembers.get(0) + "," + homeMembers.get(1) + "]}", 200);
        assertEquals(200, send("PUT", match + "/lineups/" + away, doer, "{\"version\":" + matchVersion(path, 0)
                + ",\"players\":[" + awayMembers.get(0) + "," + awayMembers.get(1) + "]}").statusCode());
        w.write("PUT", match + "/boards/1", "{\"version\":" + boardVersion(path, 0, 0) + ",\"result\":\"1-0\"}", 200);
        w.write("PUT", match + "/boards/1/game", "{\"version\":" + boardVersion(path, 0, 0) + ",\"pdn\":\"\"}", 200);
        w.write("PUT", path + "/rounds/1/matches/2/forfeit", "{\"version\":" + matchVersion(path, 1)
                + ",\"forfeit\":\"home\"}", 200);

        giveAndTake(w, path, doer, doerName, "status", "{\"status\":\"RUNNING\"}");
        w.write("DELETE", path, null, 204);
        assertEquals(404, send("GET", path, ItHttp.ADMIN, null).statusCode());
    }

    private long teamId(String path, int number) throws Exception {
        for (JsonObject t : json(send("GET", path, ItHttp.ADMIN, null)).getJsonArray("teams").getValuesAs(JsonObject.class)) {
            if (t.getInt("number") == number) {
                return t.getJsonNumber("id").longValue();
            }
        }
        throw new AssertionError("no team " + number);
    }

    private List<Long> members(String path, long team) throws Exception {
        for (JsonObject t : json(send("GET", path, ItHttp.ADMIN, null)).getJsonArray("teams").getValuesAs(JsonObject.class)) {
            if (t.getJsonNumber("id").longValue() == team) {
                return t.getJsonArray("members").getValuesAs(JsonObject.class).stream()
                        .map(x -> x.getJsonNumber("id").longValue()).toList();
            }
        }
        throw new AssertionError("no team " + team);
    }

    private long matchVersion(String path, int index) throws Exception {
        return json(send("GET", path + "/rounds/1", ItHttp.ADMIN, null)).getJsonArray("matches").getJsonObject(index)
                .getJsonNumber("version").longValue();
    }

    private long boardVersion(String path, int match, int board) throws Exception {
        return json(send("GET", path + "/rounds/1", ItHttp.ADMIN, null)).getJsonArray("matches").getJsonObject(match)
                .getJsonArray("boards").getJsonObject(board).getJsonNumber("version").longValue();
    }

    // --- page forms

    @Test
    void theTournamentPageFormsAreTheArbitersToo() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        HttpResponse<String> made = send("POST", "api/tournaments", as(ayse),
                "{\"name\":\"Sayfa " + tag + "\",\"system\":\"SWISS\",\"rounds\":5}");
        assertEquals(201, made.statusCode(), made.body());
        long id = json(made).getJsonNumber("id").longValue();
        String manage = "arbiter/tournaments/" + id;
        Pages p = new Pages("api/tournaments/" + id);
        for (int i = 0; i < 3; i++) {
            assertEquals(201, send("POST", "api/tournaments/" + id + "/entries", as(ayse),
                    "{\"playerId\":" + players.get(i) + "}").statusCode());
        }
        p.form(manage, manage, "action=enter&playerId=" + players.get(3), 302, ayse);
        p.form(manage, manage, "action=enter&playerId=" + players.get(4), 302, "admin");
        long version = json(send("GET", "api/tournaments/" + id, ItHttp.ADMIN, null)).getJsonNumber("version").longValue();
        p.form(manage + "/settings", manage, "action=settings&name=Sayfa+" + tag + "&system=SWISS&rounds=5&place=Sivas"
                + "&arbiters=&version=" + version, 302, ayse);
        p.form(manage + "/rating", manage + "/rating", "listType=", 302, ayse, false); // not rated before: no change
        p.form(manage, manage, "action=pairNext", 200, ayse); // 200: the page says the tournament now runs
        p.form(manage, manage, "action=publish&round=1", 302, "admin");
        long board = boardVersion("api/tournaments/" + id + "/rounds/1", 0);
        p.form(manage + "/rounds/1/enter", manage + "/rounds/1/results", "board=1&result=1-0&version=" + board, 302, ayse);
        // the settings form gives the tournament (its arbiters field): the chief's act, not Bora's
        version = json(send("GET", "api/tournaments/" + id, ItHttp.ADMIN, null)).getJsonNumber("version").longValue();
        HttpResponse<String> give = p.post(bora, manage + "/settings", manage, "action=settings&name=Sayfa+" + tag
                + "&system=SWISS&rounds=5&arbiters=" + bora + "&version=" + version);
        assertEquals(403, give.statusCode());
        p.form(manage + "/settings", manage, "action=settings&name=Sayfa+" + tag + "&system=SWISS&rounds=5&arbiters="
                + cem + "&version=" + version, 302, ayse);
        assertEquals(ayse + ", " + cem, json(send("GET", "api/tournaments/" + id, ItHttp.ADMIN, null)).getString("arbiters"));
        assertTrue(p.page(cem, manage + "/settings").contains(ayse), "the settings page names the chief arbiter");
    }

    @Test
    void theTeamPageFormsAreTheArbitersToo() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        HttpResponse<String> made = send("POST", "api/teams", as(ayse), "{\"name\":\"Takım Sayfa " + tag
                + "\",\"system\":\"ROUND_ROBIN\",\"rounds\":0,\"boards\":1,\"reserves\":0,\"variant\":\"turkish\"}");
        assertEquals(201, made.statusCode(), made.body());
        long id = json(made).getJsonNumber("id").longValue();
        String manage = "arbiter/teams/" + id;
        Pages p = new Pages("api/teams/" + id);
        p.form(manage, manage, "action=addTeam&name=Bir", 302, ayse);
        p.form(manage, manage, "action=addTeam&name=Iki", 302, "admin");
        long teamOne = teamId("api/teams/" + id, 1);
        p.form(manage, manage, "action=addMember&team=" + teamOne + "&player=" + players.get(0), 302, ayse);
        // the arbiters form: the chief's act
        HttpResponse<String> give = p.post(bora, manage, manage, "action=arbiters&chief=&arbiters=" + bora);
        assertEquals(403, give.statusCode());
        p.form(manage, manage, "action=arbiters&chief=&arbiters=" + cem, 302, ayse);
        assertEquals(ayse + ", " + cem, json(send("GET", "api/teams/" + id, ItHttp.ADMIN, null)).getString("arbiters"));
        HttpResponse<String> cemAdds = p.post(cem, manage, manage, "action=addMember&team=" + teamId("api/teams/" + id, 2)
                + "&player=" + players.get(1));
        assertEquals(302, cemAdds.statusCode(), "given the event, Cem changes it: " + cemAdds.body());
        assertTrue(p.page(cem, manage).contains("value=\"" + ayse + "\""), "the page shows the chief arbiter");
        p.form(manage, manage, "action=pairNext", 302, ayse);
        p.form(manage, manage, "action=publish&round=1", 302, "admin");
        String match = manage + "/rounds/1/matches/1";
        p.form(match, match, "action=forfeit&forfeit=home&version=" + matchVersion("api/teams/" + id, 0), 302, ayse);
    }

    /** The page forms of an event, posted with each user's own session and form token. */
    final class Pages {
        private final String api;
        private final java.util.Map<String, HttpClient> sessions = new java.util.HashMap<>();

        Pages(String api) {
            this.api = api;
        }

        private HttpClient session(String user) throws Exception {
            HttpClient s = sessions.get(user);
            if (s == null) {
                s = ItHttp.loggedIn(base, user, "admin".equals(user) ? "it-admin-password" : PASSWORD);
                sessions.put(user, s);
            }
            return s;
        }

        String page(String user, String path) throws Exception {
            HttpResponse<String> r = session(user).send(HttpRequest.newBuilder(base.toURI().resolve(path))
                            .header("Accept-Language", "en").build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertEquals(200, r.statusCode(), path);
            return r.body();
        }

        /** Posts a form of the page {@code formPage} to {@code action} as {@code user}, with that page's token. */
        HttpResponse<String> post(String user, String formPage, String action, String form) throws Exception {
            String token = ResultsEntryLoad.field(page(user, formPage), "_csrf");
            return session(user).send(HttpRequest.newBuilder(base.toURI().resolve(action))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", "en")
                    .POST(HttpRequest.BodyPublishers.ofString(form + "&_csrf=" + URLEncoder.encode(token,
                            StandardCharsets.UTF_8))).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }

        void form(String formPage, String action, String form, int status, String user) throws Exception {
            form(formPage, action, form, status, user, true);
        }

        /** Refused to Bora (403, the reason on the page, nothing written), then done by {@code user}. */
        void form(String formPage, String action, String form, int status, String user, boolean audited)
                throws Exception {
            int before = audit(api).size();
            HttpResponse<String> refused = post(bora, formPage, action, form);
            assertEquals(403, refused.statusCode(), action + " " + form + ": " + refused.body());
            assertTrue(refused.body().contains("is not an arbiter of")
                    || refused.body().contains("only the chief arbiter of"), action + " " + form + " names the reason");
            assertEquals(before, audit(api).size(), action + " " + form + ": nothing written for Bora");
            HttpResponse<String> done = post(user, formPage, action, form);
            assertEquals(status, done.statusCode(), action + " " + form + " as " + user + ": " + done.body());
            if (audited) {
                assertTrue(audit(api).size() > before, action + " " + form + " as " + user + " is written");
            }
        }
    }

    /** Writes of one event: each refused to {@code stranger} first, then done by {@code doer}. */
    final class Walk {
        final String audit;
        private final String stranger;
        private final String doer;

        Walk(String audit, String stranger, String doer) {
            this.audit = audit;
            this.stranger = stranger;
            this.doer = doer;
        }

        /** Refused to the stranger (403 in the error contract, the audit trail unchanged), then done by the doer. */
        HttpResponse<String> write(String method, String path, String body, int status) throws Exception {
            refused(method, path, body, "event.arbiter.not-yours");
            HttpResponse<String> done = send(method, path, doer, body);
            assertEquals(status, done.statusCode(), method + " " + path + ": " + done.body());
            return done;
        }

        void refused(String method, String path, String body, String code) throws Exception {
            int before = audit(audit).size();
            HttpResponse<String> r = send(method, path, stranger, body);
            assertEquals(403, r.statusCode(), method + " " + path + ": " + r.body());
            JsonObject error = json(r);
            assertEquals(403, error.getInt("status"));
            assertEquals(code, error.getString("code"), method + " " + path);
            assertFalse(error.getString("message").isBlank());
            assertEquals(before, audit(audit).size(), method + " " + path + ": nothing written");
        }
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body);
    }
}
