package org.hakem.team.application;

import org.hakem.event.application.BoardGames;

import jakarta.enterprise.context.ApplicationScoped;
import org.hakem.archive.application.GameSubmissions;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.live.domain.LiveNotice;
import org.hakem.live.domain.LiveNotices;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventRepository;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamMember;
import org.hakem.event.application.Actor;
import org.hakem.event.application.GameVerifier;
import org.hakem.event.domain.BoardResult;

/**
 * Line-ups, board results, games and whole-match forfeits, one match or one board at a time. As for individual
 * results, the arbiter sends the version of the match or board they saw; if it changed since, nothing is written and a
 * {@link ConflictException} carries the current version. Every change is audited. Line-ups may be entered as soon as
 * a round is paired (captains hand them in before the round is published); results, games and forfeits only in a
 * published round.
 */
@ApplicationScoped
@Transactional
public class TeamResultService {

    @Inject
    TeamEventRepository events;

    @Inject
    TeamService teams;

    @Inject
    GameSubmissions archive;

    @Inject
    LiveNotices notices;

    /**
     * Seats a team's players on the boards of its match, board 1 first: member ids, null for a board left empty.
     * Checked against the roster order (except in an imported event).
     */
    public TeamMatch lineUp(long eventId, int round, int match, long teamId, long expectedVersion, List<Long> memberIds,
                            Actor actor) {
        TeamEvent e = teams.writable(eventId, actor);
        TeamMatch m = pairedMatch(eventId, round, match);
        if (m.version() != expectedVersion) {
            throw new ConflictException(Problem.of("team.match.changed", match, round), m.version());
        }
        Team t = TeamService.team(e, teamId);
        List<TeamMember> players = new ArrayList<>();
        for (Long id : memberIds) {
            players.add(id == null ? null : t.member(id).orElseThrow(() -> new ValidationException("players",
                    Problem.of("team.member.not-found", id, t.name()))));
        }
        String before = lineUpText(m, t == m.home());
        m.lineUp(t, players, !e.imported(), actor.name());
        events.flush();
        events.audit(new TeamAudit(eventId, actor.name(), "line-up", round, match, null, before,
                t.name() + ": " + lineUpText(m, t == m.home())));
        notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, match, 0)); // who sits at its boards
        return m;
    }

    private static String lineUpText(TeamMatch m, boolean home) {
        List<String> names = new ArrayList<>();
        for (MatchBoard b : m.boards()) {
            TeamMember p = home ? b.homeMember() : b.awayMember();
            names.add(b.board() + " " + (p == null ? "-" : p.name()));
        }
        return String.join(", ", names);
    }

    /** Records a board's result as arbiters type it ({@link BoardResult#parseGame}: White's view). */
    public MatchBoard record(long eventId, int round, int match, int board, long expectedVersion, String result,
                             Actor actor) {
        BoardResult r;
        try {
            r = BoardResult.parseGame(result);
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("result", Problem.of("event.result.invalid", ex.getMessage()));
        }
        return record(eventId, round, match, board, expectedVersion, r, false, actor);
    }

    /**
     * Records a board's result, read from White's side or, with {@code homeView}, from the home player's side (as the
     * match sheet and the arbiter's match page show it: {@link MatchBoard#homeView}).
     */
    public MatchBoard record(long eventId, int round, int match, int board, long expectedVersion, BoardResult result,
                             boolean homeView, Actor actor) {
        teams.writable(eventId, actor);
        MatchBoard b = board(eventId, round, match, board);
        requireVersion(b, expectedVersion);
        BoardResult r = homeView ? b.fromHomeView(result) : result;
        if (b.match().forfeit() != MatchForfeit.NONE) {
            throw new ValidationException("result", Problem.of("team.forfeit.whole", match, round));
        }
        BoardResult old = b.record(r, actor.name());
        events.flush(); // a concurrent writer that won the race surfaces here as OptimisticLockException
        events.audit(new TeamAudit(eventId, actor.name(), "result", round, match, board, old.label(), r.label()));
        notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, match, board));
        return b;
    }

    /**
     * Declares a whole-match forfeit ({@code home}: the home team wins by forfeit, {@code away}, {@code double}) or
     * takes it back ({@code none}).
     */
    public TeamMatch forfeit(long eventId, int round, int match, long expectedVersion, String which, Actor actor) {
        teams.writable(eventId, actor);
        TeamMatch m = match(eventId, round, match);
        if (m.version() != expectedVersion) {
            throw new ConflictException(Problem.of("team.match.changed", match, round), m.version());
        }
        MatchForfeit f = switch (which == null ? "" : which.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "none", "" -> MatchForfeit.NONE;
            case "home", "home_wins" -> MatchForfeit.HOME_WINS;
            case "away", "away_wins" -> MatchForfeit.AWAY_WINS;
            case "double", "both" -> MatchForfeit.DOUBLE;
            default -> throw new ValidationException("forfeit", Problem.of("team.forfeit.unknown", which));
        };
        MatchForfeit old = m.declareForfeit(f, actor.name());
        events.flush();
        events.audit(new TeamAudit(eventId, actor.name(), "forfeit", round, match, null, old.name(), f.name()));
        notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, match, 0)); // every board of the match
        return m;
    }

    /**
     * Attaches a game's PDN to a board (or removes it with a blank text): read, replayed with the event's variant and
     * compared with the board's result by the tournaments' {@link GameVerifier}; a contradiction is flagged. The game
     * of a public event then goes to the archive, handed over in this transaction ({@link #submit}).
     */
    public MatchBoard attachGame(long eventId, int round, int match, int board, long expectedVersion, String pdn,
                                 Actor actor) {
        TeamEvent e = teams.writable(eventId, actor);
        MatchBoard b = board(eventId, round, match, board);
        requireVersion(b, expectedVersion);
        if (pdn == null || pdn.isBlank()) {
            String old = b.pdnVerdict();
            b.attachGame(null, null, false, actor.name());
            events.flush();
            events.audit(new TeamAudit(eventId, actor.name(), "game removed", round, match, board, old, null));
            notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, match, board));
            return b;
        }
        GameVerifier.Verdict v = GameVerifier.verify(pdn, e.variant(), b.result());
        String old = b.pdnVerdict();
        b.attachGame(pdn, v.text(), v.flagged(), actor.name());
        events.flush();
        events.audit(new TeamAudit(eventId, actor.name(), "game attached", round, match, board, old,
                (v.flagged() ? "FLAGGED: " : "") + v.text()));
        if (e.publicEvent()) {
            submit(archive, e, round, b);
        }
        notices.announce(new LiveNotice(ARCHIVE_KIND, eventId, round, match, board));
        return b;
    }

    /** What team events are called in the archive's game-submission contract (and in its games' sources). */
    public static final String ARCHIVE_KIND = "team";

    /**
     * Hands the game attached to board {@code b} of {@code round} to the archive, with the event's tags, in the running
     * transaction: it reaches the archive if and only if that transaction commits.
     */
    static void submit(GameSubmissions archive, TeamEvent e, int round, MatchBoard b) {
        archive.submit(ARCHIVE_KIND, e.id(), round, b.match().number(), b.board(), b.pdn(), tags(e, round, b));
    }

    /** The tags a team board's game carries in the archive and in the event's PDN. */
    public static Map<String, String> tags(TeamEvent e, int round, MatchBoard b) {
        Map<String, String> t = BoardGames.eventTags(e.name(), e.place(), e.startDate());
        t.put("Round", round + "." + b.match().number());
        t.put("Board", Integer.toString(b.board()));
        t.put("White", b.white() == null ? "" : b.white().name());
        t.put("Black", b.black() == null ? "" : b.black().name());
        TeamMatch m = b.match();
        t.put("WhiteTeam", b.homeWhite() ? m.home().name() : m.away().name());
        t.put("BlackTeam", b.homeWhite() ? m.away().name() : m.home().name());
        BoardGames.boardTags(t, b, e.variant());
        return t;
    }

    /** A match of a paired round, published or still a draft. */
    private TeamMatch pairedMatch(long eventId, int round, int match) {
        return events.match(eventId, round, match).orElseThrow(() -> new NotFoundException(
                Problem.of("team.match.not-found", eventId, round, match)));
    }

    private TeamMatch match(long eventId, int round, int match) {
        TeamMatch m = pairedMatch(eventId, round, match);
        if (!m.round().published()) {
            throw new ValidationException("round", Problem.of("event.round.unpublished", round));
        }
        return m;
    }

    private MatchBoard board(long eventId, int round, int match, int board) {
        MatchBoard b = events.board(eventId, round, match, board).orElseThrow(() -> new NotFoundException(
                Problem.of("team.board.not-found", eventId, round, match, board)));
        if (!b.match().round().published()) {
            throw new ValidationException("round", Problem.of("event.round.unpublished", round));
        }
        return b;
    }

    private static void requireVersion(MatchBoard b, long expectedVersion) {
        if (b.version() != expectedVersion) {
            throw new ConflictException(b.updatedBy() == null
                    ? Problem.of("team.board.changed", b.board(), b.match().number(), b.result().label())
                    : Problem.of("team.board.changed-by", b.board(), b.match().number(), b.result().label(),
                    b.updatedBy()), b.version());
        }
    }
}
