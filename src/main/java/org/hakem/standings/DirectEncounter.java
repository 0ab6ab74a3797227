package org.hakem.standings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Direct encounter (C.07 Article 6) over any participants, players or teams: applied within each group that shares
 * a rank (docs/tiebreaks.md says the procedure). Shared by the individual and the team standings.
 */
public final class DirectEncounter {

    private DirectEncounter() {
    }

    /**
     * One encounter that counts for a participant: the opponent (an index into the participants) and the points
     * the participant scored in it.
     */
    public record Encounter(int opponent, double points) {
    }

    /**
     * The places direct encounter gives.
     *
     * @param encounters per participant, its encounters that count (games played; in a round robin forfeits too)
     * @param numbers    per participant, its number (start or team number), which orders ties within a step
     * @param rank       per participant, the rank by the tie-breaks before DE; equal ranks are tied
     * @param win        the points of a win, for the maximum a participant could still reach against the members
     *                   of its group it did not meet
     * @param roundRobin in a round robin every member is taken as met (no maximum rule)
     * @return per participant: 0 when DE leaves its group tied (or the participant is alone), otherwise its place
     *         (1, 2, ...) within the group; equal places stay tied
     */
    public static int[] places(List<List<Encounter>> encounters, int[] numbers, int[] rank, double win,
                               boolean roundRobin) {
        int n = rank.length;
        int[] val = rank.clone();
        boolean[] more = new boolean[n];
        Arrays.fill(more, true);
        boolean again = true;
        int loops = 0;
        while (again && loops++ < 100) {
            again = false;
            Map<Integer, List<Integer>> groups = new HashMap<>();
            for (int i = 0; i < n; i++) {
                groups.computeIfAbsent(val[i], k -> new ArrayList<>()).add(i);
            }
            for (List<Integer> g : groups.values()) {
                if (g.size() < 2 || !more[g.get(0)]) {
                    for (int i : g) {
                        more[i] = false;
                    }
                    continue;
                }
                boolean changed = split(g, val, encounters, numbers, win, roundRobin);
                for (int i : g) {
                    more[i] = changed;
                }
                again |= changed;
            }
        }
        Map<Integer, List<Integer>> byRank = new HashMap<>();
        for (int i = 0; i < n; i++) {
            byRank.computeIfAbsent(rank[i], k -> new ArrayList<>()).add(i);
        }
        int[] out = new int[n];
        for (List<Integer> g : byRank.values()) {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            for (int i : g) {
                min = Math.min(min, val[i]);
                max = Math.max(max, val[i]);
            }
            int offset = min == max ? min : min - 1;
            for (int i : g) {
                out[i] = val[i] - offset;
            }
        }
        return out;
    }

    /** One pass of direct encounter over a group sharing {@code val}; returns whether it split. */
    private static boolean split(List<Integer> group, int[] val, List<List<Encounter>> encounters, int[] numbers,
                                 double win, boolean roundRobin) {
        int current = val[group.get(0)];
        int others = group.size() - 1;
        Map<Integer, Double> score = new HashMap<>();
        Map<Integer, Double> maxScore = new HashMap<>();
        boolean allMet = true;
        for (int i : group) {
            Map<Integer, double[]> perOpponent = new HashMap<>(); // opponent -> {sum, games}
            for (Encounter e : encounters.get(i)) {
                if (val[e.opponent()] == current) {
                    double[] a = perOpponent.computeIfAbsent(e.opponent(), k -> new double[2]);
                    a[0] += e.points();
                    a[1]++;
                }
            }
            double s = 0;
            for (double[] a : perOpponent.values()) {
                s += a[0] / a[1];
            }
            score.put(i, s);
            int met = perOpponent.size();
            if (!roundRobin && met < others) {
                allMet = false;
                maxScore.put(i, s + (others - met) * win);
            } else {
                maxScore.put(i, s);
            }
        }
        List<Integer> order = new ArrayList<>(group);
        Comparator<Integer> byNumber = Comparator.comparingInt(i -> numbers[i]);
        int changes = 0;
        if (allMet) {
            order.sort(Comparator.<Integer>comparingDouble(score::get).reversed().thenComparing(byNumber));
            int place = current;
            double previous = score.get(order.get(0));
            for (int k = 1; k < order.size(); k++) {
                int i = order.get(k);
                if (score.get(i) != previous) {
                    place = current + k;
                    previous = score.get(i);
                    changes++;
                }
                val[i] = place;
            }
        } else {
            order.sort(Comparator.<Integer>comparingDouble(score::get).reversed()
                    .thenComparing(Comparator.<Integer>comparingDouble(maxScore::get).reversed())
                    .thenComparing(byNumber));
            int place = current;
            boolean unique = true;
            for (int k = 1; k < order.size(); k++) {
                double best = Double.NEGATIVE_INFINITY;
                for (int j = k; j < order.size(); j++) {
                    best = Math.max(best, maxScore.get(order.get(j)));
                }
                if (unique && score.get(order.get(k - 1)) > best) {
                    place = current + k;
                    changes++;
                } else {
                    unique = false;
                }
                val[order.get(k)] = place;
            }
        }
        return changes > 0;
    }

    /**
     * Competition ranks (1, 2, 2, 4) of participants by the first {@code upTo} of their values: higher first, except
     * where {@code lowerFirst} says a value is a place; values closer than 1e-9 are equal.
     */
    public static int[] competitionRanks(double[][] values, boolean[] lowerFirst, int upTo) {
        int n = values.length;
        Comparator<Integer> order = (a, b) -> {
            for (int k = 0; k < upTo; k++) {
                double x = values[a][k];
                double y = values[b][k];
                if (Math.abs(x - y) < 1e-9) {
                    continue;
                }
                return lowerFirst[k] ? Double.compare(x, y) : Double.compare(y, x);
            }
            return 0;
        };
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            idx.add(i);
        }
        idx.sort(order);
        int[] rank = new int[n];
        for (int k = 0; k < n; k++) {
            int i = idx.get(k);
            rank[i] = k > 0 && order.compare(idx.get(k - 1), i) == 0 ? rank[idx.get(k - 1)] : k + 1;
        }
        return rank;
    }
}
