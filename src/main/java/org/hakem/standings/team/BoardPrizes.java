package org.hakem.standings.team;

import java.util.List;
import org.hakem.crosstable.team.TeamCrosstable;

/**
 * Board prizes: for each board, every player who played on it with their results there, score, percentage and
 * performance rating (as the individual TPR: average rating of the rated opponents met over the board plus the
 * rating difference of the percentage scored; C.07 10.2).
 *
 * @param boards one table per board, board 1 first
 */
public record BoardPrizes(List<Board> boards) {

    public BoardPrizes {
        boards = List.copyOf(boards);
    }

    /** The players of one board, best first (percentage, then performance, then games). */
    public record Board(int board, List<Row> rows) {
        public Board {
            rows = List.copyOf(rows);
        }
    }

    /**
     * One player on one board.
     *
     * @param player       start number
     * @param name         player's name
     * @param team         team pairing number
     * @param games        games counted on this board (over the board or forfeited; not empty boards of theirs)
     * @param played       games played over the board
     * @param points       points scored on this board (the event's game-point system)
     * @param percentage   points / (games × a win's points) × 100, rounded to one decimal; 0 when no games
     * @param performance  performance rating over the games played against rated opponents, 0 when none
     * @param results      the result codes in round order (e.g. {@code 1 = 0 +})
     */
    public record Row(int player, String name, int team, int games, int played, double points, double percentage,
                      int performance, String results) {
    }

    /** The board prizes of an event's recorded rounds. */
    public static BoardPrizes compute(TeamCrosstable event) {
        throw new UnsupportedOperationException("skeleton");
    }
}
