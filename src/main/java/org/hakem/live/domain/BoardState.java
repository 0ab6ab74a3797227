package org.hakem.live.domain;

import java.util.Optional;
import org.hakem.rules.Board;
import org.hakem.rules.Move;
import org.hakem.rules.Position;

/**
 * A board as its viewers see it now: the players, the result (its label, null while pending), the recorded game's
 * plies, position (FEN) and last move, and the position drawn as {@code size × size} cells, White at the bottom, row by
 * row from the top: {@code -} a square one never plays on, {@code .} an empty one, {@code w W b B} a man or king,
 * {@code #} an obstacle. {@code lastFrom}/{@code lastTo} are the cells of the last move (-1 before the first). Made once
 * per change, then sent to every viewer as it is.
 */
public record BoardState(BoardAddress address, String white, String black, String result, String status, int plies,
                         String fen, String lastMove, int size, String cells, int lastFrom, int lastTo) {

    /** The state of a board and its recorded game ({@code status} the recording's, null before the first move). */
    public static BoardState of(LiveBoard b, RecordedGame game, String status) {
        Position p = game.position();
        Board board = game.variant().board();
        int n = board.size();
        StringBuilder cells = new StringBuilder(n * n);
        for (int r = n - 1; r >= 0; r--) {
            for (int f = 0; f < n; f++) {
                int sq = board.squareAt(f, r);
                cells.append(sq == 0 ? '-' : p.pieceAt(sq).symbol());
            }
        }
        Optional<Move> last = game.lastMove();
        var notations = last.isPresent() ? game.notations() : java.util.List.<String>of();
        String result = b.result() == null || !b.result().decided() ? null : b.result().label();
        return new BoardState(b.address(), b.white(), b.black(), result, status, game.plies(), p.toFen(),
                last.map(m -> notations.get(notations.size() - 1)).orElse(null), n, cells.toString(),
                last.map(m -> cell(board, m.from())).orElse(-1), last.map(m -> cell(board, m.to())).orElse(-1));
    }

    private static int cell(Board board, int square) {
        return (board.size() - 1 - board.rank(square)) * board.size() + board.file(square);
    }
}
