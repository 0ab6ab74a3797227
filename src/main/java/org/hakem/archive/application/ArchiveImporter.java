package org.hakem.archive.application;

import jakarta.json.bind.annotation.JsonbNillable;
import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import jakarta.json.bind.annotation.JsonbTransient;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.GameStatus;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnSniff;
import org.hakem.platform.JsonDocuments;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;
import org.hakem.text.Json;

/**
 * Imports a PDN stream in stages that overlap: the calling thread reads game by game (with the original text);
 * {@link #REPLAY_THREADS} threads replay the games of each batch, compute their duplicate keys and have the store
 * encode their rows ({@link ArchiveStore#prepare}; batches stay in the order read); a storing thread stores new
 * games in batches (each batch one transaction holding whole games, their index-log rows and the run's counters, so
 * only whole games are ever stored) and announces their log rows to the node's follower of the index log
 * ({@link IndexMaintenance#importing}); {@link #INDEX_THREADS} threads add what was committed to the index; every few
 * seconds a committing thread commits the index once every batch stored before that moment is in it, and then tells
 * the follower to skip those batches' rows ({@link IndexMaintenance#commitAndConfirm}), while the storing and
 * indexing of the next batches go on; at the end the indexing threads write what they hold in memory side by side,
 * the games become searchable and the last commit is handed to the background
 * ({@link IndexMaintenance#commitInBackground}: the import returns without waiting for the index's files to reach
 * the disk, its log rows staying until they have). Such a commit also holds documents of later batches, but the log
 * position it records stops before their rows (the follower waits at a row announced and not yet confirmed): a crash
 * loses no stored game, since the rows after the index's position make the next start index it again, replacing
 * any copy the commit already held (see {@link IndexMaintenance}).
 * Importing the same text again stores nothing: every game is a duplicate. After a crash, running the import
 * again skips what was stored and completes the rest.
 */
public final class ArchiveImporter {

    /** Games per transaction (at most). */
    public static final int BATCH = 500;
    /** Characters of PDN per transaction (at most, after the game that passes it). */
    static final int BATCH_CHARS = 2_000_000;
    /** Batches read ahead of the storing thread. */
    static final int QUEUED = 2;
    /** How often the index is committed during an import (and at its end). */
    static final long COMMIT_NANOS = 5_000_000_000L;
    /**
     * Threads adding documents to the index (the index writer takes documents from several at once): one per core,
     * at least two, since inverting the positions is the larger part of an import's work.
     */
    static final int INDEX_THREADS = Math.max(2, Runtime.getRuntime().availableProcessors());
    /**
     * Threads replaying the games read (replay and duplicate key are pure functions of the game's text, so batches
     * replay side by side; the storing thread takes them in the order read).
     */
    static final int REPLAY_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());
    /** Fewest games of a batch one replaying thread takes: a smaller batch is not split. */
    static final int REPLAY_PART = 50;
    /** Problems kept in a run's report (the counts are always complete). */
    static final int MAX_PROBLEMS = 2000;

    private final ArchiveStore store;
    private final IndexMaintenance index;
    /** Where the import's threads come from. */
    private final ArchiveThreads threads;
    private final long commitNanos;

    public ArchiveImporter(ArchiveStore store, IndexMaintenance index) {
        this(store, index, ArchiveThreads.PLATFORM);
    }

    /** An importer whose background threads come from {@code threads} (the container's, in the server). */
    public ArchiveImporter(ArchiveStore store, IndexMaintenance index, ArchiveThreads threads) {
        this(store, index, COMMIT_NANOS, threads);
    }

    /** @param commitNanos how often the index is committed during an import (tests: 0, after every batch) */
    ArchiveImporter(ArchiveStore store, IndexMaintenance index, long commitNanos) {
        this(store, index, commitNanos, ArchiveThreads.PLATFORM);
    }

    private ArchiveImporter(ArchiveStore store, IndexMaintenance index, long commitNanos, ArchiveThreads threads) {
        this.store = store;
        this.index = index;
        this.commitNanos = commitNanos;
        this.threads = threads;
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

    /**
     * One problem of a report, for a reader's language: a game (its number in the file, its id when stored, its
     * verdict as a code) or a problem of reading the file ({@code READ_ERROR}, {@code READ_WARNING} with the
     * reader's message; {@code STOPPED} with the failure).
     *
     * @param game   the game's number in the file, or 0
     * @param id     the stored game's id, or 0
     * @param status the game's status ({@code illegal}...), or null
     * @param line   where in the file, or 0
     * @param column where in the file, or 0
     */
    @JsonbPropertyOrder({"source", "game", "id", "status", "code", "arguments", "line", "column"})
    public record ImportProblem(String source, int game, long id, @JsonbNillable String status, String code,
                                List<String> arguments, int line, int column) {
        public ImportProblem {
            arguments = List.copyOf(arguments);
        }

        /** The problem as the database can store it (see {@link Report#storable}). */
        ImportProblem storable() {
            return new ImportProblem(Report.storable(source), game, id, Report.storable(status), Report.storable(code),
                    arguments.stream().map(Report::storable).toList(), line, column);
        }
    }

    /**
     * The outcome of one import; {@code items} are the {@code problems} as codes (see {@link ImportProblem}). Its
     * JSON (stored with the run) leaves out the run's id, which the run's row holds.
     */
    @JsonbPropertyOrder({"source", "read", "stored", "duplicates", "legal", "playedOn", "illegal", "unreadable",
            "unsupported", "problems", "items"})
    public record Report(@JsonbTransient long runId, String source, int read, int stored, int duplicates, int legal,
                         @JsonbProperty("played_on") int playedOn, int illegal, int unreadable, int unsupported,
                         List<String> problems, List<ImportProblem> items) {

        public Report(long runId, String source, int read, int stored, int duplicates, int legal, int playedOn,
                      int illegal, int unreadable, int unsupported, List<String> problems) {
            this(runId, source, read, stored, duplicates, legal, playedOn, illegal, unreadable, unsupported, problems,
                    List.of());
        }

        /** The report as JSON (JSON-B, {@link JsonDocuments}), every text in it {@link #storable}. */
        public String toJson() {
            return JsonDocuments.write(new Report(runId, storable(source), read, stored, duplicates, legal, playedOn,
                    illegal, unreadable, unsupported, problems.stream().map(Report::storable).toList(),
                    items.stream().map(ImportProblem::storable).toList()));
        }

        /**
         * A text as PostgreSQL's jsonb takes it: NUL (refused there, even escaped) and a surrogate without its pair
         * (which no encoding can write) become U+FFFD.
         */
        static String storable(String s) {
            return s == null ? null : Json.wellFormed(s.replace('\u0000', '\uFFFD'));
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

    /**
     * Ends a run that is still "running" as failed with this reason (a failure outside the import's own
     * handling: the storing of its report, an error of the JVM). Never throws: it is the last resort.
     */
    public void failIfRunning(long runId, String source, String reason) {
        try {
            store.failRunIfRunning(runId, new Report(runId, source, 0, 0, 0, 0, 0, 0, 0, 0, List.of(reason)).toJson());
        } catch (RuntimeException e) {
            java.util.logging.Logger.getLogger(ArchiveImporter.class.getName())
                    .warning("run " + runId + " could not be marked failed: " + e);
        }
    }

    /** Imports a stream in a run begun with {@link #begin}. */
    public Report run(long runId, InputStream in, String source, Options options, Consumer<Progress> progress)
            throws IOException {
        java.io.BufferedInputStream buffered = new java.io.BufferedInputStream(in, PdnSniff.HEAD);
        buffered.mark(PdnSniff.HEAD);
        byte[] head = new byte[PdnSniff.HEAD];
        int headLength = 0;
        try {
            for (int r; headLength < head.length && (r = buffered.read(head, headLength, head.length - headLength)) > 0; ) {
                headLength += r;
            }
        } catch (IOException e) {
            // judged on what could be read; the reading below meets the failure again and reports it
        }
        buffered.reset();
        var notText = PdnSniff.problem(head, headLength);
        if (notText.isPresent()) { // refused before a single "game" of noise is read
            store.finishRun(runId, false, new Report(runId, source, 0, 0, 0, 0, 0, 0, 0, 0,
                    List.of(source + ": " + notText.get()), List.of(new ImportProblem(source, 0, 0, null, "STOPPED",
                    List.of(notText.get()), 0, 0))).toJson());
            throw new ValidationException("file", org.hakem.platform.Problem.of("archive.file.not-text", notText.get()));
        }
        in = PdnSniff.checked(buffered); // the rest of the stream as it is read: noise far into it stops the run
        Long collectionId = collectionId(options);
        Writer writer = new Writer(runId, collectionId, progress);
        Thread thread = threads.factory("archive-import-" + runId, false).newThread(writer);
        thread.start();
        java.util.concurrent.ExecutorService replayers = java.util.concurrent.Executors.newFixedThreadPool(REPLAY_THREADS,
                threads.factory("archive-replay-" + runId + "-", true));
        List<String> readProblems = new ArrayList<>();
        List<ImportProblem> readItems = new ArrayList<>();
        Throwable failure = null;
        try (PdnGameTexts games = new PdnGameTexts(in, source)) {
            List<PdnGameTexts.GameText> batch = new ArrayList<>(BATCH);
            long batchChars = 0;
            while (games.hasNext()) {
                PdnGameTexts.GameText gt = games.next();
                if (gt.game().tags().isEmpty() && gt.game().mainLine().nodes().isEmpty()) {
                    // No tags and no moves (a stray result, a comment, noise): not a game, whatever it ends with.
                    for (PdnDiagnostic d : gt.game().diagnostics()) {
                        note(readProblems, d.toString());
                        note(readItems, new ImportProblem(d.source(), d.game(), 0, null, d.isError() ? "READ_ERROR"
                                : "READ_WARNING", readerArguments(d), d.line(), d.column()));
                    }
                    continue;
                }
                batch.add(gt);
                batchChars += gt.text().length();
                if (batch.size() == BATCH || batchChars > BATCH_CHARS) {
                    writer.put(replay(replayers, store, batch, games.charsRead(), options.defaultVariant()));
                    batch = new ArrayList<>(BATCH);
                    batchChars = 0;
                }
            }
            writer.put(replay(replayers, store, batch, games.charsRead(), options.defaultVariant()));
        } catch (java.io.UncheckedIOException e) {
            failure = e.getCause(); // the PDN reader's report of the input's failure
        } catch (IOException | RuntimeException | Error e) {
            failure = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = new java.io.InterruptedIOException("import interrupted");
        }
        writer.finish();
        try {
            thread.join();
            replayers.shutdown();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            if (failure == null) {
                failure = new java.io.InterruptedIOException("import interrupted");
            }
        }
        if (writer.failure != null && (failure == null || failure instanceof WriterStopped)) {
            failure = writer.failure;
        }
        List<String> problems = new ArrayList<>(readProblems);
        for (String p : writer.problems) {
            note(problems, p);
        }
        List<ImportProblem> items = new ArrayList<>(readItems);
        for (ImportProblem p : writer.items) {
            note(items, p);
        }
        int[] c = writer.counts;
        if (failure != null) {
            note(problems, "import stopped: " + failure);
            note(items, new ImportProblem(source, 0, 0, null, "STOPPED", List.of(String.valueOf(failure)), 0, 0));
            store.finishRun(runId, false, new Report(runId, source, c[0], c[1], c[2], c[3], c[7], c[4], c[5], c[6], problems,
                    items).toJson());
            switch (failure) {
                case IOException e -> throw e;
                case RuntimeException e -> throw e;
                case Error e -> throw e;
                default -> throw new IllegalStateException(failure);
            }
        }
        Report report = new Report(runId, source, c[0], c[1], c[2], c[3], c[7], c[4], c[5], c[6], problems, items);
        try {
            store.finishRun(runId, true, report.toJson());
        } catch (RuntimeException e) { // the games are stored; the run must still not stay "running"
            failIfRunning(runId, source, "the import's report could not be saved: " + e);
            throw e;
        }
        return report;
    }

    /** A game read and replayed, with its duplicate key (computed on a replaying thread). */
    private record Read(GameRecord game, byte[] key, Object prepared) {
    }

    /**
     * The batch's games replayed on the replaying threads, a part on each (the storing thread waits for the whole
     * batch in its turn: the first batch of an import is ready sooner, and batches finish in the order read).
     */
    private static java.util.concurrent.Future<Batch> replay(java.util.concurrent.ExecutorService replayers,
                                                             ArchiveStore store,
                                                             List<PdnGameTexts.GameText> texts, long charsRead,
                                                             Variant defaultVariant) {
        int parts = texts.size() < 2 * REPLAY_PART ? 1 : REPLAY_THREADS;
        int size = Math.max(1, (texts.size() + parts - 1) / parts);
        List<java.util.concurrent.CompletableFuture<List<Read>>> all = new ArrayList<>(parts);
        for (int from = 0; from < texts.size() || from == 0; from += size) {
            List<PdnGameTexts.GameText> part = texts.subList(from, Math.min(texts.size(), from + size));
            all.add(java.util.concurrent.CompletableFuture.supplyAsync(() -> read(store, part, defaultVariant),
                    replayers));
        }
        return java.util.concurrent.CompletableFuture.allOf(all.toArray(java.util.concurrent.CompletableFuture[]::new))
                .thenApply(done -> {
                    List<Read> reads = new ArrayList<>(texts.size());
                    for (java.util.concurrent.CompletableFuture<List<Read>> f : all) {
                        reads.addAll(f.join());
                    }
                    return new Batch(reads, charsRead);
                });
    }

    /** Games of a batch replayed, with their duplicate keys and their rows as the store encodes them. */
    private static List<Read> read(ArchiveStore store, List<PdnGameTexts.GameText> texts, Variant defaultVariant) {
        List<Read> reads = new ArrayList<>(texts.size());
        for (PdnGameTexts.GameText gt : texts) {
            GameRecord r = GameReading.read(gt.game(), gt.text(), defaultVariant);
            byte[] key = r.dedupeKey();
            reads.add(new Read(r, key, store.prepare(r, key))); // the storing thread only sends it
        }
        return reads;
    }

    /** Games for one transaction, and how far the input was read after them. */
    private record Batch(List<Read> games, long charsRead) {
    }

    private static final java.util.concurrent.Future<Batch> END =
            java.util.concurrent.CompletableFuture.completedFuture(new Batch(List.of(), -1));

    /** The reading stops because the storing thread failed (its failure is the one reported). */
    private static final class WriterStopped extends RuntimeException {
        WriterStopped() {
            super("the storing thread stopped", null, false, false);
        }
    }

    /**
     * The storing stage of the import, on its own thread so that reading and replaying the next games overlaps it:
     * stores each batch in one transaction (in the order read), has the new games added to the index (uncommitted)
     * by the indexing threads, and every {@link #COMMIT_NANOS} hands a commit of the index to the committing
     * thread (which waits for the indexing of the batches stored so far, commits, then confirms their index-log
     * rows to the follower) and goes on storing meanwhile; one commit at a time. At the end it commits the rest
     * itself.
     */
    private final class Writer implements Runnable {
        private final long runId;
        private final Long collectionId;
        private final Consumer<Progress> progress;
        private final java.util.concurrent.BlockingQueue<java.util.concurrent.Future<Batch>> queue =
                new java.util.concurrent.ArrayBlockingQueue<>(QUEUED + REPLAY_THREADS);
        final int[] counts = new int[8]; // read, stored, duplicates, legal, illegal, unreadable, unsupported, played on
        final List<String> problems = new ArrayList<>();
        final List<ImportProblem> items = new ArrayList<>();
        volatile Throwable failure;

        Writer(long runId, Long collectionId, Consumer<Progress> progress) {
            this.runId = runId;
            this.collectionId = collectionId;
            this.progress = progress;
        }

        /** Hands a batch over; fails fast when the writer has failed (the reading stops there). */
        void put(java.util.concurrent.Future<Batch> batch) throws InterruptedException {
            while (!queue.offer(batch, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                if (failure != null) {
                    throw new WriterStopped();
                }
            }
        }

        /** No more batches: what is stored gets committed to the index (also after a failure of the reading). */
        void finish() {
            boolean interrupted = false;
            while (failure == null) { // a failed writer has stopped taking
                try {
                    if (queue.offer(END, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                        break;
                    }
                } catch (InterruptedException e) {
                    interrupted = true; // the end marker must get through, or the writer waits for ever
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void run() {
            List<Long> sinceCommit = new ArrayList<>();
            long lastCommit = System.nanoTime();
            java.util.concurrent.ExecutorService indexers = java.util.concurrent.Executors.newFixedThreadPool(INDEX_THREADS,
                    threads.factory("archive-index-" + runId + "-", true));
            java.util.concurrent.ExecutorService committer = java.util.concurrent.Executors.newSingleThreadExecutor(
                    threads.factory("archive-commit-" + runId, false));
            java.util.ArrayDeque<java.util.concurrent.Future<?>> indexing = new java.util.ArrayDeque<>();
            java.util.concurrent.Future<?> committing = java.util.concurrent.CompletableFuture.completedFuture(null);
            List<Long> committingSeqs = List.of(); // the log rows the commit in progress is to confirm
            // set by an indexing task that failed: then no log row of this run is confirmed any more (which batch's
            // games are missing is not known), the follower applies them from the database
            java.util.concurrent.atomic.AtomicBoolean indexFailed = new java.util.concurrent.atomic.AtomicBoolean();
            try {
                while (true) {
                    java.util.concurrent.Future<Batch> next = queue.take();
                    if (next == END) {
                        break;
                    }
                    if (failure != null) {
                        continue; // drain: the reader stops at its next put
                    }
                    List<IndexedGame> toIndex = store(next.get(), sinceCommit);
                    // the index is filled by several threads (a game's documents stay together), a bounded
                    // number of batches behind the database
                    int part = Math.max(1, (toIndex.size() + INDEX_THREADS - 1) / INDEX_THREADS);
                    for (int from = 0; from < toIndex.size(); from += part) {
                        List<IndexedGame> games = toIndex.subList(from, Math.min(toIndex.size(), from + part));
                        indexing.add(onIndexer(indexers, indexFailed, () -> index.addNew(games)));
                    }
                    if (System.nanoTime() - lastCommit >= commitNanos && committing.isDone()) {
                        committing.get(); // a failed commit stops the import
                        // this commit covers exactly the batches stored so far: it waits for their indexing (not
                        // for later batches'), commits, then confirms their log rows; storing goes on meanwhile.
                        // Documents of later batches indexed by then go into the commit too, but the log position
                        // it records stops before their rows (announced, not confirmed): a crash re-applies them.
                        List<java.util.concurrent.Future<?>> covered = new ArrayList<>(indexing);
                        List<Long> seqs = List.copyOf(sinceCommit);
                        sinceCommit.clear();
                        committingSeqs = seqs;
                        committing = committer.submit(() -> {
                            waitFor(new java.util.ArrayDeque<>(covered)); // fails if one of them failed
                            index.commitAndConfirm(seqs);
                            return null;
                        });
                        lastCommit = System.nanoTime();
                    }
                    while (indexing.size() > 2 * INDEX_THREADS || !indexing.isEmpty() && indexing.peek().isDone()) {
                        indexing.poll().get();
                    }
                }
                committing.get();
                committingSeqs = List.of();
                waitFor(indexing);
                if (failure == null) {
                    // the documents still in memory are written by the indexing threads side by side, not by the
                    // commit on this one thread alone (on two cores it took a fifth of a short import)
                    for (int t = 0; t < INDEX_THREADS; t++) {
                        indexing.add(onIndexer(indexers, indexFailed, index::flushImported));
                    }
                    waitFor(indexing);
                    // searchable now; durable a moment later, while the caller goes on (its log rows stay until then)
                    index.commitInBackground(sinceCommit);
                    sinceCommit.clear();
                }
            } catch (Throwable e) {
                Throwable cause = e instanceof java.util.concurrent.ExecutionException x ? x.getCause() : e;
                failure = cause;
                queue.clear(); // a reader blocked on a full queue sees the failure at its next offer
                // every indexing task and the commit in progress end first: none is interrupted (an interrupt
                // inside the index writer can close it) and nothing adds an old copy of a game after the
                // follower has been told to apply it from the database
                List<Long> unconfirmed = new ArrayList<>(sinceCommit);
                if (settle(committing, cause) != null) {
                    unconfirmed.addAll(committingSeqs);
                }
                while (!indexing.isEmpty()) {
                    settle(indexing.poll(), cause);
                }
                try {
                    if (!indexFailed.get()) {
                        // what was stored and indexed before the failure is committed (else the follower does it)
                        index.commitAndConfirm(sinceCommit);
                        unconfirmed.removeAll(sinceCommit);
                    }
                } catch (Throwable again) {
                    keep(cause, again);
                } finally {
                    index.release(unconfirmed); // the follower applies them from the database now, not after a wait
                }
            } finally {
                indexers.shutdownNow();
                committer.shutdownNow();
            }
        }

        /**
         * Work on the index (adding games, writing the buffers) on an indexing thread; if it fails, {@code failed}
         * says that documents may be missing from the index writer, so no more log rows of this run are confirmed.
         */
        private static java.util.concurrent.Future<?> onIndexer(java.util.concurrent.ExecutorService indexers,
                                                               java.util.concurrent.atomic.AtomicBoolean failed,
                                                               Runnable work) {
            return indexers.submit(() -> {
                try {
                    work.run();
                } catch (RuntimeException | Error e) {
                    failed.set(true);
                    throw e;
                }
            });
        }

        /** Waits for a task; its failure (if any) is returned and kept beside the import's own. */
        private static Throwable settle(java.util.concurrent.Future<?> task, Throwable cause) {
            boolean interrupted = false;
            try {
                while (true) {
                    try {
                        task.get();
                        return null;
                    } catch (InterruptedException e) {
                        interrupted = true; // the task must end before the follower takes its games over
                    } catch (java.util.concurrent.ExecutionException e) {
                        keep(cause, e.getCause());
                        return e.getCause();
                    } catch (java.util.concurrent.CancellationException e) {
                        return e;
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        /** A second failure beside the import's (not the same one met twice). */
        private static void keep(Throwable cause, Throwable again) {
            Throwable second = again instanceof java.util.concurrent.ExecutionException x ? x.getCause() : again;
            if (second != cause && second != null) {
                cause.addSuppressed(second);
            }
        }

        private static void waitFor(java.util.ArrayDeque<java.util.concurrent.Future<?>> indexing)
                throws java.util.concurrent.ExecutionException, InterruptedException {
            while (!indexing.isEmpty()) {
                indexing.poll().get();
            }
        }

        /** Stores a batch (one transaction) and returns the new games to index. */
        private List<IndexedGame> store(Batch b, List<Long> sinceCommit) {
            List<Read> games = b.games();
            List<GameRecord> records = new ArrayList<>(games.size());
            List<byte[]> keys = new ArrayList<>(games.size());
            List<Object> prepared = new ArrayList<>(games.size());
            for (Read r : games) {
                records.add(r.game());
                keys.add(r.key());
                prepared.add(r.prepared());
            }
            int[] c = counts;
            // this import indexes the new games itself: the node's follower hears of their log rows before they are
            // committed (else it could apply one from the database first and the import's copy come after a later
            // change), waits for the import's index commit, then skips them
            ArchiveStore.Stored stored = ArchiveImporter.this.store.storeBatch(runId, collectionId, records, keys,
                    prepared, b.charsRead(), index::importing);
            c[0] += records.size();
            c[1] += stored.ids().size();
            c[2] += stored.duplicates();
            List<IndexedGame> toIndex = new ArrayList<>();
            for (int j = 0; j < stored.ids().size(); j++) {
                GameRecord g = records.get(stored.newIndexes().get(j));
                long id = stored.ids().get(j);
                switch (g.status()) {
                    case LEGAL -> c[3]++;
                    case ILLEGAL -> c[4]++;
                    case UNREADABLE -> c[5]++;
                    case UNSUPPORTED -> c[6]++;
                    case PLAYED_ON -> c[7]++;
                }
                if (g.status() != GameStatus.LEGAL && g.why() != null) {
                    note(items, new ImportProblem(g.source(), g.sourceIndex(), id, g.status().id(), g.why().code(),
                            g.why().arguments(), g.why().line(), g.why().column()));
                }
                if (g.status() == GameStatus.PLAYED_ON) {
                    note(problems, g.source() + " game " + g.sourceIndex() + " (id " + id + "): legal, played on "
                            + "after the game ended at ply " + g.errorPly() + " (" + g.reason() + ")");
                } else if (g.status() != GameStatus.LEGAL) {
                    note(problems, g.source() + " game " + g.sourceIndex() + " (id " + id + "): " + g.status().id()
                            + (g.errorPly() > 0 ? " at ply " + g.errorPly() : "") + ": " + g.reason());
                }
                if (g.hasPositions()) {
                    toIndex.add(new IndexedGame(id, g.line(), g.tag("White"), g.tag("Black"), g.tag("Event"),
                            g.date().year(), g.tag("Result"), g.whiteRating(), g.blackRating()));
                }
            }
            sinceCommit.addAll(stored.logSeqs());
            progress.accept(new Progress(runId, b.charsRead(), c[0], c[1], c[2]));
            return toIndex;
        }
    }

    private static <T> void note(List<T> problems, T p) {
        if (problems.size() < MAX_PROBLEMS) {
            problems.add(p);
        }
    }

    /**
     * The arguments of a reading problem: the English message (what older reports hold alone), then the diagnostic's
     * code and arguments, which the page words in the reader's language.
     */
    static List<String> readerArguments(PdnDiagnostic d) {
        List<String> args = new ArrayList<>();
        args.add(d.message());
        args.add(d.code());
        args.addAll(d.args());
        return args;
    }
}
