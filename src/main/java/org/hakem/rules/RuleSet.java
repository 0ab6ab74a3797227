package org.hakem.rules;

import java.util.EnumSet;
import java.util.List;

/**
 * A variant's {@link Rules} compiled once, as both move generators and {@link Game} read them: directions as
 * ordinals per side, the last ranks as masks, the capture precedence decoded into the tests the capture walk
 * makes, and the end rules in the order they are judged. Immutable and shared by every thread (the arrays are
 * never written after construction); the generators keep their scratch state apart.
 */
class RuleSet {

    final Board board;
    final long validLo;
    final long validHi;
    final int[] shift;
    final long[] fromLo;
    final long[] fromHi;
    final int[] neighbour;
    /** Per side (0 white, 1 black): direction ordinals of men, mirrored for Black. */
    final int[][] manSteps;
    final int[][] manCaptures;
    final int[] kingDirections;
    final int[] kingCaptures;
    /** Per side: the rank where its men are promoted, low and high word. */
    final long[] lastRankLo;
    final long[] lastRankHi;
    final boolean flying;
    final boolean immediate;
    final boolean stopOnPromotion;
    final boolean crownDuringCapture;
    /** Most pieces one move may capture ({@link Integer#MAX_VALUE} for no limit). */
    final int limit;
    final boolean menCaptureKings;
    /** Whether a flying king may land on any empty square beyond the piece it jumps. */
    final boolean longLandings;
    final boolean haltBehindKing;
    /** If a king can capture, a king must (Czech): kings are walked first and men only if they found nothing. */
    final boolean kingFirst;
    /** Precedence by count first (pruned during the walk), then by quality (filtered after it). */
    final boolean byCount;
    final boolean byQuality;
    final boolean italianQuality;
    /** Frisian: the walk keeps the captures of highest value (a king just under two men). */
    final boolean byValue;
    /** The end rules in the order they are judged, "no legal move loses" included unless replaced. */
    final EndRule[] endRules;

    RuleSet(Rules r) {
        board = r.board();
        validLo = board.validMask();
        validHi = board.validMaskHigh();
        shift = board.shift.clone();
        fromLo = board.from.clone();
        fromHi = board.fromHi.clone();
        neighbour = board.neighbour.clone();
        manSteps = new int[2][];
        manCaptures = new int[2][];
        for (int s = 0; s < 2; s++) {
            manSteps[s] = ordinals(r.manSteps(), s == 1);
            manCaptures[s] = ordinals(r.manCaptures(), s == 1);
        }
        kingDirections = ordinals(r.kingDirections(), false);
        kingCaptures = ordinals(r.kingCaptures(), false);
        lastRankLo = new long[2];
        lastRankHi = new long[2];
        lastRankLo[0] = board.rankMask(board.size() - 1);
        lastRankHi[0] = board.rankMaskHigh(board.size() - 1);
        lastRankLo[1] = board.rankMask(0);
        lastRankHi[1] = board.rankMaskHigh(0);
        flying = r.flyingKings();
        immediate = r.removal() == Variant.Removal.IMMEDIATE;
        stopOnPromotion = r.promotionDuringCapture() == Variant.PromotionDuringCapture.STOP;
        crownDuringCapture = r.promotionDuringCapture() == Variant.PromotionDuringCapture.CONTINUE_AS_KING;
        limit = r.captureLimit() == 0 ? Integer.MAX_VALUE : r.captureLimit();
        menCaptureKings = r.menCaptureKings();
        longLandings = r.flyingKings() && !r.kingLandsRightBehind();
        haltBehindKing = r.kingHaltsBehindKing();
        Variant.Precedence p = r.precedence();
        kingFirst = p == Variant.Precedence.KING_FIRST;
        byValue = p == Variant.Precedence.VALUE;
        italianQuality = p == Variant.Precedence.QUALITY;
        byQuality = italianQuality || p == Variant.Precedence.MAJORITY_THEN_KINGS || byValue;
        byCount = p == Variant.Precedence.MAJORITY || byQuality;
        EnumSet<EndRule> ends = EnumSet.noneOf(EndRule.class);
        ends.addAll(r.endRules());
        if (!ends.contains(EndRule.NO_LEGAL_MOVE_WINS)) {
            ends.add(EndRule.NO_LEGAL_MOVE_LOSES);
        }
        endRules = ends.toArray(new EndRule[0]);
    }

    /**
     * A copy sharing the compiled arrays. The move generators extend the rule set through it, so that the capture
     * walk reads the rules as its own fields (a load less per test than through a reference, measurable in perft);
     * nothing is decoded again.
     */
    RuleSet(RuleSet compiled) {
        board = compiled.board;
        validLo = compiled.validLo;
        validHi = compiled.validHi;
        shift = compiled.shift;
        fromLo = compiled.fromLo;
        fromHi = compiled.fromHi;
        neighbour = compiled.neighbour;
        manSteps = compiled.manSteps;
        manCaptures = compiled.manCaptures;
        kingDirections = compiled.kingDirections;
        kingCaptures = compiled.kingCaptures;
        lastRankLo = compiled.lastRankLo;
        lastRankHi = compiled.lastRankHi;
        flying = compiled.flying;
        immediate = compiled.immediate;
        stopOnPromotion = compiled.stopOnPromotion;
        crownDuringCapture = compiled.crownDuringCapture;
        limit = compiled.limit;
        menCaptureKings = compiled.menCaptureKings;
        longLandings = compiled.longLandings;
        haltBehindKing = compiled.haltBehindKing;
        kingFirst = compiled.kingFirst;
        byCount = compiled.byCount;
        byQuality = compiled.byQuality;
        italianQuality = compiled.italianQuality;
        byValue = compiled.byValue;
        endRules = compiled.endRules;
    }

    private static int[] ordinals(List<Direction> dirs, boolean mirror) {
        int[] o = new int[dirs.size()];
        for (int i = 0; i < o.length; i++) {
            o[i] = (mirror ? dirs.get(i).mirrored() : dirs.get(i)).ordinal();
        }
        return o;
    }
}
