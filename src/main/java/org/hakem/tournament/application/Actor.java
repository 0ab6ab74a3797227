package org.hakem.tournament.application;

/**
 * Who asks for a change: the user name recorded in the audit trail, and whether they are an admin (an
 * admin may change every tournament; an arbiter the tournaments they are assigned to, or any tournament
 * that has no arbiter assigned).
 */
public record Actor(String name, boolean admin) {

    public static final Actor SYSTEM = new Actor("system", true);
}
