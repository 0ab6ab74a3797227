package org.hakem.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A named variant: its id, PDN GameType and description, its {@link Rules} as declared, and those rules compiled
 * once into the immutable {@link RuleSet} both move generators and {@link Game} read. The concrete variants are
 * declared in {@link Variants}, which also holds the registry the static look-ups here read.
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

    final String id;
    final String name;
    final int gameType;
    final Rules rules;
    final Board board;
    final long whiteStart;
    final long blackStart;
    /** Bits 64..127 of the start sets, on wide boards. */
    final long whiteStartHi;
    final long blackStartHi;
    final String description;
    /** The rules compiled once, shared by both generators and {@link Game}. */
    final RuleSet ruleSet;
    private final ThreadLocal<MoveGenerator> generators;
    private final ThreadLocal<WideMoveGenerator> wideGenerators;

    /**
     * A variant with these rules. Only the variants of {@link Variants#registry()} are found by id; one made
     * here stands apart (for trying rule data in tests before a variant is published).
     */
    Variant(String id, String name, int gameType, Rules rules, String description) {
        this.id = id;
        this.name = name;
        this.gameType = gameType;
        this.rules = rules;
        this.board = rules.board();
        this.description = description;
        long w = 0, bl = 0, wHi = 0, blHi = 0;
        for (int r = rules.firstMenRank() - 1; r < rules.lastMenRank(); r++) {
            w |= board.rankMask(r);
            bl |= board.rankMask(board.size() - 1 - r);
            wHi |= board.rankMaskHigh(r);
            blHi |= board.rankMaskHigh(board.size() - 1 - r);
        }
        this.whiteStart = w;
        this.blackStart = bl;
        this.whiteStartHi = wHi;
        this.blackStartHi = blHi;
        for (List<Direction> dirs : List.of(rules.manSteps(), rules.manCaptures(), rules.kingDirections(),
                rules.kingCaptures())) {
            for (Direction d : dirs) {
                if (board.shift[d.ordinal()] == 0 && board.shift[d.mirrored().ordinal()] == 0) {
                    throw new IllegalArgumentException(id + ": direction " + d + " is not a step on " + board);
                }
            }
        }
        this.ruleSet = new RuleSet(rules);
        this.generators = ThreadLocal.withInitial(() -> new MoveGenerator(this));
        this.wideGenerators = ThreadLocal.withInitial(() -> new WideMoveGenerator(this, false));
    }

    /** The variant with this id ({@code turkish}, {@code international}, ...). */
    public static Optional<Variant> byId(String id) {
        return Variants.registry().byId(id);
    }

    /** Like {@link #byId} but throws an exception listing the known ids. */
    public static Variant require(String id) {
        return Variants.registry().require(id);
    }

    /** The default variant of a PDN GameType number (for 30: {@code turkish}, the TDF V4.0 reading). */
    public static Optional<Variant> byGameType(int gameType) {
        return Variants.registry().byGameType(gameType);
    }

    /** All variants, in declaration order (the default variant of a GameType comes first). */
    public static List<Variant> all() {
        return Variants.registry().all();
    }

    public static List<String> ids() {
        return Variants.registry().ids();
    }

    /** The rules as declared: "like this variant, except ..." is {@code rules().with...(...)}. */
    public Rules rules() {
        return rules;
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
        return rules.firstToMove();
    }

    public boolean flyingKings() {
        return rules.flyingKings();
    }

    public Removal removal() {
        return rules.removal();
    }

    public Precedence precedence() {
        return rules.precedence();
    }

    public PromotionDuringCapture promotionDuringCapture() {
        return rules.promotionDuringCapture();
    }

    /** Most pieces one move may capture, 0 for no limit. */
    public int captureLimit() {
        return rules.captureLimit();
    }

    /** Whether a man may capture a king (not in Italian draughts). */
    public boolean menCaptureKings() {
        return rules.menCaptureKings();
    }

    /** Whether a flying king, after jumping, must land on the square right behind the piece (Thai). */
    public boolean kingLandsRightBehind() {
        return rules.kingLandsRightBehind();
    }

    /**
     * Whether a flying king whose capture ends by taking a king must stop on the square right behind that king
     * (killer draughts); otherwise it may land on any empty square beyond.
     */
    public boolean kingHaltsBehindKing() {
        return rules.kingHaltsBehindKing();
    }

    /**
     * Most plain moves in a row one king may make while its side still has men (Frisian: 3), 0 for no limit.
     * A history rule: {@link Game} applies it, a bare {@link Position} does not know the history.
     */
    public int maxSameKingMoves() {
        return rules.maxSameKingMoves();
    }

    /** Number of obstacle squares placed at the start of a game (0 for none). */
    public int obstacleCount() {
        return rules.obstacleCount();
    }

    /** The end rules besides "a side with no legal move loses". */
    public Set<EndRule> endRules() {
        return rules.endRules();
    }

    /** Whether a man ever moves or captures towards its own side (if not, it never stands behind its start). */
    public boolean menMayGoBack() {
        return Stream.concat(rules.manSteps().stream(), rules.manCaptures().stream()).anyMatch(d -> d.dr < 0);
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
        return rules.manSteps();
    }

    public List<Direction> manCaptures() {
        return rules.manCaptures();
    }

    /** Directions a king moves in. */
    public List<Direction> kingDirections() {
        return rules.kingDirections();
    }

    /** Directions a king captures in (the move directions unless declared otherwise, e.g. Frisian). */
    public List<Direction> kingCaptures() {
        return rules.kingCaptures();
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
        if (rules.obstacleCount() > 0) {
            throw new IllegalStateException(id + " places " + rules.obstacleCount()
                    + " random obstacles: use initialPosition(seed)");
        }
        Position start = initial;
        if (start == null) { // a benign race: two threads may make equal positions
            start = new Position(this, whiteStart, whiteStartHi, blackStart, blackStartHi, 0, 0, 0, 0, rules.firstToMove());
            initial = start;
        }
        return start;
    }

    /**
     * The start position, made once: positions are immutable, and every game replayed from the start (most of an
     * import) would otherwise check it and generate its moves again.
     */
    private Position initial;

    /**
     * The start position with obstacles drawn from the given seed: the same seed gives the same squares on
     * every run and machine. Squares are drawn from the empty playable squares in ascending square-number
     * order by {@code java.util.Random(seed).nextInt(remaining)}, without replacement.
     */
    public Position initialPosition(long seed) {
        if (rules.obstacleCount() == 0) {
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
        for (int i = 0; i < rules.obstacleCount(); i++) {
            int bit = board.bitOf(free.remove(random.nextInt(free.size())));
            obstacles |= Bits.lo(bit);
            obstaclesHi |= Bits.hi(bit);
        }
        return new Position(this, whiteStart, whiteStartHi, blackStart, blackStartHi, 0, 0, obstacles, obstaclesHi,
                rules.firstToMove());
    }

    @Override
    public String toString() {
        return id;
    }
}
