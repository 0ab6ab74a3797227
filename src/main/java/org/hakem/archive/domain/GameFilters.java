package org.hakem.archive.domain;

import org.hakem.pdn.PdnResult;

/**
 * Filters on the games a search may return. Names and events match word by word, folded (case, accents,
 * Turkish I): {@code keller} finds {@code Keller,D.}.
 *
 * @param player      a player's name (words), or null
 * @param playerSide  {@code white}, {@code black}, or null for either colour
 * @param event       words of the event, or null
 * @param yearFrom    first year, or null
 * @param yearTo      last year, or null
 * @param result      {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or null
 * @param ratingFrom  lowest game rating ({@link #rating}), or null; a game without a known rating is then left out
 * @param ratingTo    highest game rating, or null; likewise
 */
public record GameFilters(String player, String playerSide, String event, Integer yearFrom, Integer yearTo,
                          String result, Integer ratingFrom, Integer ratingTo) {

    public static final GameFilters NONE = new GameFilters(null, null, null, null, null, null);

    /** Filters without a rating range. */
    public GameFilters(String player, String playerSide, String event, Integer yearFrom, Integer yearTo, String result) {
        this(player, playerSide, event, yearFrom, yearTo, result, null, null);
    }

    /**
     * A game's rating: the mean of its players' known ratings (rounded down), the one known rating when only one is,
     * null when neither is. A rating of 0 or less counts as unknown.
     */
    public static Integer rating(Integer white, Integer black) {
        boolean w = white != null && white > 0, b = black != null && black > 0;
        if (w && b) {
            return (white + black) / 2;
        }
        return w ? white : b ? black : null;
    }

    public boolean isEmpty() {
        return blank(player) && blank(event) && yearFrom == null && yearTo == null && blank(result)
                && ratingFrom == null && ratingTo == null;
    }

    /** Whether a game with these fields and no known rating passes. */
    public boolean accepts(String white, String black, String gameEvent, Integer year, String gameResult) {
        return accepts(white, black, gameEvent, year, gameResult, null);
    }

    /** Whether a game with these fields passes (the same rule the index applies); {@code rating}: {@link #rating}. */
    public boolean accepts(String white, String black, String gameEvent, Integer year, String gameResult,
                           Integer rating) {
        if (ratingFrom != null && (rating == null || rating < ratingFrom)) {
            return false;
        }
        if (ratingTo != null && (rating == null || rating > ratingTo)) {
            return false;
        }
        if (!blank(player)) {
            boolean w = SearchWords.containsAll(white, player);
            boolean b = SearchWords.containsAll(black, player);
            boolean ok = "white".equals(playerSide) ? w : "black".equals(playerSide) ? b : (w || b);
            if (!ok) {
                return false;
            }
        }
        if (!blank(event) && !SearchWords.containsAll(gameEvent, event)) {
            return false;
        }
        if (yearFrom != null && (year == null || year < yearFrom)) {
            return false;
        }
        if (yearTo != null && (year == null || year > yearTo)) {
            return false;
        }
        return blank(result) || result.equals(PdnResult.outcome(gameResult).token());
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
