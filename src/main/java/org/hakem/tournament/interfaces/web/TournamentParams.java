package org.hakem.tournament.interfaces.web;

import org.hakem.platform.Problem;

import jakarta.servlet.http.HttpServletRequest;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.domain.TournamentEvent;

/** Reading numbers from tournament addresses and forms, and an event's dates as plain text (no markup). */
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

    /** {@code 2026-11-20 – 2026-11-22}, one date when the event lasts a day, empty without dates (ISO). */
    public static String dates(TournamentEvent e) {
        if (e.startDate() == null) {
            return "";
        }
        return e.endDate() == null || e.endDate().equals(e.startDate()) ? e.startDate().toString()
                : e.startDate() + " – " + e.endDate();
    }
}
