package org.hakem.team.application;

import org.hakem.event.application.BoardGames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.team.BoardPrizes;
import org.hakem.standings.team.TeamStandings;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.MatchScore;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamRound;
import org.hakem.event.domain.BoardResult;
import org.hakem.trf.TeamTrf;
import org.hakem.trf.TeamTrfDocument;

/**
 * What is read from a team event: standings with the team tie-breaks ({@link TeamStandings}), the crosstable of teams
 * (game points and match points of every encounter), the board-by-board table, the board prizes
 * ({@link BoardPrizes}), and the data exports (CSV, TRF-2026 with team records, PDN of all games). Everyone sees
 * the published rounds; arbiters also the drafts.
 */
public final class TeamReports {

    private TeamReports() {
    }

    /** The standings after a round (0: after the last round the viewer sees). */
    public record Standings(String event, int afterRound, List<String> tieBreaks, List<StandingRow> rows) {
    }

    /**
     * One team's place: match points, game points and the tie-breaks in the event's order (the primary score first).
     */
    public record StandingRow(int rank, int number, String name, String club, String matchPoints, String gamePoints,
                              List<String> values) {
    }

    /** One meeting of two teams: the round, the game points of the row's team and of its opponent, its match points. */
    public record Encounter(int round, String gamePoints, String opponentGamePoints, String matchPoints, boolean forfeit) {
        public String text() {
            return gamePoints + "-" + opponentGamePoints;
        }
    }

    /** A team's row of the crosstable: one list of encounters per team (by number; its own cell empty). */
    public record CrossRow(int number, String name, List<List<Encounter>> cells, String matchPoints, String gamePoints) {
    }

    /**
     * A board of a match as the board-by-board table lists it: {@code result} is read from White's side (beside
     * {@code white} and {@code black}), {@code homeResult} from the home player's side (beside {@code homePlayer} and
     * {@code awayPlayer}, as the match sheets show it); {@code noPlayers}: nobody sits at the board (the line-ups left
     * it empty on both sides), not a double forfeit the players incurred.
     */
    public record BoardLine(int round, int match, String home, String away, int board, String white, String black,
                            String whiteTeam, String blackTeam, String result, boolean game, String homePlayer,
                            String awayPlayer, boolean homeWhite, String homeResult, boolean noPlayers) {
    }

    /** The rounds up to {@code round} that the viewer sees (0: all). */
    static List<TeamRound> rounds(TeamSnapshot s, boolean arbiter, int round) {
        return s.visibleRounds(arbiter).stream().filter(r -> round <= 0 || r.number() <= round).toList();
    }

    public static TeamCrosstable model(TeamSnapshot s, boolean arbiter, int round) {
        return TeamModel.of(s.event(), rounds(s, arbiter, round)).crosstable();
    }

    public static Standings standings(TeamSnapshot s, boolean arbiter, int round) {
        TeamEvent e = s.event();
        List<TeamRound> rounds = rounds(s, arbiter, round);
        int after = rounds.stream().mapToInt(TeamRound::number).max().orElse(0);
        TeamCrosstable ct = TeamModel.of(e, rounds).crosstable();
        List<TeamTieBreak> tbs = e.tieBreakList();
        TeamStandings st = TeamStandings.compute(ct, e.primaryScore(), tbs, e.system().roundRobin(),
                e.tieBreakRules());
        List<StandingRow> rows = new ArrayList<>();
        for (TeamStandings.Row r : st.rows()) {
            Team t = e.teamByNumber(r.team()).orElseThrow();
            rows.add(new StandingRow(r.rank(), r.team(), r.name(), t.club() == null ? "" : t.club(),
                    number(r.matchPoints()), number(r.gamePoints()), r.values().stream().map(TeamReports::number).toList()));
        }
        return new Standings(e.name(), after, tbs.stream().map(TeamTieBreak::code).toList(), rows);
    }

    /** The crosstable of teams, by team number. */
    public static List<CrossRow> crosstable(TeamSnapshot s, boolean arbiter) {
        TeamEvent e = s.event();
        List<Team> teams = e.teams();
        Map<Integer, List<List<Encounter>>> cells = new LinkedHashMap<>();
        double[] mp = new double[teams.size() + 1];
        double[] gp = new double[teams.size() + 1];
        for (Team t : teams) {
            List<List<Encounter>> row = new ArrayList<>();
            teams.forEach(x -> row.add(new ArrayList<>()));
            cells.put(t.number(), row);
        }
        for (TeamRound r : rounds(s, arbiter, 0)) {
            for (TeamMatch m : r.matches()) {
                MatchScore score = m.score(e.gamePoints());
                if (m.isBye() || !score.decided()) {
                    continue;
                }
                int h = m.home().number();
                int a = m.away().number();
                double hm = matchPoints(e, score, true);
                double am = matchPoints(e, score, false);
                boolean forfeit = m.forfeit() != org.hakem.crosstable.team.MatchForfeit.NONE;
                cells.get(h).get(a - 1).add(new Encounter(r.number(), number(score.home()), number(score.away()),
                        number(hm), forfeit));
                cells.get(a).get(h - 1).add(new Encounter(r.number(), number(score.away()), number(score.home()),
                        number(am), forfeit));
                mp[h] += hm;
                mp[a] += am;
                gp[h] += score.home();
                gp[a] += score.away();
            }
        }
        List<CrossRow> rows = new ArrayList<>();
        for (Team t : teams) {
            rows.add(new CrossRow(t.number(), t.name(), cells.get(t.number()), number(mp[t.number()]),
                    number(gp[t.number()])));
        }
        return rows;
    }

    /** The match points a side of a decided match earns. */
    public static double matchPoints(TeamEvent e, MatchScore score, boolean home) {
        return switch (score.outcome()) {
            case HOME_WINS -> home ? e.matchPoints().win() : e.matchPoints().loss();
            case AWAY_WINS -> home ? e.matchPoints().loss() : e.matchPoints().win();
            case DRAW -> e.matchPoints().draw();
            case BOTH_LOSE -> e.matchPoints().loss();
            case PENDING, BYE -> 0;
        };
    }

    /** Every board of the rounds the viewer sees, round by round, match by match. */
    public static List<BoardLine> boards(TeamSnapshot s, boolean arbiter) {
        List<BoardLine> out = new ArrayList<>();
        for (TeamRound r : rounds(s, arbiter, 0)) {
            for (TeamMatch m : r.matches()) {
                for (MatchBoard b : m.boards()) {
                    out.add(new BoardLine(r.number(), m.number(), m.home().name(), m.away().name(), b.board(),
                            b.white() == null ? "" : b.white().name(), b.black() == null ? "" : b.black().name(),
                            b.homeWhite() ? m.home().name() : m.away().name(),
                            b.homeWhite() ? m.away().name() : m.home().name(), b.result().label(), b.pdn() != null,
                            b.homeMember() == null ? "" : b.homeMember().name(),
                            b.awayMember() == null ? "" : b.awayMember().name(), b.homeWhite(), b.homeView().label(),
                            b.noPlayers()));
                }
            }
        }
        return out;
    }

    public static BoardPrizes boardPrizes(TeamSnapshot s, boolean arbiter) {
        return BoardPrizes.compute(model(s, arbiter, 0));
    }

    /** CSV (RFC 4180, UTF-8): rank, number, team, club, MP, GP, the tie-breaks. */
    public static String csv(Standings st) {
        StringBuilder b = new StringBuilder();
        List<String> header = new ArrayList<>(List.of("rank", "number", "team", "club", "MP", "GP"));
        // MP and GP have their columns already: as tie-breaks they are not written a second time
        List<Integer> extra = new ArrayList<>();
        for (int i = 0; i < st.tieBreaks().size(); i++) {
            if (!List.of("MP", "GP").contains(st.tieBreaks().get(i))) {
                extra.add(i);
                header.add(st.tieBreaks().get(i));
            }
        }
        org.hakem.text.Csv.line(b, header);
        for (StandingRow r : st.rows()) {
            List<String> f = new ArrayList<>(List.of(Integer.toString(r.rank()), Integer.toString(r.number()), r.name(),
                    r.club(), r.matchPoints(), r.gamePoints()));
            extra.forEach(i -> f.add(r.values().get(i)));
            org.hakem.text.Csv.line(b, f);
        }
        return b.toString();
    }

    /** TRF-2026 with the team records, of the rounds the viewer sees. */
    public static String trf(TeamSnapshot s, boolean arbiter) {
        TeamEvent e = s.event();
        String scores = e.primaryScore() == org.hakem.crosstable.team.PrimaryScore.MATCH_POINTS ? "_MP_GP" : "_GP_MP";
        String type = e.system().roundRobin() ? "TEAM_ROBIN" + scores
                : "FIDE_TEAM_" + (e.colourPreferences() == org.hakem.pairing.team.ColourPreferenceType.TYPE_B ? "TYPEB"
                : "TYPEA") + scores;
        return TeamTrf.write(new TeamTrfDocument(model(s, arbiter, 0), type,
                e.initialColour().orElse(org.hakem.crosstable.Colour.NONE), e.officials().trfRecords(null),
                List.of(org.hakem.trf.TrfTieBreakRules.note(e.tieBreakRules()))));
    }

    /**
     * PDN of every game played over the board that the viewer sees: attached games with the event's tags (Round is
     * {@code round.match}, Board the board, WhiteTeam and BlackTeam the teams), games without moves as tags and
     * result.
     */
    public static String pdn(TeamSnapshot s, boolean arbiter) {
        StringBuilder out = new StringBuilder();
        TeamEvent e = s.event();
        for (TeamRound r : rounds(s, arbiter, 0)) {
            for (TeamMatch m : r.matches()) {
                for (MatchBoard b : m.boards()) {
                    if (!overTheBoard(b.result())) {
                        continue; // forfeits and games without result have no moves
                    }
                    Map<String, String> tags = TeamResultService.tags(e, r.number(), b);
                    String game = b.pdn() == null ? null : BoardGames.withTags(b.pdn(), "board " + b.board(), tags);
                    out.append(game != null ? game : BoardGames.withoutMoves(tags, b.result()));
                }
            }
        }
        return out.toString();
    }

    static boolean overTheBoard(BoardResult r) {
        return r == BoardResult.WHITE_WINS || r == BoardResult.DRAW || r == BoardResult.BLACK_WINS;
    }

    /** Points as data: the shortest decimal ({@code 2}, {@code 2.5}). */
    public static String number(double points) {
        return PointSystem.decimal(points).toPlainString();
    }

    /** A file name from the event's name: letters, digits and dashes. */
    public static String fileName(TeamEvent e, String extension) {
        return BoardGames.fileName(e.name(), "team-event-" + e.id(), extension);
    }
}
