package org.hakem.player.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.player.domain.Title;
import org.hakem.web.Html;

/**
 * The player registry page: a searchable list for everyone; for arbiters a form to register or
 * correct a player ({@code /players/new}, {@code /players/edit/ID}; saving posts to {@code /players}).
 */
@WebServlet(urlPatterns = {"/players", "/players/*"})
public class PlayersPage extends HttpServlet {

    private static final int PAGE_SIZE = 50;

    @Inject
    PlayerService service;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo();
        try {
            if ("/new".equals(info)) {
                form(request, response, 200, null, null, new PlayerDetails(null, null, null, null, null, null, null, null), Map.of(), null);
            } else if (info != null && info.startsWith("/edit/")) {
                Player p = service.get(parseId(info.substring("/edit/".length())));
                form(request, response, 200, p.id(), p.version(), p.details(), Map.of(), null);
            } else if (info == null || "/".equals(info)) {
                list(request, response);
            } else {
                Html.page(request, response, 404, "Not found", "<p>No such page.</p>");
            }
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Long id = blank(request.getParameter("id")) ? null : parseId(request.getParameter("id"));
        Long version = blank(request.getParameter("version")) ? null : parseId(request.getParameter("version"));
        PlayerDetails details = null;
        try {
            details = new PlayerDetails(request.getParameter("name"), request.getParameter("federation"),
                    request.getParameter("title"), integer(request.getParameter("rating"), "rating"),
                    request.getParameter("nationalId"), request.getParameter("fmjdId"),
                    request.getParameter("club"), integer(request.getParameter("birthYear"), "birthYear"));
            if ("delete".equals(request.getParameter("action")) && id != null) {
                service.remove(id, version);
            } else if (id == null) {
                List<Player> same = "true".equals(request.getParameter("sameNameConfirmed")) ? List.of()
                        : service.possibleDuplicates(details);
                if (!same.isEmpty()) {
                    form(request, response, 200, null, null, details, Map.of(), duplicateWarning(same), true);
                    return;
                }
                service.register(details);
            } else {
                service.correct(id, version == null ? -1 : version, details);
            }
            response.sendRedirect(request.getContextPath() + "/players");
        } catch (ValidationException e) {
            form(request, response, 400, id, version, details == null ? fromRequest(request) : details, e.fieldErrors(), null);
        } catch (ConflictException e) {
            form(request, response, 409, id, e.currentVersion(), details, Map.of(), e.getMessage()
                    + " The form shows what you entered; saving again overwrites the other change.");
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
        }
    }

    private void list(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String q = request.getParameter("q") == null ? "" : request.getParameter("q");
        int page = 0;
        try {
            page = Math.max(0, Integer.parseInt(request.getParameter("page")));
        } catch (NumberFormatException e) {
            // first page
        }
        PlayerService.Page result = service.list(q, page, PAGE_SIZE);
        String ctx = request.getContextPath();
        boolean arbiter = Html.isArbiter(request);
        StringBuilder b = new StringBuilder();
        b.append("<form method=\"get\"><input type=\"search\" name=\"q\" placeholder=\"Name\" value=\"")
                .append(Html.esc(q)).append("\"> <button type=\"submit\">Search</button></form>");
        if (arbiter) {
            b.append("<p><a href=\"").append(ctx).append("/players/new\">Register a player</a></p>");
        }
        b.append("<p>").append(result.total()).append(" player(s)</p>");
        b.append("<table><tr><th>Name</th><th>Fed.</th><th>Title</th><th>Rating</th><th>FMJD id</th><th>Club</th><th>Born</th>")
                .append(arbiter ? "<th></th>" : "").append("</tr>");
        for (Player p : result.players()) {
            PlayerDetails d = p.details();
            b.append("<tr><td>").append(Html.esc(d.name())).append("</td><td>").append(Html.esc(d.federation()))
                    .append("</td><td>").append(Html.esc(d.title())).append("</td><td>").append(Html.esc(d.rating()))
                    .append("</td><td>").append(Html.esc(d.fmjdId())).append("</td><td>").append(Html.esc(d.club()))
                    .append("</td><td>").append(Html.esc(d.birthYear())).append("</td>");
            if (arbiter) {
                b.append("<td><a href=\"").append(ctx).append("/players/edit/").append(p.id()).append("\">edit</a></td>");
            }
            b.append("</tr>");
        }
        b.append("</table>");
        String qp = "&q=" + URLEncoder.encode(q, StandardCharsets.UTF_8);
        if (page > 0) {
            b.append("<a href=\"?page=").append(page - 1).append(Html.esc(qp)).append("\">previous</a> ");
        }
        if ((long) (page + 1) * PAGE_SIZE < result.total()) {
            b.append("<a href=\"?page=").append(page + 1).append(Html.esc(qp)).append("\">next</a>");
        }
        Html.page(request, response, 200, "Players", b.toString());
    }

    private static void form(HttpServletRequest request, HttpServletResponse response, int status, Long id, Long version,
                             PlayerDetails d, Map<String, String> errors, String message) throws IOException {
        form(request, response, status, id, version, d, errors, message, false);
    }

    /** "Already registered: ..." naming each player who may be the same person. */
    static String duplicateWarning(List<Player> same) {
        StringBuilder w = new StringBuilder("Already registered with this name: ");
        for (int i = 0; i < same.size(); i++) {
            Player p = same.get(i);
            w.append(i > 0 ? "; " : "").append(p.name());
            String about = java.util.stream.Stream.of(p.details().federation(),
                    p.details().birthYear() == null ? null : "born " + p.details().birthYear(), p.details().club())
                    .filter(x -> x != null && !x.isBlank()).collect(java.util.stream.Collectors.joining(", "));
            w.append(about.isEmpty() ? "" : " (" + about + ")");
        }
        return w.append(". If this is someone else, press Save again to register the new player.").toString();
    }

    /** The form; with {@code sameNameWarning} the message is a warning and saving again registers all the same. */
    private static void form(HttpServletRequest request, HttpServletResponse response, int status, Long id, Long version,
                             PlayerDetails d, Map<String, String> errors, String message, boolean sameNameWarning)
            throws IOException {
        StringBuilder b = new StringBuilder();
        if (message != null) {
            b.append(sameNameWarning ? "<p class=\"warning\" role=\"alert\">" : "<p class=\"error\">")
                    .append(Html.esc(message)).append("</p>");
        }
        if (!errors.isEmpty()) {
            b.append("<p class=\"error\">Please correct the fields marked below.</p>");
        }
        b.append("<form method=\"post\" action=\"").append(request.getContextPath()).append("/players\">")
                .append(Html.csrfField(request));
        if (sameNameWarning) {
            b.append("<input type=\"hidden\" name=\"sameNameConfirmed\" value=\"true\">");
        }
        if (id != null) {
            b.append("<input type=\"hidden\" name=\"id\" value=\"").append(id).append("\">")
                    .append("<input type=\"hidden\" name=\"version\" value=\"").append(version).append("\">");
        }
        field(b, "Name", "name", d.name(), errors, "required maxlength=\"200\"");
        field(b, "Federation (3 letters)", "federation", d.federation(), errors, "maxlength=\"3\" pattern=\"[A-Za-z]{3}\"");
        b.append("<label>Title <select name=\"title\"><option value=\"\"></option>");
        for (Title t : Title.values()) {
            b.append("<option").append(t.name().equals(d.title()) ? " selected" : "").append(">").append(t.name()).append("</option>");
        }
        b.append("</select>").append(error(errors, "title")).append("</label>");
        field(b, "Rating", "rating", d.rating(), errors, "type=\"number\" min=\"0\" max=\"4000\"");
        field(b, "National id", "nationalId", d.nationalId(), errors, "maxlength=\"32\"");
        field(b, "FMJD id", "fmjdId", d.fmjdId(), errors, "maxlength=\"32\"");
        field(b, "Club", "club", d.club(), errors, "maxlength=\"200\"");
        field(b, "Birth year", "birthYear", d.birthYear(), errors, "type=\"number\" min=\"1850\"");
        b.append("<button type=\"submit\">Save</button>");
        if (id != null) {
            b.append(" <button type=\"submit\" name=\"action\" value=\"delete\">Delete</button>");
        }
        b.append("</form>");
        Html.page(request, response, status, id == null ? "Register a player" : "Correct a player", b.toString());
    }

    private static void field(StringBuilder b, String label, String name, Object value, Map<String, String> errors,
                              String attributes) {
        b.append("<label>").append(label).append(" <input name=\"").append(name).append("\" value=\"")
                .append(Html.esc(value)).append("\" ").append(attributes).append(">")
                .append(error(errors, name)).append("</label>");
    }

    private static String error(Map<String, String> errors, String field) {
        String e = errors.get(field);
        return e == null ? "" : " <span class=\"error\">" + Html.esc(e) + "</span>";
    }

    private static PlayerDetails fromRequest(HttpServletRequest r) {
        return new PlayerDetails(r.getParameter("name"), r.getParameter("federation"), r.getParameter("title"), null,
                r.getParameter("nationalId"), r.getParameter("fmjdId"), r.getParameter("club"), null);
    }

    private static Integer integer(String text, String field) {
        if (blank(text)) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException e) {
            throw new ValidationException(field, "must be a whole number");
        }
    }

    private static long parseId(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException("no player with id " + text);
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
