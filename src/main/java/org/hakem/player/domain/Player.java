package org.hakem.player.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Map;

/**
 * A registered player. Created and corrected only with valid {@link PlayerDetails}; the search and
 * sort keys follow the name automatically. The version detects concurrent corrections.
 */
@Entity
@Table(name = "player")
public class Player {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(name = "name_key", nullable = false, length = 200)
    private String nameKey;

    @Column(name = "sort_key", nullable = false)
    private byte[] sortKey;

    @Column(length = 3)
    private String federation;

    @Column(length = 8)
    private String title;

    private Integer rating;

    @Column(name = "national_id", length = 32)
    private String nationalId;

    @Column(name = "fmjd_id", length = 32)
    private String fmjdId;

    @Column(length = 200)
    private String club;

    @Column(name = "birth_year")
    private Integer birthYear;

    @Column(length = 1)
    private String sex;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Version
    private long version;

    protected Player() {
        // for JPA
    }

    /** Registers a player; refuses invalid details with a message per field. */
    public Player(PlayerDetails details) {
        this.createdAt = Instant.now();
        apply(details);
    }

    /** Corrects the player's details (all fields replaced); refuses invalid details. */
    public void correct(PlayerDetails details) {
        apply(details);
    }

    private void apply(PlayerDetails raw) {
        PlayerDetails d = raw.normalised();
        Map<String, org.hakem.platform.Problem> errors = d.validate();
        if (!errors.isEmpty()) {
            throw new InvalidPlayerException(errors);
        }
        this.name = d.name();
        this.nameKey = NameKeys.searchKey(d.name());
        this.sortKey = NameKeys.sortKey(d.name());
        this.federation = d.federation();
        this.title = d.title();
        this.rating = d.rating();
        this.nationalId = d.nationalId();
        this.fmjdId = d.fmjdId();
        this.club = d.club();
        this.birthYear = d.birthYear();
        this.sex = d.sex();
        this.updatedAt = Instant.now();
    }

    public PlayerDetails details() {
        return new PlayerDetails(name, federation, title, rating, nationalId, fmjdId, club, birthYear, sex);
    }

    public Long id() {
        return id;
    }

    public String name() {
        return name;
    }

    public long version() {
        return version;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
