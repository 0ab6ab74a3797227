package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.PositionIndex;

/**
 * Keeps the position index in step with the database. The database is the truth: every change to a game
 * writes an entry to the index log in the same transaction; the index applies entries only after that
 * commit, and an entry is removed only once the index has committed it. So a crash anywhere between the two
 * leaves entries behind, and {@link #catchUp()} (run on every start) applies them. Applying is idempotent:
 * the game's entries are replaced by what the database holds now (or removed if the game is gone).
 */
public class IndexMaintenance {

    private static final Logger LOG = Logger.getLogger(IndexMaintenance.class.getName());

    private final ArchiveStore store;
    private final PositionIndex index;
    private final Object lock = new Object();

    public IndexMaintenance(ArchiveStore store, PositionIndex index) {
        this.store = store;
        this.index = index;
    }

    public PositionIndex index() {
        return index;
    }

    /**
     * Indexes games just stored (uncommitted); their log rows stay until {@link #commitAndConfirm}. Safe from several
     * threads and beside a repair or rebuild: each game's documents are replaced in one step of the index writer,
     * so whichever of two threads indexes a game last, the index holds one copy of it.
     */
    public void addNew(List<IndexedGame> games) {
        index.replace(games);
    }

    /** Commits the index, then removes these log rows (of changes the index holds now). */
    public void commitAndConfirm(List<Long> logSeqs) {
        synchronized (lock) {
            index.commit();
            store.confirm(logSeqs);
        }
    }

    /** Applies every pending log entry; returns how many games were refreshed. */
    public int catchUp() {
        int n = 0;
        synchronized (lock) {
            while (true) {
                List<ArchiveStore.LogEntry> pending = store.pendingLog(1000);
                if (pending.isEmpty()) {
                    return n;
                }
                List<IndexedGame> present = new ArrayList<>();
                List<Long> gone = new ArrayList<>();
                Map<Long, Boolean> seen = new HashMap<>();
                for (ArchiveStore.LogEntry e : pending) {
                    if (seen.putIfAbsent(e.gameId(), true) != null) {
                        continue;
                    }
                    Optional<IndexedGame> g = store.indexedGame(e.gameId());
                    if (g.isPresent()) {
                        present.add(g.get());
                    } else {
                        gone.add(e.gameId());
                    }
                }
                index.delete(gone);
                index.replace(present);
                index.commit();
                store.confirm(pending.stream().map(ArchiveStore.LogEntry::seq).toList());
                n += seen.size();
            }
        }
    }

    /** Recreates the index from the database. Searches see the old index until the new one is committed. */
    public long rebuild() {
        synchronized (lock) {
            long seq = store.maxLogSeq();
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
            index.commit();
            store.confirmUpTo(seq); // later entries are applied by the catch-up below
            LOG.info(() -> "Position index rebuilt: " + games[0] + " games, " + index.size() + " positions");
        }
        catchUp();
        return index.size();
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
        synchronized (lock) {
            List<String> problems = new ArrayList<>();
            List<ArchiveStore.LogEntry> pending = store.pendingLog(10);
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
