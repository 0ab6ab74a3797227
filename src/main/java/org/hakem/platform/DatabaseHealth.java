package org.hakem.platform;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.spi.CDI;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Whether the database answers, for the readiness check ({@code /health/ready}) and for the edges, which answer
 * 503 ("try again shortly") instead of 500 when a request failed because the database is away: the API in its
 * JSON error contract, the pages with a plain page. Nothing here waits for the database to come back; the
 * connection pool reconnects by itself (it validates every connection it hands out, and drops them all when one
 * fails: {@link DataSourceConfig}).
 */
@ApplicationScoped
public class DatabaseHealth {

    /** How long an answer of {@link #reachable()} is reused: a flood of failing requests asks the database once. */
    private static final long REUSE_NANOS = 1_000_000_000L;
    /** Seconds a client is asked to wait ({@code Retry-After}). */
    public static final int RETRY_AFTER_SECONDS = 5;

    /**
     * SQL states that say the connection, not the statement, failed: class 08 (connection exception), the
     * server shutting down or crashed (57P01, 57P02), starting up or in recovery (57P03), out of connections (53300).
     */
    private static final Set<String> UNAVAILABLE_STATES = Set.of("57P01", "57P02", "57P03", "53300");

    @Resource(lookup = DataSourceConfig.JNDI_NAME)
    DataSource dataSource;

    private volatile long checkedAt = System.nanoTime() - 2 * REUSE_NANOS;
    private volatile boolean up = true;

    /** Whether a connection from the pool answers a query now (an answer at most a second old). */
    public boolean reachable() {
        long now = System.nanoTime();
        if (now - checkedAt < REUSE_NANOS) {
            return up;
        }
        boolean ok;
        try (Connection c = dataSource.getConnection()) {
            ok = c.isValid(2);
        } catch (SQLException | RuntimeException e) {
            ok = false;
        }
        up = ok;
        checkedAt = System.nanoTime();
        return ok;
    }

    /**
     * Whether {@code failure} is the database being away: a connection failure among its causes, or, whatever
     * it is, the database not answering now.
     */
    public boolean unavailable(Throwable failure) {
        return connectionFailure(failure) || !reachable();
    }

    /**
     * {@link #unavailable(Throwable)} from code that is not a bean (exception mappers, the error servlet); without
     * a CDI container only the failure's causes count.
     */
    public static boolean causedUnavailability(Throwable failure) {
        if (connectionFailure(failure)) {
            return true;
        }
        DatabaseHealth health;
        try {
            health = CDI.current().select(DatabaseHealth.class).get();
        } catch (RuntimeException e) {
            return false;
        }
        return !health.reachable();
    }

    /**
     * Whether a cause of {@code failure} says the database connection failed: an SQL state of {@link
     * #UNAVAILABLE_STATES} or class 08 (what the driver reports when it cannot connect or the connection broke),
     * or the connection pool unable to give a connection.
     */
    public static boolean connectionFailure(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 64; t = t.getCause() == t ? null : t.getCause(), depth++) {
            if (t instanceof SQLException sql) {
                for (SQLException s = sql; s != null; s = s.getNextException() == s ? null : s.getNextException()) {
                    String state = s.getSQLState();
                    if (state != null && (state.startsWith("08") || UNAVAILABLE_STATES.contains(state))) {
                        return true;
                    }
                }
            }
            if (t instanceof jakarta.resource.spi.ResourceAllocationException) {
                return true;
            }
        }
        return false;
    }
}
