package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.hakem.archive.domain.LogPosition;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.infrastructure.JdbcArchiveStore;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.rules.Position;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two app nodes on one real PostgreSQL, each with its own index on disk following the index log from its own
 * position: what one node changes, the other applies; transactions that commit out of order are not skipped; a
 * node's position survives a restart with its index; the local import is not applied twice; the log is pruned
 * behind every node.
 */
class IndexFollowerTest {

    DataSource ds;
    JdbcArchiveStore store;
    LucenePositionIndex indexA;
    LucenePositionIndex indexB;
    IndexMaintenance nodeA;
    IndexMaintenance nodeB;
    final AtomicLong clock = new AtomicLong();

    @TempDir
    Path dir;

    @BeforeEach
    void open() throws IOException {
        ds = ArchiveDatabase.start();
        ArchiveDatabase.clear(ds);
        store = new JdbcArchiveStore(ds);
        indexA = LucenePositionIndex.open(dir.resolve("a"));
        indexB = LucenePositionIndex.open(dir.resolve("b"));
        nodeA = new IndexMaintenance(store, indexA, "a", clock::get);
        nodeB = new IndexMaintenance(store, indexB, "b", clock::get);
    }

    @AfterEach
    void close() throws IOException {
        nodeA.awaitCommits();
        nodeB.awaitCommits();
        indexA.close();
        indexB.close();
    }

    /** A Turkish game from the start, its moves given; each game gets its own event so none is a duplicate. */
    static String game(String event, String moves) {
        return "[GameType \"30\"]\n[Event \"" + event + "\"]\n[White \"Yılmaz\"]\n[Black \"Keller\"]\n\n" + moves + " *\n";
    }

    static final String MOVES = "1. c3-c4 f6-f5 2. b3-b4";

    static Position afterMoves() {
        Position p = Variants.TURKISH.initialPosition();
        for (String m : List.of("c3-c4", "f6-f5", "b3-b4")) {
            p = p.play(p.movesMatching(m).get(0));
        }
        return p;
    }

    ArchiveImporter.Report importOn(IndexMaintenance node, String pdn) throws IOException {
        ArchiveImporter.Report r = new ArchiveImporter(store, node).run(new ByteArrayInputStream(
                pdn.getBytes(StandardCharsets.UTF_8)), "f.pdn", new ArchiveImporter.Options(null, null, null), p -> { });
        node.awaitCommits(); // the import's last commit is in the background: these tests start from it done
        return r;
    }

    static long found(LucenePositionIndex index) {
        return index.search(PositionQuery.exact(afterMoves()), SearchResult.Sort.GAME, 0, 10).games();
    }

    @Test
    void aGameImportedOnOneNodeIsFoundOnTheOtherAfterItsCatchUpAndGoneAfterADeletion() throws IOException {
        importOn(nodeA, game("E1", MOVES));
        assertEquals(1, found(indexA), "the importing node indexed it itself");
        assertEquals(0, found(indexB), "the other node has not read the log yet");

        assertEquals(1, nodeB.catchUp());
        assertEquals(1, found(indexB));
        assertEquals(0, nodeA.catchUp(), "the importing node skips what its import indexed");
        assertTrue(nodeA.verify().ok(), nodeA.verify().problems().toString());
        assertTrue(nodeB.verify().ok(), nodeB.verify().problems().toString());

        store.delete(store.gamesFrom("f.pdn", "E1")); // on node A, say: a tournament made private
        assertEquals(1, nodeA.catchUp());
        assertEquals(1, nodeB.catchUp());
        assertEquals(0, found(indexA));
        assertEquals(0, found(indexB));
        assertEquals(0, nodeB.catchUp(), "nothing more to apply");
    }

    @Test
    void aTransactionThatCommitsAfterALaterOneIsNotSkipped() throws IOException, SQLException {
        importOn(nodeA, game("E1", MOVES));
        importOn(nodeA, game("E2", MOVES));
        nodeB.catchUp();
        assertEquals(2, found(indexB));
        long first = store.gamesFrom("f.pdn", "E1").get(0);
        long second = store.gamesFrom("f.pdn", "E2").get(0);

        try (Connection early = ds.getConnection()) {
            early.setAutoCommit(false);
            deleteWithLog(early, first); // takes the smaller seq, commits last
            store.delete(List.of(second)); // a later seq, committed now
            // the follower reads entries of finished transactions only: while the older one runs, the later waits
            assertEquals(0, nodeB.catchUp());
            assertEquals(Set.of(first, second), indexB.contents().keySet());
            early.commit();
        }
        assertEquals(2, nodeB.catchUp(), "both deletions, the one with the smaller seq that committed last too");
        assertEquals(0, found(indexB));
        assertTrue(nodeB.verify().ok(), nodeB.verify().problems().toString());
    }

    private static void deleteWithLog(Connection c, long gameId) throws SQLException {
        try (PreparedStatement del = c.prepareStatement("delete from archive_game where id = ?");
             PreparedStatement log = c.prepareStatement("insert into archive_index_log (game_id) values (?)")) {
            del.setLong(1, gameId);
            del.executeUpdate();
            log.setLong(1, gameId);
            log.executeUpdate();
        }
    }

    @Test
    void aNodesPositionIsCommittedWithItsIndexAndKeptOverARestart() throws IOException {
        importOn(nodeA, game("E1", MOVES));
        assertEquals(1, nodeB.catchUp());
        LogPosition at = nodeB.position();
        assertTrue(at.compareTo(LogPosition.START) > 0);
        indexB.close();

        indexB = LucenePositionIndex.open(dir.resolve("b"));
        assertEquals(at, indexB.committedLogPosition());
        nodeB = new IndexMaintenance(store, indexB, "b", clock::get);
        assertEquals(0, nodeB.catchUp(), "applied before the restart: not again");
        importOn(nodeA, game("E2", MOVES));
        assertEquals(1, nodeB.catchUp(), "only what is new");
        assertEquals(2, found(indexB));
    }

    @Test
    void anIndexWithoutACommittedPositionAppliesTheWholeLog() throws IOException {
        importOn(nodeA, game("E1", MOVES));
        importOn(nodeA, game("E2", MOVES));
        // a node whose process died after storing, before its index heard of it: the log holds both games
        LucenePositionIndex fresh = LucenePositionIndex.open(dir.resolve("c"));
        try {
            assertEquals(null, fresh.committedLogPosition());
            IndexMaintenance nodeC = new IndexMaintenance(store, fresh, "c", clock::get);
            assertEquals(2, nodeC.catchUp());
            assertEquals(2, found(fresh));
            assertTrue(nodeC.verify().ok(), nodeC.verify().problems().toString());
        } finally {
            fresh.close();
        }
    }

    @Test
    void theFollowerWaitsForTheLocalImportsCommitThenSkipsWhatItIndexed() throws IOException {
        // node A's import has stored a game and will index it itself: the follower must not overtake it
        importOn(nodeB, game("E1", MOVES));
        List<Long> seqs = logSeqs();
        nodeA.importing(seqs);
        store.delete(store.gamesFrom("f.pdn", "E1")); // a later change of the same game, from another node
        assertEquals(0, nodeA.catchUp(), "waits at the entry its import has not committed");
        assertTrue(nodeA.verify().problems().size() == 1, "the deletion is pending: " + nodeA.verify().problems());

        nodeA.addNew(List.of()); // the import indexes (nothing here: the game is gone) and commits
        nodeA.commitAndConfirm(seqs);
        assertEquals(1, nodeA.catchUp(), "the import's entry skipped, the deletion applied");
        assertEquals(0, found(indexA));
        assertTrue(nodeA.verify().ok(), nodeA.verify().problems().toString());
    }

    @Test
    void theCommitsOfTwoImportsAtOnceMayInterleaveAndEachEntryIsSkippedOnce() throws IOException {
        for (int i = 1; i <= 4; i++) {
            importOn(nodeB, game("E" + i, MOVES));
        }
        List<Long> seqs = logSeqs();
        assertEquals(4, seqs.size());
        nodeA.importing(seqs);
        nodeA.commitAndConfirm(List.of(seqs.get(0), seqs.get(2))); // one import's commit
        nodeA.commitAndConfirm(List.of(seqs.get(3), seqs.get(1))); // the other's, in any order
        assertEquals(0, nodeA.catchUp(), "all four were indexed by the imports: nothing read again");
        store.delete(store.gamesFrom("f.pdn", "E2"));
        assertEquals(1, nodeA.catchUp(), "a later entry of the same game is not taken for an imported one");
    }

    @Test
    void anImportThatNeverCommitsIsAppliedFromTheDatabaseAfterTheWait() throws IOException {
        importOn(nodeB, game("E1", MOVES));
        nodeA.importing(logSeqs()); // and then the import fails before its index commit
        assertEquals(0, nodeA.catchUp());
        assertEquals(0, found(indexA));
        clock.addAndGet(IndexMaintenance.IMPORT_WAIT_NANOS + 1);
        assertEquals(1, nodeA.catchUp());
        assertEquals(1, found(indexA));
    }

    private List<Long> logSeqs() {
        return store.logFrom(LogPosition.START, store.logHorizon(), 100).stream().map(e -> e.seq()).toList();
    }

    @Test
    void aLongBacklogIsTakenInTurnsByCatchUpAndWhollyByCatchUpAll() throws IOException, SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            // 2,500 changes of games that are gone (deleted elsewhere): each is a deletion to apply
            s.executeUpdate("insert into archive_index_log (game_id) select generate_series(1000001, 1002500)");
        }
        AtomicLong slow = new AtomicLong();
        IndexMaintenance busy = new IndexMaintenance(store, indexB, "b", () -> slow.addAndGet(11_000_000_000L));
        assertEquals(IndexMaintenance.PAGE, busy.catchUp(), "one page, then the time is up: the rest waits");
        assertTrue(busy.position().compareTo(LogPosition.START) > 0, "what was applied is committed");
        assertEquals(2500 - IndexMaintenance.PAGE, busy.catchUpAll());
        assertEquals(0, busy.catchUp());
    }

    @Test
    void theLogIsPrunedBehindEveryNodeAndANodeLeftBehindMustRebuild() throws IOException, SQLException {
        importOn(nodeA, game("E1", MOVES));
        nodeA.catchUp();
        assertTrue(nodeA.register());
        assertTrue(nodeB.register(), "node B, at the start of the log, holds it back");
        assertEquals(0, store.pruneLog(IndexMaintenance.NODE_TIMEOUT_SECONDS));
        assertEquals(1, logRows());

        nodeB.catchUp();
        nodeB.register();
        assertEquals(1, store.pruneLog(IndexMaintenance.NODE_TIMEOUT_SECONDS), "both passed it");
        assertEquals(0, logRows());

        // a node away for longer than the timeout is forgotten; the log moves on without it
        importOn(nodeA, game("E2", MOVES));
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("update archive_index_node set seen_at = now() - interval '2 days' where node_id = 'b'");
        }
        nodeA.catchUp();
        nodeA.register();
        assertEquals(1, store.pruneLog(IndexMaintenance.NODE_TIMEOUT_SECONDS));
        assertFalse(nodeB.register(), "the log no longer holds what node B needs");
        nodeB.rebuild();
        assertTrue(nodeB.register());
        assertEquals(2, found(indexB));
        assertTrue(nodeB.verify().ok(), nodeB.verify().problems().toString());
    }

    private long waitingForLocks() throws SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from pg_locks where locktype = 'advisory' and not granted")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private long logRows() throws SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from archive_index_log")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void workUnderTheSameLockNameRunsOneAtATime() throws Exception {
        StringBuilder order = new StringBuilder();
        java.util.concurrent.CountDownLatch inside = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread first = Thread.ofPlatform().start(() -> store.alone("t.1", () -> {
            inside.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            synchronized (order) {
                order.append("first ");
            }
            return null;
        }));
        inside.await();
        Thread second = Thread.ofPlatform().start(() -> store.alone("t.1", () -> {
            synchronized (order) {
                order.append("second");
            }
            return null;
        }));
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(2);
        while (waitingForLocks() == 0) { // the second is queued behind the first
            assertTrue(System.nanoTime() < deadline, "the second caller never waited for the first one's lock");
            Thread.sleep(10);
        }
        store.alone("t.2", () -> { // another name does not wait
            synchronized (order) {
                order.append("other ");
            }
            return null;
        });
        release.countDown();
        first.join();
        second.join();
        assertEquals("other first second", order.toString());
    }
}
