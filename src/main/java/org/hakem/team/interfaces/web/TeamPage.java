package org.hakem.team.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.team.BoardPrizes;
import org.hakem.team.application.TeamReports;
import org.hakem.team.application.TeamService;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.MatchScore;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;
import org.hakem.team.interfaces.TeamExports;
import org.hakem.team.interfaces.TeamTexts;
import org.hakem.platform.web.Page;

/**
 * The public pages of team events: the list ({@code /teams}), an event with its teams and rounds
 * ({@code /teams/{id}}), standings with the tie-breaks, the crosstable of teams, the board-by-board table with the
 * board prizes, and a round's match sheets for printing ({@code /teams/{id}/rounds/{n}/sheet}). Arbiters also see
 * private events and draft rounds.
 */
@Named("teamPage")
@RequestScoped
public class TeamPage {

    /** A line of the list. */
    public record Line(long id, String name, String place, String dates, String system, boolean publicEvent) {
    }

    /** A team and its roster in board order. */
    public record TeamLine(int number, String name, String club, List<String> members) {
    }

    /** A match as the event page and the sheets show it. */
    public record MatchLine(int number, String home, String away, boolean bye, String score, String forfeit,
                            List<BoardLine> boards) {
    }

    /** A board of a match: the home team's colour, the home and the away player, the result read from the home side. */
    public record BoardLine(int board, String homeColour, String home, String away, String result) {
    }

    /** A round and its matches. */
    public record RoundLine(int number, boolean published, List<MatchLine> matches) {
    }

    @Inject
    Page page;

    @Inject
    TeamService service;

    private TeamSnapshot snapshot;
    private TeamTexts texts;
    private List<RoundLine> rounds;
    private TeamReports.Standings standings;
    private List<TeamReports.CrossRow> crosstable;
    private List<TeamReports.BoardLine> boardLines;
    private List<BoardPrizes.Board> boardPrizes;

    private TeamTexts texts() {
        if (texts == null) {
            texts = TeamTexts.of(page.locale());
        }
        return texts;
    }

    /** The view action of the pages of one event. */
    public void load() {
        long id;
        try {
            id = Long.parseLong(page.pathParam("id"));
        } catch (NumberFormatException | NullPointerException e) {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
        snapshot = service.snapshot(id, page.isArbiter());
    }

    public List<Line> getEvents() {
        return service.list(page.isArbiter()).stream().map(e -> new Line(e.id(), e.name(), e.place() == null ? "" : e.place(),
                dates(e), texts().get("system." + e.system().name()), e.publicEvent())).toList();
    }

    private static String dates(TeamEvent e) {
        if (e.startDate() == null) {
            return "";
        }
        return e.startDate() + (e.endDate() == null || e.endDate().equals(e.startDate()) ? "" : " – " + e.endDate());
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }

    public TeamEvent getEvent() {
        return snapshot.event();
    }

    public String getSystem() {
        return texts().get("system." + snapshot.event().system().name());
    }

    public String getPrimaryScore() {
        return texts().get("score." + snapshot.event().primaryScore().name());
    }

    public List<TeamLine> getTeams() {
        List<TeamLine> out = new ArrayList<>();
        for (Team t : snapshot.event().teams()) {
            out.add(new TeamLine(t.number(), t.name(), t.club() == null ? "" : t.club(),
                    t.members().stream().map(TeamMember::name).toList()));
        }
        return out;
    }

    public List<RoundLine> getRounds() {
        if (rounds != null) {
            return rounds;
        }
        List<RoundLine> out = new ArrayList<>();
        for (TeamRound r : snapshot.visibleRounds(page.isArbiter())) {
            out.add(new RoundLine(r.number(), r.published(), r.matches().stream().map(this::match).toList()));
        }
        rounds = out;
        return out;
    }

    private MatchLine match(TeamMatch m) {
        MatchScore s = m.score(snapshot.event().gamePoints());
        List<BoardLine> boards = new ArrayList<>();
        for (MatchBoard b : m.boards()) {
            boards.add(new BoardLine(b.board(), b.homeWhite() ? texts().get("colour.white") : texts().get("colour.black"),
                    b.homeMember() == null ? "" : b.homeMember().name(), b.awayMember() == null ? "" : b.awayMember().name(),
                    texts().boardResult(b.homeView().label(), b.noPlayers())));
        }
        return new MatchLine(m.number(), m.home().name(), m.isBye() ? "" : m.away().name(), m.isBye(),
                s.decided() && !m.isBye() ? s.text() : "",
                m.forfeit() == org.hakem.crosstable.team.MatchForfeit.NONE ? "" : texts().get("forfeit." + m.forfeit().name()),
                boards);
    }

    /** The round of the match sheets ({@code /teams/{id}/rounds/{n}/sheet}). */
    public RoundLine getSheet() {
        int n;
        try {
            n = Integer.parseInt(page.pathParam("n"));
        } catch (NumberFormatException | NullPointerException e) {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
        return getRounds().stream().filter(r -> r.number() == n).findFirst()
                .orElseThrow(() -> new NotFoundException(Problem.of("team.round.not-found", snapshot.event().id(), n)));
    }

    public TeamReports.Standings getStandings() {
        if (standings == null) {
            standings = TeamReports.standings(snapshot, page.isArbiter(), 0);
        }
        return standings;
    }

    public List<TeamReports.CrossRow> getCrosstable() {
        if (crosstable == null) {
            crosstable = TeamReports.crosstable(snapshot, page.isArbiter());
        }
        return crosstable;
    }

    /** A line of the board-by-board table as the page shows its result (from the home side; a board without players in words). */
    public String result(TeamReports.BoardLine l) {
        return texts().boardResult(l.homeResult(), l.noPlayers());
    }

    /** The home team's colour on a line of the board-by-board table. */
    public String homeColour(TeamReports.BoardLine l) {
        return l.homeWhite() ? texts().get("colour.white") : texts().get("colour.black");
    }

    public List<TeamReports.BoardLine> getBoardLines() {
        if (boardLines == null) {
            boardLines = TeamReports.boards(snapshot, page.isArbiter());
        }
        return boardLines;
    }

    public List<BoardPrizes.Board> getBoardPrizes() {
        if (boardPrizes == null) {
            boardPrizes = TeamReports.boardPrizes(snapshot, page.isArbiter()).boards();
        }
        return boardPrizes;
    }

    /** The name of each team by number, for the crosstable's head. */
    public List<Team> getTeamList() {
        return snapshot.event().teams();
    }

    public List<String> getFormats() {
        return TeamExports.FORMATS.stream().filter(f -> !f.equals("pdf")).toList();
    }

    /** A tie-break's name in the reader's language (that of its kind: {@code BH/C1} is a Buchholz). */
    public String tieBreak(String code) {
        return texts().get("tiebreak." + TeamTieBreak.parse(code).kind().name());
    }

    /** A tie-break's code as the columns write it: MP and GP in the page's letters (OP in Turkish), others as they are. */
    public String tieBreakCode(String code) {
        return switch (code) {
            case "MP" -> texts().get("col.mp");
            case "GP" -> texts().get("col.gp");
            default -> code;
        };
    }
}
