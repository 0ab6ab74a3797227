package org.hakem.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
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
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench live}: N viewers follow a live round (server-sent events, {@code /live/tournament/ID/events}) while every
 * board of it changes once a second through the API; reports the delay from sending a change to each viewer receiving
 * it (p50, p99, max), viewers dropped, the server's heap per viewer and its CPU. Against a server it starts (embedded
 * PostgreSQL) or running ones ({@code --server A,B}: changes on the first, viewers spread over all: two app nodes).
 * {@code --hostile} then connects a viewer that never reads and a burst of {@code --burst} viewers at once, and reports
 * what became of them (refused with 503, dropped, served). A board's change is a move recorded through the recording
 * API (its first legal move, every second), as a secretary records the game on the board; a viewer's message is timed
 * by the ply it shows.
 */
@Command(name = "live", mixinStandardHelpOptions = true,
        description = "Time N viewers of a live round while every board changes each second (started here unless --server).")
final class LiveBenchCommand implements java.util.concurrent.Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--viewers", defaultValue = "1000", description = "Viewers (default ${DEFAULT-VALUE}).")
    int viewers;

    @Option(names = "--boards", defaultValue = "20", description = "Boards, each changed once a second (default ${DEFAULT-VALUE}).")
    int boards;

    @Option(names = "--seconds", defaultValue = "30", description = "Seconds of changes measured, after the warm-up (default ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--server", split = ",", description = "Running servers (comma separated): changes on the first, viewers on all.")
    List<URI> servers;

    @Option(names = "--password", description = "With --server: the admin's password (default: HAKEM_ADMIN_PASSWORD).")
    String password;

    @Option(names = "--pid", description = "With --server: the first server's process id, to read its heap and CPU (jcmd).")
    Long pid;

    @Option(names = "--nodes", defaultValue = "1",
            description = "App nodes to start on one database (1 or 2; changes on the first, viewers spread over all).")
    int nodes;

    @Option(names = "--hostile", description = "Then a viewer that never reads and a burst of --burst viewers at once.")
    boolean hostile;

    @Option(names = "--burst", defaultValue = "10000", description = "Viewers connecting at once with --hostile (default ${DEFAULT-VALUE}).")
    int burst;

    @Option(names = "--warmup", defaultValue = "5",
            description = "Seconds of changes before the measured ones, reported apart (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--p99-goal-ms", defaultValue = "1000", description = "The goal for p99 (default ${DEFAULT-VALUE}).")
    double goal;

    @Mixin
    DurabilityOption durability = new DurabilityOption();

    private static final Pattern VERSION = Pattern.compile("\"version\":([0-9]+)");
    private static final Pattern LEGAL = Pattern.compile("\"legal\":\\[\\{[^}]*?\"move\":\"([^\"]+)\"");

    /** The address of a board's recording (the API). */
    private static String recording(long t, int board) {
        return "api/live/tournaments/" + t + "/rounds/1/boards/" + board + "/recording";
    }

    /** The recording's version in an answer (a move's answer holds it inside {@code recording}). */
    private static long version(String json) {
        Matcher m = VERSION.matcher(json);
        if (!m.find()) {
            throw new IllegalStateException("no version in " + json);
        }
        return Long.parseLong(m.group(1));
    }

    /** The first legal move a recording's answer offers, null when the game is over. */
    private static String firstLegal(String json) {
        Matcher m = LEGAL.matcher(json);
        return m.find() ? m.group(1) : null;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (servers != null && !servers.isEmpty()) {
            String pw = password != null ? password : System.getenv("HAKEM_ADMIN_PASSWORD");
            if (pw == null) {
                spec.commandLine().getErr().println("error: --server needs --password or HAKEM_ADMIN_PASSWORD");
                return 2;
            }
            return measure(out, servers.stream().map(u -> u.toString().endsWith("/") ? u : URI.create(u + "/")).toList(),
                    pw, pid);
        }
        List<Path> files = ResultsEntryBenchCommand.serverFiles(spec.commandLine().getErr());
        if (files == null) {
            return 2;
        }
        Path war = files.get(0);
        Path micro = files.get(1);
        Path data = Files.createTempDirectory("hakem-bench-live");
        String adminPassword = "bench-" + UUID.randomUUID();
        Map<String, String> env = new HashMap<>(System.getenv());
        env.remove("HAKEM_DB_URL");
        env.put("HAKEM_ADMIN_PASSWORD", adminPassword);
        env.put("HAKEM_DEMO", "false");
        env.putIfAbsent("HAKEM_LIVE_VIEWERS", "5000");
        out.printf("bench live: starting a server (data in %s), %s%n", data, durability.describe());
        out.flush();
        int dbPort = ResultsEntryBenchCommand.freePort();
        try (LocalServer local = LocalServer.start(data, ResultsEntryBenchCommand.freePort(), dbPort, war, micro, env,
                data.resolve("server.log"), durability.durability())) {
            local.awaitReady(Duration.ofMinutes(5));
            if (nodes < 2) {
                return measure(out, List.of(local.base()), adminPassword, local.pid());
            }
            Map<String, String> second = new HashMap<>(env); // node B: the same database, a data directory of its own
            second.put("HAKEM_DB_URL", "jdbc:postgresql://localhost:" + dbPort + "/hakem");
            second.put("HAKEM_DB_USER", "postgres");
            second.put("HAKEM_DB_PASSWORD", "postgres");
            Path dataB = Files.createDirectories(data.resolve("node-b"));
            second.put("HAKEM_DATA_DIR", dataB.toString());
            try (LocalServer b = LocalServer.start(dataB, ResultsEntryBenchCommand.freePort(), 0, war, micro, second,
                    dataB.resolve("server.log"), durability.durability())) {
                b.awaitReady(Duration.ofMinutes(5));
                out.printf("bench live: node B started on the same database (heap and CPU measured on node A)%n");
                return measure(out, List.of(local.base(), b.base()), adminPassword, local.pid());
            }
        }
    }

    private int measure(PrintWriter out, List<URI> bases, String pw, Long serverPid) throws Exception {
        URI a = bases.get(0);
        ResultsEntryLoad load = new ResultsEntryLoad(a, "admin", pw);
        long t = load.createTournamentWithRound(boards);
        Map<Integer, Long> versions = new java.util.concurrent.ConcurrentHashMap<>(load.boardVersions(t));
        String auth = ResultsEntryLoad.basic("admin", pw);
        long heapBefore = heap(serverPid);
        long cpuBefore = cpu(serverPid);

        // when the change that made ply p of board b was sent (index b * plies + p; 0: not yet)
        int plies = warmup + seconds + 2;
        AtomicLongArray sent = new AtomicLongArray((boards + 1) * plies);
        List<URI> streams = bases.stream().map(b -> b.resolve("live/tournament/" + t + "/events")).toList();
        LiveBenchViewers followers = new LiveBenchViewers(streams, viewers, boards, plies, sent);
        followers.awaitAnswers(5, TimeUnit.MINUTES);
        Thread.sleep(2000);
        long heapViewers = heap(serverPid);
        out.printf(Locale.ROOT, "%d viewers connected (%d refused, %d could not connect) to %d node(s), tournament %d with %d boards%n",
                followers.open(), followers.refused(), followers.failed(), bases.size(), t, boards);
        out.flush();

        java.net.Socket lazy = hostile ? lazyViewer(streams.get(0)) : null;
        HttpClient api = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
        ConcurrentLinkedQueue<Long> writes = new ConcurrentLinkedQueue<>();
        AtomicInteger changes = new AtomicInteger();
        AtomicInteger errors = new AtomicInteger();
        List<Thread> movers = new ArrayList<>();
        String[] next = new String[boards + 1]; // each board's next move: the first legal one
        for (int b = 1; b <= boards; b++) {
            HttpResponse<String> res = api.send(HttpRequest.newBuilder(a.resolve(recording(t, b)))
                    .header("Authorization", auth).GET().build(), HttpResponse.BodyHandlers.ofString());
            versions.put(b, ResultsEntryLoad.JsonFields.number(res.body(), "version"));
            next[b] = firstLegal(res.body());
        }
        long start = System.nanoTime();
        for (int b = 1; b <= boards; b++) {
            int board = b;
            movers.add(Thread.ofVirtual().start(() -> {
                for (int k = 0; k < warmup + seconds; k++) {
                    long due = start + TimeUnit.SECONDS.toNanos(k) + TimeUnit.MILLISECONDS.toNanos(board * 1000L / boards);
                    long wait = due - System.nanoTime();
                    try {
                        if (wait > 0) {
                            Thread.sleep(Duration.ofNanos(wait));
                        }
                        if (next[board] == null) { // the rules ended this board's game: it changes no more
                            continue;
                        }
                        sent.set(board * plies + k + 1, System.nanoTime());
                        long asked = System.nanoTime();
                        HttpResponse<String> res = api.send(HttpRequest.newBuilder(a.resolve(recording(t, board)
                                        + "/moves")).header("Authorization", auth)
                                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                                        "{\"move\":\"" + next[board] + "\",\"version\":" + versions.get(board) + "}"))
                                .build(), HttpResponse.BodyHandlers.ofString());
                        writes.add(System.nanoTime() - asked);
                        if (res.statusCode() == 200) {
                            versions.put(board, version(res.body())); // the recording's, inside the answer
                            next[board] = firstLegal(res.body());
                            changes.incrementAndGet();
                        } else {
                            errors.incrementAndGet();
                            return;
                        }
                    } catch (IOException e) {
                        errors.incrementAndGet();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }));
        }
        for (Thread m : movers) {
            m.join();
        }
        Thread.sleep(3000); // the last changes reach the viewers
        long cpuAfter = cpu(serverPid);
        double wall = (System.nanoTime() - start) / 1e9;
        int dropped = followers.ended();
        int opened = followers.open();
        followers.close();
        long[] d = followers.delays();
        out.printf(Locale.ROOT, "changes %d in %.0f s (%d errors); deliveries %d of %d expected (%.1f%%)%n", changes.get(),
                wall, errors.get(), d.length, (long) changes.get() * opened,
                100.0 * d.length / Math.max(1, (long) changes.get() * opened));
        long[] cold = followers.delays(1, warmup, -1);
        long[] measured = followers.delays(warmup + 1, Integer.MAX_VALUE, -1);
        out.printf(Locale.ROOT, "delay ms (sent -> viewer), the first %d s (warm-up: each node's first live messages load"
                + " and compile their code): p50 %.0f  p99 %.0f  max %.0f%n", warmup, ms(cold, 0.5), ms(cold, 0.99),
                ms(cold, 1.0));
        out.printf(Locale.ROOT, "delay ms (sent -> viewer), the %d s measured: p50 %.0f  p99 %.0f  max %.0f  (goal p99 < %.0f)%n",
                seconds, ms(measured, 0.5), ms(measured, 0.99), ms(measured, 1.0), goal);
        out.printf(Locale.ROOT, "delay ms (sent -> viewer), the whole run: p50 %.0f  p99 %.0f  max %.0f%n", ms(d, 0.5),
                ms(d, 0.99), ms(d, 1.0));
        for (int n = 0; bases.size() > 1 && n < bases.size(); n++) {
            long[] m = followers.delays(warmup + 1, Integer.MAX_VALUE, n);
            long[] c = followers.delays(1, warmup, n);
            out.printf(Locale.ROOT, "  viewers of node %c, measured: p50 %.0f  p99 %.0f  max %.0f (warm-up p99 %.0f)%n",
                    (char) ('A' + n), ms(m, 0.5), ms(m, 0.99), ms(m, 1.0), ms(c, 0.99));
        }
        long[] w = writes.stream().mapToLong(Long::longValue).sorted().toArray();
        out.printf(Locale.ROOT, "of which the API's answer (the change written and committed): p50 %.0f  p99 %.0f ms%n",
                ms(w, 0.5), ms(w, 0.99));
        out.printf(Locale.ROOT, "viewers dropped: %d (of %d)%n", dropped, opened);
        if (heapBefore > 0) {
            int onA = (opened + bases.size() - 1) / bases.size(); // the viewers are spread evenly: node A's share
            out.printf(Locale.ROOT, "server heap (node A) after a full GC: %.1f MB before viewers, %.1f MB with its %d: %.1f KB a viewer%n",
                    heapBefore / 1e6, heapViewers / 1e6, onA, (heapViewers - heapBefore) / 1e3 / Math.max(1, onA));
        } else {
            out.println("server heap: not measured (no --pid: jcmd needs the server's process)");
        }
        if (cpuBefore >= 0 && cpuAfter >= 0) {
            out.printf(Locale.ROOT, "server CPU during the changes: %.0f%% of one core (%d cores)%n",
                    100.0 * (cpuAfter - cpuBefore) / 100.0 / wall, Runtime.getRuntime().availableProcessors());
        }
        out.printf(Locale.ROOT, "load average: %.1f%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        out.flush();
        boolean lost = dropped > 0 || followers.refused() > 0 || followers.failed() > 0 || opened < viewers;
        int code = lost || errors.get() > 0 ? 1 : ms(measured, 0.99) < goal ? 0 : 3;
        if (lazy != null) {
            out.println("hostile: a viewer that never read was connected through the changes (a 4 KB receive buffer);"
                    + " /live/stats " + stats(a));
            lazy.close();
        }
        if (hostile) {
            hostile(out, bases.get(0), t);
        }
        return code;
    }

    /** A viewer that asks for the stream and never reads a byte of it. */
    private static java.net.Socket lazyViewer(URI stream) throws IOException {
        java.net.Socket lazy = new java.net.Socket();
        lazy.setReceiveBufferSize(4096);
        lazy.connect(new java.net.InetSocketAddress(stream.getHost(), stream.getPort()), 10_000);
        lazy.getOutputStream().write(("GET " + stream.getPath() + " HTTP/1.1\r\nHost: " + stream.getHost()
                + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        lazy.getOutputStream().flush();
        return lazy;
    }

    /** A burst of viewers at once: what the server did with them. */
    private void hostile(PrintWriter out, URI base, long t) throws Exception {
        URI stream = base.resolve("live/tournament/" + t + "/events");
        AtomicInteger ok = new AtomicInteger();
        AtomicInteger full = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        List<HttpClient> clients = new ArrayList<>();
        for (int i = 0; i < Math.max(1, burst / 500); i++) {
            clients.add(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(60)).build());
        }
        CountDownLatch done = new CountDownLatch(burst);
        ConcurrentLinkedQueue<HttpResponse<java.io.InputStream>> openOnes = new ConcurrentLinkedQueue<>();
        long t0 = System.nanoTime();
        for (int i = 0; i < burst; i++) {
            HttpClient c = clients.get(i % clients.size());
            Thread.ofVirtual().start(() -> {
                try {
                    HttpResponse<java.io.InputStream> r = c.send(HttpRequest.newBuilder(stream)
                            .timeout(Duration.ofSeconds(120)).build(), HttpResponse.BodyHandlers.ofInputStream());
                    if (r.statusCode() == 200) {
                        ok.incrementAndGet();
                        openOnes.add(r);
                    } else {
                        if (r.statusCode() == 503 && r.headers().firstValue("Retry-After").isPresent()) {
                            full.incrementAndGet();
                        } else {
                            failed.incrementAndGet();
                        }
                        r.body().close();
                    }
                } catch (IOException e) {
                    failed.incrementAndGet();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    done.countDown();
                }
            });
        }
        done.await(5, TimeUnit.MINUTES);
        out.printf(Locale.ROOT, "hostile: %d viewers at once in %.1f s: %d served, %d refused (503 + Retry-After), %d failed%n",
                burst, (System.nanoTime() - t0) / 1e9, ok.get(), full.get(), failed.get());
        out.println("hostile: /live/stats " + stats(base));
        for (HttpResponse<java.io.InputStream> r : openOnes) {
            r.body().close();
        }
        clients.forEach(HttpClient::shutdownNow);
    }

    private static String stats(URI base) {
        try {
            return HttpClient.newHttpClient().send(HttpRequest.newBuilder(base.resolve("live/stats")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
        } catch (IOException | InterruptedException e) {
            return "(" + e.getMessage() + ")";
        }
    }

    private static double ms(long[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1 < 0 ? 0
                : (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }

    /** The server's heap in use after a full collection (jcmd), or -1. */
    private static long heap(Long pid) {
        if (pid == null) {
            return -1;
        }
        String jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
        try {
            run(jcmd, pid.toString(), "GC.run");
            String info = run(jcmd, pid.toString(), "GC.heap_info");
            Matcher m = Pattern.compile("used ([0-9]+)K").matcher(info);
            return m.find() ? Long.parseLong(m.group(1)) * 1024 : -1;
        } catch (IOException | InterruptedException e) {
            return -1;
        }
    }

    /** The server's CPU time in clock ticks (user + system, /proc), or -1. */
    private static long cpu(Long pid) {
        if (pid == null) {
            return -1;
        }
        try {
            String[] f = Files.readString(Path.of("/proc", pid.toString(), "stat")).replaceAll(".*\\) ", "").split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static String run(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String s = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return s;
    }
}
