package org.hakem.archive.application;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.Transactional;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.util.Map;
import org.hakem.archive.domain.Submission;
import org.hakem.archive.domain.SubmissionOutbox;

/**
 * The archive's game-submission contract, which events call: a board's game to archive, an event's games to take
 * out or to let in again. Each call writes a row ({@link Submission}) in the caller's transaction, which must be
 * running: the request to the archive commits with the board's result or the event's new status, or not at all, and
 * a crash after the commit loses nothing. {@link SubmissionWorker} applies the rows afterwards, at least once, in
 * order per event, on whichever app node; the commit wakes it. The archive knows no kind of event: the caller names
 * its own ({@code tournament}, {@code team}), and a new kind needs no change here.
 */
@ApplicationScoped
public class GameSubmissions {

    @Inject
    SubmissionOutbox outbox;

    @Resource
    TransactionSynchronizationRegistry transactions;

    /** What to run after a transaction that wrote rows commits (the worker's wake-up); set when the archive opens. */
    private volatile Runnable onCommit = () -> { };

    /**
     * Archives the game of a board (replacing the game archived earlier from the same board).
     *
     * @param kind  the kind of event, a lower-case word
     * @param match the match within the round, 0 for an event without matches
     * @param tags  the event's tags for the game, in PDN order (Event, Site, Date, Round, Board, White, Black,
     *              Result, GameType...): they replace the game's own
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void submit(String kind, long eventId, int round, int match, int board, String pdn, Map<String, String> tags) {
        write(Submission.submit(kind, eventId, round, match, board, pdn, tags));
    }

    /** Takes every game of the event out of the archive, and keeps them out until {@link #publish}. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void withdraw(String kind, long eventId) {
        write(Submission.withdraw(kind, eventId));
    }

    /** Lets the event's games into the archive again (submit them after this). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void publish(String kind, long eventId) {
        write(Submission.publish(kind, eventId));
    }

    private void write(Submission s) {
        outbox.append(s);
        if (transactions.getResource(GameSubmissions.class) == null) { // one wake-up per transaction
            transactions.putResource(GameSubmissions.class, Boolean.TRUE);
            transactions.registerInterposedSynchronization(new Synchronization() {
                @Override
                public void beforeCompletion() {
                }

                @Override
                public void afterCompletion(int status) {
                    if (status == Status.STATUS_COMMITTED) {
                        onCommit.run();
                    }
                }
            });
        }
    }

    /** Sets what runs after each commit that wrote rows (the archive's worker, once it is open). */
    public void onCommit(Runnable wake) {
        this.onCommit = wake;
    }
}
