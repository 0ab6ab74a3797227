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
 * @param club       the player's club, empty when the list does not say
 * @param birthYear  the year of birth, null when the list does not say
 * @param sex        {@code m} or {@code w} (as FIDE's TRF writes it), empty when the list does not say
 */
public record RatingListEntry(String fmjdId, String name, String federation, int rating, Integer games,
                              String title, String club, Integer birthYear, String sex) {

    public RatingListEntry {
        sex = sex == null ? "" : sex;
    }

    /** A line without the player's sex. */
    public RatingListEntry(String fmjdId, String name, String federation, int rating, Integer games, String title,
                           String club, Integer birthYear) {
        this(fmjdId, name, federation, rating, games, title, club, birthYear, "");
    }

    /** A line without club and birth year. */
    public RatingListEntry(String fmjdId, String name, String federation, int rating, Integer games, String title) {
        this(fmjdId, name, federation, rating, games, title, "", null);
    }

    public PriorRating prior() {
        return new PriorRating(rating, games);
    }
}
