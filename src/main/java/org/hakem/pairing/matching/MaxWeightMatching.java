package org.hakem.pairing.matching;

import java.util.Arrays;

/**
 * Maximum-weight matching on a general (non-bipartite) graph: Edmonds' blossom algorithm in the
 * primal-dual form of Galil (O(n^3)), with exact multi-word integer weights.
 *
 * <p>Weights are non-negative integers of {@code limbs * 62} bits (see {@link Weight}); a weight of
 * zero means "no edge". The matching returned maximises the sum of the weights of its edges; it is
 * not forced to be of maximum cardinality, so callers that need the most pairs put a "pair" bonus in
 * the most significant bits of every edge.
 *
 * <p>Contract: the sum of all weights of any matching, times four, must fit in the chosen number of
 * limbs ({@link Weight#limbsFor(int, int)} reserves that head room).
 */
public final class MaxWeightMatching {

    private final int n;
    private final int limbs;
    /** Upper-triangular dense weight storage: pair (i<j) at index tri(i,j)*limbs. */
    private final long[] dense;

    public MaxWeightMatching(int vertexCount, int limbs) {
        if (vertexCount < 0 || limbs < 1) {
            throw new IllegalArgumentException("vertexCount " + vertexCount + ", limbs " + limbs);
        }
        this.n = vertexCount;
        this.limbs = limbs;
        long size = (long) vertexCount * (vertexCount - 1) / 2 * limbs;
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("graph too large: " + vertexCount + " vertices");
        }
        this.dense = new long[(int) Math.max(0, size)];
    }

    public int vertexCount() {
        return n;
    }

    public int limbs() {
        return limbs;
    }

    private int tri(int i, int j) {
        if (i > j) {
            int t = i;
            i = j;
            j = t;
        }
        // row i holds j in (i, n): offset = i*n - i*(i+1)/2 + (j - i - 1)
        return (i * n - i * (i + 1) / 2 + (j - i - 1)) * limbs;
    }

    /** Sets the weight of edge {u, v}; {@code null} or zero removes the edge. */
    public void setWeight(int u, int v, Weight w) {
        if (u == v) {
            throw new IllegalArgumentException("loop at vertex " + u);
        }
        int o = tri(u, v);
        if (w == null) {
            Arrays.fill(dense, o, o + limbs, 0L);
        } else {
            w.copyTo(dense, o, limbs);
        }
    }

    /** Removes every edge incident to {@code v}. */
    public void clearVertex(int v) {
        for (int u = 0; u < n; u++) {
            if (u != v) {
                int o = tri(u, v);
                Arrays.fill(dense, o, o + limbs, 0L);
            }
        }
    }

    /** True if {u, v} has a non-zero weight. */
    public boolean hasEdge(int u, int v) {
        int o = tri(u, v);
        for (int l = 0; l < limbs; l++) {
            if (dense[o + l] != 0) {
                return true;
            }
        }
        return false;
    }

    /** Computes a maximum-weight matching: result[v] is v's mate or -1. */
    public int[] solve() {
        return new Solver().run();
    }

    // ---------------------------------------------------------------------------------------------
    // The solver follows the classical structure (labels S=1 / T=2, blossoms numbered n..2n-1,
    // endpoints 2k / 2k+1 of edge k). All numbers are non-negative multi-limb integers.

    private static final long MASK = (1L << 62) - 1;

    private final class Solver {
        final int K = limbs;
        int m;
        int[] endpoint;
        int[][] neighbend;
        long[] w;
        int[] mate;
        int[] label;
        int[] labelend;
        int[] inblossom;
        int[] blossomparent;
        int[][] blossomchilds;
        int[] blossombase;
        int[][] blossomendps;
        int[] bestedge;
        int[][] blossombestedges;
        int[] unused;
        int unusedTop;
        long[] dual;
        boolean[] allowedge;
        int[] queue;
        int qlen;
        final long[] t1 = new long[K];
        final long[] t2 = new long[K];
        final long[] delta = new long[K];

        int[] run() {
            int[] ei = new int[16];
            int[] ej = new int[16];
            m = 0;
            long[] wl = new long[16 * K];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    int o = tri(i, j);
                    boolean nz = false;
                    for (int l = 0; l < K; l++) {
                        if (dense[o + l] != 0) {
                            nz = true;
                            break;
                        }
                    }
                    if (!nz) {
                        continue;
                    }
                    if (m == ei.length) {
                        ei = Arrays.copyOf(ei, m * 2);
                        ej = Arrays.copyOf(ej, m * 2);
                        wl = Arrays.copyOf(wl, m * 2 * K);
                    }
                    ei[m] = i;
                    ej[m] = j;
                    System.arraycopy(dense, o, wl, m * K, K);
                    m++;
                }
            }
            w = wl;
            endpoint = new int[2 * m];
            int[] deg = new int[n];
            for (int k = 0; k < m; k++) {
                endpoint[2 * k] = ei[k];
                endpoint[2 * k + 1] = ej[k];
                deg[ei[k]]++;
                deg[ej[k]]++;
            }
            neighbend = new int[n][];
            for (int v = 0; v < n; v++) {
                neighbend[v] = new int[deg[v]];
                deg[v] = 0;
            }
            for (int k = 0; k < m; k++) {
                neighbend[ei[k]][deg[ei[k]]++] = 2 * k + 1;
                neighbend[ej[k]][deg[ej[k]]++] = 2 * k;
            }
            mate = new int[n];
            Arrays.fill(mate, -1);
            label = new int[2 * n];
            labelend = new int[2 * n];
            Arrays.fill(labelend, -1);
            inblossom = new int[n];
            for (int v = 0; v < n; v++) {
                inblossom[v] = v;
            }
            blossomparent = new int[2 * n];
            Arrays.fill(blossomparent, -1);
            blossomchilds = new int[2 * n][];
            blossombase = new int[2 * n];
            for (int v = 0; v < n; v++) {
                blossombase[v] = v;
            }
            for (int b = n; b < 2 * n; b++) {
                blossombase[b] = -1;
            }
            blossomendps = new int[2 * n][];
            bestedge = new int[2 * n];
            Arrays.fill(bestedge, -1);
            blossombestedges = new int[2 * n][];
            unused = new int[n];
            unusedTop = 0;
            for (int b = 2 * n - 1; b >= n; b--) {
                // pop() in the classical formulation takes the highest-numbered first
                unused[unusedTop++] = b;
            }
            // reverse so that popping order matches list.pop() of range(n, 2n)
            for (int a = 0, b = unusedTop - 1; a < b; a++, b--) {
                int t = unused[a];
                unused[a] = unused[b];
                unused[b] = t;
            }
            dual = new long[2 * n * K];
            // initial vertex duals: the maximum edge weight
            long[] maxw = new long[K];
            for (int k = 0; k < m; k++) {
                if (cmp(w, k * K, maxw, 0) > 0) {
                    System.arraycopy(w, k * K, maxw, 0, K);
                }
            }
            for (int v = 0; v < n; v++) {
                System.arraycopy(maxw, 0, dual, v * K, K);
            }
            allowedge = new boolean[m];
            queue = new int[Math.max(4, 2 * n)];

            for (int stage = 0; stage < n; stage++) {
                Arrays.fill(label, 0);
                Arrays.fill(bestedge, -1);
                for (int b = n; b < 2 * n; b++) {
                    blossombestedges[b] = null;
                }
                Arrays.fill(allowedge, false);
                qlen = 0;
                for (int v = 0; v < n; v++) {
                    if (mate[v] == -1 && label[inblossom[v]] == 0) {
                        assignLabel(v, 1, -1);
                    }
                }
                boolean augmented = false;
                while (true) {
                    while (qlen > 0 && !augmented) {
                        int v = queue[--qlen];
                        for (int p : neighbend[v]) {
                            int k = p >> 1;
                            int wv = endpoint[p];
                            if (inblossom[v] == inblossom[wv]) {
                                continue;
                            }
                            boolean haveSlack = false;
                            if (!allowedge[k]) {
                                slack(k, t1);
                                haveSlack = true;
                                if (isZero(t1, 0)) {
                                    allowedge[k] = true;
                                }
                            }
                            if (allowedge[k]) {
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
                                if (bestedge[b] == -1 || lessThanSlack(t1, bestedge[b])) {
                                    bestedge[b] = k;
                                }
                            } else if (label[wv] == 0) {
                                if (!haveSlack) {
                                    slack(k, t1);
                                }
                                if (bestedge[wv] == -1 || lessThanSlack(t1, bestedge[wv])) {
                                    bestedge[wv] = k;
                                }
                            }
                        }
                    }
                    if (augmented) {
                        break;
                    }
                    // delta computation
                    int deltatype = 1;
                    int deltaedge = -1;
                    int deltablossom = -1;
                    System.arraycopy(dual, 0, delta, 0, K);
                    for (int v = 1; v < n; v++) {
                        if (cmp(dual, v * K, delta, 0) < 0) {
                            System.arraycopy(dual, v * K, delta, 0, K);
                        }
                    }
                    for (int v = 0; v < n; v++) {
                        if (label[inblossom[v]] == 0 && bestedge[v] != -1) {
                            slack(bestedge[v], t2);
                            if (cmp(t2, 0, delta, 0) < 0) {
                                System.arraycopy(t2, 0, delta, 0, K);
                                deltatype = 2;
                                deltaedge = bestedge[v];
                            }
                        }
                    }
                    for (int b = 0; b < 2 * n; b++) {
                        if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
                            slack(bestedge[b], t2);
                            half(t2);
                            if (cmp(t2, 0, delta, 0) < 0) {
                                System.arraycopy(t2, 0, delta, 0, K);
                                deltatype = 3;
                                deltaedge = bestedge[b];
                            }
                        }
                    }
                    for (int b = n; b < 2 * n; b++) {
                        if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
                                && cmp(dual, b * K, delta, 0) < 0) {
                            System.arraycopy(dual, b * K, delta, 0, K);
                            deltatype = 4;
                            deltablossom = b;
                        }
                    }
                    for (int v = 0; v < n; v++) {
                        int lb = label[inblossom[v]];
                        if (lb == 1) {
                            sub(dual, v * K, delta);
                        } else if (lb == 2) {
                            add(dual, v * K, delta);
                        }
                    }
                    for (int b = n; b < 2 * n; b++) {
                        if (blossombase[b] >= 0 && blossomparent[b] == -1) {
                            if (label[b] == 1) {
                                add(dual, b * K, delta);
                            } else if (label[b] == 2) {
                                sub(dual, b * K, delta);
                            }
                        }
                    }
                    if (deltatype == 1) {
                        break;
                    } else if (deltatype == 2) {
                        allowedge[deltaedge] = true;
                        int i = endpoint[2 * deltaedge];
                        int j = endpoint[2 * deltaedge + 1];
                        if (label[inblossom[i]] == 0) {
                            i = j;
                        }
                        push(i);
                    } else if (deltatype == 3) {
                        allowedge[deltaedge] = true;
                        push(endpoint[2 * deltaedge]);
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
                result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
            }
            return result;
        }

        void push(int v) {
            if (qlen == queue.length) {
                queue = Arrays.copyOf(queue, qlen * 2);
            }
            queue[qlen++] = v;
        }

        // ---- arithmetic ----

        void slack(int k, long[] out) {
            int i = endpoint[2 * k];
            int j = endpoint[2 * k + 1];
            long carry = 0;
            for (int l = 0; l < K; l++) {
                long s = dual[i * K + l] + dual[j * K + l] + carry;
                carry = s >>> 62;
                out[l] = s & MASK;
            }
            long borrow = 0;
            for (int l = 0; l < K; l++) {
                // subtract 2*w: (w << 1) limb-wise with carry from the lower limb's top bit
                long wl = w[k * K + l];
                long lowerTop = l == 0 ? 0 : (w[k * K + l - 1] >>> 61) & 1;
                long two = ((wl << 1) & MASK) | lowerTop;
                long d = out[l] - two - borrow;
                borrow = d < 0 ? 1 : 0;
                out[l] = d & MASK;
            }
        }

        boolean lessThanSlack(long[] s, int k) {
            slack(k, t2);
            return cmp(s, 0, t2, 0) < 0;
        }

        int cmp(long[] a, int ao, long[] b, int bo) {
            for (int l = K - 1; l >= 0; l--) {
                long x = a[ao + l];
                long y = b[bo + l];
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

        void half(long[] a) {
            for (int l = 0; l < K; l++) {
                long hi = l + 1 < K ? (a[l + 1] & 1) : 0;
                a[l] = (a[l] >>> 1) | (hi << 61);
            }
        }

        void add(long[] a, int ao, long[] d) {
            long carry = 0;
            for (int l = 0; l < K; l++) {
                long s = a[ao + l] + d[l] + carry;
                carry = s >>> 62;
                a[ao + l] = s & MASK;
            }
        }

        void sub(long[] a, int ao, long[] d) {
            long borrow = 0;
            for (int l = 0; l < K; l++) {
                long s = a[ao + l] - d[l] - borrow;
                borrow = s < 0 ? 1 : 0;
                a[ao + l] = s & MASK;
            }
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
                wv = endpoint[mate[base]];
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
                    v = endpoint[labelend[b]];
                    b = inblossom[v];
                    v = endpoint[labelend[b]];
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
            int v = endpoint[2 * k];
            int wv = endpoint[2 * k + 1];
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
                v = endpoint[labelend[bv]];
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
                wv = endpoint[labelend[bw]];
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
                        for (int p : neighbend[lf.a[i]]) {
                            ks.add(p >> 1);
                        }
                    }
                } else {
                    for (int kk : blossombestedges[bvv]) {
                        ks.add(kk);
                    }
                }
                for (int q = 0; q < ks.size; q++) {
                    int kk = ks.a[q];
                    int i = endpoint[2 * kk];
                    int j = endpoint[2 * kk + 1];
                    if (inblossom[j] == b) {
                        j = i;
                    }
                    int bj = inblossom[j];
                    if (bj != b && label[bj] == 1) {
                        if (bestedgeto[bj] == -1) {
                            bestedgeto[bj] = kk;
                        } else {
                            slack(kk, t1);
                            if (lessThanSlack(t1, bestedgeto[bj])) {
                                bestedgeto[bj] = kk;
                            }
                        }
                    }
                }
                blossombestedges[bvv] = null;
                bestedge[bvv] = -1;
            }
            IntList be = new IntList();
            for (int kk : bestedgeto) {
                if (kk != -1) {
                    be.add(kk);
                }
            }
            blossombestedges[b] = be.toArray();
            bestedge[b] = -1;
            for (int kk : blossombestedges[b]) {
                if (bestedge[b] == -1) {
                    bestedge[b] = kk;
                } else {
                    slack(kk, t1);
                    if (lessThanSlack(t1, bestedge[b])) {
                        bestedge[b] = kk;
                    }
                }
            }
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
                int entrychild = inblossom[endpoint[labelend[b] ^ 1]];
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
                    label[endpoint[p ^ 1]] = 0;
                    label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
                    assignLabel(endpoint[p ^ 1], 2, p);
                    allowedge[at(endps, j - endptrick) >> 1] = true;
                    j += jstep;
                    p = at(endps, j - endptrick) ^ endptrick;
                    allowedge[p >> 1] = true;
                    j += jstep;
                }
                int bv = at(childs, j);
                label[endpoint[p ^ 1]] = 2;
                label[bv] = 2;
                labelend[endpoint[p ^ 1]] = p;
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
                        label[endpoint[mate[blossombase[bv]]]] = 0;
                        assignLabel(found, 2, labelend[found]);
                    }
                    j += jstep;
                }
            }
            label[b] = -1;
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
                    augmentBlossom(t, endpoint[p]);
                }
                j += jstep;
                t = at(childs, j);
                if (t >= n) {
                    augmentBlossom(t, endpoint[p ^ 1]);
                }
                mate[endpoint[p]] = p ^ 1;
                mate[endpoint[p ^ 1]] = p;
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
            int v = endpoint[2 * k];
            int wv = endpoint[2 * k + 1];
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
                    int t = endpoint[labelend[bs]];
                    int bt = inblossom[t];
                    s = endpoint[labelend[bt]];
                    int j = endpoint[labelend[bt] ^ 1];
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
