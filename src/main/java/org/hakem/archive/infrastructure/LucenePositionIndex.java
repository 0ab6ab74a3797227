package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.LogPosition;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionIndex;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;

/**
 * The position index in Lucene: the {@link PositionIndex} the application talks to. A game is indexed as chunk
 * documents of {@link PositionDocuments#K} positions each ({@link PositionDocuments}: the document encoding and its
 * layout {@link PositionDocuments#FORMAT}); {@link IndexLifecycle} owns the files, the writer and the searchers;
 * {@link PositionQueries} turns a search into Lucene iterators and {@link ChunkMasks} evaluates it on a chunk;
 * {@link ChunkCollectors} groups the matching chunks by game, orders and pages them, or counts the next moves.
 * The server rebuilds an index of another layout from the database (docs/archive.md, "Position index").
 */
public final class LucenePositionIndex implements PositionIndex {

    /**
     * How many games a search counts exactly by default; beyond it the count reads "more than 10,000 games" and the
     * page is found without counting the rest (docs/archive.md, "Bounded count").
     */
    public static final long COUNT_BOUND = 10_000;

    private final IndexLifecycle index;
    private final long countBound;
    /** The game blocks of the segments, one cache per index (the filter queries of one index are equal). */
    private final GameBlocks.Cache blocks = new GameBlocks.Cache();
    /** The costly answers of the current reader (the explorer's first plies). */
    private final AnswerCache answers = new AnswerCache();

    private LucenePositionIndex(IndexLifecycle index, long countBound) {
        if (countBound < 1) {
            throw new IllegalArgumentException("the count bound must be at least 1: " + countBound);
        }
        this.index = index;
        this.countBound = countBound;
    }

    /** Opens (or creates) the index in a folder. Fails when the index there is damaged. */
    public static LucenePositionIndex open(Path folder) throws IOException {
        return new LucenePositionIndex(IndexLifecycle.open(folder), COUNT_BOUND);
    }

    /** An index in memory (tests, benchmarks). */
    public static LucenePositionIndex inMemory() {
        return inMemory(COUNT_BOUND);
    }

    /** An index in memory whose searches count up to {@code countBound} games (tests of the bounded count). */
    public static LucenePositionIndex inMemory(long countBound) {
        return new LucenePositionIndex(IndexLifecycle.inMemory(), countBound);
    }

    /** Whether a folder holds a committed index. */
    public static boolean exists(Path folder) {
        return IndexLifecycle.exists(folder);
    }

    /** Names the database this index is derived from (written with every commit). */
    public void identity(String id) {
        index.identity(id);
    }

    @Override
    public void logPosition(LogPosition position) {
        index.logPosition(position);
    }

    @Override
    public LogPosition committedLogPosition() {
        try {
            return LogPosition.parse(index.committed("log"));
        } catch (IllegalArgumentException e) {
            return null; // not written by this version: followed from the start of the log
        }
    }

    /** The layout of the last commit ("" when none or unknown). */
    public String committedFormat() {
        return index.committed("format");
    }

    /** The database identity of the last commit, or "" when none. */
    public String committedIdentity() {
        return index.committed("database");
    }

    // ---- writing ----

    @Override
    public void replace(Collection<IndexedGame> games) {
        index.replace(games);
    }

    @Override
    public void delete(Collection<Long> gameIds) {
        index.delete(gameIds);
    }

    @Override
    public void deleteAll() {
        index.deleteAll();
    }

    @Override
    public void commit() {
        index.commit();
    }

    @Override
    public void refresh() {
        index.refresh();
    }

    @Override
    public void flushBuffers() {
        index.flushBuffers();
    }

    /** Merges down to one segment (the benchmark measures the size of a settled index). */
    public void forceMerge() {
        index.forceMerge();
    }

    // ---- searching ----

    /** Keeps the answers that counted at least this many positions (tests; {@link AnswerCache#COSTLY} by default). */
    void keepAnswersCounting(long positions) {
        answers.keepCounting(positions);
    }

    @Override
    public SearchResult search(PositionQuery query, SearchResult.Sort sort, int offset, int limit) {
        return search(query, sort, offset, limit, countBound);
    }

    /**
     * A search that counts exactly up to {@code bound} games ({@link Long#MAX_VALUE}: every match); the page is
     * the same whatever the bound.
     */
    public SearchResult search(PositionQuery query, SearchResult.Sort sort, int offset, int limit, long bound) {
        return index.read(s -> {
            List<Object> key = List.of(query, sort, offset, limit, bound);
            if (answers.get(s.getIndexReader(), key) instanceof SearchResult kept) {
                return kept;
            }
            PageCollector c = new PageCollector(blocks, sort, offset, limit, bound);
            PositionQueries.searchChunks(s, query, blocks, c);
            SearchResult result = c.result();
            answers.put(s.getIndexReader(), key, result, result.positions());
            return result;
        });
    }

    @Override
    public MoveStatistics nextMoves(PositionQuery query) {
        if (!query.isExact()) {
            throw new IllegalArgumentException("next-move statistics need an exact position");
        }
        return index.read(s -> {
            if (answers.get(s.getIndexReader(), query) instanceof MoveStatistics kept) {
                return kept;
            }
            ChunkCollectors.NextMoveCollector c = new ChunkCollectors.NextMoveCollector();
            PositionQueries.searchChunks(s, query, blocks, c);
            MoveStatistics statistics = c.statistics(query.exact().sideToMove());
            answers.put(s.getIndexReader(), query, statistics, statistics.positions());
            return statistics;
        });
    }

    // ---- what the index holds ----

    @Override
    public Map<Long, long[]> contents() {
        return index.read(ChunkCollectors::contents);
    }

    /** The number of segments a search visits now. */
    public int segmentCount() {
        return index.read(s -> s.getIndexReader().leaves().size());
    }

    /** The number of positions indexed: the sum of the live chunks' position counts. */
    @Override
    public long size() {
        return index.read(ChunkCollectors::size);
    }

    @Override
    public long sizeInBytes() {
        return index.sizeInBytes();
    }

    @Override
    public void close() throws IOException {
        index.close();
    }
}
