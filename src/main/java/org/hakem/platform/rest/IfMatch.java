package org.hakem.platform.rest;

import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/**
 * The version an {@code If-Match} header names, read one way by every resource that deletes a versioned record
 * (players, games, tournaments, team events); each names its own problem code, so its message says whose version.
 */
public final class IfMatch {

    private IfMatch() {
    }

    /**
     * The version {@code header} names (quotes and a weak {@code W/} aside), or null without one.
     *
     * @param notANumber the problem (field {@code If-Match}), written as a literal where it is called for a header that is not a whole number
     */
    public static Long version(String header, Problem notANumber) {
        if (header == null || header.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(header.replace("\"", "").replace("W/", "").strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("If-Match", notANumber);
        }
    }
}
