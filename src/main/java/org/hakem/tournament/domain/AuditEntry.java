package org.hakem.tournament.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One change to a tournament: who, when, what, and the value before and after. Never changed afterwards. */
@Entity
@Table(name = "tournament_audit")
public class AuditEntry {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "event_id", nullable = false, updatable = false)
    private long eventId;

    @Column(nullable = false, updatable = false)
    private Instant at;

    @Column(nullable = false, updatable = false)
    private String actor;

    @Column(nullable = false, updatable = false)
    private String action;

    @Column(updatable = false)
    private Integer round;

    @Column(updatable = false)
    private Integer board;

    @Column(name = "old_value", updatable = false)
    private String oldValue;

    @Column(name = "new_value", updatable = false)
    private String newValue;

    protected AuditEntry() {
        // for JPA
    }

    public AuditEntry(long eventId, String actor, String action, Integer round, Integer board, String oldValue,
                      String newValue) {
        this.eventId = eventId;
        this.at = Instant.now();
        this.actor = actor == null ? "system" : actor;
        this.action = action;
        this.round = round;
        this.board = board;
        this.oldValue = oldValue;
        this.newValue = newValue;
    }

    public Long id() {
        return id;
    }

    public long eventId() {
        return eventId;
    }

    public Instant at() {
        return at;
    }

    public String actor() {
        return actor;
    }

    public String action() {
        return action;
    }

    public Integer round() {
        return round;
    }

    public Integer board() {
        return board;
    }

    public String oldValue() {
        return oldValue;
    }

    public String newValue() {
        return newValue;
    }
}
