package org.hakem.team.application;

import java.util.Map;

/**
 * The seam to the game archive for team events: fired (as a CDI event, after the board's transaction commits) when a
 * game is attached to a board of a public team event. The archive observes it and stores the game with the event's
 * tags under the source {@code team E, round R, match M, board B}.
 *
 * @param source where the game comes from ({@link #source})
 * @param pdn    the game as attached
 * @param tags   the event's tags to set on the archived game (Event, Site, Date, Round, Board, White, Black,
 *               WhiteTeam, BlackTeam, Result, GameType)
 */
public record TeamGameRecorded(String source, String pdn, Map<String, String> tags) {

    /** The source an archived team board game carries. */
    public static String source(long eventId, int round, int match, int board) {
        return "team " + eventId + ", round " + round + ", match " + match + ", board " + board;
    }
}
