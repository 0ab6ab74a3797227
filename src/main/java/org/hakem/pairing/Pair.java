package org.hakem.pairing;

/**
 * Two players paired by start number, with colours: a board of a round as every pairing engine gives it (Dutch
 * Swiss, Berger tables, match); the board number is its place in the round's list.
 */
public record Pair(int white, int black) {
    public Pair {
        if (white == black) {
            throw new IllegalArgumentException("a player cannot meet himself: " + white);
        }
    }

    /** The same pair with the colours exchanged (second cycle of a double round robin). */
    public Pair reversed() {
        return new Pair(black, white);
    }
}
