/**
 * The tournament model shared by the TRF reader, the tie-breaks, the round-robin tables and the Swiss
 * pairing engine: players identified by start number, and for each player one {@link
 * org.hakem.crosstable.RoundEntry} per round (opponent, colour, result code as in FIDE's TRF),
 * scored by a {@link org.hakem.crosstable.PointSystem}.
 *
 * <p>Pure Java and immutable: persistence maps this model at the edge of the application.
 */
package org.hakem.crosstable;
