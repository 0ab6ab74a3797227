package org.hakem.archive.infrastructure;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.ConjunctionUtils;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.NumericUtils;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SquareRule;
import org.hakem.rules.Side;

/**
 * A position query evaluated on one segment of the chunked index ({@link PositionDocuments}): a tree of
 * nodes, each giving for a chunk the <em>mask</em> of the chunk's offsets (bit t = ply {@code firstPly + t}) at
 * which it holds, and where it can, an approximation: an iterator over the chunks that can hold it at all.
 * A square or material term's mask is the OR of its runs (each run a token whose position is {@code a * K + b});
 * AND, OR and NOT combine masks (NOT within the chunk's positions); the side to move is a per-chunk mask; an exact
 * position is the offsets whose hash point equals the position's hash.
 *
 * <p>Contract: {@link Node#mask} is asked for increasing documents (a node may be skipped for some); a node asked
 * twice for the same document answers from its cache, so one node may be shared.
 */
final class ChunkMasks {

    private ChunkMasks() {
    }

    /** A part of the query on one segment. */
    abstract static class Node {
        /** The chunks that can match (a superset), or null when any chunk can (a negation, the side to move). */
        abstract DocIdSetIterator approximation();

        /** The offsets of chunk {@code doc} at which this part holds (0 when none). */
        abstract long mask(int doc) throws IOException;

        /** About how many chunks this part occurs in (an AND asks its rarest parts first, to stop early). */
        long cost() {
            return Long.MAX_VALUE;
        }
    }

    /** Matches nothing (a term the segment does not have, an empty range). */
    static final class Nothing extends Node {
        @Override
        DocIdSetIterator approximation() {
            return DocIdSetIterator.empty();
        }

        @Override
        long mask(int doc) {
            return 0;
        }

        @Override
        long cost() {
            return 0;
        }
    }

    /** Every position of the chunk: {@code n} low bits, n = the chunk's number of positions. */
    static final class Valid extends Node {
        private final NumericDocValues count;
        private int doc = -1;
        private long mask;

        Valid(LeafReader r) throws IOException {
            this.count = r.getNumericDocValues(PositionDocuments.COUNT);
        }

        @Override
        DocIdSetIterator approximation() {
            return null;
        }

        @Override
        long mask(int d) throws IOException {
            if (d != doc) {
                doc = d;
                int n = count != null && count.advanceExact(d) ? (int) count.longValue() : 0;
                mask = n >= 64 ? -1L : (1L << n) - 1;
            }
            return mask;
        }
    }

    /** The offsets of a run-indexed term: the OR of its runs' ranges, read from the postings' positions. */
    static final class Runs extends Node {
        private final PostingsEnum postings;
        private final int k;
        private int doc = -1;
        private long mask;

        Runs(PostingsEnum postings, int k) {
            this.postings = postings;
            this.k = k;
        }

        @Override
        DocIdSetIterator approximation() {
            return postings;
        }

        @Override
        long cost() {
            return postings.cost();
        }

        @Override
        long mask(int d) throws IOException {
            if (d == doc) {
                return mask;
            }
            doc = d;
            mask = 0;
            int at = postings.docID();
            if (at < d) {
                at = postings.advance(d);
            }
            if (at == d) {
                for (int i = postings.freq(); i > 0; i--) {
                    int pos = postings.nextPosition();
                    int a = pos / k, b = pos % k;
                    mask |= range(a, b);
                }
            }
            return mask;
        }
    }

    /** Bits a to b inclusive. */
    static long range(int a, int b) {
        long upTo = b >= 63 ? -1L : (1L << (b + 1)) - 1;
        return upTo & (-1L << a);
    }

    static final class And extends Node {
        private final List<Node> parts;

        And(List<Node> parts) {
            List<Node> rarestFirst = new ArrayList<>(parts);
            rarestFirst.sort(java.util.Comparator.comparingLong(Node::cost));
            this.parts = rarestFirst;
        }

        @Override
        long cost() {
            long c = Long.MAX_VALUE;
            for (Node p : parts) {
                c = Math.min(c, p.cost());
            }
            return c;
        }

        @Override
        DocIdSetIterator approximation() {
            List<DocIdSetIterator> its = new ArrayList<>();
            for (Node p : parts) {
                DocIdSetIterator a = p.approximation();
                if (a != null) {
                    its.add(a);
                }
            }
            return its.isEmpty() ? null : its.size() == 1 ? its.get(0) : ConjunctionUtils.intersectIterators(its);
        }

        @Override
        long mask(int doc) throws IOException {
            long m = -1L;
            for (Node p : parts) {
                m &= p.mask(doc);
                if (m == 0) {
                    return 0;
                }
            }
            return m;
        }
    }

    static final class Or extends Node {
        private final List<Node> parts;

        Or(List<Node> parts) {
            this.parts = parts;
        }

        @Override
        long cost() {
            long c = 0;
            for (Node p : parts) {
                c += p.cost();
                if (c < 0) {
                    return Long.MAX_VALUE;
                }
            }
            return c;
        }

        @Override
        DocIdSetIterator approximation() {
            if (parts.isEmpty()) {
                return DocIdSetIterator.empty();
            }
            List<DocIdSetIterator> its = new ArrayList<>();
            for (Node p : parts) {
                DocIdSetIterator a = p.approximation();
                if (a == null) {
                    return null; // one part can match any chunk
                }
                its.add(a);
            }
            return its.size() == 1 ? its.get(0) : new Disjunction(its.toArray(DocIdSetIterator[]::new));
        }

        @Override
        long mask(int doc) throws IOException {
            long m = 0;
            for (Node p : parts) {
                m |= p.mask(doc);
            }
            return m;
        }
    }

    /** The chunk's positions where the part does not hold. */
    static final class Not extends Node {
        private final Node part;
        private final Valid valid;

        Not(Node part, Valid valid) {
            this.part = part;
            this.valid = valid;
        }

        @Override
        DocIdSetIterator approximation() {
            return null;
        }

        @Override
        long mask(int doc) throws IOException {
            return valid.mask(doc) & ~part.mask(doc);
        }
    }

    /** The offsets with this side to move (the chunk stores the mask of its white-to-move offsets). */
    static final class ToMove extends Node {
        private final NumericDocValues whiteToMove;
        private final Valid valid;
        private final boolean white;

        ToMove(LeafReader r, Valid valid, boolean white) throws IOException {
            this.whiteToMove = r.getNumericDocValues(PositionDocuments.WHITE_TO_MOVE);
            this.valid = valid;
            this.white = white;
        }

        @Override
        DocIdSetIterator approximation() {
            return null;
        }

        @Override
        long mask(int doc) throws IOException {
            long w = whiteToMove != null && whiteToMove.advanceExact(doc) ? whiteToMove.longValue() : 0;
            return white ? w : valid.mask(doc) & ~w;
        }
    }

    /**
     * The offsets whose position has this hash: the chunks' (hash, offset) points whose hash equals it, found in
     * the segment's point tree (the hash is the points' first 8 bytes) and grouped by chunk.
     */
    static final class Exact extends Node {
        private final int[] docs;
        private final long[] masks;
        private int at;

        Exact(LeafReader r, long hash) throws IOException {
            PointValues points = r.getPointValues(PositionDocuments.HASH);
            if (points == null) {
                docs = new int[0];
                masks = new long[0];
                return;
            }
            byte[] target = new byte[Long.BYTES];
            NumericUtils.longToSortableBytes(hash, target, 0);
            long[][] found = {new long[16]};
            int[] n = {0};
            points.intersect(new PointValues.IntersectVisitor() {
                @Override
                public void visit(int docID) {
                    // only called for cells reported inside the query, which compare() never does
                    throw new IllegalStateException("a hash cell cannot be wholly inside the query");
                }

                @Override
                public void visit(int docID, byte[] packed) {
                    if (Arrays.equals(packed, 0, Long.BYTES, target, 0, Long.BYTES)) {
                        if (n[0] == found[0].length) {
                            found[0] = Arrays.copyOf(found[0], n[0] * 2);
                        }
                        int offset = packed[Long.BYTES] & 0xFF;
                        found[0][n[0]++] = ((long) docID << 6) | offset;
                    }
                }

                @Override
                public PointValues.Relation compare(byte[] min, byte[] max) {
                    if (Arrays.compareUnsigned(target, 0, Long.BYTES, min, 0, Long.BYTES) < 0
                            || Arrays.compareUnsigned(target, 0, Long.BYTES, max, 0, Long.BYTES) > 0) {
                        return PointValues.Relation.CELL_OUTSIDE_QUERY;
                    }
                    // never "inside": the visitor needs each point's offset
                    return PointValues.Relation.CELL_CROSSES_QUERY;
                }
            });
            long[] pairs = found[0];
            Arrays.sort(pairs, 0, n[0]);
            int[] d = new int[n[0]];
            long[] m = new long[n[0]];
            int c = -1;
            for (int i = 0; i < n[0]; i++) {
                int doc = (int) (pairs[i] >>> 6);
                if (c < 0 || d[c] != doc) {
                    d[++c] = doc;
                }
                m[c] |= 1L << (pairs[i] & 63);
            }
            docs = Arrays.copyOf(d, c + 1);
            masks = Arrays.copyOf(m, c + 1);
        }

        @Override
        DocIdSetIterator approximation() {
            return new DocIdSetIterator() {
                int i = -1;

                @Override
                public int docID() {
                    return i < 0 ? -1 : i >= docs.length ? NO_MORE_DOCS : docs[i];
                }

                @Override
                public int nextDoc() {
                    i++;
                    return docID();
                }

                @Override
                public int advance(int target) {
                    int from = Math.max(i, 0);
                    int k = Arrays.binarySearch(docs, from, docs.length, target);
                    i = k >= 0 ? k : -k - 1;
                    return docID();
                }

                @Override
                public long cost() {
                    return docs.length;
                }
            };
        }

        @Override
        long cost() {
            return docs.length;
        }

        @Override
        long mask(int doc) {
            if (at < docs.length && docs[at] < doc) {
                int k = Arrays.binarySearch(docs, at, docs.length, doc);
                at = k >= 0 ? k : -k - 1;
            }
            return at < docs.length && docs[at] == doc ? masks[at] : 0;
        }
    }

    /** The union of a few iterators (a linear scan: the parts are few, or rare). */
    static final class Disjunction extends DocIdSetIterator {
        private final DocIdSetIterator[] parts;
        private int doc = -1;

        Disjunction(DocIdSetIterator[] parts) {
            this.parts = parts;
        }

        @Override
        public int docID() {
            return doc;
        }

        @Override
        public int nextDoc() throws IOException {
            return doc == NO_MORE_DOCS ? doc : advance(doc + 1);
        }

        @Override
        public int advance(int target) throws IOException {
            int min = NO_MORE_DOCS;
            for (DocIdSetIterator p : parts) {
                int d = p.docID();
                if (d < target) {
                    d = p.advance(target);
                }
                min = Math.min(min, d);
            }
            return doc = min;
        }

        @Override
        public long cost() {
            long c = 0;
            for (DocIdSetIterator p : parts) {
                c += p.cost();
            }
            return c;
        }
    }

    // ---- building the tree of a query ----

    /** The tree of a query (with its mirror, if asked) on one segment. */
    static Node of(PositionQuery q, LeafReader r, int k) throws IOException {
        Valid valid = new Valid(r);
        Node one = one(q, r, k, valid);
        return q.mirror() ? new Or(List.of(one, one(q.mirrored(), r, k, valid))) : one;
    }

    private static Node one(PositionQuery q, LeafReader r, int k, Valid valid) throws IOException {
        if (q.exact() != null) {
            return new Exact(r, q.exact().hash());
        }
        List<Node> all = new ArrayList<>();
        for (SquareRule rule : q.squares()) {
            Node sq = square(rule, r, k);
            all.add(rule.negate() ? new Not(sq, valid) : sq);
        }
        if (q.sideToMove() != null) {
            all.add(new ToMove(r, valid, q.sideToMove() == Side.WHITE));
        }
        for (PositionQuery.MaterialRange m : q.material()) {
            all.add(material(m, r, k));
        }
        return all.isEmpty() ? valid : new And(all);
    }

    private static Node square(SquareRule rule, LeafReader r, int k) throws IOException {
        int s = rule.square();
        String[] states = switch (rule.kind()) {
            case WHITE_MAN -> new String[]{"w"};
            case WHITE_KING -> new String[]{"W"};
            case BLACK_MAN -> new String[]{"b"};
            case BLACK_KING -> new String[]{"B"};
            case WHITE -> new String[]{"w", "W"};
            case BLACK -> new String[]{"b", "B"};
            case OCCUPIED -> new String[]{"w", "W", "b", "B"};
            case EMPTY -> new String[]{"e"};
        };
        List<Node> parts = new ArrayList<>();
        for (String x : states) {
            Node t = term(r, PositionDocuments.SQUARES, new BytesRef(x + s), k);
            if (t != null) {
                parts.add(t);
            }
        }
        return one(parts);
    }

    private static Node one(List<Node> parts) {
        return parts.isEmpty() ? new Nothing() : parts.size() == 1 ? parts.get(0) : new Or(parts);
    }

    /** A term's runs, or null when the segment does not have it. */
    private static Node term(LeafReader r, String field, BytesRef term, int k) throws IOException {
        PostingsEnum p = r.postings(new Term(field, term), PostingsEnum.POSITIONS);
        return p == null ? null : new Runs(p, k);
    }

    private static Node material(PositionQuery.MaterialRange m, LeafReader r, int k) throws IOException {
        String prefix = switch (m.count()) {
            case WHITE_MEN -> "wm";
            case WHITE_KINGS -> "wk";
            case BLACK_MEN -> "bm";
            case BLACK_KINGS -> "bk";
            case DIFFERENCE -> "d";
            default -> null;
        };
        if (prefix != null) {
            return one(counts(r, prefix, m.min(), m.max(), k));
        }
        // pieces of a side = men + kings: for each king count, the men counts that bring the sum in range
        boolean white = m.count() == PositionQuery.Count.WHITE_PIECES;
        String men = white ? "wm" : "bm", kings = white ? "wk" : "bk";
        List<Node> any = new ArrayList<>();
        for (int kc : values(r, kings, 0, m.max())) {
            List<Node> menIn = counts(r, men, m.min() - kc, m.max() - kc, k);
            if (!menIn.isEmpty()) {
                Node kingsTerm = term(r, PositionDocuments.MATERIAL, new BytesRef(kings + kc), k);
                any.add(new And(List.of(kingsTerm, one(menIn))));
            }
        }
        return one(any);
    }

    /** The segment's terms {@code prefix + v} with v in [min, max], each with its own postings. */
    private static List<Node> counts(LeafReader r, String prefix, int min, int max, int k) throws IOException {
        List<Node> out = new ArrayList<>();
        for (int v : values(r, prefix, min, max)) {
            Node t = term(r, PositionDocuments.MATERIAL, new BytesRef(prefix + v), k);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    /** The values v in [min, max] for which the segment has the material term {@code prefix + v}. */
    private static List<Integer> values(LeafReader r, String prefix, int min, int max) throws IOException {
        List<Integer> out = new ArrayList<>();
        Terms terms = r.terms(PositionDocuments.MATERIAL);
        if (terms == null || min > max) {
            return out;
        }
        TermsEnum te = terms.iterator();
        BytesRef p = new BytesRef(prefix);
        if (te.seekCeil(p) == TermsEnum.SeekStatus.END) {
            return out;
        }
        for (BytesRef t = te.term(); t != null; t = te.next()) {
            if (t.length <= p.length || !Arrays.equals(t.bytes, t.offset, t.offset + p.length, p.bytes, 0, p.length)) {
                break;
            }
            String rest = new String(t.bytes, t.offset + p.length, t.length - p.length, java.nio.charset.StandardCharsets.US_ASCII);
            int v;
            try {
                v = Integer.parseInt(rest);
            } catch (NumberFormatException e) {
                continue; // another family sharing the first letters
            }
            if (v >= min && v <= max) {
                out.add(v);
            }
        }
        return out;
    }
}
