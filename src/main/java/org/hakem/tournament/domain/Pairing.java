package org.hakem.tournament.domain;

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
import org.hakem.platform.Problem;

/**
 * One board of a round: a game between white and black, or a bye (no black). It carries the result and,
 * for a game, the PDN text attached and what its verification found. Each board has its own version:
 * the second of two arbiters who edit the same board from the same version gets a conflict.
 */
@Entity
@Table(name = "tournament_board")
public class Pairing {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "round_id")
    private EventRound round;

    @Column(nullable = false)
    private int board;

    @ManyToOne(optional = false)
    @JoinColumn(name = "white_entry")
    private Entry white;

    @ManyToOne
    @JoinColumn(name = "black_entry")
    private Entry black;

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

    protected Pairing() {
        // for JPA
    }

    Pairing(EventRound round, int board, Entry white, Entry black, BoardResult result) {
        if (black == null && !result.bye()) {
            throw new InvalidEventException("result", Problem.of("event.bye.result"));
        }
        if (black != null && result.bye()) {
            throw new InvalidEventException("result", Problem.of("event.bye.no-opponent"));
        }
        if (black == white) {
            throw new InvalidEventException("black", Problem.of("event.pairing.self", white.name()));
        }
        this.round = round;
        this.board = board;
        this.white = white;
        this.black = black;
        this.result = result;
        this.updatedAt = Instant.now();
    }

    /**
     * Records a result (a game result on a game, a bye result on a bye). Returns the result before.
     */
    public BoardResult record(BoardResult newResult, String by) {
        if (isBye() != newResult.bye()) {
            throw new InvalidEventException("result", isBye() ? Problem.of("event.board.bye-result", board) : Problem.of("event.board.game-result", board));
        }
        BoardResult old = result;
        this.result = newResult;
        this.updatedAt = Instant.now();
        this.updatedBy = by;
        return old;
    }

    /** Attaches (or, with null, removes) the game's PDN and the verdict of its verification. */
    public void attachGame(String pdnText, String verdict, boolean flagged, String by) {
        if (isBye() && pdnText != null) {
            throw new InvalidEventException("pdn", Problem.of("event.bye.no-game"));
        }
        this.pdn = pdnText;
        this.pdnVerdict = verdict;
        this.pdnFlagged = flagged;
        this.updatedAt = Instant.now();
        this.updatedBy = by;
    }

    public boolean isBye() {
        return black == null;
    }

    public Long id() {
        return id;
    }

    public EventRound round() {
        return round;
    }

    public int board() {
        return board;
    }

    public Entry white() {
        return white;
    }

    public Entry black() {
        return black;
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

    /** {@code 3: 1 Yılmaz – 6 Öztürk} */
    public String describe() {
        return board + ": " + white.startNumber() + " " + white.name()
                + (black == null ? " bye" : " – " + black.startNumber() + " " + black.name());
    }
}
