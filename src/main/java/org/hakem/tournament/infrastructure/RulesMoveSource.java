package org.hakem.tournament.infrastructure;

import java.util.ArrayList;
import java.util.List;
import org.hakem.pdn.FenSetup;
import org.hakem.pdn.Square;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.LegalMoveSource;
import org.hakem.rules.Board;
import org.hakem.rules.Game;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * The rules engine as the PDN replay needs it, for one variant: legal moves described by their squares'
 * names in the variant's notation.
 */
public final class RulesMoveSource implements LegalMoveSource<Position> {

    private final Variant variant;
    private final Board board;

    public RulesMoveSource(Variant variant) {
        this.variant = variant;
        this.board = variant.board();
    }

    @Override
    public Position initialPosition() {
        return Game.start(variant).position();
    }

    @Override
    public Position position(FenSetup fen) {
        return Position.fromFen(variant, fen.toPdn());
    }

    @Override
    public List<LegalMove> legalMoves(Position position) {
        List<LegalMove> out = new ArrayList<>();
        for (Move m : position.legalMoves()) {
            out.add(describe(m));
        }
        return out;
    }

    @Override
    public Position play(Position position, LegalMove move) {
        for (Move m : position.legalMoves()) {
            if (describe(m).equals(move)) {
                return position.play(m);
            }
        }
        throw new IllegalArgumentException("not a legal move here: " + move);
    }

    private LegalMove describe(Move m) {
        return new LegalMove(square(m.from()), square(m.to()), m.captured().stream().map(this::square).toList(),
                m.path().stream().map(this::square).toList());
    }

    private Square square(int s) {
        return Square.parse(board.name(s));
    }
}
