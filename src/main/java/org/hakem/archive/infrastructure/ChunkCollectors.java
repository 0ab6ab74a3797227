package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
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
     * Counts the moves played from the matching positions, with the games' results, ratings and years: per move the
     * positions it was played from ({@code count}) and the games that played it, each game once (a game that reaches
     * the position twice and plays the move both times is one game); the results, the average rating and the last
     * year are over those games. A game's chunks arrive one after the other, so a game is counted once per move by
     * remembering the last game counted. A mirrored hit is seen from the other colour: its next move is kept as
     * written in that game.
     */
    static final class NextMoveCollector implements ChunkCollector {
        /** Per move: positions, games, white wins, draws, black wins, rated games, rating sum, last year, last game. */
        private static final int POSITIONS = 0, GAMES = 1, RATED = 5, RATING_SUM = 6, LAST_YEAR = 7, LAST_GAME = 8;
        /**
         * The moves seen, as the bytes {@link PositionDocuments#NEXT} holds (no string made per hit: a position
         * that starts a hundred thousand games is a hundred thousand hits); a position has few distinct next moves.
         */
        private final List<byte[]> keys = new ArrayList<>();
        private final List<long[]> counts = new ArrayList<>();
        private long total;
        private BinaryDocValues nx;
        private NumericDocValues res, yr, rt, gid;

        @Override
        public void segment(LeafReaderContext context) throws IOException {
            LeafReader r = context.reader();
            nx = r.getBinaryDocValues(PositionDocuments.NEXT);
            res = r.getNumericDocValues(PositionDocuments.RESULT);
            yr = r.getNumericDocValues(PositionDocuments.YEAR);
            rt = r.getNumericDocValues(PositionDocuments.RATING);
            gid = r.getNumericDocValues("gid");
        }

        @Override
        public void collect(int doc, long mask) throws IOException {
            total += Long.bitCount(mask);
            if (nx == null || !nx.advanceExact(doc)) {
                return;
            }
            BytesRef moves = nx.binaryValue();
            int r = value(res, doc);
            int year = value(yr, doc);
            int rating = value(rt, doc);
            // a game's live chunks are one block of one segment, so they come one after the other
            long game = gid != null && gid.advanceExact(doc) ? gid.longValue() : -1 - (long) doc;
            for (long m = mask; m != 0; m &= m - 1) {
                int at = PositionDocuments.moveStart(moves, Long.numberOfTrailingZeros(m));
                if (at < 0) {
                    continue; // the game's last position
                }
                long[] a = countsOf(moves.bytes, at + 1, moves.bytes[at] & 0xFF);
                a[POSITIONS]++;
                if (a[LAST_GAME] == game) {
                    continue;
                }
                a[LAST_GAME] = game;
                a[GAMES]++;
                if (r >= 1 && r <= 3) {
                    a[1 + r]++;
                }
                if (rating > 0) {
                    a[RATED]++;
                    a[RATING_SUM] += rating;
                }
                a[LAST_YEAR] = Math.max(a[LAST_YEAR], year);
            }
        }

        /** The counts of the move written {@code bytes[from .. from + len)}, made on its first sight. */
        private long[] countsOf(byte[] bytes, int from, int len) {
            for (int i = 0; i < keys.size(); i++) {
                byte[] k = keys.get(i);
                if (k.length == len && Arrays.equals(k, 0, len, bytes, from, from + len)) {
                    return counts.get(i);
                }
            }
            keys.add(Arrays.copyOfRange(bytes, from, from + len));
            long[] a = newCounts();
            counts.add(a);
            return a;
        }

        private static long[] newCounts() {
            long[] a = new long[9];
            a[LAST_GAME] = Long.MIN_VALUE;
            return a;
        }

        private static int value(NumericDocValues values, int doc) throws IOException {
            return values != null && values.advanceExact(doc) ? (int) values.longValue() : 0;
        }

        /** The moves collected, most played first, each with the score of the side to move. */
        MoveStatistics statistics(Side toMove) {
            List<MoveStatistics.NextMove> moves = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                long[] a = counts.get(i);
                String move = new String(keys.get(i), java.nio.charset.StandardCharsets.UTF_8);
                moves.add(MoveStatistics.NextMove.of(move, a[POSITIONS], a[GAMES], a[2], a[3], a[4], toMove,
                        a[RATED], a[RATING_SUM], a[LAST_YEAR] == 0 ? null : (int) a[LAST_YEAR]));
            }
            moves.sort(Comparator.comparingLong(MoveStatistics.NextMove::games).reversed()
                    .thenComparing(Comparator.comparingLong(MoveStatistics.NextMove::count).reversed())
                    .thenComparing(MoveStatistics.NextMove::move));
            return new MoveStatistics(total, List.copyOf(moves));
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
