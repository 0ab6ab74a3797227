package org.hakem.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately plain move generator for tests: squares as (file, rank) coordinates, pieces read through
 * {@link Position#pieceAt}, no bitboards, no buffers. It implements the same rule data as
 * {@link MoveGenerator} from the rule texts, so that the fast generator can be compared with it on any
 * position. Moves are described as strings {@code from:path:captured:promotes}.
 */
final class ReferenceGenerator {

    /** A move of the engine in this generator's form {@code from:path:captured:promotes}, to compare the two. */
    static String describe(Move m) {
        return m.from() + ":" + m.path() + ":" + m.captured() + ":" + m.promotes();
    }


    private final Position position;
    private final Variant v;
    private final Board b;
    private final Side side;
    private final List<String> captures = new ArrayList<>();
    private final List<Integer> capturesCount = new ArrayList<>();
    private final List<Boolean> capturesByKing = new ArrayList<>();
    /** Per capture: kings taken, and the jump where the first king was taken (-1 if none). */
    private final List<int[]> capturesKings = new ArrayList<>();

    private ReferenceGenerator(Position p) {
        this.position = p;
        this.v = p.variant();
        this.b = v.board();
        this.side = p.sideToMove();
    }

    /** The legal moves of a position as {@code from:path:captured:promotes} strings, every capture path. */
    static Set<String> legalMoves(Position p) {
        return new ReferenceGenerator(p).generate();
    }

    private Set<String> generate() {
        for (int sq = 1; sq <= b.squareCount(); sq++) {
            Piece piece = position.pieceAt(sq);
            if (piece.side() != side) {
                continue;
            }
            boolean king = piece.isKing();
            Set<Integer> captured = new HashSet<>();
            jumps(sq, sq, king, !king, new ArrayList<>(), new ArrayList<>(), captured, null);
        }
        Set<String> out = new HashSet<>();
        if (!captures.isEmpty()) {
            int best = capturesCount.stream().mapToInt(Integer::intValue).max().orElse(0);
            boolean kingCan = capturesByKing.contains(true);
            // Italian criteria in order, each among the captures that passed the previous ones.
            List<Integer> italian = new ArrayList<>();
            for (int i = 0; i < captures.size(); i++) {
                if (capturesCount.get(i) == best) {
                    italian.add(i);
                }
            }
            if (italian.stream().anyMatch(capturesByKing::get)) {
                italian.removeIf(i -> !capturesByKing.get(i));
            }
            int mostKings = italian.stream().mapToInt(i -> capturesKings.get(i)[0]).max().orElse(0);
            italian.removeIf(i -> capturesKings.get(i)[0] < mostKings);
            if (mostKings > 0) {
                int earliest = italian.stream().mapToInt(i -> capturesKings.get(i)[1]).min().orElse(0);
                italian.removeIf(i -> capturesKings.get(i)[1] > earliest);
            }
            int mostKingsAmongMost = 0;
            for (int i = 0; i < captures.size(); i++) {
                if (capturesCount.get(i) == best) {
                    mostKingsAmongMost = Math.max(mostKingsAmongMost, capturesKings.get(i)[0]);
                }
            }
            // Frisian value: a king is worth two men less a fraction; among the best values a capture by a king.
            List<Integer> frisian = new ArrayList<>();
            int bestValue = Integer.MIN_VALUE;
            for (int i = 0; i < captures.size(); i++) {
                bestValue = Math.max(bestValue, value(i));
            }
            for (int i = 0; i < captures.size(); i++) {
                if (value(i) == bestValue) {
                    frisian.add(i);
                }
            }
            if (frisian.stream().anyMatch(capturesByKing::get)) {
                frisian.removeIf(i -> !capturesByKing.get(i));
            }
            for (int i = 0; i < captures.size(); i++) {
                final int index = i;
                final int spanishKings = mostKingsAmongMost;
                boolean allowed = switch (v.precedence()) {
                    case FREE -> true;
                    case MAJORITY -> capturesCount.get(i) == best;
                    case KING_FIRST -> !kingCan || capturesByKing.get(i);
                    case MAJORITY_THEN_KINGS -> capturesCount.get(i) == best && capturesKings.get(i)[0] == spanishKings;
                    case QUALITY -> italian.contains(index);
                    case VALUE -> frisian.contains(index);
                };
                if (allowed) {
                    out.add(captures.get(i));
                }
            }
            return out;
        }
        for (int sq = 1; sq <= b.squareCount(); sq++) {
            Piece piece = position.pieceAt(sq);
            if (piece.side() != side) {
                continue;
            }
            if (piece.isKing()) {
                for (Direction d : v.kingDirections()) {
                    int t = next(sq, d);
                    while (t != 0 && position.pieceAt(t) == Piece.EMPTY) {
                        out.add(sq + ":" + List.of(t) + ":[]:false");
                        if (!v.flyingKings()) {
                            break;
                        }
                        t = next(t, d);
                    }
                }
            } else {
                for (Direction d : v.manSteps()) {
                    int t = next(sq, forSide(d));
                    if (t != 0 && position.pieceAt(t) == Piece.EMPTY) {
                        out.add(sq + ":" + List.of(t) + ":[]:" + onLastRank(t));
                    }
                }
            }
        }
        return out;
    }

    /** Walks every capture continuing from {@code sq}; records finished ones. Returns whether it could jump. */
    private boolean jumps(int origin, int sq, boolean king, boolean startedAsMan, List<Integer> path,
            List<Integer> jumped, Set<Integer> captured, Direction last) {
        if (v.captureLimit() > 0 && jumped.size() >= v.captureLimit()) {
            return false;
        }
        boolean any = false;
        List<Direction> dirs = king ? v.kingCaptures() : v.manCaptures().stream().map(this::forSide).toList();
        for (Direction d : dirs) {
            if (last != null && d == last.opposite()) {
                continue;
            }
            int x = next(sq, d);
            if (king && v.flyingKings()) {
                while (x != 0 && isFree(x, origin, captured)) {
                    x = next(x, d);
                }
            }
            if (x == 0 || !capturable(x, captured) || (!king && !v.menCaptureKings() && position.pieceAt(x).isKing())) {
                continue;
            }
            List<Integer> landings = new ArrayList<>();
            Set<Integer> nowCaptured = new HashSet<>(captured);
            nowCaptured.add(x);
            for (int t = next(x, d); t != 0 && isFree(t, origin, nowCaptured); t = next(t, d)) {
                landings.add(t);
                if (!(king && v.flyingKings()) || v.kingLandsRightBehind()) {
                    break;
                }
            }
            if (landings.isEmpty()) {
                continue;
            }
            any = true;
            List<Integer> stops = new ArrayList<>();
            boolean goesOn = false;
            for (int t : landings) {
                List<Integer> p2 = new ArrayList<>(path);
                p2.add(t);
                List<Integer> j2 = new ArrayList<>(jumped);
                j2.add(x);
                boolean reachesLastRank = !king && onLastRank(t);
                if (reachesLastRank && v.promotionDuringCapture() == Variant.PromotionDuringCapture.STOP) {
                    record(origin, p2, j2, true, false);
                    goesOn = true; // a finished move, not a stop to be dropped
                    continue;
                }
                boolean asKing = king || (reachesLastRank
                        && v.promotionDuringCapture() == Variant.PromotionDuringCapture.CONTINUE_AS_KING);
                if (jumps(origin, t, asKing, startedAsMan, p2, j2, nowCaptured, d)) {
                    goesOn = true;
                } else {
                    stops.add(t);
                }
            }
            if (!goesOn || !(king && v.flyingKings())) {
                if (king && v.flyingKings() && v.kingHaltsBehindKing() && position.pieceAt(x).isKing()
                        && !stops.isEmpty()) {
                    stops = stops.subList(0, 1); // killer: a capture ending on a king stops right behind it
                }
                for (int t : stops) {
                    List<Integer> p2 = new ArrayList<>(path);
                    p2.add(t);
                    List<Integer> j2 = new ArrayList<>(jumped);
                    j2.add(x);
                    record(origin, p2, j2, startedAsMan && (king || onLastRank(t)), !startedAsMan);
                }
            }
        }
        return any;
    }

    /** Men count 100, kings 199: a king is worth less than two men and two kings more than three men. */
    private int value(int i) {
        int kings = capturesKings.get(i)[0];
        return 100 * (capturesCount.get(i) - kings) + 199 * kings;
    }

    private void record(int origin, List<Integer> path, List<Integer> jumped, boolean promotes, boolean byKing) {
        captures.add(origin + ":" + path + ":" + jumped + ":" + promotes);
        capturesCount.add(jumped.size());
        capturesByKing.add(byKing);
        int kings = 0, first = -1;
        for (int j = 0; j < jumped.size(); j++) {
            if (position.pieceAt(jumped.get(j)).isKing()) {
                kings++;
                first = first < 0 ? j : first;
            }
        }
        capturesKings.add(new int[] {kings, first});
    }

    /** Empty, or the capturer's own origin, or (immediate removal) a square already jumped. */
    private boolean isFree(int sq, int origin, Set<Integer> captured) {
        if (sq == origin) {
            return true;
        }
        if (captured.contains(sq)) {
            return v.removal() == Variant.Removal.IMMEDIATE;
        }
        return position.pieceAt(sq) == Piece.EMPTY;
    }

    private boolean capturable(int sq, Set<Integer> captured) {
        return !captured.contains(sq) && position.pieceAt(sq).side() == side.opponent();
    }

    private Direction forSide(Direction d) {
        return side == Side.WHITE ? d : d.mirrored();
    }

    private boolean onLastRank(int sq) {
        return b.rank(sq) == (side == Side.WHITE ? b.size() - 1 : 0);
    }

    /** The neighbouring playable square in a direction (two steps for orthogonal moves on diagonal boards). */
    private int next(int sq, Direction d) {
        int step = b.isAllSquares() || d.isDiagonal() ? 1 : 2;
        return b.squareAt(b.file(sq) + d.df * step, b.rank(sq) + d.dr * step);
    }
}
