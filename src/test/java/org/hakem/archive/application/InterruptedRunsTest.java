package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.hakem.archive.infrastructure.JdbcArchiveStore;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A node that starts marks as interrupted the import runs left running by a process that died: its own, those of no
 * node, and those of nodes gone quiet; never a run another live node is still doing.
 */
class InterruptedRunsTest {

    DataSource ds;

    @BeforeEach
    void open() {
        ds = ArchiveDatabase.start();
        ArchiveDatabase.clear(ds);
    }

    @Test
    void aStartingNodeFailsItsOwnOrphanAndQuietNodesRunsButNotALiveNodesRun() throws SQLException {
        JdbcArchiveStore a = new JdbcArchiveStore(ds, "a");
        JdbcArchiveStore b = new JdbcArchiveStore(ds, "b");
        JdbcArchiveStore quiet = new JdbcArchiveStore(ds, "quiet");
        long ofA = a.startRun("a.pdn", null, null, null);
        long ofB = b.startRun("b.pdn", null, null, null);
        long ofQuiet = quiet.startRun("q.pdn", null, null, null);
        long ofNone = new JdbcArchiveStore(ds).startRun("none.pdn", null, null, null);
        b.registerNode("b", 0); // node B follows the index log: it is alive
        quiet.registerNode("quiet", 0);
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("update archive_index_node set seen_at = now() - interval '10 minutes' where node_id = 'quiet'");
        }

        assertEquals(3, a.failInterruptedRuns(), "node A starts again");
        assertEquals("failed", status(ofA));
        assertEquals("running", status(ofB), "node B is importing right now");
        assertEquals("failed", status(ofQuiet));
        assertEquals("failed", status(ofNone));
        assertEquals(1, b.failInterruptedRuns(), "node B's own run, when B itself starts again");
        assertEquals("failed", status(ofB));
    }

    private String status(long run) throws SQLException {
        try (Connection c = ds.getConnection();
             PreparedStatement ps = c.prepareStatement("select status from archive_import_run where id = ?")) {
            ps.setLong(1, run);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }
}
