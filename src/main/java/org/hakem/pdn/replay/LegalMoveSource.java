package org.hakem.pdn.replay;

import java.util.List;
import java.util.Optional;

import org.hakem.pdn.FenSetup;
import org.hakem.pdn.MoveText;

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

    /**
     * The moves a record may go on with after a rule has ended the game ({@link #end}): the moves the board
     * allows, the end rules aside (players who did not claim a repetition draw play on). Before the end it is
     * {@link #legalMoves}. The default is {@link #legalMoves}, for an engine whose legal moves ignore the end.
     */
    default List<LegalMove> movesPlayingOn(P position) {
        return legalMoves(position);
    }

    /**
     * The position after the move (one of {@link #legalMoves}, or of {@link #movesPlayingOn} after the end); a
     * mutable position may be advanced in place.
     */
    P play(P position, LegalMove move);

    /** An independent copy, so that a trial {@link #play} leaves the original as it was. */
    P copy(P position);

    /**
     * Why a move text matches no legal move ("capture is compulsory", "men step one square"...), in English.
     * The default is the text of {@link #whyIllegal}.
     */
    default String explainIllegal(P position, MoveText text, List<LegalMove> legal) {
        return whyIllegal(position, text, legal).text();
    }

    /**
     * Why a move text matches no legal move, as a code with its arguments (without the ply) and in English. The
     * default names the text only; an engine adapter can say which rule it breaks.
     */
    default Illegal whyIllegal(P position, MoveText text, List<LegalMove> legal) {
        return legal.isEmpty() ? new Illegal(VerdictCode.NO_LEGAL_MOVE, List.of(), "no legal move in this position")
                : new Illegal(VerdictCode.NOT_LEGAL, List.of(text.raw()), text.raw() + " is not a legal move");
    }

    /**
     * Why a move is illegal.
     *
     * @param code      what rule it breaks
     * @param arguments the code's arguments after the ply ({@link VerdictCode})
     * @param text      the same in English
     */
    record Illegal(VerdictCode code, List<String> arguments, String text) {
        public Illegal {
            arguments = List.copyOf(arguments);
        }
    }

    /** The end of the game reached in this position by a rule of the variant, if any. */
    default Optional<GameEnd> end(P position) {
        return Optional.empty();
    }

    /**
     * How a game ended.
     *
     * @param result the PDN result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2})
     * @param reason the rule, in words ({@code no legal move}, {@code threefold repetition})
     */
    record GameEnd(String result, String reason) {
    }
}
