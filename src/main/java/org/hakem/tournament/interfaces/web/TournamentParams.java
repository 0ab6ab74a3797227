package org.hakem.tournament.interfaces.web;

import org.hakem.platform.Problem;

import jakarta.servlet.http.HttpServletRequest;
import org.hakem.platform.NotFoundException;

/** Reading numbers from tournament addresses and forms, for the public pages and their files. */
public final class TournamentParams {

    private TournamentParams() {
    }

    /** A request parameter as a number, or {@code fallback} when it is missing or not a number. */
    public static int intParam(HttpServletRequest request, String name, int fallback) {
        return intOr(request.getParameter(name), fallback);
    }

    /** {@code text} as a number, or {@code fallback}. */
    public static int intOr(String text, int fallback) {
        if (text == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** An id in an address; anything else is a page that does not exist. */
    public static long parseId(String text) {
        try {
            return Long.parseLong(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
    }
}
