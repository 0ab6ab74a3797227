package org.hakem.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;

/**
 * Computes single tie-breaks for every player of a tournament over its recorded rounds.
 *
 * <p>Unplayed rounds (FIDE C.07 Article 16, Swiss): a round is <em>voluntarily unplayed</em> (VUR) when
 * the player got less than a win without playing: half- and zero-point byes, absences and forfeit
 * losses. A pairing-allocated bye, a full-point bye and a forfeit win are unplayed but not VURs.
 * <ul>
 * <li>For the player's own Buchholz and Sonneborn-Berger, each unplayed round counts as a game against
 *     a dummy opponent whose score is the player's own final score ({@link TieBreakRules#FIDE_2024}); under
 *     {@link TieBreakRules#FIDE_2026} (16.4) at most the forfeiting or forfeited opponent's adjusted score
 *     (16.4.1), and for a round without opponent at most a draw in every round (16.4.2).</li>
 * <li>As an opponent, a player's score is adjusted: rounds after the last round that was not a VUR and
 *     in which the player had no scheduled opponent (a withdrawal) count as draws.</li>
 * <li>Low cuts take VURs first (the least valuable of them), then the least valuable of the rest; high
 *     cuts take the most valuable values.</li>
 * </ul>
 * In a round robin, forfeits count as games played, and rounds without opponent (the bye of an odd
 * number of players) do not count.
 */
final class TieBreakCalculator {

    private final Crosstable tournament;
    private final boolean roundRobin;
    private final TieBreakRules rules;
    private final int rounds;
    private final PointSystem ps;
    private final Map<Integer, Integer> index = new HashMap<>();
    private final List<Entrant> players;
    /** points[i][r-1]: points of player i in round r. */
    private final double[][] points;
    private final double[] total;
    /** Score of each player as seen by its opponents' Buchholz (withdrawal rounds as draws). */
    private final double[] adjusted;

    TieBreakCalculator(Crosstable tournament, boolean roundRobin, TieBreakRules rules) {
        this.tournament = tournament;
        this.roundRobin = roundRobin;
        this.rules = java.util.Objects.requireNonNull(rules, "rules");
        this.rounds = tournament.roundsRecorded();
        this.ps = tournament.points();
        this.players = tournament.players();
        int n = players.size();
        points = new double[n][rounds];
        total = new double[n];
        adjusted = new double[n];
        for (int i = 0; i < n; i++) {
            Entrant p = players.get(i);
            index.put(p.startNumber(), i);
            int lastNotVur = 0;
            for (int r = 1; r <= rounds; r++) {
                points[i][r - 1] = ps.points(p.round(r).result());
                total[i] += points[i][r - 1];
                if (!vur(p.round(r))) {
                    lastNotVur = r;
                }
            }
            for (int r = 1; r <= rounds; r++) {
                boolean withdrawn = r > lastNotVur && !p.round(r).hasOpponent();
                adjusted[i] += withdrawn ? (roundRobin ? 0 : ps.draw()) : points[i][r - 1];
            }
        }
    }

    List<Entrant> players() {
        return players;
    }

    /** A voluntarily unplayed round: not played and less than a win (H, Z, blank, forfeit loss). */
    static boolean vur(RoundEntry e) {
        if (e.played()) {
            return false;
        }
        return switch (e.result()) {
            case HALF_POINT_BYE, ZERO_POINT_BYE, BLANK, FORFEIT_LOSS -> true;
            default -> false;
        };
    }

    /** A game that counts as played for the opponent-based tie-breaks. */
    private boolean counted(RoundEntry e) {
        return roundRobin ? e.hasOpponent() : e.played();
    }

    /** The value of one tie-break (other than DE) for player {@code i}. */
    double value(TieBreak tb, int i) {
        Entrant p = players.get(i);
        return switch (tb.kind()) {
            case PTS -> total[i];
            case BH, SB -> buchholz(tb, i);
            case AOB -> averageOpponentsBuchholz(i);
            case WIN -> count(p, (e, r) -> points[i][r - 1] == ps.win());
            case WON -> count(p, (e, r) -> e.played() && points[i][r - 1] == ps.win());
            case BPG -> count(p, (e, r) -> e.played() && e.colour() == Colour.BLACK);
            case BWG -> count(p, (e, r) -> e.played() && e.colour() == Colour.BLACK
                    && points[i][r - 1] == ps.win());
            case REP -> count(p, (e, r) -> e.played() || e.result() == ResultCode.PAIRING_ALLOCATED_BYE
                    || points[i][r - 1] == ps.win());
            case ARO -> averageRating(tb, p);
            case TPR -> performance(p);
            case PS -> progressive(tb, i);
            case KS -> koya(i);
            case DE -> throw new IllegalArgumentException("DE depends on the ranking: use Standings");
        };
    }

    private interface RoundTest {
        boolean test(RoundEntry e, int round);
    }

    private int count(Entrant p, RoundTest t) {
        int n = 0;
        for (int r = 1; r <= rounds; r++) {
            if (t.test(p.round(r), r)) {
                n++;
            }
        }
        return n;
    }

    private record Contribution(int round, int opponent, double score, double value, boolean vur,
                                Standings.Dummy dummy) {
    }

    private double buchholz(TieBreak tb, int i) {
        double sum = 0;
        for (Standings.Part part : parts(tb, i)) {
            if (!part.cut()) {
                sum += part.value();
            }
        }
        return sum;
    }

    /**
     * What a Buchholz or Sonneborn-Berger value of player {@code i} is made of: one part per round that counts,
     * in round order, the ones the modifiers leave out marked as cut. Empty for the other tie-breaks.
     */
    List<Standings.Part> parts(TieBreak tb, int i) {
        if (tb.kind() != TieBreak.Kind.BH && tb.kind() != TieBreak.Kind.SB) {
            return List.of();
        }
        Entrant p = players.get(i);
        boolean sb = tb.kind() == TieBreak.Kind.SB;
        List<Contribution> cs = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            RoundEntry e = p.round(r);
            double score;
            boolean vur = false;
            int opponent = 0;
            Standings.Dummy kind = Standings.Dummy.NONE;
            if (counted(e)) {
                score = adjusted[index.get(e.opponent())];
                opponent = e.opponent();
            } else if (roundRobin) {
                continue;
            } else {
                Dummy d = dummy(i, e);
                score = d.score();
                kind = d.kind();
                opponent = kind == Standings.Dummy.FORFEIT_OPPONENT ? e.opponent() : 0;
                vur = vur(e);
            }
            cs.add(new Contribution(r, opponent, score, sb ? score * points[i][r - 1] : score, vur, kind));
        }
        List<Contribution> kept = new ArrayList<>(cs);
        int low = Math.min(tb.cutLow(), kept.size());
        int high = Math.min(tb.cutHigh(), kept.size() - low);
        Comparator<Contribution> least = Comparator.comparingDouble(Contribution::score)
                .thenComparingDouble(Contribution::value);
        for (int k = 0; k < low; k++) {
            Contribution cut = kept.stream().filter(Contribution::vur).min(least)
                    .orElseGet(() -> kept.stream().min(least).orElseThrow());
            kept.remove(cut);
        }
        for (int k = 0; k < high; k++) {
            kept.remove(kept.stream().max(least).orElseThrow());
        }
        List<Standings.Part> out = new ArrayList<>();
        for (Contribution c : cs) {
            out.add(new Standings.Part(c.round(), c.opponent(), c.score(), c.value(), !kept.contains(c), c.dummy()));
        }
        return out;
    }

    /**
     * The dummy opponent of an unplayed round of a Swiss (C.07 Article 16): the player's own final score (2024);
     * under the 2026 regulations at most the opponent's adjusted score for a forfeit (16.4.1) and at most a draw in
     * every round for a round without opponent (16.4.2).
     */
    private Dummy dummy(int i, RoundEntry e) {
        double own = total[i];
        if (rules == TieBreakRules.FIDE_2024) {
            return new Dummy(own, Standings.Dummy.OWN_SCORE);
        }
        if (e.hasOpponent()) {
            double opponent = adjusted[index.get(e.opponent())];
            return opponent < own ? new Dummy(opponent, Standings.Dummy.FORFEIT_OPPONENT)
                    : new Dummy(own, Standings.Dummy.OWN_SCORE);
        }
        double draws = ps.draw() * rounds;
        return draws < own ? new Dummy(draws, Standings.Dummy.DRAWS) : new Dummy(own, Standings.Dummy.OWN_SCORE);
    }

    private record Dummy(double score, Standings.Dummy kind) {
    }

    /** AOB: mean of the opponents' plain Buchholz over the games played, half up to two decimals. */
    private double averageOpponentsBuchholz(int i) {
        Entrant p = players.get(i);
        TieBreak bh = TieBreak.of(TieBreak.Kind.BH);
        double sum = 0;
        int n = 0;
        for (int r = 1; r <= rounds; r++) {
            RoundEntry e = p.round(r);
            if (e.played()) {
                sum += buchholz(bh, index.get(e.opponent()));
                n++;
            }
        }
        if (n == 0) {
            return 0;
        }
        return BigDecimal.valueOf(sum / n).setScale(2, RoundingMode.HALF_UP).doubleValue();
    }

    private List<Integer> opponentRatings(Entrant p) {
        List<Integer> ratings = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            RoundEntry e = p.round(r);
            if (e.played()) {
                int rating = tournament.player(e.opponent()).rating();
                if (rating > 0) {
                    ratings.add(rating);
                }
            }
        }
        return ratings;
    }

    private double averageRating(TieBreak tb, Entrant p) {
        List<Integer> ratings = new ArrayList<>(opponentRatings(p));
        ratings.sort(null);
        int low = Math.min(tb.cutLow(), ratings.size());
        int high = Math.min(tb.cutHigh(), ratings.size() - low);
        List<Integer> kept = ratings.subList(low, ratings.size() - high);
        return roundedAverage(kept);
    }

    static long roundedAverage(List<Integer> ratings) {
        if (ratings.isEmpty()) {
            return 0;
        }
        long sum = 0;
        for (int r : ratings) {
            sum += r;
        }
        // half up: (2*sum + n) / (2*n) in integers
        return Math.floorDiv(2 * sum + ratings.size(), 2L * ratings.size());
    }

    /**
     * TPR = ARO + dp(p), p the fraction of the points scored in the games played against rated
     * opponents (rounded to whole percent), dp from FIDE's table (Rating Regulations 8.1.2).
     */
    private double performance(Entrant p) {
        List<Integer> ratings = new ArrayList<>();
        double score = 0;
        for (int r = 1; r <= rounds; r++) {
            RoundEntry e = p.round(r);
            if (e.played()) {
                int rating = tournament.player(e.opponent()).rating();
                if (rating > 0) {
                    ratings.add(rating);
                    score += switch (e.result().kind()) {
                        case WIN -> 1.0;
                        case DRAW -> 0.5;
                        default -> 0.0;
                    };
                }
            }
        }
        return Performance.rating(ratings, score);
    }

    private double progressive(TieBreak tb, int i) {
        double sum = 0;
        double soFar = 0;
        for (int r = 1; r <= rounds; r++) {
            soFar += points[i][r - 1];
            if (r > tb.cutLow()) {
                sum += soFar;
            }
        }
        return sum;
    }

    /** Koya: points scored against opponents whose final score is at least half the maximum. */
    private double koya(int i) {
        Entrant p = players.get(i);
        double limit = ps.win() * rounds / 2.0;
        double sum = 0;
        for (int r = 1; r <= rounds; r++) {
            RoundEntry e = p.round(r);
            if (e.hasOpponent() && total[index.get(e.opponent())] >= limit - 1e-9) {
                sum += points[i][r - 1];
            }
        }
        return sum;
    }

    /**
     * Direct encounter (C.07 Article 6), applied within each group of players that share a rank.
     *
     * @param rank the rank of each player (index as in {@link #players()}) by the tie-breaks before DE;
     *             players with the same rank are tied
     * @return per player: 0 when DE leaves its group tied (or the player is alone), otherwise its place
     *         (1, 2, ...) within the group; equal places stay tied
     */
    int[] directEncounter(int[] rank) {
        int n = players.size();
        List<List<DirectEncounter.Encounter>> encounters = new ArrayList<>();
        int[] numbers = new int[n];
        for (int i = 0; i < n; i++) {
            Entrant p = players.get(i);
            numbers[i] = p.startNumber();
            List<DirectEncounter.Encounter> es = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                RoundEntry e = p.round(r);
                if (counted(e)) {
                    es.add(new DirectEncounter.Encounter(index.get(e.opponent()), points[i][r - 1]));
                }
            }
            encounters.add(es);
        }
        return DirectEncounter.places(encounters, numbers, rank, ps.win(), roundRobin);
    }
}
