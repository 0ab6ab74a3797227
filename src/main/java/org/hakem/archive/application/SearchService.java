package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.platform.PageWindow;

/** Position search over the index, with the games of the page read from the database. */
@ApplicationScoped
public class SearchService {

    public static final int MAX_PAGE_SIZE = 200;

    @Inject
    IndexMaintenance index;

    @Inject
    ArchiveService archive;

    /** A page of hits with their games, and next-move statistics when asked for an exact position. */
    public record Answer(SearchResult result, Map<Long, ArchivedGame> games, MoveStatistics statistics, int page, int size) {
    }

    public Answer search(PositionQuery query, SearchResult.Sort sort, int page, int size, boolean statistics) {
        PageWindow w = PageWindow.of(page, size, MAX_PAGE_SIZE);
        SearchResult r = index.index().search(query, sort, w.offset(), w.size());
        List<Long> ids = r.hits().stream().map(SearchResult.Hit::gameId).toList();
        Map<Long, ArchivedGame> games = new HashMap<>();
        for (ArchivedGame g : archive.all(ids)) {
            games.put(g.id(), g);
        }
        MoveStatistics stats = statistics && query.isExact() ? index.index().nextMoves(query) : null;
        return new Answer(r, games, stats, w.page(), w.size());
    }
}
