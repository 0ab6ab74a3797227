package org.hakem.archive.domain;

import java.io.Closeable;
import java.util.Collection;
import java.util.Map;

/**
 * The position index: one entry per (game, ply) of every indexed game's main line. It is derived data: the
 * database is the truth, and the index can be rebuilt from it at any time.
 */
public interface PositionIndex extends Closeable {

    /**
     * Replaces the entries of these games (removing what the index had of them), each game in one step: safe from
     * several threads at once, and two threads replacing the same game leave one copy. Visible after {@link #commit}.
     */
    void replace(Collection<IndexedGame> games);

    /** Removes every entry of these games. */
    void delete(Collection<Long> gameIds);

    /** Removes everything (a rebuild starts here; readers see the old index until the commit). */
    void deleteAll();

    /** Where in the index log the index is (every entry before it applied): written with every commit from now on. */
    void logPosition(LogPosition position);

    /** The log position of the last commit, or null when there is none (a new index, or one written before V13). */
    LogPosition committedLogPosition();

    /** Makes every change durable and visible to searches. */
    void commit();

    /** Makes every change visible to searches, without waiting for it to be durable (the default commits). */
    default void refresh() {
        commit();
    }

    /**
     * Writes changes held in memory to the index's files ahead of a {@link #commit}; several threads calling it at
     * once share that work (the commit then finds little left to write). Nothing becomes visible or durable.
     */
    default void flushBuffers() {
    }

    /**
     * The hits {@code [offset, offset + limit)} in the order of {@code sort}, always exact; the count of games and
     * positions is exact up to the index's bound and "more than the bound" beyond it ({@link SearchResult#countExact}).
     */
    SearchResult search(PositionQuery query, SearchResult.Sort sort, int offset, int limit);

    /** The moves played from an exact position (with the query's filters and mirror flag). */
    MoveStatistics nextMoves(PositionQuery exactQuery);

    /** For {@code verify}: per game id, the number of positions and the checksum the index holds. */
    Map<Long, long[]> contents();

    /** The number of positions indexed. */
    long size();

    /** Bytes on disk (for the benchmark's bytes per position). */
    long sizeInBytes();
}
