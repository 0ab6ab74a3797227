package org.hakem.tournament.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import org.hakem.event.domain.AuditRecord;

/** One change to a tournament: who, when, what, and the value before and after. Never changed afterwards. */
@Entity
@Table(name = "tournament_audit")
public class AuditEntry extends AuditRecord {

    protected AuditEntry() {
        // for JPA
    }

    public AuditEntry(long eventId, String actor, String action, Integer round, Integer board, String oldValue,
                      String newValue) {
        super(eventId, actor, action, round, board, oldValue, newValue);
    }
}
