package org.hakem.event.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * One arbiter of one event (table {@code event_arbiter}): the account's user name, its role, who added it and when.
 * The event that owns the row (a tournament's {@code tournament_id} or a team event's {@code team_event_id}) maps
 * the column on its side, so this type is the same for both kinds of event.
 */
@Entity
@Table(name = "event_arbiter")
public class EventArbiter {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, updatable = false, length = 64)
    private String username;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private ArbiterRole role;

    @Column(name = "added_by", nullable = false, updatable = false, length = 64)
    private String addedBy;

    @Column(name = "added_at", nullable = false, updatable = false)
    private Instant addedAt;

    protected EventArbiter() {
        // for JPA
    }

    EventArbiter(String username, ArbiterRole role, String addedBy) {
        this.username = username;
        this.role = role;
        this.addedBy = addedBy;
        this.addedAt = Instant.now();
    }

    public String username() {
        return username;
    }

    public ArbiterRole role() {
        return role;
    }

    public String addedBy() {
        return addedBy;
    }

    public Instant addedAt() {
        return addedAt;
    }

    void role(ArbiterRole role) {
        this.role = role;
    }
}
