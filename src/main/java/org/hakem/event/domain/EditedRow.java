package org.hakem.event.domain;

import jakarta.persistence.Column;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Version;
import java.time.Instant;

/**
 * A row arbiters edit one by one (a board of a round, a team match): when and by whom it was last changed, and its
 * own version, so the second of two arbiters who edit it from the same version gets a conflict instead of
 * overwriting the first. Each subclass is its own table with these columns.
 */
@MappedSuperclass
public abstract class EditedRow {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "updated_by")
    private String updatedBy;

    @Version
    private long version;

    protected EditedRow() {
        // for JPA; a new row notes its creation with touched()
    }

    /** Notes a change made now by {@code by}. */
    protected void editedBy(String by) {
        this.updatedAt = Instant.now();
        this.updatedBy = by;
    }

    /** Notes a change made now as part of another one (the arbiter is noted where that one is). */
    protected void touched() {
        this.updatedAt = Instant.now();
    }

    public Long id() {
        return id;
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
