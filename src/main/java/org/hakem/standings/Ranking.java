package org.hakem.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The ranking routine of every standings table, players' ({@link Standings}) and teams'
 * ({@code standings.team.TeamStandings}): the values of an ordered list of tie-breaks and the competition ranks
 * (1, 2, 2, 4) they give. Tie-breaks are applied in order, so a direct encounter is computed among the participants
 * still tied by all the tie-breaks before it; higher values rank first, except a direct encounter's, which is a place
 * (1 before 2; 0 when it did not split the group). Participants equal on every value share a rank.
 */
public final class Ranking {

    /** A participant's value of a tie-break that is not a direct encounter. */
    @FunctionalInterface
    public interface Values<T> {
        double value(T tieBreak, int participant);
    }

    private final double[][] values;
    private final int[] ranks;

    private Ranking(double[][] values, int[] ranks) {
        this.values = values;
        this.ranks = ranks;
    }

    /**
     * Ranks {@code participants} participants (indices 0 to n-1) by {@code tieBreaks} in order.
     *
     * @param isDirectEncounter which tie-breaks are a direct encounter (a place, lower first)
     * @param values            each participant's value of the other tie-breaks
     * @param directEncounter   each participant's place given the ranks by the tie-breaks before it (see
     *                          {@link DirectEncounter#places})
     */
    public static <T> Ranking of(int participants, List<T> tieBreaks, Predicate<T> isDirectEncounter, Values<T> values,
                                 UnaryOperator<int[]> directEncounter) {
        if (tieBreaks.isEmpty()) {
            throw new IllegalArgumentException("no tie-break given");
        }
        int m = tieBreaks.size();
        boolean[] lowerFirst = new boolean[m];
        double[][] v = new double[participants][m];
        for (int k = 0; k < m; k++) {
            T tb = tieBreaks.get(k);
            lowerFirst[k] = isDirectEncounter.test(tb);
            if (lowerFirst[k]) {
                int[] places = directEncounter.apply(DirectEncounter.competitionRanks(v, lowerFirst, k));
                for (int i = 0; i < participants; i++) {
                    v[i][k] = places[i];
                }
            } else {
                for (int i = 0; i < participants; i++) {
                    v[i][k] = values.value(tb, i);
                }
            }
        }
        return new Ranking(v, DirectEncounter.competitionRanks(v, lowerFirst, m));
    }

    /** The participant's rank, 1 the first; tied participants share it. */
    public int rank(int participant) {
        return ranks[participant];
    }

    /** The participant's values, in the order of the tie-breaks. */
    public List<Double> values(int participant) {
        List<Double> out = new ArrayList<>(values[participant].length);
        for (double d : values[participant]) {
            out.add(d);
        }
        return out;
    }

    /** The participants by rank; tied ones by {@code number} (start or team number), lower first. */
    public List<Integer> order(IntUnaryOperator number) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < ranks.length; i++) {
            order.add(i);
        }
        order.sort(Comparator.<Integer>comparingInt(i -> ranks[i]).thenComparingInt(number::applyAsInt));
        return order;
    }
}
