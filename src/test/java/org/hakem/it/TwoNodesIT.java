package org.hakem.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.StringReader;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Two app nodes (two Payara Micro processes with the built WAR, two data directories, two ports) on one PostgreSQL,
 * as behind a load balancer (docs/operations.md, "Two app nodes"): started together, they create the admin account
 * and the demo data once; a game imported on node A is found by a search on node B, and a tournament made private
 * on A leaves B's search, through the index log each node follows; the API (HTTP Basic) works on either node, while a
 * page session made on A is unknown to B (Hazelcast is off: the load balancer must be sticky). Runs its own server
 * processes on a database of its own, not Arquillian.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TwoNodesIT {

    static {
        ItDatabase.start();
    }

    private static final String PASSWORD = "two-nodes-admin-password";
    private static final String ADMIN = ItHttp.basic("admin", PASSWORD);
    /** Patience for a change to reach the other node: far above the poll interval, so a busy machine does not fail it. */
    private static final Duration PATIENCE = Duration.ofSeconds(90);

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private static final List<Process> SERVERS = new ArrayList<>();
    private static String db;
    private static int dbPort;
    private static URI a;
    private static URI b;

    @BeforeAll
    static void startTwoNodesTogether() throws Exception {
        dbPort = Integer.getInteger("hakem.it.dbPort");
        db = "twonodes" + System.nanoTime();
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:" + dbPort + "/postgres", "postgres",
                "postgres"); Statement s = c.createStatement()) {
            s.execute("create database " + db);
        }
        Path root = Path.of("target", "it-" + db).toAbsolutePath();
        a = start(root.resolve("node-a"));
        b = start(root.resolve("node-b"));
        awaitUp(a, root.resolve("node-a").resolve("server.log"));
        awaitUp(b, root.resolve("node-b").resolve("server.log"));
    }

    @AfterAll
    static void stop() {
        SERVERS.forEach(Process::destroy);
        for (Process p : SERVERS) {
            try {
                if (!p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Starts a node on a data directory of its own (not waiting for it): both nodes boot at the same time. */
    private static URI start(Path dataDir) throws IOException {
        Files.createDirectories(dataDir);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss8m",
                "-Xmx768m", "-Djava.io.tmpdir=" + Files.createDirectories(dataDir.resolve("tmp")), "-jar",
                System.getProperty("payara.microJar"), "--deploy", System.getProperty("hakem.war"), "--contextroot", "/",
                "--port", Integer.toString(port), "--nohazelcast", "--disablephonehome",
                "--prebootcommandfile", System.getProperty("payara.prebootFile"))
                .redirectErrorStream(true).redirectOutput(dataDir.resolve("server.log").toFile());
        Map<String, String> env = pb.environment();
        env.put("HAKEM_DB_URL", "jdbc:postgresql://localhost:" + dbPort + "/" + db);
        env.put("HAKEM_DB_USER", "postgres");
        env.put("HAKEM_DB_PASSWORD", "postgres");
        env.put("HAKEM_ADMIN_PASSWORD", PASSWORD);
        env.put("HAKEM_DATA_DIR", dataDir.toString());
        env.put("HAKEM_DEMO", "true"); // both would load the demo data: it must come once
        env.remove("HAKEM_INDEX_POLL"); // the default poll interval
        SERVERS.add(pb.start());
        return URI.create("http://localhost:" + port + "/");
    }

    private static void awaitUp(URI base, Path log) throws Exception {
        Process server = SERVERS.get(base == a ? 0 : 1);
        long deadline = System.nanoTime() + Duration.ofMinutes(6).toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new AssertionError("the server stopped; see " + log);
            }
            try {
                if (get(base, "api/archive/games?size=1", null).statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the server did not start within 6 minutes; see " + log);
    }

    @Test
    @Order(1) // before a demo tournament is made private below
    void nodesStartedTogetherCreateTheAdminAndTheDemoDataOnce() throws Exception {
        assertEquals(1, count("select count(*) from app_user where lower(username) = 'admin'"));
        assertEquals(6, count("select count(*) from player"), "the six demo players, once");
        assertEquals(2, count("select count(*) from tournament_event"), "the two demo tournaments, once");
        assertEquals(1, count("select count(*) from archive_import_run where source = 'demo-games.pdn'"),
                "the demo collection is imported once");
        assertEquals(2, count("select count(*) from archive_index_node"), "each node follows the index log");
        // the demo tournament's games went to the archive once: one archived game per board that has one
        assertEquals(count("select count(distinct source) from archive_game where source like 'tournament %'"),
                count("select count(*) from archive_game where source like 'tournament %'"));
        assertTrue(count("select count(*) from archive_game where source like 'tournament %'") > 0);
        for (URI node : List.of(a, b)) {
            assertEquals(200, get(node, "api/me", ADMIN).statusCode(), "the admin password works on " + node);
        }
    }

    @Test
    @Order(2)
    void aGameImportedOnNodeAIsFoundByASearchOnNodeB() throws Exception {
        String event = "Twonodes" + Long.toString(System.nanoTime(), 36);
        String pdn = "[GameType \"30\"]\n[Event \"" + event + "\"]\n[White \"Yılmaz\"]\n[Black \"Keller\"]\n\n"
                + "1. c3-c4 f6-f5 2. b3-b4 g6-g5 *\n";
        HttpResponse<String> accepted = HTTP.send(HttpRequest.newBuilder(a.resolve("api/archive/imports?name=two.pdn"))
                .header("Authorization", ADMIN).header("Content-Type", "application/x-pdn")
                .POST(HttpRequest.BodyPublishers.ofString(pdn)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, accepted.statusCode(), accepted.body());
        JsonObject run = ItHttp.awaitImport(HTTP, accepted);
        assertEquals("done", run.getString("status"), run.toString());
        assertEquals(1, run.getInt("stored"));

        String search = "api/search?variant=turkish&pattern=" + enc("c4:wm") + "&event=" + enc(event);
        assertEquals(1, total(a, search), "found on the node that imported it");
        assertEquals(1, awaitTotal(b, search, t -> t == 1), "found on the other node");
    }

    @Test
    @Order(4)
    void aTournamentMadePrivateOnNodeALeavesTheSearchOnNodeB() throws Exception {
        long id = -1;
        for (JsonValue t : tournaments()) {
            if (t.asJsonObject().getString("name").startsWith("İzmir")) {
                id = t.asJsonObject().getJsonNumber("id").longValue();
            }
        }
        assertTrue(id > 0, "the demo round robin is there");
        String search = "api/search?variant=turkish&pattern=" + enc("a1:any") + "&event=" + enc("İzmir Kış Turnuvası");
        long before = awaitTotal(b, search, t -> t > 0);
        assertTrue(before > 0, "its games are searchable on B");

        JsonObject settings = json(get(a, "api/tournaments/" + id, ADMIN).body());
        HttpResponse<String> hidden = HTTP.send(HttpRequest.newBuilder(a.resolve("api/tournaments/" + id))
                .header("Authorization", ADMIN).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(Json.createObjectBuilder(settings).add("publicEvent", false).build()
                        .toString())).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, hidden.statusCode(), hidden.body());

        // the withdrawal is applied by whichever node takes it from the submission queue; each node's index then
        // follows the archive's change log, so neither node's search is required to drop the games at once
        assertEquals(0, awaitTotal(b, search, t -> t == 0), "gone from the other node's search");
        assertEquals(0, awaitTotal(a, search, t -> t == 0), "gone from the search of the node that hid it");
        assertEquals(404, get(b, "api/tournaments/" + id, null).statusCode(), "private on B too (the database is one)");
        assertEquals(404, get(b, "live/tournament/" + id + "/events", null).statusCode(), "and no live stream for anyone");
    }

    @Test
    @Order(5)
    void theApiWorksOnEitherNodeButAPageSessionOnlyOnTheNodeThatMadeIt() throws Exception {
        HttpClient browser = ItHttp.loggedIn(a.toURL(), "admin", PASSWORD);
        HttpCookie session = ((CookieManager) browser.cookieHandler().orElseThrow()).getCookieStore().getCookies().stream()
                .filter(c -> c.getName().equals("JSESSIONID")).findFirst().orElseThrow();
        String cookie = "JSESSIONID=" + session.getValue();

        HttpResponse<String> onA = get(a, "account", null, "Cookie", cookie);
        assertEquals(200, onA.statusCode(), "the session is logged in on the node that made it");
        HttpResponse<String> anonymous = get(b, "account", null);
        assertNotEquals(200, anonymous.statusCode());
        HttpResponse<String> onB = get(b, "account", null, "Cookie", cookie);
        assertEquals(anonymous.statusCode(), onB.statusCode(),
                "node B does not know node A's session: the request is anonymous there (so the load balancer is sticky)");
        assertEquals(anonymous.headers().firstValue("Location").map(l -> l.replaceAll(";jsessionid=[^?]*", "")),
                onB.headers().firstValue("Location").map(l -> l.replaceAll(";jsessionid=[^?]*", "")));
        assertEquals(200, get(a, "account", null, "Cookie", cookie).statusCode(), "and the session still works on A");

        // the API authenticates every request (HTTP Basic): no session, any node
        assertEquals(200, get(b, "api/me", ADMIN).statusCode());
    }

    @Test
    @Order(3) // on the demo round robin while it is public
    void aResultEnteredOnNodeAReachesAViewerOfNodeBsLiveStream() throws Exception {
        long id = izmir();
        JsonObject board = json(get(a, "api/tournaments/" + id + "/rounds/1", ADMIN).body()).getJsonArray("boards")
                .getJsonObject(0);
        int number = board.getInt("board");
        String result = "1-0".equals(board.getString("result", "")) ? "0-1" : "1-0";

        java.util.concurrent.BlockingQueue<String> lines = new java.util.concurrent.LinkedBlockingQueue<>();
        HttpResponse<java.util.stream.Stream<String>> stream = HTTP.send(HttpRequest.newBuilder(
                b.resolve("live/tournament/" + id + "/events")).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, stream.statusCode());
        assertEquals("text/event-stream", stream.headers().firstValue("Content-Type").orElse("").replaceAll(";.*", ""));
        Thread reader = Thread.ofVirtual().start(() -> stream.body().forEach(lines::add));
        try {
            assertTrue(poll(lines, l -> l.startsWith("retry:")) != null, "the stream of node B opened");
            HttpResponse<String> entered = HTTP.send(HttpRequest.newBuilder(a.resolve("api/tournaments/" + id
                    + "/rounds/1/boards/" + number)).header("Authorization", ADMIN).header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString("{\"result\":\"" + result + "\",\"version\":"
                            + board.getJsonNumber("version").longValue() + "}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, entered.statusCode(), entered.body());

            String change = poll(lines, l -> l.startsWith("data:") && l.contains("\"board\":" + number + ",")
                    && l.contains("\"result\":\"" + result + "\""));
            assertTrue(change != null, "node B's viewer heard the result entered on node A: " + lines);
            JsonObject m = json(change.substring("data:".length()).strip());
            assertEquals("board", m.getString("scope"));
            assertEquals(id, m.getJsonNumber("event").longValue());
            assertEquals(1, m.getInt("round"));
            assertTrue(m.getBoolean("page"), "a new result: the other pages fetch again");
        } finally {
            stream.body().close();
            reader.interrupt();
        }
    }

    /** The first line that satisfies {@code wanted} within {@link #PATIENCE}, or null. */
    private static String poll(java.util.concurrent.BlockingQueue<String> lines, Predicate<String> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        long start = System.nanoTime();
        while (System.nanoTime() < deadline) {
            String l = lines.poll(200, java.util.concurrent.TimeUnit.MILLISECONDS);
            if (l != null && wanted.test(l)) {
                System.out.printf("TwoNodesIT: the live line came after %d ms%n", (System.nanoTime() - start) / 1_000_000);
                return l;
            }
        }
        return null;
    }

    private static long izmir() throws Exception {
        for (JsonValue t : tournaments()) {
            if (t.asJsonObject().getString("name").startsWith("İzmir")) {
                return t.asJsonObject().getJsonNumber("id").longValue();
            }
        }
        throw new AssertionError("the demo round robin is there");
    }

    // ---- helpers ----

    private static JsonArray tournaments() throws Exception {
        String body = get(a, "api/tournaments", null).body();
        try (var r = Json.createReader(new StringReader(body))) {
            JsonValue v = r.readValue();
            return v.getValueType() == JsonValue.ValueType.ARRAY ? v.asJsonArray()
                    : v.asJsonObject().getJsonArray("items");
        }
    }

    private static long total(URI node, String search) throws Exception {
        HttpResponse<String> r = get(node, search, null);
        assertEquals(200, r.statusCode(), search + ": " + r.body());
        return json(r.body()).getJsonNumber("total").longValue();
    }

    /**
     * Searches until the total satisfies {@code done} (or {@link #PATIENCE} passes), and returns the last total. Prints
     * how long it waited (for docs/operations.md; not asserted: a busy machine may take longer).
     */
    private static long awaitTotal(URI node, String search, Predicate<Long> done) throws Exception {
        long start = System.nanoTime();
        long deadline = start + PATIENCE.toNanos();
        long t = total(node, search);
        while (!done.test(t) && System.nanoTime() < deadline) {
            Thread.sleep(50);
            t = total(node, search);
        }
        System.out.printf("TwoNodesIT: %s answered %d after %d ms%n", node, t, (System.nanoTime() - start) / 1_000_000);
        return t;
    }

    private static HttpResponse<String> get(URI base, String path, String authorization, String... headers)
            throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60));
        if (authorization != null) {
            r.header("Authorization", authorization);
        }
        for (int i = 0; i < headers.length; i += 2) {
            r.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost:" + dbPort + "/" + db, "postgres",
                "postgres"); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static JsonObject json(String body) {
        try (var reader = Json.createReader(new StringReader(body))) {
            return reader.readObject();
        }
    }
}
