package org.hakem.pairing;

/**
 * Points, in tenths, that the pairing rules compare against.
 *
 * @param win        a win (also the pairing-allocated bye unless {@code pairingBye} says otherwise)
 * @param draw       a draw
 * @param loss       a loss over the board
 * @param pairingBye the pairing-allocated bye
 */
public record Scoring(int win, int draw, int loss, int pairingBye) {
    /** 1 - ½ - 0. */
    public static final Scoring ONE_HALF_ZERO = new Scoring(10, 5, 0, 10);
    /** 2 - 1 - 0. */
    public static final Scoring TWO_ONE_ZERO = new Scoring(20, 10, 0, 20);

    /** Tenths for a number of points given as a double (1.0, 0.5, 2.0 ...). */
    public static int tenths(double points) {
        return (int) Math.round(points * 10);
    }
}
