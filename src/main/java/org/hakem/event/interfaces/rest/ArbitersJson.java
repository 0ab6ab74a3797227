package org.hakem.event.interfaces.rest;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.hakem.event.domain.EventArbiter;
import org.hakem.event.domain.EventArbiters;

/**
 * An event's arbiters as the API shows them: {@code chiefArbiter} (null when none) and every arbiter, chief first,
 * with its role ({@code chief} or {@code arbiter}), who added it and when.
 */
public record ArbitersJson(String chiefArbiter, List<ArbiterJson> arbiters) {

    public record ArbiterJson(String username, String role, String addedBy, Instant addedAt) {
        static ArbiterJson of(EventArbiter a) {
            return new ArbiterJson(a.username(), a.role().name().toLowerCase(Locale.ROOT), a.addedBy(), a.addedAt());
        }
    }

    public static ArbitersJson of(EventArbiters a) {
        return new ArbitersJson(a.chief().orElse(null), a.list().stream().map(ArbiterJson::of).toList());
    }

    /** {@code POST .../arbiters}: gives the event to {@code username}, as its chief arbiter when {@code chief}. */
    public record GiveRequest(String username, Boolean chief) {
    }

    /**
     * {@code PUT .../arbiters}: {@code chiefArbiter} becomes the chief (null keeps the chief), {@code arbiters} the
     * other arbiters (null keeps them, an empty list takes them all).
     */
    public record SetRequest(String chiefArbiter, List<String> arbiters) {

        /** The names as the settings field reads them; null when not given. */
        public String names() {
            return arbiters == null ? null : String.join(", ", arbiters);
        }
    }
}
