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
import org.hakem.event.application.EventAccess;
import org.hakem.event.domain.EventArbiters;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.platform.Problem;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
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
import org.hakem.tournament.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.ForbiddenPair;
import org.hakem.tournament.domain.MatchPairing;
import org.hakem.tournament.domain.ModelMapper;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.PairingEngine;
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
public class TournamentService {

    /** A board given by hand: start numbers; {@code black} null for a bye, whose kind is {@code bye}. */
    public record ManualBoard(int white, Integer black, String bye) {
    }

    private static final List<PairingEngine> BUILT_IN = List.of(new RoundRobinPairing(), new MatchPairing(), new SwissPairing());

    private static final SecureRandom LOT = new SecureRandom();

    @Inject
    EventRepository events;

    @Inject
    org.hakem.archive.application.GameSubmissions archive;

    @Inject
    PlayerService players;

    @Inject
    EventAccess access;

    @Inject
    EntryRatingSource ratingSource;

    /** Pairing engines that are CDI beans (the Swiss engine plugs in here). */
    @Inject
    @Any
    Instance<PairingEngine> pluggedEngines;

    /** Tournaments, newest first, with their entries loaded (a round robin's number of rounds depends on them). */
    public List<TournamentEvent> list(boolean includePrivate) {
        return events.listWithEntries(includePrivate);
    }

    /** A tournament with everything loaded; a private one only for arbiters. */
    public Snapshot snapshot(long id, boolean viewerIsArbiter) {
        TournamentEvent e = get(id);
        if (!e.publicEvent() && !viewerIsArbiter) {
            throw new NotFoundException(Problem.of("event.not-found", id));
        }
        return load(e);
    }

    static Snapshot load(TournamentEvent e, List<EventRound> rounds) {
        e.entries().forEach(Entry::name);
        e.forbiddenPairs().forEach(f -> f.first().name());
        e.byeRequests().forEach(b -> b.entry().name());
        rounds.forEach(r -> r.boards().forEach(b -> b.white().name()));
        return new Snapshot(e, rounds);
    }

    private Snapshot load(TournamentEvent e) {
        return load(e, events.rounds(e.id()));
    }

    TournamentEvent get(long id) {
        return events.find(id).orElseThrow(() -> new NotFoundException(Problem.of("event.not-found", id)));
    }

    /** The tournament, if the actor may change it. */
    TournamentEvent writable(long id, Actor actor) {
        TournamentEvent e = get(id);
        requireWriter(e, actor);
        return e;
    }

    /** Only the tournament's arbiters and admins change it (#30). */
    static void requireWriter(TournamentEvent e, Actor actor) {
        EventAccess.requireArbiter(e, actor.name(), actor.admin());
    }

    /** A new tournament; its creator is its chief arbiter, the names in {@code arbiters} its other arbiters. */
    public Snapshot create(EventDetails details, Actor actor) {
        TournamentEvent made = new TournamentEvent(details);
        List<EventAccess.Change> given = access.created(made.arbiterPanel(), actor.name(), !actor.system(),
                details.normalised().arbiters());
        TournamentEvent e = events.add(made);
        audit(e, actor, "create", null, null, null, e.name());
        given.forEach(c -> audit(e, actor, c));
        auditChosenColour(e, actor, null);
        return load(e);
    }

    /**
     * Corrects the settings. An {@code arbiters} other than the tournament's arbiters (the chief aside) gives or
     * takes the tournament: only its chief arbiter or an admin may (null leaves them as they are).
     */
    public Snapshot correct(long id, long expectedVersion, EventDetails details, Actor actor) {
        TournamentEvent e = writable(id, actor);
        requireVersion(e, expectedVersion);
        String before = describe(e);
        String colourBefore = chosenColour(e);
        boolean wasPublic = e.publicEvent();
        List<EventAccess.Change> given = access.setArbiters(e.name(), e.arbiterPanel(),
                details.normalised().arbiters(), actor.name(), actor.admin());
        e.correct(details, !events.rounds(id).isEmpty());
        events.flush();
        audit(e, actor, "settings", null, null, before, describe(e));
        given.forEach(c -> audit(e, actor, c));
        auditChosenColour(e, actor, colourBefore);
        if (!wasPublic && e.publicEvent()) {
            // games attached while the tournament was private reach the (public) archive now
            archive.publish(ResultService.ARCHIVE_KIND, id);
            for (EventRound r : events.rounds(id)) {
                r.boards().stream().filter(p -> p.pdn() != null)
                        .forEach(p -> ResultService.submit(archive, e, p, r.number()));
            }
        } else if (wasPublic && !e.publicEvent()) {
            // the archive is public: the tournament's games leave it (they come back if it is made public again)
            archive.withdraw(ResultService.ARCHIVE_KIND, id);
        }
        return load(e);
    }

    /** The tournament's arbiters, chief first (what its JSON and pages show anyway: no arbiter role needed). */
    public EventArbiters arbiters(long id, boolean viewerIsArbiter) {
        return snapshot(id, viewerIsArbiter).event().arbiterPanel();
    }

    /** Gives the tournament to an arbiter, as its chief or one of its arbiters: the chief's or an admin's act. */
    public EventArbiters giveArbiter(long id, String username, boolean chief, Actor actor) {
        TournamentEvent e = get(id);
        return access.give(e, username, chief, actor.name(), actor.admin(), c -> audit(e, actor, c));
    }

    /** Takes the tournament from one of its arbiters: the chief's or an admin's act. */
    public EventArbiters takeArbiter(long id, String username, Actor actor) {
        TournamentEvent e = get(id);
        return access.take(e, username, actor.name(), actor.admin(), c -> audit(e, actor, c));
    }

    /** Sets the tournament's chief arbiter (null keeps it) and other arbiters (null keeps them): the chief's or an admin's act. */
    public EventArbiters setArbiters(long id, String chief, String names, Actor actor) {
        TournamentEvent e = get(id);
        return access.set(e, chief, names, actor.name(), actor.admin(), c -> audit(e, actor, c));
    }

    public Snapshot changeStatus(long id, EventStatus status, Actor actor) {
        TournamentEvent e = writable(id, actor);
        EventStatus old = e.status();
        e.changeStatus(status);
        audit(e, actor, "status", null, null, old.name(), status.name());
        return load(e);
    }

    public void delete(long id, Long expectedVersion, Actor actor) {
        TournamentEvent e = writable(id, actor);
        if (expectedVersion != null) {
            requireVersion(e, expectedVersion);
        }
        events.remove(e);
    }

    public Entry enter(long id, long playerId, Actor actor) {
        TournamentEvent e = writable(id, actor);
        Player p = players.get(playerId);
        Integer listRating = ratingSource.forEvent(e)
                .flatMap(l -> l.rating(p.details().fmjdId(), p.details().name(), p.details().federation()))
                .orElse(null);
        Entry entry = e.enter(p, listRating, events.rounds(id).size());
        events.flush();
        audit(e, actor, entry.late() ? "late entry" : "entry", null, null, null,
                entry.startNumber() + " " + entry.name());
        return entry;
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
        Set<Integer> unavailable = e.entries().stream().filter(x -> x.withdrawnIn(number))
                .map(Entry::startNumber).collect(Collectors.toSet());
        PairingEngine.PairedRound paired;
        try {
            paired = engine.pair(new PairingEngine.Request(ModelMapper.trf(e, rounds, number - 1), number, e.system(),
                    e.swapLastTwo(), unavailable, e.swissSystem(), e.fmjdOptions()));
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("round", Problem.of("event.round.invalid", ex.getMessage()));
        }
        List<PlannedBoard> planned = new ArrayList<>();
        for (Pair b : paired.boards()) {
            Entry w = byNumber(e, b.white());
            Entry bl = byNumber(e, b.black());
            boolean wOut = w.withdrawnIn(number);
            boolean bOut = bl.withdrawnIn(number);
            BoardResult preset = wOut && bOut ? BoardResult.DOUBLE_FORFEIT
                    : wOut ? BoardResult.BLACK_FORFEIT_WIN : bOut ? BoardResult.WHITE_FORFEIT_WIN : BoardResult.PENDING;
            planned.add(new PlannedBoard(w, bl, preset));
        }
        if (paired.bye().isPresent()) {
            planned.add(new PlannedBoard(byNumber(e, paired.bye().getAsInt()), null,
                    paired.byeScores() ? BoardResult.PAIRING_BYE : BoardResult.ZERO_BYE));
        }
        if (e.system() == EventSystem.SWISS) {
            // byes asked for this round: left out by the engine (TRF 240), given here
            for (ByeRequest b : e.byeRequests()) {
                if (b.round() == number && !b.entry().withdrawnIn(number)) {
                    planned.add(new PlannedBoard(b.entry(), null, b.kind().result()));
                }
            }
        }
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
        if (e.initialColour().isEmpty()) {
            Colour colour;
            String how;
            if (rounds.isEmpty()) {
                colour = LOT.nextBoolean() ? Colour.WHITE : Colour.BLACK;
                how = "drawn by lot";
            } else {
                colour = SwissRequests.initialColour(ModelMapper.tournament(e, rounds, 1));
                how = "as in round 1";
            }
            e.fixInitialColour(colour);
            events.flush();
            audit(e, actor, "initial colour", number, null, null, colour.name().toLowerCase(java.util.Locale.ROOT)
                    + " for the highest-ranked player in round 1 (" + how + ")");
        }
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

    public EventRound publish(long id, int number, boolean published, Actor actor) {
        TournamentEvent e = writable(id, actor);
        EventRound r = round(id, number);
        if (published) {
            r.publish();
        } else {
            r.unpublish();
        }
        audit(e, actor, published ? "published" : "unpublished", number, null, null, null);
        return r;
    }

    /** Deletes the last round while it has no game result (to pair it again). */
    public void unpair(long id, int number, Actor actor) {
        TournamentEvent e = writable(id, actor);
        List<EventRound> rounds = events.rounds(id);
        EventRound r = round(id, number);
        if (number != rounds.size()) {
            throw new ValidationException("round", Problem.of("event.round.delete-last", rounds.size()));
        }
        r.requireChangeablePairings();
        String before = pairingText(r);
        events.removeRound(r);
        audit(e, actor, "round deleted", number, null, before, null);
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
        String engineName = system == SwissSystem.FMJD ? "FMJD" : "Dutch";
        RoundExplanation x = PairingSystems.of(system).explain(request, actual, e.fmjdOptions());
        try {
            RoundPairing engine = PairingSystems.of(system).pair(request, e.fmjdOptions());
            Set<Pair> mine = new HashSet<>(actual.boards());
            Set<Pair> theirs = new HashSet<>(engine.boards());
            if (!mine.equals(theirs) || !actual.pairingAllocatedBye().equals(engine.pairingAllocatedBye())) {
                x = x.withWarning("the " + engineName + " engine pairs these players differently: " + engine.boards().stream()
                        .filter(b -> !mine.contains(b)).map(b -> b.white() + "-" + b.black()).collect(Collectors.joining(", "))
                        + (engine.pairingAllocatedBye().isPresent() ? ", bye " + engine.pairingAllocatedBye().getAsInt() : "")
                        + " (the round was paired or changed by hand)");
            }
        } catch (PairingException ex) {
            x = x.withWarning("the " + engineName + " engine finds no legal pairing of these players: " + ex.getMessage());
        }
        return x;
    }

    EventRound round(long id, int number) {
        return events.round(id, number).orElseThrow(() -> new NotFoundException(Problem.of("event.round.not-found", id, number)));
    }

    public List<AuditEntry> auditTrail(long id, int limit) {
        get(id);
        return events.auditTrail(id, Math.min(Math.max(limit, 1), 1000));
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
            Entry w = byNumber(e, b.white());
            Entry bl = b.black() == null || b.black() == 0 ? null : byNumber(e, b.black());
            if (!seen.add(b.white()) || (bl != null && !seen.add(b.black()))) {
                throw new ValidationException("boards", Problem.of("event.boards.twice",
                        seen.contains(b.white()) && bl != null ? b.black() : b.white()));
            }
            BoardResult result;
            try {
                result = bl == null ? BoardResult.parseBye(b.bye()) : BoardResult.PENDING;
            } catch (IllegalArgumentException ex) {
                throw new ValidationException("bye", Problem.of("event.bye.invalid", ex.getMessage()));
            }
            out.add(new PlannedBoard(w, bl, result));
        }
        return out;
    }

    private static Entry byNumber(TournamentEvent e, int startNumber) {
        return e.entryByNumber(startNumber).orElseThrow(() -> new ValidationException("boards",
                Problem.of("event.boards.no-player", startNumber)));
    }

    private void startIfPlanned(TournamentEvent e, Actor actor) {
        if (e.status() == EventStatus.PLANNED) {
            e.changeStatus(EventStatus.RUNNING);
            audit(e, actor, "status", null, null, EventStatus.PLANNED.name(), EventStatus.RUNNING.name());
        }
    }

    static String pairingText(EventRound r) {
        return r.boards().stream().map(b -> b.board() + ": " + b.white().startNumber() + "-"
                + (b.black() == null ? "bye " + b.result().label() : b.black().startNumber()))
                .collect(Collectors.joining(", "));
    }

    /** The initial colour as the arbiter set it: lot, white or black. */
    private static String chosenColour(TournamentEvent e) {
        return e.details().initialColour();
    }

    /** Audits the arbiter's choice of the initial colour when it changed (a Swiss setting, C.04.3). */
    private void auditChosenColour(TournamentEvent e, Actor actor, String before) {
        String now = chosenColour(e);
        if (e.system() == EventSystem.SWISS && !now.equals(before == null ? "lot" : before)) {
            audit(e, actor, "initial colour", null, null, before, now.equals("lot")
                    ? "drawn by lot when round 1 is paired"
                    : now + " for the highest-ranked player in round 1 (chosen by the arbiter)");
        }
    }

    private static String describe(TournamentEvent e) {
        return e.details().toString();
    }

    private static void requireVersion(TournamentEvent e, long expectedVersion) {
        if (e.version() != expectedVersion) {
            throw new ConflictException(Problem.of("event.changed"), e.version());
        }
    }

    private void audit(TournamentEvent e, Actor actor, EventAccess.Change c) {
        audit(e, actor, c.action(), null, null, c.oldValue(), c.newValue());
    }

    void audit(TournamentEvent e, Actor actor, String action, Integer round, Integer board, String oldValue, String newValue) {
        events.audit(new AuditEntry(e.id(), actor.name(), action, round, board, oldValue, newValue));
    }
}
