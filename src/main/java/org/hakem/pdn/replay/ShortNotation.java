package org.hakem.pdn.replay;

import java.util.List;

import org.hakem.pdn.Square;

/**
 * Writes a move as PDN 3.0 asks: origin and destination only, unless another legal move shares them
 * (then the whole path of landing squares, which names the capture uniquely).
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
        boolean ambiguous = false;
        for (LegalMove other : legal) {
            if (other != move && other.origin().equals(move.origin()) && other.destination().equals(move.destination())
                    && !new java.util.HashSet<>(other.captured()).equals(new java.util.HashSet<>(move.captured()))) {
                ambiguous = true;
                break;
            }
        }
        StringBuilder sb = new StringBuilder().append(move.origin());
        if (ambiguous) {
            for (Square s : move.path()) {
                sb.append(sep).append(s);
            }
        } else {
            sb.append(sep).append(move.destination());
        }
        return sb.toString();
    }
}
