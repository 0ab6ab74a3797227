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

    private static final FieldType TERMS = new FieldType();

    static {
        TERMS.setIndexOptions(IndexOptions.DOCS);
        TERMS.setOmitNorms(true);
        TERMS.setTokenized(false);
        TERMS.setStored(false);
        TERMS.freeze();
    }

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
            WHITE_TO_MOVE = "swm", NEXT = "nxs";

    static List<Document> documents(IndexedGame g) {
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
        Field yearValue = new NumericDocValuesField("yr", year);
        Field resultValue = new NumericDocValuesField("res", res);
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
        int at = moves.offset, end = moves.offset + moves.length;
        for (int t = 0; t < offset && at < end; t++) {
            at += 1 + (moves.bytes[at] & 0xFF);
        }
        if (at >= end) {
            return null;
        }
        int len = moves.bytes[at] & 0xFF;
        return len == 0 ? null : new String(moves.bytes, at + 1, len, java.nio.charset.StandardCharsets.UTF_8);
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
