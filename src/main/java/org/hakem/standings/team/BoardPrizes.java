package org.hakem.standings.team;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.team.BoardGame;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.standings.Performance;
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
    public record Board(int board, List<PrizeRow> rows) {
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
     * @param performance  performance rating over the games played against rated opponents; null (blank, as FIDE's
     *                     tables leave it) when the player met no rated opponent over the board
     * @param results      the result codes in round order, {@code .} for a round not on this board (e.g.
     *                     {@code 1=.0+})
     */
    public record PrizeRow(int player, String name, int team, int games, int played, double points, double percentage,
                      Integer performance, String results) {
    }

    /** The board prizes of an event's recorded rounds. */
    public static BoardPrizes compute(TeamCrosstable event) {
        int rounds = event.roundsRecorded();
        // board -> player -> results by round
        Map<Integer, Map<Integer, ResultCode[]>> seats = new TreeMap<>();
        Map<Integer, Map<Integer, List<Integer>>> ratings = new TreeMap<>();
        Map<Integer, Map<Integer, Double>> ratedScore = new TreeMap<>();
        Map<Integer, Integer> teamOfPlayer = new HashMap<>();
        for (TeamMatch m : event.matches()) {
            for (BoardGame g : m.boards()) {
                for (boolean home : new boolean[] {true, false}) {
                    int player = home ? g.homePlayer() : g.awayPlayer();
                    int opponent = home ? g.awayPlayer() : g.homePlayer();
                    if (player == 0) {
                        continue;
                    }
                    teamOfPlayer.put(player, home ? m.home() : m.away());
                    ResultCode result = g.result(home);
                    seats.computeIfAbsent(g.board(), b -> new TreeMap<>())
                            .computeIfAbsent(player, p -> new ResultCode[rounds])[m.round() - 1] = result;
                    List<Integer> rs = ratings.computeIfAbsent(g.board(), b -> new HashMap<>())
                            .computeIfAbsent(player, p -> new ArrayList<>());
                    if (g.played() && event.player(opponent).rating() > 0) {
                        rs.add(event.player(opponent).rating());
                        double s = switch (result.kind()) {
                            case WIN -> 1.0;
                            case DRAW -> 0.5;
                            default -> 0.0;
                        };
                        ratedScore.computeIfAbsent(g.board(), b -> new HashMap<>()).merge(player, s, Double::sum);
                    }
                }
            }
        }
        PointSystem ps = event.gamePoints();
        List<Board> boards = new ArrayList<>();
        for (var board : seats.entrySet()) {
            List<PrizeRow> rows = new ArrayList<>();
            for (var seat : board.getValue().entrySet()) {
                int player = seat.getKey();
                int games = 0;
                int played = 0;
                double points = 0;
                StringBuilder results = new StringBuilder();
                for (ResultCode r : seat.getValue()) {
                    if (r == null) {
                        results.append('.');
                        continue;
                    }
                    results.append(r.code());
                    games++;
                    played += r.played() ? 1 : 0;
                    points += ps.points(r);
                }
                double percentage = games == 0 || ps.win() == 0 ? 0
                        : BigDecimal.valueOf(points * 100 / (games * ps.win())).setScale(1, RoundingMode.HALF_UP)
                                .doubleValue();
                List<Integer> met = ratings.get(board.getKey()).get(player);
                Integer performance = met.isEmpty() ? null : Performance.rating(met,
                        ratedScore.getOrDefault(board.getKey(), Map.of()).getOrDefault(player, 0.0));
                rows.add(new PrizeRow(player, event.player(player).name(), teamOfPlayer.get(player), games, played,
                        points, percentage, performance, results.toString()));
            }
            rows.sort(Comparator.comparingDouble(PrizeRow::percentage).reversed()
                    .thenComparing(PrizeRow::performance, Comparator.nullsLast(Comparator.<Integer>reverseOrder()))
                    .thenComparing(Comparator.comparingInt(PrizeRow::games).reversed())
                    .thenComparingInt(PrizeRow::player));
            boards.add(new Board(board.getKey(), rows));
        }
        return new BoardPrizes(boards);
    }
}
