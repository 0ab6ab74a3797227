package org.hakem.rating;

/**
 * One line of a rating list.
 *
 * @param fmjdId     the player's FMJD id (or the federation's id on a national list), empty when none
 * @param name       the name as the list writes it
 * @param federation three-letter code, empty when none
 * @param rating     1 to 4000
 * @param games      rated games played so far, null when the list does not say
 * @param title      GMI, MI, MF, ... or empty
 */
public record RatingListEntry(String fmjdId, String name, String federation, int rating, Integer games,
                              String title) {

    public PriorRating prior() {
        return new PriorRating(rating, games);
    }
}
