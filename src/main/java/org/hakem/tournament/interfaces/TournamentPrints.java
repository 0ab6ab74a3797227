package org.hakem.tournament.interfaces;

import org.hakem.platform.Problem;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.Colour;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.event.interfaces.PdfCrosstable;

/**
 * The PDF documents of a tournament in the reader's language: the crosstable, the standings for the wall and
 * the pairing sheet of a round (with an empty result column to fill in at the boards).
 */
public final class TournamentPrints {

    private TournamentPrints() {
    }

    /** Standings with tie-breaks and every round's cell, A4 landscape. */
    public static byte[] crosstable(Snapshot s, boolean arbiter, int round, TournamentTexts tx) {
        Reports.Table table = Reports.table(s, arbiter, round);
        List<String> tbs = table.tieBreaks().subList(1, table.tieBreaks().size());
        List<String> header = new ArrayList<>(List.of(tx.get("col.rank"), tx.get("col.no"), tx.get("col.name"),
                tx.get("col.rating"), tx.get("col.points")));
        header.addAll(tbs);
        for (int r = 1; r <= table.afterRound(); r++) {
            header.add(tx.get("col.roundShort", r));
        }
        List<List<String>> rows = new ArrayList<>();
        for (Reports.Row r : table.rows()) {
            List<String> line = new ArrayList<>(List.of(Integer.toString(r.rank()), Integer.toString(r.startNumber()),
                    name(r, tx), r.rating() == null ? "" : r.rating().toString(), tx.number(r.points())));
            r.tieBreaks().forEach(v -> line.add(tx.number(v)));
            r.rounds().forEach(c -> line.add(tx.cell(c)));
            rows.add(line);
        }
        float[] widths = new float[header.size()];
        java.util.Arrays.fill(widths, 4);
        widths[0] = 3;
        widths[1] = 3;
        widths[2] = 18;
        return PdfCrosstable.render(new PdfCrosstable.Sheet(table.tournament(), lines(tx.placeAndDates(s.event()),
                tx.officials(s.event().officials()), after(table, tx)), header, rows, widths, true, 8, 0, 4,
                legend(tbs, tx)));
    }

    /** Rank, name, points and tie-breaks in large type, A4 portrait: the list pinned on the wall. */
    public static byte[] standings(Snapshot s, boolean arbiter, int round, TournamentTexts tx) {
        Reports.Table table = Reports.table(s, arbiter, round);
        List<String> tbs = table.tieBreaks().subList(1, table.tieBreaks().size());
        List<String> header = new ArrayList<>(List.of(tx.get("col.rank"), tx.get("col.name"), tx.get("col.points")));
        header.addAll(tbs);
        List<List<String>> rows = new ArrayList<>();
        for (Reports.Row r : table.rows()) {
            List<String> line = new ArrayList<>(List.of(Integer.toString(r.rank()), name(r, tx), tx.number(r.points())));
            r.tieBreaks().forEach(v -> line.add(tx.number(v)));
            rows.add(line);
        }
        float[] widths = new float[header.size()];
        java.util.Arrays.fill(widths, 5);
        widths[0] = 4;
        widths[1] = 24;
        return PdfCrosstable.render(new PdfCrosstable.Sheet(table.tournament(), lines(tx.placeAndDates(s.event()),
                after(table, tx)), header, rows, widths, false, 14, 0, 2, legend(tbs, tx)), categories(table, tx));
    }

    /** The rankings of the event's categories (issue 33): place in the category, overall place, name, points. */
    static List<PdfCrosstable.Section> categories(Reports.Table table, TournamentTexts tx) {
        List<PdfCrosstable.Section> out = new ArrayList<>();
        if (table.categories() == null) {
            return out;
        }
        List<String> header = List.of(tx.get("standings.categoryPlace"), tx.get("standings.overallPlace"),
                tx.get("col.name"), tx.get("col.points"));
        for (org.hakem.tournament.application.CategoryStandings.CategoryRanking c : table.categories()) {
            out.add(new PdfCrosstable.Section(tx.category(c), header, c.rows().stream().map(r -> List.of(
                    Integer.toString(r.place()), Integer.toString(r.rank()), r.name(), tx.number(r.points()))).toList(),
                    new float[] {6, 6, 24, 6}));
        }
        return out;
    }

    /** Board, white and black with start numbers and ratings, and an empty result column: A4 portrait. */
    public static byte[] pairingSheet(Snapshot s, boolean arbiter, int number, TournamentTexts tx) {
        EventRound round = round(s, arbiter, number);
        List<String> header = List.of(tx.get("col.board"), tx.get("col.no"), tx.get("col.white"), tx.get("col.rating"),
                tx.get("col.points"), tx.get("col.result"), tx.get("col.no"), tx.get("col.black"), tx.get("col.rating"),
                tx.get("col.points"));
        return PdfCrosstable.render(new PdfCrosstable.Sheet(s.event().name(), lines(tx.placeAndDates(s.event()),
                tx.officials(s.event().officials()), tx.get("sheet.heading", number)), header, sheet(s, round, tx), new float[] {6, 4, 17, 7, 5, 9, 4, 17, 7, 5},
                false, 11, 24, -1, tx.get("sheet.signature")));
    }

    /**
     * The lines of a round's pairing sheet, in board order: board, White's number, name, rating, points before the
     * round, the result (empty for a game), Black's number, name, rating and points.
     */
    public static List<List<String>> sheet(Snapshot s, EventRound round, TournamentTexts tx) {
        Map<Integer, String> points = Reports.pointsBefore(s, round.number());
        List<List<String>> rows = new ArrayList<>();
        for (Pairing p : round.boards()) {
            String white = Integer.toString(p.white().startNumber());
            if (p.isBye()) {
                rows.add(List.of(Integer.toString(p.board()), white, p.white().name(), rating(p.white().rating()),
                        tx.number(points.get(p.white().startNumber())), tx.result(p.result()), "", tx.get("sheet.bye"),
                        "", ""));
            } else {
                rows.add(List.of(Integer.toString(p.board()), white, p.white().name(), rating(p.white().rating()),
                        tx.number(points.get(p.white().startNumber())), "", Integer.toString(p.black().startNumber()),
                        p.black().name(), rating(p.black().rating()), tx.number(points.get(p.black().startNumber()))));
            }
        }
        return rows;
    }

    /** The alphabetical pairing list of a round as a PDF (players find their board by name). */
    public static byte[] alphabeticalList(Snapshot s, boolean arbiter, int number, TournamentTexts tx) {
        EventRound round = round(s, arbiter, number);
        List<String> header = List.of(tx.get("col.name"), tx.get("col.no"), tx.get("col.points"), tx.get("col.board"),
                tx.get("col.colour"), tx.get("col.opponent"));
        return PdfCrosstable.render(new PdfCrosstable.Sheet(s.event().name(), lines(tx.placeAndDates(s.event()),
                tx.get("alphabetical.heading", number)), header, alphabetical(s, round, tx),
                new float[] {24, 5, 6, 6, 8, 24}, false, 11, 18, -1, null));
    }

    /**
     * A round's pairing by player name (in the alphabetical order of the page's language): name, start number, points
     * before the round, board, colour, and the opponent ({@code 5. Yılmaz}) or the bye.
     */
    public static List<List<String>> alphabetical(Snapshot s, EventRound round, TournamentTexts tx) {
        Map<Integer, String> points = Reports.pointsBefore(s, round.number());
        List<List<String>> rows = new ArrayList<>();
        for (Pairing p : round.boards()) {
            rows.add(line(p.white(), p.black(), p, tx.colour(Colour.WHITE), points, tx));
            if (!p.isBye()) {
                rows.add(line(p.black(), p.white(), p, tx.colour(Colour.BLACK), points, tx));
            }
        }
        Collator order = Collator.getInstance(tx.locale());
        rows.sort(Comparator.comparing((List<String> r) -> r.get(0), order)
                .thenComparing(r -> Integer.parseInt(r.get(1))));
        return rows;
    }

    private static List<String> line(Entry player, Entry opponent, Pairing p, String colour, Map<Integer, String> points,
                                     TournamentTexts tx) {
        return List.of(player.name(), Integer.toString(player.startNumber()),
                tx.number(points.get(player.startNumber())), Integer.toString(p.board()), p.isBye() ? "" : colour,
                p.isBye() ? tx.result(p.result()) : opponent.startNumber() + ". " + opponent.name());
    }

    /** A round the viewer may see, else not found. */
    public static EventRound round(Snapshot s, boolean arbiter, int number) {
        return s.visibleRound(number, arbiter)
                .orElseThrow(() -> new NotFoundException(Problem.of("event.round.not-found", s.event().id(), number)));
    }

    private static String rating(Integer r) {
        return r == null ? "" : r.toString();
    }

    private static String name(Reports.Row r, TournamentTexts tx) {
        return (r.title() == null ? "" : r.title() + " ") + r.name() + (r.withdrawn() ? " " + tx.get("player.withdrawn") : "");
    }

    private static String after(Reports.Table table, TournamentTexts tx) {
        return table.rounds() > 0 ? tx.get("standings.afterOf", table.afterRound(), table.rounds())
                : tx.get("standings.after", table.afterRound());
    }

    private static String legend(List<String> tbs, TournamentTexts tx) {
        StringBuilder b = new StringBuilder();
        for (String code : tbs) {
            b.append(b.isEmpty() ? "" : "; ").append(code).append(": ").append(tx.tieBreakName(code));
        }
        return b.isEmpty() ? null : b.toString();
    }

    private static List<String> lines(String... lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            if (l != null) {
                out.add(l);
            }
        }
        return out;
    }
}
