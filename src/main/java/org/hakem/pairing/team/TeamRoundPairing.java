package org.hakem.pairing.team;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The pairing of one round of a team event.
 *
 * @param round    1-based round number
 * @param fixtures the matches, match 1 first (in a Swiss: by the C.04.6 order of the higher-placed team)
 * @param bye      the team with the pairing-allocated bye (Swiss), or without opponent (round robin of an odd
 *                 number of teams), if any
 */
public record TeamRoundPairing(int round, List<TeamFixture> fixtures, OptionalInt bye) {
    public TeamRoundPairing {
        fixtures = List.copyOf(fixtures);
        Objects.requireNonNull(bye, "bye");
    }

    /** The opponent of a team, 0 for the bye; {@code -1} when the team is not in this round. */
    public int opponent(int team) {
        for (TeamFixture f : fixtures) {
            if (f.home() == team) {
                return f.away();
            }
            if (f.away() == team) {
                return f.home();
            }
        }
        return bye.isPresent() && bye.getAsInt() == team ? 0 : -1;
    }
}
