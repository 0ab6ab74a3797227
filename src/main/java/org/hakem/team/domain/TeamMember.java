package org.hakem.team.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * A player on a team's roster at a position (1 = first board). Name, rating and federation are copied from the
 * registry when the player is entered, so the event's record does not change when the registry does later.
 */
@Entity
@Table(name = "team_member")
public class TeamMember {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "team_id")
    private Team team;

    @Column(nullable = false)
    private int position;

    @Column(name = "player_id")
    private Long playerId;

    @Column(nullable = false, length = 200)
    private String name;

    private Integer rating;

    private String federation;

    protected TeamMember() {
        // for JPA
    }

    TeamMember(Team team, int position, Long playerId, String name, Integer rating, String federation) {
        this.team = team;
        this.position = position;
        this.playerId = playerId;
        this.name = name;
        this.rating = rating;
        this.federation = federation;
    }

    void position(int p) {
        this.position = p;
    }

    public Long id() {
        return id;
    }

    public Team team() {
        return team;
    }

    public int position() {
        return position;
    }

    public Long playerId() {
        return playerId;
    }

    public String name() {
        return name;
    }

    public Integer rating() {
        return rating;
    }

    public String federation() {
        return federation;
    }
}
