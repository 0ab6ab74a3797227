package org.hakem.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class CardinalityMatchingTest {

    /** Brute force: the most pairs of any matching of the vertices not in {@code used}. */
    private static int most(boolean[][] adj, boolean[] used, int from) {
        int n = adj.length;
        int i = from;
        while (i < n && used[i]) {
            i++;
        }
        if (i >= n) {
            return 0;
        }
        used[i] = true;
        int best = most(adj, used, i + 1);
        for (int j = i + 1; j < n; j++) {
            if (!used[j] && adj[i][j]) {
                used[j] = true;
                best = Math.max(best, 1 + most(adj, used, i + 1));
                used[j] = false;
            }
        }
        used[i] = false;
        return best;
    }

    @Test
    void maximumMatchingAndExposableVerticesAgreeWithBruteForce() {
        Random rnd = new Random(2026);
        int withBlossoms = 0;
        for (int iter = 0; iter < 600; iter++) {
            int n = 1 + rnd.nextInt(12);
            double density = 0.15 + 0.8 * rnd.nextDouble();
            boolean[][] adj = new boolean[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    adj[i][j] = adj[j][i] = rnd.nextDouble() < density;
                }
            }
            CardinalityMatching cm = new CardinalityMatching(adj);
            int[] mate = cm.mates();
            int pairs = 0;
            for (int v = 0; v < n; v++) {
                if (mate[v] >= 0) {
                    assertEquals(v, mate[mate[v]], "symmetric");
                    assertTrue(adj[v][mate[v]], "matched along an edge");
                    if (v < mate[v]) {
                        pairs++;
                    }
                }
            }
            int nu = most(adj, new boolean[n], 0);
            assertEquals(nu, pairs, "maximum matching, iteration " + iter);
            boolean[] exposable = cm.exposable();
            for (int v = 0; v < n; v++) {
                boolean[] used = new boolean[n];
                used[v] = true;
                boolean expected = most(adj, used, 0) == nu;
                assertEquals(expected, exposable[v], "vertex " + v + " exposable, iteration " + iter);
            }
            if (n >= 5 && pairs * 2 < n && pairs >= 2) {
                withBlossoms++;
            }
        }
        assertTrue(withBlossoms > 50, "enough graphs with unmatched vertices and structure");
    }

    @Test
    void oddCycleLeavesAnyVertexExposable() {
        int n = 7;
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            adj[i][(i + 1) % n] = adj[(i + 1) % n][i] = true;
        }
        boolean[] d = new CardinalityMatching(adj).exposable();
        for (int v = 0; v < n; v++) {
            assertTrue(d[v], "vertex " + v);
        }
    }

    @Test
    void pathExposesOnlyEvenPositions() {
        // path 0-1-2-3-4: a maximum matching leaves one of 0, 2, 4 over, never 1 or 3
        int n = 5;
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i + 1 < n; i++) {
            adj[i][i + 1] = adj[i + 1][i] = true;
        }
        boolean[] d = new CardinalityMatching(adj).exposable();
        boolean[] expected = {true, false, true, false, true};
        for (int v = 0; v < n; v++) {
            assertEquals(expected[v], d[v], "vertex " + v);
        }
    }
}
