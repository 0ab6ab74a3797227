/**
 * Team competitions as arbiters run them (issue 18): leagues (team round robin, single or double) and team Swiss
 * events (FIDE C.04.6), teams with their rosters in board order, line-ups per match, board results with audit and
 * optimistic locking, whole-match forfeits, standings with the team tie-breaks, exports, and the import of a team
 * championship's PDN file. The pure parts (pairing, tie-breaks, board colours, TRF team records) live in
 * {@code org.hakem.pairing.team}, {@code org.hakem.standings.team} and {@code org.hakem.trf}.
 */
package org.hakem.team;
