package org.hakem.crosstable.team;

import org.hakem.crosstable.Colour;

/**
 * What one team did in one round, as the standings and the pairing read it.
 *
 * @param round             1-based round number
 * @param team              the team's pairing number
 * @param opponent          the opponent's pairing number, 0 without an opponent
 * @param home              true when the team was named first
 * @param outcome           what happened
 * @param gamePoints        the team's game points in the round
 * @param opponentGamePoints the opponent's game points (0 without an opponent)
 * @param matchPoints       the team's match points in the round
 * @param firstBoardColour  the colour of the team's first board when the match was played, {@link Colour#NONE}
 *                          otherwise (the colour a team "had", C.04.6 Article 1.6.1)
 */
public record TeamRound(int round, int team, int opponent, boolean home, Outcome outcome, double gamePoints,
                        double opponentGamePoints, double matchPoints, Colour firstBoardColour) {

    /** What happened to a team in a round. */
    public enum Outcome {
        WON, DRAWN, LOST,
        FORFEIT_WON, FORFEIT_LOST, DOUBLE_FORFEIT,
        PAIRING_BYE, FULL_BYE, HALF_BYE, ZERO_BYE,
        /** Not paired and nothing given (withdrawn, or the round not played yet). */
        ABSENT;

        /** The match took place over the board. */
        public boolean played() {
            return this == WON || this == DRAWN || this == LOST;
        }
    }

    /** True when the match took place (at least one board played over the board, no whole-match forfeit). */
    public boolean played() {
        return outcome.played();
    }

    /** True when the team had a scheduled opponent (played or forfeited). */
    public boolean hasOpponent() {
        return opponent != 0;
    }
}
