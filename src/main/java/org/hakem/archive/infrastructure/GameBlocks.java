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
 * per index.
 */
record GameBlocks(int[] start, long[] gameId, int[] year) {

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
        return new GameBlocks(Arrays.copyOf(start, n), Arrays.copyOf(ids, n), Arrays.copyOf(years, n));
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
