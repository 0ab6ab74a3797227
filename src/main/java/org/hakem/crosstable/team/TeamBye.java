package org.hakem.crosstable.team;

import java.util.Objects;

/**
 * A team without an opponent in a round (TRF-2026 records 240 and 320).
 *
 * @param round 1-based round number
 * @param team  the team's pairing number
 * @param kind  what it gets
 */
public record TeamBye(int round, int team, Kind kind) {

    /** The kinds of team bye. */
    public enum Kind {
        /** The pairing-allocated bye of an odd number of teams (C.04.6 Article 1.4; TRF 320). */
        PAIRING_ALLOCATED,
        /** A full-point bye: the points of a match won (TRF 240 F). */
        FULL_POINT,
        /** A half-point bye: the points of a match drawn (TRF 240 H). */
        HALF_POINT,
        /** A zero-point bye: a known absence (TRF 240 Z). */
        ZERO_POINT
    }

    public TeamBye {
        Objects.requireNonNull(kind, "kind");
    }
}
