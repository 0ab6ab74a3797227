package org.hakem.pairing.dutch;

import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;

/**
 * The FIDE (Dutch) system, Handbook C.04.3 (text applied from February 2026).
 *
 * <p>How it works: the players to pair are the vertices of one graph; an edge joins two players who
 * may meet (absolute criteria: no rematch of a played game, no forbidden pair, no two players with
 * the same absolute colour preference unless one is a topscorer in the last round). Each edge weight
 * is a binary number whose bit fields, from the most significant, encode the quality criteria in
 * their priority order: completion and bye eligibility, pairs and paired scores in the current
 * bracket and the next one, the bye assignee's unplayed games, colour preferences, repeated floats
 * and their scores. A maximum-weight matching then optimises all of them at once. Brackets are taken
 * from the top score down; in each one the moved-down players to pair, their opponents, the
 * exchanges between S1 and S2 and finally each S1 player's opponent are fixed one at a time, each
 * choice being the first in the Dutch order that keeps the matching optimal (a small bonus in the
 * lowest bits, and a new matching).
 *
 * <p>The parts: {@link DutchPlayer} (what the criteria read about a player), {@link CriteriaWeights} (the
 * criteria as matching weights), {@link BracketWalk} (the brackets from the top score down, the moved-down
 * players, the collapsed last bracket) and {@link ColourAllocation} (who gets white in each pair).
 */
public final class DutchPairer {

    private DutchPairer() {
    }

    /** Pairs the round of {@code request}; throws {@link PairingException} if no legal pairing exists. */
    public static RoundPairing pair(PairingRequest request) {
        return new BracketWalk(request).pair();
    }
}
