package org.hakem.ratinglist.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hakem.rating.RatingParameters;

/** A list type an installation added: a federation's list, given as the parameters text of its formula. */
@Entity
@Table(name = "rating_list_type")
public class ListType {

    @Id
    private String id;

    @Column(nullable = false)
    private String parameters;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "created_by")
    private String createdBy;

    protected ListType() {
        // for JPA
    }

    public ListType(RatingParameters p, String createdBy) {
        this.id = p.id();
        this.parameters = p.text();
        this.createdAt = Instant.now();
        this.createdBy = createdBy;
    }

    public String id() {
        return id;
    }

    public RatingParameters parameters() {
        return RatingParameters.parse(parameters, "rating_list_type " + id);
    }

    /** Replaces the numbers of this list type (the id stays). */
    public void redefine(RatingParameters p) {
        if (!p.id().equals(id)) {
            throw new IllegalArgumentException("list type " + id + " cannot become " + p.id());
        }
        this.parameters = p.text();
    }
}
