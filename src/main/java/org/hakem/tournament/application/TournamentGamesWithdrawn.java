package org.hakem.tournament.application;

/**
 * The seam to the game archive, the other way: fired (as a CDI event, after the transaction commits) when a
 * tournament stops being public. The archive is public, so it takes out the games it stored from the tournament's
 * boards; making the tournament public again sends them back ({@link TournamentGameRecorded}).
 *
 * @param eventId the tournament
 */
public record TournamentGamesWithdrawn(long eventId) {
}
