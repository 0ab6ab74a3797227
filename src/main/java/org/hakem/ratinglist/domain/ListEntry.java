package org.hakem.ratinglist.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import org.hakem.rating.RatingListEntry;

/** One player's line of an imported list, as stored. */
@Embeddable
public class ListEntry {

    @Column(name = "fmjd_id")
    private String fmjdId;

    @Column(nullable = false)
    private String name;

    private String federation;

    @Column(nullable = false)
    private int rating;

    private Integer games;

    private String title;

    @Column(length = 200)
    private String club;

    @Column(name = "birth_year")
    private Integer birthYear;

    @Column(length = 1)
    private String sex;

    protected ListEntry() {
        // for JPA
    }

    ListEntry(RatingListEntry e) {
        this.fmjdId = e.fmjdId().isEmpty() ? null : e.fmjdId();
        this.name = e.name();
        this.federation = e.federation().isEmpty() ? null : e.federation();
        this.rating = e.rating();
        this.games = e.games();
        this.title = e.title().isEmpty() ? null : e.title();
        this.club = e.club().isEmpty() ? null : e.club();
        this.birthYear = e.birthYear();
        this.sex = e.sex().isEmpty() ? null : e.sex();
    }

    public RatingListEntry value() {
        return new RatingListEntry(fmjdId == null ? "" : fmjdId, name, federation == null ? "" : federation, rating,
                games, title == null ? "" : title, club == null ? "" : club, birthYear,
                sex == null ? "" : sex);
    }
}
