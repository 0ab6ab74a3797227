package org.hakem.event.application;

import org.hakem.event.domain.ArbitratedEvent;

/** An event read with everything a page or the API shows (a tournament's {@code Snapshot}, a team event's). */
public interface EventSnapshot<E extends ArbitratedEvent> {

    /** The event. */
    E event();
}
