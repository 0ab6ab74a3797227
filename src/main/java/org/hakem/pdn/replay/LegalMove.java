package org.hakem.pdn.replay;

import java.util.List;
import java.util.Objects;

import org.hakem.pdn.Square;

/**
 * A legal move as the engine adapter describes it, in the squares of the game's notation.
 *
 * @param origin      where the piece starts
 * @param destination where it stops
 * @param captured    the captured pieces' squares, in the order they are jumped
 * @param path        every square the piece lands on after the origin, ending with the destination
 *                    (one square for a step or a single capture)
 */
public record LegalMove(Square origin, Square destination, List<Square> captured, List<Square> path) {

    public LegalMove {
        Objects.requireNonNull(origin);
        Objects.requireNonNull(destination);
        captured = List.copyOf(captured);
        path = List.copyOf(path);
        if (path.isEmpty() || !path.get(path.size() - 1).equals(destination)) {
            throw new IllegalArgumentException("a move's path ends at its destination: " + path + " vs " + destination);
        }
    }

    /** A step without capture. */
    public static LegalMove step(Square from, Square to) {
        return new LegalMove(from, to, List.of(), List.of(to));
    }

    public boolean isCapture() {
        return !captured.isEmpty();
    }
}
