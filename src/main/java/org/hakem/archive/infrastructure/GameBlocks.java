package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;

/**
 * Where the games start in a segment: the chunks of a game are one block in ply order (added with
 * {@code updateDocuments}, kept together by merges), and its first chunk carries {@code ck}. So the game of a
 * hit and its chunk's first ply ({@link PositionDocuments#K} per chunk before it) follow from its document number
 * without reading doc values per hit. The game filter's block join ({@link PositionQueries.GameFilterQuery}) and
 * the grouping of hits by game ({@link ChunkCollectors.GameCollector}) both read them, through one {@link Cache}
 * per index. {@link #groups} sums them up per {@link Groups#SIZE} games, so that a search that is only looking for
 * better hits than it holds ({@link PageCollector}) passes over whole groups of games at once.
 */
record GameBlocks(int[] start, long[] gameId, int[] year, Groups groups) {

    /**
     * Per group of {@link #SIZE} consecutive games of a segment, the best any of them can be in each order: the
     * lowest game id, the lowest year (0, unknown, counted as the highest), the highest year, and the most chunks.
     */
    record Groups(long[] minId, int[] minYear, int[] maxYear, int[] maxChunks) {
        static final int SIZE = 64;

        static Groups of(int[] start, long[] gameId, int[] year, int maxDoc) {
            int n = (start.length + SIZE - 1) / SIZE;
            long[] minId = new long[n];
            int[] minYear = new int[n], maxYear = new int[n], maxChunks = new int[n];
            for (int g = 0; g < start.length; g++) {
                int i = g / SIZE;
                int y = year[g] == 0 ? Integer.MAX_VALUE : year[g];
                int chunks = (g + 1 < start.length ? start[g + 1] : maxDoc) - start[g];
                if (g % SIZE == 0) {
                    minId[i] = gameId[g];
                    minYear[i] = y;
                    maxYear[i] = year[g];
                    maxChunks[i] = chunks;
                } else {
                    minId[i] = Math.min(minId[i], gameId[g]);
                    minYear[i] = Math.min(minYear[i], y);
                    maxYear[i] = Math.max(maxYear[i], year[g]);
                    maxChunks[i] = Math.max(maxChunks[i], chunks);
                }
            }
            return new Groups(minId, minYear, maxYear, maxChunks);
        }
    }

    static GameBlocks of(LeafReader r) throws IOException {
        NumericDocValues ck = r.getNumericDocValues("ck");
        NumericDocValues gid = r.getNumericDocValues("gid");
        NumericDocValues yr = r.getNumericDocValues("yr");
        int n = 0;
        int[] start = new int[64];
        long[] ids = new long[64];
        int[] years = new int[64];
        if (ck != null) {
            for (int doc = ck.nextDoc(); doc != NumericDocValues.NO_MORE_DOCS; doc = ck.nextDoc()) {
                if (n == start.length) {
                    start = Arrays.copyOf(start, n * 2);
                    ids = Arrays.copyOf(ids, n * 2);
                    years = Arrays.copyOf(years, n * 2);
                }
                start[n] = doc;
                ids[n] = gid.advanceExact(doc) ? gid.longValue() : -1;
                years[n] = yr.advanceExact(doc) ? (int) yr.longValue() : 0;
                n++;
            }
        }
        start = Arrays.copyOf(start, n);
        ids = Arrays.copyOf(ids, n);
        years = Arrays.copyOf(years, n);
        return new GameBlocks(start, ids, years, Groups.of(start, ids, years, r.maxDoc()));
    }

    /**
     * The game blocks of an index's segments, read once per segment core (a segment's documents never change; its
     * deletions are live docs, checked by the searches). One object per index, so that equal filter queries are
     * equal.
     */
    static final class Cache {
        private final Map<Object, GameBlocks> blocks = Collections.synchronizedMap(new WeakHashMap<>());

        GameBlocks of(LeafReader r) throws IOException {
            var helper = r.getCoreCacheHelper();
            if (helper == null) {
                return GameBlocks.of(r);
            }
            GameBlocks b = blocks.get(helper.getKey());
            if (b == null) {
                b = GameBlocks.of(r);
                blocks.put(helper.getKey(), b);
            }
            return b;
        }
    }
}
