package org.hakem.event.domain;

import jakarta.persistence.Column;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.MappedSuperclass;

/**
 * A board that takes a result (White's view, {@link BoardResult}) and the game's PDN with what its verification
 * found: a board of a tournament round ({@code Pairing}) or of a team match ({@code MatchBoard}). The subclass says
 * who sits at the board and which results it accepts; this class keeps the result and the game, each change noted
 * with who made it.
 */
@MappedSuperclass
public abstract class GameBoard extends EditedRow {

    @Column(nullable = false)
    private int board;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private BoardResult result;

    private String pdn;

    @Column(name = "pdn_verdict")
    private String pdnVerdict;

    @Column(name = "pdn_flagged", nullable = false)
    private boolean pdnFlagged;

    protected GameBoard() {
        // for JPA
    }

    protected GameBoard(int board, BoardResult result) {
        this.board = board;
        this.result = result;
        touched();
    }

    /** Sets the result the subclass has accepted. Returns the result before. */
    protected BoardResult replaceResult(BoardResult newResult, String by) {
        BoardResult old = result;
        this.result = newResult;
        editedBy(by);
        return old;
    }

    /** Attaches (or, with null, removes) the game the subclass has accepted, with the verdict of its verification. */
    protected void replaceGame(String pdnText, String verdict, boolean flagged, String by) {
        this.pdn = pdnText;
        this.pdnVerdict = verdict;
        this.pdnFlagged = flagged;
        editedBy(by);
    }

    public int board() {
        return board;
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
}
