package org.hakem.tournament.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.interfaces.TournamentExports;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.web.Html;

/**
 * Public tournament pages: {@code /tournaments} (list), {@code /tournaments/ID} (overview),
 * {@code /tournaments/ID/standings?round=N}, {@code /tournaments/ID/crosstable} (printable),
 * {@code /tournaments/ID/rounds/N} (pairings and results, printable),
 * {@code /tournaments/ID/rounds/N/boards/B.pdn} (a game). Arbiters also see private tournaments and
 * draft rounds.
 */
@WebServlet(urlPatterns = {"/tournaments", "/tournaments/*"})
public class TournamentPages extends HttpServlet {

    static final String PRINT_CSS = "<style>@media print{nav,.noprint{display:none}main{padding:0}}"
            + "table.grid td,table.grid th{text-align:center;border:1px solid #ccc}.flag{color:#a00;font-weight:bold}</style>";

    @Inject
    TournamentService service;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo();
        try {
            if (info == null || info.equals("/")) {
                list(request, response);
                return;
            }
            if (info.equals("/results.js")) {
                script(response);
                return;
            }
            String[] parts = info.substring(1).split("/");
            long id = parseId(parts[0]);
            boolean arbiter = Html.isArbiter(request);
            Snapshot s = service.snapshot(id, arbiter);
            if (parts.length == 1) {
                overview(request, response, s, arbiter);
            } else if (parts.length == 2 && parts[1].equals("standings")) {
                standings(request, response, s, arbiter, intParam(request, "round", 0), false);
            } else if (parts.length == 2 && parts[1].equals("crosstable")) {
                standings(request, response, s, arbiter, intParam(request, "round", 0), true);
            } else if (parts.length == 3 && parts[1].equals("export")) {
                export(request, response, s, arbiter, parts[2]);
            } else if (parts.length == 3 && parts[1].equals("rounds")) {
                round(request, response, s, arbiter, (int) parseId(parts[2]));
            } else if (parts.length == 5 && parts[1].equals("rounds") && parts[3].equals("boards") && parts[4].endsWith(".pdn")) {
                game(response, s, arbiter, (int) parseId(parts[2]), (int) parseId(parts[4].substring(0, parts[4].length() - 4)));
            } else {
                throw new NotFoundException("no such page");
            }
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
        }
    }

    private void list(HttpServletRequest request, HttpServletResponse response) throws IOException {
        boolean arbiter = Html.isArbiter(request);
        String ctx = request.getContextPath();
        StringBuilder b = new StringBuilder();
        if (arbiter) {
            b.append("<p><a href=\"").append(ctx).append("/arbiter/tournaments/new\">Create a tournament</a></p>");
        }
        b.append("<table><tr><th>Tournament</th><th>Place</th><th>Dates</th><th>System</th><th>Status</th></tr>");
        for (TournamentEvent e : service.list(arbiter)) {
            b.append("<tr><td><a href=\"").append(ctx).append("/tournaments/").append(e.id()).append("\">")
                    .append(Html.esc(e.name())).append("</a>").append(e.publicEvent() ? "" : " (private)").append("</td><td>")
                    .append(Html.esc(e.place())).append("</td><td>").append(dates(e)).append("</td><td>")
                    .append(Html.esc(e.system().label())).append("</td><td>").append(e.status().name().toLowerCase())
                    .append("</td></tr>");
        }
        b.append("</table>");
        Html.page(request, response, 200, "Tournaments", b.toString());
    }

    /** An export as the browser's session sees the tournament (the API would not see the session). */
    private void export(HttpServletRequest request, HttpServletResponse response, Snapshot s, boolean arbiter, String format)
            throws IOException {
        TournamentExports.ExportFile f = TournamentExports.render(s, arbiter, format, intParam(request, "round", 0));
        response.setContentType(f.contentType());
        response.setHeader("Content-Disposition", "attachment; filename=\"" + f.fileName() + "\"");
        response.setContentLength(f.bytes().length);
        response.getOutputStream().write(f.bytes());
    }

    static String dates(TournamentEvent e) {
        if (e.startDate() == null) {
            return "";
        }
        return e.endDate() == null || e.endDate().equals(e.startDate()) ? e.startDate().toString()
                : e.startDate() + " – " + e.endDate();
    }

    private void overview(HttpServletRequest request, HttpServletResponse response, Snapshot s, boolean arbiter) throws IOException {
        TournamentEvent e = s.event();
        String ctx = request.getContextPath();
        String t = ctx + "/tournaments/" + e.id();
        StringBuilder b = new StringBuilder();
        b.append("<p>").append(Html.esc(e.place())).append(" ").append(dates(e)).append(" · ")
                .append(Html.esc(e.system().label())).append(" · ").append(e.plannedRounds()).append(" rounds · variant ")
                .append(Html.esc(e.variant())).append(" · scoring ").append(Html.esc(e.scoring().text()))
                .append(" · tie-breaks ").append(Html.esc(e.tieBreaks()));
        if (e.timeControl() != null) {
            b.append(" · ").append(Html.esc(e.timeControl()));
        }
        b.append(" · ").append(e.status().name().toLowerCase());
        if (e.arbiters() != null) {
            b.append(" · arbiters: ").append(Html.esc(e.arbiters()));
        }
        b.append("</p><p><a href=\"").append(t).append("/standings\">Standings</a> · <a href=\"").append(t)
                .append("/crosstable\">Crosstable</a> · exports: ");
        for (String f : TournamentExports.FORMATS) {
            b.append("<a href=\"").append(t).append("/export/").append(f)
                    .append("\">").append(f.toUpperCase()).append("</a> ");
        }
        if (arbiter) {
            b.append(" · <a href=\"").append(ctx).append("/arbiter/tournaments/").append(e.id()).append("\">Manage</a>");
        }
        b.append("</p><h2>Rounds</h2><p>");
        for (EventRound r : Reports.visibleRounds(s, arbiter)) {
            b.append("<a href=\"").append(t).append("/rounds/").append(r.number()).append("\">Round ").append(r.number())
                    .append("</a>").append(r.published() ? "" : " (draft)").append(" ");
        }
        b.append("</p><h2>Players</h2><table><tr><th>No</th><th>Name</th><th>Title</th><th>Rating</th><th>Fed.</th><th>Club</th></tr>");
        for (Entry x : e.entries()) {
            b.append("<tr><td>").append(x.startNumber()).append("</td><td>").append(Html.esc(x.name()))
                    .append(x.withdrawnFrom() == null ? "" : " (withdrawn from round " + x.withdrawnFrom() + ")")
                    .append(x.late() ? " (late entry)" : "").append("</td><td>").append(Html.esc(x.title())).append("</td><td>")
                    .append(Html.esc(x.rating())).append("</td><td>").append(Html.esc(x.federation())).append("</td><td>")
                    .append(Html.esc(x.club())).append("</td></tr>");
        }
        b.append("</table>");
        Html.page(request, response, 200, e.name(), b.toString());
    }

    private void standings(HttpServletRequest request, HttpServletResponse response, Snapshot s, boolean arbiter, int round,
                           boolean crosstable) throws IOException {
        Reports.Table table = Reports.table(s, arbiter, round);
        TournamentEvent e = s.event();
        String ctx = request.getContextPath();
        StringBuilder b = new StringBuilder(PRINT_CSS);
        b.append("<p class=\"noprint\"><a href=\"").append(ctx).append("/tournaments/").append(e.id()).append("\">")
                .append(Html.esc(e.name())).append("</a> · after round ");
        int paired = Reports.visibleRounds(s, arbiter).size();
        for (int r = 1; r <= paired; r++) {
            b.append(r == table.afterRound() ? "<b>" + r + "</b>" : "<a href=\"?round=" + r + "\">" + r + "</a>").append(' ');
        }
        b.append("</p><p>").append(Html.esc(e.place())).append(" ").append(dates(e)).append(" · standings after round ")
                .append(table.afterRound()).append(" of ").append(table.rounds()).append("</p>");
        b.append("<table id=\"standings\"><tr><th>Rk</th><th>No</th><th>Name</th><th>Rtg</th><th>Pts</th>");
        table.tieBreaks().subList(1, table.tieBreaks().size()).forEach(tb -> b.append("<th>").append(Html.esc(tb)).append("</th>"));
        if (crosstable) {
            for (int r = 1; r <= table.afterRound(); r++) {
                b.append("<th>R").append(r).append("</th>");
            }
        }
        b.append("</tr>");
        for (Reports.Row row : table.rows()) {
            b.append("<tr><td>").append(row.rank()).append("</td><td>").append(row.startNumber()).append("</td><td>")
                    .append(Html.esc(row.title() == null ? "" : row.title() + " ")).append(Html.esc(row.name()))
                    .append(row.withdrawn() ? " (withdrawn)" : "").append("</td><td>").append(Html.esc(row.rating()))
                    .append("</td><td><b>").append(row.points()).append("</b></td>");
            row.tieBreaks().forEach(v -> b.append("<td>").append(v).append("</td>"));
            if (crosstable) {
                row.rounds().forEach(c -> b.append("<td>").append(Html.esc(c.swissText())).append("</td>"));
            }
            b.append("</tr>");
        }
        b.append("</table>");
        if (crosstable && (e.system().roundRobin() || e.system() == org.hakem.tournament.domain.EventSystem.MATCH)) {
            List<List<String>> grid = Reports.grid(s, table, arbiter);
            b.append("<h2>Round robin</h2><table class=\"grid\" id=\"grid\"><tr><th>Rk</th><th>Name</th>");
            for (int j = 1; j <= e.entries().size(); j++) {
                b.append("<th>").append(j).append("</th>");
            }
            b.append("<th>Pts</th></tr>");
            for (int i = 0; i < table.rows().size(); i++) {
                Reports.Row row = table.rows().get(i);
                b.append("<tr><td>").append(row.rank()).append("</td><td style=\"text-align:left\">").append(row.startNumber())
                        .append(". ").append(Html.esc(row.name())).append("</td>");
                grid.get(i).forEach(c -> b.append("<td>").append(Html.esc(c)).append("</td>"));
                b.append("<td><b>").append(row.points()).append("</b></td></tr>");
            }
            b.append("</table>");
        }
        Html.page(request, response, 200, (crosstable ? "Crosstable: " : "Standings: ") + e.name(), b.toString());
    }

    private void round(HttpServletRequest request, HttpServletResponse response, Snapshot s, boolean arbiter, int n) throws IOException {
        EventRound r = Reports.visibleRounds(s, arbiter).stream().filter(x -> x.number() == n).findFirst()
                .orElseThrow(() -> new NotFoundException("no round " + n));
        String ctx = request.getContextPath();
        String t = ctx + "/tournaments/" + s.event().id();
        StringBuilder b = new StringBuilder(PRINT_CSS);
        b.append("<p class=\"noprint\"><a href=\"").append(t).append("\">").append(Html.esc(s.event().name())).append("</a>");
        if (arbiter) {
            b.append(" · <a href=\"").append(ctx).append("/arbiter/tournaments/").append(s.event().id()).append("/rounds/")
                    .append(n).append("/enter\">Enter results</a>");
        }
        b.append("</p>").append(r.published() ? "" : "<p>Draft: not published.</p>");
        b.append("<table id=\"round\"><tr><th>Board</th><th>White</th><th>Result</th><th>Black</th><th>Game</th></tr>");
        for (Pairing p : r.boards()) {
            b.append("<tr><td>").append(p.board()).append("</td><td>").append(p.white().startNumber()).append(". ")
                    .append(Html.esc(p.white().name())).append("</td><td>").append(Html.esc(p.result().label())).append("</td><td>");
            if (p.black() != null) {
                b.append(p.black().startNumber()).append(". ").append(Html.esc(p.black().name()));
            }
            b.append("</td><td>");
            if (p.pdn() != null) {
                b.append("<a href=\"").append(t).append("/rounds/").append(n).append("/boards/").append(p.board())
                        .append(".pdn\">PDN</a>");
                if (s.event().publicEvent()) { // private tournaments' games are not archived
                    b.append(" · <a href=\"").append(ctx).append("/archive/tournament-games/").append(s.event().id())
                            .append('/').append(n).append('/').append(p.board()).append("\">view</a>");
                }
                if (arbiter && p.pdnFlagged()) {
                    b.append(" <span class=\"flag\" title=\"").append(Html.esc(p.pdnVerdict())).append("\">flagged</span>");
                }
            }
            b.append("</td></tr>");
        }
        b.append("</table>");
        Html.page(request, response, 200, s.event().name() + " – round " + n, b.toString());
    }

    private static void game(HttpServletResponse response, Snapshot s, boolean arbiter, int n, int board) throws IOException {
        EventRound r = Reports.visibleRounds(s, arbiter).stream().filter(x -> x.number() == n).findFirst()
                .orElseThrow(() -> new NotFoundException("no round " + n));
        Pairing p = r.board(board).filter(x -> x.pdn() != null)
                .orElseThrow(() -> new NotFoundException("no game on board " + board + " of round " + n));
        response.setContentType("application/x-pdn;charset=UTF-8");
        response.setHeader("Content-Disposition", "inline; filename=\"round" + n + "-board" + board + ".pdn\"");
        String text = Reports.boardGame(s.event(), n, p).orElse(p.pdn()); // the event's names, not the pasted ones
        response.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
    }

    private static void script(HttpServletResponse response) throws IOException {
        response.setContentType("text/javascript;charset=UTF-8");
        response.setHeader("Cache-Control", "max-age=300");
        try (var in = TournamentPages.class.getResourceAsStream("results.js")) {
            response.getOutputStream().write(in.readAllBytes());
        }
    }

    static int intParam(HttpServletRequest request, String name, int fallback) {
        try {
            return Integer.parseInt(request.getParameter(name));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    static long parseId(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException("no tournament page " + text);
        }
    }
}
