package org.hakem.event.domain;

import jakarta.persistence.Column;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/**
 * What every row of an event's audit trail holds (a tournament's {@code AuditEntry}, a team event's
 * {@code TeamAudit}): who changed what, when, on which round and board, the value before and after. Each
 * subclass is its own table with these columns; a row is never changed after it is written.
 */
@MappedSuperclass
public abstract class AuditRecord {

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

    protected AuditRecord() {
        // for JPA
    }

    /** A change made now; a null actor is the system's own change. */
    protected AuditRecord(long eventId, String actor, String action, Integer round, Integer board, String oldValue,
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
