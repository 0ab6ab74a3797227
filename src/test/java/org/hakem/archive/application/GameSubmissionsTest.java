package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.hakem.archive.domain.EventBoard;
import org.hakem.archive.domain.Submission;
import org.hakem.archive.domain.SubmissionQueue;
import org.hakem.archive.infrastructure.ArchiveRuntime;
import org.hakem.archive.infrastructure.JdbcSubmissionQueue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive hand-off survives a crash (#30, point 6): the events' requests to the archive are rows committed with
 * the events' changes; whatever dies between that commit and the archive's work, a worker started afterwards on the
 * same database and index (a restart) or on another node makes the archive match the events exactly: the games of
 * public events present, once per board, and those of events made private absent. Real PostgreSQL, real index.
 */
class GameSubmissionsTest {

    DataSource ds;
    JdbcSubmissionQueue queue;

    @TempDir
    Path dir;

    @BeforeEach
    void clean() {
        ds = ArchiveDatabase.start();
        ArchiveDatabase.clear(ds);
        queue = new JdbcSubmissionQueue(ds);
    }

    // ---- the events' side: rows committed in their transactions ----

    /** Commits rows in one transaction, as an event's use case does (GameSubmissions writes them the same way). */
    void commit(Submission... rows) throws SQLException {
        try (Connection c = ds.getConnection()) {
            c.setAutoCommit(false);
            for (Submission s : rows) {
                JdbcSubmissionQueue.append(c, s);
            }
            c.commit();
        }
    }

    static Submission game(String kind, long event, int round, int match, int board) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("Event", kind + " cup " + event);
        t.put("Round", Integer.toString(round));
        t.put("Board", Integer.toString(board));
        t.put("White", "White " + event + "." + round + "." + match + "." + board);
        t.put("Black", "Black " + event);
        t.put("Result", "1-0");
        t.put("GameType", "30");
        return Submission.submit(kind, event, round, match, board, EventGamesTest.GAME, t);
    }

    static Submission game(long tournament, int round, int board) {
        return game("tournament", tournament, round, 0, board);
    }

    // ---- the archive's side ----

    /** A node's archive on a data directory (opening it repairs and catches up, as the server's start does). */
    ArchiveRuntime node(String name) {
        return ArchiveRuntime.open(dir.resolve(name), ds, true);
    }

    SubmissionWorker worker(ArchiveRuntime node) {
        return new SubmissionWorker(queue, games(node));
    }

    static EventGames games(ArchiveRuntime node) {
        return new EventGames(node.importer(), node.store(), node.maintenance());
    }

    /** The sources of the archived games of events, sorted; a source twice if two games carry it. */
    List<String> archivedSources() throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = ds.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                "select source from archive_game where source like 'tournament %' or source like 'team %' order by source")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    static List<String> sources(Submission... rows) {
        Set<String> sorted = new TreeSet<>();
        for (Submission s : rows) {
            sorted.add(s.eventBoard().source());
        }
        return List.copyOf(sorted);
    }

    long waiting() {
        return queue.backlog(10).pending();
    }

    static void assertIndexMatches(ArchiveRuntime node) {
        node.maintenance().catchUpAll();
        IndexMaintenance.Verification v = node.maintenance().verify();
        assertTrue(v.ok(), v.problems().toString());
    }

    @Test
    void aCrashBetweenTheCommitsAndTheArchiveWorkLosesNoGameAndLeavesNoPrivateGame() throws Exception {
        Submission t4old = game(4, 1, 1);
        try (ArchiveRuntime before = node("node")) {
            commit(t4old); // applied before the crash: tournament 4's game is archived
            assertEquals(1, worker(before).drain());
            assertEquals(List.of(t4old.eventBoard().source()), archivedSources());

            // what the events commit next, each in its own transaction; then the server dies before any archive work
            commit(game(1, 1, 1), game(1, 1, 2));                                 // public tournament 1: two boards
            commit(game(2, 1, 1));                                                // tournament 2: a game...
            commit(Submission.withdraw("tournament", 2));                          // ...then made private
            commit(game("team", 3, 1, 2, 1));                                     // a team event's board
            commit(Submission.withdraw("tournament", 4));                          // tournament 4 made private...
            commit(Submission.publish("tournament", 4), game(4, 2, 1));            // ...and public again, with a game
            assertEquals(8, waiting());
            // the crash: no worker runs (closing here only releases the index for the restart below; it does not touch
            // the submissions)
        }
        assertEquals(List.of(t4old.eventBoard().source()), archivedSources(), "nothing reached the archive before the crash");

        try (ArchiveRuntime restarted = node("node")) {
            worker(restarted).drain();
            assertEquals(sources(game(1, 1, 1), game(1, 1, 2), game("team", 3, 1, 2, 1), game(4, 2, 1)), archivedSources(),
                    "the public events' games, once each; nothing of tournament 2, made private, nor of tournament 4's "
                            + "withdrawn game");
            assertEquals(0, waiting());
            assertIndexMatches(restarted);
            assertEquals(0, worker(restarted).drain(), "nothing left");
        }
    }

    @Test
    void aSubmissionAndThenAWithdrawalOfTheSameEventPendingLeaveNothingOfTheEvent() throws Exception {
        try (ArchiveRuntime node = node("node")) {
            commit(game(5, 1, 1), game(5, 1, 2));
            commit(Submission.withdraw("tournament", 5));
            assertEquals(3, worker(node).drain(), "two submissions dropped, one withdrawal applied");
            assertEquals(List.of(), archivedSources());

            // a board's transaction that read the tournament as public before it was made private commits after the
            // withdrawal: its row comes later in the queue, and the game stays out of the archive
            commit(game(5, 2, 1));
            worker(node).drain();
            assertEquals(List.of(), archivedSources(), "a withdrawn event's late submission is not archived");

            // public again: its games come back
            commit(Submission.publish("tournament", 5), game(5, 1, 1), game(5, 2, 1));
            worker(node).drain();
            assertEquals(sources(game(5, 1, 1), game(5, 2, 1)), archivedSources());
            assertIndexMatches(node);
        }
    }

    /** What a process dying in the middle of a row looks like to the code that runs it. */
    static final class Crash extends Error {
        Crash() {
            super("the process died here");
        }
    }

    @Test
    void aWorkerDyingAfterApplyingARowButBeforeMarkingItDoneHasItAppliedAgainToTheSameArchive() throws Exception {
        Submission t6 = game(6, 1, 1);
        commit(t6, game(7, 1, 1));
        commit(Submission.withdraw("tournament", 7));
        List<String> afterT6;
        try (ArchiveRuntime node = node("node")) {
            // dies right after the archive work of the first row (submission of tournament 6), before deleting it
            SubmissionWorker dying = new SubmissionWorker(queue, row -> {
                SubmissionWorker.apply(queue, games(node), row);
                throw new Crash();
            });
            assertThrows(Crash.class, dying::drain);
            afterT6 = archivedSources();
            assertEquals(List.of(t6.eventBoard().source()), afterT6, "the work committed");
            assertEquals(3, waiting(), "the row is still there: it is not known to be applied");
        }
        try (ArchiveRuntime restarted = node("node")) {
            long games = restarted.store().counts()[0];
            // now dies after the withdrawal of tournament 7 (its submission was dropped): applied, not marked done
            SubmissionWorker dying = new SubmissionWorker(queue, row -> {
                SubmissionWorker.apply(queue, games(restarted), row);
                if (row.op() == Submission.Operation.WITHDRAW) {
                    throw new Crash();
                }
            });
            assertThrows(Crash.class, dying::drain);
            assertEquals(games, restarted.store().counts()[0], "applying tournament 6's submission again stored nothing");
            assertEquals(afterT6, archivedSources());
            assertEquals(1, waiting(), "the withdrawal is still there");
        }
        try (ArchiveRuntime restarted = node("node")) {
            assertEquals(1, worker(restarted).drain());
            assertEquals(List.of(t6.eventBoard().source()), archivedSources(), "the same archive, each row applied twice");
            assertEquals(0, waiting());
            assertIndexMatches(restarted);
        }
    }

    @Test
    void twoNodesApplyOneQueueTogetherEachEventInOrder() throws Exception {
        // eight events, rows interleaved across them, each event's in its order; even events end withdrawn, every
        // third is then published again with one game
        List<Submission> expected = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            for (int e = 1; e <= 8; e++) {
                commit(game(e, round, 1), game(e, round, 2));
            }
        }
        for (int e = 1; e <= 8; e++) {
            if (e % 2 == 0) {
                commit(Submission.withdraw("tournament", e));
            }
            if (e % 3 == 0) {
                commit(Submission.publish("tournament", e), game(e, 4, 1));
            }
            for (int round = 1; round <= 2; round++) {
                if (e % 2 == 1) {
                    expected.add(game(e, round, 1));
                    expected.add(game(e, round, 2));
                }
            }
            if (e % 3 == 0) {
                expected.add(game(e, 4, 1));
            }
        }
        try (ArchiveRuntime a = node("a"); ArchiveRuntime b = node("b")) {
            ExecutorService threads = Executors.newFixedThreadPool(2);
            try {
                List<Callable<Integer>> both = List.of(() -> worker(a).drain(), () -> worker(b).drain());
                int applied = 0;
                for (Future<Integer> f : threads.invokeAll(both)) {
                    applied += f.get();
                }
                assertEquals(0, waiting(), "no row left");
                assertEquals(2 * 8 * 2 + 4 + 2 * 2, applied, "every row gone once (applied or dropped), by one node");
            } finally {
                threads.shutdownNow();
            }
            assertEquals(sources(expected.toArray(Submission[]::new)), archivedSources());
            assertIndexMatches(a);
            assertIndexMatches(b);
        }
    }

    @Test
    void aFailingRowIsTriedAgainLaterAndHoldsBackOnlyTheRowsOfItsOwnEvent() throws Exception {
        Submission first = game(7, 1, 1);
        Submission second = game(7, 1, 2);
        Submission other = game(8, 1, 1);
        commit(first);
        commit(second);
        commit(other);
        AtomicBoolean broken = new AtomicBoolean(true);
        try (ArchiveRuntime node = node("node")) {
            SubmissionWorker w = new SubmissionWorker(queue, row -> {
                if (broken.get() && row.eventId() == 7) {
                    throw new IOException("the disk is full");
                }
                SubmissionWorker.apply(queue, games(node), row);
            });
            assertEquals(1, w.drain());
            assertEquals(List.of(other.eventBoard().source()), archivedSources(), "the other event went on; tournament 7 waits");
            SubmissionQueue.Backlog b = queue.backlog(10);
            assertEquals(2, b.pending());
            assertEquals(1, b.failing());
            assertEquals("submit " + first.eventBoard().source(), b.stuck().get(0).what());
            assertEquals(1, b.stuck().get(0).attempts());
            assertTrue(b.stuck().get(0).lastError().contains("the disk is full"), b.stuck().get(0).lastError());
            assertTrue(b.stuck().get(0).nextAttempt().isAfter(b.stuck().get(0).since()), "tried again later");

            assertEquals(0, w.drain(), "not before its time, and the row behind it waits");
            broken.set(false);
            try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
                s.executeUpdate("update archive_submission set next_attempt_at = now()"); // its time comes
            }
            assertEquals(2, w.drain());
            assertEquals(sources(first, second, other), archivedSources());
            assertEquals(0, queue.backlog(10).pending());
        }
    }

    @Test
    void theRetryPauseDoublesUpToTenMinutes() {
        assertEquals(2, SubmissionWorker.retrySeconds(1));
        assertEquals(4, SubmissionWorker.retrySeconds(2));
        assertEquals(512, SubmissionWorker.retrySeconds(9));
        assertEquals(600, SubmissionWorker.retrySeconds(10));
        assertEquals(600, SubmissionWorker.retrySeconds(1000));
    }

    @Test
    void theContractNamesAKindAndAWholeBoard() {
        assertThrows(IllegalArgumentException.class, () -> Submission.withdraw("Tournament", 1));
        assertThrows(IllegalArgumentException.class, () -> Submission.withdraw("tournament %", 1));
        assertThrows(IllegalArgumentException.class, () -> Submission.submit("team", 1, 0, 0, 1, "1. c3-c4 *", Map.of()));
        assertEquals("team 3, round 1, match 2, board 4", game("team", 3, 1, 2, 4).eventBoard().source());
        assertEquals("tournament 3, round 1, board 4", game(3, 1, 4).eventBoard().source());
        assertEquals(new EventBoard("tournament", 3, 1, 0, 4), game(3, 1, 4).eventBoard());
    }
}
