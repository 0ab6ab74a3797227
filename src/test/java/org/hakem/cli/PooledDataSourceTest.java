package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The command line's connection pool on a real PostgreSQL: one backend reused, and nothing of one use in the next. */
class PooledDataSourceTest {

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
        try (PooledDataSource pool = new PooledDataSource(postgres.dataSource("postgres"), 2)) {
            int first;
            try (Connection c = pool.getConnection()) {
                first = backend(c);
            }
            assertEquals(1, pool.idle());
            try (Connection c = pool.getConnection()) {
                assertEquals(first, backend(c), "the same PostgreSQL process, not a new one");
                assertEquals(0, pool.idle());
                try (Connection other = pool.getConnection()) {
                    assertNotEquals(first, backend(other), "two at once are two connections");
                }
            }
            assertEquals(2, pool.idle());
        }
    }

    @Test
    void aTransactionLeftOpenIsRolledBackAndTheNextUserGetsAutoCommit() throws SQLException {
        try (PooledDataSource pool = new PooledDataSource(postgres.dataSource("postgres"), 1)) {
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
    void aClosedHandleRefusesUseAndClosingThePoolEndsTheWaitingConnections() throws SQLException {
        PooledDataSource pool = new PooledDataSource(postgres.dataSource("postgres"), 4);
        List<Integer> backends = new ArrayList<>();
        List<Connection> open = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Connection c = pool.getConnection();
            backends.add(backend(c));
            open.add(c);
        }
        Connection first = open.get(0);
        for (Connection c : open) {
            c.close();
        }
        assertTrue(first.isClosed());
        assertThrows(SQLException.class, first::createStatement);
        first.close(); // twice: nothing happens
        assertEquals(4, pool.idle(), "at most four wait; the others were closed");
        pool.close();
        assertEquals(0, pool.idle());
        // a backend leaves a moment after its connection is closed: wait for it (bounded)
        long until = System.nanoTime() + 30_000_000_000L;
        int left;
        while ((left = alive(backends)) > 0 && System.nanoTime() < until) {
            java.util.concurrent.locks.LockSupport.parkNanos(10_000_000);
        }
        assertEquals(0, left, "no backend of the pool is left");
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
