package org.hakem.archive.domain;

import java.util.List;

/**
 * One page of a position search: one hit per game, with the total number of games and of positions.
 *
 * @param hits      the page
 * @param games     how many games have a matching position
 * @param positions how many positions match
 */
public record SearchResult(List<Hit> hits, long games, long positions) {

    /**
     * A game with matching positions.
     *
     * @param gameId    the game
     * @param firstPly  the first matching ply (0 = the start position)
     * @param matches   how many of its positions match
     * @param year      its year (for sorting), or 0
     */
    public record Hit(long gameId, int firstPly, int matches, int year) {
    }

    /** How hits are ordered. */
    public enum Sort {
        /** import order */
        GAME,
        /** first matching ply, earliest first */
        PLY,
        /** most matching positions first */
        MATCHES,
        /** year, oldest first (games without a year last) */
        YEAR,
        /** year, newest first */
        YEAR_DESC;

        public static Sort parse(String s) {
            if (s == null || s.isBlank()) {
                return GAME;
            }
            try {
                return valueOf(s.strip().toUpperCase().replace('-', '_'));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown sort '" + s + "', expected game, ply, matches, year or year-desc");
            }
        }
    }
}
