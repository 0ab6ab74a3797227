package org.hakem.it;

import static org.hakem.it.ItHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.hakem.migration.PreviousReleaseDump;
import org.hakem.testdata.SqlRows;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * An upgrade as a user makes it: the database of the previous release ({@link PreviousReleaseDump}, schema V18, with
 * the demo data, a round robin and a team league with a round played, games archived) restored into a new database, and
 * today's WAR started on it with an empty data directory. The server migrates the schema on its start, keeps the
 * accounts and their passwords, loads no demo data again, rebuilds its search index from the database, and serves
 * the events, their rounds, boards and matches, the standings and the archive through the API with the values the
 * previous release wrote; then new writes work on the old rows (a new round paired and its result recorded, a result
 * corrected, a game attached), and the games that release archived for the events leave the archive with their event
 * and come back, found by the boards the migration gave them. Runs its own server process on a database of its own,
 * not Arquillian.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PreviousReleaseIT {

    static {
        ItDatabase.start();
    }

    /** The passwords the previous release's accounts were given (the dump's README). */
    private static final String ADMIN = ItHttp.basic("admin", "previous-release-admin");
    private static final String AYSE = ItHttp.basic("ayse", "ayse-previous-release");
    /** What the server is told as the admin's password: only a first start uses it, and this is no first start. */
    private static final String STARTUP_ADMIN_PASSWORD = "not-the-admin-password-of-the-dump";
    private static final long TOURNAMENT = 3;
    private static final long TEAM_EVENT = 1;
    private static final int ARCHIVED = 59;

    private static final HttpClient HTTP = ItHttp.client();
    private static String db;
    private static int dbPort;
    private static Process server;
    private static URL base;

    @BeforeAll
    static void restoreThePreviousReleaseAndStartTodaysWarOnIt() throws Exception {
        dbPort = Integer.getInteger("hakem.it.dbPort");
        db = ItDatabase.newDatabase("previous");
        try (Connection c = connect(db)) {
            PreviousReleaseDump.restoreInto(c);
        }
        Path dataDir = Path.of("target", "it-" + db).toAbsolutePath();
        Files.createDirectories(dataDir);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path log = dataDir.resolve("server.log");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss8m",
                "-Djava.io.tmpdir=" + Files.createDirectories(dataDir.resolve("tmp")), "-jar",
                System.getProperty("payara.microJar"), "--deploy", System.getProperty("hakem.war"), "--contextroot", "/",
                "--port", Integer.toString(port), "--nohazelcast", "--disablephonehome",
                "--prebootcommandfile", System.getProperty("payara.prebootFile"))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().putAll(Map.of("HAKEM_DB_URL", "jdbc:postgresql://localhost:" + dbPort + "/" + db,
                "HAKEM_DB_USER", "postgres", "HAKEM_DB_PASSWORD", "postgres",
                "HAKEM_ADMIN_PASSWORD", STARTUP_ADMIN_PASSWORD, "HAKEM_DATA_DIR", dataDir.toString(), "HAKEM_DEMO", "true"));
        server = pb.start();
        base = java.net.URI.create("http://localhost:" + port + "/").toURL();
        awaitUp(log);
    }

    /** Until the server answers (it migrates and rebuilds its index first), at most six minutes on a busy machine. */
    private static void awaitUp(Path log) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(6).toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new AssertionError("the server stopped; see " + log);
            }
            try {
                if (get("api/archive/games?size=1", null).statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the server did not start within 6 minutes; see " + log);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    @Test
    @Order(1)
    void theServerMigratedTheSchemaOnItsStartAndLoadedNoDemoDataAgain() throws Exception {
        List<String> applied = rows("select version from flyway_schema_history order by installed_rank");
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "13", "14", "15", "16", "17",
                PreviousReleaseDump.SCHEMA_VERSION), applied.subList(0, 17), "what the previous release had applied");
        assertTrue(applied.subList(17, applied.size()).contains("20"), "V20 applied on the start: " + applied);
        assertEquals(List.of(), rows("select version from flyway_schema_history where not success"));
        assertEquals(List.of("3"), rows("select count(*) from tournament_event"), "two demo events and Göç Açık");
        assertEquals(List.of("14"), rows("select count(*) from player"));
        assertEquals(List.of("1"), rows("select count(*) from archive_import_run where source = 'demo-games.pdn'"));
    }

    @Test
    @Order(2)
    void theAccountsKeepTheirPasswords() throws Exception {
        assertEquals(200, get("api/me", ADMIN).statusCode());
        assertEquals(200, get("api/me", AYSE).statusCode());
        assertEquals(401, get("api/me", ItHttp.basic("admin", STARTUP_ADMIN_PASSWORD)).statusCode(),
                "the admin existed: the start made none and changed no password");
    }

    @Test
    @Order(3)
    void theTournamentReadsAsThePreviousReleaseLeftIt() throws Exception {
        JsonObject event = ok(get("api/tournaments/" + TOURNAMENT, null));
        assertEquals("Göç Açık", event.getString("name"));
        assertEquals("Bursa", event.getString("place"));
        assertEquals("RUNNING", event.getString("status"));
        assertEquals("PTS,SB", event.getString("tieBreaks"));
        assertEquals("ayse", event.getString("chiefArbiter"));
        assertEquals(List.of("Göç Bir", "Göç İki", "Göç Üç", "Göç Dört"),
                event.getJsonArray("entries").getValuesAs(JsonObject.class).stream().map(e -> e.getString("name")).toList());
        assertEquals(java.util.Set.of("İzmir Kış Turnuvası (demo)", "Ankara Açık (demo)", "Göç Açık"),
                java.util.Set.copyOf(names(ItHttp.jsonArray(get("api/tournaments", null)))));

        JsonArray boards = ok(get("api/tournaments/" + TOURNAMENT + "/rounds/1", null)).getJsonArray("boards");
        assertEquals(2, boards.size());
        JsonObject b1 = boards.getJsonObject(0);
        assertEquals(List.of("Göç Bir", "Göç Dört", "WHITE_WINS", "ayse"), List.of(b1.getString("whiteName"),
                b1.getString("blackName"), b1.getString("resultCode"), b1.getString("updatedBy")));
        assertTrue(b1.getBoolean("hasGame"));
        assertEquals("moves legal (4 plies); result agrees", b1.getString("gameVerdict"));
        JsonObject b2 = boards.getJsonObject(1);
        assertEquals(List.of("Göç İki", "Göç Üç", "DRAW"), List.of(b2.getString("whiteName"), b2.getString("blackName"),
                b2.getString("resultCode")));
        assertFalse(b2.getBoolean("hasGame"));

        JsonObject first = ok(get("api/tournaments/" + TOURNAMENT + "/standings", null)).getJsonArray("rows").getJsonObject(0);
        assertEquals("Göç Bir", first.getString("name"));
        assertEquals("2", first.getString("points"));
        assertTrue(get("api/tournaments/" + TOURNAMENT + "/export/pdn", null).body().contains("[White \"Göç Bir\"]"));
    }

    @Test
    @Order(4)
    void theTeamEventReadsAsThePreviousReleaseLeftIt() throws Exception {
        JsonObject event = ok(get("api/teams/" + TEAM_EVENT, null));
        assertEquals("Göç Takım Ligi", event.getString("name"));
        assertEquals(List.of("Göç Spor", "Çınar Kulübü"), names(event.getJsonArray("teams")));
        JsonObject match = ok(get("api/teams/" + TEAM_EVENT + "/rounds/1/matches/1", null));
        assertEquals("HOME_WINS", match.getString("outcome"));
        assertEquals(3.0, match.getJsonNumber("homePoints").doubleValue());
        assertEquals(1.0, match.getJsonNumber("awayPoints").doubleValue());
        JsonArray boards = match.getJsonArray("boards");
        assertEquals(List.of("Göç Beş", "Göç Yedi", "WHITE_WINS"), List.of(boards.getJsonObject(0).getString("white"),
                boards.getJsonObject(0).getString("black"), boards.getJsonObject(0).getString("resultCode")));
        assertEquals(List.of("Göç Sekiz", "Göç Altı", "DRAW"), List.of(boards.getJsonObject(1).getString("white"),
                boards.getJsonObject(1).getString("black"), boards.getJsonObject(1).getString("resultCode")));
        assertTrue(boards.getJsonObject(1).getBoolean("hasGame"));
        assertEquals("Göç Spor", ok(get("api/teams/" + TEAM_EVENT + "/standings", null)).getJsonArray("rows")
                .getJsonObject(0).getString("name"));
    }

    @Test
    @Order(5)
    void theArchiveServesItsGamesAndTheIndexWasRebuiltFromThem() throws Exception {
        assertEquals(ARCHIVED, archived());
        JsonObject game = ok(get("api/archive/games/56", null));
        assertEquals(List.of("Göç Açık", "Göç Bir", "Göç Dört", "1-0"), List.of(game.getString("event"),
                game.getString("white"), game.getString("black"), game.getString("result")));
        assertEquals("tournament 3, round 1, board 1", game.getString("source"));
        assertEquals("Göç Takım Ligi", ok(get("api/archive/games/57", null)).getString("event"));
        assertEquals(2, ok(get("api/search?variant=turkish&pattern=" + enc("c4:wm") + "&event=" + enc("Göç Arşivi"), null))
                .getJsonNumber("total").longValue(), "the file import's two games, found by a position");
    }

    @Test
    @Order(6)
    void newWritesWorkOnTheOldRows() throws Exception {
        String t = "api/tournaments/" + TOURNAMENT;
        assertEquals(201, send("POST", t + "/rounds", AYSE, "{}").statusCode(), "round 2 of the round robin");
        assertEquals(200, send("POST", t + "/rounds/2/publish", AYSE, null).statusCode());
        JsonObject r2b1 = ok(get(t + "/rounds/2", null)).getJsonArray("boards").getJsonObject(0);
        ok(send("PUT", t + "/rounds/2/boards/1", AYSE, "{\"result\":\"0-1\",\"version\":" + r2b1.getJsonNumber("version") + "}"));
        JsonObject after = ok(get(t + "/rounds/2", null)).getJsonArray("boards").getJsonObject(0);
        assertEquals("BLACK_WINS", after.getString("resultCode"));
        ok(send("PUT", t + "/rounds/2/boards/1/game", AYSE, Json.createObjectBuilder()
                .add("pdn", "[GameType \"30\"]\n[Result \"0-1\"]\n\n1. c3-c4 f6-f5 2. b3-b4 g6-g5 0-1\n")
                .add("version", after.getJsonNumber("version")).build().toString()));
        Eventually.eventually("the new game is archived", PreviousReleaseIT::archived, n -> n == ARCHIVED + 1);

        JsonObject r1b2 = ok(get(t + "/rounds/1", null)).getJsonArray("boards").getJsonObject(1);
        ok(send("PUT", t + "/rounds/1/boards/2", AYSE, "{\"result\":\"1-0\",\"version\":" + r1b2.getJsonNumber("version") + "}"));
        assertEquals("WHITE_WINS", ok(get(t + "/rounds/1", null)).getJsonArray("boards").getJsonObject(1).getString("resultCode"),
                "a result the previous release wrote, corrected");

        String m = "api/teams/" + TEAM_EVENT + "/rounds/1/matches/1";
        JsonObject board1 = ok(get(m, null)).getJsonArray("boards").getJsonObject(0);
        ok(send("PUT", m + "/boards/1", AYSE, "{\"version\":" + board1.getJsonNumber("version") + ",\"result\":\"=\"}"));
        JsonObject corrected = ok(get(m, null));
        assertEquals("DRAW", corrected.getString("outcome"), "2-2 after the correction");
        assertEquals(2.0, corrected.getJsonNumber("homePoints").doubleValue());
    }

    @Test
    @Order(7)
    void theGamesThePreviousReleaseArchivedLeaveWithTheirEventAndComeBack() throws Exception {
        setPublic("api/tournaments/" + TOURNAMENT, false);
        setPublic("api/teams/" + TEAM_EVENT, false);
        Eventually.eventually("Göç Açık's two games and the league's one leave the archive", PreviousReleaseIT::archived,
                n -> n == ARCHIVED + 1 - 3);
        assertEquals(404, get("api/archive/games/56", null).statusCode());
        assertEquals(404, get("api/archive/games/57", null).statusCode());
        setPublic("api/tournaments/" + TOURNAMENT, true);
        setPublic("api/teams/" + TEAM_EVENT, true);
        Eventually.eventually("they come back", PreviousReleaseIT::archived, n -> n == ARCHIVED + 1);
    }

    private static void setPublic(String event, boolean visible) throws Exception {
        JsonObject settings = ok(get(event, AYSE));
        ok(send("PUT", event, AYSE, Json.createObjectBuilder(settings).add("publicEvent", visible).build().toString()));
    }

    private static long archived() throws Exception {
        return ok(get("api/archive/games?size=1", null)).getJsonNumber("total").longValue();
    }

    private static List<String> names(JsonArray items) {
        return items.getValuesAs(JsonObject.class).stream().map(o -> o.getString("name")).toList();
    }

    private static JsonObject ok(HttpResponse<String> r) {
        assertEquals(200, r.statusCode(), r.uri() + ": " + r.body());
        return json(r);
    }

    private static HttpResponse<String> get(String path, String authorization) throws Exception {
        return send("GET", path, authorization, null);
    }

    private static HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(HTTP, base, method, path, authorization, body);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static Connection connect(String database) throws java.sql.SQLException {
        return DriverManager.getConnection("jdbc:postgresql://localhost:" + dbPort + "/" + database, "postgres", "postgres");
    }

    private static List<String> rows(String sql) throws Exception {
        try (Connection c = connect(db)) {
            return SqlRows.of(c, sql);
        }
    }
}
