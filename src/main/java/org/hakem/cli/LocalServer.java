package org.hakem.cli;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Hakem server process on this machine: Payara Micro with the Hakem WAR, and unless the environment
 * names a database ({@code HAKEM_DB_URL}), a real PostgreSQL from embedded binaries whose data lives in the
 * data directory. Used by {@code serve} (in the foreground) and by benchmarks that need a running server. The
 * embedded PostgreSQL is watched: when its process dies, it is started again on the same port and data directory
 * ({@link EmbeddedDatabase#watch}), and the server's connection pool reconnects by itself.
 */
final class LocalServer implements AutoCloseable {

    private final Process server;
    private final EmbeddedDatabase db;
    private final int port;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    private LocalServer(Process server, EmbeddedDatabase db, int port) {
        this.server = server;
        this.db = db;
        this.port = port;
    }

    /**
     * Starts the server. {@code env} is the environment the server gets (the embedded database's settings
     * are added to it); {@code log}, if not null, receives the server's output instead of this process's.
     * {@code durability} is that of the embedded database: {@code serve} gives {@link EmbeddedDatabase.Durability#DURABLE}.
     */
    static LocalServer start(Path dataDir, int port, int dbPort, Path warFile, Path microJar, Map<String, String> env,
            Path log, EmbeddedDatabase.Durability durability) throws IOException, SQLException {
        Map<String, String> serverEnv = new HashMap<>(env);
        serverEnv.putIfAbsent("HAKEM_DATA_DIR", dataDir.toAbsolutePath().toString());
        EmbeddedDatabase pg = null;
        if (serverEnv.get("HAKEM_DB_URL") == null) {
            pg = startEmbedded(dataDir, dbPort, durability);
            serverEnv.put("HAKEM_DB_URL", pg.url("hakem"));
            serverEnv.put("HAKEM_DB_USER", "postgres");
            serverEnv.put("HAKEM_DB_PASSWORD", "postgres");
        }
        List<String> cmd = new ArrayList<>(List.of(Launcher.javaExecutable(), "-Xss8m",
                "-Djava.io.tmpdir=" + Files.createDirectories(dataDir.resolve("tmp")).toAbsolutePath(),
                "-jar", microJar.toString(), "--deploy", warFile.toString(), "--contextroot", "/",
                "--port", Integer.toString(port), "--nohazelcast", "--disablephonehome",
                "--prebootcommandfile", prebootCommands(dataDir).toString()));
        ProcessBuilder builder = new ProcessBuilder(cmd);
        if (log == null) {
            builder.inheritIO();
        } else {
            builder.redirectErrorStream(true).redirectOutput(log.toFile());
        }
        builder.environment().clear();
        builder.environment().putAll(serverEnv);
        try {
            return new LocalServer(builder.start(), pg, port);
        } catch (IOException e) {
            closeQuietly(pg);
            throw e;
        }
    }

    /** The server's own settings (no {@code Server} header), as the Docker image and the tests' server get them. */
    private static Path prebootCommands(Path dataDir) throws IOException {
        try (var in = LocalServer.class.getResourceAsStream("/payara/preboot.asadmin")) {
            Path file = Files.createDirectories(dataDir.resolve("tmp")).resolve("preboot.asadmin").toAbsolutePath();
            Files.write(file, in.readAllBytes());
            return file;
        }
    }

    /** The embedded PostgreSQL of a data directory, with its {@code hakem} database, watched and restarted. */
    static EmbeddedDatabase startEmbedded(Path dataDir, int dbPort, EmbeddedDatabase.Durability durability)
            throws IOException, SQLException {
        Path pgData = dataDir.resolve("postgres");
        EmbeddedDatabase pg = EmbeddedDatabase.start(pgData, dbPort, durability);
        try {
            pg.createDatabase("hakem");
        } catch (SQLException | RuntimeException e) {
            pg.close();
            throw e;
        }
        pg.watch(line -> System.out.println(line));
        System.out.println("Embedded PostgreSQL running on port " + pg.port() + ", data in " + pgData.toAbsolutePath()
                + (durability == EmbeddedDatabase.Durability.DURABLE ? "" : " (" + durability + ": fsync and synchronous_commit off)"));
        return pg;
    }

    /** The embedded database, or null when the environment named another. */
    EmbeddedDatabase database() {
        return db;
    }

    /** The server's address, ending in {@code /}. */
    URI base() {
        return URI.create("http://localhost:" + port + "/");
    }

    /**
     * Waits until the API answers (the WAR is deployed and the first start is done), at most {@code limit};
     * fails if the server process ends first or the limit passes.
     */
    void awaitReady(Duration limit) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IOException("the server stopped while starting (exit " + server.exitValue() + ")");
            }
            try {
                HttpResponse<Void> r = http.send(HttpRequest.newBuilder(base().resolve("api/players"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.discarding());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new IOException("the server did not answer within " + limit.toSeconds() + " s");
    }

    /** Waits for the server process to end by itself; returns its exit code. */
    int waitFor() throws InterruptedException {
        return server.waitFor();
    }

    /** The server process's id (for measurements: heap and CPU of the server). */
    public long pid() {
        return server.pid();
    }

    /** Stops the server, then the embedded database. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        server.destroy();
        try {
            server.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closeQuietly(db);
    }

    private static void closeQuietly(EmbeddedDatabase pg) {
        if (pg != null) {
            pg.close();
        }
    }
}
