package org.hakem.tournament.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.util.Objects;
import org.hakem.rating.TimeControlClass;

/**
 * How a tournament is rated: the list type it is rated on and the class of its time control (Annex 9 art. 1.2.2).
 * A tournament without settings is not rated.
 */
@Entity
@Table(name = "tournament_rating_settings")
public class RatingSettings {

    @Id
    @Column(name = "event_id")
    private Long eventId;

    @Column(name = "list_type", nullable = false)
    private String listType;

    @Enumerated(EnumType.STRING)
    @Column(name = "time_control_class", nullable = false)
    private TimeControlClass timeControlClass;

    @Version
    private long version;

    protected RatingSettings() {
        // for JPA
    }

    public RatingSettings(long eventId, String listType, TimeControlClass timeControlClass) {
        this.eventId = eventId;
        change(listType, timeControlClass);
    }

    /** Rates the tournament on another list type or time-control class. */
    public void change(String listType, TimeControlClass timeControlClass) {
        this.listType = Objects.requireNonNull(listType, "listType");
        this.timeControlClass = Objects.requireNonNull(timeControlClass, "timeControlClass");
    }

    public long eventId() {
        return eventId;
    }

    public String listType() {
        return listType;
    }

    public TimeControlClass timeControlClass() {
        return timeControlClass;
    }
}
