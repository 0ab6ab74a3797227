package org.hakem.event.interfaces.rest;

import jakarta.ws.rs.core.SecurityContext;
import java.util.function.Function;
import org.hakem.platform.rest.IfMatch;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Role;
import org.hakem.event.application.Actor;

/**
 * What the resources of events (tournaments, their ratings, team events) read off a request: who asks, whether they
 * may arbitrate, the required body, the version a board's change names and the version an {@code If-Match} header
 * names.
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
        return IfMatch.version(ifMatch, Problem.of("event.if-match"));
    }

    /**
     * Refuses a reader who is not an arbiter as if there were nothing to see (404 with {@code problem}): the audit
     * trail, a round's pairing explanation.
     */
    public static void arbitersOnly(SecurityContext security, Problem problem) {
        if (!arbiter(security)) {
            throw new NotFoundException(problem);
        }
    }

    /**
     * A value the request's body must give (a field of the JSON body); a missing body or value is {@code problem}
     * on {@code field} (its code written as a literal where it is called, as every problem code is).
     */
    public static <T, V> V required(T body, Function<T, V> value, String field, Problem problem) {
        V v = body == null ? null : value.apply(body);
        if (v == null) {
            throw new ValidationException(field, problem);
        }
        return v;
    }

    /**
     * The version of the board (or match) the editor saw, which a change of a result, a game, a line-up or a forfeit
     * names; a missing body or version is the problem {@code event.board.version.required}.
     */
    public static <T> long boardVersion(T body, Function<T, Long> version) {
        return required(body, version, "version", Problem.of("event.board.version.required"));
    }

    /** The version of the event the editor saw, which a correction of its settings names. */
    public static <T> long eventVersion(T body, Function<T, Long> version) {
        return required(require(body), version, "version", Problem.of("event.version.required"));
    }
}
