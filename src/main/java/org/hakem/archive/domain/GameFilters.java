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
 */
public record GameFilters(String player, String playerSide, String event, Integer yearFrom, Integer yearTo,
                          String result) {

    public static final GameFilters NONE = new GameFilters(null, null, null, null, null, null);

    public boolean isEmpty() {
        return blank(player) && blank(event) && yearFrom == null && yearTo == null && blank(result);
    }

    /** Whether a game with these fields passes (the same rule the index applies). */
    public boolean accepts(String white, String black, String gameEvent, Integer year, String gameResult) {
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
