package org.hakem.crosstable.team;

import java.util.Objects;

/**
 * A player of a team event: who sits at the boards. Results are in the matches' board games.
 *
 * @param startNumber 1..9999, unique in the event (TRF 001 starting rank)
 * @param name        "Lastname, Firstname"
 * @param rating      rating, 0 when unrated
 * @param federation  three-letter code or empty
 * @param id          the rating organisation's number or empty
 */
public record TeamPlayer(int startNumber, String name, int rating, String federation, String id) {
    public TeamPlayer {
        if (startNumber < 1 || startNumber > 9999) {
            throw new IllegalArgumentException("start number must be 1..9999, not " + startNumber);
        }
        name = Objects.requireNonNullElse(name, "");
        federation = Objects.requireNonNullElse(federation, "");
        id = Objects.requireNonNullElse(id, "");
    }
}
