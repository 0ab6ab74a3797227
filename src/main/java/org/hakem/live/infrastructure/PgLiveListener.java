package org.hakem.live.infrastructure;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.live.application.LiveHub;
import org.hakem.live.application.LivePace;
import org.hakem.platform.OutageLog;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * This node's ear for change notices: one PostgreSQL connection of its own (not from the pool: it stays in
 * {@code LISTEN hakem_live} for the node's life) read by one container thread, which hands every notice to the
 * {@link LiveHub}. A change made on this node reaches its viewers the same way as another node's: through the
 * database. When the connection breaks (the database restarted), it connects again every {@link #RETRY_MILLIS} ms and
 * then tells every viewer to fetch everything again, since notices sent meanwhile were missed. Stopped on undeploy.
 * The connection settings are the data source's ({@code HAKEM_DB_URL}, {@code HAKEM_DB_USER}, {@code HAKEM_DB_PASSWORD}).
 */
@Startup
@Singleton
@DependsOn("Startup")
@TransactionManagement(TransactionManagementType.BEAN)
public class PgLiveListener {

    private static final Logger LOG = Logger.getLogger(PgLiveListener.class.getName());
    static final long RETRY_MILLIS = 1000;
    /** How long one wait for notices lasts: also how soon the thread sees that it must stop. */
    static final int WAIT_MILLIS = 500;
    /** The least time between two hand-overs to the viewers ({@link LivePace}): at most ten writes a second a viewer. */
    static final long PACE_MILLIS = 100;

    @Resource
    ManagedThreadFactory threads;

    @Inject
    LiveHub hub;

    private volatile boolean running;
    private volatile Connection connection;
    private Thread thread;

    @PostConstruct
    void start() {
        running = true;
        thread = threads.newThread(this::listen);
        thread.setName("live-listener");
        thread.setDaemon(true);
        thread.start();
    }

    @PreDestroy
    void stop() {
        running = false;
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        close();
    }

    private void listen() {
        OutageLog outage = new OutageLog(LOG, "listening for live changes");
        boolean missed = false;
        while (running) {
            try {
                connect();
                if (missed) { // notices of the outage are lost: everyone fetches again
                    hub.everything();
                }
                outage.succeeded();
                missed = true;
                PGConnection pg = connection.unwrap(PGConnection.class);
                LivePace pace = new LivePace(PACE_MILLIS, System.nanoTime());
                while (running) {
                    PGNotification[] notes = pg.getNotifications(pace.waitMillis(System.nanoTime(), WAIT_MILLIS));
                    if (notes == null && connection.isClosed()) {
                        throw new SQLException("the live connection was closed");
                    }
                    if (notes != null && notes.length > 0) {
                        List<String> heard = new ArrayList<>(notes.length);
                        for (PGNotification n : notes) {
                            heard.add(n.getParameter());
                        }
                        pace.heard(heard, System.nanoTime());
                    }
                    List<String> due = pace.take(System.nanoTime());
                    if (!due.isEmpty()) {
                        deliver(due);
                    }
                }
            } catch (SQLException | RuntimeException e) {
                close();
                if (!running) {
                    return;
                }
                outage.failed(e instanceof RuntimeException r ? r : new IllegalStateException(e.getMessage(), e),
                        "in " + RETRY_MILLIS + " ms");
                try {
                    Thread.sleep(RETRY_MILLIS);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void deliver(java.util.Collection<String> payloads) {
        try {
            hub.deliver(payloads);
        } catch (RuntimeException e) { // one notice never stops the listener
            LOG.log(Level.WARNING, "could not hand on the live changes " + payloads, e);
        }
    }

    private void connect() throws SQLException {
        Properties p = new Properties();
        p.setProperty("user", env("HAKEM_DB_USER", "hakem"));
        p.setProperty("password", env("HAKEM_DB_PASSWORD", "hakem"));
        p.setProperty("ApplicationName", "hakem-live");
        p.setProperty("tcpKeepAlive", "true");
        Connection c = new org.postgresql.Driver().connect(env("HAKEM_DB_URL", "jdbc:postgresql://localhost:5432/hakem"), p);
        if (c == null) {
            throw new SQLException("HAKEM_DB_URL is not a PostgreSQL address");
        }
        c.setAutoCommit(true);
        try (Statement s = c.createStatement()) {
            s.execute("LISTEN " + PgLiveNotices.CHANNEL);
        }
        connection = c;
    }

    private void close() {
        Connection c = connection;
        connection = null;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                LOG.log(Level.FINE, "closing the live connection", e);
            }
        }
    }

    private static String env(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }
}
