package org.hakem.pairing.team;

import java.util.List;
import org.hakem.crosstable.team.TeamCrosstable;

/**
 * Checks recorded team rounds: the absolute rules (no team meets another twice, every team paired once, the
 * pairing-allocated bye only to a team that may have it: C.04.6 Articles 2.1.1, 2.1.2) and, for a Swiss, whether
 * the recorded pairing and colours are those the C.04.6 engine gives.
 */
public final class TeamPairingCheck {

    private TeamPairingCheck() {
    }

    /** One problem found in a round. */
    public record Finding(int round, String message) {
        @Override
        public String toString() {
            return "round " + round + ": " + message;
        }
    }

    /** Breaches of the absolute criteria of a round's pairing, given the teams' histories; empty when none. */
    public static List<Finding> violations(TeamSwissRequest request, TeamRoundPairing pairing) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The recorded pairing of a round of an event (home first; the pairing-allocated bye). */
    public static TeamRoundPairing recorded(TeamCrosstable event, int round) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * Re-pairs every recorded round of a team Swiss with {@link TeamSwissPairer} and reports the breaches of the
     * absolute criteria and every difference from the engine (fixtures, home team, bye); empty when all agree.
     */
    public static List<Finding> check(TeamCrosstable event, TeamSwissRules rules) {
        throw new UnsupportedOperationException("skeleton");
    }
}
