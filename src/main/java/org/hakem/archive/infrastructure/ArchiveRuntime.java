package org.hakem.archive.infrastructure;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.hakem.archive.application.ArchiveImporter;
import org.hakem.archive.application.ArchiveThreads;
import org.hakem.archive.application.IndexMaintenance;

/**
 * The archive opened on a data directory and a database, the same way in the server and in the CLI: the
 * position index in {@code DATA_DIR/index} is recreated from the database when it is missing or damaged, and
 * otherwise brought up to date with the index log (repairing a crash between a database commit and the index).
 */
public final class ArchiveRuntime implements Closeable {

    private static final Logger LOG = Logger.getLogger(ArchiveRuntime.class.getName());

    private final JdbcArchiveStore store;
    private final LucenePositionIndex index;
    private final IndexMaintenance maintenance;
    private final ArchiveImporter importer;
    /** Whether a close first applies what is left of the log (a data-changing use). */
    private final boolean repair;
    private boolean rebuilt;

    private ArchiveRuntime(JdbcArchiveStore store, LucenePositionIndex index, String nodeId, boolean repair,
                           ArchiveThreads threads) {
        this.store = store;
        this.index = index;
        this.maintenance = new IndexMaintenance(store, index, nodeId, System::nanoTime, threads);
        this.repair = repair;
        this.importer = new ArchiveImporter(store, maintenance, threads);
    }

    /**
     * Opens the archive. {@code repair}: rebuild a missing or damaged index and apply pending changes now (the
     * server and data-changing commands do; {@code index verify} does not, so that it reports what it found).
     */
    public static ArchiveRuntime open(Path dataDir, DataSource dataSource, boolean repair) {
        return open(dataDir, dataSource, repair, ArchiveThreads.PLATFORM);
    }

    /** {@link #open(Path, DataSource, boolean)} with the background threads from {@code threads} (the server's). */
    public static ArchiveRuntime open(Path dataDir, DataSource dataSource, boolean repair, ArchiveThreads threads) {
        String nodeId = nodeId(dataDir);
        JdbcArchiveStore store = new JdbcArchiveStore(dataSource, nodeId);
        Path folder = indexFolder(dataDir);
        boolean missing = !LucenePositionIndex.exists(folder);
        LucenePositionIndex index;
        try {
            index = LucenePositionIndex.open(folder);
        } catch (IOException | RuntimeException e) {
            if (!repair) {
                throw new IllegalStateException("the position index in " + folder + " is damaged: " + e.getMessage(), e);
            }
            LOG.log(Level.WARNING, "The position index in " + folder + " is damaged; recreating it from the database", e);
            deleteQuietly(folder);
            missing = true;
            try {
                index = LucenePositionIndex.open(folder);
            } catch (IOException e2) {
                throw new IllegalStateException("cannot create the position index in " + folder + ": " + e2.getMessage(), e2);
            }
        }
        String identity = store.identity();
        if (!missing && !identity.equals(index.committedIdentity())) {
            LOG.warning("The position index in " + folder + " was built from another database; recreating it");
            missing = true;
        } else if (!missing && !PositionDocuments.FORMAT.equals(index.committedFormat())) {
            LOG.warning("The position index in " + folder + " has an older layout (" + index.committedFormat()
                    + "); recreating it");
            missing = true;
        }
        index.identity(identity);
        ArchiveRuntime r = new ArchiveRuntime(store, index, nodeId, repair, threads);
        if (repair) {
            if (!missing && !r.maintenance.register()) {
                LOG.warning("The position index in " + folder + " is older than the index log kept in the database "
                        + "(this node was away too long); recreating it");
                missing = true;
            }
            r.rebuilt = missing;
            int interrupted = store.failInterruptedRuns();
            if (interrupted > 0) {
                LOG.warning(interrupted + " import run(s) were interrupted; importing the same files again completes them");
            }
            if (missing) {
                LOG.info("Building the position index in " + folder + " from the database");
                r.maintenance.rebuild();
            } else {
                int repaired = r.maintenance.catchUpAll();
                if (repaired > 0) {
                    LOG.info("Applied " + repaired + " pending game change(s) to the position index");
                }
            }
        }
        return r;
    }

    /**
     * This data directory's name among the app nodes that follow the index log ({@code DATA_DIR/node-id}, made on the
     * first start): the same node on every start, and a new one for a new data directory.
     */
    static String nodeId(Path dataDir) {
        Path file = dataDir.resolve("node-id");
        try {
            if (Files.exists(file)) {
                String id = Files.readString(file).strip();
                if (!id.isEmpty()) {
                    return id;
                }
            }
            Files.createDirectories(dataDir);
            String id = java.util.UUID.randomUUID().toString();
            Files.writeString(file, id + "\n");
            return id;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read or write " + file + ": " + e.getMessage(), e);
        }
    }

    public static Path indexFolder(Path dataDir) {
        return dataDir.resolve("index");
    }

    public JdbcArchiveStore store() {
        return store;
    }

    public LucenePositionIndex index() {
        return index;
    }

    public IndexMaintenance maintenance() {
        return maintenance;
    }

    public ArchiveImporter importer() {
        return importer;
    }

    /** Whether opening had to recreate the index. */
    public boolean rebuilt() {
        return rebuilt;
    }

    static void deleteQuietly(Path folder) {
        try (Stream<Path> s = Files.walk(folder)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // nothing there
        }
    }

    /** Closes the index; after a data-changing use it first applies (and commits) what is left of the log. */
    @Override
    public void close() throws IOException {
        maintenance.awaitCommits(); // an import's last commit, handed to the background
        if (repair) {
            try {
                maintenance.catchUpAll();
                maintenance.register();
                store.pruneLog(IndexMaintenance.NODE_TIMEOUT_SECONDS);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not bring the position index up to date before closing it (the next "
                        + "start does)", e);
            }
        }
        index.close();
    }
}
