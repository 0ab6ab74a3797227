package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.BooleanSupplier;
import org.hakem.it.ItHttp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Issue 30, point 1: {@value #CLIENTS} clients enter results over the API, each on its own board, as fast as the
 * server answers; the PostgreSQL process alone (the postmaster, found by its {@code postmaster.pid}) is killed
 * with SIGKILL in the middle. The server is the one {@code serve} runs ({@link LocalServer}: Payara Micro with the
 * WAR, the embedded PostgreSQL with {@code serve}'s durability, watched and started again on the same port and
 * data directory when its process dies). While the database is away the API answers 503 in the JSON error
 * contract (also to a login that has to read the accounts), the pages the "try again shortly" page, and
 * {@code /health/ready} fails while {@code /health/live} stays up; then the database comes back by itself, every
 * result a client was told was accepted (200) is stored, and the server accepts results again without a restart.
 *
 * <p>To see the outage deterministically the test holds the database's restart (its monitor, which
 * {@link EmbeddedDatabase#restart} takes) from the kill until it has seen all of that, and stops the clients
 * before letting it go, so the results are compared before anyone writes again. With
 * {@code synchronous_commit=off} (the embedded library's default before issue 30) acknowledged results vanish
 * here: the commits of the last moments before the kill were still in PostgreSQL's memory.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DatabaseOutageIT {

    private static final int CLIENTS = 20;
    /** Results accepted before the kill: the kill comes in the middle of the entry, not before it. */
    private static final int BEFORE_KILL = 150;
    private static final String PASSWORD = "outage-admin-password";
    private static final String ADMIN = ResultsEntryLoad.basic("admin", PASSWORD);
    /** An account whose password the server has not checked yet: its requests must read the accounts table. */
    private static final String PROBE = ResultsEntryLoad.basic("outage-probe", "outage-probe-password");
    /** Far above what any step takes, so a busy machine does not fail the test; never a timing assertion. */
    private static final Duration PATIENCE = Duration.ofMinutes(2);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static Path data;
    private static LocalServer server;
    private static URI base;

    @BeforeAll
    static void startServer() throws Exception {
        data = Path.of("target", "it-outage-" + System.nanoTime()).toAbsolutePath();
        Files.createDirectories(data);
        Map<String, String> env = new HashMap<>(System.getenv());
        env.keySet().removeIf(k -> k.startsWith("HAKEM_DB_")); // the embedded database in the data directory, as serve
        env.put("HAKEM_DATA_DIR", data.toString());
        env.put("HAKEM_ADMIN_PASSWORD", PASSWORD);
        env.put("HAKEM_DEMO", "false");
        server = LocalServer.start(data, ResultsEntryBenchCommand.freePort(), ResultsEntryBenchCommand.freePort(),
                Path.of(System.getProperty("hakem.war")), Path.of(System.getProperty("payara.microJar")), env,
                data.resolve("server.log"), ServeCommand.DURABILITY);
        // a guard against a server that never starts: on a machine loaded by other builds it takes minutes
        server.awaitReady(Duration.ofMinutes(10));
        base = server.base();
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    /**
     * Issue 30, point 7: a page, file or record that does not exist, a refused address or parameter, and a method
     * Hakem serves nowhere are ordinary answers: the server's log (its output, written as it logs) gains no warning,
     * no error and no stack trace from them.
     */
    @Test
    @Order(1)
    void ordinaryNotFoundsAndRefusalsLeaveTheLogQuiet() throws Exception {
        Path log = data.resolve("server.log");
        long from = Files.size(log);
        Map<String, Integer> expected = new java.util.LinkedHashMap<>();
        expected.put("players/999999999", 404);
        expected.put("tournaments/999999999", 404);
        expected.put("tournaments/abc", 404);
        expected.put("teams/999999999", 404);
        expected.put("no-such-page", 404);
        expected.put("assets/no-such.css", 404);
        expected.put("error", 404);
        expected.put("api/players/999999999", 404);
        expected.put("api/tournaments/999999999/standings", 404);
        expected.put("api/no-such", 404);
        expected.put("api/players?page=-5", 400);
        expected.put("api/players;x=y", 400);
        expected.put("players/%41", 400);
        for (var e : expected.entrySet()) {
            assertEquals(e.getValue(), status(e.getKey()), e.getKey());
        }
        HttpResponse<String> trace = http.send(HttpRequest.newBuilder(base.resolve("players"))
                .method("TRACE", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(405, trace.statusCode());
        assertEquals(200, status("health/ready")); // the answers above are complete, and logged (if at all) before them
        String written = Files.readString(log, StandardCharsets.UTF_8).substring((int) from);
        List<String> loud = written.lines().filter(l -> l.contains("WARNING") || l.contains("SEVERE")
                || l.contains("Exception") || l.startsWith("\tat ")).toList();
        assertEquals(List.of(), loud, "the log after " + expected.size() + " ordinary 404/400 answers and a TRACE");
    }

    @Test
    @Order(2)
    void killingPostgresMidEntryLosesNoAcceptedResultAndTheServerRecoversByItself() throws Exception {
        {
            EmbeddedDatabase db = server.database();
            assertEquals(Map.of("fsync", "on", "full_page_writes", "on", "synchronous_commit", "on"), db.reportedSettings());
            int dbPort = db.port();

            long tournament = new ResultsEntryLoad(base, "admin", PASSWORD).createTournamentWithRound(CLIENTS);
            assertEquals(201, send("POST", "api/accounts", ADMIN, "{\"username\":\"outage-probe\",\"password\":"
                    + "\"outage-probe-password\",\"role\":\"arbiter\"}").statusCode());
            Map<Integer, Board> initial = boards(tournament);
            List<Client> clients = new ArrayList<>();
            for (int b = 1; b <= CLIENTS; b++) {
                clients.add(new Client(tournament, b, initial.get(b).version()));
            }
            ReentrantReadWriteLock gate = new ReentrantReadWriteLock(); // clients send under the read lock
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            List<Future<?>> running = new ArrayList<>();
            for (Client c : clients) {
                running.add(pool.submit(() -> c.run(gate)));
            }
            try {
                await("results accepted before the kill", () -> accepted(clients) >= BEFORE_KILL);
                long postmaster = Long.parseLong(Files.readAllLines(data.resolve("postgres").resolve("postmaster.pid")).get(0).strip());
                int outage503;
                synchronized (db) { // the watcher's restart waits until the outage has been seen
                    int before = unavailable(clients);
                    ProcessHandle pg = ProcessHandle.of(postmaster).orElseThrow();
                    pg.destroyForcibly(); // SIGKILL of PostgreSQL alone; the server goes on
                    await("the postmaster is gone", () -> !pg.isAlive());

                    await("/health/ready fails", () -> status("health/ready") == 503);
                    assertEquals(200, status("health/live"), "liveness stays up: the server outlives its database");
                    HttpResponse<String> login = send("GET", "api/players", PROBE, null);
                    assertUnavailableJson(login);
                    HttpResponse<String> page = page("tournaments", "en");
                    assertEquals(503, page.statusCode());
                    assertTrue(page.body().contains("Try again shortly"), page.body());
                    assertTrue(page("players", "tr").body().contains("Birazdan yeniden deneyin"));
                    await("clients answered 503 during the outage", () -> unavailable(clients) >= before + CLIENTS);
                    gate.writeLock().lock(); // no client is sending now
                    outage503 = unavailable(clients) - before;
                }
                // the watcher starts PostgreSQL again: same port, same data directory, crash recovery from its WAL
                await("/health/ready is up again", () -> status("health/ready") == 200);
                assertEquals(dbPort, db.port());
                assertNotEquals(postmaster, db.postmasterPid().orElseThrow().longValue(), "a new postmaster");
                Map<Integer, Board> afterRestart = boards(tournament);
                int acknowledged = 0;
                int stored = 0;
                List<String> lost = new ArrayList<>();
                for (Client c : clients) {
                    Board now = afterRestart.get(c.board);
                    for (Write w : c.accepted) {
                        acknowledged++;
                        if (w.version() <= now.version()) {
                            stored++;
                        } else {
                            lost.add("board " + c.board + " version " + w.version() + " (stored: version " + now.version() + ")");
                        }
                    }
                    Write last = c.accepted.isEmpty() ? null : c.accepted.get(c.accepted.size() - 1);
                    if (last != null && last.version() == now.version()) {
                        assertEquals(last.result(), now.result(), "board " + c.board + ": the result last accepted");
                    }
                }
                System.out.printf("DatabaseOutageIT: %d clients; results acknowledged %d, stored %d (lost %d); 503 answers "
                        + "during the outage %d; durability %s%n", CLIENTS, acknowledged, stored, lost.size(), outage503,
                        db.reportedSettings());
                assertEquals(List.of(), lost, "every result acknowledged before the kill is stored");

                int[] before = clients.stream().mapToInt(c -> c.accepted.size()).toArray();
                gate.writeLock().unlock();
                await("every client has a result accepted after the restart (no restart of Hakem)", () -> {
                    for (int i = 0; i < clients.size(); i++) {
                        if (clients.get(i).accepted.size() <= before[i]) {
                            return false;
                        }
                    }
                    return true;
                });
            } finally {
                clients.forEach(Client::stop);
                while (gate.isWriteLockedByCurrentThread()) {
                    gate.writeLock().unlock(); // a failed assertion leaves it held: let the clients see they are stopped
                }
                pool.shutdown();
                for (Future<?> f : running) {
                    f.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
                }
            }
            List<String> errors = new ArrayList<>();
            clients.forEach(c -> errors.addAll(c.errors));
            assertEquals(List.of(), errors, "every answer was 200, 409 (a write of the outage did commit) or 503 JSON");
            Map<Integer, Board> end = boards(tournament);
            for (Client c : clients) {
                Write last = c.accepted.get(c.accepted.size() - 1);
                assertTrue(end.get(c.board).version() >= last.version(), "board " + c.board);
            }
        }
    }

    /** One result accepted: the board's version it made, and the result. */
    private record Write(long version, String result) {
    }

    private record Board(long version, String result) {
    }

    /** A client entering results on its own board, one after the other, until stopped. */
    private final class Client {
        final long tournament;
        final int board;
        final List<Write> accepted = new java.util.concurrent.CopyOnWriteArrayList<>();
        final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
        final AtomicInteger unavailable = new AtomicInteger();
        volatile boolean stopped;
        long version;

        Client(long tournament, int board, long version) {
            this.tournament = tournament;
            this.board = board;
            this.version = version;
        }

        void stop() {
            stopped = true;
        }

        Void run(ReentrantReadWriteLock gate) throws InterruptedException {
            String[] results = {"1-0", "0-1", "="};
            for (int k = 0; !stopped; k++) {
                gate.readLock().lockInterruptibly();
                try {
                    if (stopped) {
                        break;
                    }
                    HttpResponse<String> r = send("PUT", "api/tournaments/" + tournament + "/rounds/1/boards/" + board, ADMIN,
                            "{\"result\":\"" + results[k % 3] + "\",\"version\":" + version + "}");
                    switch (r.statusCode()) {
                        case 200 -> {
                            JsonObject o = json(r.body());
                            version = o.getJsonNumber("version").longValue();
                            accepted.add(new Write(version, o.getString("resultCode")));
                        }
                        case 409 -> version = Long.parseLong(json(r.body()).getJsonObject("fields").getString("version"));
                        case 503 -> {
                            try {
                                assertUnavailableJson(r);
                                unavailable.incrementAndGet();
                            } catch (AssertionError e) {
                                errors.add("board " + board + ": " + e.getMessage());
                            }
                        }
                        default -> errors.add("board " + board + ": " + r.statusCode() + " " + r.body());
                    }
                } catch (IOException | RuntimeException e) {
                    errors.add("board " + board + ": " + e);
                } finally {
                    gate.readLock().unlock();
                }
            }
            return null;
        }
    }

    private static void assertUnavailableJson(HttpResponse<String> r) {
        assertEquals(503, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), r.headers().toString());
        JsonObject o = json(r.body());
        assertEquals(503, o.getInt("status"), r.body());
        assertEquals("api.unavailable", o.getString("code"), r.body());
        assertTrue(r.headers().firstValue("Retry-After").isPresent(), "Retry-After");
    }

    private static int accepted(List<Client> clients) {
        return clients.stream().mapToInt(c -> c.accepted.size()).sum();
    }

    private static int unavailable(List<Client> clients) {
        return clients.stream().mapToInt(c -> c.unavailable.get()).sum();
    }

    /** Round 1's boards as the API shows them. */
    private Map<Integer, Board> boards(long tournament) throws IOException, InterruptedException {
        HttpResponse<String> r = send("GET", "api/tournaments/" + tournament + "/rounds/1", ADMIN, null);
        assertEquals(200, r.statusCode(), r.body());
        JsonObject round = json(r.body());
        Map<Integer, Board> out = new TreeMap<>();
        for (JsonValue v : round.getJsonArray("boards")) {
            JsonObject b = v.asJsonObject();
            out.put(b.getInt("board"), new Board(b.getJsonNumber("version").longValue(),
                    b.isNull("resultCode") ? null : b.getString("resultCode")));
        }
        return out;
    }

    private HttpResponse<String> send(String method, String path, String authorization, String json)
            throws IOException, InterruptedException {
        try {
            return ItHttp.send(http, base.toURL(), method, path, authorization, json);
        } catch (IOException | InterruptedException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    private HttpResponse<String> page(String path, String language) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(base.resolve(path)).header("Accept-Language", language)
                .timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private int status(String path) {
        try {
            return http.send(HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + PATIENCE.toSeconds() + " s: " + what);
            }
            Thread.sleep(50);
        }
    }

    private static JsonObject json(String body) {
        try (var reader = Json.createReader(new StringReader(body))) {
            return reader.readObject();
        }
    }

}
