package org.hakem.archive.domain;

import java.util.List;

/**
 * What was played from a position across the archive.
 *
 * @param positions how many times the position occurs
 * @param moves     the moves played from it, most frequent first
 */
public record MoveStatistics(long positions, List<NextMove> moves) {

    /**
     * One move played from the position.
     *
     * @param move     the move in short notation
     * @param count    how often it was played
     * @param whiteWins games White won after it
     * @param draws    games drawn
     * @param blackWins games Black won
     * @param score    score of the side that played it, in percent of the games with a known result (null if none)
     */
    public record NextMove(String move, long count, long whiteWins, long draws, long blackWins, Double score) {
    }
}
