package org.hakem.event.domain;

/** An event run by arbiters (a tournament, a team event): its name and its arbiters. */
public interface ArbitratedEvent {

    String name();

    /** The event's arbiters; changes to it are the event's. */
    EventArbiters arbiterPanel();
}
