package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hakem.platform.Problem;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.GameBoard;

/**
 * One board of a round: a game between white and black, or a bye (no black). It carries the result and,
 * for a game, the PDN text attached and what its verification found. Each board has its own version:
 * the second of two arbiters who edit the same board from the same version gets a conflict.
 */
@Entity
@Table(name = "tournament_board")
public class Pairing extends GameBoard {

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "round_id")
    private EventRound round;

    @ManyToOne(optional = false)
    @JoinColumn(name = "white_entry")
    private Entry white;

    @ManyToOne
    @JoinColumn(name = "black_entry")
    private Entry black;

    protected Pairing() {
        // for JPA
    }

    Pairing(EventRound round, int board, Entry white, Entry black, BoardResult result) {
        super(board, result);
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
        this.white = white;
        this.black = black;
    }

    /**
     * Records a result (a game result on a game, a bye result on a bye). Returns the result before.
     */
    public BoardResult record(BoardResult newResult, String by) {
        if (isBye() != newResult.bye()) {
            throw new InvalidEventException("result", isBye() ? Problem.of("event.board.bye-result", board()) : Problem.of("event.board.game-result", board()));
        }
        return replaceResult(newResult, by);
    }

    /** Attaches (or, with null, removes) the game's PDN and the verdict of its verification. */
    public void attachGame(String pdnText, String verdict, boolean flagged, String by) {
        if (isBye() && pdnText != null) {
            throw new InvalidEventException("pdn", Problem.of("event.bye.no-game"));
        }
        replaceGame(pdnText, verdict, flagged, by);
    }

    public boolean isBye() {
        return black == null;
    }

    public EventRound round() {
        return round;
    }

    public Entry white() {
        return white;
    }

    public Entry black() {
        return black;
    }

    /** {@code 3: 1 Yılmaz – 6 Öztürk} */
    public String describe() {
        return board() + ": " + white.startNumber() + " " + white.name()
                + (black == null ? " bye" : " – " + black.startNumber() + " " + black.name());
    }
}
