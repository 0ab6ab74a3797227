/**
 * The crosstable: a tournament by start number ({@link org.hakem.crosstable.Crosstable}), each
 * {@link org.hakem.crosstable.Entrant} with one {@link org.hakem.crosstable.RoundEntry} per round (opponent, colour,
 * result code as in FIDE's TRF), scored by a {@link org.hakem.crosstable.PointSystem}, the one home of scoring
 * (the persisted tournament and the pairing engines derive theirs from it). The pure, immutable model at the
 * bottom that TRF, standings and the pairing engines share; the tournament capability maps its persisted
 * aggregate onto it.
 */
package org.hakem.crosstable;
