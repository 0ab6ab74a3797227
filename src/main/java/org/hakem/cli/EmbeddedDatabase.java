package org.hakem.cli;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * The one place that starts a real PostgreSQL from the embedded binaries (io.zonky), with a named
 * {@link Durability}. The library's own start is a test database: it passes {@code -F} (fsync off) and
 * {@code synchronous_commit=off}, so a crash can lose commits already acknowledged and a power cut can
 * corrupt the cluster. {@link Durability#DURABLE} overrides both (and {@code full_page_writes}) on the
 * command line, after {@code -F}; {@code serve} and the commands on a data directory use nothing else. Tests
 * and benchmarks state their unsafe settings in the test sources ({@code UnsafeDurability}).
 *
 * <p>{@link #watch} restarts the server on the same port and data directory when its process dies (as
 * {@code serve} does), so the application's connection pool finds it again without anyone restarting Hakem.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    /**
     * How the server writes, by name and the server settings it sets. The product has one:
     * {@link #DURABLE}. The unsafe settings of throw-away test and benchmark databases are declared with them, in
     * the test sources ({@code UnsafeDurability}), never here.
     *
     * @param name     how logs and reports name it
     * @param settings the server settings, by name
     */
    public record Durability(String name, Map<String, String> settings) {

        /**
         * fsync, {@code synchronous_commit} and {@code full_page_writes} on: a commit is on disk before it is
         * acknowledged, and a crash or power cut loses nothing acknowledged. What every database Hakem serves from
         * runs with.
         */
        public static final Durability DURABLE = new Durability("DURABLE",
                Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "on"));

        public Durability {
            settings = Map.copyOf(settings);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** How long a start may take: crash recovery replays the WAL written since the last checkpoint. */
    private static final Duration STARTUP_WAIT = Duration.ofMinutes(2);
    /** How often {@link #watch} looks at the server's process. */
    private static final Duration WATCH_INTERVAL = Duration.ofMillis(250);

    private final Path dataDir;
    private final int port;
    private final Durability durability;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile EmbeddedPostgres postgres;
    private volatile Thread watcher;

    private EmbeddedDatabase(Path dataDir, int port, Durability durability, EmbeddedPostgres postgres) {
        this.dataDir = dataDir;
        this.port = port;
        this.durability = durability;
        this.postgres = postgres;
    }

    /**
     * Starts a server on {@code dataDir} (created and initialised if new, kept after {@link #close}), or on a new
     * temporary directory removed after {@link #close} when {@code dataDir} is null.
     *
     * @param port the port, or 0 for a free one
     */
    public static EmbeddedDatabase start(Path dataDir, int port, Durability durability) throws IOException {
        if (dataDir == null) {
            Path temporary = Files.createTempDirectory("hakem-pg");
            EmbeddedPostgres pg = builder(durability, port).setDataDirectory(temporary).setCleanDataDirectory(true).start();
            return new EmbeddedDatabase(temporary, pg.getPort(), durability, ours(pg, temporary));
        }
        Files.createDirectories(dataDir);
        EmbeddedPostgres pg = builder(durability, port).setDataDirectory(dataDir).setCleanDataDirectory(false).start();
        return new EmbeddedDatabase(dataDir, pg.getPort(), durability, ours(pg, dataDir));
    }

    /**
     * {@code pg} if the server answering on its port is the one working in {@code dataDir}. The library takes any
     * server that answers on the port for the one it started: when the port is another PostgreSQL's (a second
     * {@code serve} on the same machine), ours could not bind it and stopped, and Hakem would go on in the other's
     * database. Refused instead, naming the port.
     */
    private static EmbeddedPostgres ours(EmbeddedPostgres pg, Path dataDir) throws IOException {
        String answering;
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("show data_directory")) {
            rs.next();
            answering = rs.getString(1);
        } catch (SQLException e) {
            closeQuietly(pg);
            throw new IOException("PostgreSQL on port " + pg.getPort() + " does not answer: " + e.getMessage(), e);
        }
        if (!Files.isSameFile(Path.of(answering), dataDir)) {
            closeQuietly(pg);
            throw new IOException("port " + pg.getPort() + " is taken by another PostgreSQL (its data in " + answering
                    + ", not " + dataDir + "); choose another port for the database");
        }
        return pg;
    }

    /** The library's builder with this durability's settings; everything starting a server goes through here. */
    static EmbeddedPostgres.Builder builder(Durability durability, int port) {
        // max_connections: room for several servers' pools (32 each) on one database, as the integration tests run
        EmbeddedPostgres.Builder b = EmbeddedPostgres.builder().setPort(port).setPGStartupWait(STARTUP_WAIT)
                .setServerConfig("max_connections", "300");
        durability.settings().forEach(b::setServerConfig);
        return b;
    }

    public int port() {
        return port;
    }

    public Path dataDir() {
        return dataDir;
    }

    public Durability durability() {
        return durability;
    }

    /** The database {@code name} as the superuser {@code postgres}. */
    public DataSource dataSource(String name) {
        return postgres.getDatabase("postgres", name);
    }

    /** The JDBC URL of database {@code name}. */
    public String url(String name) {
        return "jdbc:postgresql://localhost:" + port + "/" + name;
    }

    /** Creates database {@code name} (UTF-8) unless it exists. */
    public void createDatabase(String name) throws SQLException {
        try (Connection c = dataSource("postgres").getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select 1 from pg_database where datname = '" + name.replace("'", "''") + "'")) {
            if (!rs.next()) {
                s.execute("create database \"" + name.replace("\"", "\"\"") + "\" encoding 'UTF8' template template0");
            }
        }
    }

    /** The process id of the running server (the postmaster), from its {@code postmaster.pid}. */
    public Optional<Long> postmasterPid() {
        try {
            String first = Files.readAllLines(dataDir.resolve("postmaster.pid")).get(0).strip();
            return Optional.of(Long.parseLong(first));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Whether the server's process is alive. */
    public boolean running() {
        return postmasterPid().flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false);
    }

    /**
     * Watches the server's process from a daemon thread and starts the server again on the same port and data
     * directory when it has died (killed, crashed), until {@link #close}. PostgreSQL's crash recovery replays its
     * WAL on that start: with {@link Durability#DURABLE} every acknowledged commit is there.
     *
     * @param log receives a line when the server is found dead and when it is back
     */
    public synchronized void watch(Consumer<String> log) {
        if (watcher != null) {
            return;
        }
        Thread t = new Thread(() -> {
            while (!closed.get()) {
                try {
                    Thread.sleep(WATCH_INTERVAL.toMillis());
                    if (!closed.get() && !running()) {
                        restart(log);
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "embedded-postgres-watch");
        t.setDaemon(true);
        watcher = t;
        t.start();
    }

    /**
     * Starts the server again after its process died: waits until none of the dead server's processes is left
     * (its backends end by themselves once they see the postmaster gone; a new server refuses to start beside
     * them), then starts on the same directory and port, trying again until it runs or this is closed.
     */
    synchronized void restart(Consumer<String> log) throws InterruptedException {
        if (closed.get() || running()) {
            return;
        }
        log.accept("PostgreSQL (data in " + dataDir + ") is not running; starting it again on port " + port);
        closeQuietly(postgres); // releases the library's lock on the data directory; the stop itself finds nothing
        for (int attempt = 1; !closed.get(); attempt++) {
            awaitNoServerProcess(Duration.ofSeconds(30));
            try {
                postgres = ours(builder(durability, port).setDataDirectory(dataDir).setCleanDataDirectory(false).start(),
                        dataDir);
                log.accept("PostgreSQL is running again on port " + port + " (attempt " + attempt + ")");
                return;
            } catch (IOException | RuntimeException e) {
                log.accept("PostgreSQL did not start (attempt " + attempt + "): " + e.getMessage());
                // a failed start keeps the library's lock file locked in this JVM: a new file takes the next lock
                try {
                    Files.deleteIfExists(dataDir.resolve("epg-lock"));
                } catch (IOException ignored) {
                    // the next attempt says why
                }
                Thread.sleep(1000);
            }
        }
    }

    /**
     * Waits (at most {@code limit}) until no live process works in the data directory: every PostgreSQL process
     * has it as its working directory (Linux; elsewhere this waits only for the postmaster).
     */
    private void awaitNoServerProcess(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline && (running() || serverProcessLeft())) {
            Thread.sleep(100);
        }
    }

    private boolean serverProcessLeft() {
        Path proc = Path.of("/proc");
        if (!Files.isDirectory(proc)) {
            return false;
        }
        Path dir;
        try {
            dir = dataDir.toRealPath();
        } catch (IOException e) {
            return false;
        }
        try (var all = Files.list(proc)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (!p.getFileName().toString().chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    if (Files.readSymbolicLink(p.resolve("cwd")).equals(dir)) {
                        return true; // a zombie has no working directory: only live processes count
                    }
                } catch (IOException | RuntimeException e) {
                    // gone, or not ours to read
                }
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }

    /** The three durability settings as the running server reports them ({@code SHOW}). */
    public Map<String, String> reportedSettings() throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = dataSource("postgres").getConnection(); Statement s = c.createStatement()) {
            for (String name : Durability.DURABLE.settings().keySet().stream().sorted().toList()) {
                try (ResultSet rs = s.executeQuery("show " + name)) {
                    rs.next();
                    out.put(name, rs.getString(1));
                }
            }
        }
        return out;
    }

    /** Stops watching, then stops the server (a temporary data directory is removed). */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        Thread t = watcher;
        if (t != null) {
            t.interrupt();
        }
        synchronized (this) {
            closeQuietly(postgres);
        }
    }

    private static void closeQuietly(EmbeddedPostgres pg) {
        try {
            pg.close();
        } catch (IOException e) {
            System.err.println("warning: stopping PostgreSQL: " + e.getMessage());
        }
    }
}
