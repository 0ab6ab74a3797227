package org.hakem.tournament.application;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.hakem.rating.RatingOutcome;
import org.hakem.rating.RatingReport;

/**
 * The rating columns of a tournament's standings: the list the players' ratings come from and, per player, the
 * expected score, rating change and new rating from the results shown (live while the tournament runs).
 *
 * @param listType         the list type id
 * @param listName         its name
 * @param listDate         the date of the list in force at the tournament's start, null when no list of the type was
 *                         imported (then the players' own ratings are used, games unknown)
 * @param timeControlClass standard, shorter, rapid or blitz
 * @param players          by start number
 */
public record RatingColumns(String listType, String listName, String listDate, String timeControlClass,
                            List<Player> players) {

    /**
     * One player's rating in the tournament.
     *
     * @param onList     true when the player was found on the list in force
     * @param oldRating  rating before the tournament, null when unrated
     * @param expected   sum of expected scores, two decimals, null for an unrated player
     * @param change     {@code +12}, {@code -3}, {@code 0}, or empty (unrated, not rated)
     * @param newRating  rating after the results so far, null while unrated
     * @param status     rated, first_rating, no_rated_games, too_few_games, below_floor, not_rated_time_control
     */
    public record Player(int startNumber, boolean onList, Integer oldRating, Integer gamesBefore, int games,
                         String score, String expected, String developmentFactor, String change, Integer newRating,
                         String status) {

        static Player of(int startNumber, boolean onList, RatingOutcome o) {
            return new Player(startNumber, onList, o.oldRating() == 0 ? null : o.oldRating(), o.gamesBefore(),
                    o.games(), RatingReport.points(o.score()),
                    o.expected() == null ? "" : RatingReport.twoDecimals(o.expected()),
                    o.developmentFactor() == null ? "" : RatingReport.points(o.developmentFactor()),
                    RatingReport.changeText(o), o.newRating() == 0 ? null : o.newRating(),
                    o.status().name().toLowerCase(Locale.ROOT));
        }
    }

    public RatingColumns {
        players = List.copyOf(players);
    }

    /** The player with this start number. */
    public Optional<Player> player(int startNumber) {
        return players.stream().filter(p -> p.startNumber() == startNumber).findFirst();
    }
}
