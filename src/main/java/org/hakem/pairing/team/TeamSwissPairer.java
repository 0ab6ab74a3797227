package org.hakem.pairing.team;

import org.hakem.pairing.PairingException;

/**
 * The FIDE Swiss Team Pairing System (Handbook C.04.6, effective 1 February 2026): pairs a round bracket by
 * bracket, from the top score group down, choosing the pairing-allocated bye (Article 3.4), the upfloaters of each
 * bracket (3.5) and the bracket's pairing (3.6) as the first candidates in the orders the text defines that satisfy
 * its criteria (2.1 to 2.3), then allocates colours (Article 4).
 */
public final class TeamSwissPairer {

    private TeamSwissPairer() {
    }

    /**
     * The pairing of a round.
     *
     * @throws PairingException when no pairing satisfies the absolute criteria (Article 3.3.3: the arbiter decides)
     */
    public static TeamRoundPairing pair(TeamSwissRequest request) {
        throw new UnsupportedOperationException("skeleton");
    }
}
