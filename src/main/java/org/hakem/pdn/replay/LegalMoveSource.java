package org.hakem.pdn.replay;

import java.util.List;

import org.hakem.pdn.FenSetup;

/**
 * What replay needs from a rules engine; an adapter over the engine implements it for one variant.
 *
 * @param <P> the engine's position type (immutable, or copied by {@link #play})
 */
public interface LegalMoveSource<P> {

    /** The variant's initial position. */
    P initialPosition();

    /**
     * The position a FEN describes (from the FEN tag or a setup command).
     *
     * @throws IllegalArgumentException when the FEN does not fit the variant (a square off the board...)
     */
    P position(FenSetup fen);

    /** Every legal move in the position, each capture path as its own move. */
    List<LegalMove> legalMoves(P position);

    /** The position after the move (one of {@link #legalMoves}). */
    P play(P position, LegalMove move);
}
