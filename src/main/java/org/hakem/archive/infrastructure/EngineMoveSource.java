package org.hakem.archive.infrastructure;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.pdn.FenSetup;
import org.hakem.pdn.Square;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.LegalMoveSource;
import org.hakem.rules.Board;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;

/**
 * The rules engine behind PDN replay's seam, for one game: legal moves are described in the squares the game
 * is written in (numbers, or names like {@code c3}), and the engine move behind each is remembered so the
 * archive gets the engine's positions without playing the game twice.
 *
 * <p>Until the pdn package ships its own engine adapter this one lives here; it holds no rules, only the
 * translation of squares.
 */
public final class EngineMoveSource implements LegalMoveSource<Position> {

    private final Variant variant;
    private final Board board;
    private final boolean algebraic;
    private final Map<LegalMove, Move> engineMoves = new IdentityHashMap<>();

    /** @param algebraic whether the game writes squares as names ({@code c3}) rather than numbers */
    public EngineMoveSource(Variant variant, boolean algebraic) {
        this.variant = variant;
        this.board = variant.board();
        this.algebraic = algebraic;
    }

    @Override
    public Position copy(Position position) {
        return position; // positions are immutable
    }

    @Override
    public Position initialPosition() {
        return variant.initialPosition();
    }

    @Override
    public Position position(FenSetup fen) {
        List<Integer> wm = new ArrayList<>(), wk = new ArrayList<>(), bm = new ArrayList<>(), bk = new ArrayList<>();
        for (FenSetup.Piece p : fen.pieces()) {
            int sq = square(p.square());
            (p.white() ? (p.king() ? wk : wm) : (p.king() ? bk : bm)).add(sq);
        }
        Side side = switch (fen.sideToMove()) {
            case 'W' -> Side.WHITE;
            case 'B' -> Side.BLACK;
            default -> variant.firstToMove();
        };
        try {
            return Position.of(variant, side, wm, wk, bm, bk, List.of());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public List<LegalMove> legalMoves(Position position) {
        // Replay may look ahead from one position before playing there, so moves of earlier lists must stay
        // resolvable; the map is only reset when it grows past any real game's size.
        if (engineMoves.size() > 200_000) {
            engineMoves.clear();
        }
        List<Move> moves = position.legalMoves();
        List<LegalMove> out = new ArrayList<>(moves.size());
        for (Move m : moves) {
            List<Square> captured = new ArrayList<>(m.captureCount());
            for (int sq : m.captured()) {
                captured.add(square(sq));
            }
            List<Square> path = new ArrayList<>();
            for (int sq : m.path()) {
                path.add(square(sq));
            }
            LegalMove lm = new LegalMove(square(m.from()), square(m.to()), captured, path);
            engineMoves.put(lm, m);
            out.add(lm);
        }
        return out;
    }

    @Override
    public Position play(Position position, LegalMove move) {
        return position.play(engineMove(move));
    }

    /** The engine move behind a move of an earlier {@link #legalMoves} answer. */
    public Move engineMove(LegalMove move) {
        Move m = engineMoves.get(move);
        if (m == null) {
            throw new IllegalArgumentException("not a move of an earlier legal-move list: " + move);
        }
        return m;
    }

    private Square square(int sq) {
        if (!algebraic) {
            return Square.numeric(sq);
        }
        String name = board.algebraic(sq);
        return Square.algebraic(name.charAt(0), Integer.parseInt(name.substring(1)));
    }

    private int square(Square s) {
        if (s.isNumeric()) {
            if (s.number() > board.squareCount()) {
                throw new IllegalArgumentException("square " + s + " is off the board (1.." + board.squareCount() + ")");
            }
            return s.number();
        }
        return board.parseSquare(s.toString());
    }
}
