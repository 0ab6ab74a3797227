package org.hakem.standings;

/**
 * FIDE's conversion of a score percentage into a rating difference dp (Rating Regulations, table 8.1.2),
 * used by the performance rating.
 */
final class RatingDifference {

    /** dp for p = 50 % .. 100 %; below 50 % dp(p) = -dp(100 - p). */
    private static final int[] DP = {
        0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
        158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
        351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
    };

    private RatingDifference() {
    }

    /** dp for a whole percentage 0..100. */
    static int dp(int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percentage must be 0..100, not " + percent);
        }
        return percent >= 50 ? DP[percent - 50] : -DP[50 - percent];
    }
}
