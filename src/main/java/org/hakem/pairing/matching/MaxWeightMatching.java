package org.hakem.pairing.matching;

import java.util.Arrays;

/**
 * Maximum-weight maximum-cardinality matching on a general (non-bipartite) graph: Edmonds' blossom
 * algorithm in the primal-dual form of Galil (O(n^3)), with exact multi-word integer weights, and
 * incremental re-solving.
 *
 * <p>Weights are non-negative integers of {@code limbs * 62} bits (see {@link Weight}); a weight of
 * zero means "no edge". The matching returned has the most pairs the edges allow, and among the
 * matchings with that many pairs the largest total weight: the search stops only when no augmenting
 * path is left, even when a matching with fewer pairs would weigh more. There is no plain maximum-weight
 * mode: a pair that must rather stay unmatched is given no edge. An odd vertex count is padded with a
 * dummy vertex joined to every vertex, so the solver always looks for a perfect matching; the vertex
 * matched to the dummy is returned unmatched ({@code -1}).
 *
 * <p>Incremental use: when the last {@link #solve()} matched every vertex (the dummy included),
 * changing the weights of a few edges and calling {@link #solve()} again re-optimises from that
 * optimum (only the vertices of a changed edge that was matched, lies inside a blossom or became
 * infeasible are touched: their blossoms dissolved and their duals repaired), which costs a few search
 * stages instead of a full run. Otherwise a solve starts afresh from greedy duals (exact when it ends with
 * every vertex matched). Whenever a run, repaired or greedy, ends with a vertex unmatched, the matching is
 * solved again from the classical start (equal duals), which is exact in every case.
 *
 * <p>Contract: the sum of all weights of any matching, times four, must fit in the chosen number of
 * limbs ({@link Weight#limbsFor(int, int)} reserves that head room).
 */
public final class MaxWeightMatching {

    /** Vertices of the caller. */
    private final int real;
    /** Vertices of the solver: one more than {@link #real} when that is odd (a dummy joined to all). */
    private final int n;
    private final int limbs;
    private boolean perfect;
    /** Upper-triangular dense storage of twice the weights: pair (i<j) at index pairIndex(i,j)*limbs. */
    private final long[] dense;
    private final boolean[] edge;
    private final int[] pairI;
    private final int[] pairJ;
    /** Edges whose weight changed since the last solve (each once), for the incremental repair. */
    private final boolean[] changed;
    /** Twice the weights again, row-major over all ordered pairs (u, v): rows[(u * n + v) * limbs ..]; or null. */
    private final long[] rows;
    /** Largest row-major copy kept (320 MB); bigger graphs scan the triangular storage. */
    private static final long MAX_ROW_LONGS = 40L << 20;
    private IntList changedEdges = new IntList();
    private Solver solver;

    public MaxWeightMatching(int vertexCount, int limbs) {
        if (vertexCount < 0 || limbs < 1) {
            throw new IllegalArgumentException("vertexCount " + vertexCount + ", limbs " + limbs);
        }
        this.real = vertexCount;
        this.n = vertexCount + (vertexCount & 1);
        this.limbs = limbs;
        long pairs = (long) n * (n - 1) / 2;
        if (pairs * limbs > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("graph too large: " + vertexCount + " vertices");
        }
        int np = (int) Math.max(0, pairs);
        this.dense = new long[np * limbs];
        this.edge = new boolean[np];
        this.pairI = new int[np];
        this.pairJ = new int[np];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int k = pairIndex(i, j);
                pairI[k] = i;
                pairJ[k] = j;
            }
        }
        this.changed = new boolean[np];
        // the search scans all edges of one vertex: a row-major copy makes that scan sequential in memory
        long rowLongs = (long) n * n * limbs;
        this.rows = rowLongs <= MAX_ROW_LONGS ? new long[(int) rowLongs] : null;
        if (n != real) {
            // the dummy vertex turns "near-perfect" into "perfect": every real vertex may be left over
            for (int v = 0; v < real; v++) {
                int k = pairIndex(v, real);
                dense[k * limbs] = 2;
                edge[k] = true;
                if (rows != null) {
                    rows[(v * n + real) * limbs] = 2;
                    rows[(real * n + v) * limbs] = 2;
                }
            }
        }
    }

    public int vertexCount() {
        return real;
    }

    public int limbs() {
        return limbs;
    }

    private int pairIndex(int i, int j) {
        if (i > j) {
            int t = i;
            i = j;
            j = t;
        }
        return i * n - i * (i + 1) / 2 + (j - i - 1);
    }

    /** Sets the weight of edge {u, v}; {@code null} or zero removes the edge. */
    public void setWeight(int u, int v, Weight w) {
        if (u == v) {
            throw new IllegalArgumentException("loop at vertex " + u);
        }
        if (u < 0 || v < 0 || u >= real || v >= real) {
            throw new IndexOutOfBoundsException("vertex " + u + " or " + v + " not in 0.." + (real - 1));
        }
        int k = pairIndex(u, v);
        int o = k * limbs;
        boolean changed = false;
        boolean nz = false;
        long carry = 0;
        for (int l = 0; l < limbs; l++) {
            long y = w == null ? 0 : w.limb(l);
            long x = l < limbs - 1 ? ((y << 1) & MASK) | carry : (y << 1) | carry;
            carry = (y >>> 61) & 1;
            if (dense[o + l] != x) {
                changed = true;
                dense[o + l] = x;
                if (rows != null) {
                    rows[(u * n + v) * limbs + l] = x;
                    rows[(v * n + u) * limbs + l] = x;
                }
            }
            nz |= x != 0;
        }
        edge[k] = nz;
        if (changed && !this.changed[k]) {
            this.changed[k] = true;
            changedEdges.add(k);
        }
    }

    /** Removes every edge incident to {@code v}. */
    public void clearVertex(int v) {
        for (int u = 0; u < real; u++) {
            if (u != v) {
                setWeight(u, v, null);
            }
        }
    }

    /** True if {u, v} has a non-zero weight. */
    public boolean hasEdge(int u, int v) {
        return edge[pairIndex(u, v)];
    }

    /** Computes the matching: result[v] is v's mate or -1. Re-optimises incrementally after the first call. */

    public int[] solve() {
        boolean warm = solver != null && perfect;
        if (warm) {
            solver.repair();
        } else {
            solver = new Solver();
            solver.greedyStart();
        }
        for (int i = 0; i < changedEdges.size; i++) {
            changed[changedEdges.a[i]] = false;
        }
        changedEdges = new IntList();
        int[] all = solver.runStages();
        perfect = isPerfect(all);
        if (!perfect) {
            // repaired or greedy starts are exact only when the result is perfect: solve again from
            // the classical start (equal duals), which is exact for maximum cardinality in general
            solver = new Solver();
            solver.coldStart();
            all = solver.runStages();
        }
        int[] result = new int[real];
        for (int v = 0; v < real; v++) {
            result[v] = all[v] >= real ? -1 : all[v];
        }
        return result;
    }

    private static boolean isPerfect(int[] mates) {
        for (int x : mates) {
            if (x < 0) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------------------------------------
    // The solver follows the classical structure (labels S=1 / T=2, blossoms numbered n..2n-1,
    // endpoints 2k / 2k+1 of edge k). All numbers are non-negative multi-limb integers.

    private static final long MASK = (1L << 62) - 1;

    /**
     * The solver state, kept between calls. Numbers are multi-limb: lower limbs hold 62 bits, the top
     * limb is signed (vertex duals may become negative in the maximum-cardinality form).
     */
    private final class Solver {
        final int K = limbs;
        final int[] mate = new int[n];
        final int[] label = new int[2 * n];
        final int[] labelend = new int[2 * n];
        final int[] inblossom = new int[n];
        final int[] blossomparent = new int[2 * n];
        final int[][] blossomchilds = new int[2 * n][];
        final int[] blossombase = new int[2 * n];
        final int[][] blossomendps = new int[2 * n][];
        final int[] bestedge = new int[2 * n];
        final int[][] blossombestedges = new int[2 * n][];
        final int[] unused = new int[n];
        int unusedTop;
        final long[] dual = new long[2 * n * K];
        /** allowedge[k] == stamp: edge k is tight in this stage. */
        final int[] allowedge = new int[edge.length];
        /** stuck[v] == stamp: unmatched v was scanned in that stage (and, if still unmatched, found no path). */
        final int[] stuck = new int[n];
        int stamp;
        int[] queue = new int[Math.max(4, 2 * n)];
        int qlen;
        final long[] t1 = new long[K];
        final long[] t2 = new long[K];
        final long[] t3 = new long[K];
        final long[] delta = new long[K];
        /**
         * Slack keys of the best edges: slack + D for an edge to an unlabeled vertex, slack + 2D for an
         * edge between S blossoms, where D is the sum of the dual steps of the stage. Keys do not change
         * while the stage goes on, so candidates are compared without recomputing slacks.
         */
        final long[] bestKey = new long[2 * n * K];
        final long[] stageDelta = new long[K];
        final long[] stageDelta2 = new long[K];
        long[] keyTo = new long[2 * n * K];

        int endpoint(int p) {
            return (p & 1) == 0 ? pairI[p >> 1] : pairJ[p >> 1];
        }

        void coldStart() {
            Arrays.fill(mate, -1);
            Arrays.fill(labelend, -1);
            for (int v = 0; v < n; v++) {
                inblossom[v] = v;
                blossombase[v] = v;
            }
            Arrays.fill(blossomparent, -1);
            for (int b = n; b < 2 * n; b++) {
                blossombase[b] = -1;
            }
            Arrays.fill(bestedge, -1);
            unusedTop = 0;
            for (int b = n; b < 2 * n; b++) {
                unused[unusedTop++] = b;
            }
            long[] maxw = new long[K];
            for (int k = 0; k < edge.length; k++) {
                if (edge[k] && cmp(dense, k * K, maxw, 0) > 0) {
                    System.arraycopy(dense, k * K, maxw, 0, K);
                }
            }
            half(maxw);
            for (int v = 0; v < n; v++) {
                System.arraycopy(maxw, 0, dual, v * K, K);
            }
        }

        /**
         * A start for perfect matchings: each vertex's dual is its heaviest edge, and tight edges are
         * matched greedily. Feasible, with every matched edge tight.
         */
        void greedyStart() {
            coldStart();
            for (int v = 0; v < n; v++) {
                boolean any = false;
                for (int u = 0; u < n; u++) {
                    if (u != v) {
                        int k = pairIndex(u, v);
                        if (edge[k] && (!any || cmp(dense, k * K, t3, 0) > 0)) {
                            System.arraycopy(dense, k * K, t3, 0, K);
                            any = true;
                        }
                    }
                }
                if (any) {
                    half(t3);
                    System.arraycopy(t3, 0, dual, v * K, K);
                }
            }
            for (int v = 0; v < n; v++) {
                if (mate[v] >= 0) {
                    continue;
                }
                for (int u = v + 1; u < n; u++) {
                    if (mate[u] >= 0) {
                        continue;
                    }
                    int k = pairIndex(v, u);
                    if (edge[k]) {
                        slack(k, t1);
                        if (signum(t1) == 0) {
                            mate[v] = 2 * k + 1;
                            mate[u] = 2 * k;
                            break;
                        }
                    }
                }
            }
        }

        /**
         * Restores a valid primal-dual state after some edge weights changed. Only the vertices of a
         * changed edge that was matched, lies inside a blossom or became infeasible are touched: their
         * blossoms are dissolved, their duals set to keep their matched edge tight when that stays
         * feasible (else to the smallest feasible value, and the pair is undone). Every other pair and
         * blossom is kept, so the search stages only have the few undone pairs to re-match.
         */
        void repair() {
            boolean[] affected = new boolean[n];
            for (int i = 0; i < changedEdges.size; i++) {
                int k = changedEdges.a[i];
                int u = pairI[k];
                int v = pairJ[k];
                boolean touch;
                if (mate[u] >= 0 && (mate[u] >> 1) == k) {
                    touch = true;
                } else if (inblossom[u] == inblossom[v]) {
                    touch = true;
                } else if (edge[k]) {
                    slack(k, t1);
                    touch = signum(t1) < 0;
                } else {
                    touch = false;
                }
                if (touch) {
                    affected[u] = true;
                    affected[v] = true;
                }
            }
            for (int v = 0; v < n; v++) {
                if (!affected[v]) {
                    continue;
                }
                while (inblossom[v] != v) {
                    int b = inblossom[v];
                    while (blossomparent[b] != -1) {
                        b = blossomparent[b];
                    }
                    dissolve(b);
                }
            }
            for (int v = 0; v < n; v++) {
                if (!affected[v]) {
                    continue;
                }
                // smallest dual that keeps every edge at v feasible: max_u (2 w - y_u)
                boolean any = false;
                for (int u = 0; u < n; u++) {
                    if (u == v) {
                        continue;
                    }
                    int k = pairIndex(u, v);
                    if (!edge[k]) {
                        continue;
                    }
                    twice(k, t1);
                    sub(t1, 0, dual, u * K);
                    if (!any || cmp(t1, 0, t3, 0) > 0) {
                        System.arraycopy(t1, 0, t3, 0, K);
                        any = true;
                    }
                }
                boolean kept = false;
                if (mate[v] >= 0) {
                    int km = mate[v] >> 1;
                    int m = endpoint(mate[v]);
                    if (edge[km]) {
                        twice(km, t1);
                        sub(t1, 0, dual, m * K);
                        if (cmp(t1, 0, t3, 0) >= 0) {
                            System.arraycopy(t1, 0, dual, v * K, K);
                            kept = true;
                        }
                    }
                    if (!kept) {
                        mate[m] = -1;
                        mate[v] = -1;
                    }
                }
                if (!kept && any) {
                    System.arraycopy(t3, 0, dual, v * K, K);
                }
            }
            // a mate processed after its partner may have undone the pair; check every pair touched
            for (int v = 0; v < n; v++) {
                if (affected[v] && mate[v] >= 0) {
                    int km = mate[v] >> 1;
                    slack(km, t1);
                    if (!edge[km] || signum(t1) != 0) {
                        mate[endpoint(mate[v])] = -1;
                        mate[v] = -1;
                    }
                }
            }
            matchTightFreePairs();
            matchTightShortPaths();
        }

        /** Matches free vertices joined by a tight edge (cheap, and saves search stages). */
        void matchTightFreePairs() {
            for (int v = 0; v < n; v++) {
                if (mate[v] >= 0) {
                    continue;
                }
                for (int u = v + 1; u < n; u++) {
                    if (mate[u] >= 0 || inblossom[u] == inblossom[v]) {
                        continue;
                    }
                    int k = pairIndex(v, u);
                    if (edge[k]) {
                        slack(k, t1);
                        if (signum(t1) == 0) {
                            mate[v] = v < u ? 2 * k + 1 : 2 * k;
                            mate[u] = v < u ? 2 * k : 2 * k + 1;
                            break;
                        }
                    }
                }
            }
        }

        /**
         * Augments along tight paths free - x = y - free (x, y a pair outside blossoms): the duals do
         * not change and every matched edge stays tight, so the state stays valid, and each such path
         * saves a search stage.
         */
        void matchTightShortPaths() {
            IntList free = new IntList();
            for (int v = 0; v < n; v++) {
                if (mate[v] < 0) {
                    free.add(v);
                }
            }
            if (free.size < 2) {
                return;
            }
            for (int fi = 0; fi < free.size; fi++) {
                int u = free.a[fi];
                if (mate[u] >= 0) {
                    continue;
                }
                search:
                for (int x = 0; x < n; x++) {
                    if (x == u || mate[x] < 0 || inblossom[x] != x) {
                        continue;
                    }
                    int kux = pairIndex(u, x);
                    if (!edge[kux]) {
                        continue;
                    }
                    slack(kux, t1);
                    if (signum(t1) != 0) {
                        continue;
                    }
                    int y = endpoint(mate[x]);
                    if (inblossom[y] != y) {
                        continue;
                    }
                    for (int wi = 0; wi < free.size; wi++) {
                        int w = free.a[wi];
                        if (w == u || mate[w] >= 0 || w == y || inblossom[w] == inblossom[u]) {
                            continue;
                        }
                        int kyw = pairIndex(y, w);
                        if (!edge[kyw]) {
                            continue;
                        }
                        slack(kyw, t1);
                        if (signum(t1) != 0) {
                            continue;
                        }
                        mate[u] = u < x ? 2 * kux + 1 : 2 * kux;
                        mate[x] = u < x ? 2 * kux : 2 * kux + 1;
                        mate[y] = y < w ? 2 * kyw + 1 : 2 * kyw;
                        mate[w] = y < w ? 2 * kyw : 2 * kyw + 1;
                        break search;
                    }
                }
            }
        }

        /** Removes top-level blossom b, moving its dual into its vertices; its outside pairing is undone if no longer tight. */
        void dissolve(int b) {
            boolean positive = !isZero(dual, b * K);
            IntList lf = new IntList();
            leaves(b, lf);
            for (int i = 0; i < lf.size; i++) {
                add(dual, lf.a[i] * K, dual, b * K);
            }
            int base = blossombase[b];
            if (positive && mate[base] >= 0) {
                int o = endpoint(mate[base]);
                if (!contains(lf, o)) {
                    mate[o] = -1;
                    mate[base] = -1;
                }
            }
            for (int s : blossomchilds[b]) {
                blossomparent[s] = -1;
                if (s < n) {
                    inblossom[s] = s;
                } else {
                    IntList l2 = new IntList();
                    leaves(s, l2);
                    for (int i = 0; i < l2.size; i++) {
                        inblossom[l2.a[i]] = s;
                    }
                }
            }
            Arrays.fill(dual, b * K, b * K + K, 0L);
            freeBlossom(b, 0);
        }

        boolean contains(IntList l, int x) {
            for (int i = 0; i < l.size; i++) {
                if (l.a[i] == x) {
                    return true;
                }
            }
            return false;
        }

        int[] runStages() {
            for (int stage = 0; stage <= n; stage++) {
                Arrays.fill(label, 0);
                Arrays.fill(bestedge, -1);
                for (int b = n; b < 2 * n; b++) {
                    blossombestedges[b] = null;
                }
                stamp++;
                Arrays.fill(stageDelta, 0L);
                Arrays.fill(stageDelta2, 0L);
                qlen = 0;
                // roots whose tree found no augmenting path in the previous stage go to the bottom of
                // the stack: the others are searched first, so stuck trees are not re-scanned at every
                // stage (any order is correct; this one saves most of the work after a big repair)
                int free = 0;
                for (int pass = 0; pass < 2; pass++) {
                    for (int v = 0; v < n; v++) {
                        if (mate[v] == -1 && label[inblossom[v]] == 0
                                && (stuck[v] == stamp - 1) == (pass == 0)) {
                            assignLabel(v, 1, -1);
                            free++;
                        }
                    }
                }
                if (free < 2) {
                    break;
                }
                boolean augmented = false;
                while (true) {
                    while (qlen > 0 && !augmented) {
                        int v = queue[--qlen];
                        if (mate[v] == -1) {
                            stuck[v] = stamp;
                        }
                        for (int wv = 0; wv < n; wv++) {
                            if (wv == v) {
                                continue;
                            }
                            int k = pairIndex(v, wv);
                            if (!edge[k]) {
                                continue;
                            }
                            int p = v < wv ? 2 * k + 1 : 2 * k;
                            if (inblossom[v] == inblossom[wv]) {
                                continue;
                            }
                            if (allowedge[k] != stamp) {
                                // quick rejection on the top limb: the edge is not tight and cannot
                                // beat the best candidate already known
                                int lbw = label[inblossom[wv]];
                                int top = K - 1;
                                long hi = dual[v * K + top] + dual[wv * K + top]
                                        - (rows != null ? rows[(v * n + wv) * K + top] : dense[k * K + top]);
                                if (lbw == 2 && hi >= 2 && label[wv] != 0) {
                                    continue;
                                }
                                if (lbw != 2) {
                                    if (hi >= 2) {
                                        int holder = lbw == 1 ? inblossom[v] : wv;
                                        if (lbw == 1 || label[wv] == 0) {
                                            if (bestedge[holder] != -1) {
                                                long c = lbw == 1 ? stageDelta2[top] : stageDelta[top];
                                                if (hi + c > bestKey[holder * K + top] + 2) {
                                                    continue;
                                                }
                                            }
                                        } else {
                                            continue;
                                        }
                                    }
                                }
                                if (lbw == 1 || (lbw == 0 && label[wv] == 0)) {
                                    // slack, tightness, key and comparison with the best key in one pass
                                    int holder = lbw == 1 ? inblossom[v] : wv;
                                    int r = rows != null
                                            ? slackKey(v * K, wv * K, rows, (v * n + wv) * K,
                                                    lbw == 1 ? stageDelta2 : stageDelta, holder * K)
                                            : slackKey(pairI[k] * K, pairJ[k] * K, dense, k * K,
                                                    lbw == 1 ? stageDelta2 : stageDelta, holder * K);
                                    if (r == TIGHT) {
                                        allowedge[k] = stamp;
                                    } else {
                                        if (bestedge[holder] == -1 || r < 0) {
                                            bestedge[holder] = k;
                                            System.arraycopy(t1, 0, bestKey, holder * K, K);
                                        }
                                        continue;
                                    }
                                } else {
                                    slack(k, t1);
                                    if (signum(t1) <= 0) {
                                        allowedge[k] = stamp;
                                    }
                                }
                            }
                            if (allowedge[k] == stamp) {
                                if (label[inblossom[wv]] == 0) {
                                    assignLabel(wv, 2, p ^ 1);
                                } else if (label[inblossom[wv]] == 1) {
                                    int base = scanBlossom(v, wv);
                                    if (base >= 0) {
                                        addBlossom(base, k);
                                    } else {
                                        augmentMatching(k);
                                        augmented = true;
                                        break;
                                    }
                                } else if (label[wv] == 0) {
                                    label[wv] = 2;
                                    labelend[wv] = p ^ 1;
                                }
                            } else if (label[inblossom[wv]] == 1) {
                                int b = inblossom[v];
                                add(t1, 0, stageDelta2, 0);
                                if (bestedge[b] == -1 || cmp(t1, 0, bestKey, b * K) < 0) {
                                    bestedge[b] = k;
                                    System.arraycopy(t1, 0, bestKey, b * K, K);
                                }
                            } else if (label[wv] == 0 && label[inblossom[wv]] == 2) {
                                // wv inside a T blossom: slacks to S do not move while it stays T, so
                                // compare them afresh (the key is made again if the blossom expands)
                                if (bestedge[wv] == -1) {
                                    bestedge[wv] = k;
                                } else {
                                    slack(bestedge[wv], t2);
                                    if (cmp(t1, 0, t2, 0) < 0) {
                                        bestedge[wv] = k;
                                    }
                                }
                            } else if (label[wv] == 0) {
                                add(t1, 0, stageDelta, 0);
                                if (bestedge[wv] == -1 || cmp(t1, 0, bestKey, wv * K) < 0) {
                                    bestedge[wv] = k;
                                    System.arraycopy(t1, 0, bestKey, wv * K, K);
                                }
                            }
                        }
                    }
                    if (augmented) {
                        break;
                    }
                    int deltatype = -1;
                    int deltaedge = -1;
                    int deltablossom = -1;
                    for (int v = 0; v < n; v++) {
                        if (label[inblossom[v]] == 0 && bestedge[v] != -1) {
                            System.arraycopy(bestKey, v * K, t2, 0, K);
                            sub(t2, 0, stageDelta, 0);
                            if (deltatype == -1 || cmp(t2, 0, delta, 0) < 0) {
                                System.arraycopy(t2, 0, delta, 0, K);
                                deltatype = 2;
                                deltaedge = bestedge[v];
                            }
                        }
                    }
                    for (int b = 0; b < 2 * n; b++) {
                        if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
                            System.arraycopy(bestKey, b * K, t2, 0, K);
                            sub(t2, 0, stageDelta2, 0);
                            half(t2);
                            if (deltatype == -1 || cmp(t2, 0, delta, 0) < 0) {
                                System.arraycopy(t2, 0, delta, 0, K);
                                deltatype = 3;
                                deltaedge = bestedge[b];
                            }
                        }
                    }
                    for (int b = n; b < 2 * n; b++) {
                        if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
                                && (deltatype == -1 || cmp(dual, b * K, delta, 0) < 0)) {
                            System.arraycopy(dual, b * K, delta, 0, K);
                            deltatype = 4;
                            deltablossom = b;
                        }
                    }
                    if (deltatype == -1) {
                        break; // no augmenting path: maximum cardinality reached
                    }
                    add(stageDelta, 0, delta, 0);
                    add(stageDelta2, 0, delta, 0);
                    add(stageDelta2, 0, delta, 0);
                    for (int v = 0; v < n; v++) {
                        int lb = label[inblossom[v]];
                        if (lb == 1) {
                            sub(dual, v * K, delta, 0);
                        } else if (lb == 2) {
                            add(dual, v * K, delta, 0);
                        }
                    }
                    for (int b = n; b < 2 * n; b++) {
                        if (blossombase[b] >= 0 && blossomparent[b] == -1) {
                            if (label[b] == 1) {
                                add(dual, b * K, delta, 0);
                            } else if (label[b] == 2) {
                                sub(dual, b * K, delta, 0);
                            }
                        }
                    }
                    if (deltatype == 2) {
                        allowedge[deltaedge] = stamp;
                        int i = pairI[deltaedge];
                        int j = pairJ[deltaedge];
                        if (label[inblossom[i]] == 0) {
                            i = j;
                        }
                        push(i);
                    } else if (deltatype == 3) {
                        allowedge[deltaedge] = stamp;
                        push(pairI[deltaedge]);
                    } else {
                        expandBlossom(deltablossom, false);
                    }
                }
                if (!augmented) {
                    break;
                }
                for (int b = n; b < 2 * n; b++) {
                    if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1
                            && isZero(dual, b * K)) {
                        expandBlossom(b, true);
                    }
                }
            }
            int[] result = new int[n];
            for (int v = 0; v < n; v++) {
                result[v] = mate[v] >= 0 ? endpoint(mate[v]) : -1;
            }
            return result;
        }

        void push(int v) {
            if (qlen == queue.length) {
                queue = Arrays.copyOf(queue, qlen * 2);
            }
            queue[qlen++] = v;
        }

        // ---- arithmetic (lower limbs 62 bits, top limb signed) ----

        void twice(int k, long[] out) {
            System.arraycopy(dense, k * K, out, 0, K);
        }

        static final int TIGHT = 2;

        /**
         * For the edge whose end duals start at io and jo and whose doubled weight is at w[wo..]:
         * {@link #TIGHT} if its slack is not positive; else t1 = slack + sd (the key) and the sign of
         * t1 - bestKey[bko..] (-1, 0, 1), computed in one pass (same numbers as {@link #slack},
         * {@link #add} and {@link #cmp}).
         */
        int slackKey(int io, int jo, long[] w, int wo, long[] sd, int bko) {
            long[] out = t1;
            long carry = 0;
            long carryKey = 0;
            long nonZero = 0;
            int res = 0;
            int last = K - 1;
            for (int l = 0; l < last; l++) {
                long s = dual[io + l] + dual[jo + l] - w[wo + l] + carry;
                carry = s >> 62;
                s &= MASK;
                nonZero |= s;
                long key = s + sd[l] + carryKey;
                carryKey = key >>> 62;
                key &= MASK;
                out[l] = key;
                long b = bestKey[bko + l];
                if (key != b) {
                    res = key < b ? -1 : 1;
                }
            }
            long s = dual[io + last] + dual[jo + last] - w[wo + last] + carry;
            if (s < 0 || (s == 0 && nonZero == 0)) {
                return TIGHT;
            }
            long key = s + sd[last] + carryKey;
            out[last] = key;
            long b = bestKey[bko + last];
            if (key != b) {
                res = key < b ? -1 : 1;
            }
            return res;
        }

        /** out = u_i + u_j - 2 w_k in one pass. */
        void slack(int k, long[] out) {
            int io = pairI[k] * K;
            int jo = pairJ[k] * K;
            int wo = k * K;
            long carry = 0;
            int last = K - 1;
            for (int l = 0; l < last; l++) {
                long s = dual[io + l] + dual[jo + l] - dense[wo + l] + carry;
                // s is in (-2^62, 2^63): floor-divide by 2^62 for the carry
                carry = s >> 62;
                out[l] = s & MASK;
            }
            out[last] = dual[io + last] + dual[jo + last] - dense[wo + last] + carry;
        }

        boolean lessThanSlack(long[] s, int k) {
            slack(k, t2);
            return cmp(s, 0, t2, 0) < 0;
        }

        int signum(long[] a) {
            if (a[K - 1] != 0) {
                return a[K - 1] < 0 ? -1 : 1;
            }
            for (int l = 0; l < K - 1; l++) {
                if (a[l] != 0) {
                    return 1;
                }
            }
            return 0;
        }

        int cmp(long[] a, int ao, long[] b, int bo) {
            long x = a[ao + K - 1];
            long y = b[bo + K - 1];
            if (x != y) {
                return x < y ? -1 : 1;
            }
            for (int l = K - 2; l >= 0; l--) {
                x = a[ao + l];
                y = b[bo + l];
                if (x != y) {
                    return x < y ? -1 : 1;
                }
            }
            return 0;
        }

        boolean isZero(long[] a, int ao) {
            for (int l = 0; l < K; l++) {
                if (a[ao + l] != 0) {
                    return false;
                }
            }
            return true;
        }

        /** Halves a non-negative number. */
        void half(long[] a) {
            for (int l = 0; l < K - 1; l++) {
                a[l] = (a[l] >>> 1) | ((a[l + 1] & 1) << 61);
            }
            a[K - 1] = a[K - 1] >> 1;
        }

        void add(long[] a, int ao, long[] d, int dof) {
            long carry = 0;
            for (int l = 0; l < K - 1; l++) {
                long s = a[ao + l] + d[dof + l] + carry;
                carry = s >>> 62;
                a[ao + l] = s & MASK;
            }
            a[ao + K - 1] = a[ao + K - 1] + d[dof + K - 1] + carry;
        }

        void sub(long[] a, int ao, long[] d, int dof) {
            long borrow = 0;
            for (int l = 0; l < K - 1; l++) {
                long s = a[ao + l] - d[dof + l] - borrow;
                borrow = s < 0 ? 1 : 0;
                a[ao + l] = s & MASK;
            }
            a[ao + K - 1] = a[ao + K - 1] - d[dof + K - 1] - borrow;
        }

        // ---- blossom machinery ----

        void leaves(int b, IntList out) {
            if (b < n) {
                out.add(b);
            } else {
                for (int t : blossomchilds[b]) {
                    if (t < n) {
                        out.add(t);
                    } else {
                        leaves(t, out);
                    }
                }
            }
        }

        void assignLabel(int wv, int t, int p) {
            while (true) {
                int b = inblossom[wv];
                label[wv] = t;
                label[b] = t;
                labelend[wv] = p;
                labelend[b] = p;
                bestedge[wv] = -1;
                bestedge[b] = -1;
                if (t == 1) {
                    IntList l = new IntList();
                    leaves(b, l);
                    for (int i = 0; i < l.size; i++) {
                        push(l.a[i]);
                    }
                    return;
                }
                int base = blossombase[b];
                wv = endpoint(mate[base]);
                t = 1;
                p = mate[base] ^ 1;
            }
        }

        int scanBlossom(int v, int wv) {
            IntList path = new IntList();
            int base = -1;
            while (v != -1 || wv != -1) {
                int b = inblossom[v];
                if ((label[b] & 4) != 0) {
                    base = blossombase[b];
                    break;
                }
                path.add(b);
                label[b] = 5;
                if (labelend[b] == -1) {
                    v = -1;
                } else {
                    v = endpoint(labelend[b]);
                    b = inblossom[v];
                    v = endpoint(labelend[b]);
                }
                if (wv != -1) {
                    int t = v;
                    v = wv;
                    wv = t;
                }
            }
            for (int i = 0; i < path.size; i++) {
                label[path.a[i]] = 1;
            }
            return base;
        }

        void addBlossom(int base, int k) {
            int v = pairI[k];
            int wv = pairJ[k];
            int bb = inblossom[base];
            int bv = inblossom[v];
            int bw = inblossom[wv];
            int b = unused[--unusedTop];
            blossombase[b] = base;
            blossomparent[b] = -1;
            blossomparent[bb] = b;
            IntList path = new IntList();
            IntList endps = new IntList();
            while (bv != bb) {
                blossomparent[bv] = b;
                path.add(bv);
                endps.add(labelend[bv]);
                v = endpoint(labelend[bv]);
                bv = inblossom[v];
            }
            path.add(bb);
            path.reverse();
            endps.reverse();
            endps.add(2 * k);
            while (bw != bb) {
                blossomparent[bw] = b;
                path.add(bw);
                endps.add(labelend[bw] ^ 1);
                wv = endpoint(labelend[bw]);
                bw = inblossom[wv];
            }
            blossomchilds[b] = path.toArray();
            blossomendps[b] = endps.toArray();
            label[b] = 1;
            labelend[b] = labelend[bb];
            Arrays.fill(dual, b * K, b * K + K, 0L);
            IntList lv = new IntList();
            leaves(b, lv);
            for (int i = 0; i < lv.size; i++) {
                int x = lv.a[i];
                if (label[inblossom[x]] == 2) {
                    push(x);
                }
                inblossom[x] = b;
            }
            int[] bestedgeto = new int[2 * n];
            Arrays.fill(bestedgeto, -1);
            for (int bvv : blossomchilds[b]) {
                IntList ks = new IntList();
                if (blossombestedges[bvv] == null) {
                    IntList lf = new IntList();
                    leaves(bvv, lf);
                    for (int i = 0; i < lf.size; i++) {
                        int x = lf.a[i];
                        for (int y = 0; y < n; y++) {
                            if (y != x) {
                                int kk = pairIndex(x, y);
                                if (edge[kk]) {
                                    ks.add(kk);
                                }
                            }
                        }
                    }
                } else {
                    for (int kk : blossombestedges[bvv]) {
                        ks.add(kk);
                    }
                }
                for (int q = 0; q < ks.size; q++) {
                    int kk = ks.a[q];
                    int i = pairI[kk];
                    int j = pairJ[kk];
                    if (inblossom[j] == b) {
                        j = i;
                    }
                    int bj = inblossom[j];
                    if (bj != b && label[bj] == 1) {
                        slack(kk, t1);
                        add(t1, 0, stageDelta2, 0);
                        if (bestedgeto[bj] == -1 || cmp(t1, 0, keyTo, bj * K) < 0) {
                            bestedgeto[bj] = kk;
                            System.arraycopy(t1, 0, keyTo, bj * K, K);
                        }
                    }
                }
                blossombestedges[bvv] = null;
                bestedge[bvv] = -1;
            }
            IntList be = new IntList();
            bestedge[b] = -1;
            for (int x = 0; x < 2 * n; x++) {
                int kk = bestedgeto[x];
                if (kk != -1) {
                    be.add(kk);
                    if (bestedge[b] == -1 || cmp(keyTo, x * K, bestKey, b * K) < 0) {
                        bestedge[b] = kk;
                        System.arraycopy(keyTo, x * K, bestKey, b * K, K);
                    }
                }
            }
            blossombestedges[b] = be.toArray();
        }

        void expandBlossom(int b, boolean endstage) {
            for (int s : blossomchilds[b]) {
                blossomparent[s] = -1;
                if (s < n) {
                    inblossom[s] = s;
                } else if (endstage && isZero(dual, s * K)) {
                    expandBlossom(s, endstage);
                } else {
                    IntList lf = new IntList();
                    leaves(s, lf);
                    for (int i = 0; i < lf.size; i++) {
                        inblossom[lf.a[i]] = s;
                    }
                }
            }
            if (!endstage && label[b] == 2) {
                int[] childs = blossomchilds[b];
                int[] endps = blossomendps[b];
                int len = childs.length;
                int entrychild = inblossom[endpoint(labelend[b] ^ 1)];
                int j = indexOf(childs, entrychild);
                int jstep;
                int endptrick;
                if ((j & 1) != 0) {
                    j -= len;
                    jstep = 1;
                    endptrick = 0;
                } else {
                    jstep = -1;
                    endptrick = 1;
                }
                int p = labelend[b];
                while (j != 0) {
                    label[endpoint(p ^ 1)] = 0;
                    label[endpoint(at(endps, j - endptrick) ^ endptrick ^ 1)] = 0;
                    assignLabel(endpoint(p ^ 1), 2, p);
                    allowedge[at(endps, j - endptrick) >> 1] = stamp;
                    j += jstep;
                    p = at(endps, j - endptrick) ^ endptrick;
                    allowedge[p >> 1] = stamp;
                    j += jstep;
                }
                int bv = at(childs, j);
                label[endpoint(p ^ 1)] = 2;
                label[bv] = 2;
                labelend[endpoint(p ^ 1)] = p;
                labelend[bv] = p;
                bestedge[bv] = -1;
                j += jstep;
                while (at(childs, j) != entrychild) {
                    bv = at(childs, j);
                    if (label[bv] == 1) {
                        j += jstep;
                        continue;
                    }
                    IntList lf = new IntList();
                    leaves(bv, lf);
                    int found = -1;
                    for (int i = 0; i < lf.size; i++) {
                        if (label[lf.a[i]] != 0) {
                            found = lf.a[i];
                            break;
                        }
                    }
                    if (found >= 0) {
                        label[found] = 0;
                        label[endpoint(mate[blossombase[bv]])] = 0;
                        assignLabel(found, 2, labelend[found]);
                    }
                    j += jstep;
                }
            }
            if (!endstage) {
                // vertices left unlabeled keep their best edge, but its key was made while they were
                // inside a T blossom (whose dual moved): compute it again
                IntList lf = new IntList();
                for (int s : blossomchilds[b]) {
                    leaves(s, lf);
                }
                for (int i = 0; i < lf.size; i++) {
                    int x = lf.a[i];
                    if (bestedge[x] != -1 && label[inblossom[x]] == 0) {
                        slack(bestedge[x], t1);
                        add(t1, 0, stageDelta, 0);
                        System.arraycopy(t1, 0, bestKey, x * K, K);
                    }
                }
            }
            freeBlossom(b, -1);
        }

        /** Clears a dissolved blossom's slot (leaving it with {@code finalLabel}) and returns it to the free list. */
        private void freeBlossom(int b, int finalLabel) {
            label[b] = finalLabel;
            labelend[b] = -1;
            blossomchilds[b] = null;
            blossomendps[b] = null;
            blossombase[b] = -1;
            blossombestedges[b] = null;
            bestedge[b] = -1;
            unused[unusedTop++] = b;
        }

        void augmentBlossom(int b, int v) {
            int t = v;
            while (blossomparent[t] != b) {
                t = blossomparent[t];
            }
            if (t >= n) {
                augmentBlossom(t, v);
            }
            int[] childs = blossomchilds[b];
            int[] endps = blossomendps[b];
            int len = childs.length;
            int i = indexOf(childs, t);
            int j = i;
            int jstep;
            int endptrick;
            if ((i & 1) != 0) {
                j -= len;
                jstep = 1;
                endptrick = 0;
            } else {
                jstep = -1;
                endptrick = 1;
            }
            while (j != 0) {
                j += jstep;
                t = at(childs, j);
                int p = at(endps, j - endptrick) ^ endptrick;
                if (t >= n) {
                    augmentBlossom(t, endpoint(p));
                }
                j += jstep;
                t = at(childs, j);
                if (t >= n) {
                    augmentBlossom(t, endpoint(p ^ 1));
                }
                mate[endpoint(p)] = p ^ 1;
                mate[endpoint(p ^ 1)] = p;
            }
            int[] nc = new int[len];
            int[] ne = new int[len];
            for (int q = 0; q < len; q++) {
                nc[q] = childs[(i + q) % len];
                ne[q] = endps[(i + q) % len];
            }
            blossomchilds[b] = nc;
            blossomendps[b] = ne;
            blossombase[b] = blossombase[nc[0]];
        }

        void augmentMatching(int k) {
            int v = pairI[k];
            int wv = pairJ[k];
            for (int side = 0; side < 2; side++) {
                int s = side == 0 ? v : wv;
                int p = side == 0 ? 2 * k + 1 : 2 * k;
                while (true) {
                    int bs = inblossom[s];
                    if (bs >= n) {
                        augmentBlossom(bs, s);
                    }
                    mate[s] = p;
                    if (labelend[bs] == -1) {
                        break;
                    }
                    int t = endpoint(labelend[bs]);
                    int bt = inblossom[t];
                    s = endpoint(labelend[bt]);
                    int j = endpoint(labelend[bt] ^ 1);
                    if (bt >= n) {
                        augmentBlossom(bt, j);
                    }
                    mate[j] = labelend[bt];
                    p = labelend[bt] ^ 1;
                }
            }
        }

        int at(int[] a, int idx) {
            return a[idx < 0 ? idx + a.length : idx];
        }

        int indexOf(int[] a, int x) {
            for (int i = 0; i < a.length; i++) {
                if (a[i] == x) {
                    return i;
                }
            }
            throw new IllegalStateException("blossom child not found");
        }
    }

    /** Small growable int list (avoids boxing in the inner loops). */
    private static final class IntList {
        int[] a = new int[8];
        int size;

        void add(int x) {
            if (size == a.length) {
                a = Arrays.copyOf(a, size * 2);
            }
            a[size++] = x;
        }

        void reverse() {
            for (int i = 0, j = size - 1; i < j; i++, j--) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        }

        int[] toArray() {
            return Arrays.copyOf(a, size);
        }
    }
}
