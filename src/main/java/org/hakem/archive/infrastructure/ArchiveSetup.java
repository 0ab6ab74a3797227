package org.hakem.archive.infrastructure;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.inject.Produces;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.hakem.platform.OutageLog;
import org.hakem.archive.application.ArchiveImporter;
import org.hakem.archive.application.GameSubmissions;
import org.hakem.archive.application.SubmissionWorker;
import org.hakem.archive.application.EventGames;
import org.hakem.archive.domain.SubmissionQueue;
import org.hakem.archive.application.UploadSpool;
import org.hakem.archive.application.IndexMaintenance;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.platform.DataSourceConfig;

/**
 * Opens the archive when the server starts (after the schema migration): the position index in
 * {@code HAKEM_DATA_DIR/index}, recreated from the database when it is missing or damaged, brought up to date
 * with the index log otherwise (repairing a crash between a database commit and the index). Imports the demo
 * collection into a new archive once. Follows the index log every {@code HAKEM_INDEX_POLL} seconds (default 1), so
 * changes made on another app node reach this node's index (docs/operations.md, "Two app nodes"). Applies the
 * events' game submissions ({@link SubmissionWorker}). Hands the index, store and importer to the rest of the server.
 */
@Startup
@Singleton
@DependsOn("Startup")
@TransactionManagement(TransactionManagementType.BEAN)
public class ArchiveSetup {

    private static final Logger LOG = Logger.getLogger(ArchiveSetup.class.getName());
    static final String DEMO_FLAG = "demo.archive";
    static final String DEMO_RESOURCE = "/org/hakem/archive/demo/demo-games.pdn";

    @Resource(lookup = DataSourceConfig.JNDI_NAME)
    DataSource dataSource;

    @Resource
    ManagedScheduledExecutorService scheduler;

    private ArchiveRuntime runtime;
    private Path dataDir;
    private ScheduledFuture<?> following;

    @jakarta.inject.Inject
    GameSubmissions submissions;

    private JdbcSubmissionQueue submissionQueue;
    private SubmissionWorker worker;
    private ScheduledFuture<?> polling;

    @PostConstruct
    void start() {
        dataDir = Path.of(System.getenv().getOrDefault("HAKEM_DATA_DIR", "data")).toAbsolutePath();
        runtime = ArchiveRuntime.open(dataDir, dataSource, true);
        demo();
        long poll = pollMillis(System.getenv("HAKEM_INDEX_POLL"));
        IndexMaintenance maintenance = runtime.maintenance();
        OutageLog followLog = new OutageLog(LOG, "applying the index log");
        following = scheduler.scheduleWithFixedDelay(() -> {
            try {
                maintenance.follow();
                followLog.succeeded();
            } catch (RuntimeException e) {
                followLog.failed(e, "in " + poll + " ms");
            }
        }, poll, poll, TimeUnit.MILLISECONDS);
        LOG.info(() -> "Following the index log every " + poll + " ms as node " + maintenance.nodeId());
        startSubmissions();
    }

    /** How often the worker looks for submissions when no commit of this node woke it (another node's, a retry). */
    static final long SUBMISSION_POLL_MILLIS = 2000;

    /**
     * Applies the events' submissions to the archive ({@link SubmissionWorker}): those left by a crash or by another
     * node now, then whenever a commit of this node wrote some, and every two seconds for the rest.
     */
    private void startSubmissions() {
        submissionQueue = new JdbcSubmissionQueue(dataSource);
        worker = new SubmissionWorker(submissionQueue,
                new EventGames(runtime.importer(), runtime.store(), runtime.maintenance()));
        submissions.onCommit(this::wakeWorker);
        polling = scheduler.scheduleWithFixedDelay(this::applySubmissions, 0, SUBMISSION_POLL_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void wakeWorker() {
        try {
            scheduler.execute(this::applySubmissions);
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "could not wake the archive's submission worker (it polls)", e);
        }
    }

    private final OutageLog submissionLog = new OutageLog(LOG, "applying the archive's submissions");

    private void applySubmissions() {
        try {
            worker.drain();
            submissionLog.succeeded();
        } catch (RuntimeException e) {
            submissionLog.failed(e, "in " + SUBMISSION_POLL_MILLIS + " ms");
        }
    }

    /** The pause between two reads of the index log: {@code HAKEM_INDEX_POLL} in seconds (decimals allowed), default 1. */
    static long pollMillis(String setting) {
        if (setting == null || setting.isBlank()) {
            return 1000;
        }
        try {
            double seconds = Double.parseDouble(setting.strip());
            if (seconds >= 0.05 && seconds <= 3600) {
                return Math.round(seconds * 1000);
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalStateException("HAKEM_INDEX_POLL must be a number of seconds from 0.05 to 3600, not " + setting);
    }

    private void demo() {
        if (!claimDemo()) {
            return;
        }
        try (InputStream in = ArchiveSetup.class.getResourceAsStream(DEMO_RESOURCE)) {
            if (in == null) {
                LOG.warning("demo collection " + DEMO_RESOURCE + " is missing from the build");
                return;
            }
            ArchiveImporter.Report r = runtime.importer().run(in, "demo-games.pdn",
                    new ArchiveImporter.Options(null, "Demo collection", null), p -> { });
            LOG.info("Imported the demo collection: " + r.stored() + " games");
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "Could not import the demo collection", e);
        }
    }

    /** True once per database, when demo data is wanted: the flag is set whether or not the import succeeds. */
    private boolean claimDemo() {
        if ("false".equalsIgnoreCase(System.getenv("HAKEM_DEMO"))) {
            return false;
        }
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("insert into app_state (key, value) values (?, 'true') "
                     + "on conflict (key) do nothing")) {
            ps.setString(1, DEMO_FLAG);
            return ps.executeUpdate() == 1 && runtime.store().counts()[0] == 0;
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "demo flag", e);
            return false;
        }
    }

    @PreDestroy
    void stop() {
        if (following != null) {
            following.cancel(false);
        }
        if (polling != null) {
            polling.cancel(false);
        }
        if (submissions != null) {
            submissions.onCommit(() -> { });
        }
        try {
            if (runtime != null) {
                runtime.close();
            }
        } catch (IOException e) {
            LOG.log(Level.WARNING, "closing the position index", e);
        }
    }

    @Produces
    public IndexMaintenance maintenance() {
        return runtime.maintenance();
    }

    @Produces
    public ArchiveImporter importer() {
        return runtime.importer();
    }

    @Produces
    public ArchiveStore store() {
        return runtime.store();
    }

    @Produces
    public SubmissionQueue submissionQueue() {
        return submissionQueue;
    }

    @Produces
    public UploadSpool uploadSpool() {
        return this::uploadDir;
    }

    /** Where uploads are spooled before they are imported. */
    public Path uploadDir() throws IOException {
        return Files.createDirectories(dataDir.resolve("tmp").resolve("uploads"));
    }
}
