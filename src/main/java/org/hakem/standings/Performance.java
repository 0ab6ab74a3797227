package org.hakem.standings;

import java.util.List;

/**
 * The performance rating of a set of games, as the tie-break TPR computes it (C.07 10.2): the average rating of the
 * rated opponents met over the board (rounded half up) plus the rating difference dp(p) of the percentage scored
 * against them (rounded to a whole percent; FIDE Rating Regulations, table 8.1.2). Shared by the individual
 * standings and the team event's board prizes.
 */
public final class Performance {

    private Performance() {
    }

    /**
     * The performance over games against opponents with these ratings.
     *
     * @param ratings the ratings of the rated opponents, one per game (unrated opponents left out)
     * @param score   the score in those games, counted 1 - ½ - 0
     * @return the performance, 0 when there is no rated opponent
     */
    public static int rating(List<Integer> ratings, double score) {
        if (ratings.isEmpty()) {
            return 0;
        }
        if (score < 0 || score > ratings.size()) {
            throw new IllegalArgumentException("a score of " + score + " in " + ratings.size() + " games");
        }
        int percent = (int) Math.floor(score * 100 / ratings.size() + 0.5 + 1e-9);
        return (int) (TieBreakCalculator.roundedAverage(ratings) + RatingDifference.dp(percent));
    }
}
