package org.hakem.rating;

import java.util.List;

/**
 * What an event did to one player's rating.
 *
 * @param status          how the rating was (or was not) computed
 * @param oldRating       rating before the event, 0 when unrated
 * @param gamesBefore     rated games before the event, null when the list does not say
 * @param opponents       the ratings of the opponents of the games that count (rated opponents only)
 * @param expectedPerGame the expected score of each of those games, same order, null for an unrated player
 * @param score           the points scored in the games that count (1, ½, 0 each)
 * @param expected        the sum of the expected scores, null for an unrated player
 * @param developmentFactor the development factor used (after the time-control factor), null when not used
 * @param change          new rating minus old rating, 0 when there is no new rating or for a first rating
 * @param newRating       the rating after the event, 0 when the player stays unrated
 * @param newGames        rated games after the event, null when the games before were not known
 */
public record RatingOutcome(Status status, int oldRating, Integer gamesBefore, List<Integer> opponents,
                            List<Double> expectedPerGame, double score, Double expected, Double developmentFactor,
                            int change, int newRating, Integer newGames) {

    /** How the rating was computed. */
    public enum Status {
        /** Rated player: old rating + development factor × (score − expected). */
        RATED,
        /** Unrated player who played enough rated opponents: a first rating from the performance. */
        FIRST_RATING,
        /** Rated player without a game against a rated opponent: unchanged. */
        NO_RATED_GAMES,
        /** Unrated player with fewer games against rated opponents than the list asks for a first rating. */
        TOO_FEW_GAMES,
        /** Unrated player whose performance is below the list's floor: stays unrated. */
        BELOW_FLOOR,
        /** The list does not rate events of this time-control class. */
        NOT_RATED_TIME_CONTROL
    }

    public RatingOutcome {
        opponents = List.copyOf(opponents);
        expectedPerGame = expectedPerGame == null ? null : List.copyOf(expectedPerGame);
    }

    /** The number of games that count. */
    public int games() {
        return opponents.size();
    }

    /** The average rating of the opponents of the games that count, 0 without any. */
    public double averageOpponent() {
        return opponents.isEmpty() ? 0 : opponents.stream().mapToInt(Integer::intValue).average().orElse(0);
    }
}
