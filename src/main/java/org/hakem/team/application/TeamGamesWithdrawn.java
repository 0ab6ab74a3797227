package org.hakem.team.application;

/**
 * Fired (as a CDI event, after the transaction commits) when a public team event is made private: the archive is
 * public, so the event's games leave it. Made public again, its attached games are recorded again.
 */
public record TeamGamesWithdrawn(long eventId) {
}
