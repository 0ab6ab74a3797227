package org.hakem.rating;

/**
 * One game a player played over the board: the opponent's rating before the event ({@code 0} when unrated) and the
 * player's score in it (1 a win, 0.5 a draw, 0 a loss, whatever the tournament's point system).
 */
public record RatedGame(int opponentRating, double score) {

    public RatedGame {
        if (opponentRating < 0) {
            throw new IllegalArgumentException("rating cannot be negative: " + opponentRating);
        }
        if (score != 0 && score != 0.5 && score != 1) {
            throw new IllegalArgumentException("a game scores 1, 0.5 or 0, not " + score);
        }
    }

    public boolean againstRated() {
        return opponentRating > 0;
    }
}
