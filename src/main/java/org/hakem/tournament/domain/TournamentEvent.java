package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import org.hakem.event.domain.EventStatus;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.FmjdOptions;
import org.hakem.platform.Problem;
import org.hakem.platform.ConflictException;
import org.hakem.player.domain.Player;
import org.hakem.crosstable.Colour;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.EventArbiter;
import org.hakem.event.domain.EventArbiters;
import org.hakem.event.domain.EventTieBreakRules;
import org.hakem.crosstable.PointSystem;
import org.hakem.standings.TieBreak;

/**
 * A tournament as arbiters run it: its settings, its entries with their start numbers, and the pairs
 * that must not meet. Rounds and their boards are separate aggregates ({@link EventRound}) so that
 * results on different boards never contend for this row.
 *
 * <p>Invariants: start numbers are 1..n without gaps and follow the starting rank (rating, title, name)
 * until the first round is paired; after that a late entry gets the next number and keeps it; a
 * round robin takes no entries once paired (its schedule is fixed).
 */
@Entity
@Table(name = "tournament_event")
public class TournamentEvent extends ArbitratedEvent {

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private EventSystem system;

    @Column(name = "swap_last_two", nullable = false)
    private boolean swapLastTwo;

    @Column(name = "win_points", nullable = false)
    private BigDecimal winPoints;

    @Column(name = "draw_points", nullable = false)
    private BigDecimal drawPoints;

    @Column(name = "loss_points", nullable = false)
    private BigDecimal lossPoints;

    @Column(name = "time_control")
    private String timeControl;

    /** The arbiters of the tournament (#30): the relation shared with team events; none means admins only. */
    @OneToMany(cascade = CascadeType.ALL, orphanRemoval = true, fetch = FetchType.EAGER)
    @OrderBy("id")
    @JoinColumn(name = "tournament_id")
    private List<EventArbiter> arbiterRows = new ArrayList<>();

    /** True when the initial colour was chosen by the arbiter rather than drawn by lot or read from round 1. */
    @Column(name = "initial_colour_chosen", nullable = false)
    private boolean initialColourChosen;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Acceleration acceleration = Acceleration.NONE;

    /** How a Swiss tournament is paired: FIDE Dutch (the default) or FMJD; fixed once a round is paired. */
    @Enumerated(EnumType.STRING)
    @Column(name = "swiss_system", nullable = false)
    private SwissSystem swissSystem = SwissSystem.DUTCH;

    /**
     * The FMJD summary's "colour relevance for pairing" ({@link FmjdOptions#colourRelevance()}); only with the FMJD
     * system, fixed once a round is paired.
     */
    @Column(name = "colour_relevance", nullable = false)
    private boolean colourRelevance;

    /** The arbiter set the starting rank by hand before round 1 (#33): start numbers keep his order. */
    @Column(name = "ranked_by_hand", nullable = false)
    private boolean rankedByHand;

    /** The categories the event ranks in (issue 33): the code of {@link org.hakem.standings.category.CategoryChoice}. */
    @Column(nullable = false, length = 200)
    private String categories = "";

    @OneToMany(mappedBy = "event", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("startNumber")
    private List<Entry> entries = new ArrayList<>();

    @OneToMany(mappedBy = "event", cascade = CascadeType.ALL, orphanRemoval = true)
    private List<ForbiddenPair> forbiddenPairs = new ArrayList<>();

    @OneToMany(mappedBy = "event", cascade = CascadeType.ALL, orphanRemoval = true)
    private List<ByeRequest> byeRequests = new ArrayList<>();

    protected TournamentEvent() {
        // for JPA
    }

    public TournamentEvent(EventDetails details) {
        super(Instant.now());
        apply(details, false);
    }

    /**
     * Changes the settings. Once a round is paired the system, the variant and the number of rounds of a
     * round robin no longer change (the pairings depend on them).
     */
    public void correct(EventDetails details, boolean paired) {
        apply(details, paired);
    }

    private void apply(EventDetails raw, boolean paired) {
        EventDetails d = raw.normalised();
        Map<String, Problem> errors = d.validate();
        if (!errors.isEmpty()) {
            throw new InvalidEventException(errors);
        }
        fixedOncePaired(paired, "system", system, d.system());
        fixedOncePaired(paired, "variant", variant(), d.variant());
        SwissSystem swiss = d.swissSystem() == null ? swissSystem() : SwissSystem.parse(d.swissSystem());
        fixedOncePaired(paired && d.system() == EventSystem.SWISS, "swissSystem", swissSystem(), swiss);
        boolean relevance = colourRelevance(swiss, d.colourRelevance());
        fixedOncePaired(paired && d.system() == EventSystem.SWISS, "colourRelevance", colourRelevance, relevance);
        // first, so that a refusal leaves the other settings as they were
        if (d.initialColour() != null) {
            chooseInitialColour(d.initialColour().equals("lot") ? null : Colour.valueOf(d.initialColour().toUpperCase(
                    java.util.Locale.ROOT)), paired);
        }
        PointSystem s = PointSystem.parse(d.scoring());
        this.system = d.system();
        this.swapLastTwo = d.swapLastTwo();
        this.winPoints = PointSystem.decimal(s.win());
        this.drawPoints = PointSystem.decimal(s.draw());
        this.lossPoints = PointSystem.decimal(s.loss());
        this.timeControl = d.timeControl();
        this.acceleration = Acceleration.parse(d.acceleration());
        this.swissSystem = swiss;
        this.colourRelevance = relevance;
        apply(d.basics(), TieBreakPresets.normalise(d.tieBreaks()));
    }

    /**
     * Colour relevance for pairing once the settings are applied: as asked, else as it is; only the FMJD system
     * has it. Asking for it with the Dutch system is refused; switching to Dutch without asking clears it (an
     * arbiter changing the system does not have to untick an option the new system does not have).
     */
    private boolean colourRelevance(SwissSystem swiss, Boolean asked) {
        if (Boolean.TRUE.equals(asked) && swiss != SwissSystem.FMJD) {
            throw new InvalidEventException("colourRelevance", Problem.of("event.colour-relevance.fmjd-only"));
        }
        return swiss == SwissSystem.FMJD && (asked == null ? colourRelevance : asked);
    }

    /**
     * The arbiter chooses the initial colour of a Swiss tournament (white or black), or leaves it to the lot
     * drawn when round 1 is paired ({@code colour} null). Only while no round is paired: afterwards it is
     * fixed. Asking for what it already is (the colour, or "by lot" when it was not chosen) changes nothing,
     * paired or not; a colour already drawn by lot is kept.
     *
     * @param paired true when a round is paired
     * @return true when it changed
     * @throws InvalidEventException when a round is paired and the choice differs from the fixed colour
     */
    public boolean chooseInitialColour(Colour colour, boolean paired) {
        if (colour != null) {
            requireWhiteOrBlack(colour);
        }
        if (colour == null ? !initialColourChosen : colour == initialColour().orElse(null)) {
            return false; // already so (a colour drawn by lot stays: "by lot" is what it was)
        }
        if (paired) {
            throw new InvalidEventException("initialColour", initialColour().map(c -> initialColourChosen
                            ? Problem.of("event.initial-colour.fixed.chosen", c.name().toLowerCase(java.util.Locale.ROOT))
                            : Problem.of("event.initial-colour.fixed.drawn", c.name().toLowerCase(java.util.Locale.ROOT)))
                    .orElse(Problem.of("event.initial-colour.fixed.by-hand")));
        }
        resetInitialColour(colour);
        initialColourChosen = colour != null;
        return true;
    }

    /** True when the initial colour was chosen by the arbiter (not drawn by lot, not read from round 1). */
    public boolean initialColourChosen() {
        return initialColourChosen && initialColour().isPresent();
    }

    /** The Swiss system pairing this event (meaningful for a Swiss event; Dutch by default). */
    public SwissSystem swissSystem() {
        return swissSystem == null ? SwissSystem.DUTCH : swissSystem;
    }

    /** True when this FMJD Swiss event is paired with colour relevance for pairing (never for a Dutch one). */
    public boolean colourRelevance() {
        return colourRelevance && swissSystem() == SwissSystem.FMJD;
    }

    /** The FMJD engine's options for this event (the default unless colour relevance for pairing is on). */
    public FmjdOptions fmjdOptions() {
        return colourRelevance() ? FmjdOptions.COLOUR_RELEVANCE : FmjdOptions.DEFAULT;
    }

    public Acceleration acceleration() {
        return acceleration == null ? Acceleration.NONE : acceleration;
    }

    /**
     * Enters a player. Before pairing, start numbers are reassigned by starting rank; after it the
     * player is a late entry with the next number.
     *
     * @param pairedRounds the number of rounds already paired
     */
    public Entry enter(Player player, int pairedRounds) {
        return enter(player, null, pairedRounds);
    }

    /**
     * Enters a player with the rating of the list the tournament is rated on ({@code listRating}; null: the
     * registry's rating), so that the starting rank follows the list in force (#17).
     */
    public Entry enter(Player player, Integer listRating, int pairedRounds) {
        if (entry(player.id()).isPresent()) {
            throw new ConflictException(Problem.of("event.entry.twice", player.name(), name()), version());
        }
        requireEnterable(pairedRounds);
        Entry e = new Entry(this, player, entries.size() + 1, pairedRounds > 0, listRating);
        entries.add(e);
        if (pairedRounds == 0) {
            renumber();
        }
        touch();
        return e;
    }

    /**
     * Refuses a new entry the event cannot take now: a round robin or a match already paired, a match of two.
     *
     * @throws InvalidEventException saying why
     */
    public void requireEnterable(int pairedRounds) {
        if (pairedRounds > 0 && system.roundRobin()) {
            throw new InvalidEventException("player", Problem.of("event.entry.round-robin-paired"));
        }
        if (pairedRounds > 0 && system == EventSystem.MATCH) {
            throw new InvalidEventException("player", Problem.of("event.entry.match-paired"));
        }
        if (system == EventSystem.MATCH && entries.size() >= 2) {
            throw new InvalidEventException("player", Problem.of("event.entry.match-two"));
        }
    }

    /** Removes an entry that has not been paired yet; start numbers are reassigned by starting rank. */
    public void removeEntry(Entry e, int pairedRounds) {
        if (pairedRounds > 0) {
            throw new InvalidEventException("entry", Problem.of("event.entry.remove-paired"));
        }
        forbiddenPairs.removeIf(f -> f.first() == e || f.second() == e);
        byeRequests.removeIf(b -> b.entry() == e);
        entries.remove(e);
        renumber();
        touch();
    }

    /** The player does not play from round {@code fromRound} on (null: takes the withdrawal back). */
    public void withdraw(Entry e, Integer fromRound) {
        if (fromRound != null && fromRound < 1) {
            throw new InvalidEventException("fromRound", Problem.of("event.round.from-one"));
        }
        e.withdrawFrom(fromRound);
        touch();
    }

    public ForbiddenPair forbid(Entry a, Entry b, String reason) {
        if (a == b) {
            throw new InvalidEventException("entries", Problem.of("event.forbidden-pair.same"));
        }
        for (ForbiddenPair f : forbiddenPairs) {
            if (f.joins(a, b)) {
                return f;
            }
        }
        ForbiddenPair f = new ForbiddenPair(this, a, b, reason == null || reason.isBlank() ? null : reason.strip());
        forbiddenPairs.add(f);
        touch();
        return f;
    }

    /**
     * A player asks for a bye in a Swiss round not paired yet; asking again for the same round changes
     * the kind.
     *
     * @param pairedRounds the number of rounds already paired
     */
    public ByeRequest requestBye(Entry e, int round, ByeRequest.Kind kind, int pairedRounds) {
        if (system != EventSystem.SWISS) {
            throw new InvalidEventException("round", Problem.of("event.bye.swiss-only", system.label()));
        }
        if (round <= pairedRounds) {
            throw new InvalidEventException("round", Problem.of("event.bye.paired", round, pairedRounds + 1));
        }
        if (plannedRounds() > 0 && round > plannedRounds()) {
            throw new InvalidEventException("round", Problem.of("event.round.beyond", name(), plannedRounds(), round));
        }
        for (ByeRequest b : byeRequests) {
            if (b.entry() == e && b.round() == round) {
                b.change(kind);
                touch();
                return b;
            }
        }
        ByeRequest b = new ByeRequest(this, e, round, kind);
        byeRequests.add(b);
        touch();
        return b;
    }

    /** Takes back a requested bye of a round not paired yet; false when there was none. */
    public boolean cancelBye(Entry e, int round, int pairedRounds) {
        if (round <= pairedRounds) {
            throw new InvalidEventException("round", Problem.of("event.bye.cancel-paired", round));
        }
        boolean removed = byeRequests.removeIf(b -> b.entry() == e && b.round() == round);
        if (removed) {
            touch();
        }
        return removed;
    }

    /** Requested byes, by round then start number. */
    public List<ByeRequest> byeRequests() {
        List<ByeRequest> out = new ArrayList<>(byeRequests);
        out.sort(Comparator.comparingInt(ByeRequest::round).thenComparingInt(b -> b.entry().startNumber()));
        return out;
    }

    public void allow(ForbiddenPair f) {
        forbiddenPairs.remove(f);
        touch();
    }

    /**
     * Gives the entries new ratings before round 1 is paired (the rating settings changed): {@code ratings} maps
     * a player id to the rating the entry now has; entries not in it keep theirs. Start numbers follow. After
     * pairing nothing changes: the ratings stay as the rounds were paired with.
     *
     * @return how many entries' ratings changed
     */
    public int rerate(java.util.Map<Long, Integer> ratings, int pairedRounds) {
        if (pairedRounds > 0) {
            return 0;
        }
        int changed = 0;
        for (Entry e : entries) {
            if (ratings.containsKey(e.playerId()) && e.rate(ratings.get(e.playerId()))) {
                changed++;
            }
        }
        if (changed > 0) {
            renumber();
            touch();
        }
        return changed;
    }

    /** True when the arbiter set the starting rank by hand (see {@link #rankByHand}). */
    /** The categories the event ranks in; {@link org.hakem.standings.category.CategoryChoice#NONE} when none. */
    public org.hakem.standings.category.CategoryChoice categories() {
        return org.hakem.standings.category.CategoryChoice.parse(categories);
    }

    /** Chooses the categories the event ranks in (at any time: they change no pairing); true when they changed. */
    public boolean chooseCategories(org.hakem.standings.category.CategoryChoice choice) {
        String code = choice.code();
        boolean changed = !code.equals(categories);
        categories = code;
        return changed;
    }

    public boolean rankedByHand() {
        return rankedByHand;
    }

    /**
     * The arbiter's starting rank (#33): the entries in {@code order} get start numbers 1..n, and keep that order until
     * {@link #rankAutomatically}: an entry made afterwards goes last, a removed one closes the gap, new ratings move
     * nobody. Only before round 1 is paired.
     *
     * @throws InvalidEventException once a round is paired, or when {@code order} is not every entry once
     */
    public void rankByHand(List<Entry> order, int pairedRounds) {
        requireUnpaired(pairedRounds);
        if (order.size() != entries.size() || !new java.util.HashSet<>(order).containsAll(entries)) {
            throw new InvalidEventException("order", Problem.of("event.rank.every-entry", entries.size()));
        }
        for (int i = 0; i < order.size(); i++) {
            order.get(i).number(i + 1);
        }
        entries.sort(Comparator.comparingInt(Entry::startNumber));
        rankedByHand = true;
        touch();
    }

    /** Start numbers follow rating, title and name again ({@link Entry#STARTING_RANK}); only before round 1. */
    public void rankAutomatically(int pairedRounds) {
        requireUnpaired(pairedRounds);
        rankedByHand = false;
        renumber();
        touch();
    }

    private static void requireUnpaired(int pairedRounds) {
        if (pairedRounds > 0) {
            throw new InvalidEventException("order", Problem.of("event.rank.paired"));
        }
    }

    /** Start numbers 1..n by starting rank, or in the arbiter's order (closing gaps) when he set it by hand. */
    private void renumber() {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort(rankedByHand ? Comparator.comparingInt(Entry::startNumber) : Entry.STARTING_RANK);
        for (int i = 0; i < sorted.size(); i++) {
            sorted.get(i).number(i + 1);
        }
        entries.sort(Comparator.comparingInt(Entry::startNumber));
    }

    @Override
    protected int entrantCount() {
        return entries.size();
    }

    public Optional<Entry> entry(long playerId) {
        return entries.stream().filter(e -> e.playerId() == playerId).findFirst();
    }

    public Optional<Entry> entryById(long entryId) {
        return entries.stream().filter(e -> e.id() != null && e.id() == entryId).findFirst();
    }

    public Optional<Entry> entryByNumber(int startNumber) {
        return entries.stream().filter(e -> e.startNumber() == startNumber).findFirst();
    }

    /** The scoring, from the win, draw and loss points kept (the rest as {@link PointSystem#of} reads them). */
    public PointSystem pointSystem() {
        return PointSystem.of(winPoints.doubleValue(), drawPoints.doubleValue(), lossPoints.doubleValue());
    }

    public List<TieBreak> tieBreakList() {
        return TieBreakPresets.parse(tieBreaks());
    }

    /** The arbiters of the tournament; changes to it are the tournament's. */
    @Override
    public EventArbiters arbiterPanel() {
        return new EventArbiters(arbiterRows);
    }

    public EventDetails details() {
        return new EventDetails(name(), place(), startDate(), endDate(), variant(), system, rounds(), swapLastTwo,
                pointSystem().text(), tieBreaks(), timeControl, arbiters(), status(), publicEvent(), acceleration().text(),
                initialColourChosen() ? initialColour().get().name().toLowerCase(java.util.Locale.ROOT) : "lot",
                swissSystem().key(), colourRelevance(), EventTieBreakRules.setting(chosenTieBreakRules()));
    }

    @Override
    public EventSystem system() {
        return system;
    }

    public boolean swapLastTwo() {
        return swapLastTwo;
    }

    public String timeControl() {
        return timeControl;
    }

    /** Entries by start number. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>(entries);
        out.sort(Comparator.comparingInt(Entry::startNumber));
        return out;
    }

    public List<ForbiddenPair> forbiddenPairs() {
        return List.copyOf(forbiddenPairs);
    }
}
