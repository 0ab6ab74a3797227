package org.hakem.event.domain;

/** Where an event (a tournament, a team event) is in its life: planned, running, finished. */
public enum EventStatus {
    PLANNED, RUNNING, FINISHED
}
