package org.hakem.event.domain;

import jakarta.persistence.Column;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Version;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;
import org.hakem.crosstable.Colour;
import org.hakem.platform.Problem;
import org.hakem.standings.TieBreakRules;

/**
 * An event run by arbiters (a tournament, a team event), as far as every kind of event is the same: its name, place,
 * dates and variant, its rounds, its tie-break regulations, its status, whether the public sees it, its arbiters, the
 * initial colour of a Swiss, and its version. Each subclass is its own table with these columns and adds what its
 * entrants (players, teams) and its settings need.
 */
@MappedSuperclass
public abstract class ArbitratedEvent {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, length = 200)
    private String name;

    private String place;

    @Column(name = "start_date")
    private LocalDate startDate;

    @Column(name = "end_date")
    private LocalDate endDate;

    @Column(nullable = false)
    private String variant;

    @Column(nullable = false)
    private int rounds;

    /** The edition of the tie-break regulations the arbiter chose; null: the start date decides. */
    @Enumerated(EnumType.STRING)
    @Column(name = "tie_break_rules", length = 16)
    private TieBreakRules tieBreakRulesChosen;

    /** The tie-breaks in order, as codes (each kind of event reads its own). */
    @Column(name = "tie_breaks", nullable = false)
    private String tieBreaks;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private EventStatus status;

    @Column(name = "public_event", nullable = false)
    private boolean publicEvent;

    /** False for an event that records no game scores (PDN): nobody asks for its games. */
    @Column(name = "records_games", nullable = false)
    private boolean recordsGames = true;

    /** The officials' names as printed ({@link EventOfficials}); deputies one a line. */
    @Column(name = "chief_arbiter_name", length = 200)
    private String chiefArbiterName;

    @Column(name = "deputy_arbiters", length = 1000)
    private String deputyArbiters;

    @Column(length = 200)
    private String organiser;

    /** A Swiss's initial colour (C.04.3, C.04.6 Article 4.1): the colour of the first-ranked in round 1; null until fixed. */
    @Enumerated(EnumType.STRING)
    @Column(name = "initial_colour")
    private Colour initialColour;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Version
    private long version;

    protected ArbitratedEvent() {
        // for JPA
    }

    /** A new event (not stored yet). */
    protected ArbitratedEvent(Instant createdAt) {
        this.createdAt = createdAt;
    }

    /**
     * Takes the basic settings (after the subclass checked them all): a null tie-break regulations setting keeps the
     * choice as it is.
     *
     * @param b         {@linkplain EventBasics#normalised() normalised} basics
     * @param tieBreaks the tie-breaks as codes
     */
    protected void apply(EventBasics b, String tieBreaks) {
        this.name = b.name();
        this.place = b.place();
        this.startDate = b.startDate();
        this.endDate = b.endDate();
        if (b.tieBreakRules() != null) {
            this.tieBreakRulesChosen = EventTieBreakRules.chosen(b.tieBreakRules());
        }
        this.variant = b.variant();
        this.rounds = b.rounds();
        this.tieBreaks = tieBreaks;
        this.status = b.status();
        this.publicEvent = b.publicEvent();
        touch();
    }

    /**
     * Refuses to change a setting that the paired rounds depend on (the system, the variant...).
     *
     * @param paired true when a round is paired
     */
    protected static void fixedOncePaired(boolean paired, String field, Object now, Object asked) {
        if (paired && !Objects.equals(now, asked)) {
            throw new InvalidEventException(field, Problem.of("event.paired.fixed"));
        }
    }

    /** The system that makes the rounds. */
    public abstract RoundSystem system();

    /** How many players or teams are entered. */
    protected abstract int entrantCount();

    /** The event's arbiters; changes to it are the event's. */
    public abstract EventArbiters arbiterPanel();

    /** The arbiters' user names, chief first, comma-separated; null when none (admins only). */
    public String arbiters() {
        return arbiterPanel().text();
    }

    /** The number of rounds: as set, or for a round robin left at 0 what its entrants need. */
    public int plannedRounds() {
        return system().plannedRounds(rounds, entrantCount());
    }

    public void changeStatus(EventStatus newStatus) {
        this.status = newStatus;
        touch();
    }

    /**
     * Fixes a Swiss's initial colour (drawn by lot, or read from a round 1 paired by hand). Once fixed it never
     * changes: every later pairing, and re-pairing an export, relies on it.
     *
     * @return true when it was set now, false when it was already fixed (to {@link #initialColour()})
     */
    public boolean fixInitialColour(Colour colour) {
        requireWhiteOrBlack(colour);
        if (initialColour != null) {
            return false;
        }
        initialColour = colour;
        touch();
        return true;
    }

    /** Sets or clears the initial colour before any round is paired (the subclass says when it may). */
    protected void resetInitialColour(Colour colour) {
        initialColour = colour;
        touch();
    }

    protected static void requireWhiteOrBlack(Colour colour) {
        if (colour != Colour.WHITE && colour != Colour.BLACK) {
            throw new IllegalArgumentException("the initial colour is white or black, not " + colour);
        }
    }

    /** The initial colour, if fixed. */
    public Optional<Colour> initialColour() {
        return Optional.ofNullable(initialColour);
    }

    /** Marks a change of the event (its rows or its entrants'). */
    protected void touch() {
        this.updatedAt = Instant.now();
    }

    /**
     * The edition of the tie-break regulations the event's standings apply (individual and team alike): the
     * arbiter's choice, else the one in force on the start date (2026 from 2026-03-01 and without a date).
     */
    public TieBreakRules tieBreakRules() {
        return TieBreakRules.effective(tieBreakRulesChosen, startDate);
    }

    /** The edition of the tie-break regulations the arbiter chose, null when the start date decides. */
    public TieBreakRules chosenTieBreakRules() {
        return tieBreakRulesChosen;
    }

    public Long id() {
        return id;
    }

    public String name() {
        return name;
    }

    public String place() {
        return place;
    }

    /** The first day, null when not given. */
    public LocalDate startDate() {
        return startDate;
    }

    public LocalDate endDate() {
        return endDate;
    }

    public String variant() {
        return variant;
    }

    /** The number of rounds as set (0: a round robin's as many as needed); see {@link #plannedRounds()}. */
    public int rounds() {
        return rounds;
    }

    /** The tie-breaks as codes, comma-separated. */
    public String tieBreaks() {
        return tieBreaks;
    }

    public EventStatus status() {
        return status;
    }

    public boolean publicEvent() {
        return publicEvent;
    }

    /** True (the default) when the event records its games' scores (PDN), so a played game without one is missing. */
    public boolean recordsGames() {
        return recordsGames;
    }

    /** Says whether the event records its games' scores; true when that changed. */
    public boolean recordGames(boolean records) {
        boolean changed = recordsGames != records;
        recordsGames = records;
        return changed;
    }

    /** The chief arbiter, deputies and organiser as printed (not the accounts that may change the event). */
    public EventOfficials officials() {
        return new EventOfficials(chiefArbiterName, EventOfficials.lines(deputyArbiters), organiser);
    }

    /** Names the event's officials ({@linkplain EventOfficials#checked() checked}); true when that changed them. */
    public boolean appoint(EventOfficials o) {
        boolean changed = !officials().equals(o);
        chiefArbiterName = o.chiefArbiter();
        deputyArbiters = o.deputyLines();
        organiser = o.organiser();
        if (changed) {
            touch();
        }
        return changed;
    }

    public long version() {
        return version;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
