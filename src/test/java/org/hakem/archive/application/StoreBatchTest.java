package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.infrastructure.JdbcArchiveStore;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Storing a batch on a real PostgreSQL: the new games are copied straight into the table with ids drawn in the order
 * read, and a game another import stores while this batch waits on its key is skipped (the batch then goes through
 * the temporary table), with nothing else of the batch lost.
 */
class StoreBatchTest {

    private static final String GAMES = """
            [Event "A"]
            [White "Ann"]
            [Result "1-0"]
            1. 32-28 19-23 2. 28x19 14x23 1-0

            [Event "B"]
            [White "Bob"]
            [Result "1/2-1/2"]
            1. 33-28 18-23 1/2-1/2

            [Event "C"]
            [White "Cem"]
            [Result "0-1"]
            1. 31-27 17-21 2. 27-22 0-1
            """;

    DataSource ds;
    JdbcArchiveStore store;
    List<GameRecord> games = new ArrayList<>();
    List<byte[]> keys = new ArrayList<>();
    List<Object> prepared = new ArrayList<>();

    @BeforeEach
    void open() throws java.io.IOException {
        ds = ArchiveDatabase.start();
        ArchiveDatabase.clear(ds);
        store = new JdbcArchiveStore(ds);
        try (PdnGameTexts texts = new PdnGameTexts(new ByteArrayInputStream(GAMES.getBytes(StandardCharsets.UTF_8)), "t.pdn")) {
            while (texts.hasNext()) {
                PdnGameTexts.GameText gt = texts.next();
                GameRecord r = GameReading.read(gt.game(), gt.text(), Variants.INTERNATIONAL);
                games.add(r);
                keys.add(r.dedupeKey());
                prepared.add(store.prepare(r, r.dedupeKey()));
            }
        }
        assertEquals(3, games.size());
    }

    @Test
    void newGamesGetIdsInTheOrderReadAndEveryColumnAsTheRowByRowInsertWrites() throws SQLException {
        long run = store.startRun("t.pdn", null, null, null);
        List<Long> heard = new ArrayList<>();
        ArchiveStore.Stored s = store.storeBatch(run, null, games, keys, prepared, 100, heard::addAll);
        assertEquals(List.of(0, 1, 2), s.newIndexes());
        assertEquals(0, s.duplicates());
        assertTrue(s.ids().get(0) < s.ids().get(1) && s.ids().get(1) < s.ids().get(2), s.ids().toString());
        assertEquals(s.logSeqs(), heard);
        assertEquals(3, s.logSeqs().size());
        assertEquals(List.of("A", "B", "C"), column("event"));
        assertEquals(List.of("Ann", "Bob", "Cem"), column("white"));
        assertEquals(List.of("32-28 19-23 28x19 14x23", "33-28 18-23", "31-27 17-21 27-22"), column("moves"));
        assertEquals(List.of(String.valueOf(run), String.valueOf(run), String.valueOf(run)), column("import_run_id"));
        assertEquals(List.of("1-0", "1/2-1/2", "0-1"), column("result"));
        for (String pdn : column("pdn")) {
            assertTrue(pdn.contains("[White \""), pdn); // the original text, quotes and all
        }

        // nothing prepared (another caller): the same rows
        ArchiveDatabase.clear(ds);
        long again = store.startRun("t.pdn", null, null, null);
        ArchiveStore.Stored plain = store.storeBatch(again, null, games, keys, 100, seqs -> { });
        assertEquals(List.of(0, 1, 2), plain.newIndexes());
        assertEquals(List.of("32-28 19-23 28x19 14x23", "33-28 18-23", "31-27 17-21 27-22"), column("moves"));
    }

    @Test
    void aGameAnotherImportStoresWhileTheBatchWaitsOnItsKeyIsSkippedAndTheRestStored() throws Exception {
        assertEquals(List.of(0, 2), storeWhileAnotherHoldsB(true));
        // B is the other import's row, A and C this batch's
        assertEquals(List.of("A", "B-elsewhere", "C"), column("event || case when import_run_id is null "
                + "then '-elsewhere' else '' end", "event"));
    }

    @Test
    void whenTheOtherImportRollsBackTheWholeBatchIsStored() throws Exception {
        assertEquals(List.of(0, 1, 2), storeWhileAnotherHoldsB(false));
        assertEquals(List.of("A", "B", "C"), column("event"));
    }

    /**
     * Another transaction inserts game B's key and holds it (uncommitted, so this batch's duplicate check does not see
     * it) until this batch's copy waits on that key; then it commits or rolls back. Returns the batch's new indexes.
     */
    private List<Integer> storeWhileAnotherHoldsB(boolean commit) throws Exception {
        long run = store.startRun("t.pdn", null, null, null);
        try (Connection other = ds.getConnection()) {
            other.setAutoCommit(false);
            try (PreparedStatement ins = other.prepareStatement("insert into archive_game (variant, event, pdn, status, "
                    + "dedupe_key) values ('international', 'B', 'elsewhere', 'legal', ?)")) {
                ins.setBytes(1, keys.get(1));
                ins.executeUpdate();
            }
            CompletableFuture<ArchiveStore.Stored> storing = CompletableFuture.supplyAsync(
                    () -> store.storeBatch(run, null, games, keys, prepared, 100, seqs -> { }));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!waitingOnALock()) {
                assertTrue(System.nanoTime() < deadline, "the batch never waited on the held key");
                assertTrue(!storing.isDone(), "the batch ended without waiting on the held key: " + storing);
                Thread.sleep(5);
            }
            if (commit) {
                other.commit();
            } else {
                other.rollback();
            }
            ArchiveStore.Stored s = storing.get(30, TimeUnit.SECONDS);
            assertNotNull(s);
            assertEquals(commit ? 1 : 0, s.duplicates());
            assertEquals(s.newIndexes().size(), s.logSeqs().size());
            assertEquals(s.newIndexes().size(), s.ids().size());
            try (Connection c = ds.getConnection(); Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("select stored, duplicates from archive_import_run where id = " + run)) {
                assertTrue(rs.next());
                assertEquals(s.ids().size(), rs.getInt(1));
                assertEquals(s.duplicates(), rs.getInt(2));
            }
            return s.newIndexes();
        }
    }

    private boolean waitingOnALock() throws SQLException {
        try (Connection c = ds.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("select count(*) from pg_stat_activity where wait_event_type = 'Lock'")) {
            rs.next();
            return rs.getInt(1) > 0;
        }
    }

    private List<String> column(String expression) throws SQLException {
        return column(expression, "id");
    }

    private List<String> column(String expression, String order) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = ds.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("select " + expression + " from archive_game order by " + order)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
