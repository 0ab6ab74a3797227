/**
 * Ratings of draughts players by the FMJD rating system (Annex 9 "FMJD rating system and its application rules",
 * text revised after the General Assembly of 2009) and by national lists that use the same machinery with their
 * own numbers: the expected score of a game, the development factor, a player's rating change and new rating
 * after an event, an unrated player's first rating, the rating list as a CSV file, and the rating report a chief
 * arbiter sends (Annex 9 article 1.3 and 4). Pure Java: no server, no database.
 *
 * <p>Entry points: {@link org.hakem.rating.RatingParameters} (a list type, built in or read from its properties
 * text), {@link org.hakem.rating.RatingCalculator#rate}, {@link org.hakem.rating.EventRatings#compute} over a
 * {@link org.hakem.crosstable.Crosstable}, {@link org.hakem.rating.RatingListCsv#read} and
 * {@link org.hakem.rating.RatingReport}. docs/ratings.md gives each rule with its article.
 */
package org.hakem.rating;
