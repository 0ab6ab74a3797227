package org.hakem.tournament.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** Two entries that must not be paired together (same club, same family): honoured by the Swiss pairing. */
@Entity
@Table(name = "tournament_forbidden_pair")
public class ForbiddenPair {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_id")
    private TournamentEvent event;

    @ManyToOne(optional = false)
    @JoinColumn(name = "entry_a")
    private Entry first;

    @ManyToOne(optional = false)
    @JoinColumn(name = "entry_b")
    private Entry second;

    private String reason;

    protected ForbiddenPair() {
        // for JPA
    }

    ForbiddenPair(TournamentEvent event, Entry first, Entry second, String reason) {
        this.event = event;
        this.first = first;
        this.second = second;
        this.reason = reason;
    }

    public Long id() {
        return id;
    }

    public Entry first() {
        return first;
    }

    public Entry second() {
        return second;
    }

    public String reason() {
        return reason;
    }

    boolean joins(Entry a, Entry b) {
        return (first == a && second == b) || (first == b && second == a);
    }
}
