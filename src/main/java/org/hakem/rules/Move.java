package org.hakem.rules;

import java.util.Arrays;
import java.util.List;

/**
 * A move as a value: origin, destination, the captured squares in the order they were jumped, the landing
 * squares in order (the last one is the destination), and whether the moving man is promoted.
 *
 * <p>Two capture paths with the same origin, destination and captured set lead to the same position
 * ({@link #sameEffect}); {@link #equals} compares whole paths.
 */
public final class Move {

    private final int from;
    private final int[] captured;
    private final int[] path;
    private final boolean promotes;

    /**
     * @param from     origin square number
     * @param path     landing squares in order, at least one; the last is the destination
     * @param captured captured squares in jump order (empty for a plain move); for a capture, one per landing
     * @param promotes whether a man is promoted by this move
     */
    public Move(int from, int[] path, int[] captured, boolean promotes) {
        if (path.length == 0) {
            throw new IllegalArgumentException("a move lands on at least one square");
        }
        if (captured.length != 0 && captured.length != path.length) {
            throw new IllegalArgumentException("a capture has one landing square per captured piece");
        }
        this.from = from;
        this.path = path.clone();
        this.captured = captured.clone();
        this.promotes = promotes;
    }

    /** For the generator: arrays it made for this move alone (not copied again). */
    Move(int from, int[] path, int[] captured, boolean promotes, boolean owned) {
        this.from = from;
        this.path = path;
        this.captured = captured;
        this.promotes = promotes;
    }

    public int from() {
        return from;
    }

    public int to() {
        return path[path.length - 1];
    }

    /** Captured squares in jump order. */
    public List<Integer> captured() {
        return boxed(captured);
    }

    /** Landing squares in order; the last is {@link #to()}. */
    public List<Integer> path() {
        return boxed(path);
    }

    /** The {@code i}-th captured square in jump order (0-based, below {@link #captureCount()}); no allocation. */
    public int capturedSquare(int i) {
        return captured[i];
    }

    /** How many landing squares the move has (1 for a step or a single capture). */
    public int landingCount() {
        return path.length;
    }

    /** The {@code i}-th landing square (0-based, below {@link #landingCount()}); no allocation. */
    public int landing(int i) {
        return path[i];
    }

    private static List<Integer> boxed(int[] squares) {
        Integer[] out = new Integer[squares.length];
        for (int i = 0; i < squares.length; i++) {
            out[i] = squares[i];
        }
        return List.of(out);
    }

    public boolean isCapture() {
        return captured.length > 0;
    }

    public int captureCount() {
        return captured.length;
    }

    public boolean promotes() {
        return promotes;
    }

    /** Same origin, destination and set of captured squares: the same resulting position. */
    public boolean sameEffect(Move other) {
        if (this == other) {
            return true;
        }
        if (from != other.from || to() != other.to() || captured.length != other.captured.length) {
            return false;
        }
        int[] a = captured.clone(), b = other.captured.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        return Arrays.equals(a, b);
    }

    /** Short PDN notation: {@code 32-28}, {@code 28x19}, {@code a3-b4}, {@code c3xe5}. */
    public String notation(Board board) {
        Written w = shortText;
        if (w == null || w.board != board) {
            w = new Written(board, board.name(from) + (isCapture() ? "x" : "-") + board.name(to()));
            shortText = w;
        }
        return w.text;
    }

    /** Notation with every landing square: {@code a3xc5xe7}; the same as {@link #notation} for plain moves. */
    public String longNotation(Board board) {
        if (!isCapture()) {
            return notation(board);
        }
        Written w = longText;
        if (w == null || w.board != board) {
            StringBuilder sb = new StringBuilder(board.name(from));
            for (int sq : path) {
                sb.append('x').append(board.name(sq));
            }
            w = new Written(board, sb.toString());
            longText = w;
        }
        return w.text;
    }

    /**
     * A notation once written, with the board it was written for: the plain moves are shared by every position
     * ({@link Board}), and an archived game's moves are written for the database and again for the index. One
     * immutable holder per field, so a thread sees a text with its own board or none (a benign race).
     */
    private record Written(Board board, String text) {
    }

    private Written shortText;
    private Written longText;

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && m.from == from && m.promotes == promotes && Arrays.equals(m.path, path)
                && Arrays.equals(m.captured, captured);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * from + Arrays.hashCode(path)) + Arrays.hashCode(captured);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append(from);
        for (int i = 0; i < path.length; i++) {
            sb.append(captured.length > 0 ? "x" : "-").append(path[i]);
        }
        if (captured.length > 0) {
            sb.append(" captures ").append(Arrays.toString(captured));
        }
        return sb.toString();
    }
}
