package org.hakem.standings.team;

import java.util.ArrayList;
import java.util.List;
import org.hakem.crosstable.team.Team;
import org.hakem.standings.Ranking;
import org.hakem.standings.Standings;
import org.hakem.standings.TextTable;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.TieBreakRules;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.TeamCrosstable;

/**
 * The ranking of a team event: teams ordered by their tie-break values in the order given (higher first; DE is a
 * place, lower first); teams equal on every value share a rank, as {@link Ranking} ranks players too.
 *
 * @param tieBreaks the tie-breaks, in order (usually the primary score first)
 * @param rows      one row per team, best first
 */
public record TeamStandings(List<TeamTieBreak> tieBreaks, List<Row> rows) {

    public TeamStandings {
        tieBreaks = List.copyOf(tieBreaks);
        rows = List.copyOf(rows);
    }

    /**
     * A team's place.
     *
     * @param rank        1-based competition rank (ties share)
     * @param team        team pairing number
     * @param name        team name
     * @param matchPoints match points
     * @param gamePoints  game points
     * @param values      the tie-break values, in the order of {@link #tieBreaks}
     */
    public record Row(int rank, int team, String name, double matchPoints, double gamePoints, List<Double> values) {
        public Row {
            values = List.copyOf(values);
        }

        public double value(int i) {
            return values.get(i);
        }
    }

    /** Default tie-breaks for a primary score: {@code MP,GP,BH,SB,DE} or {@code GP,MP,BH,SB,DE}. */
    public static List<TeamTieBreak> defaults(PrimaryScore primary) {
        return TeamTieBreak.parseList(primary == PrimaryScore.MATCH_POINTS ? "MP,GP,BH,SB,DE" : "GP,MP,BH,SB,DE");
    }

    /**
     * The standings of an event after its recorded rounds.
     *
     * @param event       the event
     * @param primary     the primary score (the "score" of SB and DE)
     * @param tieBreaks   tie-breaks in order
     * @param roundRobin  true for a round robin (forfeits count as played, C.07 16 does not apply)
     * @param rules       the edition of the regulations (Article 16 for unplayed rounds), as for individuals
     */
    public static TeamStandings compute(TeamCrosstable event, PrimaryScore primary, List<TeamTieBreak> tieBreaks,
                                        boolean roundRobin, TieBreakRules rules) {
        if (tieBreaks.isEmpty()) {
            throw new IllegalArgumentException("no team tie-break given");
        }
        TeamTieBreakCalculator calc = new TeamTieBreakCalculator(event, primary, roundRobin, rules);
        List<Team> teams = calc.teams();
        Ranking ranking = Ranking.of(teams.size(), tieBreaks, tb -> tb.kind() == TeamTieBreak.Kind.DE, calc::value,
                calc::directEncounter);
        List<Row> rows = new ArrayList<>();
        for (int i : ranking.order(i -> teams.get(i).number())) {
            rows.add(new Row(ranking.rank(i), teams.get(i).number(), teams.get(i).name(), calc.matchPoints(i),
                    calc.gamePoints(i), ranking.values(i)));
        }
        return new TeamStandings(tieBreaks, rows);
    }

    /** The row of a team. */
    public Row row(int team) {
        return rows.stream().filter(r -> r.team() == team).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no team " + team));
    }

    /** Tab-separated: rank, team, name, MP, GP and the tie-breaks; header first. */
    public String toTsv() {
        StringBuilder s = new StringBuilder("rank\tteam\tname");
        for (TeamTieBreak tb : tieBreaks) {
            s.append('\t').append(tb.code());
        }
        s.append('\n');
        for (Row r : rows) {
            s.append(r.rank()).append('\t').append(r.team()).append('\t').append(r.name());
            for (double v : r.values()) {
                s.append('\t').append(Standings.format(v));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** Aligned text for a terminal. */
    public String toText() {
        return TextTable.of("Team", 4, tieBreaks.stream().map(TeamTieBreak::code).toList(), rows.stream()
                .map(r -> new TextTable.Line(r.rank(), r.team(), r.name(), r.values())).toList());
    }
}
