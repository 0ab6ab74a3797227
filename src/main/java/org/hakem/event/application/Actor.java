package org.hakem.event.application;

/**
 * Who asks for a change: the user name recorded in the audit trail, and whether they are an admin. Whether they may
 * change an event is {@link org.hakem.event.application.EventAccess}'s to say (an admin every event, an arbiter the
 * events they are an arbiter of).
 */
public record Actor(String name, boolean admin) {

    /** The application's own changes (the demo events): an admin that is no account, so nobody's chief arbiter. */
    public static final Actor SYSTEM = new Actor("system", true);

    /** True for {@link #SYSTEM} itself (not an account that happens to be called "system"). */
    public boolean system() {
        return this == SYSTEM;
    }
}
