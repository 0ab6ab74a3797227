package org.hakem.crosstable.team;

/**
 * Which score ranks teams and forms the score groups of a team Swiss (C.04.6 Article 1.2): match points or game
 * points, as the event's regulation says; the other one is the secondary score.
 */
public enum PrimaryScore {
    MATCH_POINTS,
    GAME_POINTS;

    /** The other score. */
    public PrimaryScore secondary() {
        return this == MATCH_POINTS ? GAME_POINTS : MATCH_POINTS;
    }
}
