package org.hakem.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench results-entry}: arbiters entering results at once on the keyboard results-entry page
 * ({@link ResultsEntryLoad}), against a server this command starts (a fresh data directory, embedded
 * PostgreSQL, Payara Micro with the WAR beside the CLI jar) or against a running one ({@code --server}).
 * Reports latency p50/p90/p99/max, accepted writes, conflicts (409: another arbiter wrote the board first)
 * and errors, checks that no accepted write was lost (board versions and the audit trail), and compares
 * p99 with a goal (200 ms by default). An untimed warm-up pass comes first (the server's JIT). The exit code is 1 when a write was lost or an error answered, and 3
 * when only the latency goal was missed; the load average is printed so a busy machine can be told apart.
 */
@Command(name = "results-entry", mixinStandardHelpOptions = true,
        description = "Time 50 arbiters entering results at once on a Hakem server (started here unless --server).")
final class ResultsEntryBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--arbiters", defaultValue = "50", description = "Arbiters at once (default ${DEFAULT-VALUE}).")
    int arbiters;

    @Option(names = "--results", defaultValue = "20", description = "Results each arbiter enters (default ${DEFAULT-VALUE}).")
    int results;

    @Option(names = "--boards", defaultValue = "10", description = "Boards shared by the arbiters (default ${DEFAULT-VALUE}).")
    int boards;

    @Option(names = "--think-ms", defaultValue = "400",
            description = "Mean pause between two results of an arbiter, in ms (default ${DEFAULT-VALUE}).")
    int thinkMs;

    @Option(names = "--p99-goal-ms", defaultValue = "200", description = "The latency goal for p99 (default ${DEFAULT-VALUE}).")
    double p99Goal;

    @Option(names = "--warmup", defaultValue = "1",
            description = "Untimed passes first, each on its own tournament, so the server's JIT is warm (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--server", description = "A running server's address (e.g. http://localhost:8080/) instead of starting one.")
    URI server;

    @Option(names = "--user", defaultValue = "admin", description = "With --server: an admin account (default ${DEFAULT-VALUE}).")
    String user;

    @Option(names = "--password", description = "With --server: its password (default: HAKEM_ADMIN_PASSWORD).")
    String password;

    @Mixin
    DurabilityOption durability = new DurabilityOption();

    @Option(names = "--dir", description = "Data directory of the started server (default: a new temporary one, deleted after).")
    Path dir;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        ResultsEntryLoad.Settings settings = new ResultsEntryLoad.Settings(arbiters, results, boards, thinkMs);
        if (server != null) {
            String pw = password != null ? password : System.getenv("HAKEM_ADMIN_PASSWORD");
            if (pw == null) {
                spec.commandLine().getErr().println("error: --server needs --password or HAKEM_ADMIN_PASSWORD");
                return 2;
            }
            URI base = server.toString().endsWith("/") ? server : URI.create(server + "/");
            return measure(out, base, user, pw, settings);
        }
        List<Path> files = serverFiles(spec.commandLine().getErr());
        if (files == null) {
            return 2;
        }
        Path war = files.get(0);
        Path micro = files.get(1);
        Path data = dir != null ? Files.createDirectories(dir) : Files.createTempDirectory("hakem-bench-results");
        String adminPassword = "bench-" + UUID.randomUUID();
        Map<String, String> env = new HashMap<>(System.getenv());
        env.remove("HAKEM_DB_URL"); // always a fresh embedded database: the benchmark writes accounts and tournaments
        env.put("HAKEM_ADMIN_PASSWORD", adminPassword);
        Path log = data.resolve("server.log");
        out.printf("bench results-entry: starting a server (data in %s, log %s), %s%n", data, log, durability.describe());
        out.flush();
        try (LocalServer local = LocalServer.start(data, freePort(), freePort(), war, micro, env, log,
                durability.durability())) {
            local.awaitReady(Duration.ofMinutes(5));
            return measure(out, local.base(), "admin", adminPassword, settings);
        } finally {
            if (dir == null) {
                deleteTree(data);
            }
        }
    }

    private int measure(PrintWriter out, URI base, String admin, String pw, ResultsEntryLoad.Settings s)
            throws IOException, InterruptedException {
        ResultsEntryLoad load = new ResultsEntryLoad(base, admin, pw);
        String accountPassword = "bench-arbiter-password-" + UUID.randomUUID().toString().substring(0, 8);
        for (int i = 0; i < warmup; i++) {
            ResultsEntryLoad.Report w = load.run(s, accountPassword);
            out.printf(Locale.ROOT, "warm-up %d: %d requests, p99 %.1f ms (not counted)%n", i + 1, w.requests(), w.millisAt(0.99));
            out.flush();
        }
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        ResultsEntryLoad.Report r = load.run(s, accountPassword);
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        long versions = load.boardVersions(r.tournamentId()).values().stream().mapToLong(Long::longValue).sum();
        long audited = load.auditedResults(r.tournamentId());
        boolean lost = versions != r.accepted() || audited != r.accepted();
        out.printf(Locale.ROOT, "%d arbiters on %d boards, %d results each, think %d-%d ms, Java %s, %d cores%n",
                s.arbiters(), s.boards(), s.resultsPerArbiter(), s.thinkMillis() / 2, s.thinkMillis() * 3 / 2,
                Runtime.version(), Runtime.getRuntime().availableProcessors());
        out.printf(Locale.ROOT, "requests %d in %.1f s (%.0f/s): accepted %d, conflicts %d, errors %d%n", r.requests(),
                r.wallSeconds(), r.requests() / r.wallSeconds(), r.accepted(), r.conflicts(), r.errors());
        out.printf(Locale.ROOT, "latency ms: p50 %.1f  p90 %.1f  p99 %.1f  max %.1f  (goal p99 < %.0f)%n", r.millisAt(0.5),
                r.millisAt(0.9), r.millisAt(0.99), r.millisAt(1.0), p99Goal);
        out.printf(Locale.ROOT, "lost updates: %s (board versions %d, audited %d, accepted %d)%n", lost ? "YES" : "none",
                versions, audited, r.accepted());
        out.printf(Locale.ROOT, "load average: %.1f before, %.1f after%n", loadBefore, loadAfter);
        if (r.errors() > 0) {
            out.println("last error: " + r.lastError());
        }
        out.flush();
        if (lost || r.errors() > 0) {
            return 1;
        }
        return r.millisAt(0.99) < p99Goal ? 0 : 3;
    }

    /** The WAR and Payara Micro beside the CLI jar, or null (said on {@code err}) when the build did not make them. */
    static List<Path> serverFiles(PrintWriter err) {
        Path home = Launcher.installDir();
        List<Path> files = List.of(home.resolve("hakem.war"), home.resolve("payara-micro.jar"));
        for (Path p : files) {
            if (!Files.isRegularFile(p)) {
                err.println("error: " + p + " not found; build first with ./mvnw package -DskipTests");
                return null;
            }
        }
        return files;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
