package org.hakem.tournament.interfaces.rest;

import jakarta.ws.rs.core.SecurityContext;
import org.hakem.api.IfMatch;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Role;
import org.hakem.tournament.application.Actor;

/**
 * What the resources of events (tournaments, their ratings, team events) read off a request: who asks, whether they
 * may arbitrate, the required body and the version an {@code If-Match} header names.
 */
public final class EventRequests {

    private EventRequests() {
    }

    /** True for an arbiter or an admin. */
    public static boolean arbiter(SecurityContext security) {
        return security.isUserInRole(Role.ARBITER_NAME) || security.isUserInRole(Role.ADMIN_NAME);
    }

    /** Who asks, as the audit trail records them. */
    public static Actor actor(SecurityContext security) {
        return new Actor(security.getUserPrincipal() == null ? "anonymous" : security.getUserPrincipal().getName(),
                security.isUserInRole(Role.ADMIN_NAME));
    }

    /** The request's body; a missing one is the problem {@code api.body.required}. */
    public static <T> T require(T body) {
        if (body == null) {
            throw new ValidationException("body", Problem.of("api.body.required"));
        }
        return body;
    }

    /** The version an {@code If-Match} header names, or null without one; not a number is {@code event.if-match}. */
    public static Long version(String ifMatch) {
        return IfMatch.version(ifMatch, "event.if-match");
    }
}
