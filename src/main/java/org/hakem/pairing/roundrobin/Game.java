package org.hakem.pairing.roundrobin;

/**
 * One board of a round: the start numbers of the player with white and the player with black.
 *
 * @param board 1-based, in the order of the Berger table
 */
public record Game(int board, int white, int black) {
    public Game {
        if (board < 1 || white < 1 || black < 1 || white == black) {
            throw new IllegalArgumentException("invalid game: board " + board + ", " + white + " - " + black);
        }
    }

    /** The same game with the colours exchanged (second cycle of a double round robin). */
    public Game reversed() {
        return new Game(board, black, white);
    }
}
