package org.hakem.team.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import org.hakem.event.domain.AuditRecord;

/**
 * One change to a team event: who, when, what, where (round, match, board), before and after. Never changed. The
 * columns a tournament's audit has too come from {@link AuditRecord}; the match is the team event's own.
 */
@Entity
@Table(name = "team_audit")
public class TeamAudit extends AuditRecord {

    @Column(updatable = false)
    private Integer match;

    protected TeamAudit() {
        // for JPA
    }

    public TeamAudit(long eventId, String actor, String action, Integer round, Integer match, Integer board,
                     String oldValue, String newValue) {
        super(eventId, actor, action, round, board, oldValue, newValue);
        this.match = match;
    }

    public Integer match() {
        return match;
    }
}
