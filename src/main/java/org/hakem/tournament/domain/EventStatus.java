package org.hakem.tournament.domain;

/** Where a tournament is in its life. */
public enum EventStatus {
    PLANNED, RUNNING, FINISHED
}
