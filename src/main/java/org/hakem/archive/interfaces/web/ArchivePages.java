package org.hakem.archive.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.application.ArchiveService;
import org.hakem.archive.application.GameEditing;
import org.hakem.archive.application.ImportJobs;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.GameRepository;
import org.hakem.archive.domain.GameStatus;
import org.hakem.archive.interfaces.rest.BoardJson;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;
import org.hakem.security.infrastructure.CsrfTokens;
import org.hakem.web.Html;

/**
 * The archive's pages: {@code /archive} (browser with filters), {@code /archive/games/ID?ply=N} (viewer with an
 * SVG board, moves, verdict, PDN download; tag corrections for arbiters), {@code /archive/search} (board editor and
 * results linking into the viewer at the matching ply), {@code /archive/import} (arbiters: upload with a progress
 * bar). The board and the editor are plain JavaScript ({@code /archive-assets/archive.js}) over the public API; they
 * draw boards from the engine's geometry ({@link BoardJson}: in the game JSON, and embedded in the search page).
 */
@WebServlet(urlPatterns = {"/archive", "/archive/*"})
public class ArchivePages extends HttpServlet {

    private static final int PAGE_SIZE = 50;

    @Inject
    ArchiveService archive;

    @Inject
    GameEditing editing;

    @Inject
    ImportJobs imports;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo() == null ? "/" : request.getPathInfo();
        try {
            if (info.equals("/")) {
                browse(request, response);
            } else if (info.startsWith("/games/")) {
                game(request, response, id(info.substring("/games/".length())), Map.of(), null, 200);
            } else if (info.startsWith("/tournament-games/")) {
                // a tournament board's game, linked from the tournament's round page: open it in the viewer
                String[] f = info.substring("/tournament-games/".length()).split("/");
                if (f.length != 3) {
                    throw new NotFoundException("a tournament game is /archive/tournament-games/EVENT/ROUND/BOARD");
                }
                ArchivedGame g = archive.tournamentGame(id(f[0]), (int) id(f[1]), (int) id(f[2]));
                response.sendRedirect(request.getContextPath() + "/archive/games/" + g.id());
            } else if (info.equals("/search")) {
                search(request, response);
            } else if (info.equals("/import")) {
                importPage(request, response);
            } else {
                Html.page(request, response, 404, "Not found", "<p>No such page.</p>");
            }
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo() == null ? "/" : request.getPathInfo();
        if (info.equals("/import")) {
            try {
                long run = imports.start(request.getInputStream(), request.getParameter("name"),
                        request.getParameter("variant"), request.getParameter("collection"));
                response.setStatus(202);
                response.setContentType("application/json;charset=UTF-8");
                response.getWriter().print("{\"id\":" + run + "}");
            } catch (ValidationException e) {
                response.setStatus(400);
                response.setContentType("text/plain;charset=UTF-8");
                response.getWriter().print(e.fieldErrors().toString());
            } catch (ImportJobs.TooLargeException e) {
                response.setStatus(413);
                response.setContentType("text/plain;charset=UTF-8");
                response.getWriter().print(e.getMessage());
            }
            return;
        }
        if (!info.startsWith("/games/")) {
            Html.page(request, response, 404, "Not found", "<p>No such page.</p>");
            return;
        }
        long id;
        try {
            id = id(info.substring("/games/".length()));
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
            return;
        }
        long version = parseLong(request.getParameter("version"), -1);
        try {
            if ("link".equals(request.getParameter("action"))) {
                archive.link(id, version, playerId(request, "white"), playerId(request, "black"));
                response.sendRedirect(request.getContextPath() + "/archive/games/" + id + "#players");
                return;
            }
            if ("delete".equals(request.getParameter("action"))) {
                editing.delete(id, version);
                response.sendRedirect(request.getContextPath() + "/archive");
                return;
            }
            Map<String, String> others = new LinkedHashMap<>();
            String otherText = request.getParameter("others");
            if (otherText != null) {
                for (String line : otherText.split("\\R")) {
                    int eq = line.indexOf('=');
                    if (eq > 0) {
                        others.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
                    }
                }
            }
            editing.correct(id, version, new ArchivedGame.Tags(request.getParameter("event"), request.getParameter("site"),
                    request.getParameter("date"), request.getParameter("round"), request.getParameter("white"),
                    request.getParameter("black"), request.getParameter("result"),
                    integer(request.getParameter("whiteRating")), integer(request.getParameter("blackRating")), others));
            response.sendRedirect(request.getContextPath() + "/archive/games/" + id);
        } catch (ValidationException e) {
            game(request, response, id, e.fieldErrors(), null, 400);
        } catch (ConflictException e) {
            game(request, response, id, Map.of(), e.getMessage(), 409);
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
        }
    }

    private void browse(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String variant = param(request, "variant"), player = param(request, "player"), event = param(request, "event"),
                result = param(request, "result"), status = param(request, "status");
        Integer from = integer(request.getParameter("yearFrom")), to = integer(request.getParameter("yearTo"));
        int page = (int) Math.max(0, parseLong(request.getParameter("page"), 0));
        ArchiveService.Page p = archive.browse(new GameRepository.Browse(variant, player, event, from, to, result, status, null),
                page, PAGE_SIZE);
        String ctx = request.getContextPath();
        StringBuilder b = new StringBuilder();
        b.append("<p><a href=\"").append(ctx).append("/archive/search\">Search by position</a>");
        if (Html.isArbiter(request)) {
            b.append(" · <a href=\"").append(ctx).append("/archive/import\">Import PDN</a>");
        }
        b.append("</p><form method=\"get\" class=\"filters\">");
        b.append("<select name=\"variant\"><option value=\"\">any variant</option>");
        for (Variant v : Variant.all()) {
            b.append("<option").append(v.id().equals(variant) ? " selected" : "").append(" value=\"").append(v.id()).append("\">")
                    .append(Html.esc(v.name())).append("</option>");
        }
        b.append("</select> ");
        input(b, "player", "Player", player);
        input(b, "event", "Event", event);
        input(b, "yearFrom", "From year", from);
        input(b, "yearTo", "To year", to);
        b.append("<select name=\"result\"><option value=\"\">any result</option>");
        for (String r : new String[] {"1-0", "0-1", "1/2-1/2", "*"}) {
            b.append("<option").append(r.equals(result) ? " selected" : "").append(">").append(Html.esc(r)).append("</option>");
        }
        b.append("</select> <select name=\"status\"><option value=\"\">any verdict</option>");
        for (GameStatus s : GameStatus.values()) {
            b.append("<option value=\"").append(s.id()).append('"').append(s.id().equals(status) ? " selected" : "")
                    .append(">").append(s == GameStatus.PLAYED_ON ? "played on after the end" : s.id()).append("</option>");
        }
        b.append("</select> <button type=\"submit\">Filter</button></form>");
        b.append("<p>").append(p.total()).append(" game(s)</p><table><tr><th>#</th><th>White</th><th>Black</th>")
                .append("<th>Event</th><th>Date</th><th>Result</th><th>Variant</th><th>Plies</th><th>Verdict</th></tr>");
        for (ArchivedGame g : p.games()) {
            b.append("<tr><td><a href=\"").append(ctx).append("/archive/games/").append(g.id()).append("\">").append(g.id())
                    .append("</a></td><td>").append(Html.esc(g.white())).append("</td><td>").append(Html.esc(g.black()))
                    .append("</td><td>").append(Html.esc(g.event())).append("</td><td>").append(Html.esc(g.dateText()))
                    .append("</td><td>").append(Html.esc(g.result())).append("</td><td>").append(Html.esc(g.variant()))
                    .append("</td><td>").append(g.plyCount()).append("</td><td>")
                    .append(Html.esc(g.status() == GameStatus.PLAYED_ON ? "played on" : g.status().id()))
                    .append("</td></tr>");
        }
        b.append("</table>");
        String qs = query(request);
        if (page > 0) {
            b.append("<a href=\"?page=").append(page - 1).append(Html.esc(qs)).append("\">previous</a> ");
        }
        if ((long) (page + 1) * PAGE_SIZE < p.total()) {
            b.append("<a href=\"?page=").append(page + 1).append(Html.esc(qs)).append("\">next</a>");
        }
        Html.page(request, response, 200, "Game archive", b.toString());
    }

    private void game(HttpServletRequest request, HttpServletResponse response, long id, Map<String, String> errors,
                      String message, int status) throws IOException {
        ArchivedGame g = archive.get(id);
        String ctx = request.getContextPath();
        int ply = (int) Math.max(0, parseLong(request.getParameter("ply"), 0));
        StringBuilder b = new StringBuilder();
        if (message != null) {
            b.append("<p class=\"error\">").append(Html.esc(message)).append("</p>");
        }
        b.append("<p class=\"verdict ").append(g.status().id()).append("\">Verdict: ").append(Html.esc(g.verdict())).append("</p>");
        String boardCheck = g.otherTags().get("Verification"); // a tournament game: the check made on its board
        if (boardCheck != null && boardCheck.startsWith("flagged: ")) {
            b.append("<p class=\"verdict flagged error\">Flagged on its tournament board: ")
                    .append(Html.esc(boardCheck.substring("flagged: ".length()))).append("</p>");
        }
        b.append("<div id=\"viewer\" data-game=\"").append(id).append("\" data-ply=\"").append(ply)
                .append("\" data-api=\"").append(ctx).append("/api\">")
                .append("<div class=\"board-holder\"></div><p><button type=\"button\" class=\"first\">|&lt;</button> ")
                .append("<button type=\"button\" class=\"prev\">&lt;</button> <button type=\"button\" class=\"next\">&gt;</button> ")
                .append("<button type=\"button\" class=\"last\">&gt;|</button> <span class=\"ply-status\"></span></p>")
                .append("<p class=\"moves\"></p></div>");
        b.append("<table class=\"tags\">");
        row(b, "White", g.white() + (g.whiteRating() == null ? "" : " (" + g.whiteRating() + ")"));
        row(b, "Black", g.black() + (g.blackRating() == null ? "" : " (" + g.blackRating() + ")"));
        archive.player(g.whitePlayerId()).ifPresent(p -> row(b, "White in the registry", label(p)));
        archive.player(g.blackPlayerId()).ifPresent(p -> row(b, "Black in the registry", label(p)));
        row(b, "Event", g.event());
        row(b, "Site", g.site());
        row(b, "Date", g.dateText());
        row(b, "Round", g.round());
        row(b, "Result", g.result());
        row(b, "Variant", g.variant());
        g.otherTags().forEach((k, v) -> row(b, k, v));
        row(b, "Source", g.source() + (g.sourceIndex() == null ? "" : ", game " + g.sourceIndex()));
        b.append("</table><p><a href=\"").append(ctx).append("/api/archive/games/").append(id)
                .append("/pdn\">Download PDN</a></p>");
        b.append("<details><summary>Original PDN</summary><pre>").append(Html.esc(g.pdn())).append("</pre></details>");
        if (Html.isArbiter(request)) {
            ArchivedGame.Tags t = g.tags();
            b.append("<h2>Correct the tags</h2>");
            if (!errors.isEmpty()) {
                b.append("<p class=\"error\">").append(Html.esc(errors.toString())).append("</p>");
            }
            b.append("<form method=\"post\" action=\"").append(ctx).append("/archive/games/").append(id).append("\">")
                    .append(Html.csrfField(request)).append("<input type=\"hidden\" name=\"version\" value=\"")
                    .append(g.version()).append("\">");
            field(b, "White", "white", t.white());
            field(b, "Black", "black", t.black());
            field(b, "Event", "event", t.event());
            field(b, "Site", "site", t.site());
            field(b, "Date", "date", t.date());
            field(b, "Round", "round", t.round());
            field(b, "Result", "result", t.result());
            field(b, "White rating", "whiteRating", t.whiteRating());
            field(b, "Black rating", "blackRating", t.blackRating());
            StringBuilder others = new StringBuilder();
            t.others().forEach((k, v) -> others.append(k).append('=').append(v).append('\n'));
            b.append("<label>Other tags (Name=value per line)<br><textarea name=\"others\" rows=\"4\" cols=\"60\">")
                    .append(Html.esc(others)).append("</textarea></label>");
            b.append("<button type=\"submit\">Save</button> <button type=\"submit\" name=\"action\" value=\"delete\">Delete the game</button></form>");
            b.append("<h2 id=\"players\">Link the players to the registry</h2><p>The names as written here stay as they "
                    + "are; the link says which registered player each one is.</p>");
            b.append("<form method=\"post\" action=\"").append(ctx).append("/archive/games/").append(id).append("\">")
                    .append(Html.csrfField(request)).append("<input type=\"hidden\" name=\"version\" value=\"")
                    .append(g.version()).append("\"><input type=\"hidden\" name=\"action\" value=\"link\">");
            playerPicker(b, "white", "White", g.white(), g.whitePlayerId());
            playerPicker(b, "black", "Black", g.black(), g.blackPlayerId());
            b.append("<button type=\"submit\">Save the links</button></form>");
        }
        b.append("<script src=\"").append(ctx).append("/archive-assets/archive.js\"></script>");
        String title = (g.white() == null ? "?" : g.white()) + " – " + (g.black() == null ? "?" : g.black());
        Html.page(request, response, status, title, b.toString());
    }

    private void search(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String ctx = request.getContextPath();
        StringBuilder b = new StringBuilder();
        b.append("<div id=\"editor\" data-api=\"").append(ctx).append("/api\" data-context=\"").append(ctx).append("\"");
        for (Variant v : editorVariants()) {
            b.append(" data-start-").append(v.id()).append("=\"").append(Html.esc(v.initialPosition().toFen())).append("\"");
        }
        b.append("><p><label class=\"inline\">Variant <select name=\"variant\">");
        for (Variant v : editorVariants()) {
            b.append("<option value=\"").append(v.id()).append("\">").append(Html.esc(v.name())).append("</option>");
        }
        b.append("</select></label> <button class=\"start\">Start position</button> <button class=\"clear\">Clear board</button></p>");
        b.append("<p class=\"tools\">Place: ");
        String[][] tools = {{"w", "white man"}, {"W", "white king"}, {"b", "black man"}, {"B", "black king"},
            {"empty", "must be empty"}, {"any", "any piece"}, {"anyw", "any white"}, {"anyb", "any black"}, {"clear", "no rule"}};
        for (String[] t : tools) {
            b.append("<button class=\"tool").append(t[0].equals("w") ? " selected" : "").append("\" data-tool=\"")
                    .append(t[0]).append("\">").append(t[1]).append("</button> ");
        }
        b.append("</p><div class=\"board-holder\"></div>");
        b.append("<p><label class=\"inline\"><input type=\"checkbox\" name=\"exact\"> exact position (unmarked squares empty)</label> ")
                .append("<label class=\"inline\">Side to move <select name=\"side\"><option value=\"\">either</option>")
                .append("<option value=\"white\">White</option><option value=\"black\">Black</option></select></label> ")
                .append("<label class=\"inline\"><input type=\"checkbox\" name=\"mirror\"> also colour-mirrored</label></p>")
                .append("<p><input name=\"material\" placeholder=\"material, e.g. wk=1.. bm=..3 diff=1..\" size=\"34\"> ")
                .append("<input name=\"player\" placeholder=\"player\"> <input name=\"event\" placeholder=\"event\"> ")
                .append("<input name=\"yearFrom\" placeholder=\"from year\" size=\"8\"> <input name=\"yearTo\" placeholder=\"to year\" size=\"8\"> ")
                .append("<select name=\"result\"><option value=\"\">any result</option><option>1-0</option><option>0-1</option>")
                .append("<option>1/2-1/2</option></select> <select name=\"sort\"><option value=\"game\">by game</option>")
                .append("<option value=\"ply\">earliest ply</option><option value=\"matches\">most matches</option>")
                .append("<option value=\"year\">oldest</option><option value=\"year-desc\">newest</option></select></p>")
                .append("<p><button class=\"search\">Search</button></p><div class=\"results\"></div></div>");
        // the editor draws each variant's board from the engine's geometry (BoardJson), by variant id
        b.append("<script type=\"application/json\" id=\"boards\">").append(editorBoards()).append("</script>");
        b.append("<script src=\"").append(ctx).append("/archive-assets/archive.js\"></script>");
        Html.page(request, response, 200, "Search by position", b.toString());
    }

    /** The boards of the variants the editor offers (those without obstacles), as JSON safe inside a script element. */
    static String editorBoards() {
        return BoardJson.byVariant(editorVariants()).toString().replace("</", "<\\/");
    }

    private static List<Variant> editorVariants() {
        return Variant.all().stream().filter(v -> v.obstacleCount() == 0).toList();
    }

    private void importPage(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String ctx = request.getContextPath();
        if (!Html.isArbiter(request)) {
            Html.page(request, response, 403, "Import PDN", "<p>Importing needs an arbiter or admin account: <a href=\""
                    + ctx + "/login\">log in</a>.</p>");
            return;
        }
        StringBuilder b = new StringBuilder();
        b.append("<div id=\"importer\" data-api=\"").append(ctx).append("/api\" data-post=\"").append(ctx)
                .append("/archive/import\" data-csrf=\"").append(Html.esc(CsrfTokens.token(request))).append("\">")
                .append("<form><label>PDN file <input type=\"file\" name=\"file\" accept=\".pdn,.txt\"></label>")
                .append("<label>Variant of games without a GameType tag <select name=\"variant\"><option value=\"\">none</option>");
        for (Variant v : Variant.all()) {
            b.append("<option value=\"").append(v.id()).append("\">").append(Html.esc(v.name())).append("</option>");
        }
        b.append("</select></label><label>Collection <input name=\"collection\"></label>")
                .append("<button type=\"submit\">Import</button></form>")
                .append("<p><progress value=\"0\" max=\"100\" style=\"width:30em\"></progress></p>")
                .append("<p class=\"import-status\"></p></div>")
                .append("<p>Limit per upload: ").append(ImportJobs.maxBytes()).append(" bytes.</p>");
        b.append("<script src=\"").append(ctx).append("/archive-assets/archive.js\"></script>");
        Html.page(request, response, 200, "Import PDN", b.toString());
    }

    /** A choice among the registry players the written name may stand for, or any player by id. */
    private void playerPicker(StringBuilder b, String side, String label, String written, Long linked) {
        java.util.List<org.hakem.player.domain.Player> candidates = new java.util.ArrayList<>(archive.playerCandidates(written, 20));
        archive.player(linked).filter(p -> candidates.stream().noneMatch(c -> c.id().equals(p.id()))).ifPresent(p -> candidates.add(0, p));
        b.append("<p><label>").append(label).append(" “").append(Html.esc(written)).append("” is <select name=\"")
                .append(side).append("Player\"><option value=\"\">not linked</option>");
        for (org.hakem.player.domain.Player p : candidates) {
            b.append("<option value=\"").append(p.id()).append("\"").append(p.id().equals(linked) ? " selected" : "")
                    .append(">").append(Html.esc(label(p))).append("</option>");
        }
        b.append("</select></label> <label class=\"inline\">or registry id <input name=\"").append(side)
                .append("PlayerId\" size=\"6\" inputmode=\"numeric\"></label></p>");
    }

    private static String label(org.hakem.player.domain.Player p) {
        var d = p.details();
        return p.name() + (d.federation() == null ? "" : ", " + d.federation()) + (d.rating() == null ? "" : ", " + d.rating())
                + " (#" + p.id() + ")";
    }

    /** The player id picked for a side: the id typed, else the one chosen, else none. */
    private static Long playerId(HttpServletRequest request, String side) {
        for (String name : new String[] {side + "PlayerId", side + "Player"}) {
            String v = request.getParameter(name);
            if (v != null && !v.isBlank()) {
                try {
                    return Long.valueOf(v.strip());
                } catch (NumberFormatException e) {
                    throw new ValidationException(side + "PlayerId", "'" + v + "' is not a registry player id");
                }
            }
        }
        return null;
    }

    private static void row(StringBuilder b, String name, String value) {
        if (value != null && !value.isBlank() && !value.equals("null")) {
            b.append("<tr><th>").append(Html.esc(name)).append("</th><td>").append(Html.esc(value)).append("</td></tr>");
        }
    }

    private static void field(StringBuilder b, String label, String name, Object value) {
        b.append("<label>").append(label).append(" <input name=\"").append(name).append("\" value=\"")
                .append(Html.esc(value)).append("\"></label>");
    }

    private static void input(StringBuilder b, String name, String placeholder, Object value) {
        b.append("<input name=\"").append(name).append("\" placeholder=\"").append(placeholder).append("\" value=\"")
                .append(Html.esc(value)).append("\" size=\"12\"> ");
    }

    private static String query(HttpServletRequest r) {
        StringBuilder sb = new StringBuilder();
        for (String k : new String[] {"variant", "player", "event", "yearFrom", "yearTo", "result", "status"}) {
            String v = r.getParameter(k);
            if (v != null && !v.isBlank()) {
                sb.append('&').append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8));
            }
        }
        return sb.toString();
    }

    private static String param(HttpServletRequest r, String name) {
        String v = r.getParameter(name);
        return v == null || v.isBlank() ? null : v.strip();
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException("no archived game with id " + text);
        }
    }

    private static long parseLong(String s, long fallback) {
        try {
            return s == null ? fallback : Long.parseLong(s.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static Integer integer(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(s.strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("year", "'" + s + "' is not a whole number");
        }
    }
}
