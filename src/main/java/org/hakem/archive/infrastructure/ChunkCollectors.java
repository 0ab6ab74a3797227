package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.SearchResult;
import org.hakem.rules.Side;

/**
 * Collecting and ranking for the position index: what becomes of the matching chunks of a search
 * ({@link PositionQueries#searchChunks}). {@link PageCollector} groups them by game (a hit: the game, its first
 * matching ply, the number of matching positions) in the order of {@link #order}, counting up to a bound, and
 * cuts out one page; {@link NextMoveCollector} counts the moves played from the matching positions with their results;
 * {@link #contents} and {@link #size} read every live chunk (what {@code index verify} compares with the database).
 */
final class ChunkCollectors {

    private ChunkCollectors() {
    }

    /** Receives the matching chunks of a search, segment by segment, in document order. */
    interface ChunkCollector {
        void segment(LeafReaderContext context) throws IOException;

        /** Chunk {@code doc} matches at the offsets set in {@code mask} (never 0). */
        void collect(int doc, long mask) throws IOException;

        /**
         * Whether candidate chunk {@code doc} can still change the answer: {@code doc} itself if so (the default),
         * else the next document that can ({@link org.apache.lucene.search.DocIdSetIterator#NO_MORE_DOCS}: none in
         * this segment). A bounded search's page uses it to pass over games that cannot enter it ({@link PageCollector}).
         */
        default int admit(int doc) {
            return doc;
        }
    }

    /**
     * Counts the moves played from the matching positions, with the games' results. A mirrored hit is seen from the
     * other colour: its next move is kept as written in that game.
     */
    static final class NextMoveCollector implements ChunkCollector {
        private final Map<String, long[]> byMove = new LinkedHashMap<>();
        private long total;
        private BinaryDocValues nx;
        private NumericDocValues res;

        @Override
        public void segment(LeafReaderContext context) throws IOException {
            nx = context.reader().getBinaryDocValues(PositionDocuments.NEXT);
            res = context.reader().getNumericDocValues("res");
        }

        @Override
        public void collect(int doc, long mask) throws IOException {
            total += Long.bitCount(mask);
            if (nx == null || !nx.advanceExact(doc)) {
                return;
            }
            BytesRef moves = nx.binaryValue();
            int r = res.advanceExact(doc) ? (int) res.longValue() : 0;
            for (long m = mask; m != 0; m &= m - 1) {
                String move = PositionDocuments.moveAt(moves, Long.numberOfTrailingZeros(m));
                if (move == null) {
                    continue; // the game's last position
                }
                long[] a = byMove.computeIfAbsent(move, k -> new long[4]);
                a[0]++;
                if (r >= 1 && r <= 3) {
                    a[r]++;
                }
            }
        }

        /** The moves collected, most played first, each with the score of the side to move. */
        MoveStatistics statistics(Side toMove) {
            List<MoveStatistics.NextMove> moves = new ArrayList<>();
            byMove.forEach((move, a) -> {
                long known = a[1] + a[2] + a[3];
                long mine = toMove == Side.WHITE ? a[1] : a[3];
                Double score = known == 0 ? null : Math.round(1000.0 * (mine + 0.5 * a[2]) / known) / 10.0;
                moves.add(new MoveStatistics.NextMove(move, a[0], a[1], a[2], a[3], score));
            });
            moves.sort(Comparator.comparingLong(MoveStatistics.NextMove::count).reversed()
                    .thenComparing(MoveStatistics.NextMove::move));
            return new MoveStatistics(total, moves);
        }
    }

    /** The order of a sort; ties go to the lower game id. */
    static Comparator<SearchResult.Hit> order(SearchResult.Sort sort) {
        return switch (sort) {
            case GAME -> Comparator.comparingLong(SearchResult.Hit::gameId);
            case PLY -> Comparator.comparingInt(SearchResult.Hit::firstPly).thenComparingLong(SearchResult.Hit::gameId);
            case MATCHES -> Comparator.comparingInt(SearchResult.Hit::matches).reversed()
                    .thenComparingLong(SearchResult.Hit::gameId);
            case YEAR -> Comparator.comparingInt((SearchResult.Hit h) -> h.year() == 0 ? Integer.MAX_VALUE : h.year())
                    .thenComparingLong(SearchResult.Hit::gameId);
            case YEAR_DESC -> Comparator.comparingInt((SearchResult.Hit h) -> -h.year())
                    .thenComparingLong(SearchResult.Hit::gameId);
        };
    }

    /** Per game with live chunks: {number of positions, checksum} (the checksum is on the game's first chunk). */
    static Map<Long, long[]> contents(IndexSearcher s) throws IOException {
        Map<Long, long[]> out = new HashMap<>();
        for (LeafReaderContext ctx : s.getIndexReader().leaves()) {
            LeafReader r = ctx.reader();
            NumericDocValues gid = r.getNumericDocValues("gid");
            NumericDocValues count = r.getNumericDocValues(PositionDocuments.COUNT);
            NumericDocValues ck = r.getNumericDocValues("ck");
            Bits live = r.getLiveDocs();
            if (gid == null) {
                continue;
            }
            // a game's chunks are one block: one map look-up per block, not per chunk
            long game = -1;
            long[] a = null;
            for (int doc = gid.nextDoc(); doc != NumericDocValues.NO_MORE_DOCS; doc = gid.nextDoc()) {
                if (live != null && !live.get(doc)) {
                    continue;
                }
                if (a == null || gid.longValue() != game) {
                    game = gid.longValue();
                    a = out.computeIfAbsent(game, k -> new long[2]);
                }
                a[0] += count != null && count.advanceExact(doc) ? count.longValue() : 0;
                if (ck != null && ck.advanceExact(doc)) {
                    a[1] = ck.longValue();
                }
            }
        }
        return out;
    }

    /** The number of positions indexed: the sum of the live chunks' position counts. */
    static long size(IndexSearcher s) throws IOException {
        long total = 0;
        for (LeafReaderContext ctx : s.getIndexReader().leaves()) {
            NumericDocValues count = ctx.reader().getNumericDocValues(PositionDocuments.COUNT);
            Bits live = ctx.reader().getLiveDocs();
            if (count == null) {
                continue;
            }
            for (int doc = count.nextDoc(); doc != NumericDocValues.NO_MORE_DOCS; doc = count.nextDoc()) {
                if (live == null || live.get(doc)) {
                    total += count.longValue();
                }
            }
        }
        return total;
    }
}
