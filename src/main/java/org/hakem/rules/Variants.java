package org.hakem.rules;

import static org.hakem.rules.Direction.E;
import static org.hakem.rules.Direction.N;
import static org.hakem.rules.Direction.NE;
import static org.hakem.rules.Direction.NW;
import static org.hakem.rules.Direction.S;
import static org.hakem.rules.Direction.SE;
import static org.hakem.rules.Direction.SW;
import static org.hakem.rules.Direction.W;
import static org.hakem.rules.Variant.EndRule.FIVE_MOVES_ENDGAME;
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

    /** Forces class initialisation, which registers every variant above. */
    static void ensureLoaded() {
        // the static initialisers have run once this method is callable
    }
}
