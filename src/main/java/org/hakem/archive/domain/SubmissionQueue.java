package org.hakem.archive.domain;

import java.time.Instant;
import java.util.List;

/**
 * The rows of the game-submission contract as the worker reads them ({@link Submission}): written by the events in
 * their own transactions, applied by the worker of any app node, deleted once applied.
 */
public interface SubmissionQueue {

    /**
     * The rows that may be applied now: the first row (lowest seq) of each event whose retry time has come, oldest
     * first, at most {@code limit}. A row behind another of its event is never offered.
     */
    List<Submission> heads(int limit);

    /** What {@link #claim} did with a row. */
    enum Claim {
        /** Applied and deleted. */
        APPLIED,
        /** A later withdrawal of the same event makes it moot: deleted without applying. */
        SUPERSEDED,
        /** Gone (another node applied it) or being applied by another node: left alone. */
        TAKEN
    }

    /**
     * Locks the row (skipping it if another node holds it), runs {@code apply} and deletes the row, in one transaction
     * of its own that holds the lock until the deletion commits. The work commits on its own: a crash after it and
     * before the deletion leaves the row, to be applied again (the work is idempotent). An exception of the work
     * leaves the row and is thrown.
     */
    Claim claim(Submission row, Runnable apply);

    /** Records a failure of the row: one more attempt, the error, and the next try {@code retryInSeconds} from now. */
    void failed(long seq, String error, long retryInSeconds);

    /** Whether the event's games are kept out of the archive (withdrawn and not published since). */
    boolean withdrawn(String kind, long eventId);

    /** Keeps the event's games out of the archive ({@code out}) or lets them in again. */
    void markWithdrawn(String kind, long eventId, boolean out);

    /** A row that has failed at least once, as the backlog shows it. */
    record Stuck(long seq, String what, int attempts, String lastError, Instant since, Instant nextAttempt) {
    }

    /**
     * The queue as an operator sees it: rows waiting, rows that have failed (the first {@code limit} of them), and
     * when the oldest waiting row was written (null when none waits).
     */
    record Backlog(long pending, long failing, Instant oldest, List<Stuck> stuck) {
    }

    Backlog backlog(int limit);
}
