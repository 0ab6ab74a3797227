package org.hakem.tournament.application;

import org.hakem.event.application.BoardGames;
import org.hakem.event.application.GameVerifier;

import jakarta.enterprise.context.ApplicationScoped;
import org.hakem.archive.application.GameSubmissions;
import jakarta.inject.Inject;
import org.hakem.live.domain.LiveNotice;
import org.hakem.live.domain.LiveNotices;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import org.hakem.event.application.EventAccess;
import org.hakem.event.domain.EventOwners;
import org.hakem.platform.Problem;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.GameBoard;
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.event.application.Actor;

/**
 * Entering results, one board at a time. The arbiter sends the version of the board they saw; if the
 * board changed since (another arbiter was faster), nothing is written and a {@link ConflictException}
 * carries the current version: a result is never silently lost. Every change is audited.
 */
@ApplicationScoped
@Transactional
public class ResultService {

    @Inject
    EventRepository events;

    @Inject
    GameSubmissions archive;

    @Inject
    LiveNotices notices;

    /**
     * Records a result typed by an arbiter ({@link BoardResult#parseGame} for a game,
     * {@link BoardResult#parseBye} for a bye).
     */
    public Pairing record(long eventId, int round, int board, long expectedVersion, String result, Actor actor) {
        return record(eventId, round, board, expectedVersion, result, true, actor);
    }

    /**
     * Records a board's result. Without {@code replace}, a result already entered is not replaced by another
     * one: {@link ReplaceNeedsConfirmation} says both, so the arbiter confirms (keyboard entry asks). A
     * pairing-allocated bye stays one, and a requested bye cannot become one: the pairing decides those.
     */
    public Pairing record(long eventId, int round, int board, long expectedVersion, String result, boolean replace,
                          Actor actor) {
        EventOwners owners = events.owners(eventId).orElseThrow(() -> new NotFoundException(Problem.of("event.not-found", eventId)));
        EventAccess.requireArbiter(owners.eventName(), owners.arbiters(), actor.name(), actor.admin());
        Pairing p = board(eventId, round, board);
        requireVersion(p, expectedVersion);
        BoardResult r;
        try {
            r = p.isBye() ? BoardResult.parseBye(result) : BoardResult.parseGame(result);
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("result", Problem.of("event.result.invalid", ex.getMessage()));
        }
        BoardResult before = p.result();
        if (p.isBye() && (before == BoardResult.PAIRING_BYE) != (r == BoardResult.PAIRING_BYE) && before.decided()) {
            throw new ValidationException("result", before == BoardResult.PAIRING_BYE
                    ? Problem.of("event.bye.pairing-allocated", board)
                    : Problem.of("event.bye.requested", board, before.label()));
        }
        if (!replace && before.decided() && before != r) {
            throw new ReplaceNeedsConfirmation(board, before.label(), r.label(), p.version(),
                    events.rounds(eventId).stream().map(EventRound::number).filter(n -> n > round).sorted().toList());
        }
        BoardResult old = p.record(r, actor.name());
        events.flush(); // a concurrent writer that won the race surfaces here as OptimisticLockException
        events.audit(new AuditEntry(eventId, actor.name(), "result", round, board, old.label(), r.label()));
        notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, 0, board));
        return p;
    }

    /**
     * Attaches a game's PDN to a board (or removes it with a blank text): it is read, replayed with the
     * tournament's variant and compared with the board's result; a contradiction is flagged on the board.
     * The game of a public tournament then goes to the archive: handed over in this transaction ({@link #submit}).
     */
    public Pairing attachGame(long eventId, int round, int board, long expectedVersion, String pdn, Actor actor) {
        TournamentEvent e = events.find(eventId).orElseThrow(() -> new NotFoundException(Problem.of("event.not-found", eventId)));
        EventAccess.requireArbiter(e, actor.name(), actor.admin());
        Pairing p = board(eventId, round, board);
        requireVersion(p, expectedVersion);
        if (pdn == null || pdn.isBlank()) {
            String removed = p.pdnVerdict(); // the audit row names the verdict of the game removed, read before
            p.attachGame(null, null, false, actor.name());
            events.flush();
            events.audit(new AuditEntry(eventId, actor.name(), "game removed", round, board, removed, null));
            notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, 0, board));
            return p;
        }
        if (p.isBye()) {
            throw new ValidationException("pdn", Problem.of("event.bye.attach", board));
        }
        GameVerifier.Verdict v = GameVerifier.verify(pdn, e.variant(), p.result());
        String old = p.pdnVerdict();
        p.attachGame(pdn, v.text(), v.flagged(), actor.name());
        events.flush();
        events.audit(new AuditEntry(eventId, actor.name(), "game attached", round, board, old,
                (v.flagged() ? "FLAGGED: " : "") + v.text()));
        if (e.publicEvent()) { // the archive is public: a private tournament's games stay with its boards
            submit(archive, e, p, round);
        }
        notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, 0, board));
        return p;
    }

    /** What tournaments are called in the archive's game-submission contract (and in its games' sources). */
    public static final String ARCHIVE_KIND = "tournament";

    /**
     * Hands the game attached to board {@code p} of {@code round} to the archive, with the tournament's tags, in the
     * running transaction: it reaches the archive if and only if that transaction commits.
     */
    static void submit(GameSubmissions archive, TournamentEvent e, Pairing p, int round) {
        archive.submit(ARCHIVE_KIND, e.id(), round, 0, p.board(), p.pdn(), tags(e, p, round));
    }

    /** The tags the archive gives a tournament game. */
    static Map<String, String> tags(TournamentEvent e, Pairing p, int round) {
        Map<String, String> t = BoardGames.eventTags(e.name(), e.place(), e.startDate());
        t.put("Round", Integer.toString(round));
        t.put("Board", Integer.toString(p.board()));
        t.put("White", p.white().name());
        t.put("Black", p.black() == null ? "" : p.black().name());
        BoardGames.boardTags(t, p, e.variant());
        return t;
    }

    private Pairing board(long eventId, int round, int board) {
        Pairing p = events.board(eventId, round, board).orElseThrow(() -> new NotFoundException(
                Problem.of("event.board.not-found", eventId, board, round)));
        if (!p.round().published()) {
            throw new ValidationException("round", Problem.of("event.round.unpublished", round));
        }
        return p;
    }

    private static void requireVersion(Pairing p, long expectedVersion) {
        if (p.version() != expectedVersion) {
            Problem changed;
            if (p.updatedBy() == null) {
                changed = p.result().decided() ? Problem.of("event.board.changed", p.board(), p.result().label())
                        : Problem.of("event.board.changed.no-result", p.board());
            } else {
                changed = p.result().decided()
                        ? Problem.of("event.board.changed-by", p.board(), p.result().label(), p.updatedBy())
                        : Problem.of("event.board.changed-by.no-result", p.board(), "", p.updatedBy());
            }
            throw new ConflictException(changed, p.version());
        }
    }
}
