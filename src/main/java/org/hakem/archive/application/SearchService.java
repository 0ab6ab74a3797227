package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.platform.PageWindow;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;

/**
 * Position search over the index, with the games of the page read from the database. The index counts up to a
 * bound ({@link SearchResult#countExact}); the pages of an order can be turned up to that bound, a page starting
 * past it is refused ({@code archive.search.page-beyond}: narrow the search instead). {@link #exportPdn} writes
 * the games found, up to {@link #EXPORT_LIMIT}, as one PDN file.
 */
@ApplicationScoped
public class SearchService {

    public static final int MAX_PAGE_SIZE = 200;
    /** The most games one PDN export holds (the search's count bound: docs/archive.md, "Bounded count"). */
    public static final int EXPORT_LIMIT = 10_000;
    /** Games read from the database at once while an export is written. */
    private static final int EXPORT_BATCH = 200;

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
        if (!r.countExact() && w.offset() >= r.games()) {
            throw new ValidationException("page", Problem.of("archive.search.page-beyond", r.games()));
        }
        List<Long> ids = r.hits().stream().map(SearchResult.Hit::gameId).toList();
        Map<Long, ArchivedGame> games = new HashMap<>();
        for (ArchivedGame g : archive.all(ids)) {
            games.put(g.id(), g);
        }
        MoveStatistics stats = statistics && query.isExact() ? index.index().nextMoves(query) : null;
        return new Answer(r, games, stats, w.page(), w.size());
    }

    /**
     * The games a search finds, in its order, at most {@link #EXPORT_LIMIT}, as PDN (each game's stored text,
     * separated by a blank line): the index answers the game ids first, then the games are read and written a
     * batch at a time, so the file is never held whole.
     *
     * @return how many games were written
     */
    public int exportPdn(PositionQuery query, SearchResult.Sort sort, Writer out) throws IOException {
        List<Long> ids = index.index().search(query, sort, 0, EXPORT_LIMIT).hits().stream()
                .map(SearchResult.Hit::gameId).toList();
        int written = 0;
        for (int i = 0; i < ids.size(); i += EXPORT_BATCH) {
            List<Long> batch = ids.subList(i, Math.min(ids.size(), i + EXPORT_BATCH));
            Map<Long, ArchivedGame> games = new HashMap<>();
            for (ArchivedGame g : archive.all(batch)) {
                games.put(g.id(), g);
            }
            for (Long id : batch) {
                ArchivedGame g = games.get(id);
                if (g != null && g.pdn() != null) { // deleted between the index answer and the read: left out
                    out.write(g.pdn().strip());
                    out.write("\n\n");
                    written++;
                }
            }
            out.flush();
        }
        return written;
    }

    /** The position of a game at a ply as PDN FEN (where a hit opens in the explorer), or null when not known. */
    public static String positionAt(ArchivedGame g, int ply) {
        var variant = Variant.byId(g.variant());
        if (variant.isEmpty() || !g.hasPositions()) {
            return null;
        }
        try {
            var positions = GameLine.read(variant.get(), g.startFen(), g.moves()).positions();
            return ply >= 0 && ply < positions.size() ? positions.get(ply).toFen() : null;
        } catch (IllegalArgumentException e) {
            return null; // a stored line that no longer replays: no position to open
        }
    }
}
