package org.hakem.archive.application;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.tournament.application.TournamentGameRecorded;
import org.hakem.tournament.application.TournamentGamesWithdrawn;

/**
 * The archive's side of the tournament seam: once the transaction that attached a game to a board has committed,
 * the game is archived with the tournament's tags ({@link TournamentGames}) in the background, so the arbiter's
 * request does not wait for the import and a failure of the archive never undoes the board's result. A failure is
 * logged; the game stays attached to the board, and attaching it again archives it. A tournament made private
 * takes its games out again ({@link TournamentGamesWithdrawn}). The tasks run one at a time, in the order of their
 * events.
 */
@ApplicationScoped
public class TournamentArchiving {

    private static final Logger LOG = Logger.getLogger(TournamentArchiving.class.getName());

    // Resolved when a game comes, not when this bean is made: the demo tournaments attach games while the server
    // starts, before the archive (a startup singleton that depends on that start) is open.
    @Inject
    Instance<ArchiveImporter> importer;

    @Inject
    Instance<ArchiveStore> store;

    @Inject
    Instance<IndexMaintenance> index;

    @Resource
    ManagedExecutorService executor;

    /** The last archive task: tasks run one after another, in the order their events came. */
    private CompletableFuture<Void> last = CompletableFuture.completedFuture(null);

    /**
     * Runs a task after the ones before it. A tournament made public and at once private again sends its games and
     * then takes them out: run in that order, none is left behind.
     */
    private synchronized void inOrder(Runnable task) {
        last = last.handle((done, failed) -> null).thenRunAsync(task, executor);
    }

    void recorded(@Observes(during = TransactionPhase.AFTER_SUCCESS) TournamentGameRecorded e) {
        inOrder(() -> {
            try {
                TournamentGames.Archived a = archive().archive(e.eventId(), e.round(), e.board(), e.pdn(), e.tags());
                LOG.fine(() -> TournamentGames.source(e.eventId(), e.round(), e.board()) + ": " + a.report().stored()
                        + " stored, " + a.report().duplicates() + " already archived, replaced " + a.replaced());
            } catch (IOException | RuntimeException ex) {
                LOG.log(Level.WARNING, "could not archive the game of " + TournamentGames.source(e.eventId(), e.round(),
                        e.board()), ex);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /** A team event's board game: archived as a tournament's, under its own source. */
    void teamRecorded(@Observes(during = TransactionPhase.AFTER_SUCCESS) org.hakem.team.application.TeamGameRecorded e) {
        inOrder(() -> {
            try {
                archive().archive(e.source(), e.pdn(), e.tags());
            } catch (IOException | RuntimeException ex) {
                LOG.log(Level.WARNING, "could not archive the game of " + e.source(), ex);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /** A team event made private: its games leave the archive. */
    void teamWithdrawn(@Observes(during = TransactionPhase.AFTER_SUCCESS) org.hakem.team.application.TeamGamesWithdrawn e) {
        inOrder(() -> {
            try {
                archive().withdrawTeam(e.eventId());
            } catch (RuntimeException ex) {
                LOG.log(Level.WARNING, "could not take the games of team event " + e.eventId() + " out of the archive", ex);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        });
    }

    void withdrawn(@Observes(during = TransactionPhase.AFTER_SUCCESS) TournamentGamesWithdrawn e) {
        inOrder(() -> {
            try {
                List<Long> gone = archive().withdraw(e.eventId());
                LOG.fine(() -> "tournament " + e.eventId() + " is private: " + gone.size() + " game(s) left the archive");
            } catch (RuntimeException ex) {
                LOG.log(Level.WARNING, "could not take the games of tournament " + e.eventId() + " out of the archive", ex);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /** The archive, once it is open (waiting up to a minute while the server starts). */
    private TournamentGames archive() throws InterruptedException {
        for (int attempt = 1; ; attempt++) {
            try {
                return new TournamentGames(importer.get(), store.get(), index.get());
            } catch (RuntimeException notYet) {
                if (attempt >= 60) {
                    throw notYet;
                }
                Thread.sleep(1000);
            }
        }
    }
}
