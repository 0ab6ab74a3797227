/**
 * Team standings with the team tie-breaks of FIDE's Tie-Break Regulations (Handbook C.07): match points, game
 * points, team Sonneborn-Berger and its Olympiad variant, Buchholz on match points with the unplayed-round rules,
 * direct encounter ({@link org.hakem.standings.TeamTieBreak}, {@link org.hakem.standings.team.TeamStandings});
 * and the board prizes: each board's individual results, score, percentage and performance rating
 * ({@link org.hakem.standings.team.BoardPrizes}). Plain Java over {@link org.hakem.crosstable.team.TeamCrosstable};
 * the definitions with their articles are in docs/teams.md.
 */
package org.hakem.standings.team;
