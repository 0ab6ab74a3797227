package org.hakem.it;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.StringReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code kill -9} of the server in the middle of a large import through the API, then a restart: no partial
 * game (the games stored equal the run's committed counters), the index verifies against the database, and
 * importing the same file again completes the job. Runs its own server process (not Arquillian) on its own
 * database and data directory, so that it can kill it.
 */
class ArchiveCrashIT {

    static {
        ItDatabase.start();
    }

    private static final String ADMIN = ItHttp.basic("admin", "crash-admin-password"); // its own server, see start()
    private static final Path CORPUS = TestData.of("corpus");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private Process server;
    private URI base;

    @AfterEach
    void stop() {
        if (server != null) {
            server.destroyForcibly();
        }
    }

    @Test
    void killDashNineDuringAnImportLeavesNoPartialGameAndImportingAgainCompletesIt() throws Exception {
        Fresh f = fresh("crash", false);
        int dbPort = f.dbPort();
        String db = f.db();
        Path dataDir = f.dataDir();
        Map<String, String> env = f.env();

        byte[] big = bigPdn();
        start(env, dataDir.resolve("server-1.log"));
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("api/archive/imports?name=big.pdn&variant=international"))
                .header("Authorization", ADMIN).header("Content-Type", "application/x-pdn")
                .POST(HttpRequest.BodyPublishers.ofByteArray(big)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, r.statusCode(), r.body());
        long run = json(r.body()).getJsonNumber("id").longValue();
        JsonObject progress;
        do {
            Thread.sleep(50);
            progress = get("api/archive/imports/" + run);
        } while (progress.getInt("stored") < 400 && progress.getString("status").equals("running"));
        assertEquals("running", progress.getString("status"), "the import must still be running when the server is killed");
        server.destroyForcibly().waitFor(); // SIGKILL: no shutdown hook, no clean close of the index
        server = null;

        start(env, dataDir.resolve("server-2.log"));
        JsonObject interrupted = get("api/archive/imports/" + run);
        assertEquals("failed", interrupted.getString("status"));
        long stored = count(dbPort, db);
        assertEquals(interrupted.getInt("stored"), stored, "every stored game belongs to a committed batch");
        assertTrue(stored >= 400, "killed in the middle: " + stored);
        JsonObject verify = getAsAdmin("api/archive/index/verify");
        assertTrue(verify.getBoolean("ok"), verify.toString());

        r = http.send(HttpRequest.newBuilder(base.resolve("api/archive/imports?name=big.pdn&variant=international"))
                .header("Authorization", ADMIN).header("Content-Type", "application/x-pdn")
                .POST(HttpRequest.BodyPublishers.ofByteArray(big)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, r.statusCode(), r.body());
        long again = json(r.body()).getJsonNumber("id").longValue();
        JsonObject done;
        do {
            Thread.sleep(200);
            done = get("api/archive/imports/" + again);
        } while (done.getString("status").equals("running"));
        assertEquals("done", done.getString("status"));
        assertTrue(done.getInt("stored") > 0, "the rest was stored: " + done);
        assertTrue(done.getInt("duplicates") >= stored, "what was stored before is recognised: " + done);
        assertEquals(done.getInt("read"), done.getInt("stored") + done.getInt("duplicates"));
        assertEquals(stored + done.getInt("stored"), count(dbPort, db));
        JsonObject verify2 = getAsAdmin("api/archive/index/verify");
        assertTrue(verify2.getBoolean("ok"), verify2.toString());
        assertEquals(count(dbPort, db, "where has_positions"), verify2.getInt("games"));
    }

    /**
     * The archive hand-off survives a crash (#30, point 6), end to end: the demo round robin is made private, and the
     * server is killed after that change committed and before the archive took the games out; after the restart they
     * are out. Then it is made public again, the server is killed before the games went back, and after the restart
     * they are all back. The test holds the tournament's archive lock from its own database connection, so the worker
     * is stopped exactly between the commit and the archive's work, every run; the kill rolls the worker back.
     */
    @Test
    void killDashNineBetweenAnEventsCommitAndTheArchiveWorkLeavesTheArchiveMatchingTheEvent() throws Exception {
        Fresh f = fresh("handoff", true); // with the demo data: its round robin has games in the archive
        int dbPort = f.dbPort();
        String db = f.db();
        Path dataDir = f.dataDir();
        Map<String, String> env = f.env();
        start(env, dataDir.resolve("server-1.log"));
        long id = -1;
        for (jakarta.json.JsonValue t : ItHttp.jsonArray(http.send(HttpRequest.newBuilder(base.resolve("api/tournaments"))
                .build(), HttpResponse.BodyHandlers.ofString()))) {
            if (t.asJsonObject().getString("name").startsWith("İzmir")) {
                id = t.asJsonObject().getJsonNumber("id").longValue();
            }
        }
        assertTrue(id > 0, "the demo round robin is there");
        String itsGames = "where source like 'tournament " + id + ", round %'";
        long games = awaitCount(dbPort, db, itsGames, n -> n > 0 && pending(dbPort, db) == 0);
        assertTrue(games > 0, "the demo round robin's games are archived");
        // the list's filter folds case in the database (no Turkish İ): a part of the name without it
        String search = "api/archive/games?event=" + java.net.URLEncoder.encode("Kış Turnuvası", StandardCharsets.UTF_8);

        String url = "jdbc:postgresql://localhost:" + dbPort + "/" + db;
        for (boolean makePublic : new boolean[] {false, true}) {
            try (Connection lock = DriverManager.getConnection(url, "postgres", "postgres");
                 Statement s = lock.createStatement()) {
                s.execute("select pg_advisory_lock(hashtextextended('archive.tournament." + id + "', 0))");
                HttpResponse<String> changed = setPublic(id, makePublic);
                assertEquals(200, changed.statusCode(), changed.body());
                assertTrue(pending(dbPort, db) > 0, "the hand-off is committed with the change");
                assertEquals(makePublic ? 0 : games, count(dbPort, db, itsGames), "and not applied yet");
                server.destroyForcibly().waitFor(); // SIGKILL between the commit and the archive's work
                server = null;
            } // the test's lock goes with its connection
            start(env, dataDir.resolve(makePublic ? "server-3.log" : "server-2.log"));
            long after = awaitCount(dbPort, db, itsGames, n -> pending(dbPort, db) == 0);
            assertEquals(0, pending(dbPort, db), "the restarted server applied what the killed one left");
            assertEquals(makePublic ? games : 0, after, makePublic ? "every game is back" : "no game of a private event");
            assertEquals(makePublic ? games : 0, get(search).getJsonNumber("total").longValue());
            JsonObject verify = getAsAdmin("api/archive/index/verify");
            assertTrue(verify.getBoolean("ok"), verify.toString());
        }
    }

    /** A new database and data directory for a server of this test, and the environment that names them. */
    record Fresh(int dbPort, String db, Path dataDir, Map<String, String> env) {
    }

    private static Fresh fresh(String prefix, boolean demo) throws Exception {
        int dbPort = Integer.getInteger("hakem.it.dbPort");
        String db = prefix + System.nanoTime();
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:" + dbPort + "/postgres", "postgres", "postgres");
             Statement s = c.createStatement()) {
            s.execute("create database " + db);
        }
        Path dataDir = Path.of("target", "it-crash-" + db).toAbsolutePath();
        Files.createDirectories(dataDir);
        return new Fresh(dbPort, db, dataDir, Map.of("HAKEM_DB_URL", "jdbc:postgresql://localhost:" + dbPort + "/" + db,
                "HAKEM_DB_USER", "postgres", "HAKEM_DB_PASSWORD", "postgres", "HAKEM_ADMIN_PASSWORD", "crash-admin-password",
                "HAKEM_DATA_DIR", dataDir.toString(), "HAKEM_DEMO", Boolean.toString(demo)));
    }

    private HttpResponse<String> setPublic(long id, boolean visible) throws Exception {
        JsonObject settings = getAsAdmin("api/tournaments/" + id);
        return http.send(HttpRequest.newBuilder(base.resolve("api/tournaments/" + id)).header("Authorization", ADMIN)
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(
                        Json.createObjectBuilder(settings).add("publicEvent", visible).build().toString())).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static long pending(int port, String db) {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:" + port + "/" + db, "postgres", "postgres");
             Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select count(*) from archive_submission")) {
            rs.next();
            return rs.getLong(1);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The count of archived games {@code where}, once {@code done} holds for it or two minutes have passed. */
    private static long awaitCount(int port, String db, String where, java.util.function.LongPredicate done)
            throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        long n = count(port, db, where);
        while (!done.test(n) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            n = count(port, db, where);
        }
        return n;
    }

    /** The International corpus several times over, White renamed in each copy (so no copy is a duplicate of another). */
    private byte[] bigPdn() throws IOException {
        StringBuilder sb = new StringBuilder();
        List<String> files = List.of("international/wk2003.pdn", "international/dutch96h.pdn", "international/prof2.pdn",
                "international/candidate95.pdn");
        for (int copy = 0; copy < 8; copy++) {
            for (String f : files) {
                String text = Files.readString(CORPUS.resolve(f), StandardCharsets.ISO_8859_1);
                sb.append(text.replace("[White \"", "[White \"copy " + copy + " ")).append("\n\n");
            }
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    private void start(Map<String, String> env, Path log) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        ProcessBuilder b = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss8m",
                "-Djava.io.tmpdir=" + Files.createDirectories(log.getParent().resolve("tmp")), "-jar",
                System.getProperty("payara.microJar"), "--deploy", System.getProperty("hakem.war"), "--contextroot", "/",
                "--port", Integer.toString(port), "--nohazelcast", "--disablephonehome")
                .redirectErrorStream(true).redirectOutput(log.toFile());
        b.environment().putAll(env);
        server = b.start();
        base = URI.create("http://localhost:" + port + "/");
        long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new AssertionError("the server stopped; see " + log);
            }
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("api/archive/games?size=1")).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the server did not start within 4 minutes; see " + log);
    }

    private JsonObject getAsAdmin(String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve(path)).header("Authorization", ADMIN).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return json(r.body());
    }

    private JsonObject get(String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return json(r.body());
    }

    private static long count(int port, String db) throws Exception {
        return count(port, db, "");
    }

    private static long count(int port, String db, String where) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:" + port + "/" + db, "postgres", "postgres");
             Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select count(*) from archive_game " + where)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static JsonObject json(String body) {
        try (var reader = Json.createReader(new StringReader(body))) {
            return reader.readObject();
        }
    }
}
