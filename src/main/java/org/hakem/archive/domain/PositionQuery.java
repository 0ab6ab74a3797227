package org.hakem.archive.domain;

import java.util.ArrayList;
import java.util.List;
import org.hakem.rules.Board;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;

/**
 * A position search: an exact position, or a pattern of square rules, material ranges and the side to move,
 * optionally also in colour-mirrored form, restricted by game filters. {@link #matches} is the definition the
 * index must agree with (the tests compare the index with it over every stored position).
 *
 * @param variant    the variant (positions of other variants never match)
 * @param exact      the exact position, or null for a pattern search
 * @param squares    square rules (all must hold)
 * @param sideToMove the side to move, or null for either
 * @param material   ranges of piece counts (all must hold)
 * @param mirror     also match the colour-mirrored query (colours swapped, board turned half a turn)
 * @param filters    filters on the game
 */
public record PositionQuery(Variant variant, Position exact, List<SquareRule> squares, Side sideToMove,
                            List<MaterialRange> material, boolean mirror, GameFilters filters) {

    /** What is counted by a material range. */
    public enum Count {
        WHITE_MEN, WHITE_KINGS, BLACK_MEN, BLACK_KINGS, WHITE_PIECES, BLACK_PIECES,
        /** white pieces minus black pieces */
        DIFFERENCE;

        public int of(Position p) {
            return switch (this) {
                case WHITE_MEN -> p.pieceCount(Side.WHITE) - p.kingCount(Side.WHITE);
                case WHITE_KINGS -> p.kingCount(Side.WHITE);
                case BLACK_MEN -> p.pieceCount(Side.BLACK) - p.kingCount(Side.BLACK);
                case BLACK_KINGS -> p.kingCount(Side.BLACK);
                case WHITE_PIECES -> p.pieceCount(Side.WHITE);
                case BLACK_PIECES -> p.pieceCount(Side.BLACK);
                case DIFFERENCE -> p.pieceCount(Side.WHITE) - p.pieceCount(Side.BLACK);
            };
        }

        public Count mirrored() {
            return switch (this) {
                case WHITE_MEN -> BLACK_MEN;
                case WHITE_KINGS -> BLACK_KINGS;
                case BLACK_MEN -> WHITE_MEN;
                case BLACK_KINGS -> WHITE_KINGS;
                case WHITE_PIECES -> BLACK_PIECES;
                case BLACK_PIECES -> WHITE_PIECES;
                case DIFFERENCE -> DIFFERENCE;
            };
        }
    }

    /** {@code min <= count <= max}. */
    public record MaterialRange(Count count, int min, int max) {
        public boolean matches(Position p) {
            int c = count.of(p);
            return c >= min && c <= max;
        }

        MaterialRange mirrored() {
            return count == Count.DIFFERENCE ? new MaterialRange(count, -max, -min)
                    : new MaterialRange(count.mirrored(), min, max);
        }
    }

    public PositionQuery {
        squares = List.copyOf(squares);
        material = List.copyOf(material);
        filters = filters == null ? GameFilters.NONE : filters;
        if (exact != null && exact.variant() != variant) {
            throw new IllegalArgumentException("the position is " + exact.variant().id() + ", the search " + variant.id());
        }
    }

    public static PositionQuery exact(Position p) {
        return new PositionQuery(p.variant(), p, List.of(), null, List.of(), false, GameFilters.NONE);
    }

    public boolean isExact() {
        return exact != null;
    }

    public PositionQuery withFilters(GameFilters f) {
        return new PositionQuery(variant, exact, squares, sideToMove, material, mirror, f);
    }

    public PositionQuery withMirror(boolean m) {
        return new PositionQuery(variant, exact, squares, sideToMove, material, m, filters);
    }

    /** Whether a position meets the query (the game filters are not part of it). */
    public boolean matches(Position p) {
        return matchesOne(p) || (mirror && mirrored().matchesOne(p));
    }

    private boolean matchesOne(Position p) {
        if (p.variant() != variant) {
            return false;
        }
        if (exact != null) {
            return exact.equals(p);
        }
        if (sideToMove != null && p.sideToMove() != sideToMove) {
            return false;
        }
        for (SquareRule r : squares) {
            if (!r.matches(p.pieceAt(r.square()))) {
                return false;
            }
        }
        for (MaterialRange m : material) {
            if (!m.matches(p)) {
                return false;
            }
        }
        return true;
    }

    /** The query with colours swapped and the board turned half a turn (without the mirror flag). */
    public PositionQuery mirrored() {
        Board b = variant.board();
        if (exact != null) {
            return new PositionQuery(variant, mirror(exact), List.of(), null, List.of(), false, filters);
        }
        List<SquareRule> rs = new ArrayList<>();
        for (SquareRule r : squares) {
            rs.add(new SquareRule(turn(b, r.square()), r.kind().mirrored(), r.negate()));
        }
        List<MaterialRange> ms = material.stream().map(MaterialRange::mirrored).toList();
        return new PositionQuery(variant, null, rs, sideToMove == null ? null : sideToMove.opponent(), ms, false, filters);
    }

    /** The square a half turn of the board puts this one on. */
    public static int turn(Board b, int square) {
        return b.squareAt(b.size() - 1 - b.file(square), b.size() - 1 - b.rank(square));
    }

    /** The position with colours swapped and the board turned half a turn. */
    public static Position mirror(Position p) {
        Board b = p.variant().board();
        List<Integer> wm = new ArrayList<>(), wk = new ArrayList<>(), bm = new ArrayList<>(), bk = new ArrayList<>(),
                ob = new ArrayList<>();
        for (int sq = 1; sq <= b.squareCount(); sq++) {
            Piece piece = p.pieceAt(sq);
            int t = turn(b, sq);
            switch (piece) {
                case WHITE_MAN -> bm.add(t);
                case WHITE_KING -> bk.add(t);
                case BLACK_MAN -> wm.add(t);
                case BLACK_KING -> wk.add(t);
                case OBSTACLE -> ob.add(t);
                default -> {
                }
            }
        }
        return Position.of(p.variant(), p.sideToMove().opponent(), wm, wk, bm, bk, ob);
    }
}
