package org.hakem.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MaxWeightMatchingTest {

    /** Brute force: best (pairs, total weight) over all matchings of a small graph, as pairs * 2^400 + weight. */
    private static BigInteger best(BigInteger[][] w, int n, boolean[] used, int from) {
        int i = from;
        while (i < n && used[i]) {
            i++;
        }
        if (i >= n) {
            return BigInteger.ZERO;
        }
        used[i] = true;
        BigInteger b = best(w, n, used, i + 1); // i unmatched
        for (int j = i + 1; j < n; j++) {
            if (!used[j] && w[i][j].signum() > 0) {
                used[j] = true;
                BigInteger c = w[i][j].add(BigInteger.ONE.shiftLeft(400)).add(best(w, n, used, i + 1));
                if (c.compareTo(b) > 0) {
                    b = c;
                }
                used[j] = false;
            }
        }
        used[i] = false;
        return b;
    }

    private static BigInteger value(Weight w) {
        return new BigInteger(w.toString().replace("_", ""), 16).equals(BigInteger.ZERO) ? BigInteger.ZERO : toBig(w);
    }

    private static BigInteger toBig(Weight w) {
        String[] parts = w.toString().split("_");
        BigInteger r = BigInteger.ZERO;
        for (String p : parts) {
            r = r.shiftLeft(62).add(new BigInteger(p, 16));
        }
        return r;
    }

    @Test
    void matchesBruteForceOnRandomGraphs() {
        Random rnd = new Random(12345);
        for (int iter = 0; iter < 400; iter++) {
            int n = 2 + rnd.nextInt(9);
            int limbs = 1 + rnd.nextInt(3);
            int bits = limbs == 1 ? 4 + rnd.nextInt(12) : 70 + rnd.nextInt(40);
            MaxWeightMatching m = new MaxWeightMatching(n, limbs + 1);
            BigInteger[][] w = new BigInteger[n][n];
            Weight[][] ws = new Weight[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    Weight x = new Weight(limbs + 1);
                    if (rnd.nextInt(4) != 0) {
                        int high = rnd.nextInt(4);
                        x.add(high);
                        x.shiftLeft(bits - 3);
                        x.add(rnd.nextInt(1 << Math.min(20, bits - 3)));
                    }
                    ws[i][j] = x;
                    w[i][j] = toBig(x);
                    m.setWeight(i, j, x);
                }
            }
            check(m, w, n, "iteration " + iter);
            // incremental: change the edges of one or two vertices and re-solve
            for (int change = 0; change < 6; change++) {
                int v = rnd.nextInt(n);
                for (int u = 0; u < n; u++) {
                    if (u == v || rnd.nextInt(3) == 0) {
                        continue;
                    }
                    Weight x = new Weight(limbs + 1);
                    if (rnd.nextInt(3) != 0) {
                        x.add(rnd.nextInt(4));
                        x.shiftLeft(bits - 3);
                        x.add(rnd.nextInt(1 << Math.min(20, bits - 3)));
                    }
                    int a = Math.min(u, v);
                    int b = Math.max(u, v);
                    ws[a][b] = x;
                    w[a][b] = toBig(x);
                    m.setWeight(a, b, x);
                }
                check(m, w, n, "iteration " + iter + " change " + change);
            }
            assertTrue(value(ws[0][1]).signum() >= 0);
        }
    }

    /**
     * What the class says: the most pairs first, then the heaviest. On the path a-b (1), b-c (10), c-d (1) the heaviest
     * matching is {b-c} (10); the matching returned is {a-b, c-d} (2 pairs), and {b-c} only once a-b is gone.
     */
    @Test
    void mostPairsComeBeforeWeight() {
        MaxWeightMatching m = new MaxWeightMatching(4, 1);
        m.setWeight(0, 1, new Weight(1).add(1));
        m.setWeight(1, 2, new Weight(1).add(10));
        m.setWeight(2, 3, new Weight(1).add(1));
        assertArrayEquals(new int[] {1, 0, 3, 2}, m.solve());
        m.setWeight(0, 1, null);
        int[] mate = m.solve();
        assertEquals(2, mate[1]);
        assertEquals(1, mate[2]);
    }

    private static void check(MaxWeightMatching m, BigInteger[][] w, int n, String what) {
        int[] mate = m.solve();
        BigInteger got = BigInteger.ZERO;
        for (int i = 0; i < n; i++) {
            if (mate[i] >= 0) {
                assertEquals(i, mate[mate[i]], "symmetric mate");
                assertTrue(w[Math.min(i, mate[i])][Math.max(i, mate[i])].signum() > 0, "matched along an edge");
                if (i < mate[i]) {
                    got = got.add(w[i][mate[i]]).add(BigInteger.ONE.shiftLeft(400));
                }
            }
        }
        assertEquals(best(w, n, new boolean[n], 0), got, what + " n=" + n);
    }

    /**
     * Larger graphs with wide, structured weights (a few heavy fields, many ties): the incremental
     * re-solve after edge changes must reach the same total as a fresh solve, and as brute force when
     * small enough.
     */
    @Test
    void incrementalSolveEqualsFreshSolveOnStructuredWeights() {
        Random rnd = new Random(99);
        for (int trial = 0; trial < 150; trial++) {
            int n = 2 + rnd.nextInt(trial < 100 ? 10 : 40);
            int limbs = 1 + rnd.nextInt(4);
            int bits = limbs * 62 - 12;
            MaxWeightMatching warm = new MaxWeightMatching(n, limbs);
            Weight[][] w = new Weight[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (rnd.nextInt(5) == 0) {
                        continue;
                    }
                    Weight x = new Weight(limbs).add(1 + rnd.nextInt(3));
                    int sh = bits - 2 - rnd.nextInt(Math.min(bits - 2, 8));
                    x.shiftLeft(Math.max(0, sh - 40));
                    x.add(rnd.nextInt(4) == 0 ? rnd.nextInt(1 << 20) : rnd.nextInt(3));
                    x.shiftLeft(Math.min(40, sh));
                    if (rnd.nextBoolean()) {
                        x.add(rnd.nextInt(1 << 10));
                    }
                    w[i][j] = x;
                    warm.setWeight(i, j, x);
                }
            }
            warm.solve();
            for (int step = 0; step < 5; step++) {
                int v = rnd.nextInt(n);
                for (int u = 0; u < n; u++) {
                    int a = Math.min(u, v);
                    int b = Math.max(u, v);
                    if (u != v && w[a][b] != null && rnd.nextBoolean()) {
                        w[a][b] = w[a][b].copy().add(rnd.nextInt(50));
                        warm.setWeight(a, b, w[a][b]);
                    }
                }
                MaxWeightMatching fresh = new MaxWeightMatching(n, limbs);
                BigInteger[][] big = new BigInteger[n][n];
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        big[i][j] = w[i][j] == null ? BigInteger.ZERO : toBig(w[i][j]);
                        if (w[i][j] != null) {
                            fresh.setWeight(i, j, w[i][j]);
                        }
                    }
                }
                BigInteger a = total(warm.solve(), big);
                BigInteger f = total(fresh.solve(), big);
                assertEquals(f, a, "trial " + trial + " step " + step + " n=" + n);
                if (n <= 10) {
                    assertEquals(best(big, n, new boolean[n], 0), a, "brute force, trial " + trial);
                }
            }
        }
    }

    private static BigInteger total(int[] mate, BigInteger[][] w) {
        BigInteger t = BigInteger.ZERO;
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                t = t.add(w[i][mate[i]]).add(BigInteger.ONE.shiftLeft(400));
            }
        }
        return t;
    }

    @Test
    void weightShiftAndAddBuildFieldsInPriorityOrder() {
        Weight a = new Weight(2).add(1).shiftLeft(70).add(5);
        Weight b = new Weight(2).add(0).shiftLeft(70).add((1L << 61));
        assertTrue(a.compareTo(b) > 0);
        assertEquals(71, a.bitLength());
    }
}
