package org.hakem.rating;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;

/**
 * The rating report of an event, as Annex 9 asks the chief arbiter to send it (art. 1.3 and 4): the event (name,
 * place, dates, chief arbiter, time control and its class, list type and the list's date) and for each player the
 * id, name, federation, rating and games before, the games that count with the opponents' ratings, the score, the
 * expected score, the development factor, the change and the new rating. Written as CSV ({@link #csv()}) or as
 * plain text ({@link #text()}).
 */
public record RatingReport(Header header, List<Line> lines) {

    /**
     * The event.
     *
     * @param listDate  the date of the list the ratings come from, empty when the players' own ratings were used
     * @param deputies  the deputy arbiters, comma-separated; empty when none (then not written)
     * @param organiser empty when not named (then not written)
     */
    public record Header(String event, String place, String startDate, String endDate, String arbiter,
                         String timeControl, TimeControlClass timeControlClass, String listType, String listDate,
                         String deputies, String organiser) {

        /** An event without deputies or organiser named. */
        public Header(String event, String place, String startDate, String endDate, String arbiter,
                      String timeControl, TimeControlClass timeControlClass, String listType, String listDate) {
            this(event, place, startDate, endDate, arbiter, timeControl, timeControlClass, listType, listDate, "", "");
        }
    }

    /** One player. */
    public record Line(int startNumber, String fmjdId, String name, String federation, RatingOutcome outcome) {
    }

    public RatingReport {
        lines = List.copyOf(lines);
    }

    /** The report of an event from its crosstable and the outcomes by start number. */
    public static RatingReport of(Header header, Crosstable t, Map<Integer, RatingOutcome> outcomes,
                                  Map<Integer, String> fmjdIds) {
        List<Line> lines = new ArrayList<>();
        for (Entrant e : t.players()) {
            lines.add(new Line(e.startNumber(), fmjdIds.getOrDefault(e.startNumber(), e.id()), e.name(),
                    e.federation(), outcomes.get(e.startNumber())));
        }
        return new RatingReport(header, lines);
    }

    /** The CSV columns, after the event lines. */
    public static final List<String> COLUMNS = List.of("start", "fmjd_id", "name", "federation", "old_rating",
            "games_before", "games", "score", "opponents", "expected", "k", "change", "new_rating", "status");

    /** CSV: the event as {@code key,value} lines, a blank line, then one line per player under {@link #COLUMNS}. */
    public String csv() {
        StringBuilder b = new StringBuilder();
        Header h = header;
        row(b, List.of("event", n(h.event())));
        row(b, List.of("place", n(h.place())));
        row(b, List.of("start_date", n(h.startDate())));
        row(b, List.of("end_date", n(h.endDate())));
        row(b, List.of("chief_arbiter", n(h.arbiter())));
        if (!n(h.deputies()).isEmpty()) {
            row(b, List.of("deputy_arbiters", n(h.deputies())));
        }
        if (!n(h.organiser()).isEmpty()) {
            row(b, List.of("organiser", n(h.organiser())));
        }
        row(b, List.of("time_control", n(h.timeControl())));
        row(b, List.of("time_control_class", h.timeControlClass().text()));
        row(b, List.of("list_type", n(h.listType())));
        row(b, List.of("list_date", n(h.listDate())));
        b.append("\r\n");
        row(b, COLUMNS);
        for (Line l : lines) {
            RatingOutcome o = l.outcome();
            row(b, List.of(Integer.toString(l.startNumber()), n(l.fmjdId()), l.name(), n(l.federation()),
                    o.oldRating() == 0 ? "" : Integer.toString(o.oldRating()),
                    o.gamesBefore() == null ? "" : o.gamesBefore().toString(), Integer.toString(o.games()),
                    points(o.score()), o.opponents().stream().map(String::valueOf).collect(Collectors.joining(" ")),
                    o.expected() == null ? "" : twoDecimals(o.expected()),
                    o.developmentFactor() == null ? "" : RatingParameters.plain(o.developmentFactor()),
                    changeText(o), o.newRating() == 0 ? "" : Integer.toString(o.newRating()),
                    o.status().name().toLowerCase(Locale.ROOT)));
        }
        return b.toString();
    }

    /**
     * The words of the plain text in English, by key: the event's labels, {@code listOf} ({@code {0}}: the list's
     * date), {@code ownRatings}, the time-control classes ({@code tc.standard}...) and the table's columns
     * ({@code col.*}). A page gives {@link #text(Function)} the same keys in its language.
     */
    public static final Map<String, String> ENGLISH = Map.ofEntries(Map.entry("title", "Rating report (FMJD Annex 9)"),
            Map.entry("event", "Event:"), Map.entry("place", "Place:"), Map.entry("dates", "Dates:"),
            Map.entry("arbiter", "Chief arbiter:"), Map.entry("deputies", "Deputies:"),
            Map.entry("organiser", "Organiser:"), Map.entry("timeControl", "Time control:"),
            Map.entry("ratingList", "Rating list:"), Map.entry("ownRatings", "(players' own ratings)"),
            Map.entry("listOf", "of {0}"), Map.entry("tc.standard", "standard"), Map.entry("tc.shorter", "shorter"),
            Map.entry("tc.rapid", "rapid"), Map.entry("tc.blitz", "blitz"), Map.entry("col.no", "No"),
            Map.entry("col.fmjdId", "FMJD id"), Map.entry("col.name", "Name"), Map.entry("col.fed", "Fed"),
            Map.entry("col.old", "Old"), Map.entry("col.gamesBefore", "Games"), Map.entry("col.games", "N"),
            Map.entry("col.score", "Score"), Map.entry("col.expected", "We"), Map.entry("col.k", "K"),
            Map.entry("col.change", "Change"), Map.entry("col.new", "New"), Map.entry("col.opponents", "Opponents"));

    /** Plain text for reading and printing, in English: the event, then a fixed-width table. */
    public String text() {
        return text(ENGLISH::get);
    }

    /**
     * Plain text for reading and printing in the words {@code words} gives for the keys of {@link #ENGLISH} (an
     * English word where it gives none): the event, then a fixed-width table.
     */
    public String text(Function<String, String> words) {
        Function<String, String> w = k -> {
            String s = words.apply(k);
            return s == null ? ENGLISH.get(k) : s;
        };
        Header h = header;
        int width = 2 + java.util.stream.Stream.of("event", "place", "dates", "arbiter", "deputies", "organiser",
                "timeControl", "ratingList")
                .mapToInt(k -> w.apply(k).length()).max().orElse(14);
        java.util.function.UnaryOperator<String> label = k -> String.format(Locale.ROOT, "%-" + width + "s", w.apply(k));
        StringBuilder b = new StringBuilder();
        b.append(w.apply("title")).append('\n');
        b.append(label.apply("event")).append(n(h.event())).append('\n');
        b.append(label.apply("place")).append(n(h.place())).append('\n');
        b.append(label.apply("dates")).append(n(h.startDate())).append(" - ").append(n(h.endDate())).append('\n');
        b.append(label.apply("arbiter")).append(n(h.arbiter())).append('\n');
        if (!n(h.deputies()).isEmpty()) {
            b.append(label.apply("deputies")).append(n(h.deputies())).append('\n');
        }
        if (!n(h.organiser()).isEmpty()) {
            b.append(label.apply("organiser")).append(n(h.organiser())).append('\n');
        }
        b.append(label.apply("timeControl")).append(n(h.timeControl())).append(" (")
                .append(w.apply("tc." + h.timeControlClass().text())).append(")\n");
        b.append(label.apply("ratingList")).append(n(h.listType())).append(' ')
                .append(h.listDate() == null || h.listDate().isEmpty() ? w.apply("ownRatings")
                        : w.apply("listOf").replace("{0}", h.listDate())).append("\n\n");
        b.append(String.format(Locale.ROOT, "%4s %-10s %-28s %-3s %5s %5s %3s %5s %6s %4s %6s %5s  %s%n", w.apply("col.no"),
                w.apply("col.fmjdId"), w.apply("col.name"), w.apply("col.fed"), w.apply("col.old"),
                w.apply("col.gamesBefore"), w.apply("col.games"), w.apply("col.score"), w.apply("col.expected"),
                w.apply("col.k"), w.apply("col.change"), w.apply("col.new"), w.apply("col.opponents")));
        for (Line l : lines) {
            RatingOutcome o = l.outcome();
            String name = n(l.name()).length() > 28 ? n(l.name()).substring(0, 28) : n(l.name());
            b.append(String.format(Locale.ROOT, "%4d %-10s %-28s %-3s %5s %5s %3d %5s %6s %4s %6s %5s  %s%n",
                    l.startNumber(), n(l.fmjdId()), name, n(l.federation()),
                    o.oldRating() == 0 ? "-" : Integer.toString(o.oldRating()),
                    o.gamesBefore() == null ? "-" : o.gamesBefore().toString(), o.games(), points(o.score()),
                    o.expected() == null ? "-" : twoDecimals(o.expected()),
                    o.developmentFactor() == null ? "-" : RatingParameters.plain(o.developmentFactor()),
                    changeText(o).isEmpty() ? "-" : changeText(o),
                    o.newRating() == 0 ? "-" : Integer.toString(o.newRating()),
                    o.opponents().stream().map(String::valueOf).collect(Collectors.joining(" "))));
        }
        return b.toString();
    }

    /** {@code +12}, {@code -3}, {@code 0}; empty when there is no change to state (unrated, not rated). */
    public static String changeText(RatingOutcome o) {
        if (o.status() != RatingOutcome.Status.RATED) {
            return "";
        }
        return o.change() > 0 ? "+" + o.change() : Integer.toString(o.change());
    }

    /** A score as {@code 3}, {@code 2.5}. */
    public static String points(double score) {
        return RatingParameters.plain(score);
    }

    public static String twoDecimals(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /** Null as empty; in the plain text, one line whatever the field holds ({@link org.hakem.text.SingleLine}). */
    private static String n(String s) {
        return s == null ? "" : org.hakem.text.SingleLine.clean(s);
    }

    private static void row(StringBuilder b, List<String> fields) {
        org.hakem.text.Csv.line(b, fields);
    }
}
