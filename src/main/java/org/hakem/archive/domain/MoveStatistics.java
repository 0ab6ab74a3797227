package org.hakem.archive.domain;

import java.util.List;
import org.hakem.rules.Side;

/**
 * What was played from a position across the archive.
 *
 * @param positions how many times the position occurs
 * @param moves     the moves played from it, most games first
 */
public record MoveStatistics(long positions, List<NextMove> moves) {

    /** The moves played in at least {@code minGames} games (all when null or below 2). */
    public MoveStatistics atLeast(Integer minGames) {
        if (minGames == null || minGames <= 1) {
            return this;
        }
        return new MoveStatistics(positions, moves.stream().filter(m -> m.games() >= minGames).toList());
    }

    /** The number of games that went on from the position (each game once per move it played from it). */
    public long games() {
        return moves.stream().mapToLong(NextMove::games).sum();
    }

    /**
     * One move played from the position. The results, the score, the average rating and the last year are over the
     * games that played it, each game once.
     *
     * @param move          the move in short notation
     * @param count         how often it was played (positions: a game that reached the position twice counts twice)
     * @param whiteWins     games White won after it
     * @param draws         games drawn
     * @param blackWins     games Black won
     * @param score         score of the side that played it, in percent of the games with a known result (null if none)
     * @param games         the games that played it
     * @param averageRating the mean of the ratings of those games with a known one ({@link GameFilters#rating}),
     *                      rounded, or null when none has one
     * @param lastYear      the last year it was played (of the games with a known year), or null
     */
    public record NextMove(String move, long count, long whiteWins, long draws, long blackWins, Double score,
                           long games, Integer averageRating, Integer lastYear) {

        /** The move with its score and average computed from sums: {@code toMove} is the side that played it. */
        public static NextMove of(String move, long count, long games, long whiteWins, long draws, long blackWins,
                                  Side toMove, long ratedGames, long ratingSum, Integer lastYear) {
            long known = whiteWins + draws + blackWins;
            long mine = toMove == Side.WHITE ? whiteWins : blackWins;
            Double score = known == 0 ? null : Math.round(1000.0 * (mine + 0.5 * draws) / known) / 10.0;
            Integer average = ratedGames == 0 ? null : (int) Math.round((double) ratingSum / ratedGames);
            return new NextMove(move, count, whiteWins, draws, blackWins, score, games, average, lastYear);
        }
    }
}
