package org.hakem.rules;

import static org.hakem.rules.Direction.E;
import static org.hakem.rules.Direction.N;
import static org.hakem.rules.Direction.NE;
import static org.hakem.rules.Direction.NW;
import static org.hakem.rules.Direction.S;
import static org.hakem.rules.Direction.SE;
import static org.hakem.rules.Direction.SW;
import static org.hakem.rules.Direction.W;
import static org.hakem.rules.Variant.EndRule.FIRST_KING_WINS;
import static org.hakem.rules.Variant.EndRule.FIVE_MOVES_ENDGAME;
import static org.hakem.rules.Variant.EndRule.KING_MOVES_ONLY_15;
import static org.hakem.rules.Variant.EndRule.NO_LEGAL_MOVE_WINS;
import static org.hakem.rules.Variant.EndRule.THREE_KINGS_AGAINST_KING_15;
import static org.hakem.rules.Variant.EndRule.KING_AGAINST_SINGLE_MAN_WINS;
import static org.hakem.rules.Variant.EndRule.KING_MOVES_ONLY_25;
import static org.hakem.rules.Variant.EndRule.NO_CAPTURE_50_PLIES_MATERIAL_DECIDES;
import static org.hakem.rules.Variant.EndRule.ONE_PIECE_EACH_DRAWS;
import static org.hakem.rules.Variant.EndRule.SIXTEEN_MOVES_ENDGAME;
import static org.hakem.rules.Variant.EndRule.THREEFOLD_REPETITION;

import org.hakem.rules.Variant.Precedence;
import org.hakem.rules.Variant.PromotionDuringCapture;
import org.hakem.rules.Variant.Removal;

/**
 * The variants, one declaration each, stating only their rules. Sources and readings: docs/rules.md.
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
    public static final Variant TURKISH = Variant.builder("turkish", "Turkish draughts", 30)
            .board(Board.ALL_SQUARES_8)
            .menOnRanks(2, 3)
            .manSteps(N, E, W)
            .manCaptures(N, E, W)
            .flyingKings(N, E, S, W)
            .removal(Removal.IMMEDIATE)
            .precedence(Precedence.MAJORITY)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
            .endRules(ONE_PIECE_EACH_DRAWS, THREEFOLD_REPETITION)
            .description("Turkish Draughts Federation rules V4.0: orthogonal men and flying kings, pieces removed "
                    + "as jumped, most pieces must be taken, no 180-degree turn; a man reaching the last rank in a "
                    + "capture goes on as a man; one piece each is a draw.")
            .build();

    /** Turkish draughts as the older texts (seeds 000, 003) state it. */
    public static final Variant TURKISH_CLASSIC = Variant.builder("turkish-classic", "Turkish draughts (classic)", 30)
            .like(TURKISH)
            .promotionDuringCapture(PromotionDuringCapture.STOP)
            .withoutEndRules(ONE_PIECE_EACH_DRAWS)
            .endRules(KING_AGAINST_SINGLE_MAN_WINS)
            .description("Turkish draughts as in the classic English texts: promotion ends the move, and a king "
                    + "against a single man wins (no one-piece-each draw).")
            .build();

    /** International draughts, 10x10 (seed 002 and FMJD game-end rules). */
    public static final Variant INTERNATIONAL = Variant.builder("international", "International draughts", 20)
            .board(Board.DIAGONAL_10)
            .menOnRanks(1, 4)
            .manSteps(NE, NW)
            .manCaptures(NE, NW, SE, SW)
            .flyingKings(NE, NW, SE, SW)
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.MAJORITY)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
            .endRules(THREEFOLD_REPETITION, KING_MOVES_ONLY_25, SIXTEEN_MOVES_ENDGAME, FIVE_MOVES_ENDGAME)
            .description("FMJD international draughts: 10x10, flying kings, majority capture, pieces removed "
                    + "after the move; draws by repetition, 25 king-only moves, and the 16- and 5-move endgame rules.")
            .build();

    /** English draughts / American checkers. */
    public static final Variant ENGLISH = Variant.builder("english", "English draughts / American checkers", 21)
            .board(Board.DIAGONAL_8_NUMERIC)
            .first(Side.BLACK)
            .menOnRanks(1, 3)
            .manSteps(NE, NW)
            .manCaptures(NE, NW)
            .shortKings(NE, NW, SE, SW)
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.FREE)
            .promotionDuringCapture(PromotionDuringCapture.STOP)
            .description("English draughts / American checkers: Black starts, men forward only, short kings, "
                    + "free choice among captures, a man reaching the last rank ends its move.")
            .build();

    /** Czech draughts (seed 003), 12 men each. */
    public static final Variant CZECH = Variant.builder("czech", "Czech draughts", 29)
            .board(Board.DIAGONAL_8_ALGEBRAIC)
            .menOnRanks(1, 3)
            .manSteps(NE, NW)
            .manCaptures(NE, NW)
            .flyingKings(NE, NW, SE, SW)
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.KING_FIRST)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
            .description("Czech draughts: 8x8, 12 men each, men forward only, flying kings; a king must capture "
                    + "when a king can, otherwise free choice; a man is promoted when it ends its move on the last rank.")
            .build();

    /** Obstacle checkers (seed 004): English checkers with 3 random obstacle squares and a 2-piece limit. */
    public static final Variant OBSTACLE = Variant.builder("obstacle", "Obstacle checkers", 1004)
            .like(ENGLISH)
            .obstacles(3)
            .captureLimit(2)
            .endRules(NO_CAPTURE_50_PLIES_MATERIAL_DECIDES)
            .description("English checkers plus 3 obstacle squares drawn at the start (seedable), no entering or "
                    + "jumping an obstacle, at most 2 pieces per capture; 50 plies without capture end the game "
                    + "and the side with more pieces wins.")
            .build();

    /** Russian draughts (shashki), FShR rules. */
    public static final Variant RUSSIAN = Variant.builder("russian", "Russian draughts", 25)
            .board(Board.DIAGONAL_8_ALGEBRAIC)
            .menOnRanks(1, 3)
            .manSteps(NE, NW)
            .manCaptures(NE, NW, SE, SW)
            .flyingKings(NE, NW, SE, SW)
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.FREE)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_KING)
            .endRules(THREEFOLD_REPETITION, KING_MOVES_ONLY_15, THREE_KINGS_AGAINST_KING_15)
            .description("Russian draughts: 8x8, men capture backward, flying kings, free choice among captures; a man "
                    + "reaching the last rank during a capture is crowned at once and goes on capturing as a king.")
            .build();

    /** Brazilian draughts: the International rules on 8x8. */
    public static final Variant BRAZILIAN = Variant.builder("brazilian", "Brazilian draughts", 26)
            .like(INTERNATIONAL)
            .board(Board.DIAGONAL_8_ALGEBRAIC)
            .menOnRanks(1, 3)
            .description("Brazilian draughts: the FMJD International rules (majority capture, men capture backward, "
                    + "flying kings, promotion only at the end of the move) on 8x8 with 12 men each.")
            .build();

    /** American pool checkers (APCA). */
    public static final Variant POOL = Variant.builder("pool", "American pool checkers", 23)
            .like(RUSSIAN)
            .board(Board.DIAGONAL_8_NUMERIC)
            .first(Side.BLACK)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
            .withoutEndRules(KING_MOVES_ONLY_15, THREE_KINGS_AGAINST_KING_15)
            .description("American pool checkers: Black starts, men capture backward, flying kings, free choice among "
                    + "captures; a man is crowned only if its move ends on the last rank.")
            .build();

    /** Italian draughts (FID). */
    public static final Variant ITALIAN = Variant.builder("italian", "Italian draughts", 22)
            .board(ITALIAN_BOARD)
            .menOnRanks(1, 3)
            .manSteps(NE, NW)
            .manCaptures(NE, NW)
            .shortKings(NE, NW, SE, SW)
            .menCannotCaptureKings()
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.QUALITY)
            .promotionDuringCapture(PromotionDuringCapture.STOP)
            .description("Italian draughts (FID): board with a light corner at a1, men move and capture forward only "
                    + "and never capture kings, short kings; the most pieces, then a capture by a king, then the most "
                    + "kings, then the earliest king.")
            .build();

    /** Spanish draughts. */
    public static final Variant SPANISH = Variant.builder("spanish", "Spanish draughts", 24)
            .board(IBERIAN_BOARD)
            .menOnRanks(1, 3)
            .manSteps(NE, NW)
            .manCaptures(NE, NW)
            .flyingKings(NE, NW, SE, SW)
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.MAJORITY_THEN_KINGS)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
            .endRules(THREEFOLD_REPETITION)
            .description("Spanish draughts: board with a light corner at a1, square 1 at White's right, men forward "
                    + "only, flying kings; the most pieces, then the most kings.")
            .build();

    /** Thai draughts (mak-hot), the usual 8-man start on the second and third ranks. */
    public static final Variant THAI = Variant.builder("thai", "Thai draughts", 31)
            .board(THAI_BOARD)
            .first(Side.BLACK)
            .menOnRanks(2, 3)
            .manSteps(NE, NW)
            .manCaptures(NE, NW)
            .flyingKings(NE, NW, SE, SW)
            .kingLandsRightBehind()
            .removal(Removal.IMMEDIATE)
            .precedence(Precedence.FREE)
            .promotionDuringCapture(PromotionDuringCapture.STOP)
            .endRules(THREEFOLD_REPETITION)
            .description("Thai draughts: 8 men each on the second and third ranks, Black starts, men forward only, "
                    + "flying kings that land right behind the piece they take, pieces removed as they are taken, "
                    + "free choice among captures.")
            .build();

    /** Thai draughts on the 12-man, three-rank start (the form of the published perft). */
    public static final Variant THAI_12 = Variant.builder("thai-12", "Thai draughts (12-man start)", 31)
            .like(THAI)
            .menOnRanks(1, 3)
            .description("Thai draughts from the 12-man, three-rank start.")
            .build();

    /** Antidraughts (giveaway): International rules, the side that cannot move wins. */
    public static final Variant ANTIDRAUGHTS = Variant.builder("antidraughts", "Antidraughts", 1020)
            .like(INTERNATIONAL)
            .withoutEndRules(KING_MOVES_ONLY_25, SIXTEEN_MOVES_ENDGAME, FIVE_MOVES_ENDGAME)
            .endRules(NO_LEGAL_MOVE_WINS)
            .description("Antidraughts: the International rules of moving and capturing; the side to move that has no "
                    + "legal move (all pieces lost or blocked) wins.")
            .build();

    /** Breakthrough: International rules, the first king wins. */
    public static final Variant BREAKTHROUGH = Variant.builder("breakthrough", "Breakthrough draughts", 1021)
            .like(INTERNATIONAL)
            .withoutEndRules(KING_MOVES_ONLY_25, SIXTEEN_MOVES_ENDGAME, FIVE_MOVES_ENDGAME)
            .endRules(FIRST_KING_WINS)
            .description("Breakthrough: the International rules; the first side to crown a king wins.")
            .build();

    /** Killer draughts: International rules, a king ending its capture by taking a king stops right behind it. */
    public static final Variant KILLER = Variant.builder("killer", "Killer draughts", 1022)
            .like(INTERNATIONAL)
            .kingHaltsBehindKing()
            .description("Killer draughts: the International rules, except that a king whose capture ends by taking a "
                    + "king must stop on the square right behind that king.")
            .build();

    /** Frisian draughts. */
    public static final Variant FRISIAN = Variant.builder("frisian", "Frisian draughts", 40)
            .board(Board.DIAGONAL_10)
            .menOnRanks(1, 4)
            .manSteps(NE, NW)
            .manCaptures(NE, NW, SE, SW, N, E, S, W)
            .flyingKings(NE, NW, SE, SW)
            .kingCaptures(NE, NW, SE, SW, N, E, S, W)
            .removal(Removal.AFTER_MOVE)
            .precedence(Precedence.VALUE)
            .promotionDuringCapture(PromotionDuringCapture.CONTINUE_AS_MAN)
            .maxSameKingMoves(3)
            .endRules(THREEFOLD_REPETITION)
            .description("Frisian draughts: 10x10, men and kings capture diagonally and orthogonally, flying kings; "
                    + "the capture of highest value (a king worth less than two men, more than one), then a capture "
                    + "by a king; a king may not make more than three plain moves in a row while its side has men.")
            .build();

    /** Frysk!: Frisian draughts from 5 men each on the first rank. */
    public static final Variant FRYSK = Variant.builder("frysk", "Frysk!", 1040)
            .like(FRISIAN)
            .menOnRanks(1, 1)
            .description("Frysk!: the Frisian rules from a start of 5 men each on the first rank.")
            .build();

    /** Portuguese draughts: Spanish rules. */
    public static final Variant PORTUGUESE = Variant.builder("portuguese", "Portuguese draughts", 28)
            .like(SPANISH)
            .description("Portuguese draughts: the Spanish rules (flying kings, men forward only, the most pieces then "
                    + "the most kings) on the GameType 28 board: a1 light, square 1 at White's right.")
            .build();

    /** Canadian draughts: the International rules on 12x12 (PDN GameType 27 "W,12,12,N2,0"), 30 men each. */
    public static final Variant CANADIAN = Variant.builder("canadian", "Canadian draughts", 27)
            .like(INTERNATIONAL)
            .board(Board.DIAGONAL_12)
            .menOnRanks(1, 5)
            .description("Canadian draughts: the FMJD International rules (men capture backward, flying kings, majority "
                    + "capture, promotion only at the end of the move, the FMJD draw rules) on a 12x12 board with 30 "
                    + "men each; squares 1-72, square 1 top left seen from White.")
            .build();

    /** Forces class initialisation, which registers every variant above. */
    static void ensureLoaded() {
        // the static initialisers have run once this method is callable
    }
}
