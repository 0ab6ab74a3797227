package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.util.NumericUtils;
import org.apache.lucene.search.ConjunctionUtils;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.BytesTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.LogPosition;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.archive.domain.PositionIndex;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.pdn.PdnResult;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.domain.SearchWords;
import org.hakem.archive.domain.SquareRule;
import org.hakem.rules.Board;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Side;

/**
 * The position index in Lucene. One document per <em>chunk</em> of {@link #K} consecutive positions of a game (the
 * last chunk may be shorter), the chunks of a game added together in ply order (so they are one block, first chunk
 * first). Consecutive positions differ in two to four squares, so a chunk is indexed as <em>runs</em>: for every
 * square and every maximal run of offsets a..b (0 &le; a &le; b &lt; K) in which it holds the same thing, one token
 * whose position in the field is {@code a * K + b}. Indexed fields:
 * <ul>
 *   <li>{@code sr} (with positions, no norms): the square runs, {@code w12 W12 b12 B12} (white man/king, black
 *       man/king) or {@code e12} (empty); about 50 + 3 (n - 1) tokens for a chunk of n positions instead of 50 n;</li>
 *   <li>{@code mr} (with positions): the material runs, {@code wm12 wk1 bm10 bk0 d2} (d = white minus black pieces);</li>
 *   <li>{@code v}: the variant, {@code v:turkish}, once a chunk;</li>
 *   <li>{@code f}, on the game's first chunk only: the game's filter words, {@code W:keller B:... E:... y:1998
 *       r:1-0}; a filtered search joins them to the game's other chunks ({@link GameFilterQuery});</li>
 *   <li>{@code g}: the game id (to replace or delete a game's chunks).</li>
 * </ul>
 * Points: {@code hp}, one per position, the 64-bit Zobrist hash (covers the side to move) followed by the
 * position's offset in the chunk, for exact search. Doc values: {@code gid}, {@code ply} (the chunk's first ply),
 * {@code n} (its number of positions), {@code yr}, {@code res} (1 white won, 2 draw, 3 black won), {@code swm} (the
 * offsets with white to move, as a bit mask), {@code nxs} (the moves played from each position, short notation)
 * and, on the first chunk only, {@code ck}: the game's checksum for verify.
 *
 * <p>A search ({@link ChunkMasks}) computes for each candidate chunk the mask of its offsets that match: a term's
 * mask is the OR of its runs, and AND, OR, NOT, the side to move, material ranges, the mirror and exact positions
 * combine masks; a game's hit has the first set bit of its first matching chunk and the number of set bits.
 * The layout is {@link #FORMAT}; the server rebuilds an index of another layout from the database
 * (docs/archive.md, "Position index").
 */
public final class LucenePositionIndex implements PositionIndex {


    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private volatile String identity = "";
    private volatile LogPosition logPosition;

    private LucenePositionIndex(Directory directory) throws IOException {
        this.directory = directory;
        IndexWriterConfig config = new IndexWriterConfig();
        config.setRAMBufferSizeMB(64);
        // Imports add millions of documents in segments of a few hundred thousand; with Lucene's default of 10
        // segments per tier, merging rewrote every document about twice and took a quarter of the import's CPU
        // at 10M positions. 30 per tier, merged 30 at once, rewrites each about once; a search visits up to a few
        // dozen segments, which costs it little (docs/archive.md, measurements).
        TieredMergePolicy merges = new TieredMergePolicy();
        merges.setSegmentsPerTier(30);
        merges.setMaxMergeAtOnce(30);
        config.setMergePolicy(merges);
        // a flushed segment is written once, not copied into a compound file (imports flush every few seconds);
        // merged segments follow the merge policy as before
        config.setUseCompoundFile(false);
        config.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
        config.setCommitOnClose(false);
        this.writer = new IndexWriter(directory, config);
        this.searchers = new SearcherManager(writer, null);
    }

    /** Opens (or creates) the index in a folder. Fails when the index there is damaged. */
    public static LucenePositionIndex open(Path folder) throws IOException {
        Files.createDirectories(folder);
        return new LucenePositionIndex(FSDirectory.open(folder));
    }

    /** An index in memory (tests, benchmarks). */
    public static LucenePositionIndex inMemory() {
        try {
            return new LucenePositionIndex(new ByteBuffersDirectory());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Names the database this index is derived from (written with every commit). */
    public void identity(String id) {
        this.identity = id;
    }

    @Override
    public void logPosition(LogPosition position) {
        this.logPosition = position;
    }

    @Override
    public LogPosition committedLogPosition() {
        try {
            return LogPosition.parse(committed("log"));
        } catch (IllegalArgumentException e) {
            return null; // not written by this version: followed from the start of the log
        }
    }

    /** The layout of the documents, written with every commit; an index of another layout is rebuilt. */
    public static final String FORMAT = "hakem-positions-3";

    /** The layout of the last commit ("" when none or unknown). */
    public String committedFormat() {
        return committed("format");
    }

    /** The database identity of the last commit, or "" when none. */
    public String committedIdentity() {
        return committed("database");
    }

    private String committed(String key) {
        try {
            var commits = DirectoryReader.listCommits(directory);
            return commits.get(commits.size() - 1).getUserData().getOrDefault(key, "");
        } catch (IOException e) {
            return "";
        }
    }

    /** Whether a folder holds a committed index. */
    public static boolean exists(Path folder) {
        try (Directory d = FSDirectory.open(folder)) {
            return DirectoryReader.indexExists(d);
        } catch (IOException e) {
            return false;
        }
    }

    // ---- writing ----

    @Override
    public void replace(Collection<IndexedGame> games) {
        try {
            for (IndexedGame g : games) {
                // one atomic operation: replacing a game concurrently from two threads leaves one copy
                writer.updateDocuments(new Term("g", Long.toString(g.id())), documents(g));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void delete(Collection<Long> gameIds) {
        try {
            for (long id : gameIds) {
                writer.deleteDocuments(new Term("g", Long.toString(id)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void deleteAll() {
        try {
            writer.deleteAll();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void commit() {
        try {
            LogPosition log = logPosition;
            writer.setLiveCommitData((log == null ? Map.of("format", FORMAT, "database", identity)
                    : Map.of("format", FORMAT, "database", identity, "log", log.toString())).entrySet());
            writer.commit();
            refresh();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void refresh() {
        try {
            searchers.maybeRefreshBlocking(); // a reader of the writer's segments, committed or not
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void flushBuffers() {
        try {
            // each call writes one thread's buffer (the largest first) as a segment: threads calling this together
            // write the buffers side by side
            while (writer.flushNextBuffer()) {
                // the next buffer
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The documents of a game (for the import benchmark, which times building them alone). */
    public static List<Document> documentsOf(IndexedGame g) {
        return documents(g);
    }

    /** Positions per chunk document ({@link PositionDocuments#K}). */
    static final int K = PositionDocuments.K;

    /** Field names of the chunk layout ({@link PositionDocuments}). */
    static final String SQUARES = PositionDocuments.SQUARES, MATERIAL = PositionDocuments.MATERIAL,
            VARIANT = PositionDocuments.VARIANT, HASH = PositionDocuments.HASH, COUNT = PositionDocuments.COUNT,
            WHITE_TO_MOVE = PositionDocuments.WHITE_TO_MOVE, NEXT = PositionDocuments.NEXT;

    static List<Document> documents(IndexedGame g) {
        return PositionDocuments.documents(g);
    }

    static String moveAt(BytesRef moves, int offset) {
        return PositionDocuments.moveAt(moves, offset);
    }

    static String variantTerm(String variantId) {
        return PositionDocuments.variantTerm(variantId);
    }

    static String squareTerm(Piece piece, int sq) {
        return PositionDocuments.squareTerm(piece, sq);
    }

    static int resultCode(String result) {
        return PositionDocuments.resultCode(result);
    }


    // ---- queries ----

    /** Receives the matching chunks of a search, segment by segment, in document order. */
    interface ChunkCollector {
        void segment(LeafReaderContext context) throws IOException;

        /** Chunk {@code doc} matches at the offsets set in {@code mask} (never 0). */
        void collect(int doc, long mask) throws IOException;
    }

    /**
     * Runs a query over every segment: the chunks of the variant, of the games the filters accept, and that the
     * query's approximation admits are evaluated as masks ({@link ChunkMasks}); the non-empty ones are collected.
     */
    private void searchChunks(IndexSearcher s, PositionQuery q, ChunkCollector c) throws IOException {
        BooleanQuery.Builder games = new BooleanQuery.Builder();
        addFilters(games, q.filters());
        BooleanQuery gameFilters = games.build();
        Weight filter = gameFilters.clauses().isEmpty() ? null
                : s.createWeight(new GameFilterQuery(gameFilters, blocksOf), ScoreMode.COMPLETE_NO_SCORES, 1f);
        Term variant = new Term(VARIANT, variantTerm(q.variant().id()));
        for (LeafReaderContext ctx : s.getIndexReader().leaves()) {
            LeafReader r = ctx.reader();
            PostingsEnum ofVariant = r.postings(variant, PostingsEnum.NONE);
            if (ofVariant == null) {
                continue;
            }
            List<DocIdSetIterator> required = new ArrayList<>();
            required.add(ofVariant);
            if (filter != null) {
                Scorer accepted = filter.scorer(ctx);
                if (accepted == null) {
                    continue;
                }
                required.add(accepted.iterator());
            }
            ChunkMasks.Node tree = ChunkMasks.of(q, r, K);
            DocIdSetIterator candidates = tree.approximation();
            if (candidates != null) {
                required.add(candidates);
            }
            DocIdSetIterator chunks = required.size() == 1 ? required.get(0) : ConjunctionUtils.intersectIterators(required);
            Bits live = r.getLiveDocs();
            c.segment(ctx);
            for (int doc = chunks.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = chunks.nextDoc()) {
                if (live != null && !live.get(doc)) {
                    continue;
                }
                long mask = tree.mask(doc);
                if (mask != 0) {
                    c.collect(doc, mask);
                }
            }
        }
    }
    /** Adds the game filters' clauses (on the games' first documents). */
    private static void addFilters(BooleanQuery.Builder b, GameFilters f) {
        if (f.player() != null && !f.player().isBlank()) {
            List<String> words = SearchWords.of(f.player());
            Query white = allWords("W:", words), black = allWords("B:", words);
            if ("white".equals(f.playerSide())) {
                b.add(white, Occur.FILTER);
            } else if ("black".equals(f.playerSide())) {
                b.add(black, Occur.FILTER);
            } else {
                b.add(new BooleanQuery.Builder().add(white, Occur.SHOULD).add(black, Occur.SHOULD).build(), Occur.FILTER);
            }
        }
        if (f.event() != null && !f.event().isBlank()) {
            b.add(allWords("E:", SearchWords.of(f.event())), Occur.FILTER);
        }
        if (f.yearFrom() != null || f.yearTo() != null) {
            int from = f.yearFrom() == null ? 1500 : Math.max(1500, f.yearFrom());
            int to = f.yearTo() == null ? 2200 : Math.min(2200, f.yearTo());
            List<BytesRef> years = new ArrayList<>();
            for (int y = from; y <= to; y++) {
                years.add(new BytesRef("y:" + y));
            }
            b.add(years.isEmpty() ? new BooleanQuery.Builder().build() : new TermInSetQuery("f", years), Occur.FILTER);
        }
        if (f.result() != null && !f.result().isBlank()) {
            b.add(term("f", "r:" + PdnResult.outcome(f.result()).token()), Occur.FILTER);
        }
    }

    private static Query allWords(String prefix, List<String> words) {
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        for (String w : words) {
            b.add(term("f", prefix + w), Occur.FILTER);
        }
        if (words.isEmpty()) {
            // no words to match: every game (its first document holds the filter words)
            b.add(new FieldExistsQuery("ck"), Occur.FILTER);
        }
        return b.build();
    }

    private static Query term(String field, String text) {
        return new TermQuery(new Term(field, text));
    }

    // ---- searching ----

    @Override
    public SearchResult search(PositionQuery query, SearchResult.Sort sort, int offset, int limit) {
        IndexSearcher s = acquire();
        try {
            GameCollector c = new GameCollector();
            searchChunks(s, query, c);
            c.flush();
            List<SearchResult.Hit> hits = c.hits;
            Comparator<SearchResult.Hit> order = switch (sort) {
                case GAME -> Comparator.comparingLong(SearchResult.Hit::gameId);
                case PLY -> Comparator.comparingInt(SearchResult.Hit::firstPly).thenComparingLong(SearchResult.Hit::gameId);
                case MATCHES -> Comparator.comparingInt(SearchResult.Hit::matches).reversed()
                        .thenComparingLong(SearchResult.Hit::gameId);
                case YEAR -> Comparator.comparingInt((SearchResult.Hit h) -> h.year() == 0 ? Integer.MAX_VALUE : h.year())
                        .thenComparingLong(SearchResult.Hit::gameId);
                case YEAR_DESC -> Comparator.comparingInt((SearchResult.Hit h) -> -h.year())
                        .thenComparingLong(SearchResult.Hit::gameId);
            };
            List<SearchResult.Hit> page = topK(hits, order, offset, limit);
            return new SearchResult(page, hits.size(), c.positions);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            release(s);
        }
    }

    /** The page {@code [offset, offset+limit)} of the hits in this order, without sorting all of them when the page is early. */
    static List<SearchResult.Hit> topK(List<SearchResult.Hit> hits, Comparator<SearchResult.Hit> order, int offset, int limit) {
        int k = offset + limit;
        if (offset >= hits.size() || limit <= 0) {
            return List.of();
        }
        List<SearchResult.Hit> sorted;
        if (k < hits.size() / 4) {
            java.util.PriorityQueue<SearchResult.Hit> heap = new java.util.PriorityQueue<>(k + 1, order.reversed());
            for (SearchResult.Hit h : hits) {
                heap.add(h);
                if (heap.size() > k) {
                    heap.poll();
                }
            }
            sorted = new ArrayList<>(heap);
            sorted.sort(order);
        } else {
            sorted = new ArrayList<>(hits);
            sorted.sort(order);
        }
        return List.copyOf(sorted.subList(offset, Math.min(sorted.size(), k)));
    }

    /**
     * Where the games start in a segment: the chunks of a game are one block in ply order (added with
     * {@code updateDocuments}, kept together by merges), and its first chunk carries {@code ck}. So the game of a
     * hit and its chunk's first ply ({@link #K} per chunk before it) follow from its document number without
     * reading doc values per hit.
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
                        start = java.util.Arrays.copyOf(start, n * 2);
                        ids = java.util.Arrays.copyOf(ids, n * 2);
                        years = java.util.Arrays.copyOf(years, n * 2);
                    }
                    start[n] = doc;
                    ids[n] = gid.advanceExact(doc) ? gid.longValue() : -1;
                    years[n] = yr.advanceExact(doc) ? (int) yr.longValue() : 0;
                    n++;
                }
            }
            return new GameBlocks(java.util.Arrays.copyOf(start, n), java.util.Arrays.copyOf(ids, n),
                    java.util.Arrays.copyOf(years, n));
        }
    }

    private final Map<Object, GameBlocks> blocks = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /** {@link #blocks}, one object per index (so that equal filter queries are equal). */
    private final BlocksOf blocksOf = this::blocks;

    private GameBlocks blocks(LeafReader r) throws IOException {
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

    /** Groups matching chunks by game, using the segment's game blocks (chunks arrive in document order). */
    private final class GameCollector implements ChunkCollector {
        final List<SearchResult.Hit> hits = new ArrayList<>();
        long positions;
        GameBlocks segment;
        int game = -1;
        int nextStart;
        int curFirst, curCount;

        @Override
        public void segment(LeafReaderContext context) throws IOException {
            flush();
            segment = blocks(context.reader());
            game = -1;
            nextStart = segment.start().length > 0 ? segment.start()[0] : Integer.MAX_VALUE;
        }

        @Override
        public void collect(int doc, long mask) {
            int matches = Long.bitCount(mask);
            positions += matches;
            if (doc < nextStart && game >= 0) {
                curCount += matches;
                return;
            }
            flush();
            int[] start = segment.start();
            int at = java.util.Arrays.binarySearch(start, game + 1, start.length, doc);
            int g = at >= 0 ? at : -at - 2; // the last game starting at or before doc
            game = g;
            nextStart = g + 1 < start.length ? start[g + 1] : Integer.MAX_VALUE;
            // a game's chunks are one block in ply order, K plies each but the last
            curFirst = (doc - start[g]) * K + Long.numberOfTrailingZeros(mask);
            curCount = matches;
        }

        void flush() {
            if (game < 0 || curCount == 0) {
                return;
            }
            hits.add(new SearchResult.Hit(segment.gameId()[game], curFirst, curCount, segment.year()[game]));
            curCount = 0;
        }
    }

    /** The game blocks of a segment. */
    @FunctionalInterface
    interface BlocksOf {
        GameBlocks of(LeafReader reader) throws IOException;
    }

    /**
     * Every chunk of the games whose first chunk matches {@code games} (a query on the game filter words, which
     * only first chunks carry). A game's chunks are one block starting with its first chunk, so a match spreads to
     * the block: a block join from the game to its chunks.
     */
    static final class GameFilterQuery extends Query {
        private final Query games;
        private final BlocksOf blocksOf;

        GameFilterQuery(Query games, BlocksOf blocksOf) {
            this.games = games;
            this.blocksOf = blocksOf;
        }

        @Override
        public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) throws IOException {
            Weight heads = searcher.createWeight(searcher.rewrite(games), ScoreMode.COMPLETE_NO_SCORES, 1f);
            return new ConstantScoreWeight(this, boost) {
                @Override
                public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
                    Scorer matching = heads.scorer(context);
                    if (matching == null) {
                        return null;
                    }
                    GameBlocks blocks = blocksOf.of(context.reader());
                    DocIdSetIterator plies = new BlockIterator(matching.iterator(), blocks.start(), context.reader().maxDoc());
                    return new DefaultScorerSupplier(new ConstantScoreScorer(score(), scoreMode, plies));
                }

                @Override
                public boolean isCacheable(LeafReaderContext ctx) {
                    return false;
                }
            };
        }

        @Override
        public void visit(QueryVisitor visitor) {
            games.visit(visitor.getSubVisitor(Occur.FILTER, this));
        }

        @Override
        public String toString(String field) {
            return "games(" + games.toString(field) + ")";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GameFilterQuery q && q.games.equals(games) && q.blocksOf == blocksOf;
        }

        @Override
        public int hashCode() {
            return 31 * classHash() + games.hashCode();
        }
    }

    /** The documents of the blocks whose first document {@code heads} matches, in order. */
    static final class BlockIterator extends DocIdSetIterator {
        private final DocIdSetIterator heads;
        private final int[] start;
        private final int maxDoc;
        private int doc = -1;
        /** The block the iterator is in (index into start) and where that block ends (exclusive). */
        private int block = -1;
        private int blockEnd = -1;

        BlockIterator(DocIdSetIterator heads, int[] start, int maxDoc) {
            this.heads = heads;
            this.start = start;
            this.maxDoc = maxDoc;
        }

        @Override
        public int docID() {
            return doc;
        }

        @Override
        public int nextDoc() throws IOException {
            return advance(doc + 1);
        }

        @Override
        public int advance(int target) throws IOException {
            if (target < blockEnd) {
                return doc = target;
            }
            if (target >= maxDoc || start.length == 0) {
                return doc = NO_MORE_DOCS;
            }
            int b = blockOf(target);
            int h = heads.docID() >= start[b] ? heads.docID() : heads.advance(start[b]);
            if (h == NO_MORE_DOCS) {
                return doc = NO_MORE_DOCS;
            }
            if (h == start[b]) {
                enter(b);
                return doc = target;
            }
            // a later game matches: its first document
            enter(blockOf(h));
            return doc = h;
        }

        private void enter(int b) {
            block = b;
            blockEnd = b + 1 < start.length ? start[b + 1] : maxDoc;
        }

        /** The block holding d: the last start at or before it (targets only grow, so search from the current block). */
        private int blockOf(int d) {
            int from = Math.max(block, 0);
            if (start[from] > d) {
                from = 0;
            }
            int at = java.util.Arrays.binarySearch(start, from, start.length, d);
            return at >= 0 ? at : Math.max(from, -at - 2);
        }

        @Override
        public long cost() {
            return Math.min(maxDoc, heads.cost() * Math.max(1, maxDoc / Math.max(1, start.length)));
        }
    }

    @Override
    public MoveStatistics nextMoves(PositionQuery query) {
        if (!query.isExact()) {
            throw new IllegalArgumentException("next-move statistics need an exact position");
        }
        IndexSearcher s = acquire();
        try {
            Side toMove = query.exact().sideToMove();
            Map<String, long[]> byMove = new LinkedHashMap<>();
            long[] total = {0};
            // a mirrored hit is seen from the other colour: its next move is kept as written in that game
            searchChunks(s, query, new ChunkCollector() {
                BinaryDocValues nx;
                NumericDocValues res;

                @Override
                public void segment(LeafReaderContext context) throws IOException {
                    nx = context.reader().getBinaryDocValues(NEXT);
                    res = context.reader().getNumericDocValues("res");
                }

                @Override
                public void collect(int doc, long mask) throws IOException {
                    total[0] += Long.bitCount(mask);
                    if (nx == null || !nx.advanceExact(doc)) {
                        return;
                    }
                    BytesRef moves = nx.binaryValue();
                    int r = res.advanceExact(doc) ? (int) res.longValue() : 0;
                    for (long m = mask; m != 0; m &= m - 1) {
                        String move = moveAt(moves, Long.numberOfTrailingZeros(m));
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
            });
            List<MoveStatistics.NextMove> moves = new ArrayList<>();
            byMove.forEach((move, a) -> {
                long known = a[1] + a[2] + a[3];
                long mine = toMove == Side.WHITE ? a[1] : a[3];
                Double score = known == 0 ? null : Math.round(1000.0 * (mine + 0.5 * a[2]) / known) / 10.0;
                moves.add(new MoveStatistics.NextMove(move, a[0], a[1], a[2], a[3], score));
            });
            moves.sort(Comparator.comparingLong(MoveStatistics.NextMove::count).reversed()
                    .thenComparing(MoveStatistics.NextMove::move));
            return new MoveStatistics(total[0], moves);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            release(s);
        }
    }

    @Override
    public Map<Long, long[]> contents() {
        IndexSearcher s = acquire();
        try {
            Map<Long, long[]> out = new HashMap<>();
            for (LeafReaderContext ctx : s.getIndexReader().leaves()) {
                LeafReader r = ctx.reader();
                NumericDocValues gid = r.getNumericDocValues("gid");
                NumericDocValues count = r.getNumericDocValues(COUNT);
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            release(s);
        }
    }

    /** The number of segments a search visits now. */
    public int segmentCount() {
        IndexSearcher s = acquire();
        try {
            return s.getIndexReader().leaves().size();
        } finally {
            release(s);
        }
    }

    /** The number of positions indexed: the sum of the live chunks' position counts. */
    @Override
    public long size() {
        IndexSearcher s = acquire();
        try {
            long total = 0;
            for (LeafReaderContext ctx : s.getIndexReader().leaves()) {
                NumericDocValues count = ctx.reader().getNumericDocValues(COUNT);
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            release(s);
        }
    }

    @Override
    public long sizeInBytes() {
        try {
            // the files of the last commit: not the output of a merge still running, nor files it replaced
            long total = 0;
            for (String f : org.apache.lucene.index.SegmentInfos.readLatestCommit(directory).files(true)) {
                total += directory.fileLength(f);
            }
            return total;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Merges down to one segment (the benchmark measures the size of a settled index). */
    public void forceMerge() {
        try {
            writer.forceMerge(1);
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private IndexSearcher acquire() {
        try {
            return searchers.acquire();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void release(IndexSearcher s) {
        try {
            searchers.release(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        searchers.close();
        writer.rollback(); // uncommitted changes are redone from the database's log on the next start
        directory.close();
    }
}
