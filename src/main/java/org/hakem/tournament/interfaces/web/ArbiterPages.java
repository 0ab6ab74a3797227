package org.hakem.tournament.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.HttpConstraint;
import jakarta.servlet.annotation.ServletSecurity;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Map;
import org.hakem.pairing.explain.RoundExplanation;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.rules.Variant;
import org.hakem.security.domain.Role;
import org.hakem.tournament.application.Actor;
import org.hakem.tournament.application.ForbiddenException;
import org.hakem.tournament.application.ReplaceNeedsConfirmation;
import org.hakem.tournament.application.ResultService;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.domain.Acceleration;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TieBreakPresets;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.web.Html;

/**
 * Arbiter pages (login required): {@code /arbiter/tournaments/new} (create), {@code /arbiter/tournaments/ID}
 * (entries, withdrawals, pairing, publishing, status, recent changes), {@code /arbiter/tournaments/ID/rounds/N/explanation}
 * (why a Swiss round is paired as it is) and
 * {@code /arbiter/tournaments/ID/rounds/N/enter}, the results entry page built for the keyboard: board
 * number, Enter, result, Enter; the next board gets the focus. Saving a result posts the board's version;
 * a conflict is shown, never overwritten.
 */
@WebServlet(urlPatterns = {"/arbiter/tournaments", "/arbiter/tournaments/*"})
@ServletSecurity(@HttpConstraint(rolesAllowed = {Role.ARBITER_NAME, Role.ADMIN_NAME}))
public class ArbiterPages extends HttpServlet {

    @Inject
    TournamentService service;

    @Inject
    ResultService results;

    @Inject
    PlayerService players;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo();
        try {
            if (info == null || info.equals("/")) {
                response.sendRedirect(request.getContextPath() + "/tournaments");
            } else if (info.equals("/new")) {
                settingsForm(request, response, null, null, NEW_EVENT, Map.of(), null);
            } else {
                String[] parts = info.substring(1).split("/");
                long id = TournamentPages.parseId(parts[0]);
                Snapshot s = service.snapshot(id, true);
                if (parts.length == 1) {
                    manage(request, response, s, null);
                } else if (parts.length == 2 && parts[1].equals("settings")) {
                    settingsForm(request, response, id, s.event().version(), s.event().details(), Map.of(), null);
                } else if (parts.length == 4 && parts[1].equals("rounds") && parts[3].equals("enter")) {
                    enter(request, response, s, (int) TournamentPages.parseId(parts[2]), null);
                } else if (parts.length == 4 && parts[1].equals("rounds") && parts[3].equals("explanation")) {
                    explanation(request, response, s, (int) TournamentPages.parseId(parts[2]));
                } else {
                    throw new NotFoundException("no such page");
                }
            }
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo();
        String ctx = request.getContextPath();
        Actor actor = actor(request);
        if (info == null || info.equals("/")) {
            try {
                Snapshot s = service.create(details(request), actor);
                response.sendRedirect(ctx + "/arbiter/tournaments/" + s.event().id());
            } catch (ValidationException e) {
                settingsForm(request, response, null, null, sent(request), e.fieldErrors(), null);
            }
            return;
        }
        String[] parts = info.substring(1).split("/");
        long id;
        try {
            id = TournamentPages.parseId(parts[0]);
        } catch (NotFoundException e) {
            Html.page(request, response, 404, "Not found", "<p>" + Html.esc(e.getMessage()) + "</p>");
            return;
        }
        if (parts.length == 4 && parts[1].equals("rounds") && parts[3].equals("results")) {
            result(request, response, id, (int) TournamentPages.parseId(parts[2]), actor);
            return;
        }
        if ("settings".equals(request.getParameter("action"))) {
            long version = TournamentPages.intParam(request, "version", -1);
            try {
                EventDetails wanted = details(request);
                Snapshot now = service.snapshot(id, true);
                String before = now.event().details().scoring();
                if (!"true".equals(request.getParameter("scoringConfirmed")) && wanted.scoring() != null
                        && before != null && !wanted.scoring().strip().equals(before.strip())
                        && now.rounds().stream().anyMatch(EventRound::hasGameResults)) {
                    settingsForm(request, response, id, version, sent(request), Map.of(), "Results are already entered "
                            + "and scored " + before + ". Scoring " + wanted.scoring().strip() + " gives every player a new "
                            + "score and changes the standings and tie-breaks. Save again to change it.", true);
                    return;
                }
                service.correct(id, version, wanted, actor);
                response.sendRedirect(ctx + "/arbiter/tournaments/" + id);
            } catch (ValidationException e) {
                settingsForm(request, response, id, version, sent(request), e.fieldErrors(), null);
            } catch (ConflictException e) {
                settingsForm(request, response, id, e.currentVersion(), sent(request), Map.of(), e.getMessage()
                        + " The form shows what you entered; saving again replaces the other change.");
            } catch (ForbiddenException | NotFoundException e) {
                Html.page(request, response, 403, "Not allowed", "<p>" + Html.esc(e.getMessage()) + "</p>");
            }
            return;
        }
        String message = null;
        boolean notice = false;
        try {
            String action = request.getParameter("action");
            switch (action == null ? "" : action) {
                case "enter" -> service.enter(id, TournamentPages.parseId(request.getParameter("playerId")), actor);
                case "withdraw" -> {
                    Entry withdrawn = service.withdraw(id, TournamentPages.parseId(request.getParameter("entryId")),
                            roundNumber(request.getParameter("fromRound")), actor);
                    message = withdrawn.withdrawnFrom() == null ? withdrawn.startNumber() + " " + withdrawn.name()
                            + " plays again." : withdrawn.startNumber() + " " + withdrawn.name() + " is withdrawn from round "
                            + withdrawn.withdrawnFrom() + ": not paired from then on, shown as withdrawn in the standings.";
                    notice = true;
                }
                case "pairNext", "pairAll" -> {
                    EventStatus before = service.snapshot(id, true).event().status();
                    if ("pairAll".equals(action)) {
                        service.pairAll(id, actor);
                    } else {
                        service.pairNext(id, actor);
                    }
                    Snapshot after = service.snapshot(id, true);
                    if (after.event().status() != before) {
                        message = "Round " + after.rounds().size() + " is paired. The tournament is now "
                                + after.event().status().name().toLowerCase() + " (it was "
                                + before.name().toLowerCase() + ").";
                        notice = true;
                    }
                }
                case "publish" -> service.publish(id, TournamentPages.intParam(request, "round", 0), true, actor);
                case "unpair" -> service.unpair(id, TournamentPages.intParam(request, "round", 0), actor);
                case "status" -> service.changeStatus(id, status(String.valueOf(request.getParameter("status"))), actor);
                case "pairByHand" -> service.pairByHand(id, boards(request.getParameter("boards")), actor);
                case "repair" -> service.repair(id, TournamentPages.intParam(request, "round", 0),
                        boards(request.getParameter("boards")), actor);
                case "bye" -> {
                    Snapshot s = service.snapshot(id, true);
                    Entry a = s.event().entryByNumber(TournamentPages.intParam(request, "player", 0))
                            .orElseThrow(() -> new ValidationException("player", "no player has that start number"));
                    int round = TournamentPages.intParam(request, "round", 0);
                    if ("cancel".equals(request.getParameter("kind"))) {
                        service.cancelBye(id, a.id(), round, actor);
                    } else {
                        service.requestBye(id, a.id(), round, request.getParameter("kind"), actor);
                    }
                }
                case "forbid" -> {
                    Snapshot s = service.snapshot(id, true);
                    Entry a = s.event().entryByNumber(TournamentPages.intParam(request, "a", 0))
                            .orElseThrow(() -> new ValidationException("a", "no player has that start number"));
                    Entry c = s.event().entryByNumber(TournamentPages.intParam(request, "b", 0))
                            .orElseThrow(() -> new ValidationException("b", "no player has that start number"));
                    service.forbid(id, a.id(), c.id(), request.getParameter("reason"), actor);
                }
                case "game" -> {
                    int round = TournamentPages.intParam(request, "round", 0);
                    int board = TournamentPages.intParam(request, "board", 0);
                    String v = request.getParameter("v" + board);
                    if (blank(v)) {
                        throw new ValidationException("board", "no board " + board + " in round " + round);
                    }
                    // the verdict (and a flag) shows in the recent changes of the page we go back to
                    results.attachGame(id, round, board, Long.parseLong(v.strip()), request.getParameter("pdn"), actor);
                }
                default -> message = "Unknown action.";
            }
        } catch (ValidationException e) {
            message = String.join("; ", e.fieldErrors().values());
        } catch (ConflictException | ForbiddenException | NotFoundException | IllegalArgumentException e) {
            message = e.getMessage();
        }
        if (message == null) {
            response.sendRedirect(ctx + "/arbiter/tournaments/" + id);
        } else {
            manage(request, response, service.snapshot(id, true), message, notice);
        }
    }

    /** A round number typed by the arbiter: empty means none; anything else that is not a number is refused. */
    static Integer roundNumber(String text) {
        if (blank(text)) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("fromRound", "'" + text.strip() + "' is not a round number: type a round "
                    + "number (1, 2, ...), or leave it empty to let the player play again");
        }
    }

    /** Saves one result; answers JSON to the page's script, or redirects back to the form without script. */
    private void result(HttpServletRequest request, HttpServletResponse response, long id, int round, Actor actor)
            throws IOException {
        boolean json = String.valueOf(request.getHeader("Accept")).contains("application/json");
        int board = TournamentPages.intParam(request, "board", 0);
        String version = request.getParameter("version");
        if (blank(version)) {
            version = request.getParameter("v" + board);
        }
        int status;
        String body;
        String message;
        try {
            Pairing p = results.record(id, round, board, Long.parseLong(String.valueOf(version).strip()),
                    request.getParameter("result"), "true".equals(request.getParameter("replace")), actor);
            status = 200;
            message = "Board " + board + ": " + p.result().label();
            body = "{\"board\":" + board + ",\"result\":" + quote(p.result().label()) + ",\"version\":" + p.version() + "}";
        } catch (ValidationException e) {
            status = 400;
            message = String.join("; ", e.fieldErrors().values());
            body = "{\"message\":" + quote(message) + "}";
        } catch (ReplaceNeedsConfirmation e) {
            status = 409;
            message = e.getMessage() + " Press Enter to replace it, Esc to keep it.";
            body = "{\"message\":" + quote(message) + ",\"confirm\":true,\"entered\":" + quote(e.entered())
                    + ",\"requested\":" + quote(e.requested()) + ",\"version\":" + e.version() + "}";
        } catch (ConflictException e) {
            status = 409;
            message = e.getMessage();
            body = "{\"message\":" + quote(message) + ",\"version\":" + e.currentVersion() + "}";
        } catch (jakarta.persistence.OptimisticLockException e) {
            status = 409;
            message = "board " + board + " was changed by someone else at the same time; reload and check";
            body = "{\"message\":" + quote(message) + "}";
        } catch (NotFoundException | ForbiddenException | NumberFormatException e) {
            status = e instanceof ForbiddenException ? 403 : 404;
            message = e instanceof NumberFormatException ? "no board " + board : e.getMessage();
            body = "{\"message\":" + quote(message) + "}";
        }
        if (json) {
            response.setStatus(status);
            response.setContentType("application/json;charset=UTF-8");
            response.setHeader("Cache-Control", "no-store");
            response.getWriter().write(body);
        } else if (status == 200) {
            response.sendRedirect(request.getContextPath() + "/arbiter/tournaments/" + id + "/rounds/" + round
                    + "/enter?next=" + (board + 1));
        } else {
            enter(request, response, service.snapshot(id, true), round, message);
        }
    }

    private void enter(HttpServletRequest request, HttpServletResponse response, Snapshot s, int n, String message)
            throws IOException {
        EventRound r = s.round(n).orElseThrow(() -> new NotFoundException("no round " + n));
        String ctx = request.getContextPath();
        StringBuilder b = new StringBuilder();
        b.append("<p><a href=\"").append(ctx).append("/arbiter/tournaments/").append(s.event().id()).append("\">")
                .append(Html.esc(s.event().name())).append("</a> · <a href=\"").append(ctx).append("/tournaments/")
                .append(s.event().id()).append("/crosstable\">crosstable</a></p>");
        if (!r.published()) {
            b.append("<p class=\"error\">This round is not published: publish it before entering results.</p>");
        }
        b.append("<p>Type the board number, Enter, the result, Enter. Results: <b>1</b> (1-0), <b>=</b> (draw), "
                + "<b>0</b> (0-1), <b>+</b> (white wins by forfeit), <b>-</b> (black wins by forfeit), <b>--</b> (double "
                + "forfeit), <b>u</b> (unplayed); byes: <b>full</b>, <b>half</b>, <b>zero</b>.</p>");
        b.append("<form id=\"entry\" method=\"post\" action=\"").append(ctx).append("/arbiter/tournaments/")
                .append(s.event().id()).append("/rounds/").append(n).append("/results\" data-boards=\"")
                .append(r.boards().size()).append("\">").append(Html.csrfField(request));
        for (Pairing p : r.boards()) {
            b.append("<input type=\"hidden\" name=\"v").append(p.board()).append("\" value=\"").append(p.version()).append("\">");
        }
        int next = TournamentPages.intParam(request, "next", 1);
        b.append("<label>Board <input id=\"board\" name=\"board\" size=\"4\" inputmode=\"numeric\" autocomplete=\"off\" autofocus value=\"")
                .append(next <= r.boards().size() ? next : "").append("\"></label> ")
                .append("<label>Result <input id=\"result\" name=\"result\" size=\"6\" autocomplete=\"off\"></label> ")
                .append("<label><input type=\"checkbox\" id=\"replace\" name=\"replace\" value=\"true\"> replace a result "
                        + "already entered</label> ")
                .append("<button type=\"submit\">Save</button> <span id=\"status\" role=\"status\"");
        b.append(message == null ? ">" : " class=\"error\">" + Html.esc(message)).append("</span></form>");
        b.append("<table id=\"boards\"><tr><th>Board</th><th>White</th><th>Result</th><th>Black</th></tr>");
        for (Pairing p : r.boards()) {
            b.append("<tr id=\"b").append(p.board()).append("\" data-version=\"").append(p.version()).append("\"><td>")
                    .append(p.board()).append("</td><td>").append(p.white().startNumber()).append(". ")
                    .append(Html.esc(p.white().name())).append("</td><td class=\"res\">").append(Html.esc(p.result().label()))
                    .append("</td><td>").append(p.black() == null ? "" : p.black().startNumber() + ". " + Html.esc(p.black().name()))
                    .append("</td></tr>");
        }
        b.append("</table>");
        b.append("<h2>Attach a game</h2><form method=\"post\" action=\"").append(ctx).append("/arbiter/tournaments/")
                .append(s.event().id()).append("\">").append(Html.csrfField(request))
                .append("<input type=\"hidden\" name=\"action\" value=\"game\"><input type=\"hidden\" name=\"round\" value=\"")
                .append(n).append("\">");
        for (Pairing p : r.boards()) {
            b.append("<input type=\"hidden\" name=\"v").append(p.board()).append("\" value=\"").append(p.version()).append("\">");
        }
        b.append("<label>Board <input name=\"board\" size=\"4\"></label><label>PDN <textarea name=\"pdn\" rows=\"6\" cols=\"70\">"
                + "</textarea></label><button type=\"submit\">Attach and verify</button></form>");
        b.append("<script src=\"").append(ctx).append("/tournaments/results.js\"></script>");
        Html.page(request, response, message == null ? 200 : 409, "Results: round " + n, b.toString());
    }

    /** Why a Swiss round is paired as it is: brackets, floats, each board's colour rule, the bye, warnings. */
    private void explanation(HttpServletRequest request, HttpServletResponse response, Snapshot s, int n) throws IOException {
        String ctx = request.getContextPath();
        String back = ctx + "/arbiter/tournaments/" + s.event().id();
        RoundExplanation x;
        try {
            x = service.explain(s.event().id(), n);
        } catch (ValidationException e) {
            Html.page(request, response, 400, "Why this pairing?", "<p><a href=\"" + back + "\">" + Html.esc(s.event().name())
                    + "</a></p><p class=\"error\">" + Html.esc(String.join("; ", e.fieldErrors().values())) + "</p>");
            return;
        }
        Map<Integer, String> names = new java.util.HashMap<>();
        s.event().entries().forEach(en -> names.put(en.startNumber(), en.startNumber() + ". " + en.name()));
        java.util.function.IntFunction<String> who = id -> Html.esc(names.getOrDefault(id, Integer.toString(id)));
        StringBuilder b = new StringBuilder();
        b.append("<p><a href=\"").append(back).append("\">").append(Html.esc(s.event().name())).append("</a> · <a href=\"")
                .append(ctx).append("/tournaments/").append(s.event().id()).append("/rounds/").append(n)
                .append("\">Round ").append(n).append("</a> · round ").append(n).append(" of ").append(x.plannedRounds())
                .append(" · initial colour ").append(x.initialColour().name().toLowerCase()).append("</p>");
        if (!x.warnings().isEmpty()) {
            b.append("<h2>Warnings</h2><ul class=\"error\">");
            x.warnings().forEach(w -> b.append("<li>").append(Html.esc(w)).append("</li>"));
            b.append("</ul>");
        }
        b.append("<h2>Score brackets</h2><table><tr><th>Score</th><th>Players (pairing order)</th><th>Floating down</th>"
                + "<th>Floating up</th></tr>");
        for (RoundExplanation.Bracket br : x.brackets()) {
            b.append("<tr><td>").append(RoundExplanation.points(br.score())).append("</td><td>")
                    .append(Html.esc(join(br.players()))).append("</td><td>").append(Html.esc(join(br.movedDown())))
                    .append("</td><td>").append(Html.esc(join(br.movedUp()))).append("</td></tr>");
        }
        b.append("</table>");
        if (!x.notPaired().isEmpty()) {
            b.append("<p>Not paired (withdrawn, absent or a bye asked for): ").append(Html.esc(join(x.notPaired()))).append("</p>");
        }
        b.append("<h2>Floats</h2>");
        if (x.floats().isEmpty()) {
            b.append("<p>None: every player meets his own score.</p>");
        } else {
            b.append("<ul>");
            for (RoundExplanation.Float f : x.floats()) {
                b.append("<li>").append(who.apply(f.player())).append(" floats ").append(f.direction().name().toLowerCase())
                        .append(" from ").append(RoundExplanation.points(f.fromScore())).append(" to ")
                        .append(RoundExplanation.points(f.toScore())).append(" (board ").append(f.board()).append(", against ")
                        .append(who.apply(f.opponent())).append(")")
                        .append(f.repeated().isEmpty() ? "" : " — also in round " + Html.esc(join(f.repeated())))
                        .append("</li>");
            }
            b.append("</ul>");
        }
        b.append("<h2>Colours</h2><table><tr><th>Board</th><th>White</th><th>Black</th><th>Rule (C.04.3)</th><th>Why</th></tr>");
        for (RoundExplanation.BoardColours c : x.boards()) {
            b.append("<tr><td>").append(c.board()).append("</td><td>").append(who.apply(c.white())).append(" (")
                    .append(RoundExplanation.points(c.whiteScore())).append(")</td><td>").append(who.apply(c.black())).append(" (")
                    .append(RoundExplanation.points(c.blackScore())).append(")</td><td>").append(c.rule().article()).append(' ')
                    .append(Html.esc(c.rule().summary())).append("</td><td")
                    .append(c.followsRule() ? ">" : " class=\"error\">not followed: ").append(Html.esc(c.reason()))
                    .append("</td></tr>");
        }
        b.append("</table>");
        x.bye().ifPresent(y -> b.append("<h2>Bye</h2><p>").append(who.apply(y.player())).append(" (")
                .append(RoundExplanation.points(y.score())).append("): ").append(Html.esc(y.reason())).append("</p>"));
        b.append("<details><summary>As text</summary><pre>").append(Html.esc(String.join("\n", x.lines()))).append("</pre></details>");
        Html.page(request, response, 200, "Why this pairing? Round " + n, b.toString());
    }

    private static String join(java.util.List<Integer> xs) {
        return xs.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
    }

    private void manage(HttpServletRequest request, HttpServletResponse response, Snapshot s, String message) throws IOException {
        manage(request, response, s, message, false);
    }

    /** The manage page; {@code message} is an error, or with {@code notice} what was just done. */
    private void manage(HttpServletRequest request, HttpServletResponse response, Snapshot s, String message,
                        boolean notice) throws IOException {
        TournamentEvent e = s.event();
        String ctx = request.getContextPath();
        String post = ctx + "/arbiter/tournaments/" + e.id();
        StringBuilder b = new StringBuilder();
        if (message != null) {
            b.append(notice ? "<p class=\"ok\" role=\"status\">" : "<p class=\"error\" role=\"alert\">").append(Html.esc(message))
                    .append("</p>");
        }
        b.append("<p><a href=\"").append(ctx).append("/tournaments/").append(e.id()).append("\">Public page</a> · <a href=\"")
                .append(post).append("/settings\">Settings</a> · ")
                .append(Html.esc(e.system().label())).append(" · ").append(e.plannedRounds()).append(" rounds · status ")
                .append(e.status().name().toLowerCase()).append("</p>");
        b.append(form(request, post, "status", "<select name=\"status\">" + options(EventStatus.values(), e.status())
                + "</select>", "Change status"));
        b.append("<h2>Players</h2><table><tr><th>No</th><th>Name</th><th>Rating</th><th>Withdraw from round</th></tr>");
        for (Entry x : e.entries()) {
            b.append(x.withdrawnFrom() == null ? "<tr><td>" : "<tr class=\"withdrawn\"><td>").append(x.startNumber())
                    .append("</td><td>").append(Html.esc(x.name()))
                    .append(x.withdrawnFrom() == null ? "" : " <em>(withdrawn from round " + x.withdrawnFrom() + ")</em>")
                    .append("</td><td>").append(Html.esc(x.rating())).append("</td><td>")
                    .append(form(request, post, "withdraw", "<input type=\"hidden\" name=\"entryId\" value=\"" + x.id()
                            + "\"><input name=\"fromRound\" size=\"3\" value=\"" + Html.esc(x.withdrawnFrom()) + "\">", "Save"))
                    .append("</td></tr>");
        }
        b.append("</table>");
        StringBuilder select = new StringBuilder("<select name=\"playerId\">");
        for (Player p : players.list("", 0, PlayerService.MAX_PAGE_SIZE).players()) {
            if (e.entry(p.id()).isEmpty()) {
                select.append("<option value=\"").append(p.id()).append("\">").append(Html.esc(p.name())).append(" (")
                        .append(Html.esc(p.details().rating())).append(")</option>");
            }
        }
        select.append("</select>");
        b.append(form(request, post, "enter", select.toString(), "Enter the player"));
        b.append("<h2>Rounds</h2>");
        b.append(form(request, post, "pairNext", "", e.system() == EventSystem.SWISS
                ? "Pair next round (FIDE Dutch system)" : "Pair the next round"));
        if (e.system() == EventSystem.SWISS) {
            b.append("<p>Initial colour: ").append(e.initialColour().map(c -> c.name().toLowerCase()
                            + (e.initialColourChosen() ? " (chosen by the arbiter)" : ""))
                    .orElse("not drawn yet (drawn by lot when round 1 is paired)")).append(" · acceleration: ")
                    .append(Html.esc(e.acceleration().text())).append("</p>");
        }
        b.append("<details><summary>Pair the next round by hand</summary>").append(form(request, post, "pairByHand",
                "<br><textarea name=\"boards\" rows=\"8\" cols=\"30\" placeholder=\"1 2&#10;3 4&#10;5 bye half\"></textarea><br>"
                        + "One board a line: white and black start numbers, or a start number and <i>bye full|half|zero|pairing</i>.<br>",
                "Pair by hand")).append("</details>");
        if (e.system().roundRobin() || e.system() == EventSystem.MATCH) {
            b.append(form(request, post, "pairAll", "", "Pair all rounds"));
        }
        b.append("<table><tr><th>Round</th><th>State</th><th></th></tr>");
        for (EventRound r : s.rounds()) {
            b.append("<tr><td><a href=\"").append(ctx).append("/tournaments/").append(e.id()).append("/rounds/")
                    .append(r.number()).append("\">Round ").append(r.number()).append("</a></td><td>")
                    .append(r.published() ? (r.complete() ? "complete" : "published") : "draft").append("</td><td>");
            if (!r.published()) {
                b.append(form(request, post, "publish", "<input type=\"hidden\" name=\"round\" value=\"" + r.number() + "\">", "Publish round " + r.number()));
            } else {
                b.append("<a href=\"").append(post).append("/rounds/").append(r.number()).append("/enter\">Enter results</a>");
            }
            if (e.system() == EventSystem.SWISS) {
                b.append(" · <a href=\"").append(post).append("/rounds/").append(r.number())
                        .append("/explanation\">Why this pairing?</a>");
            }
            b.append("</td></tr>");
        }
        b.append("</table>");
        if (!s.rounds().isEmpty()) {
            EventRound last = s.rounds().get(s.rounds().size() - 1);
            StringBuilder current = new StringBuilder();
            last.boards().forEach(p -> current.append(p.white().startNumber()).append(' ')
                    .append(p.black() == null ? "bye " + p.result().name().toLowerCase().replace("_bye", "") : p.black().startNumber())
                    .append('\n'));
            b.append("<details><summary>Change the pairings of round ").append(last.number()).append(" (before results)</summary>")
                    .append(form(request, post, "repair", "<input type=\"hidden\" name=\"round\" value=\"" + last.number()
                            + "\"><br><textarea name=\"boards\" rows=\"8\" cols=\"30\">" + Html.esc(current) + "</textarea><br>",
                            "Save the pairings")).append("</details>");
        }
        if (e.system() == EventSystem.SWISS) {
            b.append("<h2>Byes asked for</h2><ul>");
            e.byeRequests().forEach(y -> b.append("<li>Round ").append(y.round()).append(": ").append(y.entry().startNumber())
                    .append(" ").append(Html.esc(y.entry().name())).append(", ").append(y.kind().text()).append("-point bye</li>"));
            b.append("</ul>").append(form(request, post, "bye", "<input name=\"player\" size=\"3\" placeholder=\"No\"> "
                    + "round <input name=\"round\" size=\"3\" value=\"" + (s.rounds().size() + 1) + "\"> <select name=\"kind\">"
                    + "<option value=\"half\">half point</option><option value=\"zero\">zero point</option>"
                    + "<option value=\"full\">full point</option><option value=\"cancel\">take back</option></select>",
                    "Save the bye"));
        }
        b.append("<h2>Forbidden pairs</h2><ul>");
        e.forbiddenPairs().forEach(f -> b.append("<li>").append(f.first().startNumber()).append(" ").append(Html.esc(f.first().name()))
                .append(" / ").append(f.second().startNumber()).append(" ").append(Html.esc(f.second().name()))
                .append(f.reason() == null ? "" : " (" + Html.esc(f.reason()) + ")").append("</li>"));
        b.append("</ul>").append(form(request, post, "forbid", "<input name=\"a\" size=\"3\" placeholder=\"No\"> "
                + "<input name=\"b\" size=\"3\" placeholder=\"No\"> <input name=\"reason\" placeholder=\"same club\">", "Forbid"));
        b.append("<h2>Recent changes</h2><table><tr><th>When</th><th>Who</th><th>What</th><th>Round</th><th>Board</th><th>Old</th><th>New</th></tr>");
        for (AuditEntry a : service.auditTrail(e.id(), 30)) {
            b.append("<tr><td>").append(a.at().toString(), 0, 19).append("</td><td>").append(Html.esc(a.actor()))
                    .append("</td><td>").append(Html.esc(a.action())).append("</td><td>").append(Html.esc(a.round()))
                    .append("</td><td>").append(Html.esc(a.board())).append("</td><td>").append(Html.esc(a.oldValue()))
                    .append("</td><td>").append(Html.esc(a.newValue())).append("</td></tr>");
        }
        b.append("</table>");
        Html.page(request, response, message == null ? 200 : 400, "Manage: " + e.name(), b.toString());
    }

    /** Boards typed one a line: {@code 1 2} (white, black) or {@code 5 bye half}. */
    static java.util.List<TournamentService.ManualBoard> boards(String text) {
        java.util.List<TournamentService.ManualBoard> out = new java.util.ArrayList<>();
        int line = 0;
        for (String raw : (text == null ? "" : text).split("\\R")) {
            line++;
            String[] f = raw.strip().split("[\\s\\-–]+");
            if (raw.isBlank()) {
                continue;
            }
            try {
                int white = Integer.parseInt(f[0]);
                if (f.length >= 2 && f[1].equalsIgnoreCase("bye")) {
                    out.add(new TournamentService.ManualBoard(white, null, f.length >= 3 ? f[2] : "zero"));
                } else if (f.length == 2) {
                    out.add(new TournamentService.ManualBoard(white, Integer.parseInt(f[1]), null));
                } else {
                    throw new NumberFormatException();
                }
            } catch (NumberFormatException e) {
                throw new ValidationException("boards", "line " + line + " '" + raw.strip()
                        + "': write white and black start numbers (1 2) or a bye (5 bye half)");
            }
        }
        return out;
    }

    private static String form(HttpServletRequest request, String action, String name, String fields, String button) {
        return "<form class=\"inline\" method=\"post\" action=\"" + action + "\">" + Html.csrfField(request)
                + "<input type=\"hidden\" name=\"action\" value=\"" + name + "\">" + fields
                + " <button type=\"submit\">" + Html.esc(button) + "</button></form> ";
    }

    private static <E extends Enum<E>> String options(E[] values, E selected) {
        StringBuilder b = new StringBuilder();
        for (E v : values) {
            String text = v instanceof EventSystem system ? system.label() : v.name().toLowerCase().replace('_', ' ');
            b.append("<option value=\"").append(v.name()).append("\"").append(v == selected ? " selected" : "").append(">")
                    .append(Html.esc(text)).append("</option>");
        }
        return b.toString();
    }

    private static final EventDetails NEW_EVENT = new EventDetails(null, null, null, null, "turkish",
            EventSystem.ROUND_ROBIN, 0, false, "2-1-0", "turkish", null, null, EventStatus.PLANNED, true);

    /** The settings form: a new tournament (id null) or the settings of an existing one. */
    private void settingsForm(HttpServletRequest request, HttpServletResponse response, Long id, Long version,
                              EventDetails d, Map<String, String> errors, String message) throws IOException {
        settingsForm(request, response, id, version, d, errors, message, false);
    }

    /** The words an arbiter reads for the settings' fields (the API's names are for programs). */
    private static final Map<String, String> FIELD_LABELS = Map.ofEntries(Map.entry("name", "Name"),
            Map.entry("place", "Place"), Map.entry("startDate", "Start date"), Map.entry("endDate", "End date"),
            Map.entry("variant", "Variant"), Map.entry("system", "System"), Map.entry("rounds", "Rounds"),
            Map.entry("scoring", "Scoring"), Map.entry("tieBreaks", "Tie-breaks"), Map.entry("timeControl", "Time control"),
            Map.entry("arbiters", "Arbiters"), Map.entry("status", "Status"), Map.entry("acceleration", "Acceleration"),
            Map.entry("initialColour", "Initial colour"), Map.entry("swapLastTwo", "Swap the last two rounds"));

    /**
     * The settings form; {@code confirmScoring}: the message warns that the scoring changes after results were
     * entered, and saving again confirms it.
     */
    private void settingsForm(HttpServletRequest request, HttpServletResponse response, Long id, Long version,
                              EventDetails d, Map<String, String> errors, String message, boolean confirmScoring)
            throws IOException {
        StringBuilder b = new StringBuilder();
        if (message != null) {
            b.append(confirmScoring ? "<p class=\"warning\" role=\"alert\">" : "<p class=\"error\">")
                    .append(Html.esc(message)).append("</p>");
        }
        if (!errors.isEmpty()) {
            b.append("<p class=\"error\">Please correct: ");
            errors.forEach((k, v) -> b.append(Html.esc(FIELD_LABELS.getOrDefault(k, k))).append(" ").append(Html.esc(v))
                    .append(". "));
            b.append("</p>");
        }
        b.append("<form method=\"post\" action=\"").append(request.getContextPath()).append("/arbiter/tournaments")
                .append(id == null ? "" : "/" + id).append("\">").append(Html.csrfField(request));
        if (id != null) {
            b.append("<input type=\"hidden\" name=\"action\" value=\"settings\"><input type=\"hidden\" name=\"version\" value=\"")
                    .append(version).append("\">");
        }
        if (confirmScoring) {
            b.append("<input type=\"hidden\" name=\"scoringConfirmed\" value=\"true\">");
        }
        field(b, "Name", "name", d.name(), "required maxlength=\"200\"");
        field(b, "Place", "place", d.place(), "maxlength=\"200\"");
        field(b, "Start date", "startDate", d.startDate(), "type=\"date\"");
        field(b, "End date", "endDate", d.endDate(), "type=\"date\"");
        b.append("<label>Variant <select name=\"variant\">");
        for (String v : Variant.ids()) {
            b.append("<option").append(v.equals(d.variant()) ? " selected" : "").append(">").append(Html.esc(v)).append("</option>");
        }
        b.append("</select></label><label>System <select name=\"system\">").append(options(EventSystem.values(), d.system()))
                .append("</select></label>");
        field(b, "Rounds (0 = as the round robin needs; games of a match)", "rounds", d.rounds(), "type=\"number\" min=\"0\"");
        b.append("<label><input type=\"checkbox\" name=\"swapLastTwo\" value=\"true\"")
                .append(Boolean.TRUE.equals(d.swapLastTwo()) ? " checked" : "")
                .append("> Double round robin: swap the last two rounds of the first cycle</label>");
        field(b, "Scoring (2-1-0, 1-0.5-0 or custom)", "scoring", d.scoring(), "");
        String acceleration = d.acceleration() == null ? "none" : d.acceleration();
        b.append("<label>Acceleration (Swiss) <select name=\"acceleration\">");
        for (Acceleration a : Acceleration.values()) {
            b.append("<option value=\"").append(a.text()).append("\"").append(a.text().equals(acceleration) ? " selected" : "")
                    .append(">").append(a == Acceleration.BAKU ? "Baku (C.04.5.1)" : "none").append("</option>");
        }
        b.append("</select></label>");
        String initialColour = d.initialColour() == null ? "lot" : d.initialColour();
        b.append("<label>Initial colour (Swiss) <select name=\"initialColour\">");
        for (String c : EventDetails.INITIAL_COLOURS) {
            b.append("<option value=\"").append(c).append("\"").append(c.equals(initialColour) ? " selected" : "")
                    .append(">").append(c.equals("lot") ? "by lot" : c).append("</option>");
        }
        b.append("</select></label>");
        b.append("<label>Tie-breaks <input name=\"tieBreaks\" value=\"").append(Html.esc(d.tieBreaks()))
                .append("\" list=\"presets\"><datalist id=\"presets\">");
        for (String[] p : TieBreakPresets.presets()) {
            b.append("<option value=\"").append(p[0]).append("\">").append(p[1]).append("</option>");
        }
        b.append("</datalist></label>");
        field(b, "Time control", "timeControl", d.timeControl(), "maxlength=\"100\"");
        field(b, "Arbiters (user names, comma-separated; empty: every arbiter)", "arbiters", d.arbiters(), "maxlength=\"400\"");
        if (id != null) {
            b.append("<label>Status <select name=\"status\">").append(options(EventStatus.values(), d.status())).append("</select></label>");
        }
        b.append("<label><input type=\"checkbox\" name=\"publicEvent\" value=\"true\"")
                .append(Boolean.FALSE.equals(d.publicEvent()) ? "" : " checked").append("> Public</label>")
                .append("<button type=\"submit\">").append(id == null ? "Create" : "Save").append("</button></form>");
        Html.page(request, response, errors.isEmpty() && message == null ? 200 : 400,
                id == null ? "Create a tournament" : "Settings: " + d.name(), b.toString());
    }

    private static void field(StringBuilder b, String label, String name, Object value, String attributes) {
        b.append("<label>").append(label).append(" <input name=\"").append(name).append("\" value=\"").append(Html.esc(value))
                .append("\" ").append(attributes).append("></label>");
    }

    /** What the settings form sent, as far as it can be read (for showing it again with the errors). */
    private static EventDetails sent(HttpServletRequest r) {
        try {
            return details(r);
        } catch (ValidationException e) {
            return new EventDetails(r.getParameter("name"), r.getParameter("place"), null, null, r.getParameter("variant"),
                    EventSystem.ROUND_ROBIN, 0, false, r.getParameter("scoring"), r.getParameter("tieBreaks"),
                    r.getParameter("timeControl"), r.getParameter("arbiters"), EventStatus.PLANNED, true,
                    r.getParameter("acceleration"), r.getParameter("initialColour"));
        }
    }

    private static EventDetails details(HttpServletRequest r) {
        Integer rounds;
        try {
            rounds = blank(r.getParameter("rounds")) ? 0 : Integer.valueOf(r.getParameter("rounds").strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("rounds", "must be a whole number");
        }
        EventSystem system;
        try {
            system = EventSystem.valueOf(r.getParameter("system"));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new ValidationException("system", "must be one of ROUND_ROBIN, DOUBLE_ROUND_ROBIN, MATCH, SWISS");
        }
        return new EventDetails(r.getParameter("name"), r.getParameter("place"), date(r, "startDate"), date(r, "endDate"),
                r.getParameter("variant"), system, rounds, "true".equals(r.getParameter("swapLastTwo")),
                r.getParameter("scoring"), r.getParameter("tieBreaks"), r.getParameter("timeControl"),
                r.getParameter("arbiters"), blank(r.getParameter("status")) ? EventStatus.PLANNED : status(r.getParameter("status")),
                "true".equals(r.getParameter("publicEvent")), r.getParameter("acceleration"),
                r.getParameter("initialColour"));
    }

    private static EventStatus status(String text) {
        try {
            return EventStatus.valueOf(text.strip());
        } catch (IllegalArgumentException e) {
            throw new ValidationException("status", "must be PLANNED, RUNNING or FINISHED");
        }
    }

    private static LocalDate date(HttpServletRequest r, String name) {
        String v = r.getParameter(name);
        if (blank(v)) {
            return null;
        }
        try {
            return LocalDate.parse(v.strip());
        } catch (DateTimeParseException e) {
            throw new ValidationException(name, "must be a date YYYY-MM-DD");
        }
    }

    private static Actor actor(HttpServletRequest request) {
        return new Actor(request.getUserPrincipal() == null ? "anonymous" : request.getUserPrincipal().getName(),
                request.isUserInRole(Role.ADMIN_NAME));
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : (s == null ? "" : s).toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&') {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
