package org.hakem.tournament.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Comparator;
import org.hakem.player.domain.NameKeys;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;

/**
 * A registered player's entry in one tournament. The player's name, rating, title, federation and club
 * are copied when entering, so the tournament's record stays as it was on the day. A rated tournament's
 * entry takes its rating from the list in force at the start instead ({@link EntryRatingSource}).
 */
@Entity
@Table(name = "tournament_entry")
public class Entry {

    /** Starting rank: rating (highest first), then title (strongest first), then name in Turkish order. */
    public static final Comparator<Entry> STARTING_RANK = Comparator
            .comparingInt((Entry e) -> -(e.rating == null ? 0 : e.rating))
            .thenComparingInt(e -> titleStrength(e.title))
            .thenComparing((a, b) -> java.util.Arrays.compareUnsigned(a.sortKey, b.sortKey))
            .thenComparingLong(e -> e.playerId);

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_id")
    private TournamentEvent event;

    @Column(name = "player_id", nullable = false)
    private long playerId;

    @Column(name = "start_number", nullable = false)
    private int startNumber;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(name = "sort_key", nullable = false)
    private byte[] sortKey;

    private String title;
    private Integer rating;
    private String federation;
    private String club;

    @Column(name = "fmjd_id")
    private String fmjdId;

    @Column(name = "birth_year")
    private Integer birthYear;

    @Column(length = 1)
    private String sex;

    private boolean late;

    @Column(name = "withdrawn_from")
    private Integer withdrawnFrom;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    private long version;

    protected Entry() {
        // for JPA
    }

    Entry(TournamentEvent event, Player player, int startNumber, boolean late, Integer listRating) {
        PlayerDetails d = player.details();
        this.event = event;
        this.playerId = player.id();
        this.startNumber = startNumber;
        this.name = d.name();
        this.sortKey = NameKeys.sortKey(d.name());
        this.title = d.title();
        this.rating = listRating != null ? listRating : d.rating();
        this.federation = d.federation();
        this.club = d.club();
        this.fmjdId = d.fmjdId();
        this.birthYear = d.birthYear();
        this.sex = d.sex();
        this.late = late;
        this.createdAt = Instant.now();
    }

    /** For building a tournament in memory (tests, previews): not persisted. */
    public static Entry transientEntry(long playerId, int startNumber, String name, String title, Integer rating,
                                       String federation, String club) {
        Entry e = new Entry();
        e.playerId = playerId;
        e.startNumber = startNumber;
        e.name = name;
        e.sortKey = NameKeys.sortKey(name);
        e.title = title;
        e.rating = rating;
        e.federation = federation;
        e.club = club;
        e.createdAt = Instant.now();
        return e;
    }

    /** The FMJD title order of the initial ranking ({@link org.hakem.pairing.fmjd.FmjdRanking#titleStrength}). */
    static int titleStrength(String title) {
        return org.hakem.pairing.fmjd.FmjdRanking.titleStrength(title);
    }

    void number(int n) {
        this.startNumber = n;
    }

    /** Gives the entry another rating (the list's, or the registry's again); true when it changed. */
    boolean rate(Integer newRating) {
        boolean changed = !java.util.Objects.equals(rating, newRating);
        this.rating = newRating;
        return changed;
    }

    void withdrawFrom(Integer round) {
        this.withdrawnFrom = round;
    }

    /** True when the player no longer plays in round {@code round}. */
    public boolean withdrawnIn(int round) {
        return withdrawnFrom != null && round >= withdrawnFrom;
    }

    public Long id() {
        return id;
    }

    public TournamentEvent event() {
        return event;
    }

    public long playerId() {
        return playerId;
    }

    public int startNumber() {
        return startNumber;
    }

    public String name() {
        return name;
    }

    public String title() {
        return title;
    }

    public Integer rating() {
        return rating;
    }

    public String federation() {
        return federation;
    }

    public String club() {
        return club;
    }

    public String fmjdId() {
        return fmjdId;
    }

    public Integer birthYear() {
        return birthYear;
    }

    /** "m", "w" or null when not known (the registry's when entering). */
    public String sex() {
        return sex;
    }

    public boolean late() {
        return late;
    }

    public Integer withdrawnFrom() {
        return withdrawnFrom;
    }

    public long version() {
        return version;
    }
}
