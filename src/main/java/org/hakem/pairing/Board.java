package org.hakem.pairing;

/** A pairing of two players by start number, with colours. */
public record Board(int white, int black) {
    public Board {
        if (white == black) {
            throw new IllegalArgumentException("a player cannot meet himself: " + white);
        }
    }
}
