package org.hakem.rules;

/**
 * A reusable buffer of generated moves in bit form (the generator's output). Perft keeps one per ply so
 * that generation allocates nothing once the buffers have reached their working size.
 */
final class MoveList {

    int size;
    int[] from;
    int[] to;
    long[] captured;
    /** Bits 64..127 of the captured set (wide boards; written only by the wide generator). */
    long[] capturedHi;
    int[] captureCount;
    boolean[] promotes;
    /** Kings among the captured pieces, and the jump (0-based) where the first king was taken (or -1). */
    int[] kingsCaptured;
    int[] firstKingJump;
    boolean[] byKing;
    /** Where each move's path starts in {@link #pathData}: pairs (captured bit, landing bit) per jump. */
    int[] pathStart;
    int[] pathData;
    int pathLength;

    MoveList(int capacity) {
        from = new int[capacity];
        to = new int[capacity];
        captured = new long[capacity];
        capturedHi = new long[capacity];
        captureCount = new int[capacity];
        promotes = new boolean[capacity];
        kingsCaptured = new int[capacity];
        firstKingJump = new int[capacity];
        byKing = new boolean[capacity];
        pathStart = new int[capacity];
        pathData = new int[capacity * 8];
    }

    void clear() {
        size = 0;
        pathLength = 0;
    }

    void addPlain(int f, int t, boolean promote) {
        if (size == from.length) {
            grow();
        }
        int i = size++;
        from[i] = f;
        to[i] = t;
        captured[i] = 0;
        captureCount[i] = 0;
        promotes[i] = promote;
        pathStart[i] = pathLength;
    }

    void addCapture(int f, int t, long cap, int n, boolean promote, int[] capturedBits, int[] landingBits,
            int kings, int firstKing, boolean king) {
        if (size == from.length) {
            grow();
        }
        if (pathLength + 2 * n > pathData.length) {
            pathData = java.util.Arrays.copyOf(pathData, Math.max(pathData.length * 2, pathLength + 2 * n));
        }
        int i = size++;
        from[i] = f;
        to[i] = t;
        captured[i] = cap;
        captureCount[i] = n;
        promotes[i] = promote;
        kingsCaptured[i] = kings;
        firstKingJump[i] = firstKing;
        byKing[i] = king;
        pathStart[i] = pathLength;
        for (int j = 0; j < n; j++) {
            pathData[pathLength++] = capturedBits[j];
            pathData[pathLength++] = landingBits[j];
        }
    }

    /** A plain move on a wide board (clears the high captured word the slot may hold from an earlier capture). */
    void addPlainWide(int f, int t, boolean promote) {
        addPlain(f, t, promote);
        capturedHi[size - 1] = 0;
    }

    /** A capture on a wide board: the captured set as two words. */
    void addCapture(int f, int t, long cap, long capHi, int n, boolean promote, int[] capturedBits, int[] landingBits,
            int kings, int firstKing, boolean king) {
        addCapture(f, t, cap, n, promote, capturedBits, landingBits, kings, firstKing, king);
        capturedHi[size - 1] = capHi;
    }

    /** Keeps one capture per (origin, destination, captured set): the "distinct moves" counting. */
    void removeDuplicateCaptures() {
        int kept = 0;
        outer:
        for (int i = 0; i < size; i++) {
            if (captureCount[i] > 1) {
                for (int j = 0; j < kept; j++) {
                    if (captured[j] == captured[i] && from[j] == from[i] && to[j] == to[i]
                            && capturedHi[j] == capturedHi[i]) {
                        continue outer;
                    }
                }
            }
            move(i, kept++);
        }
        size = kept;
    }

    /**
     * Keeps only the best captures: most pieces, then most kings; with {@code italian}, a capture by a king
     * ranks before the kings count, and after it the capture meeting a king earliest; with {@code byValue}
     * (all of equal value already), a capture by a king.
     */
    void keepBest(boolean italian, boolean byValue) {
        int best = 0;
        for (int i = 1; i < size; i++) {
            if (compare(i, best, italian, byValue) > 0) {
                best = i;
            }
        }
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (compare(i, best, italian, byValue) == 0) {
                move(i, kept++);
            }
        }
        size = kept;
    }

    private int compare(int i, int j, boolean italian, boolean byValue) {
        if (byValue) {
            // the walk kept only captures of the highest value; among them a capture by a king (Frisian)
            return Boolean.compare(byKing[i], byKing[j]);
        }
        int c = Integer.compare(captureCount[i], captureCount[j]);
        if (c == 0 && italian) {
            c = Boolean.compare(byKing[i], byKing[j]);
        }
        if (c == 0) {
            c = Integer.compare(kingsCaptured[i], kingsCaptured[j]);
        }
        if (c == 0 && italian && kingsCaptured[i] > 0) {
            c = Integer.compare(firstKingJump[j], firstKingJump[i]);
        }
        return c;
    }

    private void move(int i, int to) {
        if (i == to) {
            return;
        }
        from[to] = from[i];
        this.to[to] = this.to[i];
        captured[to] = captured[i];
        capturedHi[to] = capturedHi[i];
        captureCount[to] = captureCount[i];
        promotes[to] = promotes[i];
        kingsCaptured[to] = kingsCaptured[i];
        firstKingJump[to] = firstKingJump[i];
        byKing[to] = byKing[i];
        pathStart[to] = pathStart[i];
    }

    private void grow() {
        int n = from.length * 2;
        from = java.util.Arrays.copyOf(from, n);
        to = java.util.Arrays.copyOf(to, n);
        captured = java.util.Arrays.copyOf(captured, n);
        capturedHi = java.util.Arrays.copyOf(capturedHi, n);
        captureCount = java.util.Arrays.copyOf(captureCount, n);
        promotes = java.util.Arrays.copyOf(promotes, n);
        kingsCaptured = java.util.Arrays.copyOf(kingsCaptured, n);
        firstKingJump = java.util.Arrays.copyOf(firstKingJump, n);
        byKing = java.util.Arrays.copyOf(byKing, n);
        pathStart = java.util.Arrays.copyOf(pathStart, n);
    }

    /** The i-th move as a public value. */
    Move toMove(Board board, int i) {
        int n = captureCount[i];
        if (n == 0) {
            return board.step(board.squareOf(from[i]), board.squareOf(to[i]), promotes[i]);
        }
        int[] path = new int[n];
        int[] caps = new int[n];
        for (int j = 0; j < n; j++) {
            caps[j] = board.squareOf(pathData[pathStart[i] + 2 * j]);
            path[j] = board.squareOf(pathData[pathStart[i] + 2 * j + 1]);
        }
        return new Move(board.squareOf(from[i]), path, caps, promotes[i], true);
    }
}
