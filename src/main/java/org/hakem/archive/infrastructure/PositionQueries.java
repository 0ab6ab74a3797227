package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.ConjunctionUtils;
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
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchWords;
import org.hakem.pdn.PdnResult;

/**
 * Query building for the position index: turns a {@link PositionQuery} (an exact position or a pattern, with
 * material, side to move, mirror and game filters) into Lucene's iterators over chunk documents, and runs them.
 * Per segment a search intersects the variant's postings, the games the filters accept (the filter words are on a
 * game's first chunk only, so {@link GameFilterQuery} joins them to the game's other chunks) and the approximation
 * of the query's mask tree ({@link ChunkMasks}); each candidate chunk's mask of matching offsets goes to a
 * {@link ChunkCollectors.ChunkCollector}.
 */
final class PositionQueries {

    private PositionQueries() {
    }

    /**
     * Runs a query over every segment: the chunks of the variant, of the games the filters accept, and that the
     * query's approximation admits are evaluated as masks ({@link ChunkMasks}); the non-empty ones are collected.
     */
    static void searchChunks(IndexSearcher s, PositionQuery q, GameBlocks.Cache blocks,
                             ChunkCollectors.ChunkCollector c) throws IOException {
        BooleanQuery gameFilters = gameFilters(q.filters());
        Weight filter = gameFilters.clauses().isEmpty() ? null
                : s.createWeight(new GameFilterQuery(gameFilters, blocks), ScoreMode.COMPLETE_NO_SCORES, 1f);
        Term variant = new Term(PositionDocuments.VARIANT, PositionDocuments.variantTerm(q.variant().id()));
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
            ChunkMasks.Node tree = ChunkMasks.of(q, r, PositionDocuments.K);
            DocIdSetIterator candidates = tree.approximation();
            if (candidates != null) {
                required.add(candidates);
            }
            DocIdSetIterator chunks = required.size() == 1 ? required.get(0) : ConjunctionUtils.intersectIterators(required);
            Bits live = r.getLiveDocs();
            c.segment(ctx);
            for (int doc = chunks.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; ) {
                int next = c.admit(doc);
                if (next != doc) { // the collector needs nothing before next
                    doc = next == DocIdSetIterator.NO_MORE_DOCS ? next : chunks.advance(next);
                    continue;
                }
                if (live == null || live.get(doc)) {
                    long mask = tree.mask(doc);
                    if (mask != 0) {
                        c.collect(doc, mask);
                    }
                }
                doc = chunks.nextDoc();
            }
        }
    }

    /** The game filters' clauses (on the games' first documents); no clauses when the filters accept every game. */
    static BooleanQuery gameFilters(GameFilters f) {
        BooleanQuery.Builder b = new BooleanQuery.Builder();
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
        if (f.ratingFrom() != null || f.ratingTo() != null) {
            // the game's rating (0: unknown, never in range) on the game's first chunk only, as the join needs
            long from = Math.max(1, f.ratingFrom() == null ? 1 : f.ratingFrom());
            long to = f.ratingTo() == null ? Long.MAX_VALUE : f.ratingTo();
            b.add(NumericDocValuesField.newSlowRangeQuery(PositionDocuments.RATING, from, to), Occur.FILTER);
            b.add(new FieldExistsQuery("ck"), Occur.FILTER);
        }
        return b.build();
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

    /**
     * Every chunk of the games whose first chunk matches {@code games} (a query on the game filter words, which
     * only first chunks carry). A game's chunks are one block starting with its first chunk, so a match spreads to
     * the block: a block join from the game to its chunks.
     */
    static final class GameFilterQuery extends Query {
        private final Query games;
        private final GameBlocks.Cache blocks;

        GameFilterQuery(Query games, GameBlocks.Cache blocks) {
            this.games = games;
            this.blocks = blocks;
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
                    GameBlocks segment = blocks.of(context.reader());
                    DocIdSetIterator plies = new BlockIterator(matching.iterator(), segment.start(), context.reader().maxDoc());
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
            return o instanceof GameFilterQuery q && q.games.equals(games) && q.blocks == blocks;
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
            int at = Arrays.binarySearch(start, from, start.length, d);
            return at >= 0 ? at : Math.max(from, -at - 2);
        }

        @Override
        public long cost() {
            return Math.min(maxDoc, heads.cost() * Math.max(1, maxDoc / Math.max(1, start.length)));
        }
    }
}
