package org.hakem.rules;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.hakem.rules.Variant.Precedence;
import org.hakem.rules.Variant.PromotionDuringCapture;
import org.hakem.rules.Variant.Removal;

/**
 * The rules of a variant, as data: what {@link Variants} declares and {@link Variant} compiles into the
 * {@link RuleSet} the move generators read. Directions of men are given for White; Black uses their mirror
 * image.
 *
 * <p>"Like X, except ..." is {@code X.rules().with...(...)}: every {@code with} method calls the canonical
 * constructor, so a new component does not compile until each derivation says what it is.
 *
 * @param firstMenRank          first rank (1-based) White's men fill at the start; Black fills the mirrored ranks
 * @param lastMenRank           last rank (1-based, inclusive) White's men fill
 * @param kingCaptures          directions a king captures in (Frisian: more than it moves in)
 * @param captureLimit          most pieces one move may capture, 0 for no limit
 * @param menCaptureKings       whether a man may capture a king (not in Italian draughts)
 * @param kingLandsRightBehind  whether a flying king lands right behind the piece it jumps (Thai)
 * @param kingHaltsBehindKing   whether a flying king whose capture ends by taking a king stops right behind it
 *                              (killer draughts)
 * @param maxSameKingMoves      most plain moves in a row of one king while its side has men (Frisian 3), 0 for
 *                              no limit; a history rule that {@link Game} applies
 * @param obstacleCount         obstacle squares drawn at the start of a game (0 for none)
 * @param endRules              the rules ending a game besides "a side with no legal move loses"
 */
public record Rules(
        Board board,
        Side firstToMove,
        int firstMenRank,
        int lastMenRank,
        List<Direction> manSteps,
        List<Direction> manCaptures,
        List<Direction> kingDirections,
        List<Direction> kingCaptures,
        boolean flyingKings,
        Removal removal,
        Precedence precedence,
        PromotionDuringCapture promotionDuringCapture,
        int captureLimit,
        boolean menCaptureKings,
        boolean kingLandsRightBehind,
        boolean kingHaltsBehindKing,
        int maxSameKingMoves,
        int obstacleCount,
        Set<EndRule> endRules) {

    public Rules {
        manSteps = List.copyOf(manSteps);
        manCaptures = List.copyOf(manCaptures);
        kingDirections = List.copyOf(kingDirections);
        kingCaptures = List.copyOf(kingCaptures);
        EnumSet<EndRule> ends = EnumSet.noneOf(EndRule.class);
        ends.addAll(endRules);
        endRules = Collections.unmodifiableSet(ends);
        if (firstMenRank < 1 || lastMenRank < firstMenRank || lastMenRank > board.size()) {
            throw new IllegalArgumentException("men on ranks " + firstMenRank + "-" + lastMenRank + " of " + board);
        }
    }

    /**
     * The defaults on a board, to be completed by the {@code with} methods: White starts with men on the first
     * rank, no directions yet, pieces removed after the move, free choice among captures, a man reaching the
     * last rank during a capture goes on as a man, men capture kings, no limits, no obstacles, no end rules.
     */
    public static Rules on(Board board) {
        return new Rules(board, Side.WHITE, 1, 1, List.of(), List.of(), List.of(), List.of(), false,
                Removal.AFTER_MOVE, Precedence.FREE, PromotionDuringCapture.CONTINUE_AS_MAN, 0, true, false, false, 0,
                0, Set.of());
    }

    public Rules withBoard(Board b) {
        return new Rules(b, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withFirstToMove(Side s) {
        return new Rules(board, s, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections, kingCaptures,
                flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    /** White's men fill these ranks (1-based, inclusive); Black's fill the mirrored ranks. */
    public Rules withMenOnRanks(int first, int last) {
        return new Rules(board, firstToMove, first, last, manSteps, manCaptures, kingDirections, kingCaptures,
                flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withManSteps(Direction... d) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, List.of(d), manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withManCaptures(Direction... d) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, List.of(d), kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    /** Flying kings moving and capturing in these directions (then {@link #withKingCaptures} to differ). */
    public Rules withFlyingKings(Direction... d) {
        return kings(true, d);
    }

    /** Short kings moving and capturing in these directions. */
    public Rules withShortKings(Direction... d) {
        return kings(false, d);
    }

    private Rules kings(boolean flying, Direction... d) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, List.of(d), List.of(d),
                flying, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    /** King capture directions, when they differ from the move directions. */
    public Rules withKingCaptures(Direction... d) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                List.of(d), flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withRemoval(Removal r) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, r, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withPrecedence(Precedence p) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, p, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withPromotionDuringCapture(PromotionDuringCapture p) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, p, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withCaptureLimit(int n) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, n, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withMenCaptureKings(boolean allowed) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, allowed,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withKingLandsRightBehind(boolean rightBehind) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                rightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withKingHaltsBehindKing(boolean halts) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, halts, maxSameKingMoves, obstacleCount, endRules);
    }

    public Rules withMaxSameKingMoves(int n) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, n, obstacleCount, endRules);
    }

    public Rules withObstacles(int n) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, n, endRules);
    }

    /** These end rules besides the ones already stated. */
    public Rules withEndRules(EndRule... added) {
        EnumSet<EndRule> ends = EnumSet.noneOf(EndRule.class);
        ends.addAll(endRules);
        ends.addAll(Arrays.asList(added));
        return endRules(ends);
    }

    /** The end rules stated so far, less these. */
    public Rules withoutEndRules(EndRule... removed) {
        EnumSet<EndRule> ends = EnumSet.noneOf(EndRule.class);
        ends.addAll(endRules);
        Arrays.asList(removed).forEach(ends::remove);
        return endRules(ends);
    }

    private Rules endRules(Set<EndRule> ends) {
        return new Rules(board, firstToMove, firstMenRank, lastMenRank, manSteps, manCaptures, kingDirections,
                kingCaptures, flyingKings, removal, precedence, promotionDuringCapture, captureLimit, menCaptureKings,
                kingLandsRightBehind, kingHaltsBehindKing, maxSameKingMoves, obstacleCount, ends);
    }
}
