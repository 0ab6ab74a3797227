package org.hakem.rules;

import static org.hakem.rules.Direction.E;
import static org.hakem.rules.Direction.N;
import static org.hakem.rules.Direction.NE;
import static org.hakem.rules.Direction.NW;
import static org.hakem.rules.Direction.S;
import static org.hakem.rules.Direction.SE;
import static org.hakem.rules.Direction.SW;
import static org.hakem.rules.Direction.W;
import static org.hakem.rules.EndRule.FIRST_KING_WINS;
import static org.hakem.rules.EndRule.FIVE_MOVES_ENDGAME;
import static org.hakem.rules.EndRule.KING_MOVES_ONLY_15;
import static org.hakem.rules.EndRule.NO_LEGAL_MOVE_WINS;
import static org.hakem.rules.EndRule.THREE_KINGS_AGAINST_KING_15;
import static org.hakem.rules.EndRule.KING_AGAINST_SINGLE_MAN_WINS;
import static org.hakem.rules.EndRule.KING_MOVES_ONLY_25;
import static org.hakem.rules.EndRule.NO_CAPTURE_50_PLIES_MATERIAL_DECIDES;
import static org.hakem.rules.EndRule.ONE_PIECE_EACH_DRAWS;
import static org.hakem.rules.EndRule.SIXTEEN_MOVES_ENDGAME;
import static org.hakem.rules.EndRule.THREEFOLD_REPETITION;

import java.util.List;

import org.hakem.rules.Variant.Precedence;
import org.hakem.rules.Variant.PromotionDuringCapture;
import org.hakem.rules.Variant.Removal;

/**
 * The variants, one declaration each, stating only their rules: a variant "like X, except ..." starts from
 * {@code X.rules()} and says what differs. {@link #registry()} publishes them. Sources and readings:
 * docs/rules.md.
 */
public final class Variants {

    private Variants() {
    }

    /** Italian board (PDN GameType 22 "N2,1"): a1 is a light square, square 1 is a8, White's men on 21-32. */
    private static final Board ITALIAN_BOARD = Board.diagonal(8, Board.Notation.NUMERIC, false, Board.SquareOne.TOP_LEFT);
    /** Spanish and Portuguese board (GameType 24/28 "N1,1"): a1 light, square 1 is h1, White's men on 1-12. */
    private static final Board IBERIAN_BOARD = Board.diagonal(8, Board.Notation.NUMERIC, false,
            Board.SquareOne.BOTTOM_RIGHT);
    /** Thai board (GameType 31 "B,N2,0"): a1 dark, square 1 is g1 (top left seen by Black, who starts). */
    private static final Board THAI_BOARD = Board.diagonal(8, Board.Notation.NUMERIC, true, Board.SquareOne.BOTTOM_RIGHT);

    /** Turkish draughts, TDF rules V4.0 (seed 001). */
    public static final Variant TURKISH = new Variant("turkish", "Turkish draughts", 30,
            Rules.on(Board.ALL_SQUARES_8)
                    .withMenOnRanks(2, 3)
                    .withManSteps(N, E, W)
                    .withManCaptures(N, E, W)
                    .withFlyingKings(N, E, S, W)
                    .withRemoval(Removal.IMMEDIATE)
                    .withPrecedence(Precedence.MAJORITY)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
                    .withEndRules(ONE_PIECE_EACH_DRAWS, THREEFOLD_REPETITION),
            "Turkish Draughts Federation rules V4.0: orthogonal men and flying kings, pieces removed "
                    + "as jumped, most pieces must be taken, no 180-degree turn; a man reaching the last rank in a "
                    + "capture goes on as a man; one piece each is a draw.");

    /** Turkish draughts as the older texts (seeds 000, 003) state it. */
    public static final Variant TURKISH_CLASSIC = new Variant("turkish-classic", "Turkish draughts (classic)", 30,
            TURKISH.rules()
                    .withPromotionDuringCapture(PromotionDuringCapture.STOP)
                    .withoutEndRules(ONE_PIECE_EACH_DRAWS)
                    .withEndRules(KING_AGAINST_SINGLE_MAN_WINS),
            "Turkish draughts as in the classic English texts: promotion ends the move, and a king "
                    + "against a single man wins (no one-piece-each draw).");

    /** International draughts, 10x10 (seed 002 and FMJD game-end rules). */
    public static final Variant INTERNATIONAL = new Variant("international", "International draughts", 20,
            Rules.on(Board.DIAGONAL_10)
                    .withMenOnRanks(1, 4)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW, SE, SW)
                    .withFlyingKings(NE, NW, SE, SW)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.MAJORITY)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
                    .withEndRules(THREEFOLD_REPETITION, KING_MOVES_ONLY_25, SIXTEEN_MOVES_ENDGAME, FIVE_MOVES_ENDGAME),
            "FMJD international draughts: 10x10, flying kings, majority capture, pieces removed "
                    + "after the move; draws by repetition, 25 king-only moves, and the 16- and 5-move endgame rules.");

    /** English draughts / American checkers. */
    public static final Variant ENGLISH = new Variant("english", "English draughts / American checkers", 21,
            Rules.on(Board.DIAGONAL_8_NUMERIC)
                    .withFirstToMove(Side.BLACK)
                    .withMenOnRanks(1, 3)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW)
                    .withShortKings(NE, NW, SE, SW)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.FREE)
                    .withPromotionDuringCapture(PromotionDuringCapture.STOP),
            "English draughts / American checkers: Black starts, men forward only, short kings, "
                    + "free choice among captures, a man reaching the last rank ends its move.");

    /** Czech draughts (seed 003), 12 men each. */
    public static final Variant CZECH = new Variant("czech", "Czech draughts", 29,
            Rules.on(Board.DIAGONAL_8_ALGEBRAIC)
                    .withMenOnRanks(1, 3)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW)
                    .withFlyingKings(NE, NW, SE, SW)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.KING_FIRST)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN),
            "Czech draughts: 8x8, 12 men each, men forward only, flying kings; a king must capture "
                    + "when a king can, otherwise free choice; a man is promoted when it ends its move on the last rank.");

    /** Obstacle checkers (seed 004): English checkers with 3 random obstacle squares and a 2-piece limit. */
    public static final Variant OBSTACLE = new Variant("obstacle", "Obstacle checkers", 1004,
            ENGLISH.rules()
                    .withObstacles(3)
                    .withCaptureLimit(2)
                    .withEndRules(NO_CAPTURE_50_PLIES_MATERIAL_DECIDES),
            "English checkers plus 3 obstacle squares drawn at the start (seedable), no entering or "
                    + "jumping an obstacle, at most 2 pieces per capture; 50 plies without capture end the game "
                    + "and the side with more pieces wins.");

    /** Russian draughts (shashki), FShR rules. */
    public static final Variant RUSSIAN = new Variant("russian", "Russian draughts", 25,
            Rules.on(Board.DIAGONAL_8_ALGEBRAIC)
                    .withMenOnRanks(1, 3)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW, SE, SW)
                    .withFlyingKings(NE, NW, SE, SW)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.FREE)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_KING)
                    .withEndRules(THREEFOLD_REPETITION, KING_MOVES_ONLY_15, THREE_KINGS_AGAINST_KING_15),
            "Russian draughts: 8x8, men capture backward, flying kings, free choice among captures; a man "
                    + "reaching the last rank during a capture is crowned at once and goes on capturing as a king.");

    /** Brazilian draughts: the International rules on 8x8. */
    public static final Variant BRAZILIAN = new Variant("brazilian", "Brazilian draughts", 26,
            INTERNATIONAL.rules()
                    .withBoard(Board.DIAGONAL_8_ALGEBRAIC)
                    .withMenOnRanks(1, 3),
            "Brazilian draughts: the FMJD International rules (majority capture, men capture backward, "
                    + "flying kings, promotion only at the end of the move) on 8x8 with 12 men each.");

    /** American pool checkers (APCA). */
    public static final Variant POOL = new Variant("pool", "American pool checkers", 23,
            RUSSIAN.rules()
                    .withBoard(Board.DIAGONAL_8_NUMERIC)
                    .withFirstToMove(Side.BLACK)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
                    .withoutEndRules(KING_MOVES_ONLY_15, THREE_KINGS_AGAINST_KING_15),
            "American pool checkers: Black starts, men capture backward, flying kings, free choice among "
                    + "captures; a man is crowned only if its move ends on the last rank.");

    /** Italian draughts (FID). */
    public static final Variant ITALIAN = new Variant("italian", "Italian draughts", 22,
            Rules.on(ITALIAN_BOARD)
                    .withMenOnRanks(1, 3)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW)
                    .withShortKings(NE, NW, SE, SW)
                    .withMenCaptureKings(false)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.QUALITY)
                    .withPromotionDuringCapture(PromotionDuringCapture.STOP),
            "Italian draughts (FID): board with a light corner at a1, men move and capture forward only "
                    + "and never capture kings, short kings; the most pieces, then a capture by a king, then the most "
                    + "kings, then the earliest king.");

    /** Spanish draughts. */
    public static final Variant SPANISH = new Variant("spanish", "Spanish draughts", 24,
            Rules.on(IBERIAN_BOARD)
                    .withMenOnRanks(1, 3)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW)
                    .withFlyingKings(NE, NW, SE, SW)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.MAJORITY_THEN_KINGS)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
                    .withEndRules(THREEFOLD_REPETITION),
            "Spanish draughts: board with a light corner at a1, square 1 at White's right, men forward "
                    + "only, flying kings; the most pieces, then the most kings.");

    /** Thai draughts (mak-hot), the usual 8-man start on the second and third ranks. */
    public static final Variant THAI = new Variant("thai", "Thai draughts", 31,
            Rules.on(THAI_BOARD)
                    .withFirstToMove(Side.BLACK)
                    .withMenOnRanks(2, 3)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW)
                    .withFlyingKings(NE, NW, SE, SW)
                    .withKingLandsRightBehind(true)
                    .withRemoval(Removal.IMMEDIATE)
                    .withPrecedence(Precedence.FREE)
                    .withPromotionDuringCapture(PromotionDuringCapture.STOP)
                    .withEndRules(THREEFOLD_REPETITION),
            "Thai draughts: 8 men each on the second and third ranks, Black starts, men forward only, "
                    + "flying kings that land right behind the piece they take, pieces removed as they are taken, "
                    + "free choice among captures.");

    /** Thai draughts on the 12-man, three-rank start (the form of the published perft). */
    public static final Variant THAI_12 = new Variant("thai-12", "Thai draughts (12-man start)", 31,
            THAI.rules()
                    .withMenOnRanks(1, 3),
            "Thai draughts from the 12-man, three-rank start.");

    /** Antidraughts (giveaway): International rules, the side that cannot move wins. */
    public static final Variant ANTIDRAUGHTS = new Variant("antidraughts", "Antidraughts", 1020,
            INTERNATIONAL.rules()
                    .withoutEndRules(KING_MOVES_ONLY_25, SIXTEEN_MOVES_ENDGAME, FIVE_MOVES_ENDGAME)
                    .withEndRules(NO_LEGAL_MOVE_WINS),
            "Antidraughts: the International rules of moving and capturing; the side to move that has no "
                    + "legal move (all pieces lost or blocked) wins.");

    /** Breakthrough: International rules, the first king wins. */
    public static final Variant BREAKTHROUGH = new Variant("breakthrough", "Breakthrough draughts", 1021,
            INTERNATIONAL.rules()
                    .withoutEndRules(KING_MOVES_ONLY_25, SIXTEEN_MOVES_ENDGAME, FIVE_MOVES_ENDGAME)
                    .withEndRules(FIRST_KING_WINS),
            "Breakthrough: the International rules; the first side to crown a king wins.");

    /** Killer draughts: International rules, a king ending its capture by taking a king stops right behind it. */
    public static final Variant KILLER = new Variant("killer", "Killer draughts", 1022,
            INTERNATIONAL.rules()
                    .withKingHaltsBehindKing(true),
            "Killer draughts: the International rules, except that a king whose capture ends by taking a "
                    + "king must stop on the square right behind that king.");

    /** Frisian draughts. */
    public static final Variant FRISIAN = new Variant("frisian", "Frisian draughts", 40,
            Rules.on(Board.DIAGONAL_10)
                    .withMenOnRanks(1, 4)
                    .withManSteps(NE, NW)
                    .withManCaptures(NE, NW, SE, SW, N, E, S, W)
                    .withFlyingKings(NE, NW, SE, SW)
                    .withKingCaptures(NE, NW, SE, SW, N, E, S, W)
                    .withRemoval(Removal.AFTER_MOVE)
                    .withPrecedence(Precedence.VALUE)
                    .withPromotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
                    .withMaxSameKingMoves(3)
                    .withEndRules(THREEFOLD_REPETITION),
            "Frisian draughts: 10x10, men and kings capture diagonally and orthogonally, flying kings; "
                    + "the capture of highest value (a king worth less than two men, more than one), then a capture "
                    + "by a king; a king may not make more than three plain moves in a row while its side has men.");

    /** Frysk!: Frisian draughts from 5 men each on the first rank. */
    public static final Variant FRYSK = new Variant("frysk", "Frysk!", 1040,
            FRISIAN.rules()
                    .withMenOnRanks(1, 1),
            "Frysk!: the Frisian rules from a start of 5 men each on the first rank.");

    /** Portuguese draughts: Spanish rules. */
    public static final Variant PORTUGUESE = new Variant("portuguese", "Portuguese draughts", 28,
            SPANISH.rules(),
            "Portuguese draughts: the Spanish rules (flying kings, men forward only, the most pieces then "
                    + "the most kings) on the GameType 28 board: a1 light, square 1 at White's right.");

    /** Canadian draughts: the International rules on 12x12 (PDN GameType 27 "W,12,12,N2,0"), 30 men each. */
    public static final Variant CANADIAN = new Variant("canadian", "Canadian draughts", 27,
            INTERNATIONAL.rules()
                    .withBoard(Board.DIAGONAL_12)
                    .withMenOnRanks(1, 5),
            "Canadian draughts: the FMJD International rules (men capture backward, flying kings, majority "
                    + "capture, promotion only at the end of the move, the FMJD draw rules) on a 12x12 board with 30 "
                    + "men each; squares 1-72, square 1 top left seen from White.");

    /**
     * The published variants, in this order: the first variant of a GameType is its default. A variant
     * declared above is published by naming it here.
     */
    public static VariantRegistry registry() {
        return Registry.VARIANTS;
    }

    /** Holds the registry apart, so that it is built once every declaration above has been. */
    private static final class Registry {
        static final VariantRegistry VARIANTS = new VariantRegistry(List.of(TURKISH, TURKISH_CLASSIC, INTERNATIONAL,
                ENGLISH, CZECH, OBSTACLE, RUSSIAN, BRAZILIAN, POOL, ITALIAN, SPANISH, THAI, THAI_12, ANTIDRAUGHTS,
                BREAKTHROUGH, KILLER, FRISIAN, FRYSK, PORTUGUESE, CANADIAN));
    }
}
