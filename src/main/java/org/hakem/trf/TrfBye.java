package org.hakem.trf;

import java.util.List;

/**
 * Record 240: byes announced for a round (before it is paired).
 *
 * @param type    F (full point), H (half point) or Z (zero point)
 * @param round   the round
 * @param players start numbers of the players getting the bye
 */
public record TrfBye(char type, int round, List<Integer> players) {
    public TrfBye {
        players = List.copyOf(players);
    }
}
