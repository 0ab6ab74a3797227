package org.hakem.rating;

/**
 * A player's standing on a list before an event: the rating ({@code 0} for an unrated player) and the number of
 * rated games played so far ({@code null} when the list does not say, which counts as established).
 */
public record PriorRating(int rating, Integer games) {

    public static final PriorRating UNRATED = new PriorRating(0, 0);

    public PriorRating {
        if (rating < 0 || rating > 4000) {
            throw new IllegalArgumentException("rating must be 0 (unrated) to 4000, not " + rating);
        }
        if (games != null && games < 0) {
            throw new IllegalArgumentException("games cannot be negative: " + games);
        }
    }

    public boolean rated() {
        return rating > 0;
    }
}
