package org.hakem.cli;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Arbiters entering results at once on a running Hakem server, as at a venue on a busy round: each arbiter
 * has its own account and browser session on the keyboard results-entry page, several arbiters share each
 * board (so writes race and some are refused with 409), and each waits a little between results (typing).
 * Bounded in count (requests per arbiter) and in time (each request times out; the whole run has a
 * deadline): it never runs on by itself. Used by {@code bench results-entry}, which reports the latencies,
 * and by the integration tests, which check that no accepted result is lost.
 */
public final class ResultsEntryLoad {

    /** What to run: arbiters, results each, boards shared among them, mean pause between two results. */
    public record Settings(int arbiters, int resultsPerArbiter, int boards, int thinkMillis) {
        public Settings {
            if (arbiters < 1 || resultsPerArbiter < 1 || boards < 1 || thinkMillis < 2) {
                throw new IllegalArgumentException("need at least one arbiter, result and board, and a think time of 2 ms or more");
            }
        }
    }

    /**
     * What happened: {@code latenciesNanos} sorted; {@code acceptedPerBoard} counts the writes the server
     * accepted on each board (each must have moved that board's version on by one).
     */
    public record Report(long tournamentId, int requests, int accepted, int conflicts, int errors, String lastError,
            long[] latenciesNanos, double wallSeconds, Map<Integer, Integer> acceptedPerBoard) {

        /** The latency at quantile {@code q} (0..1) in milliseconds, nearest rank. */
        public double millisAt(double q) {
            if (latenciesNanos.length == 0) {
                return Double.NaN;
            }
            int rank = Math.max(1, (int) Math.ceil(latenciesNanos.length * q));
            return latenciesNanos[Math.min(rank, latenciesNanos.length) - 1] / 1e6;
        }
    }

    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    /** A guard against a hung server, not a performance goal: the run stops sending after this. */
    private static final Duration RUN_DEADLINE = Duration.ofMinutes(10);

    private final URI base;
    private final String adminAuthorization;
    private final HttpClient api = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    /**
     * @param base the server's address, ending in {@code /}
     * @param adminUser an admin account: it creates the tournament, its players and the arbiters' accounts
     */
    public ResultsEntryLoad(URI base, String adminUser, String adminPassword) {
        this.base = base;
        this.adminAuthorization = basic(adminUser, adminPassword);
    }

    /** A Swiss tournament with one published round of {@code boards} boards, then the load on it. */
    public Report run(Settings s, String accountPassword) throws IOException, InterruptedException {
        long tournament = createTournamentWithRound(s.boards());
        List<Arbiter> arbiters = new ArrayList<>();
        String tag = UUID.randomUUID().toString().substring(0, 4);
        for (int i = 0; i < s.arbiters(); i++) {
            String user = "load" + tag + i;
            expect(201, post("api/accounts", "{\"username\":\"" + user + "\",\"password\":\"" + accountPassword
                    + "\",\"role\":\"arbiter\"}"));
            // the admin made the tournament: only its arbiters may enter results, so it is given to each (#30)
            expect(200, post("api/tournaments/" + tournament + "/arbiters", "{\"username\":\"" + user + "\"}"));
            arbiters.add(new Arbiter(user, accountPassword, tournament, 1 + i % s.boards()));
        }
        ExecutorService pool = Executors.newFixedThreadPool(s.arbiters());
        // arbiters log in side by side, as at a venue; one after another, the first ones' idle connections
        // could outlive the server's keep-alive on a slow machine and be closed under their first result
        List<Future<?>> logins = new ArrayList<>();
        for (Arbiter a : arbiters) {
            logins.add(pool.submit(() -> {
                a.login();
                return null;
            }));
        }
        try {
            for (Future<?> f : logins) {
                f.get(RUN_DEADLINE.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            pool.shutdownNow();
            throw new IOException("an arbiter could not log in: " + e.getMessage(), e);
        }
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> futures = new ArrayList<>();
        long deadline = System.nanoTime() + RUN_DEADLINE.toNanos();
        for (Arbiter a : arbiters) {
            futures.add(pool.submit(() -> {
                start.await();
                a.open(); // the entry page, as the arbiter sees it when the round starts (not timed)
                Random think = new Random(a.user.hashCode());
                Thread.sleep(think.nextInt(s.thinkMillis())); // arbiters do not all start on the same millisecond
                for (int k = 0; k < s.resultsPerArbiter() && System.nanoTime() < deadline; k++) {
                    a.enter(k % 3 == 0 ? "1-0" : k % 3 == 1 ? "=" : "0-1");
                    Thread.sleep(s.thinkMillis() / 2 + think.nextInt(s.thinkMillis())); // typing the next result
                }
                return null;
            }));
        }
        long t0 = System.nanoTime();
        start.countDown();
        try {
            for (Future<?> f : futures) {
                f.get(RUN_DEADLINE.toSeconds() + 120, TimeUnit.SECONDS);
            }
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IOException("an arbiter's session failed: " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        List<Long> latencies = new ArrayList<>();
        int accepted = 0;
        int conflicts = 0;
        int errors = 0;
        String lastError = null;
        Map<Integer, Integer> perBoard = new TreeMap<>();
        for (Arbiter a : arbiters) {
            latencies.addAll(a.latenciesNanos);
            accepted += a.accepted;
            conflicts += a.conflicts;
            errors += a.errors;
            lastError = a.lastError != null ? a.lastError : lastError;
            perBoard.merge(a.board, a.accepted, Integer::sum);
        }
        long[] sorted = latencies.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return new Report(tournament, sorted.length, accepted, conflicts, errors, lastError, sorted, wall, perBoard);
    }

    /** The version each board of round 1 has now, as the API shows it. */
    public Map<Integer, Long> boardVersions(long tournament) throws IOException, InterruptedException {
        String body = expect(200, get("api/tournaments/" + tournament + "/rounds/1", null));
        Map<Integer, Long> versions = new TreeMap<>();
        Matcher m = Pattern.compile("\\{[^{}]*\\}").matcher(body.substring(body.indexOf("\"boards\"")));
        while (m.find()) {
            String board = m.group();
            Long number = JsonFields.number(board, "board");
            Long version = JsonFields.number(board, "version");
            if (number != null && version != null) {
                versions.put(number.intValue(), version);
            }
        }
        return versions;
    }

    /** How many results the tournament's audit trail records. */
    public long auditedResults(long tournament) throws IOException, InterruptedException {
        String body = expect(200, get("api/tournaments/" + tournament + "/audit?limit=1000", adminAuthorization));
        return Pattern.compile("\"action\"\\s*:\\s*\"result\"").matcher(body).results().count();
    }

    /** A Swiss tournament with one published round of {@code boards} boards (players 1..n against n+1..2n); its id. */
    long createTournamentWithRound(int boards) throws IOException, InterruptedException {
        String name = "Load " + UUID.randomUUID().toString().substring(0, 5);
        long id = JsonFields.require(expect(201, post("api/tournaments", "{\"name\":\"" + name
                + "\",\"place\":\"İzmir\",\"startDate\":\"2026-11-20\",\"endDate\":\"2026-11-22\",\"variant\":\"turkish\","
                + "\"system\":\"SWISS\",\"rounds\":5,\"scoring\":\"2-1-0\",\"tieBreaks\":\"turkish\"}")), "id");
        for (int i = 0; i < boards * 2; i++) {
            long player = JsonFields.require(expect(201, post("api/players", "{\"name\":\"Oyuncu "
                    + UUID.randomUUID().toString().substring(0, 6) + "\",\"rating\":" + (2000 - i) + "}")), "id");
            expect(201, post("api/tournaments/" + id + "/entries", "{\"playerId\":" + player + "}"));
        }
        StringBuilder manual = new StringBuilder("{\"boards\":[");
        for (int b = 1; b <= boards; b++) {
            manual.append(b > 1 ? "," : "").append("{\"white\":").append(b).append(",\"black\":").append(b + boards).append('}');
        }
        expect(201, post("api/tournaments/" + id + "/rounds", manual + "]}"));
        expect(200, post("api/tournaments/" + id + "/rounds/1/publish", ""));
        return id;
    }

    private HttpResponse<String> post(String path, String json) throws IOException, InterruptedException {
        return api.send(HttpRequest.newBuilder(base.resolve(path)).timeout(REQUEST_TIMEOUT)
                .header("Content-Type", "application/json").header("Authorization", adminAuthorization)
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private HttpResponse<String> get(String path, String authorization) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(REQUEST_TIMEOUT);
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        return api.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static String expect(int status, HttpResponse<String> r) throws IOException {
        if (r.statusCode() != status) {
            throw new IOException(r.request().method() + " " + r.uri().getPath() + " answered " + r.statusCode()
                    + " (expected " + status + "): " + r.body());
        }
        return r.body();
    }

    static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    /** A browser's session: a cookie jar, the login form, pages read as text. */
    public static final class FormSession {
        private final URI base;
        private final HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .connectTimeout(Duration.ofSeconds(10)).followRedirects(HttpClient.Redirect.NEVER).build();

        public FormSession(URI base) {
            this.base = base;
        }

        /** Logs in through the login form (with its CSRF token), as a browser does. */
        public void login(String user, String password) throws IOException, InterruptedException {
            String token = field(page("login"), "_csrf");
            HttpResponse<String> r = post("login", "username=" + enc(user) + "&password=" + enc(password)
                    + "&_csrf=" + enc(token), "text/html");
            if (r.statusCode() != 302 && r.statusCode() != 303) {
                throw new IOException("login of " + user + " answered " + r.statusCode());
            }
        }

        /** GET {@code path} in this session. */
        public HttpResponse<String> get(String path) throws IOException, InterruptedException {
            return client.send(HttpRequest.newBuilder(base.resolve(path)).timeout(REQUEST_TIMEOUT).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }

        /** The body of the page at {@code path}. */
        public String page(String path) throws IOException, InterruptedException {
            return get(path).body();
        }

        /** POST a form to {@code path} in this session. */
        public HttpResponse<String> post(String path, String form, String accept) throws IOException, InterruptedException {
            return client.send(HttpRequest.newBuilder(base.resolve(path)).timeout(REQUEST_TIMEOUT)
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept", accept)
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }
    }

    /** One arbiter's browser session on the results-entry page of round 1, on one board. */
    private final class Arbiter {
        final String user;
        final String password;
        final long tournament;
        final int board;
        final FormSession session = new FormSession(base);
        final List<Long> latenciesNanos = new ArrayList<>();
        String csrf;
        long version;
        int accepted;
        int conflicts;
        int errors;
        String lastError;

        Arbiter(String user, String password, long tournament, int board) {
            this.user = user;
            this.password = password;
            this.tournament = tournament;
            this.board = board;
        }

        void login() throws IOException, InterruptedException {
            session.login(user, password);
        }

        /** Reads the results-entry page: its form token and the board's version. */
        void open() throws IOException, InterruptedException {
            String enter = session.page("arbiter/tournaments/" + tournament + "/rounds/1/enter");
            csrf = field(enter, "_csrf");
            version = Long.parseLong(field(enter, "v" + board));
        }

        void enter(String result) throws IOException, InterruptedException {
            String form = "_csrf=" + enc(csrf) + "&board=" + board + "&result=" + enc(result) + "&version=" + version
                    + "&replace=true"; // arbiters correcting on purpose: the load is about races, not confirmations
            long t = System.nanoTime();
            HttpResponse<String> r = session.post("arbiter/tournaments/" + tournament + "/rounds/1/results", form,
                    "application/json");
            latenciesNanos.add(System.nanoTime() - t);
            if (r.statusCode() == 200) {
                accepted++;
                version = JsonFields.require(r.body(), "version");
            } else if (r.statusCode() == 409) {
                conflicts++;
                Long seen = JsonFields.number(r.body(), "version");
                if (seen != null) {
                    version = seen; // has seen the other arbiter's result; may replace it with the next one
                }
            } else {
                errors++;
                lastError = r.statusCode() + " " + r.body();
            }
        }
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    /** The value of a hidden form field of a page. */
    public static String field(String html, String name) throws IOException {
        Matcher m = Pattern.compile("name=\"" + Pattern.quote(name) + "\" value=\"([^\"]*)\"").matcher(html);
        if (!m.find()) {
            throw new IOException("the page has no field " + name);
        }
        return m.group(1).replace("&amp;", "&");
    }

    /** Numbers of the top-level object of a JSON text (the CLI has no JSON library at run time). */
    static final class JsonFields {
        private JsonFields() {
        }

        static long require(String json, String key) throws IOException {
            Long n = number(json, key);
            if (n == null) {
                throw new IOException("no number \"" + key + "\" in " + json);
            }
            return n;
        }

        /** The number under {@code key} at the top level of the object, or null. */
        static Long number(String json, String key) {
            int depth = 0;
            for (int i = 0; i < json.length(); i++) {
                char c = json.charAt(i);
                if (c == '"') {
                    int end = endOfString(json, i);
                    if (depth == 1 && json.startsWith(key, i + 1) && end == i + 1 + key.length()) {
                        int j = end + 1;
                        while (j < json.length() && (Character.isWhitespace(json.charAt(j)) || json.charAt(j) == ':')) {
                            j++;
                        }
                        int k = j;
                        while (k < json.length() && (Character.isDigit(json.charAt(k)) || json.charAt(k) == '-')) {
                            k++;
                        }
                        return k > j ? Long.valueOf(json.substring(j, k)) : null;
                    }
                    i = end;
                } else if (c == '{' || c == '[') {
                    depth++;
                } else if (c == '}' || c == ']') {
                    depth--;
                }
            }
            return null;
        }

        private static int endOfString(String json, int open) {
            for (int i = open + 1; i < json.length(); i++) {
                char c = json.charAt(i);
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    return i;
                }
            }
            return json.length();
        }
    }
}
