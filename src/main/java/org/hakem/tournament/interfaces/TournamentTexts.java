package org.hakem.tournament.interfaces;

import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;
import org.hakem.tournament.application.Reports;
import org.hakem.crosstable.Colour;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.crosstable.PointSystem;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.standings.TieBreak;
import org.hakem.event.interfaces.EventTexts;

/**
 * The tournament's codes in words of one language, for the pages and for what is printed (PDF): systems,
 * statuses, results, colours, tie-breaks (standard names such as Buchholz kept, their descriptions
 * translated), crosstable cells, dates and numbers as the language writes them. Texts come from the bundle
 * of the tournament pages ({@code tmsg} in views).
 */
public final class TournamentTexts extends EventTexts {

    public static final String BUNDLE = "org.hakem.tournament.interfaces.web.messages";

    private TournamentTexts(Locale locale) {
        super(BUNDLE, locale);
    }

    public static TournamentTexts of(Locale locale) {
        return new TournamentTexts(locale);
    }

    /** A category's name: "Women", "Under 12", "50 and over", "Rating 1600–1799", "Club: İzmir Dama" (issue 33). */
    public String category(org.hakem.tournament.application.CategoryStandings.CategoryRanking c) {
        return switch (c.kind()) {
            case "WOMEN" -> get("category.women");
            case "JUNIOR" -> get("category.junior", c.age());
            case "SENIOR" -> get("category.senior", c.age());
            case "RATING" -> c.low() == 0 ? get("category.ratingBelow", String.valueOf(c.high() + 1))
                    : c.high() == null ? get("category.ratingFrom", String.valueOf(c.low()))
                    : get("category.ratingBetween", String.valueOf(c.low()), String.valueOf(c.high()));
            case "CLUB" -> get("category.club", c.group());
            case "FEDERATION" -> get("category.federation", c.group());
            default -> c.code();
        };
    }

    /** The categories an event ranks in, in words ("Women, Under 12, Rating below 1600, …"); "none" for none. */
    public String categories(org.hakem.standings.category.CategoryChoice choice) {
        java.util.List<String> words = new java.util.ArrayList<>();
        if (choice.women()) {
            words.add(get("category.women"));
        }
        choice.juniors().forEach(a -> words.add(get("category.junior", a)));
        choice.seniors().forEach(a -> words.add(get("category.senior", a)));
        if (!choice.ratingBounds().isEmpty()) {
            words.add(get("category.ratingGroups", choice.ratingBounds().stream().map(String::valueOf)
                    .collect(java.util.stream.Collectors.joining(", "))));
        }
        if (choice.clubs()) {
            words.add(get("category.clubs"));
        }
        if (choice.federations()) {
            words.add(get("category.federations"));
        }
        return words.isEmpty() ? get("category.none") : String.join(", ", words);
    }

    public String system(EventSystem system) {
        return system == null ? "" : get("system." + system.name());
    }

    public String status(EventStatus status) {
        return status == null ? "" : get("status." + status.name());
    }

    /** A board's result as the round page shows it; empty while pending. */
    public String result(BoardResult result) {
        return result == null || result == BoardResult.PENDING ? "" : get("result." + result.name());
    }

    /** A result from one player's side ({@link Reports#outcome}); empty while pending. */
    public String outcome(String outcome) {
        return outcome == null || outcome.equals("PENDING") ? "" : get("outcome." + outcome);
    }

    public String colour(Colour colour) {
        return colour == null || colour == Colour.NONE ? "" : get("colour." + colour.name());
    }

    /** "win 2, draw 1, loss 0". */
    public String scoring(PointSystem s) {
        return get("scoring.text", points(s.win()), points(s.draw()), points(s.loss()));
    }

    private String points(double p) {
        return number(PointSystem.decimal(p).toPlainString());
    }

    /** The standard name of a tie-break with its modifier: "Buchholz Cut 1", "Sonneborn-Berger". */
    public String tieBreakName(String code) {
        TieBreak tb = parse(code);
        if (tb == null) {
            return code;
        }
        String name = get("tb." + tb.kind().name() + ".name");
        if (tb.cutLow() == 0 && tb.cutHigh() == 0) {
            return name;
        }
        return get(tb.cutHigh() > 0 ? "tb.median.name" : "tb.cut.name", name, tb.cutLow());
    }

    /** What a tie-break counts, with what its modifier leaves out. */
    public String tieBreakDescription(String code) {
        TieBreak tb = parse(code);
        if (tb == null) {
            return code;
        }
        String what = get("tb." + tb.kind().name() + ".description");
        if (tb.cutLow() == 0 && tb.cutHigh() == 0) {
            return what;
        }
        String key = tb.kind() == TieBreak.Kind.PS ? "tb.cut.ps" : tb.cutHigh() > 0 ? "tb.median" : "tb.cut";
        return what + " " + get(key, tb.cutLow());
    }

    private static TieBreak parse(String code) {
        try {
            return TieBreak.parse(code);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * A crosstable cell in this language: opponent, colour letter, points ({@code 4w2} in English, {@code 4b2}
     * in Turkish where b is beyaz), {@code bye 2}, forfeits as {@code +} and {@code -}.
     */
    public String cell(Reports.Cell c) {
        if (c.opponent() == 0) {
            return c.result().isEmpty() ? "" : get("cell.bye", result(c.result()));
        }
        String letter = c.colour() == Colour.NONE ? "" : get("colour.letter." + c.colour().name());
        return c.opponent() + letter + result(c.result());
    }

    /** A crosstable result ("2", "½", "1½", "+", "-") with the language's decimal separator. */
    private String result(String r) {
        return r.matches("[0-9]+\\.[0-9]+") ? number(r) : r;
    }

    /** A value such as "6.5" or "20.25" as the language writes it ("6,5" in Turkish); other texts as they are. */
    public String number(String plain) {
        if (plain == null || plain.isEmpty()) {
            return plain == null ? "" : plain;
        }
        BigDecimal d;
        try {
            d = new BigDecimal(plain);
        } catch (NumberFormatException e) {
            return plain;
        }
        DecimalFormat f = new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(locale()));
        return f.format(d);
    }

    /** A date in the language's long form ("20 Kasım 2026", "November 20, 2026"). */
    public String date(LocalDate d) {
        return d == null ? "" : DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(locale()).format(d);
    }

    /** The event's dates: one date, a range, or empty. */
    public String dates(TournamentEvent e) {
        if (e.startDate() == null) {
            return "";
        }
        if (e.endDate() == null || e.endDate().equals(e.startDate())) {
            return date(e.startDate());
        }
        return get("dates.range", date(e.startDate()), date(e.endDate()));
    }

    /** Place and dates under a printed title, or null when the event has neither. */
    public String placeAndDates(TournamentEvent e) {
        String dates = dates(e);
        String place = e.place() == null ? "" : e.place();
        String both = place.isEmpty() || dates.isEmpty() ? place + dates : place + ", " + dates;
        return both.isEmpty() ? null : both;
    }
}
