package org.hakem.cli;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.hakem.archive.infrastructure.ArchiveRuntime;
import org.hakem.platform.DatabaseDurability;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * How archive commands reach the archive: through a running server's API ({@code --server}), or directly on
 * the data directory while no server holds it (its lock is taken for the whole command; the database is the
 * embedded one in the data directory, always durable, unless {@code HAKEM_DB_URL} names another, whose durability
 * settings are checked).
 */
final class ArchiveAccess implements AutoCloseable {

    private final ServeCommand.DataDirLock lock;
    private final EmbeddedDatabase embedded;
    private final ArchiveRuntime runtime;
    private final HikariDataSource connections;

    private ArchiveAccess(ServeCommand.DataDirLock lock, EmbeddedDatabase embedded, HikariDataSource connections,
                          ArchiveRuntime runtime) {
        this.lock = lock;
        this.embedded = embedded;
        this.connections = connections;
        this.runtime = runtime;
    }

    /** Opens the data directory (refusing when a server holds it), the database (migrated) and the index. */
    static ArchiveAccess open(Path dataDir, int dbPort, boolean repair) throws IOException, SQLException {
        Files.createDirectories(dataDir);
        ServeCommand.DataDirLock lock;
        try {
            lock = ServeCommand.DataDirLock.acquire(dataDir);
        } catch (IllegalStateException e) {
            throw new IllegalStateException(e.getMessage() + " (give --server URL to go through its API)");
        }
        EmbeddedDatabase pg = null;
        HikariDataSource pool = null;
        try {
            DataSource ds;
            String url = System.getenv("HAKEM_DB_URL");
            if (url != null && !url.isBlank()) {
                PGSimpleDataSource p = new PGSimpleDataSource();
                p.setUrl(url);
                p.setUser(System.getenv().getOrDefault("HAKEM_DB_USER", "hakem"));
                p.setPassword(System.getenv().getOrDefault("HAKEM_DB_PASSWORD", "hakem"));
                ds = p;
                try (Connection c = ds.getConnection()) {
                    DatabaseDurability.warning(DatabaseDurability.read(c))
                            .ifPresent(w -> System.err.println("WARNING: " + w));
                }
            } else {
                pg = EmbeddedDatabase.start(dataDir.resolve("postgres"), dbPort, EmbeddedDatabase.Durability.DURABLE);
                pg.createDatabase("hakem");
                ds = pg.dataSource("hakem");
            }
            Flyway.configure(ArchiveAccess.class.getClassLoader()).dataSource(ds).locations("classpath:db/migration")
                    .load().migrate();
            pool = ConnectionPool.over(ds);
            return new ArchiveAccess(lock, pg, pool, ArchiveRuntime.open(dataDir, pool, repair));
        } catch (IOException | SQLException | RuntimeException e) {
            if (pool != null) {
                pool.close();
            }
            if (pg != null) {
                pg.close();
            }
            lock.close();
            throw e;
        }
    }

    ArchiveRuntime runtime() {
        return runtime;
    }

    @Override
    public void close() throws IOException {
        try {
            runtime.close();
        } finally {
            connections.close();
            try {
                if (embedded != null) {
                    embedded.close();
                }
            } finally {
                lock.close();
            }
        }
    }

    /** A running server's API, with HTTP Basic credentials. */
    record Server(URI base, String authorization) {

        static Server of(String url, String user, String password) {
            String u = url.endsWith("/") ? url : url + "/";
            String auth = user == null ? null : "Basic " + Base64.getEncoder()
                    .encodeToString((user + ":" + (password == null ? "" : password)).getBytes(StandardCharsets.UTF_8));
            return new Server(URI.create(u), auth);
        }

        HttpResponse<String> send(String method, String path, HttpRequest.BodyPublisher body, String contentType)
                throws IOException, InterruptedException {
            HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofHours(2))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : body);
            if (contentType != null) {
                b.header("Content-Type", contentType);
            }
            if (authorization != null) {
                b.header("Authorization", authorization);
            }
            return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }
    }

    /** A number field of a flat JSON answer (the CLI carries no JSON library). */
    static long number(String json, String field) {
        Matcher m = Pattern.compile("\"" + field + "\"\\s*:\\s*(-?\\d+)").matcher(json);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    static String string(String json, String field) {
        Matcher m = Pattern.compile("\"" + field + "\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(json);
        return m.find() ? m.group(1) : null;
    }
}
