package org.hakem.tournament.application;

import java.util.Map;

/**
 * The seam to the game archive: fired (as a CDI event, after the board's transaction commits) when a
 * game is attached to a board. The archive observes it and stores the game with the tournament's tags.
 * Until the archive is merged nothing observes it and the game stays with the board only.
 *
 * @param eventId the tournament
 * @param round   round number
 * @param board   board number
 * @param pdn     the game as attached
 * @param tags    the tournament's tags to set on the archived game: Event, Site, Date, Round, Board,
 *                White, Black, Result, GameType (variant id)
 */
public record TournamentGameRecorded(long eventId, int round, int board, String pdn, Map<String, String> tags) {
}
