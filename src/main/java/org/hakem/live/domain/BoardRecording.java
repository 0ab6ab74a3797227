package org.hakem.live.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;

/**
 * A board's game as it is recorded, move by move: by hand on the board's recording page, or from a PDN source
 * attached to the round. A draft while {@link Status#RECORDING}; {@link Status#FINISHED} once the result is entered and
 * the game attached to its board (verified and archived as a pasted game is); {@link Status#STOPPED} when a source sent
 * a move the rules refuse (the note says which; recording by hand goes on from the last legal ply). Its version makes
 * the second of two people recording the same board from the same ply get a conflict, not overwrite the first.
 */
@Entity
@Table(name = "board_recording")
public class BoardRecording {

    /** Where the recording is. */
    public enum Status { RECORDING, FINISHED, STOPPED }

    /** Who records it. */
    public enum Source { HAND, FEED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String kind;

    @Column(name = "board_id", nullable = false)
    private long boardId;

    @Column(name = "event_id", nullable = false)
    private long eventId;

    @Column(nullable = false)
    private int round;

    @Column(name = "match_no", nullable = false)
    private int match;

    @Column(nullable = false)
    private int board;

    @Column(nullable = false)
    private String variant;

    @Column(nullable = false)
    private String moves = "";

    @Column(nullable = false)
    private int plies;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Status status = Status.RECORDING;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Source source;

    private String note;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "updated_by")
    private String updatedBy;

    @Version
    private long version;

    protected BoardRecording() {
        // for JPA
    }

    public BoardRecording(BoardAddress address, long boardId, String variant, Source source, String by) {
        this.kind = address.kind();
        this.boardId = boardId;
        this.eventId = address.eventId();
        this.round = address.round();
        this.match = address.match();
        this.board = address.board();
        this.variant = variant;
        this.source = source;
        this.updatedAt = Instant.now();
        this.updatedBy = by;
    }

    /** Keeps the game's plies (from {@link RecordedGame#stored()}). */
    public void record(RecordedGame game, Source by, String who) {
        this.moves = game.stored();
        this.plies = game.plies();
        this.source = by;
        if (status == Status.STOPPED && by == Source.HAND) {
            status = Status.RECORDING;
            note = null;
        }
        touched(who);
    }

    /** The result was entered and the game attached to its board. */
    public void finish(String who) {
        this.status = Status.FINISHED;
        touched(who);
    }

    /** Back to a draft (the arbiter takes the result back to go on recording). */
    public void reopen(String who) {
        this.status = Status.RECORDING;
        this.note = null;
        touched(who);
    }

    /** A source sent what the rules refuse: the board stops with the note, the plies before it kept. */
    public void stop(String why, String who) {
        this.status = Status.STOPPED;
        this.note = why.length() > 500 ? why.substring(0, 500) : why;
        touched(who);
    }

    private void touched(String who) {
        this.updatedAt = Instant.now();
        this.updatedBy = who;
    }

    public Long id() {
        return id;
    }

    public BoardAddress address() {
        return new BoardAddress(kind, eventId, round, match, board);
    }

    public long boardId() {
        return boardId;
    }

    public String variant() {
        return variant;
    }

    /** The plies in long notation. */
    public List<String> moves() {
        return RecordedGame.split(moves);
    }

    public int plies() {
        return plies;
    }

    public Status status() {
        return status;
    }

    public Source source() {
        return source;
    }

    public String note() {
        return note;
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
