package org.hakem.event.application;

import java.time.LocalDate;
import java.util.List;
import org.hakem.event.domain.EventStatus;

/**
 * The events of a kind a registry player plays in (issue 35, the player's page): every kind's lifecycle answers it
 * ({@link EventLifecycle}, once for tournaments and team events), so the page asks every kind without knowing them.
 */
public interface PlayerEvents {

    /** An event the player is entered in (a tournament's entry, a team's roster). */
    record PlayedEvent(String kind, long id, String name, LocalDate startDate, LocalDate endDate, String variant,
                       EventStatus status) {
    }

    /** The events the player is entered in, newest first; private ones only for arbiters. */
    List<PlayedEvent> eventsOf(long playerId, boolean viewerIsArbiter);
}
