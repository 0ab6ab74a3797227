package org.hakem.tournament.interfaces.web;

import org.hakem.platform.Parameters;
import org.hakem.platform.Problem;

import org.hakem.platform.NotFoundException;

/** Reading numbers from tournament addresses and forms, for the public pages and their files. */
public final class TournamentParams {

    private TournamentParams() {
    }

    /**
     * The {@code ?round=} of a public address (standings, crosstable and their files after a round): 0, the default,
     * for the last round with results, up to 999; anything else is refused with the parameter named (the error page
     * with 400), never read as the default.
     */
    public static int round(String text) {
        return Parameters.whole("round", text, 0, 0, 999);
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
