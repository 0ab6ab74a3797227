package org.hakem.trf;

import java.util.List;

/**
 * Record 260: players who must not be paired with each other from {@code firstRound} to {@code lastRound}.
 *
 * @param firstRound first round concerned
 * @param lastRound  last round concerned
 * @param players    two or more start numbers
 */
public record TrfProhibitedPairing(int firstRound, int lastRound, List<Integer> players) {
    public TrfProhibitedPairing {
        players = List.copyOf(players);
    }
}
