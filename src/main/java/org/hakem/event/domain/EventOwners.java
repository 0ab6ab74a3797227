package org.hakem.event.domain;

/** An event's name and its arbiters, read without the rest of the event (the results hot path). */
public record EventOwners(String eventName, EventArbiters arbiters) {
}
