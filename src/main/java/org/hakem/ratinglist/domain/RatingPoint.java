package org.hakem.ratinglist.domain;

import java.time.LocalDate;

/** A player's rating on one imported list: its type, the date it is in force from, the rating and the games counted. */
public record RatingPoint(String listType, LocalDate listDate, int rating, Integer games) {
}
