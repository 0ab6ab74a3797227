package org.hakem.team.domain;

/** Where a team event stands. */
public enum TeamEventStatus {
    PLANNED,
    RUNNING,
    FINISHED
}
