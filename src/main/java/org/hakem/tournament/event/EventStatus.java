package org.hakem.tournament.event;

/** Where a tournament is in its life. */
public enum EventStatus {
    PLANNED, RUNNING, FINISHED
}
