package org.hakem.standings.team;

import java.util.List;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.TeamCrosstable;

/**
 * The ranking of a team event: teams ordered by their tie-break values in the order given (higher first; DE is a
 * place, lower first); teams equal on every value share a rank.
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
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * The standings of an event after its recorded rounds.
     *
     * @param event       the event
     * @param primary     the primary score (the "score" of SB and DE)
     * @param tieBreaks   tie-breaks in order
     * @param roundRobin  true for a round robin (forfeits count as played, C.07 16 does not apply)
     */
    public static TeamStandings compute(TeamCrosstable event, PrimaryScore primary, List<TeamTieBreak> tieBreaks,
                                        boolean roundRobin) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The row of a team. */
    public Row row(int team) {
        return rows.stream().filter(r -> r.team() == team).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no team " + team));
    }

    /** Tab-separated: rank, team, name, MP, GP and the tie-breaks; header first. */
    public String toTsv() {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Aligned text for a terminal. */
    public String toText() {
        throw new UnsupportedOperationException("skeleton");
    }
}
