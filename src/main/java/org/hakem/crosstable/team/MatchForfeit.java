package org.hakem.crosstable.team;

/**
 * A whole match not played (TRF-2026 record 330): the team that did not appear loses it, with all its boards
 * lost by forfeit.
 */
public enum MatchForfeit {
    /** The match was played (boards may still be forfeited one by one). */
    NONE,
    /** The away team did not appear: the home team wins by forfeit (TRF 330 {@code +-} with home as White). */
    HOME_WINS,
    /** The home team did not appear: the away team wins by forfeit. */
    AWAY_WINS,
    /** Neither team appeared: both lose ({@code --}). */
    DOUBLE
}
