package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.hakem.platform.DatabaseDurability;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded PostgreSQL as {@code serve} starts it: durable, and started again when its process is killed. */
class EmbeddedDatabaseTest {

    @TempDir
    Path dir;

    @Test
    void theDatabaseServeStartsReportsFsyncSynchronousCommitAndFullPageWritesOn() throws Exception {
        assertEquals(EmbeddedDatabase.Durability.DURABLE, ServeCommand.DURABILITY);
        try (EmbeddedDatabase db = LocalServer.startEmbedded(dir, 0, ServeCommand.DURABILITY)) {
            Map<String, String> settings = shown(db);
            assertEquals(Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "on"), settings);
            assertEquals(List.of(), DatabaseDurability.unsafe(settings));
        }
    }

    @Test
    void aPortTakenByAnotherPostgresIsRefusedRatherThanServedFrom() throws Exception {
        try (EmbeddedDatabase other = EmbeddedDatabase.start(dir.resolve("other"), 0, UnsafeDurability.UNSAFE_FOR_TESTS)) {
            java.io.IOException refused = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                    () -> EmbeddedDatabase.start(dir.resolve("mine"), other.port(), UnsafeDurability.UNSAFE_FOR_TESTS));
            assertTrue(refused.getMessage().contains("port " + other.port() + " is taken by another PostgreSQL"),
                    refused.getMessage());
            assertTrue(other.running(), "the other server goes on");
        }
    }

    @Test
    void theUnsafeTestSettingsAreOnlyWhatTheyAreNamed() throws Exception {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(null, 0, UnsafeDurability.UNSAFE_FOR_TESTS)) {
            Map<String, String> settings = shown(db);
            assertEquals("off", settings.get("fsync"));
            assertEquals("off", settings.get("synchronous_commit"));
            assertEquals(List.of("fsync=off", "synchronous_commit=off"), DatabaseDurability.unsafe(settings));
        }
    }

    @Test
    void aKilledServerIsStartedAgainOnItsPortAndDataWithWhatWasCommitted() throws Exception {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dir.resolve("pg"), 0, EmbeddedDatabase.Durability.DURABLE)) {
            db.createDatabase("hakem");
            try (Connection c = db.dataSource("hakem").getConnection(); Statement s = c.createStatement()) {
                s.execute("create table kept (n integer)");
                s.execute("insert into kept values (1), (2), (3)");
            }
            db.watch(line -> { });
            long first = db.postmasterPid().orElseThrow();
            ProcessHandle.of(first).orElseThrow().destroyForcibly(); // SIGKILL of the postmaster alone
            long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            Long again = null;
            while (System.nanoTime() < deadline && again == null) {
                Thread.sleep(100);
                if (db.running() && db.postmasterPid().orElse(first) != first && answers(db)) {
                    again = db.postmasterPid().orElseThrow();
                }
            }
            assertTrue(again != null, "the server was not started again within 2 minutes");
            assertNotEquals(first, again.longValue());
            try (Connection c = db.dataSource("hakem").getConnection(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select count(*) from kept")) {
                rs.next();
                assertEquals(3, rs.getInt(1));
            }
            assertEquals("on", shown(db).get("synchronous_commit"), "started again with the same durability");
        }
    }

    private static boolean answers(EmbeddedDatabase db) {
        try (Connection c = db.dataSource("hakem").getConnection()) {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    private static Map<String, String> shown(EmbeddedDatabase db) throws SQLException {
        try (Connection c = db.dataSource("postgres").getConnection()) {
            return DatabaseDurability.read(c);
        }
    }
}
