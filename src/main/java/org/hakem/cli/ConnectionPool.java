package org.hakem.cli;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;

/**
 * The command line's connection pool (HikariCP), as the application server's pool is the server's: a PostgreSQL
 * connection is a process of its own, which must read the catalogue before its first statement, and an import opens
 * a transaction per batch of games (starting a backend for each cost about a third of the database's time in
 * {@code bench import}).
 *
 * <p>Settings (docs/operations.md, "The command line's connections"): at most {@value #MAXIMUM} connections at once
 * (an import uses a few: its storing thread, the index follower and the command's own queries; a further request
 * waits for one to be handed back, {@value #WAIT_SECONDS} s at most); none opened before
 * one is asked for, and one idle for {@value #IDLE_MINUTES} minutes is closed. A connection handed back is rolled
 * back if it was left in a transaction and gets auto-commit again; the handle given out refuses every use after its
 * {@code close()}; a connection that failed with a broken-connection error is dropped, and one that has waited unused
 * is checked ({@code isValid}) before it is given out again, so after the database restarted the next user gets a
 * new one. Closing the pool closes its connections.
 */
final class ConnectionPool {

    /** Connections open at once, at most. */
    static final int MAXIMUM = 8;
    /** How long a request waits for a connection when all are in use. */
    static final int WAIT_SECONDS = 30;
    /** How long an unused connection is kept. */
    static final int IDLE_MINUTES = 10;

    private ConnectionPool() {
    }

    /** A pool of {@code target}'s connections; close it to close them. */
    static HikariDataSource over(DataSource target) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("hakem-cli");
        config.setDataSource(target);
        config.setMaximumPoolSize(MAXIMUM);
        config.setMinimumIdle(0);
        config.setConnectionTimeout(WAIT_SECONDS * 1000L);
        config.setIdleTimeout(IDLE_MINUTES * 60_000L);
        config.setAutoCommit(true);
        return new HikariDataSource(config);
    }
}
