package org.hakem.team.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import org.hakem.crosstable.ResultCode;
import org.hakem.platform.Problem;
import org.hakem.tournament.domain.BoardResult;

/**
 * One board of a match: the home and the away player of the line-ups (either may be missing), who has White, the
 * result as for an individual game (White's view: {@link BoardResult}) and the attached game with its verdict. Each
 * board has its own version: the second of two arbiters who edit it from the same version gets a conflict.
 */
@Entity
@Table(name = "team_board")
public class MatchBoard {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "match_id")
    private TeamMatch match;

    @Column(nullable = false)
    private int board;

    @ManyToOne
    @JoinColumn(name = "home_member")
    private TeamMember homeMember;

    @ManyToOne
    @JoinColumn(name = "away_member")
    private TeamMember awayMember;

    @Column(name = "home_white", nullable = false)
    private boolean homeWhite;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private BoardResult result;

    private String pdn;

    @Column(name = "pdn_verdict")
    private String pdnVerdict;

    @Column(name = "pdn_flagged", nullable = false)
    private boolean pdnFlagged;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "updated_by")
    private String updatedBy;

    @Version
    private long version;

    protected MatchBoard() {
        // for JPA
    }

    MatchBoard(TeamMatch match, int board, boolean homeWhite) {
        this.match = match;
        this.board = board;
        this.homeWhite = homeWhite;
        this.result = BoardResult.PENDING;
        this.updatedAt = Instant.now();
    }

    void seat(TeamMember home, TeamMember away) {
        this.homeMember = home;
        this.awayMember = away;
        this.updatedAt = Instant.now();
    }

    void seatHome(TeamMember m) {
        this.homeMember = m;
        this.updatedAt = Instant.now();
    }

    void seatAway(TeamMember m) {
        this.awayMember = m;
        this.updatedAt = Instant.now();
    }

    /**
     * Records a game result (never a bye's). A result played over the board needs both players seated; a forfeit
     * win needs the winner seated. Returns the result before.
     */
    public BoardResult record(BoardResult newResult, String by) {
        if (newResult.bye()) {
            throw new InvalidTeamException("result", Problem.of("event.board.game-result", board));
        }
        boolean played = newResult == BoardResult.WHITE_WINS || newResult == BoardResult.DRAW
                || newResult == BoardResult.BLACK_WINS;
        if (played && (white() == null || black() == null)) {
            throw new InvalidTeamException("result", Problem.of("team.board.not-seated", board, match.number()));
        }
        if (newResult == BoardResult.WHITE_FORFEIT_WIN && white() == null
                || newResult == BoardResult.BLACK_FORFEIT_WIN && black() == null) {
            throw new InvalidTeamException("result", Problem.of("team.board.forfeit-winner-absent", board,
                    match.number()));
        }
        return set(newResult, by);
    }

    /** Sets a result without the checks of {@link #record} (forfeits decided by the match or the line-ups). */
    BoardResult set(BoardResult newResult, String by) {
        BoardResult old = result;
        this.result = newResult;
        this.updatedAt = Instant.now();
        this.updatedBy = by;
        return old;
    }

    /** Attaches (or, with null, removes) the game's PDN and the verdict of its verification. */
    public void attachGame(String pdnText, String verdict, boolean flagged, String by) {
        if (pdnText != null && (white() == null || black() == null)) {
            throw new InvalidTeamException("pdn", Problem.of("team.board.not-seated", board, match.number()));
        }
        this.pdn = pdnText;
        this.pdnVerdict = verdict;
        this.pdnFlagged = flagged;
        this.updatedAt = Instant.now();
        this.updatedBy = by;
    }

    /** The home player's result code (null while pending). */
    public ResultCode homeCode() {
        return homeWhite ? result.whiteCode() : result.blackCode();
    }

    /** The away player's result code (null while pending). */
    public ResultCode awayCode() {
        return homeWhite ? result.blackCode() : result.whiteCode();
    }

    public TeamMember white() {
        return homeWhite ? homeMember : awayMember;
    }

    public TeamMember black() {
        return homeWhite ? awayMember : homeMember;
    }

    public Long id() {
        return id;
    }

    public TeamMatch match() {
        return match;
    }

    public int board() {
        return board;
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

    public BoardResult result() {
        return result;
    }

    public String pdn() {
        return pdn;
    }

    public String pdnVerdict() {
        return pdnVerdict;
    }

    public boolean pdnFlagged() {
        return pdnFlagged;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String updatedBy() {
        return updatedBy;
    }

    public long version() {
        return version;
    }
}
