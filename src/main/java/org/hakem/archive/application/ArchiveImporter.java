package org.hakem.archive.application;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.GameStatus;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.TagJson;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.rules.Variant;

/**
 * Imports a PDN stream: reads game by game (with the original text), replays each, stores new games in batches
 * (each batch one transaction, so only whole games are ever stored), then indexes what was committed.
 * Importing the same text again stores nothing: every game is a duplicate. After a crash, running the import
 * again skips what was stored and completes the rest.
 */
public final class ArchiveImporter {

    /** Games per transaction. */
    public static final int BATCH = 200;
    /** Problems kept in a run's report (the counts are always complete). */
    static final int MAX_PROBLEMS = 2000;

    private final ArchiveStore store;
    private final IndexMaintenance index;

    public ArchiveImporter(ArchiveStore store, IndexMaintenance index) {
        this.store = store;
        this.index = index;
    }

    /**
     * What to import and how.
     *
     * @param defaultVariant the variant of games without a GameType tag, or null
     * @param collection     the collection to put the games in, or null
     * @param bytesTotal     the input's size when known (for progress), or null
     */
    public record Options(Variant defaultVariant, String collection, Long bytesTotal) {
    }

    /** The outcome of one import. */
    public record Report(long runId, String source, int read, int stored, int duplicates, int legal, int illegal,
                         int unreadable, int unsupported, List<String> problems) {

        public String toJson() {
            StringBuilder sb = new StringBuilder("{\"source\":");
            TagJson.string(sb, source);
            sb.append(",\"read\":").append(read).append(",\"stored\":").append(stored).append(",\"duplicates\":")
                    .append(duplicates).append(",\"legal\":").append(legal).append(",\"illegal\":").append(illegal)
                    .append(",\"unreadable\":").append(unreadable).append(",\"unsupported\":").append(unsupported)
                    .append(",\"problems\":[");
            for (int i = 0; i < problems.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                TagJson.string(sb, problems.get(i));
            }
            return sb.append("]}").toString();
        }
    }

    /** Progress after each batch: bytes (characters) read so far and the counts. */
    public record Progress(long runId, long charsRead, int read, int stored, int duplicates) {
    }

    /** Imports a stream in a new run. */
    public Report run(InputStream in, String source, Options options, Consumer<Progress> progress) throws IOException {
        return run(begin(source, options), in, source, options, progress);
    }

    /** Records a new run (so callers can show its progress while it runs) and returns its id. */
    public long begin(String source, Options options) {
        return store.startRun(source, collectionId(options),
                options.defaultVariant() == null ? null : options.defaultVariant().id(), options.bytesTotal());
    }

    private Long collectionId(Options options) {
        return options.collection() == null || options.collection().isBlank() ? null : store.collection(options.collection());
    }

    /** Imports a stream in a run begun with {@link #begin}. */
    public Report run(long runId, InputStream in, String source, Options options, Consumer<Progress> progress)
            throws IOException {
        Long collectionId = collectionId(options);
        int[] c = new int[7]; // read, stored, duplicates, legal, illegal, unreadable, unsupported
        List<String> problems = new ArrayList<>();
        try (PdnGameTexts games = new PdnGameTexts(in, source)) {
            List<GameRecord> batch = new ArrayList<>(BATCH);
            List<Long> sinceCommit = new ArrayList<>();
            long lastCommit = System.nanoTime();
            while (games.hasNext()) {
                PdnGameTexts.GameText gt = games.next();
                if (gt.game().isEmpty()) {
                    for (PdnDiagnostic d : gt.game().diagnostics()) {
                        note(problems, d.toString());
                    }
                    continue;
                }
                GameRecord r = GameReading.read(gt.game(), gt.text(), options.defaultVariant());
                batch.add(r);
                if (batch.size() == BATCH) {
                    store(runId, collectionId, batch, games.charsRead(), c, problems, sinceCommit);
                    progress.accept(new Progress(runId, games.charsRead(), c[0], c[1], c[2]));
                    if (System.nanoTime() - lastCommit > 1_000_000_000L) {
                        index.commitAndConfirm(sinceCommit);
                        sinceCommit.clear();
                        lastCommit = System.nanoTime();
                    }
                }
            }
            store(runId, collectionId, batch, games.charsRead(), c, problems, sinceCommit);
            index.commitAndConfirm(sinceCommit);
            progress.accept(new Progress(runId, games.charsRead(), c[0], c[1], c[2]));
        } catch (IOException | RuntimeException e) {
            note(problems, "import stopped: " + e);
            store.finishRun(runId, false, new Report(runId, source, c[0], c[1], c[2], c[3], c[4], c[5], c[6], problems).toJson());
            throw e;
        }
        Report report = new Report(runId, source, c[0], c[1], c[2], c[3], c[4], c[5], c[6], problems);
        store.finishRun(runId, true, report.toJson());
        return report;
    }

    private void store(long runId, Long collectionId, List<GameRecord> batch, long chars, int[] c,
                       List<String> problems, List<Long> sinceCommit) {
        if (batch.isEmpty()) {
            return;
        }
        ArchiveStore.Stored stored = store.storeBatch(runId, collectionId, batch, chars);
        c[0] += batch.size();
        c[1] += stored.ids().size();
        c[2] += stored.duplicates();
        List<IndexedGame> toIndex = new ArrayList<>();
        for (int j = 0; j < stored.ids().size(); j++) {
            GameRecord g = batch.get(stored.newIndexes().get(j));
            long id = stored.ids().get(j);
            switch (g.status()) {
                case LEGAL -> c[3]++;
                case ILLEGAL -> c[4]++;
                case UNREADABLE -> c[5]++;
                case UNSUPPORTED -> c[6]++;
            }
            if (g.status() != GameStatus.LEGAL) {
                note(problems, g.source() + " game " + g.sourceIndex() + " (id " + id + "): " + g.status().id()
                        + (g.errorPly() > 0 ? " at ply " + g.errorPly() : "") + ": " + g.reason());
            }
            if (g.hasPositions()) {
                toIndex.add(new IndexedGame(id, g.line(), g.tag("White"), g.tag("Black"), g.tag("Event"),
                        g.date().year(), g.tag("Result")));
                sinceCommit.add(id);
            }
        }
        index.indexed(toIndex);
        batch.clear();
    }

    private static void note(List<String> problems, String p) {
        if (problems.size() < MAX_PROBLEMS) {
            problems.add(p);
        }
    }
}
