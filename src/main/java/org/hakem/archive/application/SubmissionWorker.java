package org.hakem.archive.application;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.archive.domain.Submission;
import org.hakem.archive.domain.SubmissionQueue;

/**
 * Applies the rows of the game-submission contract ({@link GameSubmissions}) to the archive, without the server (the
 * server runs it on its managed scheduler: at start, after each commit that wrote rows, and every few seconds).
 * <ul>
 * <li><b>At least once, idempotently:</b> a row is deleted in the transaction that locked it, after its work has
 * committed; a crash in between leaves it, and it is applied again, which changes nothing more
 * ({@link EventGames}: the same game again is a duplicate; a withdrawal finds nothing left).</li>
 * <li><b>In order per event:</b> only the first row of an event is ever offered ({@link SubmissionQueue#heads}), so a
 * withdrawal is never overtaken by an earlier submission; a submission followed by a withdrawal of its event is
 * dropped unapplied; a submission that reaches the queue after its event was withdrawn (and not published again) is
 * not archived.</li>
 * <li><b>Across nodes:</b> a row is locked while it is applied and skipped by the other nodes
 * ({@code for update skip locked}); the next row of its event is offered only once it is gone.</li>
 * <li><b>A failing row</b> is logged and tried again later, each time after a longer pause (2 s doubling up to 10
 * minutes), and counted in the backlog ({@code GET /api/archive/index/submissions}); it holds back the rows of its
 * own event only.</li>
 * </ul>
 */
public final class SubmissionWorker {

    private static final Logger LOG = Logger.getLogger(SubmissionWorker.class.getName());

    /** The longest pause before a failing row is tried again. */
    static final long MAX_RETRY_SECONDS = 600;

    /** Applies one row's request to the archive; idempotent. */
    @FunctionalInterface
    public interface Archive {
        void apply(Submission row) throws IOException;
    }

    private final SubmissionQueue queue;
    private final Archive archive;
    private final ReentrantLock running = new ReentrantLock();
    private final AtomicBoolean again = new AtomicBoolean();

    public SubmissionWorker(SubmissionQueue queue, Archive archive) {
        this.queue = queue;
        this.archive = archive;
    }

    /** The worker over the archive's own {@link EventGames}. */
    public SubmissionWorker(SubmissionQueue queue, EventGames games) {
        this(queue, row -> apply(queue, games, row));
    }

    /** What a row does to the archive. */
    static void apply(SubmissionQueue queue, EventGames games, Submission row) throws IOException {
        switch (row.op()) {
            case SUBMIT -> {
                if (queue.withdrawn(row.kind(), row.eventId())) {
                    LOG.fine(() -> row.describe() + ": the event is withdrawn from the archive; not archived");
                    return;
                }
                EventGames.Archived a = games.archive(row.eventBoard(), row.pdn(), row.tags());
                LOG.fine(() -> row.describe() + ": " + a.report().stored() + " stored, " + a.report().duplicates()
                        + " already archived, replaced " + a.replaced());
            }
            case WITHDRAW -> {
                queue.markWithdrawn(row.kind(), row.eventId(), true);
                List<Long> gone = games.withdraw(row.kind(), row.eventId());
                LOG.fine(() -> row.describe() + ": " + gone.size() + " game(s) left the archive");
            }
            case PUBLISH -> queue.markWithdrawn(row.kind(), row.eventId(), false);
        }
    }

    /**
     * Applies every row that is ready, until none is left that this node can take; returns how many rows it applied
     * or dropped. When another thread of this node is already at it, asks it to look again and returns 0 at once.
     */
    public int drain() {
        int done = 0;
        again.set(true);
        while (again.get() && running.tryLock()) {
            try {
                again.set(false);
                done += drainOnce();
            } finally {
                running.unlock();
            }
        }
        return done;
    }

    private int drainOnce() {
        int done = 0;
        while (true) {
            List<Submission> heads = queue.heads(100);
            int progress = 0;
            for (Submission row : heads) {
                if (one(row)) {
                    progress++;
                }
            }
            done += progress;
            if (progress == 0) {
                return done; // nothing ready, or what is ready is another node's or failing
            }
        }
    }

    /** Applies a row; true if it is gone from the queue (applied or dropped). */
    private boolean one(Submission row) {
        try {
            SubmissionQueue.Claim c = queue.claim(row, () -> {
                try {
                    archive.apply(row);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            if (c == SubmissionQueue.Claim.SUPERSEDED) {
                LOG.fine(() -> row.describe() + ": dropped, a later withdrawal of the event takes its games out");
            }
            return c != SubmissionQueue.Claim.TAKEN;
        } catch (RuntimeException e) {
            long retry = retrySeconds(row.attempts() + 1);
            LOG.log(Level.WARNING, "could not apply archive submission " + row.seq() + " (" + row.describe() + "), attempt "
                    + (row.attempts() + 1) + "; trying again in " + retry + " s; the event's later submissions wait", e);
            try {
                queue.failed(row.seq(), String.valueOf(e.getCause() != null ? e.getCause() : e), retry);
            } catch (RuntimeException e2) {
                LOG.log(Level.WARNING, "could not record the failure of archive submission " + row.seq(), e2);
            }
            return false;
        }
    }

    /** The pause before the next try after {@code attempts} failures: 2 s, doubling, at most 10 minutes. */
    static long retrySeconds(int attempts) {
        return attempts >= 10 ? MAX_RETRY_SECONDS : Math.min(MAX_RETRY_SECONDS, 1L << attempts);
    }
}
