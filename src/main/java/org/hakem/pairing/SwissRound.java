package org.hakem.pairing;

import java.util.Objects;
import org.hakem.crosstable.Colour;

/**
 * One past round of a player as the pairing engine sees it.
 *
 * @param opponent the opponent's start number, 0 when the player had no opponent (bye, absence)
 * @param colour   the colour of a game played over the board; {@link Colour#NONE} otherwise (a forfeit
 *                 gives no colour history)
 * @param played   true when the game took place over the board (a forfeit is not a game: no rematch
 *                 restriction, no colour)
 * @param points   points scored in that round, in tenths of a point (a win in 2-1-0 scoring is 20)
 * @param paired   true when the pairing of that round involved the player: paired with an opponent
 *                 (even if the game was forfeited) or given the pairing-allocated bye
 */
public record SwissRound(int opponent, Colour colour, boolean played, int points, boolean paired) {
    public SwissRound {
        Objects.requireNonNull(colour, "colour");
        if (played && (opponent == 0 || colour == Colour.NONE)) {
            throw new IllegalArgumentException("a played game needs an opponent and a colour");
        }
        if (!played) {
            colour = Colour.NONE;
        }
    }
}
