/**
 * Standings and tie-breaks of FIDE's Tie-Break Regulations (Handbook C.07, 2023 edition with the
 * unplayed-round rules of its Article 16): points, Buchholz with cuts and medians, Sonneborn-Berger,
 * direct encounter, wins, games won, games with black, average rating of opponents, performance
 * rating, progressive score and Koya.
 *
 * <p>Entry points: {@link org.hakem.standings.TieBreak#parse(String)} for codes such as
 * {@code BH/C1}, and {@link org.hakem.standings.Standings#compute}. The tie-breaks of both scopes, individual
 * ({@link org.hakem.standings.TieBreak}) and team ({@link org.hakem.standings.TeamTieBreak}, computed in
 * {@code org.hakem.standings.team}), are {@link org.hakem.standings.TieBreakDefinition}s whose kinds
 * {@link org.hakem.standings.TieBreaks#registry()} holds and reads. The rules and where
 * they were checked are written down in docs/tiebreaks.md. {@link org.hakem.standings.DirectEncounter} (with the
 * competition ranks), {@link org.hakem.standings.Performance}, the ranking routine
 * {@link org.hakem.standings.Ranking} and the aligned {@link org.hakem.standings.TextTable} are public because the
 * team standings ({@code org.hakem.standings.team}) use them too.
 */
package org.hakem.standings;
