package org.hakem.pairing.matching;

import java.util.Arrays;

/**
 * Maximum-cardinality matching on a general graph (Edmonds' blossom algorithm, unweighted), and the
 * vertices that some maximum matching leaves unmatched.
 *
 * <p>Why it exists: deciding which players may receive the bye needs only the structure of the
 * maximum matchings, not their weights; this is an O(n^2) search per unmatched vertex on a dense
 * adjacency matrix instead of a weighted solve.
 */
public final class CardinalityMatching {

    private final int n;
    private final boolean[][] adj;
    private final int[] mate;
    // search state
    private final int[] parent;
    private final int[] base;
    private final boolean[] outer;
    private final boolean[] inBlossom;
    private final boolean[] onPath;
    private final int[] queue;
    private int head;
    private int tail;

    /** {@code adjacency[u][v]} (symmetric, no loops) says whether u and v may be matched; not copied. */
    public CardinalityMatching(boolean[][] adjacency) {
        this.n = adjacency.length;
        this.adj = adjacency;
        this.mate = new int[n];
        this.parent = new int[n];
        this.base = new int[n];
        this.outer = new boolean[n];
        this.inBlossom = new boolean[n];
        this.onPath = new boolean[n];
        this.queue = new int[n];
        Arrays.fill(mate, -1);
        for (int v = 0; v < n; v++) {
            if (mate[v] >= 0) {
                continue;
            }
            for (int u = v + 1; u < n; u++) {
                if (mate[u] < 0 && adj[v][u]) {
                    mate[v] = u;
                    mate[u] = v;
                    break;
                }
            }
        }
        for (int v = 0; v < n; v++) {
            if (mate[v] < 0) {
                int end = search(v);
                if (end >= 0) {
                    augment(end);
                }
            }
        }
    }

    /** The maximum matching found: mate of each vertex, or -1. */
    public int[] mates() {
        return mate.clone();
    }

    /**
     * The vertices left unmatched by at least one maximum matching (the set D of the Gallai–Edmonds
     * decomposition): those joined to an unmatched vertex by an even alternating path.
     */
    public boolean[] exposable() {
        boolean[] d = new boolean[n];
        for (int r = 0; r < n; r++) {
            if (mate[r] < 0) {
                if (search(r) >= 0) {
                    throw new IllegalStateException("matching not maximum");
                }
                for (int v = 0; v < n; v++) {
                    d[v] |= outer[v];
                }
            }
        }
        return d;
    }

    /** Grows an alternating tree from root; returns the far end of an augmenting path, or -1 (then {@link #outer} holds the even vertices). */
    private int search(int root) {
        Arrays.fill(outer, false);
        Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            base[i] = i;
        }
        outer[root] = true;
        head = 0;
        tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            boolean[] row = adj[v];
            for (int to = 0; to < n; to++) {
                if (!row[to] || base[v] == base[to] || mate[v] == to) {
                    continue;
                }
                if (to == root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
                    int b = commonBase(v, to);
                    Arrays.fill(inBlossom, false);
                    markPath(v, b, to);
                    markPath(to, b, v);
                    for (int i = 0; i < n; i++) {
                        if (inBlossom[base[i]]) {
                            base[i] = b;
                            if (!outer[i]) {
                                outer[i] = true;
                                queue[tail++] = i;
                            }
                        }
                    }
                } else if (parent[to] < 0) {
                    parent[to] = v;
                    if (mate[to] < 0) {
                        return to;
                    }
                    int m = mate[to];
                    outer[m] = true;
                    queue[tail++] = m;
                }
            }
        }
        return -1;
    }

    private int commonBase(int a, int b) {
        Arrays.fill(onPath, false);
        while (true) {
            a = base[a];
            onPath[a] = true;
            if (mate[a] < 0) {
                break;
            }
            a = parent[mate[a]];
        }
        while (true) {
            b = base[b];
            if (onPath[b]) {
                return b;
            }
            b = parent[mate[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            inBlossom[base[v]] = true;
            inBlossom[base[mate[v]]] = true;
            parent[v] = child;
            child = mate[v];
            v = parent[mate[v]];
        }
    }

    private void augment(int v) {
        while (v >= 0) {
            int pv = parent[v];
            int ppv = mate[pv];
            mate[v] = pv;
            mate[pv] = v;
            v = ppv;
        }
    }
}
