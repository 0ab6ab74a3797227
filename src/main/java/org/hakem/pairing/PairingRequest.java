package org.hakem.pairing;

import java.util.List;
import java.util.Objects;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;

/**
 * Everything needed to pair one round of a Swiss tournament.
 *
 * @param round          the round to pair (1-based); every player has {@code round - 1} past rounds
 * @param plannedRounds  the total number of rounds (for the last-round topscorer rules)
 * @param points         points of results (the engines count them in {@link PointSystem#tenths()})
 * @param initialColour  the colour given to the highest-ranked player paired in round 1 (TRF XXC); also
 *                       drives colour allocation when neither player has a preference
 * @param players        all players of the tournament, available or not
 */
public record PairingRequest(int round, int plannedRounds, PointSystem points, Colour initialColour,
                             List<SwissPlayer> players) {
    public PairingRequest {
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(initialColour, "initialColour");
        if (initialColour == Colour.NONE) {
            throw new IllegalArgumentException("initial colour must be white or black");
        }
        if (round < 1) {
            throw new IllegalArgumentException("round must be 1 or more, not " + round);
        }
        players = List.copyOf(players);
        for (SwissPlayer p : players) {
            if (p.rounds().size() != round - 1) {
                throw new IllegalArgumentException("player " + p.id() + " has " + p.rounds().size()
                        + " past rounds; pairing round " + round + " needs " + (round - 1));
            }
        }
    }
}
