/**
 * The pure model of a team competition, at the bottom beside the individual crosstable: teams with their
 * board order ({@link org.hakem.crosstable.team.Team}), the matches of each round with their board games
 * ({@link org.hakem.crosstable.team.TeamMatch}, {@link org.hakem.crosstable.team.BoardGame}), team byes, the
 * match-point system ({@link org.hakem.crosstable.team.MatchPoints}), the board colours of an event's regulation
 * ({@link org.hakem.crosstable.team.BoardColours}) and the event as a whole
 * ({@link org.hakem.crosstable.team.TeamCrosstable}), which answers what each team did in each round
 * ({@link org.hakem.crosstable.team.TeamRound}). The team pairing engines, team standings and TRF team records
 * all read it; the app maps its persisted team event onto it. Plain Java, immutable. See docs/teams.md.
 */
package org.hakem.crosstable.team;
