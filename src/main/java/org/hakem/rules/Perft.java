package org.hakem.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Counts the leaves of the move tree to a depth, for verifying the generator against published numbers
 * and for benchmarks. The last ply is counted without being played ("bulk counting"), and the search
 * allocates nothing once its per-ply buffers are warm.
 *
 * <p>Instances are not thread-safe; create one per thread.
 */
public final class Perft {

    /** How captures that reach the same position by different paths are counted. */
    public enum Counting {
        /** Captures with the same origin, destination and captured set count once, at every ply. */
        DISTINCT,
        /** Every capture path counts; each landing square of a king before a further jump is a path (kish). */
        PATHS,
        /**
         * Every capture path counts, but a king going on capturing in the same direction counts once whatever
         * square it touched down on (dctl's "keep duplicates" counting).
         */
        PATHS_STRAIGHT_MERGED
    }

    /** One root move and the leaves below it. */
    public record Division(Move move, long nodes) {
    }

    private static final int MAX_PLY = 64;

    private final Variant variant;
    private final MoveGenerator generator;
    /** The two-word generator, used when the board is wide (or when a test asks for it); else null. */
    private final WideMoveGenerator wide;
    private final MoveList[] lists = new MoveList[MAX_PLY + 1];
    private final boolean distinct;
    private long obstacles;
    private long obstaclesHi;

    public Perft(Variant variant, Counting counting) {
        this(variant, counting, variant.board().isWide());
    }

    /** @param twoWords whether to use the two-word generator even on a narrow board (tests cross-check the two) */
    Perft(Variant variant, Counting counting, boolean twoWords) {
        this.variant = variant;
        boolean merge = counting == Counting.PATHS_STRAIGHT_MERGED;
        this.generator = new MoveGenerator(variant, merge);
        this.wide = twoWords ? new WideMoveGenerator(variant, merge) : null;
        this.distinct = counting == Counting.DISTINCT;
        for (int i = 0; i <= MAX_PLY; i++) {
            lists[i] = new MoveList(256);
        }
    }

    /** Leaves of the tree of depth {@code depth} below the position. */
    public static long count(Position p, int depth, Counting counting) {
        return new Perft(p.variant(), counting).run(p, depth);
    }

    public long run(Position p, int depth) {
        check(p, depth);
        int side = p.sideToMove() == Side.WHITE ? 0 : 1;
        long me = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        obstacles = p.obstacles;
        obstaclesHi = p.obstaclesHi;
        if (depth == 0) {
            return 1;
        }
        if (wide != null) {
            return searchWide(me, side == 0 ? p.whiteHi : p.blackHi, opp, side == 0 ? p.blackHi : p.whiteHi, p.kings,
                    p.kingsHi, side, depth, 0);
        }
        return search(me, opp, p.kings, side, depth, 0);
    }

    /** The root moves (distinct or every path, as counted) with the leaves below each, in generation order. */
    public List<Division> divide(Position p, int depth) {
        check(p, depth);
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth >= 1, got " + depth);
        }
        int side = p.sideToMove() == Side.WHITE ? 0 : 1;
        long me = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        obstacles = p.obstacles;
        obstaclesHi = p.obstaclesHi;
        long meHi = side == 0 ? p.whiteHi : p.blackHi;
        long oppHi = side == 0 ? p.blackHi : p.whiteHi;
        MoveList list = new MoveList(256);
        if (wide != null) {
            wide.generate(me, meHi, opp, oppHi, p.kings, p.kingsHi, obstacles, obstaclesHi, side, list);
        } else {
            generator.generate(me, opp, p.kings, obstacles, side, list);
        }
        if (distinct) {
            list.removeDuplicateCaptures();
        }
        List<Division> out = new ArrayList<>();
        for (int i = 0; i < list.size; i++) {
            long nodes = depth == 1 ? 1 : wide != null
                    ? childWide(list, i, me, meHi, opp, oppHi, p.kings, p.kingsHi, side, depth - 1, 1)
                    : child(list, i, me, opp, p.kings, side, depth - 1, 1);
            out.add(new Division(list.toMove(variant.board(), i), nodes));
        }
        return out;
    }

    private void check(Position p, int depth) {
        if (p.variant() != variant) {
            throw new IllegalArgumentException("position of " + p.variant() + " given to a perft of " + variant);
        }
        if (depth < 0 || depth > MAX_PLY) {
            throw new IllegalArgumentException("depth must be 0.." + MAX_PLY + ", got " + depth);
        }
    }

    private long search(long me, long opp, long kings, int side, int depth, int ply) {
        MoveList list = lists[ply];
        if (depth == 1) {
            return generator.count(me, opp, kings, obstacles, side, distinct, list);
        }
        generator.generate(me, opp, kings, obstacles, side, list);
        if (distinct && list.size > 1 && list.captureCount[0] > 0) {
            list.removeDuplicateCaptures();
        }
        long total = 0;
        for (int i = 0; i < list.size; i++) {
            total += child(list, i, me, opp, kings, side, depth - 1, ply + 1);
        }
        return total;
    }

    private long child(MoveList list, int i, long me, long opp, long kings, int side, int depth, int ply) {
        long fromBit = 1L << list.from[i];
        long toBit = 1L << list.to[i];
        long captured = list.captured[i];
        long newKings = kings & ~captured & ~fromBit;
        if ((kings & fromBit) != 0 || list.promotes[i]) {
            newKings |= toBit;
        }
        return search(opp & ~captured, (me & ~fromBit) | toBit, newKings, side ^ 1, depth, ply);
    }

    /** {@link #search} on two-word sets (wide boards). */
    private long searchWide(long me, long meHi, long opp, long oppHi, long kings, long kingsHi, int side, int depth,
            int ply) {
        MoveList list = lists[ply];
        if (depth == 1) {
            return wide.count(me, meHi, opp, oppHi, kings, kingsHi, obstacles, obstaclesHi, side, distinct, list);
        }
        wide.generate(me, meHi, opp, oppHi, kings, kingsHi, obstacles, obstaclesHi, side, list);
        if (distinct && list.size > 1 && list.captureCount[0] > 0) {
            list.removeDuplicateCaptures();
        }
        long total = 0;
        for (int i = 0; i < list.size; i++) {
            total += childWide(list, i, me, meHi, opp, oppHi, kings, kingsHi, side, depth - 1, ply + 1);
        }
        return total;
    }

    private long childWide(MoveList list, int i, long me, long meHi, long opp, long oppHi, long kings, long kingsHi,
            int side, int depth, int ply) {
        int from = list.from[i], to = list.to[i];
        long captured = list.captured[i], capturedHi = list.capturedHi[i];
        long newKings = kings & ~captured & ~Bits.lo(from);
        long newKingsHi = kingsHi & ~capturedHi & ~Bits.hi(from);
        if (Bits.has(kings, kingsHi, from) || list.promotes[i]) {
            newKings |= Bits.lo(to);
            newKingsHi |= Bits.hi(to);
        }
        return searchWide(opp & ~captured, oppHi & ~capturedHi, (me & ~Bits.lo(from)) | Bits.lo(to),
                (meHi & ~Bits.hi(from)) | Bits.hi(to), newKings, newKingsHi, side ^ 1, depth, ply);
    }
}
