package org.hakem.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Starts the Hakem server: Payara Micro with the Hakem WAR on the given port. Without
 * {@code HAKEM_DB_URL} it first starts a real PostgreSQL (embedded binaries) whose data lives in the data
 * directory and survives restarts, always durable (fsync, synchronous commits), and started again if its process
 * dies. The data directory is locked while the server runs, because an
 * embedded database and a search index cannot be opened by two processes.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Start the Hakem server (embedded PostgreSQL unless HAKEM_DB_URL is set).")
final class ServeCommand implements Callable<Integer> {

    /** The embedded database's durability when serving: always durable, no option changes it. */
    static final EmbeddedDatabase.Durability DURABILITY = EmbeddedDatabase.Durability.DURABLE;

    @Option(names = "--port", description = "HTTP port (default: ${DEFAULT-VALUE}, or HAKEM_PORT).",
            defaultValue = "${env:HAKEM_PORT:-8080}")
    int port;

    @Option(names = "--data-dir", description = "Data directory (default: ${DEFAULT-VALUE}, or HAKEM_DATA_DIR).",
            defaultValue = "${env:HAKEM_DATA_DIR:-data}")
    Path dataDir;

    @Option(names = "--db-port", description = "Port of the embedded PostgreSQL (default: ${DEFAULT-VALUE}).",
            defaultValue = "${env:HAKEM_EMBEDDED_DB_PORT:-54329}")
    int dbPort;

    @Option(names = "--war", description = "The Hakem WAR (default: next to this jar).")
    Path war;

    @Option(names = "--micro", description = "The Payara Micro jar (default: next to this jar).")
    Path micro;

    @Override
    public Integer call() throws Exception {
        Path home = Launcher.installDir();
        Path warFile = war != null ? war : home.resolve("hakem.war");
        Path microJar = micro != null ? micro : home.resolve("payara-micro.jar");
        for (Path p : List.of(warFile, microJar)) {
            if (!Files.isRegularFile(p)) {
                System.err.println("error: " + p + " not found; build first with ./mvnw package -DskipTests");
                return 2;
            }
        }
        Files.createDirectories(dataDir);
        try (DataDirLock lock = DataDirLock.acquire(dataDir)) {
            LocalServer server = LocalServer.start(dataDir, port, dbPort, warFile, microJar, System.getenv(), null,
                    DURABILITY);
            Thread stopper = new Thread(server::close);
            Runtime.getRuntime().addShutdownHook(stopper);
            System.out.println("Hakem is starting at http://localhost:" + port + "/ (data in "
                    + dataDir.toAbsolutePath() + "); Ctrl-C stops it.");
            int code = server.waitFor();
            Runtime.getRuntime().removeShutdownHook(stopper);
            server.close();
            return code;
        }
    }

    /** An exclusive lock on {@code DATA_DIR/hakem.lock}, held for as long as a process uses the directory. */
    static final class DataDirLock implements AutoCloseable {
        private final FileChannel channel;
        private final FileLock lock;

        private DataDirLock(FileChannel channel, FileLock lock) {
            this.channel = channel;
            this.lock = lock;
        }

        static DataDirLock acquire(Path dataDir) throws IOException {
            FileChannel channel = FileChannel.open(dataDir.resolve("hakem.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                throw new IllegalStateException("the data directory " + dataDir.toAbsolutePath()
                        + " is in use by a running Hakem server; stop it first, or use the server's API");
            }
            return new DataDirLock(channel, lock);
        }

        @Override
        public void close() {
            try {
                lock.release();
                channel.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
