package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The command line's connection pool ({@link ConnectionPool}, HikariCP) on a real PostgreSQL: one backend reused,
 * nothing of one use in the next, no more connections than its size, and a connection whose backend died (the
 * database restarted) never given out again.
 */
class ConnectionPoolTest {

    /** Far above what any step takes, so a busy machine does not fail the test; never a timing assertion. */
    private static final long PATIENCE_SECONDS = 120;

    static EmbeddedDatabase postgres;

    @BeforeAll
    static void start() throws IOException {
        postgres = EmbeddedDatabase.start(null, 0, UnsafeDurability.UNSAFE_FOR_TESTS);
    }

    @AfterAll
    static void stop() throws IOException {
        postgres.close();
    }

    @Test
    void aConnectionHandedBackIsTheNextOneGivenOutWithTheSameBackend() throws SQLException {
        try (HikariDataSource pool = ConnectionPool.over(postgres.dataSource("postgres"))) {
            int first;
            try (Connection c = pool.getConnection()) {
                first = backend(c);
            }
            assertEquals(1, pool.getHikariPoolMXBean().getIdleConnections());
            try (Connection c = pool.getConnection()) {
                assertEquals(first, backend(c), "the same PostgreSQL process, not a new one");
                assertEquals(0, pool.getHikariPoolMXBean().getIdleConnections());
                try (Connection other = pool.getConnection()) {
                    assertNotEquals(first, backend(other), "two at once are two connections");
                }
            }
            assertEquals(2, pool.getHikariPoolMXBean().getIdleConnections());
        }
    }

    @Test
    void aTransactionLeftOpenIsRolledBackAndTheNextUserGetsAutoCommit() throws SQLException {
        try (HikariDataSource pool = ConnectionPool.over(postgres.dataSource("postgres"))) {
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                s.execute("create table if not exists pooled_left (n integer)");
                s.execute("truncate pooled_left");
                c.setAutoCommit(false);
                s.execute("insert into pooled_left values (1)");
                // closed without commit
            }
            try (Connection c = pool.getConnection(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select count(*) from pooled_left")) {
                assertTrue(c.getAutoCommit());
                rs.next();
                assertEquals(0, rs.getInt(1), "the open transaction was rolled back");
            }
        }
    }

    @Test
    void aClosedHandleRefusesUseAndClosingThePoolEndsItsConnections() throws Exception {
        HikariDataSource pool = ConnectionPool.over(postgres.dataSource("postgres"));
        List<Integer> backends = new ArrayList<>();
        List<Connection> open = new ArrayList<>();
        for (int i = 0; i < ConnectionPool.MAXIMUM; i++) {
            Connection c = pool.getConnection();
            backends.add(backend(c));
            open.add(c);
        }
        // one more than the pool holds waits for one handed back, rather than opening another backend
        CompletableFuture<Integer> waiting = CompletableFuture.supplyAsync(() -> {
            try (Connection c = pool.getConnection()) {
                return backend(c);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        Connection first = open.get(0);
        first.close();
        assertEquals(backends.get(0), waiting.get(PATIENCE_SECONDS, TimeUnit.SECONDS),
                "the connection handed back, not a new one");
        assertEquals(ConnectionPool.MAXIMUM, pool.getHikariPoolMXBean().getTotalConnections());
        for (Connection c : open) {
            c.close();
        }
        assertTrue(first.isClosed());
        assertThrows(SQLException.class, first::createStatement);
        first.close(); // twice: nothing happens
        pool.close();
        // a backend leaves a moment after its connection is closed: wait for it (bounded)
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        int left;
        while ((left = alive(backends)) > 0 && System.nanoTime() < until) {
            java.util.concurrent.locks.LockSupport.parkNanos(10_000_000);
        }
        assertEquals(0, left, "no backend of the pool is left");
    }

    /** A restart of the database breaks the connection in use: it fails, and is not given out again. */
    @Test
    void aConnectionWhoseBackendDiedInUseIsDropped() throws SQLException {
        try (HikariDataSource pool = ConnectionPool.over(postgres.dataSource("postgres"))) {
            int dead;
            try (Connection c = pool.getConnection()) {
                dead = backend(c);
                terminate(dead);
                assertThrows(SQLException.class, () -> backend(c));
            }
            try (Connection c = pool.getConnection()) {
                assertNotEquals(dead, backend(c), "a new backend, not the dead one");
            }
            assertEquals(1, pool.getHikariPoolMXBean().getTotalConnections(), "the broken one was dropped");
        }
    }

    /**
     * A restart of the database breaks the connections waiting in the pool too: the next user still gets one that
     * works. The pool checks a connection before giving it out once it has waited unused for HikariCP's bypass window
     * (half a second, {@code com.zaxxer.hikari.aliveBypassWindowMs}); the test waits that long before asking, as the
     * first command after a restart comes (a wait for a precondition, not a timing assertion).
     */
    @Test
    void aConnectionWhoseBackendDiedWhileWaitingIsNotGivenOut() throws SQLException {
        try (HikariDataSource pool = ConnectionPool.over(postgres.dataSource("postgres"))) {
            int dead;
            try (Connection c = pool.getConnection()) {
                dead = backend(c);
            }
            terminate(dead);
            long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1_000);
            while (System.nanoTime() < until) {
                java.util.concurrent.locks.LockSupport.parkNanos(until - System.nanoTime());
            }
            try (Connection c = pool.getConnection()) {
                assertNotEquals(dead, backend(c), "checked and replaced, not handed out broken");
            }
        }
    }

    /** Ends a backend as a restart does, and waits until it is gone. */
    private static void terminate(int pid) throws SQLException {
        try (Connection c = postgres.dataSource("postgres").getConnection(); Statement s = c.createStatement()) {
            s.execute("select pg_terminate_backend(" + pid + ")");
        }
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        while (alive(List.of(pid)) > 0 && System.nanoTime() < until) {
            java.util.concurrent.locks.LockSupport.parkNanos(10_000_000);
        }
        assertEquals(0, alive(List.of(pid)), "backend " + pid + " ended");
    }

    private static int alive(List<Integer> backends) throws SQLException {
        try (Connection c = postgres.dataSource("postgres").getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from pg_stat_activity where pid in ("
                     + String.join(",", backends.stream().map(String::valueOf).toList()) + ")")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static int backend(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select pg_backend_pid()")) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
