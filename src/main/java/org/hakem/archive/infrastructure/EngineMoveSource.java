package org.hakem.archive.infrastructure;

import java.util.ArrayList;
import java.util.List;
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
 * archive gets the engine's positions without generating the moves twice.
 *
 * <p>Until the pdn package ships its own engine adapter this one lives here; it holds no rules, only the
 * translation of squares.
 */
public final class EngineMoveSource implements LegalMoveSource<Position> {

    private final Variant variant;
    private final Board board;
    private final boolean algebraic;
    /** Square names by engine square number. */
    private final Square[] squares;
    /** The steps (plain moves) by {@code from * (n + 1) + to}, made once per board and notation. */
    private final LegalMove[] steps;
    /** The last legal-move list given, with the engine moves behind it (replay plays one of them next). */
    private Position lastPosition;
    private List<Move> lastEngine = List.of();
    private List<LegalMove> lastLegal = List.of();

    /** @param algebraic whether the game writes squares as names ({@code c3}) rather than numbers */
    public EngineMoveSource(Variant variant, boolean algebraic) {
        this.variant = variant;
        this.board = variant.board();
        this.algebraic = algebraic;
        Names names = NAMES.computeIfAbsent(new NamesKey(board, algebraic), k -> new Names(k.board(), k.algebraic()));
        this.squares = names.squares;
        this.steps = names.steps;
    }

    private record NamesKey(Board board, boolean algebraic) {
    }

    /** Square names and step moves of a board in one notation: the same for every game, so made once. */
    private static final class Names {
        final Square[] squares;
        final LegalMove[] steps;

        Names(Board board, boolean algebraic) {
            int n = board.squareCount();
            squares = new Square[n + 1];
            for (int sq = 1; sq <= n; sq++) {
                squares[sq] = name(board, algebraic, sq);
            }
            steps = new LegalMove[(n + 1) * (n + 1)];
        }
    }

    private static final java.util.concurrent.ConcurrentMap<NamesKey, Names> NAMES = new java.util.concurrent.ConcurrentHashMap<>();

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
        List<Move> moves = position.legalMoves();
        List<LegalMove> out = new ArrayList<>(moves.size());
        for (Move m : moves) {
            out.add(legalMove(m));
        }
        lastPosition = position;
        lastEngine = moves;
        lastLegal = out;
        return out;
    }

    private LegalMove legalMove(Move m) {
        Square from = square(m.from()), to = square(m.to());
        if (!m.isCapture()) { // a step: its path is its destination; immutable, so shared
            int i = m.from() * squares.length + m.to();
            LegalMove step = steps[i];
            if (step == null) {
                step = LegalMove.step(from, to);
                steps[i] = step;
            }
            return step;
        }
        List<Integer> taken = m.captured(), landing = m.path();
        Square[] captured = new Square[taken.size()];
        for (int i = 0; i < captured.length; i++) {
            captured[i] = square(taken.get(i));
        }
        Square[] path = new Square[landing.size()];
        for (int i = 0; i < path.length; i++) {
            path[i] = square(landing.get(i));
        }
        return new LegalMove(from, to, List.of(captured), List.of(path));
    }

    @Override
    public Position play(Position position, LegalMove move) {
        return position.play(engineMove(position, move));
    }

    /**
     * The engine move behind a move of the legal-move list of {@code position}. Replay plays a move of the list it
     * asked for last, except when it looks ahead to resolve an ambiguous capture: then the list is made again.
     */
    public Move engineMove(Position position, LegalMove move) {
        if (position == lastPosition) {
            for (int i = 0; i < lastLegal.size(); i++) {
                if (lastLegal.get(i) == move) {
                    return lastEngine.get(i);
                }
            }
        }
        for (Move m : position.legalMoves()) {
            if (legalMove(m).equals(move)) {
                return m;
            }
        }
        throw new IllegalArgumentException("not a legal move in this position: " + move);
    }

    private Square square(int sq) {
        return squares[sq];
    }

    private static Square name(Board board, boolean algebraic, int sq) {
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
