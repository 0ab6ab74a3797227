package org.hakem.archive.infrastructure;

import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.BytesTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.NumericUtils;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.SearchWords;
import org.hakem.pdn.PdnResult;
import org.hakem.rules.Board;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Side;

/**
 * Document encoding of the position index: how a game becomes its chunk documents. Pure: it touches no index;
 * {@link IndexLifecycle} writes what it builds and {@link ChunkMasks} reads the same fields back.
 *
 * <p>One document per <em>chunk</em> of {@link #K} consecutive positions of a game (the last chunk may be shorter),
 * the chunks of a game added together in ply order (so they are one block, first chunk first). Consecutive positions
 * differ in two to four squares, so a chunk is indexed as <em>runs</em>: for every square and every maximal run of
 * offsets a..b (0 &le; a &le; b &lt; K) in which it holds the same thing, one token whose position in the field is
 * {@code a * K + b}. Indexed fields:
 * <ul>
 *   <li>{@code sr} (with positions, no norms): the square runs, {@code w12 W12 b12 B12} (white man/king, black
 *       man/king) or {@code e12} (empty); about 50 + 3 (n - 1) tokens for a chunk of n positions instead of 50 n;</li>
 *   <li>{@code mr} (with positions): the material runs, {@code wm12 wk1 bm10 bk0 d2} (d = white minus black pieces);</li>
 *   <li>{@code v}: the variant, {@code v:turkish}, once a chunk;</li>
 *   <li>{@code f}, on the game's first chunk only: the game's filter words, {@code W:keller B:... E:... y:1998
 *       r:1-0}; a filtered search joins them to the game's other chunks ({@link PositionQueries.GameFilterQuery});</li>
 *   <li>{@code g}: the game id (to replace or delete a game's chunks).</li>
 * </ul>
 * Points: {@code hp}, one per position, the 64-bit Zobrist hash (covers the side to move) followed by the
 * position's offset in the chunk, for exact search. Doc values: {@code gid}, {@code ply} (the chunk's first ply),
 * {@code n} (its number of positions), {@code yr}, {@code res} (1 white won, 2 draw, 3 black won), {@code rt} (the
 * game's rating, {@link org.hakem.archive.domain.GameFilters#rating}, 0 unknown; since format 4), {@code swm} (the
 * offsets with white to move, as a bit mask), {@code nxs} (the moves played from each position, short notation)
 * and, on the first chunk only, {@code ck}: the game's checksum for verify. The layout is {@link #FORMAT}; the
 * server rebuilds an index of another layout from the database (docs/archive.md, "Position index").
 */
public final class PositionDocuments {

    private PositionDocuments() {
    }

    private static final FieldType TERMS = new FieldType();

    static {
        TERMS.setIndexOptions(IndexOptions.DOCS);
        TERMS.setOmitNorms(true);
        TERMS.setTokenized(false);
        TERMS.setStored(false);
        TERMS.freeze();
    }

    /** The index's numeric form of a result: 1 white won, 2 draw, 3 black won, 0 unknown. */
    static int resultCode(String result) {
        return switch (PdnResult.outcome(result)) {
            case WHITE_WINS -> 1;
            case DRAW -> 2;
            case BLACK_WINS -> 3;
            default -> 0;
        };
    }

    /**
     * Positions per chunk document (at most 64: a chunk's offsets are the bits of a long). 8, 16, 32 and 64 were
     * measured: the fewer the documents, the faster the import and pattern searches and the smaller the index
     * (docs/archive.md, "Chunked runs").
     */
    static final int K = 64;

    /** Field names of the chunk layout (new names: an index of the old layout is recreated, never mixed). */
    static final String SQUARES = "sr", MATERIAL = "mr", VARIANT = "v", HASH = "hp", COUNT = "n",
            WHITE_TO_MOVE = "swm", NEXT = "nxs", YEAR = "yr", RESULT = "res", RATING = "rt";

    /** The layout of the documents, written with every commit; an index of another layout is rebuilt. */
    public static final String FORMAT = "hakem-positions-4";

    /** The chunk documents of a game, first chunk first. */
    public static List<Document> documents(IndexedGame g) {
        List<Position> positions = g.line().positions();
        int plies = positions.size();
        int chunks = (plies + K - 1) / K;
        List<Document> docs = new ArrayList<>(chunks);
        BytesRef id = new BytesRef(Long.toString(g.id()));
        int year = g.year() == null ? 0 : g.year();
        int res = resultCode(g.result());
        List<String> filterWords = new ArrayList<>();
        SearchWords.of(g.white()).forEach(w -> filterWords.add("W:" + w));
        SearchWords.of(g.black()).forEach(w -> filterWords.add("B:" + w));
        SearchWords.of(g.event()).forEach(w -> filterWords.add("E:" + w));
        if (year != 0) {
            filterWords.add("y:" + year);
        }
        filterWords.add("r:" + PdnResult.outcome(g.result()).token());
        BytesRef[] filters = new BytesRef[filterWords.size()];
        for (int i = 0; i < filters.length; i++) {
            filters[i] = new BytesRef(filterWords.get(i));
        }
        Board board = g.line().variant().board();
        int squares = board.squareCount();
        long[] hashes = g.hashes(); // once per position, for the points and the checksum
        // the material terms of each position, a slice per ply; the side to move as a mask per chunk
        BytesRef[] materialTerms = new BytesRef[plies * MATERIAL_TERMS];
        long[] sideMasks = new long[chunks];
        for (int ply = 0; ply < plies; ply++) {
            Position p = positions.get(ply);
            int wk = p.kingCount(Side.WHITE), bk = p.kingCount(Side.BLACK);
            int wp = p.pieceCount(Side.WHITE), bp = p.pieceCount(Side.BLACK);
            int m = ply * MATERIAL_TERMS;
            materialTerms[m] = COUNT_TERMS[0][wp - wk];
            materialTerms[m + 1] = COUNT_TERMS[1][wk];
            materialTerms[m + 2] = COUNT_TERMS[2][bp - bk];
            materialTerms[m + 3] = COUNT_TERMS[3][bk];
            materialTerms[m + 4] = DIFFERENCE_TERMS[wp - bp + MAX_SQUARES];
            if (p.sideToMove() == Side.WHITE) {
                sideMasks[ply / K] |= 1L << (ply % K);
            }
        }
        SquareRuns squareRuns = SquareRuns.forBoard(squares);
        // the fields that are the same on every chunk of the game are made once and added to each
        Field gameTerm = new Field("g", id, TERMS);
        Field variant = new Field(VARIANT, new BytesRef(variantTerm(g.line().variant().id())), TERMS);
        Field gameId = new NumericDocValuesField("gid", g.id());
        Field yearValue = new NumericDocValuesField(YEAR, year);
        Field resultValue = new NumericDocValuesField(RESULT, res);
        Integer rating = g.rating();
        Field ratingValue = new NumericDocValuesField(RATING, rating == null ? 0 : rating);
        byte[] moveBytes = new byte[256];
        for (int c = 0; c < chunks; c++) {
            int from = c * K;
            int n = Math.min(K, plies - from);
            Document d = new Document();
            d.add(gameTerm);
            d.add(variant);
            d.add(squareRuns.of(positions, from, n));
            d.add(RunsField.of(MATERIAL, materialTerms, MATERIAL_TERMS, from, n));
            for (int t = 0; t < n; t++) {
                byte[] point = new byte[Long.BYTES + 1];
                NumericUtils.longToSortableBytes(hashes[from + t], point, 0);
                point[Long.BYTES] = (byte) t;
                d.add(new Field(HASH, point, HASH_POINT));
            }
            if (c == 0) {
                // the game's filter words once, on its first chunk; a search joins them to the game's block
                d.add(new TermsField("f", filters, 0, filters.length));
            }
            d.add(gameId);
            d.add(new NumericDocValuesField("ply", from));
            d.add(new NumericDocValuesField(COUNT, n));
            d.add(yearValue);
            d.add(resultValue);
            d.add(ratingValue);
            d.add(new NumericDocValuesField(WHITE_TO_MOVE, sideMasks[c]));
            // the moves played from each position of the chunk: a length byte and the move's letters each (length 0:
            // none, the game's last position)
            int len = 0;
            for (int t = 0; t < n; t++) {
                String next = g.line().moveAt(from + t);
                byte[] utf = null;
                int need = next == null ? 0 : next.length();
                for (int i = 0; i < need; i++) {
                    if (next.charAt(i) >= 0x80) {
                        utf = next.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                        need = utf.length;
                        break;
                    }
                }
                if (need > 255) {
                    throw new IllegalArgumentException("a move of more than 255 letters in game " + g.id());
                }
                if (len + 1 + need > moveBytes.length) {
                    moveBytes = java.util.Arrays.copyOf(moveBytes, Math.max(moveBytes.length * 2, len + 1 + need));
                }
                moveBytes[len++] = (byte) need;
                for (int i = 0; i < need; i++) {
                    moveBytes[len++] = utf != null ? utf[i] : (byte) next.charAt(i);
                }
            }
            d.add(new BinaryDocValuesField(NEXT, new BytesRef(java.util.Arrays.copyOf(moveBytes, len))));
            if (c == 0) {
                d.add(new NumericDocValuesField("ck", IndexedGame.checksum(hashes)));
            }
            docs.add(d);
        }
        return docs;
    }

    /** The move at an offset of a chunk's {@link #NEXT} value, or null (the game's last position). */
    static String moveAt(BytesRef moves, int offset) {
        int at = moveStart(moves, offset);
        return at < 0 ? null : new String(moves.bytes, at + 1, moves.bytes[at] & 0xFF, java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Where the move at an offset of a chunk's {@link #NEXT} value starts in {@code moves.bytes} (its length byte,
     * its letters after it), or -1 when none is played there (the game's last position).
     */
    static int moveStart(BytesRef moves, int offset) {
        int at = moves.offset, end = moves.offset + moves.length;
        for (int t = 0; t < offset && at < end; t++) {
            at += 1 + (moves.bytes[at] & 0xFF);
        }
        return at >= end || moves.bytes[at] == 0 ? -1 : at;
    }

    /** The {@code mr} terms of a position: four counts and the difference. */
    private static final int MATERIAL_TERMS = 5;
    /**
     * {@code hp}: each position of a chunk as a one-dimensional point of 9 bytes, the position's hash (sortable
     * bytes) followed by its offset in the chunk: an exact search finds the hash as the range [hash 0, hash 255],
     * and the last byte tells which positions of the chunk match. (A two-dimensional point with the offset as a data
     * dimension does the same, but Lucene's fast one-dimensional writer does not apply to it: it cost twice as much
     * to index.)
     */
    private static final FieldType HASH_POINT = new FieldType();

    static {
        HASH_POINT.setDimensions(1, Long.BYTES + 1);
        HASH_POINT.freeze();
    }

    /** The most squares of any board ({@code Board} allows up to 128 bits). */
    private static final int MAX_SQUARES = 128;
    /** The {@link #SQUARES} run terms by piece (white man, white king, black man, black king, empty) and square. */
    private static final BytesRef[][] SQUARE_TERMS = new BytesRef[5][MAX_SQUARES + 1];
    /** The {@link #MATERIAL} run terms {@code wmN wkN bmN bkN} by count. */
    private static final BytesRef[][] COUNT_TERMS = new BytesRef[4][MAX_SQUARES + 1];
    /** The {@link #MATERIAL} run terms {@code dN}, N from -MAX_SQUARES at index 0. */
    private static final BytesRef[] DIFFERENCE_TERMS = new BytesRef[2 * MAX_SQUARES + 1];

    static {
        Piece[] pieces = {Piece.WHITE_MAN, Piece.WHITE_KING, Piece.BLACK_MAN, Piece.BLACK_KING, Piece.EMPTY};
        String[] counts = {"wm", "wk", "bm", "bk"};
        for (int s = 0; s <= MAX_SQUARES; s++) {
            for (int i = 0; i < pieces.length; i++) {
                SQUARE_TERMS[i][s] = new BytesRef(squareTerm(pieces[i], s));
            }
            for (int i = 0; i < counts.length; i++) {
                COUNT_TERMS[i][s] = new BytesRef(counts[i] + s);
            }
        }
        for (int d = -MAX_SQUARES; d <= MAX_SQUARES; d++) {
            DIFFERENCE_TERMS[d + MAX_SQUARES] = new BytesRef("d" + d);
        }
    }

    private static int pieceIndex(Piece piece) {
        return PIECE_INDEX[piece.ordinal()];
    }

    /** {@link #SQUARE_TERMS}' first index by piece ordinal (a table: the switch showed in the import's profile). */
    private static final int[] PIECE_INDEX = new int[Piece.values().length];

    static {
        for (Piece p : Piece.values()) {
            PIECE_INDEX[p.ordinal()] = switch (p) {
                case WHITE_MAN -> 0;
                case WHITE_KING -> 1;
                case BLACK_MAN -> 2;
                case BLACK_KING -> 3;
                default -> 4;
            };
        }
    }

    /** Indexed like {@link #TERMS} but holding several terms: the writer inverts them in one pass. */
    private static final FieldType MANY_TERMS = new FieldType(TERMS);

    static {
        MANY_TERMS.setTokenized(true);
        MANY_TERMS.freeze();
    }

    /**
     * A field of several ready terms (one field per name per document costs the writer far less than one field
     * per term); the terms are the same as separate untokenized fields would give.
     */
    private static final class TermsField extends Field {
        private final BytesRef[] terms;
        private final int offset;
        private final int count;

        /** The terms {@code terms[offset .. offset + count)}. */
        TermsField(String name, BytesRef[] terms, int offset, int count) {
            super(name, MANY_TERMS);
            this.terms = terms;
            this.offset = offset;
            this.count = count;
        }

        @Override
        public TokenStream tokenStream(Analyzer analyzer, TokenStream reuse) {
            TermStream s = reuse instanceof TermStream t ? t : new TermStream();
            s.terms = terms;
            s.from = offset;
            s.end = offset + count;
            return s;
        }
    }

    /** Hands ready terms to the writer, reused field after field. */
    private static final class TermStream extends TokenStream {
        private final BytesTermAttribute term = addAttribute(BytesTermAttribute.class);
        BytesRef[] terms;
        int from;
        int end;
        private int next;

        @Override
        public void reset() {
            next = from;
        }

        @Override
        public boolean incrementToken() {
            if (next >= end) {
                return false;
            }
            clearAttributes();
            term.setBytesRef(terms[next++]);
            return true;
        }
    }

    static String squareTerm(Piece piece, int sq) {
        return switch (piece) {
            case WHITE_MAN -> "w" + sq;
            case WHITE_KING -> "W" + sq;
            case BLACK_MAN -> "b" + sq;
            case BLACK_KING -> "B" + sq;
            default -> "e" + sq;
        };
    }

    static String variantTerm(String variantId) {
        return "v:" + variantId;
    }


    /** Indexed with positions (a run's offsets are its token's position), without norms. */
    private static final FieldType RUNS = new FieldType();

    static {
        RUNS.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS);
        RUNS.setOmitNorms(true);
        RUNS.setTokenized(true);
        RUNS.setStored(false);
        RUNS.freeze();
    }

    /**
     * The runs of a chunk in one field: for every slot (a square, or one of the material counts) and every maximal
     * run of offsets a..b (inclusive) in which the slot holds the same term, one token of that term at position
     * {@code a * K + b}. Tokens are handed over in position order, as Lucene requires.
     */
    private static final class RunsField extends Field {
        private final BytesRef[] terms;
        private final int[] positions;
        private final int count;

        private RunsField(String name, BytesRef[] terms, int[] positions, int count) {
            super(name, RUNS);
            this.terms = terms;
            this.positions = positions;
            this.count = count;
        }

        /**
         * The runs of plies {@code from .. from + n - 1}; {@code cells[ply * slots + slot]} is the slot's term at
         * that ply (null: no term, an obstacle). Terms are compared by identity (they are shared constants).
         */
        static RunsField of(String name, BytesRef[] cells, int slots, int from, int n) {
            long[] keys = new long[slots * 4];
            int count = 0;
            for (int slot = 0; slot < slots; slot++) {
                int t = 0;
                while (t < n) {
                    BytesRef x = cells[(from + t) * slots + slot];
                    int u = t;
                    while (u + 1 < n && cells[(from + u + 1) * slots + slot] == x) {
                        u++;
                    }
                    if (x != null) {
                        if (count == keys.length) {
                            keys = java.util.Arrays.copyOf(keys, count * 2);
                        }
                        keys[count++] = ((long) (t * K + u) << 32) | slot;
                    }
                    t = u + 1;
                }
            }
            java.util.Arrays.sort(keys, 0, count);
            BytesRef[] terms = new BytesRef[count];
            int[] positions = new int[count];
            for (int i = 0; i < count; i++) {
                int pos = (int) (keys[i] >>> 32);
                int slot = (int) keys[i];
                terms[i] = cells[(from + pos / K) * slots + slot];
                positions[i] = pos;
            }
            return new RunsField(name, terms, positions, count);
        }

        @Override
        public TokenStream tokenStream(Analyzer analyzer, TokenStream reuse) {
            RunStream s = reuse instanceof RunStream r ? r : new RunStream();
            s.terms = terms;
            s.positions = positions;
            s.end = count;
            return s;
        }
    }

    /**
     * The {@code sr} runs of a chunk, found by following the squares that change from ply to ply (two to four in a
     * move) instead of reading every square of every position.
     */
    private static final class SquareRuns {
        private final int squares;
        private final Piece[] piece;
        private final int[] runStart;
        private final int[] changed;
        private long[] keys = new long[256];
        private int count;

        /** This thread's tables for a board of this many squares (made once per thread and board size). */
        static SquareRuns forBoard(int squares) {
            SquareRuns[] mine = MINE.get();
            SquareRuns r = mine[squares];
            if (r == null) {
                r = new SquareRuns(squares);
                mine[squares] = r;
            }
            return r;
        }

        private static final ThreadLocal<SquareRuns[]> MINE = ThreadLocal.withInitial(() -> new SquareRuns[MAX_SQUARES + 1]);

        SquareRuns(int squares) {
            this.squares = squares;
            this.piece = new Piece[squares + 1];
            this.runStart = new int[squares + 1];
            this.changed = new int[squares];
        }

        RunsField of(List<Position> positions, int from, int n) {
            count = 0;
            Position first = positions.get(from);
            first.piecesBySquare(piece);
            java.util.Arrays.fill(runStart, 0);
            Position before = first;
            for (int t = 1; t < n; t++) {
                Position p = positions.get(from + t);
                int c = p.differingSquares(before, changed);
                for (int i = 0; i < c; i++) {
                    int s = changed[i];
                    add(s, runStart[s], t - 1);
                    runStart[s] = t;
                    piece[s] = p.pieceAt(s);
                }
                before = p;
            }
            for (int s = 1; s <= squares; s++) {
                add(s, runStart[s], n - 1);
            }
            java.util.Arrays.sort(keys, 0, count);
            BytesRef[] terms = new BytesRef[count];
            int[] pos = new int[count];
            for (int i = 0; i < count; i++) {
                long key = keys[i];
                pos[i] = (int) (key >>> 16);
                terms[i] = SQUARE_TERMS[(int) (key >>> 8) & 0xFF][(int) key & 0xFF];
            }
            return new RunsField(SQUARES, terms, pos, count);
        }

        /** Square s held its piece from offset a to b. */
        private void add(int s, int a, int b) {
            Piece x = piece[s];
            if (x == Piece.OBSTACLE) {
                return;
            }
            if (count == keys.length) {
                keys = java.util.Arrays.copyOf(keys, count * 2);
            }
            keys[count++] = ((long) (a * K + b) << 16) | (pieceIndex(x) << 8) | s;
        }
    }

    /** Hands a chunk's run tokens to the writer, reused field after field. */
    private static final class RunStream extends TokenStream {
        private final BytesTermAttribute term = addAttribute(BytesTermAttribute.class);
        private final PositionIncrementAttribute increment = addAttribute(PositionIncrementAttribute.class);
        BytesRef[] terms;
        int[] positions;
        int end;
        private int next;
        private int last;

        @Override
        public void reset() {
            next = 0;
            last = -1;
        }

        @Override
        public boolean incrementToken() {
            if (next >= end) {
                return false;
            }
            clearAttributes();
            term.setBytesRef(terms[next]);
            increment.setPositionIncrement(positions[next] - last);
            last = positions[next++];
            return true;
        }
    }
}
