package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.LogPosition;
import org.hakem.archive.domain.PositionIndex;

/**
 * Keeps the position index in step with the database. The database is the truth: every change to a game writes an
 * entry to the index log in the same transaction, and the index applies the entries after that commit. Each app node
 * has its own index and follows the log by itself from its own {@link LogPosition}, which is written in the index's
 * commit with the documents it covers: after a crash the index and its position go back together, and the entries
 * after it are applied again. Applying is idempotent: the game's documents are replaced by what the database holds
 * now (or removed if the game is gone). {@link #catchUp()} applies what is new; the server calls it every
 * {@code HAKEM_INDEX_POLL} and after its own changes, so a change made on any node is searchable on every node
 * within the poll interval (docs/operations.md, "Two app nodes").
 *
 * <p>An import on this node indexes the games it stores itself, from memory ({@link #addNew}); it announces their
 * entries when stored ({@link #importing}) and when committed ({@link #commitAndConfirm}), and the follower skips
 * them rather than reading and replaying those games again. It waits at an announced entry until the import has
 * committed it (at most {@link #IMPORT_WAIT_NANOS}, after which it applies the entry from the database itself), so
 * a later change of the same game is never overtaken by the import's older copy. An import that fails releases the
 * entries it will not confirm ({@link #release}), and the follower applies them at once.
 *
 * <p>Entries every node has passed are removed ({@link #follow}, {@link ArchiveStore#pruneLog}).
 */
public class IndexMaintenance {

    private static final Logger LOG = Logger.getLogger(IndexMaintenance.class.getName());

    /** Log entries read (and games applied) at a time. */
    static final int PAGE = 1000;
    /** How long an entry the local import announced may wait for that import's index commit. */
    static final long IMPORT_WAIT_NANOS = 60_000_000_000L;
    /** How long one {@link #catchUp()} applies entries before it lets others have the index (the next poll goes on). */
    static final long BUDGET_NANOS = 10_000_000_000L;
    /** How often a long catch-up commits the index (so searches see its progress). */
    static final long COMMIT_NANOS = 5_000_000_000L;
    /** How often {@link #follow} tells the database where this node is and prunes the log. */
    static final long REPORT_NANOS = 30_000_000_000L;
    /** Nodes not seen for this long are forgotten (and rebuild their index when they come back). */
    public static final long NODE_TIMEOUT_SECONDS = 24 * 3600;

    private final ArchiveStore store;
    private final PositionIndex index;
    private final String nodeId;
    private final LongSupplier clock;
    /** Where the background commit's thread comes from. */
    private final ArchiveThreads threads;
    private final Object lock = new Object();
    /** Entries the local import has stored, not yet committed to the index: seq -> when announced. */
    private final Map<Long, Long> importing = new ConcurrentHashMap<>();
    /**
     * Entries the local import has committed to the index, for the follower to skip: one sorted array of seqs per
     * commit, by its first seq (8 bytes an entry: a long import without a follower, as on the command line, keeps
     * them all until the catch-up when it closes). Guarded by lock.
     */
    private final TreeMap<Long, Committed> imported = new TreeMap<>();
    /** Every entry before it is in the index writer (guarded by lock). */
    private LogPosition at;
    /** Every entry before it is in the last commit (guarded by lock). */
    private LogPosition committed;
    private long lastReport = Long.MIN_VALUE;
    /** Guards {@link #committer} and {@link #lastCommit}. */
    private final Object background = new Object();
    /** The thread of {@link #commitInBackground}, made when first needed. */
    private java.util.concurrent.ExecutorService committer;
    /** The last commit handed to it (each runs after the one before). */
    private CompletableFuture<Void> lastCommit = CompletableFuture.completedFuture(null);

    /** A maintenance for one process on its own (tests, benchmarks): a node id of its own. */
    public IndexMaintenance(ArchiveStore store, PositionIndex index) {
        this(store, index, "node-" + UUID.randomUUID(), System::nanoTime);
    }

    /**
     * @param nodeId the node's name in the database (the same on every start with the same data directory)
     * @param clock  nanoseconds, for the waits above
     */
    public IndexMaintenance(ArchiveStore store, PositionIndex index, String nodeId, LongSupplier clock) {
        this(store, index, nodeId, clock, ArchiveThreads.PLATFORM);
    }

    /** @param threads where the background commit's thread comes from (the container's, in the server) */
    public IndexMaintenance(ArchiveStore store, PositionIndex index, String nodeId, LongSupplier clock,
                            ArchiveThreads threads) {
        this.store = store;
        this.index = index;
        this.nodeId = nodeId;
        this.clock = clock;
        this.threads = threads;
        LogPosition c = index.committedLogPosition();
        this.at = c == null ? LogPosition.START : c;
        this.committed = at;
        index.logPosition(at);
    }

    public PositionIndex index() {
        return index;
    }

    public String nodeId() {
        return nodeId;
    }

    /** Where this node's committed index is in the log. */
    public LogPosition position() {
        synchronized (lock) {
            return committed;
        }
    }

    /**
     * Tells the database this node follows the log from its committed position; false when the log has been pruned
     * past it (the node was away longer than {@link #NODE_TIMEOUT_SECONDS}, or its index is older): then only a
     * {@link #rebuild()} brings the index up to date.
     */
    public boolean register() {
        synchronized (lock) {
            long pruned = store.registerNode(nodeId, committed.xid());
            lastReport = clock.getAsLong();
            return committed.xid() >= pruned;
        }
    }

    /**
     * Indexes games just stored (uncommitted); their log rows stay until {@link #commitAndConfirm}. Safe from several
     * threads and beside a repair or rebuild: each game's documents are replaced in one step of the index writer,
     * so whichever of two threads indexes a game last, the index holds one copy of it.
     */
    public void addNew(List<IndexedGame> games) {
        index.replace(games);
    }

    /**
     * Writes the documents the local import added to the index's files (see {@link PositionIndex#flushBuffers}):
     * the import's indexing threads do it side by side before its last commit, which is then short.
     */
    public void flushImported() {
        index.flushBuffers();
    }

    /** The local import has stored games with these log entries and will index them itself ({@link #addNew}). */
    public void importing(List<Long> logSeqs) {
        long now = clock.getAsLong();
        for (Long seq : logSeqs) {
            importing.put(seq, now);
        }
    }

    /**
     * Commits the index with the games the local import added; the follower skips these log entries. The commit may
     * also hold documents of entries announced but not confirmed yet (an import commits while it goes on indexing):
     * the log position it records stays before those, so after a crash they are applied again.
     */
    public void commitAndConfirm(List<Long> logSeqs) {
        synchronized (lock) {
            index.commit();
            committed = at;
            if (!logSeqs.isEmpty()) {
                long[] seqs = logSeqs.stream().mapToLong(Long::longValue).sorted().toArray();
                imported.put(seqs[0], new Committed(seqs)); // before they stop being "importing"
                logSeqs.forEach(importing::remove);
            }
        }
    }

    /**
     * Makes what the local import added searchable now and commits it with its log entries (as
     * {@link #commitAndConfirm}) on a background thread, commits in the order handed: the import need not wait for
     * the index's files to reach the disk, since its entries stay in the database until that commit (after a crash
     * before it, the next start applies them from there). A commit that fails releases the entries (the follower
     * applies them from the database) and is logged. {@link #awaitCommits} waits for them.
     */
    public void commitInBackground(List<Long> logSeqs) {
        index.refresh();
        List<Long> seqs = List.copyOf(logSeqs);
        synchronized (background) {
            if (committer == null) {
                java.util.concurrent.ThreadPoolExecutor one = new java.util.concurrent.ThreadPoolExecutor(1, 1, 1,
                        java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(),
                        threads.factory("archive-index-commit", false));
                one.allowCoreThreadTimeOut(true); // no thread while there is nothing to commit
                committer = one;
            }
            lastCommit = CompletableFuture.runAsync(() -> {
                try {
                    commitAndConfirm(seqs);
                } catch (RuntimeException | Error e) {
                    LOG.log(java.util.logging.Level.WARNING, "the index commit after an import failed; the index log "
                            + "brings its games in from the database", e);
                    release(seqs);
                }
            }, committer);
        }
    }

    /** Waits until every commit handed over by {@link #commitInBackground} is done (they never fail: see there). */
    public void awaitCommits() {
        CompletableFuture<Void> last;
        synchronized (background) {
            last = lastCommit;
        }
        last.join();
    }

    /**
     * The local import will not confirm these entries (it failed before their index commit, or their indexing
     * failed): the follower applies them from the database at once instead of waiting {@link #IMPORT_WAIT_NANOS}.
     * Called only once nothing of that import adds documents any more, so no older copy follows the database's.
     */
    public void release(List<Long> logSeqs) {
        logSeqs.forEach(importing::remove);
    }

    /**
     * Applies the log entries after this node's position, as far as the oldest transaction still running and the
     * local import allow, for at most {@link #BUDGET_NANOS} (a node following a large import elsewhere takes it in
     * turns, and a request that made a change here does not wait for the whole backlog); returns how many games
     * were refreshed.
     */
    public int catchUp() {
        return catchUp(BUDGET_NANOS);
    }

    /**
     * {@link #catchUp()} to the end, however long it takes (on opening and closing the archive), after the imports'
     * commits handed to the background.
     */
    public int catchUpAll() {
        awaitCommits();
        return catchUp(Long.MAX_VALUE);
    }

    private int catchUp(long budgetNanos) {
        synchronized (lock) {
            forget();
            int n = 0;
            boolean dirty = false;
            long start = clock.getAsLong();
            long since = start;
            while (true) {
                long horizon = store.logHorizon(); // before reading the games: a change after it has a later entry
                List<ArchiveStore.LogEntry> page = store.logFrom(at, horizon, PAGE);
                Set<Long> games = new LinkedHashSet<>();
                LogPosition reached = at;
                boolean waiting = false;
                for (ArchiveStore.LogEntry e : page) {
                    if (importing.containsKey(e.seq())) {
                        waiting = true; // the local import indexes it; what follows waits for that commit
                        break;
                    }
                    if (!takeImported(e.seq())) {
                        games.add(e.gameId());
                    }
                    reached = e.next();
                }
                if (!waiting && page.size() < PAGE && reached.xid() < horizon) {
                    reached = LogPosition.at(horizon); // every entry below the horizon is applied
                }
                if (!games.isEmpty()) {
                    Map<Long, IndexedGame> present = store.indexedGames(games);
                    index.delete(games.stream().filter(id -> !present.containsKey(id)).toList());
                    index.replace(present.values());
                    n += games.size();
                }
                dirty |= !page.isEmpty() && reached.compareTo(at) > 0;
                at = reached;
                index.logPosition(at);
                boolean last = waiting || page.size() < PAGE || clock.getAsLong() - start >= budgetNanos;
                // one commit per call, and one every few seconds through a long backlog (searches see it then)
                if (dirty && (last || clock.getAsLong() - since >= COMMIT_NANOS)) {
                    index.commit();
                    committed = at;
                    dirty = false;
                    since = clock.getAsLong();
                }
                if (last) {
                    return n;
                }
            }
        }
    }

    /**
     * What the server runs every poll interval: {@link #catchUp()}, and now and then it tells the database where this
     * node is and prunes the log entries every node has applied. A node the log has been pruned past (it was
     * forgotten) rebuilds its index.
     */
    public int follow() {
        int n = catchUp();
        if (clock.getAsLong() - lastReport >= REPORT_NANOS) {
            if (!register()) {
                LOG.warning("The index log was pruned past this node's position (" + position() + "); rebuilding the index");
                rebuild();
            }
            long removed = store.pruneLog(NODE_TIMEOUT_SECONDS);
            if (removed > 0) {
                LOG.fine(() -> "Pruned " + removed + " index log entries every node has applied");
            }
        }
        return n;
    }

    /** Drops announcements that waited too long: such entries are applied from the database like any other. */
    private void forget() {
        long now = clock.getAsLong();
        importing.values().removeIf(t -> now - t > IMPORT_WAIT_NANOS);
    }

    /** The seqs of one index commit of the local import, and which of them the follower has passed. */
    private static final class Committed {
        final long[] seqs;
        final java.util.BitSet passed;
        int left;

        Committed(long[] seqs) {
            this.seqs = seqs;
            this.passed = new java.util.BitSet(seqs.length);
            this.left = seqs.length;
        }

        int find(long seq) {
            int i = java.util.Arrays.binarySearch(seqs, seq);
            return i >= 0 && !passed.get(i) ? i : -1;
        }
    }

    /** The local import's commit holding this entry, or null (commits of two imports at once may interleave). */
    private Map.Entry<Long, Committed> importedEntry(long seq) {
        for (Map.Entry<Long, Committed> e : imported.headMap(seq, true).descendingMap().entrySet()) {
            long[] seqs = e.getValue().seqs;
            if (seqs[seqs.length - 1] >= seq && e.getValue().find(seq) >= 0) {
                return e;
            }
        }
        return null;
    }

    /** Whether the local import committed this entry (and the follower now passes it). */
    private boolean takeImported(long seq) {
        Map.Entry<Long, Committed> e = importedEntry(seq);
        if (e == null) {
            return false;
        }
        Committed c = e.getValue();
        c.passed.set(c.find(seq));
        if (--c.left == 0) {
            imported.remove(e.getKey());
        }
        return true;
    }

    /** Recreates the index from the database. Searches see the old index until the new one is committed. */
    public long rebuild() {
        awaitCommits();
        synchronized (lock) {
            // Hold back pruning first, then take the horizon: what the scan below cannot see yet has entries from
            // the horizon on, and those stay in the log for this node.
            store.registerNode(nodeId, store.logHorizon());
            long horizon = store.logHorizon();
            index.deleteAll();
            List<IndexedGame> chunk = new ArrayList<>();
            long[] games = {0};
            store.forEachIndexedGame(g -> {
                chunk.add(g);
                games[0]++;
                if (chunk.size() == 500) {
                    index.replace(chunk);
                    chunk.clear();
                }
            });
            index.replace(chunk);
            at = LogPosition.at(horizon); // later entries are applied by the catch-up below
            index.logPosition(at);
            index.commit();
            committed = at;
            register();
            LOG.info(() -> "Position index rebuilt: " + games[0] + " games, " + index.size() + " positions");
        }
        catchUpAll();
        return index.size();
    }

    /** Log entries after this node's position that it has not applied (at most {@code max}). */
    private List<ArchiveStore.LogEntry> pending(int max) {
        List<ArchiveStore.LogEntry> out = new ArrayList<>();
        long horizon = store.logHorizon();
        LogPosition from = at;
        while (out.size() < max) {
            // large pages: after a long import without a follower (the command line) every entry is the import's own
            List<ArchiveStore.LogEntry> page = store.logFrom(from, horizon, 10 * PAGE);
            for (ArchiveStore.LogEntry e : page) {
                if (importedEntry(e.seq()) == null && out.size() < max) {
                    out.add(e);
                }
                from = e.next();
            }
            if (page.size() < 10 * PAGE) {
                break;
            }
        }
        return out;
    }

    /** What {@link #verify()} found. */
    public record Verification(long games, long positions, List<String> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /**
     * Proves the index matches the database: every game with positions has exactly its positions in the index
     * (count and a checksum over each ply's position hash), no other game has any, and no change is pending.
     */
    public Verification verify() {
        awaitCommits(); // an import's last commit is not a pending change
        synchronized (lock) {
            List<String> problems = new ArrayList<>();
            List<ArchiveStore.LogEntry> pending = pending(10);
            if (!pending.isEmpty()) {
                problems.add("changes not yet applied to the index (games " + pending.stream()
                        .map(ArchiveStore.LogEntry::gameId).toList() + " ...)");
            }
            Map<Long, long[]> inIndex = new HashMap<>(index.contents());
            long[] games = {0}, positions = {0};
            store.forEachIndexedGame(g -> {
                games[0]++;
                int expected = g.line().positions().size();
                positions[0] += expected;
                long[] got = inIndex.remove(g.id());
                if (problems.size() > 50) {
                    return;
                }
                if (got == null) {
                    problems.add("game " + g.id() + ": missing from the index (" + expected + " positions expected)");
                } else if (got[0] != expected) {
                    problems.add("game " + g.id() + ": " + got[0] + " positions in the index, " + expected + " in the database");
                } else if (got[1] != g.checksum()) {
                    problems.add("game " + g.id() + ": the indexed positions differ from the database's moves");
                }
            });
            for (Long id : inIndex.keySet()) {
                if (problems.size() > 50) {
                    break;
                }
                problems.add("game " + id + ": in the index but not in the database (or without positions there)");
            }
            return new Verification(games[0], positions[0], problems);
        }
    }
}
