/**
 * Tournaments as arbiters run them, persisted: the {@link org.hakem.tournament.domain.TournamentEvent}
 * aggregate (settings, entries, forbidden pairs, requested byes), its rounds with their boards
 * ({@link org.hakem.tournament.domain.EventRound}, {@link org.hakem.tournament.domain.Pairing}, each board
 * with its own version), the audit trail, and the seams to the pure-Java code: the
 * {@link org.hakem.tournament.domain.PairingEngine} that pairs a round (Berger tables, match, and the FIDE
 * Dutch Swiss engine through {@link org.hakem.tournament.domain.SwissPairing}), and
 * {@link org.hakem.tournament.domain.ModelMapper}, which turns a persisted tournament into the TRF-shaped
 * model of {@code org.hakem.crosstable} from which standings and exports are computed.
 *
 * <p>Team events ({@code org.hakem.team.domain}) persist their rounds, boards, matches and audit rows with the same
 * mapped superclasses the tournament's use: {@link org.hakem.event.domain.PairedRound},
 * {@link org.hakem.event.domain.GameBoard} on {@link org.hakem.event.domain.EditedRow}, and
 * {@link org.hakem.event.domain.AuditRecord}; each entity keeps its own table.
 */
package org.hakem.tournament.domain;
