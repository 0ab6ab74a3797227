package org.hakem.standings.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.Team;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamRound;
import org.hakem.standings.DirectEncounter;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.TieBreakRules;

/**
 * The team tie-breaks of every team of an event over its recorded rounds.
 *
 * <p>Unplayed rounds of a Swiss (C.07 Article 16, read for teams): a round is voluntarily unplayed (VUR) when the
 * team got less than a won match without playing: half- and zero-point byes, absences, forfeited and double-forfeited
 * matches. The pairing-allocated bye, the full-point bye and a match won by forfeit are unplayed but not VURs. For a
 * team's own BH and SB each unplayed round counts as a match against a dummy opponent whose score is the team's own
 * final score, under the 2026 regulations (16.4) at most the forfeit opponent's adjusted score, or for a round
 * without opponent at most a drawn match in every round (in the score the tie-break sums); as an opponent, a team's rounds after its last round that was not a VUR, without a scheduled
 * opponent (a withdrawal), count as drawn matches. Low cuts take VURs first. In a round robin forfeited matches
 * count as played and rounds without an opponent count nothing.
 */
final class TeamTieBreakCalculator {

    private final TeamCrosstable event;
    private final PrimaryScore primary;
    private final boolean roundRobin;
    private final TieBreakRules rules;
    private final int rounds;
    private final List<Team> teams;
    private final Map<Integer, Integer> index = new HashMap<>();
    private final TeamRound[][] round;
    private final double[] mp;
    private final double[] gp;
    /** Match points as an opponent sees them (withdrawal rounds as drawn matches, Swiss only). */
    private final double[] adjustedMp;
    /** Game points likewise (drawn match = half the boards' points). */
    private final double[] adjustedGp;

    TeamTieBreakCalculator(TeamCrosstable event, PrimaryScore primary, boolean roundRobin, TieBreakRules rules) {
        this.event = event;
        this.primary = primary;
        this.roundRobin = roundRobin;
        this.rules = java.util.Objects.requireNonNull(rules, "rules");
        this.rounds = event.roundsRecorded();
        this.teams = event.teams();
        int n = teams.size();
        round = new TeamRound[n][];
        mp = new double[n];
        gp = new double[n];
        adjustedMp = new double[n];
        adjustedGp = new double[n];
        for (int i = 0; i < n; i++) {
            int t = teams.get(i).number();
            index.put(t, i);
            round[i] = event.rounds(t).toArray(TeamRound[]::new);
            int lastNotVur = 0;
            for (int r = 1; r <= rounds; r++) {
                TeamRound tr = round[i][r - 1];
                mp[i] += tr.matchPoints();
                gp[i] += tr.gamePoints();
                if (!vur(tr)) {
                    lastNotVur = r;
                }
            }
            for (int r = 1; r <= rounds; r++) {
                TeamRound tr = round[i][r - 1];
                boolean withdrawn = r > lastNotVur && !tr.hasOpponent();
                if (withdrawn) {
                    adjustedMp[i] += roundRobin ? 0 : event.matchPoints().draw();
                    adjustedGp[i] += roundRobin ? 0 : event.boards() * event.gamePoints().draw();
                } else {
                    adjustedMp[i] += tr.matchPoints();
                    adjustedGp[i] += tr.gamePoints();
                }
            }
        }
    }

    List<Team> teams() {
        return teams;
    }

    double matchPoints(int i) {
        return mp[i];
    }

    double gamePoints(int i) {
        return gp[i];
    }

    /** A voluntarily unplayed round: not played, and less than a won match. */
    static boolean vur(TeamRound tr) {
        return switch (tr.outcome()) {
            case HALF_BYE, ZERO_BYE, ABSENT, FORFEIT_LOST, DOUBLE_FORFEIT -> true;
            default -> false;
        };
    }

    /** A match that counts as met for the opponent-based tie-breaks. */
    private boolean counted(TeamRound tr) {
        return roundRobin ? tr.hasOpponent() : tr.played();
    }

    private double primaryOf(TeamRound tr) {
        return primary == PrimaryScore.MATCH_POINTS ? tr.matchPoints() : tr.gamePoints();
    }

    private double adjustedPrimary(int i) {
        return primary == PrimaryScore.MATCH_POINTS ? adjustedMp[i] : adjustedGp[i];
    }

    /** The value of a tie-break other than DE. */
    double value(TeamTieBreak tb, int i) {
        return switch (tb.kind()) {
            case MP -> mp[i];
            case GP -> gp[i];
            case BH, SB, OSB -> sum(tb, i);
            case DE -> throw new IllegalArgumentException("DE depends on the ranking");
        };
    }

    private record Contribution(double score, double value, boolean vur) {
    }

    /**
     * BH: Σ opponent's match points (C.07 8.1); SB: Σ opponent's primary score × own primary score in the match
     * (C.07 9.1); OSB: Σ opponent's match points × own game points in the match. Cuts as C.07 Article 16 says.
     */
    private double sum(TeamTieBreak tb, int i) {
        List<Contribution> cs = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            TeamRound tr = round[i][r - 1];
            double opponentScore;
            boolean isVur = false;
            if (counted(tr)) {
                int o = index.get(tr.opponent());
                opponentScore = switch (tb.kind()) {
                    case BH, OSB -> adjustedMp[o];
                    default -> adjustedPrimary(o);
                };
            } else if (roundRobin) {
                continue;
            } else {
                boolean matchPoints = tb.kind() != TeamTieBreak.Kind.SB || primary == PrimaryScore.MATCH_POINTS;
                opponentScore = dummyScore(i, tr, matchPoints);
                isVur = vur(tr);
            }
            double value = switch (tb.kind()) {
                case BH -> opponentScore;
                case SB -> opponentScore * primaryOf(tr);
                default -> opponentScore * tr.gamePoints();
            };
            cs.add(new Contribution(opponentScore, value, isVur));
        }
        List<Contribution> kept = new ArrayList<>(cs);
        Comparator<Contribution> least = Comparator.comparingDouble(Contribution::value)
                .thenComparingDouble(Contribution::score);
        if (tb.kind() == TeamTieBreak.Kind.BH) {
            least = Comparator.comparingDouble(Contribution::score).thenComparingDouble(Contribution::value);
        }
        for (int k = 0; k < Math.min(tb.cutLow(), cs.size()); k++) {
            Comparator<Contribution> by = least;
            Contribution cut = kept.stream().filter(Contribution::vur).min(by)
                    .orElseGet(() -> kept.stream().min(by).orElseThrow());
            kept.remove(cut);
        }
        double s = 0;
        for (Contribution c : kept) {
            s += c.value();
        }
        return s;
    }

    /**
     * The score of the dummy opponent of an unplayed round (C.07 Article 16), in match points or game points: the
     * team's own (2024); under the 2026 regulations at most the forfeit opponent's adjusted score (16.4.1) or, for a
     * round without opponent, a drawn match in every round (16.4.2).
     */
    private double dummyScore(int i, TeamRound tr, boolean matchPoints) {
        double own = matchPoints ? mp[i] : gp[i];
        if (rules == TieBreakRules.FIDE_2024) {
            return own;
        }
        if (tr.hasOpponent()) {
            int o = index.get(tr.opponent());
            return Math.min(own, matchPoints ? adjustedMp[o] : adjustedGp[o]);
        }
        double draw = matchPoints ? event.matchPoints().draw() : event.boards() * event.gamePoints().draw();
        return Math.min(own, draw * rounds);
    }

    /**
     * Direct encounter (C.07 Article 6) on the primary score, within each group sharing a rank: as for individuals
     * (docs/tiebreaks.md), a team's points being its primary score in the matches between the group's teams.
     *
     * @return per team: 0 when DE leaves its group tied (or the team is alone), otherwise its place in the group
     */
    int[] directEncounter(int[] rank) {
        int n = teams.size();
        List<List<DirectEncounter.Encounter>> encounters = new ArrayList<>();
        int[] numbers = new int[n];
        for (int i = 0; i < n; i++) {
            numbers[i] = teams.get(i).number();
            List<DirectEncounter.Encounter> es = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                TeamRound tr = round[i][r - 1];
                if (counted(tr)) {
                    es.add(new DirectEncounter.Encounter(index.get(tr.opponent()), primaryOf(tr)));
                }
            }
            encounters.add(es);
        }
        double win = primary == PrimaryScore.MATCH_POINTS ? event.matchPoints().win()
                : event.boards() * event.gamePoints().win();
        return DirectEncounter.places(encounters, numbers, rank, win, roundRobin);
    }
}
