package org.hakem.pairing.roundrobin;

import java.util.List;
import org.hakem.pairing.Pair;
import java.util.OptionalInt;

/**
 * The games of one round and, with an odd number of players, who has the bye.
 *
 * @param number 1-based round number within the whole schedule
 * @param games  the games, board 1 first
 * @param bye    the start number of the player without opponent, if any
 */
public record Round(int number, List<Pair> games, OptionalInt bye) {
    public Round {
        games = List.copyOf(games);
    }

    /** The opponent of a player in this round, 0 for the bye. */
    public int opponent(int player) {
        for (Pair g : games) {
            if (g.white() == player) {
                return g.black();
            }
            if (g.black() == player) {
                return g.white();
            }
        }
        if (bye.isPresent() && bye.getAsInt() == player) {
            return 0;
        }
        throw new IllegalArgumentException("player " + player + " is not in round " + number);
    }
}
