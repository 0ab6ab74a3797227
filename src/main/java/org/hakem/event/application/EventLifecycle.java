package org.hakem.event.application;

import jakarta.inject.Inject;
import java.util.List;
import org.hakem.archive.application.GameSubmissions;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.AuditRecord;
import org.hakem.event.domain.EventArbiters;
import org.hakem.event.domain.EventSettings;
import org.hakem.event.domain.EventOfficials;
import org.hakem.event.domain.EventStatus;
import org.hakem.event.domain.EventStore;
import org.hakem.event.domain.InvalidEventException;
import org.hakem.event.domain.PairedRound;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;

/**
 * The use cases every kind of event has, written once: list, read, create, correct the settings (a private event's
 * games leave the public archive, and come back when it is public again), give and take it to arbiters, change its
 * status, delete it, publish and unpublish a round, take back the last round, read the audit trail. The service of
 * a kind of event ({@code TournamentService}, {@code TeamService}) extends this with its entrants and its pairing,
 * and says what differs: how an event is made from its settings, how it is loaded, what its audit rows and its
 * problems are called, and how a round's games reach the archive. Every change is written to the audit trail; only
 * the event's arbiters and admins change an event ({@link EventAccess}).
 *
 * @param <E> the event
 * @param <D> its settings
 * @param <S> an event with everything loaded, as pages and the API show it
 * @param <R> its round
 * @param <A> a row of its audit trail
 */
public abstract class EventLifecycle<E extends ArbitratedEvent, D extends EventSettings, S extends EventSnapshot<E, R>,
        R extends PairedRound,
        A extends AuditRecord> implements PublicEvents, PlayerEvents {

    /**
     * What a kind of event is called where the lifecycle speaks of it: in the archive's game-submission contract,
     * and in the problems of an event not found, changed by someone else meanwhile, and a round not found.
     */
    public record Kind(String archiveKind, java.util.function.LongFunction<Problem> notFound, Problem changed,
                       java.util.function.BiFunction<Long, Integer, Problem> roundNotFound) {
    }

    @Inject
    protected EventAccess access;

    @Inject
    protected GameSubmissions archive;

    @Inject
    protected EventNotices notices;

    /** Changes an event's settings (checked by the event; what the paired rounds depend on stays). */
    @FunctionalInterface
    public interface Correction<E, D> {
        void correct(E event, D settings, boolean paired);
    }

    private final Kind kind;
    private final java.util.function.Function<D, E> newEvent;
    private final Correction<E, D> correction;
    private final java.util.function.Function<E, D> settingsOf;

    /**
     * @param kind       what the kind of event is called
     * @param newEvent   a new event from its settings (checked by the event)
     * @param correction how its settings change
     * @param settingsOf its settings as they are (the audit trail records them as text)
     */
    protected EventLifecycle(Kind kind, java.util.function.Function<D, E> newEvent, Correction<E, D> correction,
                             java.util.function.Function<E, D> settingsOf) {
        this.kind = kind;
        this.newEvent = newEvent;
        this.correction = correction;
        this.settingsOf = settingsOf;
    }

    /** Where the events of this kind are kept. */
    protected abstract EventStore<E, R, A> store();

    protected Kind kind() {
        return kind;
    }

    @Override
    public String archiveKind() {
        return kind.archiveKind();
    }

    @Override
    public boolean publicEvent(long id) {
        return store().find(id).map(ArbitratedEvent::publicEvent).orElse(false);
    }

    /** The event's settings as the audit trail records them. */
    protected String describe(E e) {
        return settingsOf.apply(e).toString();
    }

    /** The event with everything a page or the API shows loaded. */
    protected abstract S load(E e);

    /** A row of the audit trail. */
    protected abstract A auditRow(long eventId, String actor, String action, Integer round, String oldValue,
                                  String newValue);

    /** Hands the games attached to the round's boards to the archive (the event is public). */
    protected abstract void submitGames(E e, R round);

    /**
     * Audits what else the settings changed (called after creating and after correcting).
     *
     * @param before {@link #settingsMark} before the change; null for a new event
     */
    protected void settingsChanged(E e, Actor actor, String before) {
    }

    /** What {@link #settingsChanged} compares with; null when nothing. */
    protected String settingsMark(E e) {
        return null;
    }

    @Override
    public List<PlayedEvent> eventsOf(long playerId, boolean viewerIsArbiter) {
        return store().withPlayer(playerId, viewerIsArbiter).stream()
                .map(e -> new PlayedEvent(kind.archiveKind(), e.id(), e.name(), e.startDate(), e.endDate(), e.variant(),
                        e.status()))
                .toList();
    }

    /** Events, newest first, with their entrants loaded. */
    public List<E> list(boolean includePrivate) {
        return store().listWithEntrants(includePrivate);
    }

    /** An event with everything loaded; a private one only for arbiters. */
    public S snapshot(long id, boolean viewerIsArbiter) {
        return load(visible(id, viewerIsArbiter));
    }

    /** The event, if the viewer may see it: a private one only for arbiters (for others it is not there). */
    private E visible(long id, boolean viewerIsArbiter) {
        E e = get(id);
        if (!e.publicEvent() && !viewerIsArbiter) {
            throw new NotFoundException(kind().notFound().apply(id));
        }
        return e;
    }

    public E get(long id) {
        return store().find(id).orElseThrow(() -> new NotFoundException(kind().notFound().apply(id)));
    }

    /** The event, if the actor may change it: its arbiters and admins (#30). */
    public E writable(long id, Actor actor) {
        E e = get(id);
        EventAccess.requireArbiter(e, actor.name(), actor.admin());
        return e;
    }

    /** A new event; its creator is its chief arbiter, the names in its settings its other arbiters. */
    public S create(D settings, Actor actor) {
        E made = newEvent.apply(settings);
        List<EventAccess.Change> given = access.created(made.arbiterPanel(), actor.name(), !actor.system(),
                settings.basics().normalised().arbiters());
        E e = store().add(made);
        audit(e, actor, "create", null, null, e.name());
        given.forEach(c -> audit(e, actor, c));
        settingsChanged(e, actor, null);
        return load(e);
    }

    /**
     * Corrects the settings. Arbiters other than the event's (the chief aside) give or take the event: only its chief
     * arbiter or an admin may (null leaves them as they are). A private event's games leave the archive, which is
     * public; they come back when it is made public again.
     */
    public S correct(long id, long expectedVersion, D settings, Actor actor) {
        E e = writable(id, actor);
        requireVersion(e, expectedVersion);
        String before = describe(e);
        String mark = settingsMark(e);
        boolean wasPublic = e.publicEvent();
        List<EventAccess.Change> given = access.setArbiters(e.name(), e.arbiterPanel(),
                settings.basics().normalised().arbiters(), actor.name(), actor.admin());
        correction.correct(e, settings, !store().rounds(id).isEmpty());
        store().flush();
        audit(e, actor, "settings", null, before, describe(e));
        given.forEach(c -> audit(e, actor, c));
        settingsChanged(e, actor, mark);
        if (!wasPublic && e.publicEvent()) {
            archive.publish(kind().archiveKind(), id);
            store().rounds(id).forEach(r -> submitGames(e, r));
        } else if (wasPublic && !e.publicEvent()) {
            archive.withdraw(kind().archiveKind(), id);
        }
        return load(e);
    }

    /** The event's arbiters, chief first (what its JSON and pages show anyway: no arbiter role needed). */
    public EventArbiters arbiters(long id, boolean viewerIsArbiter) {
        return visible(id, viewerIsArbiter).arbiterPanel();
    }

    /** Gives the event to an arbiter, as its chief or one of its arbiters: the chief's or an admin's act. */
    public EventArbiters giveArbiter(long id, String username, boolean chief, Actor actor) {
        E e = get(id);
        return access.give(e, username, chief, actor.name(), actor.admin(), c -> audit(e, actor, c));
    }

    /** Takes the event from one of its arbiters: the chief's or an admin's act. */
    public EventArbiters takeArbiter(long id, String username, Actor actor) {
        E e = get(id);
        return access.take(e, username, actor.name(), actor.admin(), c -> audit(e, actor, c));
    }

    /** Sets the chief arbiter (null keeps it) and the other arbiters (null keeps them): the chief's or an admin's act. */
    public EventArbiters setArbiters(long id, String chief, String names, Actor actor) {
        E e = get(id);
        return access.set(e, chief, names, actor.name(), actor.admin(), c -> audit(e, actor, c));
    }

    public S changeStatus(long id, EventStatus status, Actor actor) {
        E e = writable(id, actor);
        EventStatus before = e.status();
        e.changeStatus(status);
        audit(e, actor, "status", null, before.name(), status.name());
        return load(e);
    }

    /**
     * Says whether the event records its games' scores (PDN): one that does not is never asked for its games.
     * Audited when it changes.
     */
    public S recordGames(long id, boolean records, Actor actor) {
        E e = writable(id, actor);
        boolean before = e.recordsGames();
        if (e.recordGames(records)) {
            audit(e, actor, "game recording", null, before ? "recorded" : "not recorded",
                    records ? "recorded" : "not recorded");
        }
        return load(e);
    }

    /** Names the event's officials (chief arbiter, deputies, organiser) as printed; audited when they change. */
    public S appointOfficials(long id, EventOfficials officials, Actor actor) {
        E e = writable(id, actor);
        EventOfficials before = e.officials();
        if (e.appoint(officials.checked())) {
            audit(e, actor, "officials", null, text(before), text(officials));
        }
        return load(e);
    }

    private static String text(EventOfficials o) {
        return o.isEmpty() ? null : String.join("; ", n(o.chiefArbiter()), o.deputiesText(), n(o.organiser()));
    }

    private static String n(String s) {
        return s == null ? "" : s;
    }

    /** Starts a planned event (when its first round is paired). */
    protected void startIfPlanned(E e, Actor actor) {
        if (e.status() == EventStatus.PLANNED) {
            e.changeStatus(EventStatus.RUNNING);
            audit(e, actor, "status", null, EventStatus.PLANNED.name(), EventStatus.RUNNING.name());
        }
    }

    public void delete(long id, Long expectedVersion, Actor actor) {
        E e = writable(id, actor);
        if (expectedVersion != null) {
            requireVersion(e, expectedVersion);
        }
        store().remove(e);
    }

    /** Publishes a round (it takes results from now on, and everyone sees it), or makes it a draft again. */
    public R publish(long id, int number, boolean published, Actor actor) {
        E e = writable(id, actor);
        R r = round(id, number);
        if (published) {
            r.publish();
        } else {
            r.unpublish();
        }
        audit(e, actor, published ? "published" : "unpublished", number, null, null);
        return r;
    }

    /** Deletes the last round while no game of it has a result (to pair it again). */
    public void unpair(long id, int number, Actor actor) {
        E e = writable(id, actor);
        List<R> rounds = store().rounds(id);
        R r = round(id, number);
        if (number != rounds.size()) {
            throw new InvalidEventException("round", Problem.of("event.round.delete-last", rounds.size()));
        }
        r.requireChangeablePairings();
        String before = pairingText(r);
        store().removeRound(r);
        audit(e, actor, "round deleted", number, before, null);
    }

    /** The pairings of a round as the audit trail records them. */
    protected abstract String pairingText(R round);

    /**
     * The round of this number in a snapshot, if the viewer may see it (arbiters: every round; others: published ones).
     *
     * @throws NotFoundException when there is no such round for the viewer
     */
    public R visibleRound(S snapshot, int number, boolean viewerIsArbiter) {
        return snapshot.visibleRound(number, viewerIsArbiter)
                .orElseThrow(() -> new NotFoundException(kind().roundNotFound().apply(snapshot.event().id(), number)));
    }

    protected R round(long id, int number) {
        return store().round(id, number)
                .orElseThrow(() -> new NotFoundException(kind().roundNotFound().apply(id, number)));
    }

    /** The audit trail, newest first, at most {@code limit} (1 to 1,000) entries. */
    public List<A> auditTrail(long id, int limit) {
        get(id);
        return store().auditTrail(id, Math.min(Math.max(limit, 1), 1000));
    }

    protected void requireVersion(E e, long expectedVersion) {
        if (e.version() != expectedVersion) {
            throw new ConflictException(kind().changed(), e.version());
        }
    }

    protected void audit(E e, Actor actor, EventAccess.Change c) {
        audit(e, actor, c.action(), null, c.oldValue(), c.newValue());
    }

    protected void audit(E e, Actor actor, String action, Integer round, String oldValue, String newValue) {
        store().audit(auditRow(e.id(), actor.name(), action, round, oldValue, newValue));
        announce(e.id(), round);
    }

    /** Tells the viewers of the event's public pages that it (or its round) changed, when the transaction commits. */
    protected void announce(long id, Integer round) {
        if (notices != null) { // a lifecycle made without the container (a unit test) has no viewers
            notices.changed(kind.archiveKind(), id, round == null ? 0 : round);
        }
    }
}
