package org.hakem.tournament.application;

import org.hakem.platform.Problem;
import org.hakem.tournament.domain.TournamentEvent;

/**
 * Who asks for a change: the user name recorded in the audit trail, and whether they are an admin (an
 * admin may change every tournament; an arbiter the tournaments they are assigned to, or any tournament
 * that has no arbiter assigned).
 */
public record Actor(String name, boolean admin) {

    public static final Actor SYSTEM = new Actor("system", true);

    /**
     * Refuses a change of an event (a tournament, a team event) by an arbiter who is not among its assigned
     * {@code arbiters} (comma-separated; null when any arbiter may change it): {@code event.arbiter.not-assigned}.
     */
    public void requireAssigned(String eventName, String arbiters) {
        if (!admin && arbiters != null && !TournamentEvent.assigned(arbiters, name)) {
            throw new ForbiddenException(Problem.of("event.arbiter.not-assigned", name, eventName, arbiters));
        }
    }
}
