package org.hakem.pdn.replay;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.hakem.pdn.Square;
import org.hakem.rules.Board;
import org.hakem.rules.Move;

/**
 * The squares of one board in one notation (numbers, or names like {@code c3}) and the engine's moves described
 * in them. The same for every game on that board, so made once; the step moves are made once too (immutable,
 * shared), which keeps replay from building an object per legal step of every position.
 */
final class SquareNames {

    private record Key(Board board, boolean algebraic) {
    }

    private static final ConcurrentMap<Key, SquareNames> ALL = new ConcurrentHashMap<>();

    /** Square names by engine square number (index 0 unused). */
    private final Square[] squares;
    /** The steps (plain moves) by {@code from * (n + 1) + to}, filled as they are met. */
    private final LegalMove[] steps;

    private SquareNames(Board board, boolean algebraic) {
        int n = board.squareCount();
        squares = new Square[n + 1];
        for (int sq = 1; sq <= n; sq++) {
            squares[sq] = algebraic ? Square.parse(board.algebraic(sq)) : Square.numeric(sq);
        }
        steps = new LegalMove[(n + 1) * (n + 1)];
    }

    /** The board's own notation. */
    static SquareNames of(Board board) {
        return of(board, board.notation() == Board.Notation.ALGEBRAIC);
    }

    /** @param algebraic names ({@code c3}) rather than numbers */
    static SquareNames of(Board board, boolean algebraic) {
        return ALL.computeIfAbsent(new Key(board, algebraic), k -> new SquareNames(k.board(), k.algebraic()));
    }

    Square square(int sq) {
        return squares[sq];
    }

    LegalMove legalMove(Move m) {
        Square from = squares[m.from()], to = squares[m.to()];
        if (!m.isCapture()) {
            int i = m.from() * squares.length + m.to();
            LegalMove step = steps[i];
            if (step == null) { // a benign race: two threads make equal steps
                step = LegalMove.step(from, to);
                steps[i] = step;
            }
            return step;
        }
        Square[] captured = new Square[m.captureCount()];
        for (int i = 0; i < captured.length; i++) {
            captured[i] = squares[m.capturedSquare(i)];
        }
        Square[] path = new Square[m.landingCount()];
        for (int i = 0; i < path.length; i++) {
            path[i] = squares[m.landing(i)];
        }
        return new LegalMove(from, to, List.of(captured), List.of(path));
    }
}
