package org.hakem.event.domain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.hakem.security.domain.Account;

/**
 * The arbiters of one event, over the event's own rows (changes go straight to them): at most one chief arbiter, the
 * others arbiters, each user name once. User names compare as accounts do ({@link Account#key}: case and the Turkish
 * dotted and dotless i do not matter). An event without arbiters belongs to admins only.
 */
public final class EventArbiters {

    private final List<EventArbiter> rows;

    public EventArbiters(List<EventArbiter> rows) {
        this.rows = rows;
    }

    /** The chief arbiter first, then the others in the order they were added. */
    public List<EventArbiter> list() {
        List<EventArbiter> out = new ArrayList<>(rows);
        out.sort(Comparator.comparing((EventArbiter a) -> a.role() != ArbiterRole.CHIEF)
                .thenComparing(EventArbiter::addedAt));
        return out;
    }

    public List<String> names() {
        return list().stream().map(EventArbiter::username).toList();
    }

    /** The names, chief first, comma-separated (the shape of the old {@code arbiters} field); null when none. */
    public String text() {
        return rows.isEmpty() ? null : String.join(", ", names());
    }

    public Optional<String> chief() {
        return rows.stream().filter(a -> a.role() == ArbiterRole.CHIEF).map(EventArbiter::username).findFirst();
    }

    /** The arbiters other than the chief. */
    public List<String> deputies() {
        return list().stream().filter(a -> a.role() != ArbiterRole.CHIEF).map(EventArbiter::username).toList();
    }

    public boolean includes(String username) {
        return find(username).isPresent();
    }

    public boolean isChief(String username) {
        return find(username).filter(a -> a.role() == ArbiterRole.CHIEF).isPresent();
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** Adds an arbiter (not the chief); false when the name is one of them already. */
    public boolean add(String username, String by) {
        if (includes(username)) {
            return false;
        }
        rows.add(new EventArbiter(username, ArbiterRole.ARBITER, by));
        return true;
    }

    /**
     * Makes {@code username} the chief arbiter (added if not among the arbiters yet); the chief before stays an
     * arbiter. Returns the chief before, empty when there was none or it is the same.
     */
    public Optional<String> appointChief(String username, String by) {
        Optional<String> before = chief().filter(c -> !same(c, username));
        if (chief().filter(c -> same(c, username)).isPresent()) {
            return Optional.empty();
        }
        rows.stream().filter(a -> a.role() == ArbiterRole.CHIEF).forEach(a -> a.role(ArbiterRole.ARBITER));
        Optional<EventArbiter> there = find(username);
        if (there.isPresent()) {
            there.get().role(ArbiterRole.CHIEF);
        } else {
            rows.add(new EventArbiter(username, ArbiterRole.CHIEF, by));
        }
        return before;
    }

    /** Takes the event from an arbiter (the chief too); the role they had, empty when they were none. */
    public Optional<ArbiterRole> remove(String username) {
        Optional<EventArbiter> there = find(username);
        there.ifPresent(rows::remove);
        return there.map(EventArbiter::role);
    }

    private Optional<EventArbiter> find(String username) {
        return username == null ? Optional.empty()
                : rows.stream().filter(a -> same(a.username(), username)).findFirst();
    }

    static boolean same(String a, String b) {
        return Account.key(a).equals(Account.key(b));
    }

    /** User names as typed in a form or the old field: separated by commas, semicolons or spaces; each once. */
    public static List<String> parse(String text) {
        List<String> names = new ArrayList<>();
        if (text == null) {
            return names;
        }
        for (String n : text.split("[,;\\s]+")) {
            String s = n.strip();
            if (!s.isEmpty() && names.stream().noneMatch(x -> same(x, s))) {
                names.add(s);
            }
        }
        return names;
    }
}
