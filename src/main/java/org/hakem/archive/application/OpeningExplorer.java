package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;

/**
 * The opening explorer: from a position (the variant's start, a FEN, and a path of moves from there), the moves
 * played next in the games the filters accept (games, wins, draws and losses, the score of the side to move, the
 * average rating and the last year: {@link MoveStatistics}), the moves that reach each next position, and the first
 * page of those games, newest first, each with the ply at which it reached the position. Built on the position
 * index's exact search ({@code nextMoves} and {@code search} with the same query), so one step costs one exact
 * search and one count (docs/archive.md, "Opening explorer").
 */
@ApplicationScoped
public class OpeningExplorer {

    /** Games listed per page. */
    public static final int GAMES_PAGE = 20;

    @Inject
    IndexMaintenance index;

    @Inject
    SearchService search;

    /**
     * A row of the move table.
     *
     * @param move the move and its counts
     * @param path the {@code moves} parameter after it, or null when short notation does not name one legal move
     */
    public record Row(MoveStatistics.NextMove move, String path) {
    }

    /**
     * An explorer step.
     *
     * @param walk       where it stands
     * @param statistics the next moves (after the minimum-games filter)
     * @param rows       the move table, most games first
     * @param games      a page of the games at the position (their hits' first ply is where they reach it)
     */
    public record Answer(ExplorerRequest request, ExplorerRequest.Walk walk, MoveStatistics statistics, List<Row> rows,
                         SearchService.Answer games) {
    }

    /** One step of the explorer: the move table and a page of games ({@code page} from 0). */
    public Answer explore(ExplorerRequest request, int page) {
        ExplorerRequest.Walk walk = request.walk();
        PositionQuery query = PositionQuery.exact(walk.position()).withFilters(request.filters());
        MoveStatistics statistics = index.index().nextMoves(query).atLeast(request.minGames());
        List<Row> rows = statistics.moves().stream().map(m -> new Row(m, walk.extendedBy(m.move()))).toList();
        SearchService.Answer games = search.search(query, SearchResult.Sort.YEAR_DESC, page, GAMES_PAGE, false);
        return new Answer(request, walk, statistics, rows, games);
    }
}
