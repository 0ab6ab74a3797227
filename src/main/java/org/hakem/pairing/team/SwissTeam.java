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
 * @param colours         the first-board colour the team had in each round before this one, round 1 first
 *                        ({@link Colour#NONE} in a round without a match played: Article 1.6.1)
 * @param matchesPlayed   matches played (the pairing-allocated bye and forfeits are not played; 3.4.3)
 * @param opponents       the teams it has played (Article 2.1.1; a forfeited match is not played, so the two
 *                        may meet again, as for individuals)
 * @param byeBarred       it had the pairing-allocated bye, won a match by forfeit or had a full-point bye
 *                        (Article 2.1.2)
 * @param floatedLastRound it was a floater in the previous round (Article 1.5): it played a team whose primary
 *                        score before that round was not its own
 */
public record SwissTeam(int number, double primary, double secondary, List<Colour> colours, int matchesPlayed,
                        Set<Integer> opponents, boolean byeBarred, boolean floatedLastRound) {
    public SwissTeam {
        colours = List.copyOf(colours);
        opponents = Set.copyOf(opponents);
    }

    /** The colours of the matches played, most recent last. */
    public List<Colour> playedColours() {
        return colours.stream().filter(c -> c != Colour.NONE).toList();
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
