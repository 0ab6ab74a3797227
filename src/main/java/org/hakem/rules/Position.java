package org.hakem.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An immutable position: the pieces, the obstacles and the side to move, for one variant.
 *
 * <p>Every constructor path validates: a position that could not occur in the variant (pieces on one
 * square, more men than the variant starts with, a man where it can never stand, obstacles on pieces)
 * is refused with an {@link InvalidPositionException} naming the square and the rule.
 *
 * <p>Text form: PDN FEN, {@code W:W31-50:B1-20} (side to move, then each side's squares, kings prefixed
 * {@code K}); squares are written in the variant's notation ({@code a1..h8} for Turkish and Czech). Obstacles
 * are a Hakem extension field {@code :X} followed by the obstacle squares, e.g.
 * {@code B:W21-32:B1-12:X14,15,19}.
 */
public final class Position {

    private final Variant variant;
    final long white;
    final long black;
    final long kings;
    final long obstacles;
    /** Bits 64..127 of the same sets, on wide boards ({@link Board#isWide()}); 0 on every other board. */
    final long whiteHi;
    final long blackHi;
    final long kingsHi;
    final long obstaclesHi;
    private final Side sideToMove;
    /** The legal moves, computed on first use (a benign race: every thread computes the same list). */
    private List<Move> legal;

    Position(Variant variant, long white, long black, long kings, long obstacles, Side sideToMove) {
        this(variant, white, 0, black, 0, kings, 0, obstacles, 0, sideToMove, true);
    }

    /** A position given as two-word sets (low word, high word), for any board. */
    Position(Variant variant, long white, long whiteHi, long black, long blackHi, long kings, long kingsHi,
            long obstacles, long obstaclesHi, Side sideToMove) {
        this(variant, white, whiteHi, black, blackHi, kings, kingsHi, obstacles, obstaclesHi, sideToMove, true);
    }

    /** @param validate false only for the position after a legal move of a valid one (it cannot be invalid) */
    private Position(Variant variant, long white, long whiteHi, long black, long blackHi, long kings, long kingsHi,
            long obstacles, long obstaclesHi, Side sideToMove, boolean validate) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.white = white;
        this.black = black;
        this.kings = kings;
        this.obstacles = obstacles;
        this.whiteHi = whiteHi;
        this.blackHi = blackHi;
        this.kingsHi = kingsHi;
        this.obstaclesHi = obstaclesHi;
        this.sideToMove = Objects.requireNonNull(sideToMove, "sideToMove");
        if (validate) {
            validate();
        }
    }

    /** Reads a PDN FEN (see the class comment) for the variant. */
    public static Position fromFen(Variant variant, String fen) {
        return Fen.parse(variant, fen);
    }

    /** Builds a position from square lists (square numbers as in {@link Board}). */
    public static Position of(Variant variant, Side sideToMove, List<Integer> whiteMen, List<Integer> whiteKings,
            List<Integer> blackMen, List<Integer> blackKings, List<Integer> obstacleSquares) {
        Board b = variant.board;
        // sets[kind] = {low word, high word}; kinds: white, black, kings, obstacles
        long[][] sets = new long[4][2];
        put(b, sets, 0, whiteMen, "white man");
        put(b, sets, 0, whiteKings, "white king");
        put(b, sets, 2, whiteKings, null);
        put(b, sets, 1, blackMen, "black man");
        put(b, sets, 1, blackKings, "black king");
        put(b, sets, 2, blackKings, null);
        put(b, sets, 3, obstacleSquares, "obstacle");
        return new Position(variant, sets[0][0], sets[0][1], sets[1][0], sets[1][1], sets[2][0], sets[2][1],
                sets[3][0], sets[3][1], sideToMove);
    }

    /** Adds squares to {@code sets[kind]}; {@code what} names a piece that needs a free square (null: no check). */
    private static void put(Board b, long[][] sets, int kind, List<Integer> squares, String what) {
        for (int sq : squares) {
            int bit = b.bitOf(sq);
            if (what != null && Bits.has(sets[0][0] | sets[1][0] | sets[3][0], sets[0][1] | sets[1][1] | sets[3][1], bit)) {
                throw new InvalidPositionException(what + " on " + b.name(sq) + ": that square is already taken");
            }
            sets[kind][0] |= Bits.lo(bit);
            sets[kind][1] |= Bits.hi(bit);
        }
    }

    private void validate() {
        Board b = variant.board;
        if (((white | black | obstacles) & ~b.validMask()) != 0 || (kings & ~(white | black)) != 0
                || ((whiteHi | blackHi | obstaclesHi) & ~b.validMaskHigh()) != 0 || (kingsHi & ~(whiteHi | blackHi)) != 0) {
            throw new InvalidPositionException("pieces off the playable squares");
        }
        long clash = (white & black) | ((white | black) & obstacles);
        long clashHi = (whiteHi & blackHi) | ((whiteHi | blackHi) & obstaclesHi);
        if ((clash | clashHi) != 0) {
            throw new InvalidPositionException("two things on square " + b.name(b.squareOf(Bits.lowest(clash, clashHi))));
        }
        int max = variant.menPerSide();
        int whites = Bits.count(white, whiteHi), blacks = Bits.count(black, blackHi);
        if (whites > max) {
            throw new InvalidPositionException("white has " + whites + " pieces; " + variant.id
                    + " starts with " + max + " a side and pieces are never added");
        }
        if (blacks > max) {
            throw new InvalidPositionException("black has " + blacks + " pieces; " + variant.id
                    + " starts with " + max + " a side and pieces are never added");
        }
        if (whites + blacks == 0) {
            throw new InvalidPositionException("no pieces on the board");
        }
        checkMen(Side.WHITE, white & ~kings, whiteHi & ~kingsHi);
        checkMen(Side.BLACK, black & ~kings, blackHi & ~kingsHi);
        int o = Bits.count(obstacles, obstaclesHi);
        if (o != variant.obstacleCount()) {
            throw new InvalidPositionException(variant.obstacleCount() == 0
                    ? variant.id + " has no obstacles, but the position has " + o
                    : variant.id + " has exactly " + variant.obstacleCount() + " obstacles, the position has " + o);
        }
    }

    /** A man can never stand on its last rank (it would be a king), nor behind its start if it never goes back. */
    private void checkMen(Side side, long men, long menHi) {
        Board b = variant.board;
        int size = b.size();
        int lastRank = side == Side.WHITE ? size - 1 : 0;
        long bad = men & b.rankMask(lastRank);
        long badHi = menHi & b.rankMaskHigh(lastRank);
        String why = "a man on its last rank is a king";
        if ((bad | badHi) == 0 && !variant.menMayGoBack()) {
            int firstStartRank = 0;
            while ((b.rankMask(firstStartRank) & variant.whiteStart) == 0
                    && (b.rankMaskHigh(firstStartRank) & variant.whiteStartHi) == 0) {
                firstStartRank++;
            }
            for (int r = 0; r < firstStartRank; r++) {
                int rank = side == Side.WHITE ? r : size - 1 - r;
                bad |= men & b.rankMask(rank);
                badHi |= menHi & b.rankMaskHigh(rank);
            }
            why = variant.id + " men start on rank " + (side == Side.WHITE ? firstStartRank + 1 : size - firstStartRank)
                    + " and never move backwards";
        }
        if ((bad | badHi) != 0) {
            int sq = b.squareOf(Bits.lowest(bad, badHi));
            throw new InvalidPositionException(side.name().toLowerCase() + " man on " + b.name(sq)
                    + " cannot occur: " + why);
        }
    }

    public Variant variant() {
        return variant;
    }

    public Side sideToMove() {
        return sideToMove;
    }

    /** What stands on a square. */
    public Piece pieceAt(int square) {
        int bit = variant.board.bitOf(square);
        if (Bits.has(obstacles, obstaclesHi, bit)) {
            return Piece.OBSTACLE;
        }
        boolean king = Bits.has(kings, kingsHi, bit);
        if (Bits.has(white, whiteHi, bit)) {
            return king ? Piece.WHITE_KING : Piece.WHITE_MAN;
        }
        if (Bits.has(black, blackHi, bit)) {
            return king ? Piece.BLACK_KING : Piece.BLACK_MAN;
        }
        return Piece.EMPTY;
    }

    /**
     * The piece on every square at once, by square number ({@code out[0]} is left alone; {@code out} has at least
     * {@code squareCount() + 1} places): one pass over the occupied squares, for readers of whole boards position
     * after position (the archive's index) instead of a {@link #pieceAt} per square.
     */
    public void piecesBySquare(Piece[] out) {
        Board b = variant.board;
        java.util.Arrays.fill(out, 1, b.squareCount() + 1, Piece.EMPTY);
        place(out, white & ~kings, 0, Piece.WHITE_MAN);
        place(out, white & kings, 0, Piece.WHITE_KING);
        place(out, black & ~kings, 0, Piece.BLACK_MAN);
        place(out, black & kings, 0, Piece.BLACK_KING);
        place(out, obstacles, 0, Piece.OBSTACLE);
        if (b.isWide()) {
            place(out, whiteHi & ~kingsHi, 64, Piece.WHITE_MAN);
            place(out, whiteHi & kingsHi, 64, Piece.WHITE_KING);
            place(out, blackHi & ~kingsHi, 64, Piece.BLACK_MAN);
            place(out, blackHi & kingsHi, 64, Piece.BLACK_KING);
            place(out, obstaclesHi, 64, Piece.OBSTACLE);
        }
    }

    /**
     * The squares whose content differs from {@code other}'s (a position of the same board), written to {@code out}
     * (room for every square); returns how many. Consecutive positions of a game differ in a few squares: readers of
     * a whole line (the archive's index) follow the changes instead of reading every square of every position.
     */
    public int differingSquares(Position other, int[] out) {
        int n = place(out, 0, (white ^ other.white) | (black ^ other.black) | (kings ^ other.kings)
                | (obstacles ^ other.obstacles), 0);
        if (variant.board.isWide()) {
            n = place(out, n, (whiteHi ^ other.whiteHi) | (blackHi ^ other.blackHi) | (kingsHi ^ other.kingsHi)
                    | (obstaclesHi ^ other.obstaclesHi), 64);
        }
        return n;
    }

    private int place(int[] out, int n, long bits, int offset) {
        for (long s = bits; s != 0; s &= s - 1) {
            out[n++] = variant.board.squareOf(offset + Long.numberOfTrailingZeros(s));
        }
        return n;
    }

    private void place(Piece[] out, long bits, int offset, Piece piece) {
        for (long s = bits; s != 0; s &= s - 1) {
            out[variant.board.squareOf(offset + Long.numberOfTrailingZeros(s))] = piece;
        }
    }

    /** The squares holding this kind of piece, ascending. */
    public List<Integer> squares(Piece piece) {
        long set = switch (piece) {
            case WHITE_MAN -> white & ~kings;
            case WHITE_KING -> white & kings;
            case BLACK_MAN -> black & ~kings;
            case BLACK_KING -> black & kings;
            case OBSTACLE -> obstacles;
            case EMPTY -> variant.board.validMask() & ~(white | black | obstacles);
        };
        long setHi = switch (piece) {
            case WHITE_MAN -> whiteHi & ~kingsHi;
            case WHITE_KING -> whiteHi & kingsHi;
            case BLACK_MAN -> blackHi & ~kingsHi;
            case BLACK_KING -> blackHi & kingsHi;
            case OBSTACLE -> obstaclesHi;
            case EMPTY -> variant.board.validMaskHigh() & ~(whiteHi | blackHi | obstaclesHi);
        };
        List<Integer> out = new ArrayList<>();
        for (long s = set; s != 0; s &= s - 1) {
            out.add(variant.board.squareOf(Long.numberOfTrailingZeros(s)));
        }
        for (long s = setHi; s != 0; s &= s - 1) {
            out.add(variant.board.squareOf(64 + Long.numberOfTrailingZeros(s)));
        }
        out.sort(null);
        return out;
    }

    public int count(Piece piece) {
        return squares(piece).size();
    }

    /** Pieces (men and kings) of a side. */
    public int pieceCount(Side side) {
        return side == Side.WHITE ? Bits.count(white, whiteHi) : Bits.count(black, blackHi);
    }

    public int kingCount(Side side) {
        return side == Side.WHITE ? Bits.count(white & kings, whiteHi & kingsHi)
                : Bits.count(black & kings, blackHi & kingsHi);
    }

    /** The legal moves, every capture path listed (see {@link MoveGenerator#legalMoves}); unmodifiable. */
    public List<Move> legalMoves() {
        List<Move> moves = legal;
        if (moves == null) {
            moves = MoveGenerator.legalMoves(this); // unmodifiable, and made for this position only
            legal = moves;
        }
        return moves;
    }

    /**
     * The legal moves written as {@code text}: origin, then the landing squares given (at least the
     * destination), separated by {@code -} or {@code x} (either separator is accepted for any move; a
     * reader wanting strictness checks {@link Move#isCapture()}). Intermediate squares must be landing
     * squares of the capture, in order, but need not all be given. If some capture's landing squares are
     * exactly the ones written, only such exact matches count (so {@code 14x21} means the single jump even when
     * a longer capture also ends on 21). Moves with the same effect ({@link Move#sameEffect}) are listed once,
     * so more than one result means the text is ambiguous.
     *
     * @throws IllegalArgumentException if the text is not squares of this board separated by - or x
     */
    public List<Move> movesMatching(String text) {
        String[] parts = text.trim().split("[-x:]", -1);
        if (parts.length < 2) {
            throw new IllegalArgumentException("move '" + text + "': expected squares separated by - or x");
        }
        Board b = variant.board;
        int[] squares = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                squares[i] = b.parseSquare(parts[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move '" + text + "': " + e.getMessage(), e);
            }
        }
        List<Integer> written = new ArrayList<>();
        for (int i = 1; i < squares.length; i++) {
            written.add(squares[i]);
        }
        List<Move> matches = new ArrayList<>();
        boolean exact = false;
        for (Move m : legalMoves()) {
            if (m.from() != squares[0] || m.to() != squares[squares.length - 1]) {
                continue;
            }
            List<Integer> path = m.path();
            int k = 0;
            for (int i = 1; i < squares.length - 1 && k >= 0; i++) {
                int at = path.subList(k, path.size()).indexOf(squares[i]);
                k = at < 0 ? -1 : k + at + 1;
            }
            if (k >= 0) {
                matches.add(m);
                exact |= path.equals(written);
            }
        }
        List<Move> out = new ArrayList<>();
        for (Move m : matches) {
            if ((!exact || m.path().equals(written)) && out.stream().noneMatch(m::sameEffect)) {
                out.add(m);
            }
        }
        return out;
    }

    /**
     * How a legal move of this position is written: the short form ({@code 32-28}, {@code 28x19}) when no other
     * legal move with a different effect shares its origin and destination, otherwise the long form with every
     * landing square ({@code 28x37x48}), which identifies the capture.
     */
    public String notation(Move move) {
        Board b = variant.board;
        List<Move> legal = legalMoves();
        if (legal.stream().noneMatch(move::sameEffect)) {
            throw new IllegalMoveException("illegal move " + move.notation(b) + " in " + toFen());
        }
        boolean ambiguous = legal.stream().anyMatch(m -> m.from() == move.from() && m.to() == move.to()
                && !m.sameEffect(move));
        return ambiguous ? move.longNotation(b) : move.notation(b);
    }

    /**
     * The position after a move, which must be one of {@link #legalMoves()} (compared by origin,
     * destination and captured squares); anything else is refused with an {@link IllegalMoveException}.
     */
    public Position play(Move move) {
        for (Move m : legalMoves()) {
            if (m.sameEffect(move)) {
                return apply(m);
            }
        }
        throw new IllegalMoveException("illegal move " + move.notation(variant.board) + " in " + toFen());
    }

    /** Applies a move known to be legal here. */
    Position apply(Move m) {
        Board b = variant.board;
        int from = b.bitOf(m.from()), to = b.bitOf(m.to());
        long captured = 0, capturedHi = 0;
        for (int i = 0; i < m.captureCount(); i++) {
            int bit = b.bitOf(m.capturedSquare(i));
            captured |= Bits.lo(bit);
            capturedHi |= Bits.hi(bit);
        }
        boolean white2move = sideToMove == Side.WHITE;
        long me = white2move ? white : black, meHi = white2move ? whiteHi : blackHi;
        long opp = white2move ? black : white, oppHi = white2move ? blackHi : whiteHi;
        boolean king = Bits.has(kings, kingsHi, from);
        me = (me & ~Bits.lo(from)) | Bits.lo(to);
        meHi = (meHi & ~Bits.hi(from)) | Bits.hi(to);
        opp &= ~captured;
        oppHi &= ~capturedHi;
        long k = kings & ~captured & ~Bits.lo(from);
        long kHi = kingsHi & ~capturedHi & ~Bits.hi(from);
        if (king || m.promotes()) {
            k |= Bits.lo(to);
            kHi |= Bits.hi(to);
        }
        return new Position(variant, white2move ? me : opp, white2move ? meHi : oppHi, white2move ? opp : me,
                white2move ? oppHi : meHi, k, kHi, obstacles, obstaclesHi, sideToMove.opponent(), false);
    }

    /** Zobrist hash of the pieces, obstacles and side to move (see {@link Zobrist}). */
    public long hash() {
        return Zobrist.hash(this);
    }

    /** {@link #hash()} from the hash of {@code before}, a position of the same board (cheaper when few squares differ). */
    public long hash(Position before, long beforeHash) {
        return Zobrist.hash(this, before, beforeHash);
    }

    public String toFen() {
        return Fen.format(this);
    }

    /** The same pieces with the other side to move (for analysis and tests). */
    public Position withSideToMove(Side side) {
        return new Position(variant, white, whiteHi, black, blackHi, kings, kingsHi, obstacles, obstaclesHi, side);
    }

    /** A diagram, White at the bottom: {@code w W b B} for men/kings, {@code #} obstacle, {@code .} empty. */
    public String diagram() {
        Board b = variant.board;
        StringBuilder sb = new StringBuilder();
        for (int r = b.size() - 1; r >= 0; r--) {
            for (int f = 0; f < b.size(); f++) {
                int sq = b.squareAt(f, r);
                sb.append(sq == 0 ? ' ' : pieceAt(sq).symbol());
                if (f < b.size() - 1) {
                    sb.append(' ');
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.variant == variant && p.white == white && p.black == black
                && p.kings == kings && p.obstacles == obstacles && p.sideToMove == sideToMove
                && p.whiteHi == whiteHi && p.blackHi == blackHi && p.kingsHi == kingsHi && p.obstaclesHi == obstaclesHi;
    }

    @Override
    public int hashCode() {
        // a cheap mix of the fields equals compares (hash() is the stable Zobrist key, dearer to compute)
        long h = white * 0x9E3779B97F4A7C15L ^ black * 0xC2B2AE3D27D4EB4FL ^ kings * 0x165667B19E3779F9L
                ^ obstacles * 0x27D4EB2F165667C5L ^ sideToMove.ordinal()
                ^ (whiteHi * 0x94D049BB133111EBL ^ blackHi * 0xBF58476D1CE4E5B9L ^ kingsHi * 0xD6E8FEB86659FD93L);
        return Long.hashCode(h ^ (h >>> 31));
    }

    @Override
    public String toString() {
        return variant.id + " " + toFen();
    }
}
