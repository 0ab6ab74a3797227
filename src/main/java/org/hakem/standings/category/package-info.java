/**
 * Categories of an individual tournament (issue 33): who of its players is ranked in which category (women, the
 * junior age groups U8..U20 and the seniors 50+ and 65+ from the birth year at the event's year, rating groups,
 * clubs, federations), and each category's ranking, read off the overall standings. Pure: the application gives the
 * players' details and overall ranks, {@link org.hakem.standings.category.Categories#rank} gives the places.
 * {@link org.hakem.standings.category.CategoryChoice} is what the arbiter chose, kept as a short code.
 */
package org.hakem.standings.category;
