package org.hakem.team.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.platform.Problem;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.EditedRow;

/**
 * One match of a round: the home team against the away team on the event's boards, or a team's bye (no away team,
 * no boards). Before the match each team's line-up seats its players on the boards: roster order is respected
 * (nobody plays above a member ranked higher in the roster), every player once, empty boards only after the occupied
 * ones; a line-up names at least one player (a team that did not come is a whole-match forfeit). A board left empty by one team is won by forfeit by the other's player; left empty by both, it is a double
 * forfeit. A whole-match forfeit ({@link MatchForfeit}) gives every board to the team that came. The match result
 * follows from the boards ({@link #score}).
 */
@Entity
@Table(name = "team_match")
public class TeamMatch extends EditedRow {

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "round_id")
    private TeamRound round;

    @Column(nullable = false)
    private int number;

    @ManyToOne(optional = false)
    @JoinColumn(name = "home_team")
    private Team home;

    @ManyToOne
    @JoinColumn(name = "away_team")
    private Team away;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private MatchForfeit forfeit = MatchForfeit.NONE;

    @Column(name = "home_lineup", nullable = false)
    private boolean homeLineup;

    @Column(name = "away_lineup", nullable = false)
    private boolean awayLineup;

    @OneToMany(mappedBy = "match", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("board")
    private List<MatchBoard> boards = new ArrayList<>();

    protected TeamMatch() {
        // for JPA
    }

    /**
     * A match of {@code boardCount} boards ({@code away} null: a bye, without boards).
     *
     * @param homeWhite whether the home team has White on a board (1-based), as the event's colour rule says
     */
    TeamMatch(TeamRound round, int number, Team home, Team away, int boardCount, IntPredicate homeWhite) {
        if (away == home) {
            throw new InvalidEventException("away", Problem.of("team.match.self", home.name()));
        }
        this.round = round;
        this.number = number;
        this.home = home;
        this.away = away;
        touched();
        if (away != null) {
            for (int b = 1; b <= boardCount; b++) {
                boards.add(new MatchBoard(this, b, homeWhite.test(b)));
            }
        }
    }

    /**
     * Seats a team's players on the boards, board 1 first ({@code null}: the board stays empty). The line-up may
     * change while no board of the match has a result played over the board.
     *
     * @param checkOrder false for an imported event (what was played is a fact, whatever the roster says)
     */
    public void lineUp(Team team, List<TeamMember> players, boolean checkOrder, String by) {
        boolean isHome = team == home;
        if (!isHome && team != away) {
            throw new InvalidEventException("team", Problem.of("team.lineup.not-in-match", team.name(), number));
        }
        if (away == null) {
            throw new InvalidEventException("team", Problem.of("team.lineup.bye", team.name()));
        }
        if (players.size() > boards.size()) {
            throw new InvalidEventException("players", Problem.of("team.lineup.boards", players.size(), boards.size()));
        }
        if (boards.stream().anyMatch(b -> played(b.result()))) {
            throw new InvalidEventException("players", Problem.of("team.lineup.played", number));
        }
        if (checkOrder && players.stream().allMatch(java.util.Objects::isNull)) {
            // a team that did not come is a whole-match forfeit; an empty line-up would forfeit every board silently
            throw new InvalidEventException("players", Problem.of("team.lineup.empty", team.name(), number));
        }
        Set<TeamMember> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        TeamMember above = null; // the player on the nearest occupied board above
        boolean gap = false;
        for (int i = 0; i < players.size(); i++) {
            TeamMember m = players.get(i);
            if (m == null) {
                gap = true;
                continue;
            }
            if (m.team() != team) {
                throw new InvalidEventException("players", Problem.of("team.lineup.not-member", m.name(), team.name()));
            }
            if (!seen.add(m)) {
                throw new InvalidEventException("players", Problem.of("team.lineup.twice", m.name()));
            }
            if (checkOrder && gap) {
                throw new InvalidEventException("players", Problem.of("team.lineup.gap", i + 1));
            }
            if (checkOrder && above != null && m.position() < above.position()) {
                throw new InvalidEventException("players", Problem.of("team.lineup.order", m.name(), m.position(),
                        i + 1, above.name(), above.position()));
            }
            above = m;
        }
        for (MatchBoard b : boards) {
            TeamMember m = b.board() <= players.size() ? players.get(b.board() - 1) : null;
            if (isHome) {
                b.seatHome(m);
            } else {
                b.seatAway(m);
            }
        }
        if (isHome) {
            homeLineup = true;
        } else {
            awayLineup = true;
        }
        if (homeLineup && awayLineup && forfeit == MatchForfeit.NONE) {
            forfeitEmptyBoards(by);
        }
        editedBy(by);
    }

    /**
     * The boards a team's line-up leaves empty (they are lost by forfeit once both line-ups are in); empty while its
     * line-up is not in.
     */
    public List<Integer> emptyBoards(Team team) {
        boolean isHome = team == home;
        if (away == null || !(isHome ? homeLineup : team == away && awayLineup)) {
            return List.of();
        }
        return boards.stream().filter(b -> (isHome ? b.homeMember() : b.awayMember()) == null)
                .map(MatchBoard::board).toList();
    }

    /** Once both line-ups are in: a board empty on one side is won by forfeit by the other; empty on both, -/-. */
    private void forfeitEmptyBoards(String by) {
        for (MatchBoard b : boards) {
            boolean white = b.white() != null;
            boolean black = b.black() != null;
            BoardResult r = white && black ? null : white ? BoardResult.WHITE_FORFEIT_WIN
                    : black ? BoardResult.BLACK_FORFEIT_WIN : BoardResult.DOUBLE_FORFEIT;
            if (r != null) {
                b.set(r, by);
            } else if (b.result() == BoardResult.WHITE_FORFEIT_WIN || b.result() == BoardResult.BLACK_FORFEIT_WIN
                    || b.result() == BoardResult.DOUBLE_FORFEIT) {
                b.set(BoardResult.PENDING, by); // both players are there now
            }
        }
    }

    /**
     * Declares a whole-match forfeit (or takes it back with {@link MatchForfeit#NONE}): every board goes to the team
     * that came. Refused when a board has a result played over the board.
     *
     * @return the forfeit before
     */
    public MatchForfeit declareForfeit(MatchForfeit f, String by) {
        if (away == null) {
            throw new InvalidEventException("forfeit", Problem.of("team.lineup.bye", home.name()));
        }
        if (boards.stream().anyMatch(b -> played(b.result()))) {
            throw new InvalidEventException("forfeit", Problem.of("team.forfeit.played", number));
        }
        MatchForfeit old = forfeit;
        forfeit = f;
        for (MatchBoard b : boards) {
            BoardResult r = switch (f) {
                case NONE -> BoardResult.PENDING;
                case DOUBLE -> BoardResult.DOUBLE_FORFEIT;
                // the home team did not come: the away player wins, whatever colour he had
                case AWAY_WINS -> b.homeWhite() ? BoardResult.BLACK_FORFEIT_WIN : BoardResult.WHITE_FORFEIT_WIN;
                case HOME_WINS -> b.homeWhite() ? BoardResult.WHITE_FORFEIT_WIN : BoardResult.BLACK_FORFEIT_WIN;
            };
            b.set(r, by);
        }
        if (f == MatchForfeit.NONE && homeLineup && awayLineup) {
            forfeitEmptyBoards(by);
        }
        editedBy(by);
        return old;
    }

    private static boolean played(BoardResult r) {
        return r == BoardResult.WHITE_WINS || r == BoardResult.DRAW || r == BoardResult.BLACK_WINS;
    }

    /** The match's game points and outcome with the event's game scoring. */
    public MatchScore score(PointSystem gamePoints) {
        if (away == null) {
            return new MatchScore(0, 0, MatchScore.Outcome.BYE);
        }
        if (forfeit == MatchForfeit.DOUBLE) {
            return new MatchScore(0, 0, MatchScore.Outcome.BOTH_LOSE);
        }
        double h = 0;
        double a = 0;
        boolean pending = false;
        boolean allDoubleForfeits = true;
        for (MatchBoard b : boards) {
            if (!b.result().decided()) {
                pending = true;
                allDoubleForfeits = false;
                continue;
            }
            if (b.result() != BoardResult.DOUBLE_FORFEIT) {
                allDoubleForfeits = false;
            }
            h += points(gamePoints, b.homeCode());
            a += points(gamePoints, b.awayCode());
        }
        if (pending) {
            return new MatchScore(h, a, MatchScore.Outcome.PENDING);
        }
        if (allDoubleForfeits) {
            return new MatchScore(0, 0, MatchScore.Outcome.BOTH_LOSE);
        }
        MatchScore.Outcome o = h > a + 1e-9 ? MatchScore.Outcome.HOME_WINS
                : a > h + 1e-9 ? MatchScore.Outcome.AWAY_WINS : MatchScore.Outcome.DRAW;
        return new MatchScore(h, a, o);
    }

    private static double points(PointSystem s, ResultCode c) {
        return switch (c) {
            case WIN, FORFEIT_WIN -> s.win();
            case DRAW -> s.draw();
            case LOSS -> s.loss();
            default -> 0; // forfeit losses and unplayed games score nothing
        };
    }

    public Optional<MatchBoard> board(int board) {
        return boards.stream().filter(b -> b.board() == board).findFirst();
    }

    /**
     * True when the match has a result of its own: a whole-match forfeit, or a result on a board where both players
     * sit. The forfeits of boards the line-ups left empty follow from the line-ups and do not count: a paired round
     * whose line-ups are in may still be taken back or paired again (its line-ups go with it).
     */
    public boolean hasResults() {
        return forfeit != MatchForfeit.NONE || boards.stream().anyMatch(b -> b.result().decided()
                && b.homeMember() != null && b.awayMember() != null);
    }

    public boolean isBye() {
        return away == null;
    }

    /** True when the team plays in this match. */
    public boolean involves(Team t) {
        return home == t || away == t;
    }

    public TeamRound round() {
        return round;
    }

    public int number() {
        return number;
    }

    public Team home() {
        return home;
    }

    public Team away() {
        return away;
    }

    public MatchForfeit forfeit() {
        return forfeit;
    }

    public boolean homeLineup() {
        return homeLineup;
    }

    public boolean awayLineup() {
        return awayLineup;
    }

    public List<MatchBoard> boards() {
        return List.copyOf(boards);
    }
}
