package org.hakem.pairing;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A player as the Swiss pairing engine needs it.
 *
 * @param id            the start number (tournament pairing number); the pairing order among equal
 *                      scores
 * @param rating        rating (informative; the start numbers already reflect the initial order)
 * @param rounds        the rounds already paired, index 0 = round 1; every player has one entry per
 *                      past round (a late entry has absences)
 * @param prohibited    start numbers this player must not meet in the round to pair (forbidden pairs,
 *                      TRF 260); past opponents of played games are added by the engine
 * @param accelerations fictitious points (tenths) added to the score for pairing, index 0 = round 1;
 *                      shorter arrays mean zero
 * @param available     false when the player does not take part in the round to pair (requested bye,
 *                      absence, withdrawal)
 */
public record SwissPlayer(int id, int rating, List<SwissRound> rounds, Set<Integer> prohibited,
                          int[] accelerations, boolean available) {
    public SwissPlayer {
        if (id < 1) {
            throw new IllegalArgumentException("start number must be positive, not " + id);
        }
        rounds = List.copyOf(rounds);
        prohibited = Set.copyOf(Objects.requireNonNullElse(prohibited, Set.of()));
        accelerations = accelerations == null ? new int[0] : accelerations.clone();
    }

    /** Points (tenths) after the first {@code n} rounds, without acceleration. */
    public int points(int n) {
        int s = 0;
        for (int i = 0; i < n && i < rounds.size(); i++) {
            s += rounds.get(i).points();
        }
        return s;
    }

    /** Acceleration (tenths) for round {@code round} (1-based). */
    public int acceleration(int round) {
        return round >= 1 && round <= accelerations.length ? accelerations[round - 1] : 0;
    }
}
