/**
 * Use cases of team events, one transaction each: settings, teams and rosters, pairing rounds through the pure team
 * pairers, line-ups, board results and games (verified and archived like tournament games), forfeits, reports and
 * exports, and the import of a team championship's PDN file.
 */
package org.hakem.team.application;
