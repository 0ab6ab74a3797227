package org.hakem.event.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.ArbiterRole;
import org.hakem.event.domain.EventArbiters;
import org.hakem.platform.ForbiddenException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;

/**
 * Who may change an event and who may give it to others, for tournaments and team events alike (#30):
 * <ul>
 * <li>an event is changed by its arbiters and by admins; an event without arbiters (the demo events, events made
 * before arbiters were a relation) by admins only;</li>
 * <li>the arbiter who creates an event is its chief arbiter;</li>
 * <li>giving the event to another arbiter, taking it from one, or naming its chief is the chief arbiter's or an
 * admin's act. The names given must be enabled accounts.</li>
 * </ul>
 * The methods that change the arbiters return the {@link Change}s for the event's audit trail, which its service
 * writes.
 */
@ApplicationScoped
public class EventAccess {

    /** One line of the audit trail: the action, the value before and after. */
    public record Change(String action, String oldValue, String newValue) {
    }

    public static final String CHIEF = "chief arbiter";
    public static final String ADDED = "arbiter added";
    public static final String REMOVED = "arbiter removed";

    @Inject
    AccountService accounts;

    /** Refuses a change of the event by a user who is neither one of its arbiters nor an admin (403). */
    public static void requireArbiter(String eventName, EventArbiters arbiters, String user, boolean admin) {
        if (!admin && !arbiters.includes(user)) {
            throw new ForbiddenException(Problem.of("event.arbiter.not-yours", user, eventName));
        }
    }

    /** Refuses giving or taking the event by a user who is neither its chief arbiter nor an admin (403). */
    public static void requireChief(String eventName, EventArbiters arbiters, String user, boolean admin) {
        if (!admin && !arbiters.isChief(user)) {
            throw new ForbiddenException(Problem.of("event.arbiter.chief-only", user, eventName,
                    arbiters.chief().orElse("-")));
        }
    }

    /**
     * A new event: its creator becomes its chief arbiter (unless the system creates it, which is no account: then it
     * is the admins'), the names given its arbiters.
     */
    public List<Change> created(EventArbiters arbiters, String creator, boolean creatorIsAccount, String names) {
        List<String> wanted = resolve(names);
        List<Change> changes = new ArrayList<>();
        if (creatorIsAccount) {
            String chief = account(creator);
            arbiters.appointChief(chief, chief);
            changes.add(new Change(CHIEF, null, chief));
        }
        String by = creatorIsAccount ? creator : "system";
        for (String n : wanted) {
            if (arbiters.add(n, by)) {
                changes.add(new Change(ADDED, null, n));
            }
        }
        return changes;
    }

    /**
     * The arbiters other than the chief become exactly {@code names} (the settings form's field, the JSON's
     * {@code arbiters}; a name of the chief among them is ignored); null or the same names change nothing, so
     * an arbiter saving the settings as shown needs no more than being an arbiter. Any other list is giving or
     * taking the event: the chief's or an admin's act.
     */
    public List<Change> setArbiters(String eventName, EventArbiters arbiters, String names, String user,
                                    boolean admin) {
        if (names == null) {
            return List.of();
        }
        List<String> typed = EventArbiters.parse(names).stream()
                .filter(n -> arbiters.chief().map(c -> !Account.key(c).equals(Account.key(n))).orElse(true))
                .toList();
        List<String> deputies = arbiters.deputies();
        if (typed.size() == deputies.size() && typed.stream().allMatch(n -> deputies.stream()
                .anyMatch(d -> Account.key(d).equals(Account.key(n))))) {
            return List.of();
        }
        requireChief(eventName, arbiters, user, admin);
        List<String> wanted = typed.stream().map(this::account).toList();
        List<Change> changes = new ArrayList<>();
        for (String d : deputies) {
            if (wanted.stream().noneMatch(w -> Account.key(w).equals(Account.key(d)))) {
                arbiters.remove(d);
                changes.add(new Change(REMOVED, d, null));
            }
        }
        for (String w : wanted) {
            if (arbiters.add(w, user)) {
                changes.add(new Change(ADDED, null, w));
            }
        }
        return changes;
    }

    /**
     * Gives the event to an arbiter, as its chief arbiter ({@code chief}: the chief before stays an arbiter) or as
     * one of its arbiters. Empty when it was theirs already so.
     */
    public Optional<Change> give(String eventName, EventArbiters arbiters, String username, boolean chief,
                                 String user, boolean admin) {
        requireChief(eventName, arbiters, user, admin);
        String name = account(username);
        if (chief) {
            if (arbiters.isChief(name)) {
                return Optional.empty();
            }
            String before = arbiters.chief().orElse(null);
            arbiters.appointChief(name, user);
            return Optional.of(new Change(CHIEF, before, name));
        }
        return arbiters.add(name, user) ? Optional.of(new Change(ADDED, null, name)) : Optional.empty();
    }

    /** Takes the event from one of its arbiters (the chief too: then only admins may give it again). */
    public Change take(String eventName, EventArbiters arbiters, String username, String user, boolean admin) {
        requireChief(eventName, arbiters, user, admin);
        String name = arbiters.names().stream().filter(n -> Account.key(n).equals(Account.key(username))).findFirst()
                .orElseThrow(() -> new NotFoundException(Problem.of("event.arbiter.not-found", username, eventName)));
        Optional<ArbiterRole> was = arbiters.remove(name);
        return new Change(REMOVED, name + (was.orElse(null) == ArbiterRole.CHIEF ? " (chief)" : ""), null);
    }

    /** {@link #requireArbiter(String, EventArbiters, String, boolean)} for an event. */
    public static void requireArbiter(ArbitratedEvent event, String user, boolean admin) {
        requireArbiter(event.name(), event.arbiterPanel(), user, admin);
    }

    /** Gives the event to an arbiter ({@link #give}), each change to {@code audit}; the arbiters after. */
    public EventArbiters give(ArbitratedEvent event, String username, boolean chief, String user, boolean admin,
                              Consumer<Change> audit) {
        give(event.name(), event.arbiterPanel(), username, chief, user, admin).ifPresent(audit);
        return event.arbiterPanel();
    }

    /** Takes the event from an arbiter ({@link #take}), the change to {@code audit}; the arbiters after. */
    public EventArbiters take(ArbitratedEvent event, String username, String user, boolean admin, Consumer<Change> audit) {
        audit.accept(take(event.name(), event.arbiterPanel(), username, user, admin));
        return event.arbiterPanel();
    }

    /**
     * Sets the event's arbiters at once, the chief arbiter's or an admin's act: {@code chief} its chief arbiter (null
     * keeps the chief), {@code names} the others ({@link #setArbiters}; null keeps them); each change to {@code audit}.
     */
    public EventArbiters set(ArbitratedEvent event, String chief, String names, String user, boolean admin,
                             Consumer<Change> audit) {
        requireChief(event.name(), event.arbiterPanel(), user, admin);
        if (chief != null) {
            give(event, chief, true, user, admin, audit);
        }
        setArbiters(event.name(), event.arbiterPanel(), names, user, admin).forEach(audit);
        return event.arbiterPanel();
    }

    private List<String> resolve(String names) {
        return EventArbiters.parse(names).stream().map(this::account).toList();
    }

    /** The account's own spelling of a user name; an unknown or disabled account is refused. */
    private String account(String username) {
        return accounts.byName(username).filter(a -> !a.disabled()).map(Account::username)
                .orElseThrow(() -> new ValidationException("arbiters", Problem.of("event.arbiter.unknown", username)));
    }
}
