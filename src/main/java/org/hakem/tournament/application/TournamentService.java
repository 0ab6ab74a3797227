package org.hakem.tournament.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.hakem.event.application.EventLifecycle;
import org.hakem.event.domain.EventArbiters;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.Reason;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.platform.Problem;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerLines;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.crosstable.Colour;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.ByeRequest;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EntryRatingSource;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRepository;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.EventRound.PlannedBoard;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.ForbiddenPair;
import org.hakem.tournament.domain.MatchPairing;
import org.hakem.tournament.domain.ModelMapper;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.PairingEngine;
import org.hakem.tournament.domain.RoundPlan;
import org.hakem.tournament.domain.RoundRobinPairing;
import org.hakem.tournament.domain.SwissPairing;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.event.application.Actor;

/**
 * Use cases of running a tournament: settings, entries, forbidden pairs, pairing and publishing rounds.
 * Each method is one transaction; every change is written to the audit trail. Results are entered
 * through {@link ResultService}.
 */
@ApplicationScoped
@Transactional
public class TournamentService extends EventLifecycle<TournamentEvent, EventDetails, Snapshot, EventRound, AuditEntry> {

    private static final Kind KIND = new Kind(ResultService.ARCHIVE_KIND,
            id -> Problem.of("event.not-found", id), Problem.of("event.changed"),
            (id, round) -> Problem.of("event.round.not-found", id, round));

    public TournamentService() {
        super(KIND, TournamentEvent::new, TournamentEvent::correct, TournamentEvent::details);
    }

    /** A board given by hand: start numbers; {@code black} null for a bye, whose kind is {@code bye}. */
    public record ManualBoard(int white, Integer black, String bye) {
    }

    private static final List<PairingEngine> BUILT_IN = List.of(new RoundRobinPairing(), new MatchPairing(), new SwissPairing());

    private static final SecureRandom LOT = new SecureRandom();

    @Inject
    EventRepository events;

    @Inject
    PlayerService players;

    @Inject
    PlayerLines playerLines;

    @Inject
    EntryRatingSource ratingSource;

    @Inject
    org.hakem.ratinglist.application.RatingListService ratingLists;

    /** Pairing engines that are CDI beans (the Swiss engine plugs in here). */
    @Inject
    @Any
    Instance<PairingEngine> pluggedEngines;

    @Override
    protected EventRepository store() {
        return events;
    }

    static Snapshot load(TournamentEvent e, List<EventRound> rounds) {
        e.entries().forEach(Entry::name);
        e.forbiddenPairs().forEach(f -> f.first().name());
        e.byeRequests().forEach(b -> b.entry().name());
        rounds.forEach(r -> r.boards().forEach(b -> b.white().name()));
        return new Snapshot(e, rounds);
    }

    @Override
    protected Snapshot load(TournamentEvent e) {
        return load(e, events.rounds(e.id()));
    }

    @Override
    protected AuditEntry auditRow(long eventId, String actor, String action, Integer round, String oldValue,
                                  String newValue) {
        return new AuditEntry(eventId, actor, action, round, null, oldValue, newValue);
    }

    @Override
    protected void submitGames(TournamentEvent e, EventRound round) {
        round.boards().stream().filter(p -> p.pdn() != null)
                .forEach(p -> ResultService.submit(archive, e, p, round.number()));
    }

    /** The initial colour as the arbiter set it: lot, white or black. */
    @Override
    protected String settingsMark(TournamentEvent e) {
        return e.details().initialColour();
    }

    /** Audits the arbiter's choice of the initial colour when it changed (a Swiss setting, C.04.3). */
    @Override
    protected void settingsChanged(TournamentEvent e, Actor actor, String before) {
        String now = settingsMark(e);
        if (e.system() == EventSystem.SWISS && !now.equals(before == null ? "lot" : before)) {
            audit(e, actor, "initial colour", null, before, now.equals("lot")
                    ? "drawn by lot when round 1 is paired"
                    : now + " for the highest-ranked player in round 1 (chosen by the arbiter)");
        }
    }

    public Entry enter(long id, long playerId, Actor actor) {
        TournamentEvent e = writable(id, actor);
        return enter(e, players.get(playerId), ratingSource.forEvent(e), events.rounds(id).size(), actor);
    }

    private Entry enter(TournamentEvent e, Player p, Optional<EntryRatingSource.Lookup> lookup, int paired, Actor actor) {
        Integer listRating = lookup
                .flatMap(l -> l.rating(p.details().fmjdId(), p.details().name(), p.details().federation()))
                .orElse(null);
        Entry entry = e.enter(p, listRating, paired);
        events.flush();
        audit(e, actor, entry.late() ? "late entry" : "entry", null, null, null,
                entry.startNumber() + " " + entry.name());
        return entry;
    }

    /** At most this many lines are entered at once. */
    public static final int MAX_BATCH = PlayerLines.MAX_LINES;

    /**
     * Enters many players at once (#33), one line each: {@code #12} (registry id), an FMJD or national id, or a name
     * (see {@link PlayerService#named}). A line naming nobody in the registry is looked up on the rating list
     * {@code listId} (null: none); with {@code create}, a player found there is registered from the list's line (name,
     * federation, FMJD id, rating, title) and a name found nowhere is registered by its name alone. Each line is entered
     * or refused on its own and the result says which and why; ambiguous lines enter nobody.
     */
    public EntryBatch enterMany(long id, List<String> lines, Long listId, boolean create, Actor actor) {
        TournamentEvent e = writable(id, actor);
        List<PlayerLines.Pasted> pasted = PlayerLines.pasted(lines);
        List<org.hakem.rating.RatingListEntry> list = listId == null ? List.of() : ratingLists.entries(listId);
        Optional<EntryRatingSource.Lookup> lookup = ratingSource.forEvent(e);
        int paired = events.rounds(id).size();
        List<EntryBatch.Line> out = new ArrayList<>();
        for (PlayerLines.Pasted line : pasted) {
            out.add(enterLine(e, line.line(), line.text(), list, create, lookup, paired, actor));
        }
        return new EntryBatch(out);
    }

    private EntryBatch.Line enterLine(TournamentEvent e, int n, String text, List<org.hakem.rating.RatingListEntry> list,
                                      boolean create, Optional<EntryRatingSource.Lookup> lookup, int paired, Actor actor) {
        PlayerLines.Named named = playerLines.resolve(text, list, create);
        switch (named.kind()) {
            case AMBIGUOUS -> {
                return new EntryBatch.Line(n, text, EntryBatch.Outcome.AMBIGUOUS, null, named.names(), null);
            }
            case ON_LIST -> {
                return new EntryBatch.Line(n, text, EntryBatch.Outcome.ON_LIST, null, "", null);
            }
            case UNKNOWN -> {
                return new EntryBatch.Line(n, text, EntryBatch.Outcome.UNKNOWN, null, "", null);
            }
            case INVALID -> {
                return new EntryBatch.Line(n, text, EntryBatch.Outcome.REFUSED, null, "", named.cause());
            }
            default -> { }
        }
        if (named.player() != null) {
            Optional<Entry> already = e.entry(named.player().id());
            if (already.isPresent()) {
                return new EntryBatch.Line(n, text, EntryBatch.Outcome.ALREADY, already.get(), "", null);
            }
        }
        try {
            e.requireEnterable(paired);
        } catch (ValidationException refused) {
            return new EntryBatch.Line(n, text, EntryBatch.Outcome.REFUSED, null, "",
                    refused.problems().values().iterator().next());
        }
        Player p = playerLines.player(named);
        return new EntryBatch.Line(n, text, named.details() == null ? EntryBatch.Outcome.ENTERED : EntryBatch.Outcome.CREATED,
                enter(e, p, lookup, paired, actor), "", null);
    }

    /**
     * Registers a new player and enters him in one step (#33): the event page's "new player" form. A registered
     * namesake (see {@link PlayerService#possibleDuplicates}) stops it unless {@code namesakeIsOther}: the arbiter
     * enters the registered player instead, or says it is another person. All or nothing.
     */
    public Entry registerAndEnter(long id, PlayerDetails details, boolean namesakeIsOther, Actor actor) {
        TournamentEvent e = writable(id, actor);
        int paired = events.rounds(id).size();
        e.requireEnterable(paired);
        if (!namesakeIsOther) {
            List<Player> same = players.possibleDuplicates(details);
            if (!same.isEmpty()) {
                throw new ValidationException("name", Problem.of("event.new-player.namesake", same.stream()
                        .map(p -> p.name() + " (#" + p.id() + ")").collect(Collectors.joining(", "))));
            }
        }
        return enter(e, players.register(details), ratingSource.forEvent(e), paired, actor);
    }

    /**
     * Before round 1 is paired, gives every entry its rating again after the rating settings changed: the list's
     * in force at the start for a player on it, else the registry's (#17). After pairing nothing changes.
     *
     * @return how many entries' ratings changed
     */
    int rerateEntries(TournamentEvent e, Actor actor) {
        int paired = events.rounds(e.id()).size();
        if (paired > 0) {
            return 0;
        }
        Optional<EntryRatingSource.Lookup> lookup = ratingSource.forEvent(e);
        Map<Long, Integer> ratings = new HashMap<>();
        for (Entry x : e.entries()) {
            Integer registry;
            try {
                registry = players.get(x.playerId()).details().rating();
            } catch (org.hakem.platform.NotFoundException gone) {
                registry = x.rating();
            }
            ratings.put(x.playerId(), lookup.flatMap(l -> l.rating(x.fmjdId(), x.name(), x.federation()))
                    .orElse(registry));
        }
        int changed = e.rerate(ratings, paired);
        if (changed > 0) {
            events.flush();
            audit(e, actor, "entries re-rated", null, null, null, changed + " ratings");
        }
        return changed;
    }

    /**
     * The arbiter's starting rank before round 1 (#33): {@code entryIds} is every entry in the new order; numbers
     * 1..n follow it (and keep it for later entries, see {@link TournamentEvent#rankByHand}). Audited: who moved.
     */
    public List<Entry> rankByHand(long id, List<Long> entryIds, Actor actor) {
        TournamentEvent e = writable(id, actor);
        List<Entry> order = new ArrayList<>();
        for (Long x : entryIds == null ? List.<Long>of() : entryIds) {
            order.add(entry(e, x == null ? 0 : x));
        }
        Map<Long, Integer> before = new HashMap<>();
        e.entries().forEach(x -> before.put(x.id(), x.startNumber()));
        e.rankByHand(order, events.rounds(id).size());
        String moved = e.entries().stream().filter(x -> x.startNumber() != before.get(x.id()))
                .map(x -> x.name() + " " + before.get(x.id()) + " → " + x.startNumber()).collect(Collectors.joining(", "));
        audit(e, actor, "starting rank", null, null, null, moved.isEmpty() ? "-" : moved);
        return e.entries();
    }

    /**
     * Chooses the categories the event ranks in (issue 33; at any time, as they pair nobody). Audited when they change,
     * with the codes before and after.
     */
    public TournamentEvent chooseCategories(long id, org.hakem.standings.category.CategoryChoice choice, Actor actor) {
        TournamentEvent e = writable(id, actor);
        String before = e.categories().code();
        if (e.chooseCategories(choice)) {
            audit(e, actor, "categories", null, before.isEmpty() ? "-" : before,
                    choice.none() ? "-" : choice.code());
        }
        return e;
    }

    /** Start numbers follow rating, title and name again, before round 1 (#33). */
    public List<Entry> rankAutomatically(long id, Actor actor) {
        TournamentEvent e = writable(id, actor);
        e.rankAutomatically(events.rounds(id).size());
        audit(e, actor, "starting rank", null, null, null, "rating, title, name");
        return e.entries();
    }

    public void removeEntry(long id, long entryId, Actor actor) {
        TournamentEvent e = writable(id, actor);
        Entry entry = entry(e, entryId);
        e.removeEntry(entry, events.rounds(id).size());
        audit(e, actor, "entry removed", null, null, entry.startNumber() + " " + entry.name(), null);
    }

    /** Withdraws a player from round {@code fromRound} on (null takes the withdrawal back). */
    public Entry withdraw(long id, long entryId, Integer fromRound, Actor actor) {
        TournamentEvent e = writable(id, actor);
        Entry entry = entry(e, entryId);
        Integer old = entry.withdrawnFrom();
        if (fromRound != null) {
            requireNotOnABoard(id, entry, fromRound);
        }
        e.withdraw(entry, fromRound);
        audit(e, actor, "withdrawal", fromRound, null, old == null ? null : "from round " + old,
                entry.startNumber() + " " + entry.name() + (fromRound == null ? " plays again" : " from round " + fromRound));
        return entry;
    }

    /**
     * A player withdrawn from round {@code from} may sit on no board of that round or a later one: a board
     * with a result already happened (withdraw him from the next round), and a paired board waits for its
     * result (enter it, a forfeit if he does not come, or unpair the round first). The arbiter is told which.
     */
    private void requireNotOnABoard(long id, Entry entry, int from) {
        for (EventRound r : events.rounds(id)) {
            if (r.number() < from) {
                continue;
            }
            for (Pairing p : r.boards()) {
                boolean his = p.white().id().equals(entry.id()) || (p.black() != null && p.black().id().equals(entry.id()));
                if (!his) {
                    continue;
                }
                String who = entry.startNumber() + " " + entry.name();
                                int next = r.number() + 1;
                if (p.isBye()) {
                    throw new ValidationException("fromRound", Problem.of("event.withdraw.bye", who, p.result().label(), p.board(),
                            r.number(), next));
                }
                if (p.result().decided()) {
                    throw new ValidationException("fromRound", Problem.of("event.withdraw.result", who, p.result().label(), p.board(),
                            r.number(), next));
                }
                throw new ValidationException("fromRound", Problem.of("event.withdraw.pending", who, p.board(), r.number(), next));
            }
        }
    }

    public ForbiddenPair forbid(long id, long entryA, long entryB, String reason, Actor actor) {
        TournamentEvent e = writable(id, actor);
        ForbiddenPair f = e.forbid(entry(e, entryA), entry(e, entryB), reason);
        events.flush();
        audit(e, actor, "forbidden pair", null, null, null,
                f.first().startNumber() + " / " + f.second().startNumber() + (f.reason() == null ? "" : " (" + f.reason() + ")"));
        return f;
    }

    public void allow(long id, long pairId, Actor actor) {
        TournamentEvent e = writable(id, actor);
        ForbiddenPair f = e.forbiddenPairs().stream().filter(p -> p.id() == pairId).findFirst()
                .orElseThrow(() -> new NotFoundException(Problem.of("event.forbidden-pair.not-found", pairId, id)));
        e.allow(f);
        audit(e, actor, "pair allowed", null, null, f.first().startNumber() + " / " + f.second().startNumber(), null);
    }

    /** A player of a Swiss asks for a bye (half, zero or full point) in a round not paired yet. */
    public ByeRequest requestBye(long id, long entryId, int round, String kind, Actor actor) {
        TournamentEvent e = writable(id, actor);
        Entry entry = entry(e, entryId);
        ByeRequest.Kind k = ByeRequest.Kind.parse(kind);
        ByeRequest b = e.requestBye(entry, round, k, events.rounds(id).size());
        events.flush();
        audit(e, actor, "bye requested", round, null, null, entry.startNumber() + " " + entry.name() + ": " + k.text()
                + "-point bye in round " + round);
        return b;
    }

    /** Takes back a requested bye. */
    public void cancelBye(long id, long entryId, int round, Actor actor) {
        TournamentEvent e = writable(id, actor);
        Entry entry = entry(e, entryId);
        if (!e.cancelBye(entry, round, events.rounds(id).size())) {
            throw new NotFoundException(Problem.of("event.bye.not-found", entry.name(), round));
        }
        audit(e, actor, "bye cancelled", round, null, entry.startNumber() + " " + entry.name(), null);
    }

    private static Entry entry(TournamentEvent e, long entryId) {
        return e.entryById(entryId).orElseThrow(() -> new NotFoundException(Problem.of("event.entry.not-found", entryId, e.id())));
    }

    /** Pairs the next round with the tournament's engine (Berger tables, match, the event's Swiss system for a Swiss: FIDE Dutch or FMJD). */
    public EventRound pairNext(long id, Actor actor) {
        TournamentEvent e = writable(id, actor);
        List<EventRound> rounds = events.rounds(id);
        return pairWithEngine(e, rounds, rounds.size() + 1, actor);
    }

    /** Pairs every remaining round (round robin, match): the schedule is known in advance. */
    public List<EventRound> pairAll(long id, Actor actor) {
        TournamentEvent e = writable(id, actor);
        if (!e.system().roundRobin() && e.system() != EventSystem.MATCH) {
            throw new ValidationException("system", Problem.of("event.pair-all.swiss"));
        }
        List<EventRound> rounds = new ArrayList<>(events.rounds(id));
        List<EventRound> made = new ArrayList<>();
        for (int r = rounds.size() + 1; r <= e.plannedRounds(); r++) {
            EventRound round = pairWithEngine(e, rounds, r, actor);
            rounds.add(round);
            made.add(round);
        }
        return made;
    }

    private EventRound pairWithEngine(TournamentEvent e, List<EventRound> rounds, int number, Actor actor) {
        requirePairable(e, number);
        PairingEngine engine = engine(e);
        if (e.system() == EventSystem.SWISS) {
            prepareSwiss(e, rounds, number, actor);
        }
        PairingEngine.PairedRound paired;
        try {
            paired = engine.pair(new PairingEngine.Request(ModelMapper.trf(e, rounds, number - 1), number, e.system(),
                    e.swapLastTwo(), RoundPlan.withdrawn(e, number), e.swissSystem(), e.fmjdOptions()));
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("round", Problem.of("event.round.invalid", ex.getMessage()));
        }
        List<PlannedBoard> planned = RoundPlan.boards(e, paired, number);
        EventRound round = events.addRound(new EventRound(e, number, planned));
        startIfPlanned(e, actor);
        audit(e, actor, "pairing", number, null, null, pairingText(round));
        return round;
    }

    /**
     * A Swiss round is paired from the results of the rounds before it, so they must all be in; the
     * initial colour is fixed once (read from a round 1 paired by hand, else drawn by lot) and audited,
     * so that re-pairing gives the same colours.
     */
    private void prepareSwiss(TournamentEvent e, List<EventRound> rounds, int number, Actor actor) {
        for (EventRound r : rounds) {
            if (r.number() < number && !r.complete()) {
                throw new ValidationException("round", Problem.of("event.round.incomplete", r.number(), number));
            }
        }
        try {
            SwissPairing.requireUsableScoring(e.pointSystem());
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("scoring", Problem.of("event.scoring.invalid", ex.getMessage()));
        }
        RoundPlan.fixInitialColour(e, rounds, LOT.nextBoolean() ? Colour.WHITE : Colour.BLACK).ifPresent(how -> {
            events.flush();
            audit(e, actor, "initial colour", number, null, null, how);
        });
    }

    private PairingEngine engine(TournamentEvent e) {
        for (PairingEngine p : pluggedEngines) {
            if (p.pairs(e.system())) {
                return p;
            }
        }
        return BUILT_IN.stream().filter(p -> p.pairs(e.system())).findFirst()
                .orElseThrow(() -> new ValidationException("round", Problem.of("event.pairing.no-engine", e.system().label())));
    }

    /** Pairs the next round with the boards given by the arbiter. */
    public EventRound pairByHand(long id, List<ManualBoard> boards, Actor actor) {
        TournamentEvent e = writable(id, actor);
        int number = events.rounds(id).size() + 1;
        requirePairable(e, number);
        EventRound round = events.addRound(new EventRound(e, number, planned(e, boards)));
        startIfPlanned(e, actor);
        audit(e, actor, "pairing by hand", number, null, null, pairingText(round));
        return round;
    }

    /** Changes the pairings of a round that has no game result yet (logged: old and new pairings). */
    public EventRound repair(long id, int number, List<ManualBoard> boards, Actor actor) {
        TournamentEvent e = writable(id, actor);
        EventRound old = round(id, number);
        old.requireChangeablePairings();
        List<PlannedBoard> planned = planned(e, boards);
        String before = pairingText(old);
        boolean published = old.published();
        events.removeRound(old);
        events.flush();
        EventRound round = events.addRound(new EventRound(e, number, planned));
        if (published) {
            round.publish();
        }
        audit(e, actor, "pairing changed", number, null, before, pairingText(round));
        return round;
    }

    /**
     * Exchanges the places of players {@code a} and {@code b} (start numbers) in round {@code number}'s pairing: two
     * boards, or a board and the pairing-allocated bye (see {@link PairingChanges}); then as {@link #repair}.
     */
    public EventRound swapPlayers(long id, int number, int a, int b, Actor actor) {
        return repair(id, number, PairingChanges.swapPlayers(PairingChanges.boards(round(id, number)), number, a, b),
                actor);
    }

    /**
     * Gives player {@code player} (a start number) a bye of kind {@code kind} in drafted round {@code number}, the
     * rest of the round kept valid ({@link PairingChanges#giveBye}); then as {@link #repair}.
     */
    public EventRound giveBye(long id, int number, int player, String kind, Actor actor) {
        return repair(id, number, PairingChanges.giveBye(PairingChanges.boards(round(id, number)), number, player, kind),
                actor);
    }

    /** Swaps White and Black on board {@code board} of round {@code number}; then as {@link #repair}. */
    public EventRound swapColours(long id, int number, int board, Actor actor) {
        return repair(id, number, PairingChanges.swapColours(PairingChanges.boards(round(id, number)), number, board),
                actor);
    }

    /**
     * Why round {@code number} of a Swiss is paired as it is, by the rules of the event's Swiss system (FIDE
     * Dutch or FMJD): the engine's input for the round (the rounds before it; players not on a board, or on a
     * bye other than the pairing-allocated one, did not take part) and the round's boards as they are now,
     * possibly changed by the arbiter. When the engine would pair the round differently, a warning says how.
     */
    public RoundExplanation explain(long id, int number) {
        TournamentEvent e = get(id);
        if (e.system() != EventSystem.SWISS) {
            throw new ValidationException("round", Problem.of("event.explain.swiss-only", e.system().label()));
        }
        List<EventRound> rounds = events.rounds(id);
        EventRound r = rounds.stream().filter(x -> x.number() == number).findFirst()
                .orElseThrow(() -> new NotFoundException(Problem.of("event.round.not-found", id, number)));
        Set<Integer> taking = new HashSet<>();
        List<Pair> boards = new ArrayList<>();
        Integer bye = null;
        for (Pairing p : r.boards()) {
            if (p.black() != null) {
                boards.add(new Pair(p.white().startNumber(), p.black().startNumber()));
                taking.add(p.white().startNumber());
                taking.add(p.black().startNumber());
            } else if (p.result() == BoardResult.PAIRING_BYE) {
                bye = p.white().startNumber();
                taking.add(bye);
            }
        }
        Set<Integer> unavailable = e.entries().stream().map(Entry::startNumber).filter(n -> !taking.contains(n))
                .collect(Collectors.toSet());
        PairingRequest request;
        try {
            request = SwissPairing.pairingRequest(new PairingEngine.Request(ModelMapper.trf(e, rounds, number - 1),
                    number, EventSystem.SWISS, false, unavailable));
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("round", Problem.of("event.round.invalid", ex.getMessage()));
        }
        RoundPairing actual = new RoundPairing(number, boards, bye == null ? OptionalInt.empty() : OptionalInt.of(bye));
        SwissSystem system = e.swissSystem();
        Reason engineName = Reason.of(system == SwissSystem.FMJD ? "engine.fmjd" : "engine.dutch");
        RoundExplanation x = PairingSystems.of(system).explain(request, actual, e.fmjdOptions());
        try {
            RoundPairing engine = PairingSystems.of(system).pair(request, e.fmjdOptions());
            Set<Pair> mine = new HashSet<>(actual.boards());
            Set<Pair> theirs = new HashSet<>(engine.boards());
            if (!mine.equals(theirs) || !actual.pairingAllocatedBye().equals(engine.pairingAllocatedBye())) {
                String pairs = engine.boards().stream().filter(b -> !mine.contains(b)).map(b -> b.white() + "-" + b.black())
                        .collect(Collectors.joining(", "));
                x = x.withWarning(engine.pairingAllocatedBye().isPresent()
                        ? Reason.of("warn.engineDiffers.bye", engineName, pairs, engine.pairingAllocatedBye().getAsInt())
                        : Reason.of("warn.engineDiffers", engineName, pairs));
            }
        } catch (PairingException ex) {
            x = x.withWarning(Reason.of("warn.engineFails", engineName, ex.getMessage()));
        }
        return x;
    }

    private void requirePairable(TournamentEvent e, int number) {
        if (e.entries().size() < 2) {
            throw new ValidationException("round", Problem.of("event.pairing.two-players"));
        }
        if (e.plannedRounds() > 0 && number > e.plannedRounds()) {
            throw new ValidationException("round", Problem.of("event.pairing.all-paired", e.name(), e.plannedRounds()));
        }
    }

    private List<PlannedBoard> planned(TournamentEvent e, List<ManualBoard> boards) {
        if (boards == null || boards.isEmpty()) {
            throw new ValidationException("boards", Problem.of("event.boards.none"));
        }
        List<PlannedBoard> out = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (ManualBoard b : boards) {
            Entry w = RoundPlan.byNumber(e, b.white());
            Entry bl = b.black() == null || b.black() == 0 ? null : RoundPlan.byNumber(e, b.black());
            if (!seen.add(b.white()) || (bl != null && !seen.add(b.black()))) {
                throw new ValidationException("boards", Problem.of("event.boards.twice",
                        seen.contains(b.white()) && bl != null ? b.black() : b.white()));
            }
            BoardResult result;
            try {
                result = bl == null ? BoardResult.parseBye(b.bye()) : BoardResult.PENDING;
            } catch (IllegalArgumentException ex) {
                throw new ValidationException("bye", Problem.of("event.bye.invalid", b.bye()));
            }
            out.add(new PlannedBoard(w, bl, result));
        }
        return out;
    }

    @Override
    protected String pairingText(EventRound r) {
        return r.boards().stream().map(b -> b.board() + ": " + b.white().startNumber() + "-"
                + (b.black() == null ? "bye " + b.result().label() : b.black().startNumber()))
                .collect(Collectors.joining(", "));
    }

    void audit(TournamentEvent e, Actor actor, String action, Integer round, Integer board, String oldValue, String newValue) {
        events.audit(new AuditEntry(e.id(), actor.name(), action, round, board, oldValue, newValue));
        announce(e.id(), round);
    }
}
