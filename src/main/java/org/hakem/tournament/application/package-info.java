/**
 * Use cases of running a tournament (one transaction each, audited): {@link
 * org.hakem.tournament.application.TournamentService} (settings, entries, pairing, publishing),
 * {@link org.hakem.tournament.application.ResultService} (results with optimistic locking, attached
 * games), and {@link org.hakem.tournament.application.Reports} (standings, crosstable and exports
 * computed from results).
 */
package org.hakem.tournament.application;
