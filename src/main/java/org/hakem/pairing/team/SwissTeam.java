package org.hakem.pairing.team;

import java.util.List;
import java.util.Set;
import org.hakem.crosstable.Colour;

/**
 * A team as the Swiss pairer sees it before a round.
 *
 * @param number          team pairing number (TPN, C.04.6 Article 1.1)
 * @param primary         primary score so far (Article 1.2), including fictitious points of an acceleration
 * @param secondary       secondary score so far
 * @param colours         the first-board colour of each match played, in round order (Article 1.6.1)
 * @param matchesPlayed   matches played (the pairing-allocated bye and forfeits are not played; 3.4.3)
 * @param opponents       the teams it has met (played or forfeited: Article 2.1.1)
 * @param byeBarred       it had the pairing-allocated bye, won a match by forfeit or had a full-point bye
 *                        (Article 2.1.2)
 * @param floatedLastRound it was a floater in the previous round (Article 1.5): it met a team with another
 *                        score, or had the pairing-allocated bye
 */
public record SwissTeam(int number, double primary, double secondary, List<Colour> colours, int matchesPlayed,
                        Set<Integer> opponents, boolean byeBarred, boolean floatedLastRound) {
    public SwissTeam {
        colours = List.copyOf(colours);
        opponents = Set.copyOf(opponents);
    }

    /** Matches had with White minus with Black (Article 1.6.2). */
    public int colourDifference() {
        int d = 0;
        for (Colour c : colours) {
            d += c == Colour.WHITE ? 1 : c == Colour.BLACK ? -1 : 0;
        }
        return d;
    }
}
