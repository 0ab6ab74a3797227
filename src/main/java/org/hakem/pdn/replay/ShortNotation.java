package org.hakem.pdn.replay;

import java.util.List;

import org.hakem.pdn.Square;

/**
 * Writes a move as PDN 3.0 asks: origin and destination only, unless another legal move shares them
 * (then the whole path of landing squares, which names the capture uniquely), or the capture ends where it
 * began: a king's circular capture is written with its path, as {@code 31x31} would read as a result.
 */
public final class ShortNotation {

    private ShortNotation() {
    }

    /**
     * @param move             the move played (one of {@code legal})
     * @param legal            every legal move of the position
     * @param captureSeparator {@code x}, or {@code :} for the game types that use it
     */
    public static String write(LegalMove move, List<LegalMove> legal, char captureSeparator) {
        char sep = move.isCapture() ? captureSeparator : '-';
        boolean wholePath = move.origin().equals(move.destination()) || ambiguous(move, legal);
        StringBuilder sb = new StringBuilder().append(move.origin());
        if (wholePath) {
            for (Square s : move.path()) {
                sb.append(sep).append(s);
            }
        } else {
            sb.append(sep).append(move.destination());
        }
        return sb.toString();
    }

    /** Another legal move from the same origin to the same destination takes other pieces. */
    private static boolean ambiguous(LegalMove move, List<LegalMove> legal) {
        for (LegalMove other : legal) {
            if (other != move && other.origin().equals(move.origin()) && other.destination().equals(move.destination())
                    && !new java.util.HashSet<>(other.captured()).equals(new java.util.HashSet<>(move.captured()))) {
                return true;
            }
        }
        return false;
    }
}
