package org.hakem.tournament.interfaces.web;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.tournament.application.TournamentService;
import org.hakem.event.domain.BoardResult;
import org.hakem.platform.web.Texts;

/**
 * What the arbiter pages read from addresses and forms: ids, numbers, dates, round numbers and boards typed
 * by hand. Messages come from the arbiter bundle in the page's language. No markup here.
 */
final class ArbiterParams {

    static final String BUNDLE = "org.hakem.tournament.interfaces.web.arbiter";

    private ArbiterParams() {
    }

    static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /** A number in the address; anything else is no such page. */
    static long parseId(String text, Texts texts) {
        try {
            long id = Long.parseLong(String.valueOf(text).strip());
            if (id < 0) {
                throw new NumberFormatException();
            }
            return id;
        } catch (NumberFormatException e) {
            throw new NotFoundException(texts.get("notFound.page", String.valueOf(text)));
        }
    }

    /** A round or board number in the address. */
    static int parseNumber(String text, Texts texts) {
        long n = parseId(text, texts);
        if (n > Integer.MAX_VALUE) {
            throw new NotFoundException(texts.get("notFound.page", text));
        }
        return (int) n;
    }

    /** A round number typed by the arbiter: empty means none; anything else that is not a number is refused. */
    static Integer roundNumber(String text, Texts texts) {
        if (blank(text)) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("fromRound", texts.get("withdraw.notARound", text.strip()));
        }
    }

    /** A date of the settings form ({@code YYYY-MM-DD}, as date inputs send it), or null when empty. */
    static LocalDate date(String name, String text, Texts texts) {
        if (blank(text)) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw new ValidationException(name, texts.get("field.error.date"));
        }
    }

    /** Boards typed one a line: {@code 1 2} (white, black) or {@code 5 bye half}. */
    static List<TournamentService.ManualBoard> boards(String text, Texts texts) {
        List<TournamentService.ManualBoard> out = new ArrayList<>();
        int line = 0;
        for (String raw : (text == null ? "" : text).split("\\R")) {
            line++;
            if (raw.isBlank()) {
                continue;
            }
            String[] f = raw.strip().split("[\\s\\-–]+");
            try {
                int white = Integer.parseInt(f[0]);
                if (f.length >= 2 && (f[1].equalsIgnoreCase("bye") || f[1].equalsIgnoreCase("bay"))) {
                    out.add(new TournamentService.ManualBoard(white, null, f.length >= 3 ? f[2] : "zero"));
                } else if (f.length == 2) {
                    out.add(new TournamentService.ManualBoard(white, Integer.parseInt(f[1]), null));
                } else {
                    throw new NumberFormatException();
                }
            } catch (NumberFormatException e) {
                throw new ValidationException("boards", texts.get("boards.badLine", String.valueOf(line), raw.strip()));
            }
        }
        return out;
    }

    /** The result of a board as the arbiter reads it, in the page's language; nothing while it has none. */
    static String resultLabel(BoardResult result, Texts texts) {
        if (result == null || result == BoardResult.PENDING) {
            return "";
        }
        return texts.get("result." + result.name());
    }
}
