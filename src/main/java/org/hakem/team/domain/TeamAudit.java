package org.hakem.team.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One change to a team event: who, when, what, where (round, match, board), before and after. Never changed. */
@Entity
@Table(name = "team_audit")
public class TeamAudit {

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
    private Integer match;

    @Column(updatable = false)
    private Integer board;

    @Column(name = "old_value", updatable = false)
    private String oldValue;

    @Column(name = "new_value", updatable = false)
    private String newValue;

    protected TeamAudit() {
        // for JPA
    }

    public TeamAudit(long eventId, String actor, String action, Integer round, Integer match, Integer board,
                     String oldValue, String newValue) {
        this.eventId = eventId;
        this.at = Instant.now();
        this.actor = actor == null ? "system" : actor;
        this.action = action;
        this.round = round;
        this.match = match;
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

    public Integer match() {
        return match;
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
