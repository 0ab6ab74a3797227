package org.hakem.archive.domain;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Bulk storage of the archive (games, import runs, the index log), used by imports and index maintenance in
 * the server and in the CLI alike. Each write method is one database transaction.
 */
public interface ArchiveStore {

    /** The id of the collection with this name (case-insensitive), created if missing. */
    long collection(String name);

    /** Starts an import run. */
    long startRun(String source, Long collectionId, String variant, Long bytesTotal);

    /**
     * The games of a batch that were new, with their ids (duplicates are not stored).
     *
     * @param ids        the new games' ids
     * @param newIndexes where each new game is in the batch
     * @param duplicates how many games of the batch were already stored (or repeated in the batch)
     * @param logSeqs    the index-log rows written for the new games with positions
     */
    record Stored(List<Long> ids, List<Integer> newIndexes, int duplicates, List<Long> logSeqs) {
    }

    /**
     * Stores the games of a batch that are not already in the archive, their index-log entries and the run's
     * progress counters, in one transaction: after a crash the archive holds whole batches only. {@code keys}
     * are the games' {@link GameRecord#dedupeKey()}s, in the same order. {@code beforeCommit} is given the batch's
     * index-log seqs inside the transaction, just before its commit: a follower of the log, which sees committed
     * entries only, hears of them before it can read them.
     */
    default Stored storeBatch(long runId, Long collectionId, List<GameRecord> games, List<byte[]> keys, long bytesRead,
                              java.util.function.Consumer<List<Long>> beforeCommit) {
        return storeBatch(runId, collectionId, games, keys, null, bytesRead, beforeCommit);
    }

    /**
     * {@link #storeBatch(long, Long, List, List, long, Consumer)} with what {@link #prepare} made of each game ahead
     * (in the same order), or null.
     */
    Stored storeBatch(long runId, Long collectionId, List<GameRecord> games, List<byte[]> keys, List<Object> prepared,
                      long bytesRead, java.util.function.Consumer<List<Long>> beforeCommit);

    /**
     * The part of storing a game that needs no database (encoding its row), done ahead by the importer's replaying
     * threads, so that the one storing thread only sends it; null when there is nothing to prepare. Safe from any
     * thread.
     */
    default Object prepare(GameRecord game, byte[] key) {
        return null;
    }

    /** The ids of the games stored from a source (an import's file name) with this event, in id order. */
    List<Long> gamesFrom(String source, String event);

    /** The ids of the games archived from the boards of an event (see {@link #attach}), in id order. */
    List<Long> eventGames(String kind, long eventId);

    /** The ids of the games archived from one board of an event (see {@link #attach}), in id order. */
    List<Long> boardGames(EventBoard board);

    /**
     * Notes that a stored game is the game of an event's board (nothing if it is already); the note goes with the
     * game when the game is deleted.
     */
    void attach(long gameId, EventBoard board);

    /** Deletes games, with their index-log rows (one transaction); the index drops them when it applies the log. */
    void delete(List<Long> gameIds);

    /** Ends a run with its final counts and report (JSON). */
    void finishRun(long runId, boolean ok, String reportJson);

    /** Ends a run as failed with this report unless it has already ended; true if it had not. */
    boolean failRunIfRunning(long runId, String reportJson);

    /** A log entry: a game whose index entries may be stale, written by transaction {@code xid}. */
    record LogEntry(long xid, long seq, long gameId) {
        /** The position just after this entry. */
        public LogPosition next() {
            return LogPosition.after(xid, seq);
        }
    }

    /**
     * The oldest transaction still running (PostgreSQL's snapshot xmin): every log entry of a transaction below it is
     * visible and final, none can still appear there.
     */
    long logHorizon();

    /** The log entries from {@code from} on of transactions below {@code horizon}, in log order, at most {@code limit}. */
    List<LogEntry> logFrom(LogPosition from, long horizon, int limit);

    /**
     * Says that a node follows the log and that its committed index holds every entry of the transactions below
     * {@code cursorXid}; returns the bound below which the log has been pruned (a node behind it must rebuild).
     * Serialised with {@link #pruneLog}: a node registered here is counted by every later pruning.
     */
    long registerNode(String nodeId, long cursorXid);

    /**
     * Removes the log entries every node has applied (below the smallest cursor of the nodes seen within
     * {@code nodeTimeoutSeconds}; nodes not seen for longer are forgotten). Returns how many entries were removed.
     */
    long pruneLog(long nodeTimeoutSeconds);

    /** The index views of these games that exist and have positions, by id. */
    java.util.Map<Long, IndexedGame> indexedGames(java.util.Collection<Long> gameIds);

    /**
     * Runs work while holding a database lock named {@code name} (a transaction-level advisory lock): work under the
     * same name runs one at a time across every app node on this database.
     */
    <T> T alone(String name, java.util.function.Supplier<T> work);

    /** The index view of a game, if it exists and has positions. */
    Optional<IndexedGame> indexedGame(long gameId);

    /** Every game that has positions, in id order. */
    void forEachIndexedGame(Consumer<IndexedGame> consumer);

    /** How many games are stored, and how many of them have positions. */
    long[] counts();
}
