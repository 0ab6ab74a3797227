package org.hakem.archive.infrastructure;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.LogPosition;

/**
 * The life of the position index's Lucene files: opens (or creates) the directory, owns the one
 * {@link IndexWriter} (its merge policy and buffers) and the {@link SearcherManager} that hands out searchers of the
 * writer's segments, writes a game's chunk documents ({@link PositionDocuments}) as one block, commits with the
 * layout ({@link PositionDocuments#FORMAT}), the database identity and the log position, refreshes, merges and
 * closes. Closing drops what was not committed: it is redone from the database's log on the next start. A rebuild
 * is {@link #deleteAll}, the games written again and one {@link #commit}; searchers see the old segments until the
 * commit refreshes them.
 */
final class IndexLifecycle implements Closeable {

    /** A read of the index with one searcher. */
    @FunctionalInterface
    interface Read<T> {
        T apply(IndexSearcher searcher) throws IOException;
    }

    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private volatile String identity = "";
    private volatile LogPosition logPosition;

    private IndexLifecycle(Directory directory) throws IOException {
        this.directory = directory;
        IndexWriterConfig config = new IndexWriterConfig();
        config.setRAMBufferSizeMB(64);
        // Imports add millions of documents in segments of a few hundred thousand; with Lucene's default of 10
        // segments per tier, merging rewrote every document about twice and took a quarter of the import's CPU
        // at 10M positions. 30 per tier, merged 30 at once, rewrites each about once; a search visits up to a few
        // dozen segments, which costs it little (docs/archive.md, measurements).
        TieredMergePolicy merges = new TieredMergePolicy();
        merges.setSegmentsPerTier(30);
        merges.setMaxMergeAtOnce(30);
        config.setMergePolicy(merges);
        // a flushed segment is written once, not copied into a compound file (imports flush every few seconds);
        // merged segments follow the merge policy as before
        config.setUseCompoundFile(false);
        config.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
        config.setCommitOnClose(false);
        this.writer = new IndexWriter(directory, config);
        this.searchers = new SearcherManager(writer, null);
    }

    /** Opens (or creates) the index in a folder. Fails when the index there is damaged. */
    static IndexLifecycle open(Path folder) throws IOException {
        Files.createDirectories(folder);
        return new IndexLifecycle(FSDirectory.open(folder));
    }

    /** An index in memory (tests, benchmarks). */
    static IndexLifecycle inMemory() {
        try {
            return new IndexLifecycle(new ByteBuffersDirectory());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a folder holds a committed index. */
    static boolean exists(Path folder) {
        try (Directory d = FSDirectory.open(folder)) {
            return DirectoryReader.indexExists(d);
        } catch (IOException e) {
            return false;
        }
    }

    /** Names the database this index is derived from (written with every commit). */
    void identity(String id) {
        this.identity = id;
    }

    /** How far in the database's log the next commit is. */
    void logPosition(LogPosition position) {
        this.logPosition = position;
    }

    /** A value of the last commit's user data ("" when there is no commit or no such value). */
    String committed(String key) {
        try {
            var commits = DirectoryReader.listCommits(directory);
            return commits.get(commits.size() - 1).getUserData().getOrDefault(key, "");
        } catch (IOException e) {
            return "";
        }
    }

    // ---- writing ----

    void replace(Collection<IndexedGame> games) {
        try {
            for (IndexedGame g : games) {
                // one atomic operation: replacing a game concurrently from two threads leaves one copy
                writer.updateDocuments(new Term("g", Long.toString(g.id())), PositionDocuments.documents(g));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void delete(Collection<Long> gameIds) {
        try {
            for (long id : gameIds) {
                writer.deleteDocuments(new Term("g", Long.toString(id)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void deleteAll() {
        try {
            writer.deleteAll();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void commit() {
        try {
            LogPosition log = logPosition;
            writer.setLiveCommitData((log == null
                    ? Map.of("format", PositionDocuments.FORMAT, "database", identity)
                    : Map.of("format", PositionDocuments.FORMAT, "database", identity, "log", log.toString())).entrySet());
            writer.commit();
            refresh();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void refresh() {
        try {
            searchers.maybeRefreshBlocking(); // a reader of the writer's segments, committed or not
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void flushBuffers() {
        try {
            // each call writes one thread's buffer (the largest first) as a segment: threads calling this together
            // write the buffers side by side
            while (writer.flushNextBuffer()) {
                // the next buffer
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Merges down to one segment and commits. */
    void forceMerge() {
        try {
            writer.forceMerge(1);
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of the last commit's files. */
    long sizeInBytes() {
        try {
            // the files of the last commit: not the output of a merge still running, nor files it replaced
            long total = 0;
            for (String f : SegmentInfos.readLatestCommit(directory).files(true)) {
                total += directory.fileLength(f);
            }
            return total;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- reading ----

    /** Runs a read with a searcher of the segments as of the last refresh, and gives the searcher back. */
    <T> T read(Read<T> read) {
        IndexSearcher s = acquire();
        try {
            return read.apply(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            release(s);
        }
    }

    private IndexSearcher acquire() {
        try {
            return searchers.acquire();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void release(IndexSearcher s) {
        try {
            searchers.release(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        searchers.close();
        writer.rollback(); // uncommitted changes are redone from the database's log on the next start
        directory.close();
    }
}
