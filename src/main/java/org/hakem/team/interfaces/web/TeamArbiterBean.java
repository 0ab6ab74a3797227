package org.hakem.team.interfaces.web;

import org.hakem.event.interfaces.web.OfficialsForm;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.team.application.TeamResultService;
import org.hakem.team.application.RosterBatch;
import org.hakem.team.application.TeamService;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;
import org.hakem.team.domain.TeamSystem;
import org.hakem.team.interfaces.TeamTexts;
import org.hakem.event.application.Actor;
import org.hakem.event.domain.BoardResult;
import org.hakem.platform.web.Page;

/**
 * The arbiter's pages of team events: {@code /arbiter/teams/new} (the form; it posts to {@code /arbiter/teams}), the
 * management page {@code /arbiter/teams/{id}} (every form posts there with an {@code action}: addTeam, addMember,
 * pairNext, publish) and a match {@code /arbiter/teams/{id}/rounds/{n}/matches/{m}} (actions lineup, results,
 * forfeit): line-ups chosen board by board from the rosters (a line-up not yet entered is offered in roster order, and
 * may be entered as soon as the round is paired), results typed from the keyboard read from the home player's side as
 * the match sheet the captains sign ({@code 1-0} the home player won, {@code =}, {@code 0-1}, {@code +}, {@code -}...).
 * A post that goes well comes back as a GET; one that is refused shows the page again with the reason and what the
 * arbiter chose, status 400 (409 for a conflict).
 */
@Named("teamArbiter")
@RequestScoped
public class TeamArbiterBean {

    /**
     * A board of the match page: who sits there (the name, or the words "line-up missing" while that team's line-up is
     * not in), the result read from the home player's side, whether nobody sits there, the version to send back.
     */
    public record BoardRow(int board, String homeColour, Long homeMember, Long awayMember, String home, String away,
                           String result, boolean noPlayers, long version) {
    }

    /** A member to choose in a line-up. */
    public record Choice(long id, String label) {
    }

    @Inject
    Page page;

    @Inject
    TeamService service;

    @Inject
    TeamResultService results;

    @Inject
    PlayerService players;

    @Inject
    org.hakem.team.application.TeamImport importer;

    private TeamTexts texts;
    private TeamSnapshot snapshot;
    private String message;
    private long id;
    /** The team and the players (by board, null: empty) of a line-up the server refused, shown again as chosen. */
    private Long refusedTeam;
    private List<Long> refusedPlayers = List.of();

    private TeamTexts texts() {
        if (texts == null) {
            texts = TeamTexts.of(page.locale());
        }
        return texts;
    }

    private Actor actor() {
        return new Actor(page.user() == null ? "anonymous" : page.user(), page.isAdmin());
    }

    private static long number(String text) {
        try {
            return Long.parseLong(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
    }

    /** The view action of the form that creates an event. */
    public void create() {
        if (!page.requireArbiter()) {
            return;
        }
        if (!page.isPost()) {
            return;
        }
        try {
            if ("import".equals(page.param("action"))) {
                Integer boards = whole("boards");
                long made = importer.importPdn(page.param("pdn"), page.text("variant"), boards == null ? 0 : boards,
                        page.text("name"), actor()).event().id();
                page.redirect("/teams/" + made);
                return;
            }
            TeamEventDetails d = new TeamEventDetails(page.text("name"), page.text("place"), date(page.text("startDate")),
                    null, page.text("variant"), enumOf(TeamSystem.class, page.text("system")),
                    whole("rounds"), whole("boards"), whole("reserves"), enumOf(PrimaryScore.class, page.text("primaryScore")),
                    page.text("matchPoints"), page.text("gamePoints"),
                    enumOf(org.hakem.crosstable.team.BoardColours.class, page.text("colourRule")),
                    enumOf(org.hakem.pairing.team.ColourPreferenceType.class, page.text("colourPreferences")), null, null,
                    null, true, page.text("tieBreakRules"));
            long created = service.create(d, actor()).event().id();
            page.redirect("/arbiter/teams/" + created);
        } catch (ValidationException | org.hakem.platform.ForbiddenException e) {
            message = page.say(e);
            page.status(status(e));
        }
    }

    private Integer whole(String name) {
        String t = page.text(name);
        if (t == null || t.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(t.strip());
        } catch (NumberFormatException e) {
            throw new ValidationException(name, Problem.of("field.whole-number"));
        }
    }

    private static LocalDate date(String t) {
        try {
            return t == null || t.isBlank() ? null : LocalDate.parse(t.strip());
        } catch (RuntimeException e) {
            throw new ValidationException("startDate", Problem.of("team.date.format"));
        }
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, String t) {
        try {
            return t == null || t.isBlank() ? null : Enum.valueOf(type, t.strip());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The view action of the management page. */
    public void manage() {
        if (!page.requireArbiter()) {
            return;
        }
        id = number(page.pathParam("id"));
        if (page.isPost()) {
            try {
                Actor actor = actor();
                switch (String.valueOf(page.param("action"))) {
                    case "addTeam" -> service.addTeam(id, page.text("name"), page.text("club"), page.text("federation"), actor);
                    case "addMember" -> service.addMember(id, number(page.param("team")), player(page.text("player")), actor);
                    case "addMembers" -> {
                        addMembers(actor);
                        snapshot = service.snapshot(id, true);
                        return;
                    }
                    case "pairNext" -> service.pairNext(id, actor);
                    case "publish" -> service.publish(id, (int) number(page.param("round")), true, actor);
                    case "unpair" -> service.unpair(id, (int) number(page.param("round")), actor);
                    case "officials" -> service.appointOfficials(id, OfficialsForm.read(page), actor);
                    case "arbiters" -> service.setArbiters(id, page.text("chief") == null || page.text("chief").isBlank()
                            ? null : page.text("chief"), page.text("arbiters") == null ? "" : page.text("arbiters"), actor);
                    case "tieBreakRules" -> service.correct(id, number(page.param("version")),
                            service.snapshot(id, true).event().details().withTieBreakRules(page.text("tieBreakRules")),
                            actor);
                    default -> throw new NotFoundException(Problem.of("page.not-found"));
                }
                page.redirect("/arbiter/teams/" + id);
                return;
            } catch (ValidationException | org.hakem.platform.ForbiddenException
                     | org.hakem.platform.ConflictException e) {
                message = page.say(e);
                page.status(status(e));
            }
        }
        snapshot = service.snapshot(id, true);
    }

    private RosterBatch rosterBatch;

    private long rosterBatchTeam;

    /**
     * A pasted list added to a team's roster at once, in board order (#33); the page then says line by line what was
     * added and what was not, under that team's form.
     */
    private void addMembers(Actor actor) {
        String pasted = page.param("lines");
        rosterBatchTeam = number(page.param("team"));
        rosterBatch = service.addMany(id, rosterBatchTeam,
                pasted == null ? List.of() : List.of(pasted.split("\\r?\\n|\\r", -1)), page.param("create") != null,
                actor);
    }

    /** What the last paste did to team {@code teamId}, line by line, in the page's language; empty otherwise. */
    public List<String> batchLines(long teamId) {
        return rosterBatch == null || rosterBatchTeam != teamId ? List.of()
                : rosterBatch.lines().stream().map(l -> l.message(page.locale())).toList();
    }

    /** A registered player by id or by a name that finds exactly one. */
    private long player(String text) {
        if (text == null || text.isBlank()) {
            throw new ValidationException("player", Problem.of("field.required"));
        }
        if (text.strip().matches("[0-9]{1,18}")) {
            return Long.parseLong(text.strip());
        }
        List<Player> found = players.list(text.strip(), 0, 2).players();
        if (found.size() != 1) {
            throw new ValidationException("player", Problem.of("team.player.ambiguous", text.strip(), found.size()));
        }
        return found.get(0).id();
    }

    /** The view action of a match's page. */
    public void match() {
        if (!page.requireArbiter()) {
            return;
        }
        id = number(page.pathParam("id"));
        int n = (int) number(page.pathParam("n"));
        int m = (int) number(page.pathParam("m"));
        if (page.isPost()) {
            try {
                Actor actor = actor();
                long version = number(page.param("version"));
                switch (String.valueOf(page.param("action"))) {
                    case "lineup" -> {
                        long team = number(page.param("team"));
                        List<Long> ids = new ArrayList<>();
                        String[] chosen = page.params("player");
                        for (String c : chosen == null ? new String[0] : chosen) {
                            ids.add(c == null || c.isBlank() ? null : number(c));
                        }
                        refusedTeam = team; // shown again as chosen if the server refuses it
                        refusedPlayers = new ArrayList<>(ids);
                        while (!ids.isEmpty() && ids.get(ids.size() - 1) == null) {
                            ids.remove(ids.size() - 1); // empty last boards
                        }
                        results.lineUp(id, n, m, team, version, ids, actor);
                    }
                    case "forfeit" -> results.forfeit(id, n, m, version, page.text("forfeit"), actor);
                    case "results" -> {
                        TeamMatch match = service.snapshot(id, true).round(n).flatMap(r -> r.match(m))
                                .orElseThrow(() -> new NotFoundException(Problem.of("team.match.not-found", id, n, m)));
                        for (MatchBoard b : match.boards()) {
                            String typed = page.text("result" + b.board());
                            if (typed == null) {
                                continue;
                            }
                            BoardResult wanted; // typed from the home player's side, as the match sheet reads
                            try {
                                wanted = BoardResult.parseGame(typed);
                            } catch (IllegalArgumentException e) {
                                throw new ValidationException("result", Problem.of("event.result.invalid", e.getMessage()));
                            }
                            if (wanted != b.homeView()) {
                                results.record(id, n, m, b.board(), number(page.param("version" + b.board())), wanted,
                                        true, actor);
                            }
                        }
                    }
                    default -> throw new NotFoundException(Problem.of("page.not-found"));
                }
                page.redirect("/arbiter/teams/" + id + "/rounds/" + n + "/matches/" + m);
                return;
            } catch (ValidationException | org.hakem.platform.ForbiddenException
                     | org.hakem.platform.ConflictException e) {
                message = page.say(e);
                page.status(status(e));
            }
        }
        snapshot = service.snapshot(id, true);
    }

    /** A refused change: 403 for an event that is not the user's (#30), 409 for a conflict, else 400. */
    private static int status(RuntimeException e) {
        return e instanceof org.hakem.platform.ForbiddenException ? 403
                : e instanceof org.hakem.platform.ConflictException ? 409 : 400;
    }

    public String getMessage() {
        return message;
    }

    /** The event's chief arbiter, blank when none (then admins only give it). */
    public String getChiefArbiter() {
        return snapshot.event().arbiterPanel().chief().orElse("");
    }

    /** The event's other arbiters, comma-separated. */
    public String getOtherArbiters() {
        return String.join(", ", snapshot.event().arbiterPanel().deputies());
    }

    public TeamSnapshot getSnapshot() {
        return snapshot;
    }

    public List<Team> getTeams() {
        return snapshot.event().teams();
    }

    /** The last round while no game of it has a result (its pairing may be deleted and paired again), else 0. */
    public int getUnpairableRound() {
        return snapshot.changeableLastRound().map(TeamRound::number).orElse(0);
    }

    public List<TeamRound> getRounds() {
        return snapshot.rounds();
    }

    public TeamMatch getMatch() {
        int n = (int) number(page.pathParam("n"));
        int m = (int) number(page.pathParam("m"));
        return snapshot.round(n).flatMap(r -> r.match(m))
                .orElseThrow(() -> new NotFoundException(Problem.of("team.match.not-found", id, n, m)));
    }

    public List<BoardRow> getBoards() {
        List<BoardRow> out = new ArrayList<>();
        TeamMatch m = getMatch();
        for (MatchBoard b : m.boards()) {
            out.add(new BoardRow(b.board(), b.homeWhite() ? texts().get("colour.white") : texts().get("colour.black"),
                    b.homeMember() == null ? null : b.homeMember().id(), b.awayMember() == null ? null : b.awayMember().id(),
                    seat(b.homeMember(), m.homeLineup()), seat(b.awayMember(), m.awayLineup()),
                    texts().boardResult(b.homeView().label(), b.noPlayers()), b.noPlayers() && b.result().decided(),
                    b.version()));
        }
        return out;
    }

    /** Who sits on one side of a board: the name, empty when the line-up left it empty, or "line-up missing". */
    private String seat(TeamMember member, boolean lineUpIn) {
        return member != null ? member.name() : lineUpIn ? "" : texts().get("match.lineup-missing");
    }

    /**
     * The member chosen for a board in a team's line-up form: as the arbiter chose it when the server refused the
     * line-up; else the line-up entered; else, while the team's line-up is not in, the roster's member of that rank
     * (board 1: the first of the roster), so that a line-up in roster order is one click.
     */
    public Long selected(Team t, int board) {
        if (t.id().equals(refusedTeam)) {
            return board <= refusedPlayers.size() ? refusedPlayers.get(board - 1) : null;
        }
        TeamMatch m = getMatch();
        boolean home = t == m.home();
        if (home ? m.homeLineup() : m.awayLineup()) {
            TeamMember seated = m.board(board).map(b -> home ? b.homeMember() : b.awayMember()).orElse(null);
            return seated == null ? null : seated.id();
        }
        List<TeamMember> roster = t.members();
        return board <= roster.size() ? roster.get(board - 1).id() : null;
    }

    /** True while a team's line-up is not in (its form shows the roster order, not yet saved). */
    public boolean lineUpMissing(Team t) {
        TeamMatch m = getMatch();
        return !(t == m.home() ? m.homeLineup() : m.awayLineup());
    }

    /**
     * Warnings about the line-ups entered: the boards a team left empty, each lost by forfeit (left empty by both
     * teams: nobody plays and neither team scores). The line-ups are valid (only the last boards may stay empty);
     * the arbiter reads what they cost.
     */
    public List<String> getWarnings() {
        TeamMatch m = getMatch();
        List<String> out = new ArrayList<>();
        if (m.isBye()) {
            return out;
        }
        for (Team t : List.of(m.home(), m.away())) {
            List<Integer> empty = m.emptyBoards(t);
            if (!empty.isEmpty()) {
                out.add(texts().get("match.empty-boards", t.name(),
                        String.join(", ", empty.stream().map(String::valueOf).toList())));
            }
        }
        return out;
    }

    /** The roster of a team as line-up choices. */
    public List<Choice> roster(Team t) {
        return t.members().stream().map((TeamMember x) -> new Choice(x.id(), x.position() + ". " + x.name())).toList();
    }

    public String getScore() {
        TeamMatch m = getMatch();
        return m.score(snapshot.event().gamePoints()).text();
    }

    public String system(TeamSystem s) {
        return texts().get("system." + s.name());
    }
}
