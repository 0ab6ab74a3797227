package org.hakem.archive.infrastructure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.DocIdSetIterator;
import org.hakem.archive.domain.SearchResult;

/**
 * One page of a search, found without visiting every match: groups the matching chunks by game (a hit: the game,
 * its first matching ply, its number of matching positions) and keeps the best {@code offset + limit} hits of the
 * sort in a heap. It counts games and positions exactly until more than {@code bound} games have matched; from
 * then on it stops counting and only looks at games that could still enter the page ({@link #admit}): a game whose
 * best possible hit (its id and year are known before its chunks are read; its first matching ply is at least its
 * chunk's first ply; its matches at most its chunks times K) is not better than the worst hit held is passed over,
 * whole groups of games at once ({@link GameBlocks.Groups}). A hit in the heap is always complete: a game that can
 * enter the page has all its chunks read. So the page is the one a full count would give, for every sort; what
 * is saved depends on the sort (docs/archive.md, "Bounded count").
 */
final class PageCollector implements ChunkCollectors.ChunkCollector {

    private final GameBlocks.Cache blocks;
    private final SearchResult.Sort sort;
    private final Comparator<SearchResult.Hit> order;
    private final int offset;
    private final int k;
    private final long bound;
    /** The best k hits so far, the worst at the head. */
    private final PriorityQueue<SearchResult.Hit> best;
    private long games;
    private long positions;
    private boolean counting = true;

    private GameBlocks segment;
    private int[] start = new int[0];
    /** The game being collected (index into the segment's blocks), where the next game starts, its hit so far. */
    private int game = -1;
    private int nextStart;
    private int curFirst;
    private int curCount;

    /**
     * @param bound how many games are counted exactly; more than that and the count stops ("more than bound")
     */
    PageCollector(GameBlocks.Cache blocks, SearchResult.Sort sort, int offset, int limit, long bound) {
        this.blocks = blocks;
        this.sort = sort;
        this.order = ChunkCollectors.order(sort);
        this.offset = Math.max(0, offset);
        this.k = limit <= 0 ? 0 : (int) Math.min(Integer.MAX_VALUE - 1L, (long) this.offset + limit);
        this.bound = bound;
        this.best = new PriorityQueue<>(Math.min(k, 1024) + 1, order.reversed());
    }

    @Override
    public void segment(LeafReaderContext context) throws java.io.IOException {
        flush();
        segment = blocks.of(context.reader());
        start = segment.start();
        game = -1;
        nextStart = start.length > 0 ? start[0] : Integer.MAX_VALUE;
    }

    @Override
    public int admit(int doc) {
        if (counting) {
            return doc;
        }
        if (best.size() < k) {
            return doc;
        }
        if (k == 0) {
            return DocIdSetIterator.NO_MORE_DOCS; // no page to fill, nothing more to count
        }
        SearchResult.Hit worst = best.peek();
        boolean current = game >= 0 && doc < nextStart;
        int g = current ? game : gameOf(doc);
        // the earliest ply this chunk can give: the game's first match if it has one, else the chunk's first ply
        int ply = current && curCount > 0 ? curFirst : (doc - start[g]) * PositionDocuments.K;
        if (order.compare(possible(g, ply), worst) < 0) {
            return doc;
        }
        return nextPossible(g + 1, worst);
    }

    /** The start of the first game from {@code g} on whose best possible hit beats {@code worst}, or NO_MORE_DOCS. */
    private int nextPossible(int g, SearchResult.Hit worst) {
        GameBlocks.Groups groups = segment.groups();
        while (g < start.length) {
            if (g % GameBlocks.Groups.SIZE == 0 && order.compare(possible(groups, g / GameBlocks.Groups.SIZE), worst) >= 0) {
                g += GameBlocks.Groups.SIZE;
                continue;
            }
            if (order.compare(possible(g, 0), worst) < 0) {
                return start[g];
            }
            g++;
        }
        return DocIdSetIterator.NO_MORE_DOCS;
    }

    /** The best hit game g can give when its first match is at {@code ply} or later. */
    private SearchResult.Hit possible(int g, int ply) {
        int end = g + 1 < start.length ? start[g + 1] : Integer.MAX_VALUE / PositionDocuments.K;
        return new SearchResult.Hit(segment.gameId()[g], ply, mostMatches(end - start[g]), segment.year()[g]);
    }

    /** The best hit any game of a group can give. */
    private SearchResult.Hit possible(GameBlocks.Groups groups, int i) {
        int year = switch (sort) {
            case YEAR -> groups.minYear()[i] == Integer.MAX_VALUE ? 0 : groups.minYear()[i];
            case YEAR_DESC -> groups.maxYear()[i];
            default -> 0;
        };
        return new SearchResult.Hit(groups.minId()[i], 0, mostMatches(groups.maxChunks()[i]), year);
    }

    private static int mostMatches(int chunks) {
        return (int) Math.min(Integer.MAX_VALUE, (long) chunks * PositionDocuments.K);
    }

    /** The game holding doc: the last start at or before it (documents only grow within a segment). */
    private int gameOf(int doc) {
        int at = Arrays.binarySearch(start, Math.max(game, 0), start.length, doc);
        return at >= 0 ? at : -at - 2;
    }

    @Override
    public void collect(int doc, long mask) {
        int matches = Long.bitCount(mask);
        if (doc < nextStart && game >= 0) {
            curCount += matches;
            if (counting) {
                positions += matches;
            }
            return;
        }
        flush();
        int g = gameOf(doc);
        game = g;
        nextStart = g + 1 < start.length ? start[g + 1] : Integer.MAX_VALUE;
        // a game's chunks are one block in ply order, K plies each but the last
        curFirst = (doc - start[g]) * PositionDocuments.K + Long.numberOfTrailingZeros(mask);
        curCount = matches;
        if (counting) {
            if (games == bound) {
                counting = false; // one game more than the bound: "more than bound games"
            } else {
                games++;
                positions += matches;
            }
        }
    }

    /** Ends the game being collected (call once more after the search). */
    void flush() {
        if (game < 0 || curCount == 0) {
            return;
        }
        SearchResult.Hit h = new SearchResult.Hit(segment.gameId()[game], curFirst, curCount, segment.year()[game]);
        curCount = 0;
        if (best.size() < k) {
            best.add(h);
        } else if (k > 0 && order.compare(h, best.peek()) < 0) {
            best.poll();
            best.add(h);
        }
    }

    /** The result: the page asked for, and the count (exact, or the bound when more games matched). */
    SearchResult result() {
        flush();
        List<SearchResult.Hit> sorted = new ArrayList<>(best);
        sorted.sort(order);
        List<SearchResult.Hit> page = offset >= sorted.size() ? List.of() : List.copyOf(sorted.subList(offset, sorted.size()));
        return new SearchResult(page, games, positions, counting);
    }
}
