package org.hakem.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A named rule set, as data. The shared {@link MoveGenerator} plays every variant from these fields;
 * the concrete variants are declared in {@link Variants}.
 *
 * <p>Directions of men are given for White; Black uses their mirror image.
 */
public final class Variant {

    /** When the pieces jumped in a multiple capture leave the board. */
    public enum Removal {
        /** Each piece leaves as soon as it is jumped: its square may be crossed again (Turkish). */
        IMMEDIATE,
        /** Pieces leave after the whole move: they block the capturer and are jumped at most once. */
        AFTER_MOVE
    }

    /** Which of the available captures the player may choose from. */
    public enum Precedence {
        /** Any capture (a started capture must still be completed). */
        FREE,
        /** A capture taking the most pieces; kings and men count the same. */
        MAJORITY,
        /** If a king can capture, a king must capture; otherwise free choice (Czech). */
        KING_FIRST,
        /** Most pieces; among those, most kings captured (Spanish). */
        MAJORITY_THEN_KINGS,
        /**
         * Italian quality: most pieces; then a capture by a king; then most kings captured; then the capture
         * meeting a king earliest.
         */
        QUALITY,
        /**
         * Frisian value: the capture of highest value, a king counting less than two men but more than one (two
         * kings outweigh three men); among equal values a capture by a king.
         */
        VALUE
    }

    /** What a man does when it reaches the last rank in the middle of a capture. */
    public enum PromotionDuringCapture {
        /** It goes on capturing as a man and is promoted only if the move ends on the last rank. */
        CONTINUE_AS_MAN,
        /** The move ends there and the man is promoted. */
        STOP,
        /** The man is promoted at once and goes on capturing as a king (Russian draughts). */
        CONTINUE_AS_KING
    }

    /** The rules that end a game besides "a side with no legal move loses". */
    public enum EndRule {
        /** One piece each (man or king) is a draw (TDF V4.0). */
        ONE_PIECE_EACH_DRAWS,
        /** A side reduced to a single man against a king loses (classic Turkish texts). */
        KING_AGAINST_SINGLE_MAN_WINS,
        /** The same position with the same side to move for the third time is a draw. */
        THREEFOLD_REPETITION,
        /** 25 moves each of king moves only, without capture, is a draw (FMJD). */
        KING_MOVES_ONLY_25,
        /** FMJD 16-move rule: 3 pieces with a king (3K, 2K+M, K+2M) against a single king. */
        SIXTEEN_MOVES_ENDGAME,
        /** FMJD 5-move rule: 2K, K+M or K against a single king. */
        FIVE_MOVES_ENDGAME,
        /** 50 plies without a capture end the game: more pieces wins, equal is a draw (obstacle checkers). */
        NO_CAPTURE_50_PLIES_MATERIAL_DECIDES,
        /** 15 moves each of king moves only, without capture or man move, is a draw (Russian). */
        KING_MOVES_ONLY_15,
        /** Three or more kings against a lone king: drawn if the king is not taken within 15 moves each (Russian). */
        THREE_KINGS_AGAINST_KING_15,
        /** The side to move that has no legal move wins (antidraughts); replaces "no legal move loses". */
        NO_LEGAL_MOVE_WINS,
        /** The first side to get a king wins (breakthrough). */
        FIRST_KING_WINS
    }

    private static final Map<String, Variant> BY_ID = new LinkedHashMap<>();

    final String id;
    final String name;
    final int gameType;
    final Board board;
    final Side firstToMove;
    final long whiteStart;
    final long blackStart;
    /** Bits 64..127 of the start sets, on wide boards. */
    final long whiteStartHi;
    final long blackStartHi;
    final Direction[] manSteps;
    final Direction[] manCaptures;
    final Direction[] kingDirections;
    final Direction[] kingCaptures;
    final boolean flyingKings;
    final Removal removal;
    final Precedence precedence;
    final PromotionDuringCapture promotionDuringCapture;
    final int captureLimit;
    final boolean menCaptureKings;
    final boolean kingLandsRightBehind;
    final boolean kingHaltsBehindKing;
    final int maxSameKingMoves;
    final int obstacleCount;
    final Set<EndRule> endRules;
    final String description;
    private final ThreadLocal<MoveGenerator> generators;
    private final ThreadLocal<WideMoveGenerator> wideGenerators;

    private Variant(Builder b) {
        this.id = b.id;
        this.name = b.name;
        this.gameType = b.gameType;
        this.board = b.board;
        this.firstToMove = b.firstToMove;
        this.manSteps = b.manSteps;
        this.manCaptures = b.manCaptures;
        this.kingDirections = b.kingDirections;
        this.kingCaptures = b.kingCaptures != null ? b.kingCaptures : b.kingDirections;
        this.flyingKings = b.flyingKings;
        this.removal = b.removal;
        this.precedence = b.precedence;
        this.promotionDuringCapture = b.promotionDuringCapture;
        this.captureLimit = b.captureLimit;
        this.menCaptureKings = b.menCaptureKings;
        this.kingLandsRightBehind = b.kingLandsRightBehind;
        this.kingHaltsBehindKing = b.kingHaltsBehindKing;
        this.maxSameKingMoves = b.maxSameKingMoves;
        this.obstacleCount = b.obstacleCount;
        this.endRules = Collections.unmodifiableSet(b.endRules.isEmpty()
                ? EnumSet.noneOf(EndRule.class) : EnumSet.copyOf(b.endRules));
        this.description = b.description;
        long w = 0, bl = 0, wHi = 0, blHi = 0;
        for (int r = b.firstMenRank; r <= b.lastMenRank; r++) {
            w |= board.rankMask(r);
            bl |= board.rankMask(board.size() - 1 - r);
            wHi |= board.rankMaskHigh(r);
            blHi |= board.rankMaskHigh(board.size() - 1 - r);
        }
        this.whiteStart = w;
        this.blackStart = bl;
        this.whiteStartHi = wHi;
        this.blackStartHi = blHi;
        this.generators = ThreadLocal.withInitial(() -> new MoveGenerator(this));
        this.wideGenerators = ThreadLocal.withInitial(() -> new WideMoveGenerator(this, false));
        for (Direction d : concat(manSteps, manCaptures, kingDirections, kingCaptures)) {
            if (board.shift[d.ordinal()] == 0 && board.shift[d.mirrored().ordinal()] == 0) {
                throw new IllegalArgumentException(id + ": direction " + d + " is not a step on " + board);
            }
        }
    }

    private static Direction[] concat(Direction[]... parts) {
        List<Direction> all = new ArrayList<>();
        for (Direction[] p : parts) {
            all.addAll(Arrays.asList(p));
        }
        return all.toArray(new Direction[0]);
    }

    static Variant register(Variant v) {
        synchronized (BY_ID) {
            if (BY_ID.putIfAbsent(v.id, v) != null) {
                throw new IllegalStateException("duplicate variant id " + v.id);
            }
        }
        return v;
    }

    /** The variant with this id ({@code turkish}, {@code international}, ...). */
    public static Optional<Variant> byId(String id) {
        Variants.ensureLoaded();
        synchronized (BY_ID) {
            return Optional.ofNullable(BY_ID.get(id.trim().toLowerCase()));
        }
    }

    /** Like {@link #byId} but throws an exception listing the known ids. */
    public static Variant require(String id) {
        return byId(id).orElseThrow(() -> new IllegalArgumentException(
                "unknown variant '" + id + "', expected one of " + ids()));
    }

    /** The default variant of a PDN GameType number (for 30: {@code turkish}, the TDF V4.0 reading). */
    public static Optional<Variant> byGameType(int gameType) {
        for (Variant v : all()) {
            if (v.gameType == gameType) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** All variants, in declaration order (the default variant of a GameType comes first). */
    public static List<Variant> all() {
        Variants.ensureLoaded();
        synchronized (BY_ID) {
            return List.copyOf(BY_ID.values());
        }
    }

    public static List<String> ids() {
        return all().stream().map(Variant::id).toList();
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** The PDN GameType number; custom variants use numbers documented in docs/rules.md. */
    public int gameType() {
        return gameType;
    }

    public Board board() {
        return board;
    }

    public Side firstToMove() {
        return firstToMove;
    }

    public boolean flyingKings() {
        return flyingKings;
    }

    public Removal removal() {
        return removal;
    }

    public Precedence precedence() {
        return precedence;
    }

    public PromotionDuringCapture promotionDuringCapture() {
        return promotionDuringCapture;
    }

    /** Most pieces one move may capture, 0 for no limit. */
    public int captureLimit() {
        return captureLimit;
    }

    /** Whether a man may capture a king (not in Italian draughts). */
    public boolean menCaptureKings() {
        return menCaptureKings;
    }

    /** Whether a flying king, after jumping, must land on the square right behind the piece (Thai). */
    public boolean kingLandsRightBehind() {
        return kingLandsRightBehind;
    }

    /**
     * Whether a flying king whose capture ends by taking a king must stop on the square right behind that king
     * (killer draughts); otherwise it may land on any empty square beyond.
     */
    public boolean kingHaltsBehindKing() {
        return kingHaltsBehindKing;
    }

    /**
     * Most plain moves in a row one king may make while its side still has men (Frisian: 3), 0 for no limit.
     * A history rule: {@link Game} applies it, a bare {@link Position} does not know the history.
     */
    public int maxSameKingMoves() {
        return maxSameKingMoves;
    }

    /** Number of obstacle squares placed at the start of a game (0 for none). */
    public int obstacleCount() {
        return obstacleCount;
    }

    public Set<EndRule> endRules() {
        return endRules;
    }

    /** Whether a man ever moves or captures towards its own side (if not, it never stands behind its start). */
    public boolean menMayGoBack() {
        for (Direction d : concatMen()) {
            if (d.dr < 0) {
                return true;
            }
        }
        return false;
    }

    private Direction[] concatMen() {
        return concat(manSteps, manCaptures);
    }

    /** Number of men each side starts with. */
    public int menPerSide() {
        return Bits.count(whiteStart, whiteStartHi);
    }

    /** One paragraph saying what the variant is and where its rules come from. */
    public String description() {
        return description;
    }

    public List<Direction> manSteps() {
        return List.of(manSteps);
    }

    public List<Direction> manCaptures() {
        return List.of(manCaptures);
    }

    /** Directions a king moves in. */
    public List<Direction> kingDirections() {
        return List.of(kingDirections);
    }

    /** Directions a king captures in (the move directions unless declared otherwise, e.g. Frisian). */
    public List<Direction> kingCaptures() {
        return List.of(kingCaptures);
    }

    /** The generator for the calling thread (generators keep scratch buffers and are not shared). */
    MoveGenerator generator() {
        return generators.get();
    }

    /** The two-word generator for the calling thread (wide boards; it also plays narrow ones, for tests). */
    WideMoveGenerator wideGenerator() {
        return wideGenerators.get();
    }

    /** The start position (for variants with obstacles, use {@link #initialPosition(long)}). */
    public Position initialPosition() {
        if (obstacleCount > 0) {
            throw new IllegalStateException(id + " places " + obstacleCount
                    + " random obstacles: use initialPosition(seed)");
        }
        return new Position(this, whiteStart, whiteStartHi, blackStart, blackStartHi, 0, 0, 0, 0, firstToMove);
    }

    /**
     * The start position with obstacles drawn from the given seed: the same seed gives the same squares on
     * every run and machine. Squares are drawn from the empty playable squares in ascending square-number
     * order by {@code java.util.Random(seed).nextInt(remaining)}, without replacement.
     */
    public Position initialPosition(long seed) {
        if (obstacleCount == 0) {
            return initialPosition();
        }
        java.util.Random random = new java.util.Random(seed);
        List<Integer> free = new ArrayList<>();
        for (int sq = 1; sq <= board.squareCount(); sq++) {
            if (!Bits.has(whiteStart | blackStart, whiteStartHi | blackStartHi, board.bitOf(sq))) {
                free.add(sq);
            }
        }
        long obstacles = 0, obstaclesHi = 0;
        for (int i = 0; i < obstacleCount; i++) {
            int bit = board.bitOf(free.remove(random.nextInt(free.size())));
            obstacles |= Bits.lo(bit);
            obstaclesHi |= Bits.hi(bit);
        }
        return new Position(this, whiteStart, whiteStartHi, blackStart, blackStartHi, 0, 0, obstacles, obstaclesHi,
                firstToMove);
    }

    @Override
    public String toString() {
        return id;
    }

    static Builder builder(String id, String name, int gameType) {
        return new Builder(id, name, gameType);
    }

    /** Declares a variant; see {@link Variants} for the pages built with it. */
    static final class Builder {
        private final String id;
        private final String name;
        private final int gameType;
        private Board board;
        private Side firstToMove = Side.WHITE;
        private int firstMenRank, lastMenRank;
        private Direction[] manSteps, manCaptures, kingDirections, kingCaptures;
        private boolean flyingKings;
        private Removal removal = Removal.AFTER_MOVE;
        private Precedence precedence = Precedence.FREE;
        private PromotionDuringCapture promotionDuringCapture = PromotionDuringCapture.CONTINUE_AS_MAN;
        private int captureLimit;
        private boolean menCaptureKings = true;
        private boolean kingLandsRightBehind;
        private boolean kingHaltsBehindKing;
        private int maxSameKingMoves;
        private int obstacleCount;
        private final Set<EndRule> endRules = EnumSet.noneOf(EndRule.class);
        private String description = "";

        private Builder(String id, String name, int gameType) {
            this.id = id;
            this.name = name;
            this.gameType = gameType;
        }

        Builder board(Board b) { this.board = b; return this; }

        Builder first(Side s) { this.firstToMove = s; return this; }

        /** White's men fill these ranks (1-based, inclusive); Black's fill the mirrored ranks. */
        Builder menOnRanks(int first, int last) { this.firstMenRank = first - 1; this.lastMenRank = last - 1; return this; }

        Builder manSteps(Direction... d) { this.manSteps = d; return this; }

        Builder manCaptures(Direction... d) { this.manCaptures = d; return this; }

        /** Flying kings moving and capturing in these directions (declare {@link #kingCaptures} after it to differ). */
        Builder flyingKings(Direction... d) { this.kingDirections = d; this.kingCaptures = null; this.flyingKings = true; return this; }

        Builder shortKings(Direction... d) { this.kingDirections = d; this.kingCaptures = null; this.flyingKings = false; return this; }

        /** King capture directions, when they differ from the move directions. */
        Builder kingCaptures(Direction... d) { this.kingCaptures = d; return this; }

        Builder kingHaltsBehindKing() { this.kingHaltsBehindKing = true; return this; }

        Builder maxSameKingMoves(int n) { this.maxSameKingMoves = n; return this; }

        Builder removal(Removal r) { this.removal = r; return this; }

        Builder precedence(Precedence p) { this.precedence = p; return this; }

        Builder promotionDuringCapture(PromotionDuringCapture p) { this.promotionDuringCapture = p; return this; }

        Builder captureLimit(int n) { this.captureLimit = n; return this; }

        Builder menCannotCaptureKings() { this.menCaptureKings = false; return this; }

        Builder kingLandsRightBehind() { this.kingLandsRightBehind = true; return this; }

        Builder obstacles(int n) { this.obstacleCount = n; return this; }

        Builder endRules(EndRule... rules) { this.endRules.addAll(Arrays.asList(rules)); return this; }

        Builder description(String text) { this.description = text; return this; }

        /** Starts from another variant's data ("like X, except ..."). */
        Builder like(Variant v) {
            this.board = v.board;
            this.firstToMove = v.firstToMove;
            this.firstMenRank = rankOfFirst(v);
            this.lastMenRank = rankOfLast(v);
            this.manSteps = v.manSteps;
            this.manCaptures = v.manCaptures;
            this.kingDirections = v.kingDirections;
            this.kingCaptures = v.kingCaptures;
            this.flyingKings = v.flyingKings;
            this.removal = v.removal;
            this.precedence = v.precedence;
            this.promotionDuringCapture = v.promotionDuringCapture;
            this.captureLimit = v.captureLimit;
            this.menCaptureKings = v.menCaptureKings;
            this.kingLandsRightBehind = v.kingLandsRightBehind;
            this.kingHaltsBehindKing = v.kingHaltsBehindKing;
            this.maxSameKingMoves = v.maxSameKingMoves;
            this.obstacleCount = v.obstacleCount;
            this.endRules.addAll(v.endRules);
            return this;
        }

        Builder withoutEndRules(EndRule... rules) { this.endRules.removeAll(Arrays.asList(rules)); return this; }

        private static int rankOfFirst(Variant v) {
            for (int r = 0; r < v.board.size(); r++) {
                if ((v.board.rankMask(r) & v.whiteStart) != 0 || (v.board.rankMaskHigh(r) & v.whiteStartHi) != 0) {
                    return r;
                }
            }
            return 0;
        }

        private static int rankOfLast(Variant v) {
            for (int r = v.board.size() - 1; r >= 0; r--) {
                if ((v.board.rankMask(r) & v.whiteStart) != 0 || (v.board.rankMaskHigh(r) & v.whiteStartHi) != 0) {
                    return r;
                }
            }
            return 0;
        }

        Variant build() {
            return register(new Variant(this));
        }

        /** A variant outside the registry (for trying rule data in tests before a variant is published). */
        Variant buildUnregistered() {
            return new Variant(this);
        }
    }
}
