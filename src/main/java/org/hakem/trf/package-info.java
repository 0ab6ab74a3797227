/**
 * FIDE Tournament Report File (TRF-2026, with the JaVaFo extensions XXR and XXC) import and export.
 *
 * <p>{@link org.hakem.trf.TrfReader} turns a file into a {@link
 * org.hakem.trf.TrfDocument}: the {@link org.hakem.crosstable.Crosstable} (players,
 * rounds, point system 162, number of rounds, initial colour) plus the records the tournament model does
 * not interpret (header records, byes 240, accelerations 250, prohibited pairings 260, others). {@link
 * org.hakem.trf.TrfWriter} writes a document back; reading then writing a file gives the
 * same player lines. Columns are those of the FIDE handbook's TRF-2026 description (see docs/trf.md).
 */
package org.hakem.trf;
