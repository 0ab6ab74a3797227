package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.platform.web.Page;

/**
 * The standings of a tournament after a round ({@code ?round=N}, else the last with a result): the page
 * {@code /tournaments/{id}/standings}, the crosstable {@code /tournaments/{id}/crosstable} (with the round by
 * round cells, and the grid of a round robin) and the printable list for the wall
 * {@code /tournaments/{id}/standings/print}.
 */
@Named("standingsPage")
@RequestScoped
public class StandingsPage {

    /** A line of the standings in the reader's language. */
    public record Line(int rank, int startNumber, String name, String title, Integer rating, String points,
                       List<String> tieBreaks, List<String> cells, boolean withdrawn) {
    }

    /** A line of the round-robin grid: results against each start number ("×" against oneself). */
    public record GridLine(int rank, int startNumber, String name, List<String> cells, String points) {
    }

    /** A category's ranking in the reader's language (issue 33): {@code id} is the section's HTML id. */
    public record CategoryView(String id, String heading, List<CategoryLine> lines) {
    }

    /** A line of a category: the place in it, the overall place, the player and the points. */
    public record CategoryLine(int place, int rank, int startNumber, String name, String points) {
    }

    /** A round to show the standings after; {@code current} when it is the one shown. */
    public record RoundChoice(int number, boolean current) {
    }

    @Inject
    Page page;

    @Inject
    TournamentPage tournament;

    private Reports.Table table;
    private List<Line> lines;

    /** The view action. */
    public void load() {
        tournament.orNotFound(() -> {
            table = Reports.table(tournament.snapshot(), page.isArbiter(), TournamentParams.round(page.param("round")));
            lines = lines(table, tournament.texts());
        });
    }

    /** The lines of a table in a language: numbers as it writes them, crosstable cells with its colour letters. */
    static List<Line> lines(Reports.Table table, TournamentTexts tx) {
        List<Line> out = new ArrayList<>();
        for (Reports.Row r : table.rows()) {
            out.add(new Line(r.rank(), r.startNumber(), r.name(), r.title(), r.rating(), tx.number(r.points()),
                    r.tieBreaks().stream().map(tx::number).toList(), r.rounds().stream().map(tx::cell).toList(),
                    r.withdrawn()));
        }
        return out;
    }

    /** The rankings of the categories the event ranks in, in the reader's language; empty when none. */
    public List<CategoryView> getCategories() {
        return categories(table, tournament.texts());
    }

    static List<CategoryView> categories(Reports.Table table, TournamentTexts tx) {
        List<CategoryView> out = new ArrayList<>();
        if (table == null || table.categories() == null) {
            return out;
        }
        int n = 0;
        for (org.hakem.tournament.application.CategoryStandings.CategoryRanking c : table.categories()) {
            out.add(new CategoryView("category-" + ++n, tx.category(c), c.rows().stream()
                    .map(r -> new CategoryLine(r.place(), r.rank(), r.startNumber(), r.name(), tx.number(r.points())))
                    .toList()));
        }
        return out;
    }

    public List<Line> getLines() {
        return lines;
    }

    public int getAfterRound() {
        return table.afterRound();
    }

    /** The rounds 1..afterRound, for the crosstable's round columns. */
    public List<Integer> getRoundNumbers() {
        List<Integer> out = new ArrayList<>();
        for (int r = 1; r <= table.afterRound(); r++) {
            out.add(r);
        }
        return out;
    }

    /** Every round the reader may see, to choose the one the standings are after. */
    public List<RoundChoice> getChoices() {
        return tournament.getRounds().stream().map(r -> new RoundChoice(r.number(), r.number() == table.afterRound()))
                .toList();
    }

    /** "Standings after round 3 of 7". */
    public String getHeading() {
        TournamentTexts tx = tournament.texts();
        return table.rounds() > 0 ? tx.get("standings.afterOf", table.afterRound(), table.rounds())
                : tx.get("standings.after", table.afterRound());
    }

    public String title(String key) {
        return tournament.texts().get(key, tournament.getEvent().name());
    }

    /** Whether the crosstable has a round-robin grid (round robins and matches). */
    public boolean isRoundRobin() {
        EventSystem system = tournament.getEvent().system();
        return system.roundRobin() || system == EventSystem.MATCH;
    }

    public List<GridLine> getGrid() {
        List<List<String>> grid = Reports.grid(tournament.snapshot(), table, page.isArbiter());
        List<GridLine> out = new ArrayList<>();
        for (int i = 0; i < table.rows().size(); i++) {
            Reports.Row r = table.rows().get(i);
            out.add(new GridLine(r.rank(), r.startNumber(), r.name(),
                    grid.get(i).stream().map(c -> tournament.texts().number(c)).toList(), tournament.texts().number(r.points())));
        }
        return out;
    }

    /** Start numbers 1..n, the grid's column heads. */
    public List<Integer> getStartNumbers() {
        List<Integer> out = new ArrayList<>();
        for (int n = 1; n <= tournament.getEvent().entries().size(); n++) {
            out.add(n);
        }
        return out;
    }

    /** "?round=N" when the reader chose a round, to keep it on the links to the other standings pages. */
    public String getRoundQuery() {
        String r = page.param("round");
        return TournamentParams.round(r) > 0 ? "?round=" + TournamentParams.round(r) : "";
    }
}
