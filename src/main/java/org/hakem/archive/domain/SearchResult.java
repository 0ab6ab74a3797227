package org.hakem.archive.domain;

import java.util.List;

/**
 * One page of a position search: one hit per game, with the number of games and of positions. The count is exact
 * up to a bound (the index's, 10,000 games by default: docs/archive.md, "Bounded count"); beyond it the search
 * stops counting, {@code games} is the bound and means "more than that many", {@code positions} is what was counted
 * until then (at least that many). The page itself is always exact: the same hits, in the same order, as if every
 * match had been counted.
 *
 * @param hits       the page
 * @param games      how many games have a matching position; when not {@code countExact}: the bound, exceeded
 * @param positions  how many positions match; when not {@code countExact}: at least that many
 * @param countExact whether every match was counted ({@code false}: more than {@code games} games match)
 */
public record SearchResult(List<Hit> hits, long games, long positions, boolean countExact) {

    /** An exactly counted result. */
    public SearchResult(List<Hit> hits, long games, long positions) {
        this(hits, games, positions, true);
    }

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
