package org.hakem.team.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hakem.crosstable.ResultCode;
import org.hakem.platform.Problem;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.GameBoard;

/**
 * One board of a match: the home and the away player of the line-ups (either may be missing), who has White, the
 * result as for an individual game (White's view: {@link BoardResult}) and the attached game with its verdict. Each
 * board has its own version: the second of two arbiters who edit it from the same version gets a conflict.
 */
@Entity
@Table(name = "team_board")
public class MatchBoard extends GameBoard {

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "match_id")
    private TeamMatch match;

    @ManyToOne
    @JoinColumn(name = "home_member")
    private TeamMember homeMember;

    @ManyToOne
    @JoinColumn(name = "away_member")
    private TeamMember awayMember;

    @Column(name = "home_white", nullable = false)
    private boolean homeWhite;

    protected MatchBoard() {
        // for JPA
    }

    MatchBoard(TeamMatch match, int board, boolean homeWhite) {
        super(board, BoardResult.PENDING);
        this.match = match;
        this.homeWhite = homeWhite;
    }

    void seat(TeamMember home, TeamMember away) {
        this.homeMember = home;
        this.awayMember = away;
        touched();
    }

    void seatHome(TeamMember m) {
        this.homeMember = m;
        touched();
    }

    void seatAway(TeamMember m) {
        this.awayMember = m;
        touched();
    }

    /**
     * Records a game result (never a bye's). A result played over the board needs both players seated; a forfeit
     * win needs the winner seated. Returns the result before.
     */
    public BoardResult record(BoardResult newResult, String by) {
        if (newResult.bye()) {
            throw new InvalidEventException("result", Problem.of("event.board.game-result", board()));
        }
        boolean played = newResult == BoardResult.WHITE_WINS || newResult == BoardResult.DRAW
                || newResult == BoardResult.BLACK_WINS;
        if (played && (white() == null || black() == null)) {
            throw new InvalidEventException("result", Problem.of("team.board.not-seated", board(), match.number()));
        }
        if (newResult == BoardResult.WHITE_FORFEIT_WIN && white() == null
                || newResult == BoardResult.BLACK_FORFEIT_WIN && black() == null) {
            throw new InvalidEventException("result", Problem.of("team.board.forfeit-winner-absent", board(),
                    match.number()));
        }
        return set(newResult, by);
    }

    /** Sets a result without the checks of {@link #record} (forfeits decided by the match or the line-ups). */
    BoardResult set(BoardResult newResult, String by) {
        return replaceResult(newResult, by);
    }

    /** Attaches (or, with null, removes) the game's PDN and the verdict of its verification. */
    public void attachGame(String pdnText, String verdict, boolean flagged, String by) {
        if (pdnText != null && (white() == null || black() == null)) {
            throw new InvalidEventException("pdn", Problem.of("team.board.not-seated", board(), match.number()));
        }
        replaceGame(pdnText, verdict, flagged, by);
    }

    /**
     * The result read from the home player's side, as the match sheet's columns home | away | result say and as the
     * captains sign it: {@code 1-0} when the home player won, whatever his colour ({@link BoardResult#swapped} of the
     * board's result when the home player has Black).
     */
    public BoardResult homeView() {
        return homeWhite ? result() : result().swapped();
    }

    /** The board's result (White's view) of a result read from the home player's side ({@link #homeView}'s inverse). */
    public BoardResult fromHomeView(BoardResult readFromHome) {
        return homeWhite ? readFromHome : readFromHome.swapped();
    }

    /**
     * True when nobody sits at the board although no whole-match forfeit was declared: the line-ups left it empty on
     * both sides (or are not in). Scored as a double forfeit, it is shown as a board without players, not as a result.
     */
    public boolean noPlayers() {
        return homeMember == null && awayMember == null && match.forfeit() == org.hakem.crosstable.team.MatchForfeit.NONE;
    }

    /** The home player's result code (null while pending). */
    public ResultCode homeCode() {
        return homeWhite ? result().whiteCode() : result().blackCode();
    }

    /** The away player's result code (null while pending). */
    public ResultCode awayCode() {
        return homeWhite ? result().blackCode() : result().whiteCode();
    }

    public TeamMember white() {
        return homeWhite ? homeMember : awayMember;
    }

    public TeamMember black() {
        return homeWhite ? awayMember : homeMember;
    }

    public TeamMatch match() {
        return match;
    }

    public TeamMember homeMember() {
        return homeMember;
    }

    public TeamMember awayMember() {
        return awayMember;
    }

    public boolean homeWhite() {
        return homeWhite;
    }

}
