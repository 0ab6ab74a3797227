package org.hakem.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The shared generator's walk on two-word sets, for boards wider than 64 bits ({@link Board#isWide()}: 12x12
 * and up). It plays the same rule data as {@link MoveGenerator}, with the same contract and output (a
 * {@link MoveList} of bits), so every variant declaration works on a wide board unchanged:
 * <ul>
 *   <li>sets of squares are pairs of {@code long}s (bits 0..63, 64..127) passed as separate arguments, so
 *   nothing is allocated per node;</li>
 *   <li>bulk steps (men's moves, men able to capture) are 128-bit shifts of both words, the bits carried
 *   from one word to the other;</li>
 *   <li>the capture walk follows single squares through the board's neighbour table
 *   ({@code Board.neighbour}), testing set membership by bit.</li>
 * </ul>
 * It works on narrow boards as well (their high words are 0): the tests run it against {@link MoveGenerator}
 * on every variant, which checks this walk with all the rule data the narrow variants use.
 *
 * <p>Instances keep scratch state and are not thread-safe.
 */
final class WideMoveGenerator extends RuleSet {

    private static final int MAX_JUMPS = 64;

    private final boolean mergeStraightLandings;

    // Scratch state of the capture walk.
    private final int[] capturedAt = new int[MAX_JUMPS];
    private final int[] landedAt = new int[MAX_JUMPS];
    private final int[][] landings = new int[MAX_JUMPS][16];
    private MoveList out;
    private int origin;
    private int side;
    private int best;
    private boolean crowned;
    private long oppKingsLo;
    private long oppKingsHi;
    private long allOppLo;
    private long allOppHi;
    private boolean originIsKing;
    /** The result of {@link #step}: low and high word. */
    private long stepLo;
    private long stepHi;
    private final MoveList apiList = new MoveList(128);

    /** @param mergeStraightLandings as in {@link MoveGenerator#MoveGenerator(Variant, boolean)} */
    WideMoveGenerator(Variant v, boolean mergeStraightLandings) {
        super(v.ruleSet);
        this.mergeStraightLandings = mergeStraightLandings;
    }

    /** The legal moves of a position, every capture path listed (as {@link MoveGenerator#legalMoves}). */
    static List<Move> legalMoves(Position p) {
        return p.variant().wideGenerator().moves(p);
    }

    List<Move> moves(Position p) {
        generate(p, apiList);
        List<Move> moves = new ArrayList<>(apiList.size);
        for (int i = 0; i < apiList.size; i++) {
            moves.add(apiList.toMove(p.variant().board, i));
        }
        return java.util.Collections.unmodifiableList(moves);
    }

    void generate(Position p, MoveList list) {
        boolean white = p.sideToMove() == Side.WHITE;
        generate(white ? p.white : p.black, white ? p.whiteHi : p.blackHi, white ? p.black : p.white,
                white ? p.blackHi : p.whiteHi, p.kings, p.kingsHi, p.obstacles, p.obstaclesHi, white ? 0 : 1, list);
    }

    /** One step of every bit of the set in direction {@code d}, into {@link #stepLo}/{@link #stepHi}. */
    private void step(long lo, long hi, int d) {
        lo &= fromLo[d];
        hi &= fromHi[d];
        int s = shift[d];
        if (s > 0) {
            stepHi = (hi << s) | (lo >>> (64 - s));
            stepLo = lo << s;
        } else {
            int r = -s;
            stepLo = (lo >>> r) | (hi << (64 - r));
            stepHi = hi >>> r;
        }
    }

    private int next(int d, int bit) {
        return neighbour[d << 7 | bit];
    }

    /** All legal moves of the side {@code side} (0 white, 1 black) owning {@code me}. */
    void generate(long meLo, long meHi, long oppLo, long oppHi, long kingsLo, long kingsHi, long obstaclesLo,
            long obstaclesHi, int side, MoveList list) {
        long emptyLo = validLo & ~(meLo | oppLo | obstaclesLo);
        long emptyHi = validHi & ~(meHi | oppHi | obstaclesHi);
        if (captures(meLo, meHi, oppLo, oppHi, kingsLo, kingsHi, emptyLo, emptyHi, side, list) == 0) {
            plainMoves(meLo & ~kingsLo, meHi & ~kingsHi, meLo & kingsLo, meHi & kingsHi, emptyLo, emptyHi, side, list);
        }
    }

    /** Number of legal moves, without keeping plain moves (bulk counting at perft leaves). */
    int count(long meLo, long meHi, long oppLo, long oppHi, long kingsLo, long kingsHi, long obstaclesLo,
            long obstaclesHi, int side, boolean distinct, MoveList scratch) {
        long emptyLo = validLo & ~(meLo | oppLo | obstaclesLo);
        long emptyHi = validHi & ~(meHi | oppHi | obstaclesHi);
        int n = captures(meLo, meHi, oppLo, oppHi, kingsLo, kingsHi, emptyLo, emptyHi, side, scratch);
        if (n > 0) {
            if (distinct && n > 1) {
                scratch.removeDuplicateCaptures();
            }
            return scratch.size;
        }
        long menLo = meLo & ~kingsLo, menHi = meHi & ~kingsHi;
        int total = 0;
        for (int d : manSteps[side]) {
            step(menLo, menHi, d);
            total += Long.bitCount(stepLo & emptyLo) + Long.bitCount(stepHi & emptyHi);
        }
        long kLo = meLo & kingsLo, kHi = meHi & kingsHi;
        while ((kLo | kHi) != 0) {
            int sq = Bits.lowest(kLo, kHi);
            kLo &= ~Bits.lo(sq);
            kHi &= ~Bits.hi(sq);
            for (int d : kingDirections) {
                for (int x = next(d, sq); x >= 0 && Bits.has(emptyLo, emptyHi, x); x = next(d, x)) {
                    total++;
                    if (!flying) {
                        break;
                    }
                }
            }
        }
        return total;
    }

    private void plainMoves(long menLo, long menHi, long kLo, long kHi, long emptyLo, long emptyHi, int side,
            MoveList list) {
        long promoLo = lastRankLo[side], promoHi = lastRankHi[side];
        for (int d : manSteps[side]) {
            int s = shift[d];
            step(menLo, menHi, d);
            for (long t = stepLo & emptyLo; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                list.addPlainWide(to - s, to, ((1L << to) & promoLo) != 0);
            }
            for (long t = stepHi & emptyHi; t != 0; t &= t - 1) {
                int to = 64 + Long.numberOfTrailingZeros(t);
                list.addPlainWide(to - s, to, ((1L << to) & promoHi) != 0);
            }
        }
        while ((kLo | kHi) != 0) {
            int sq = Bits.lowest(kLo, kHi);
            kLo &= ~Bits.lo(sq);
            kHi &= ~Bits.hi(sq);
            for (int d : kingDirections) {
                for (int x = next(d, sq); x >= 0 && Bits.has(emptyLo, emptyHi, x); x = next(d, x)) {
                    list.addPlainWide(sq, x, false);
                    if (!flying) {
                        break;
                    }
                }
            }
        }
    }

    /** Generates the allowed captures into {@code list} (cleared first); returns how many. */
    private int captures(long meLo, long meHi, long oppLo, long oppHi, long kingsLo, long kingsHi, long emptyLo,
            long emptyHi, int side, MoveList list) {
        list.clear();
        this.out = list;
        this.side = side;
        this.best = 0;
        this.oppKingsLo = oppLo & kingsLo;
        this.oppKingsHi = oppHi & kingsHi;
        this.allOppLo = oppLo;
        this.allOppHi = oppHi;
        long menLo = meLo & ~kingsLo, menHi = meHi & ~kingsHi;
        long preyLo = menCaptureKings ? oppLo : oppLo & ~kingsLo;
        long preyHi = menCaptureKings ? oppHi : oppHi & ~kingsHi;
        if (kingFirst) {
            kingCaptures(meLo & kingsLo, meHi & kingsHi, oppLo, oppHi, emptyLo, emptyHi);
            if (list.size == 0) {
                manCaptures(menLo, menHi, preyLo, preyHi, emptyLo, emptyHi);
            }
        } else {
            manCaptures(menLo, menHi, preyLo, preyHi, emptyLo, emptyHi);
            kingCaptures(meLo & kingsLo, meHi & kingsHi, oppLo, oppHi, emptyLo, emptyHi);
        }
        if (byQuality && list.size > 1) {
            list.keepBest(italianQuality, byValue);
        }
        return list.size;
    }

    private void manCaptures(long menLo, long menHi, long oppLo, long oppHi, long emptyLo, long emptyHi) {
        long candLo = 0, candHi = 0;
        for (int d : manCaptures[side]) {
            int back = (d + 4) & 7;
            step(emptyLo, emptyHi, back);
            step(stepLo & oppLo, stepHi & oppHi, back);
            candLo |= stepLo;
            candHi |= stepHi;
        }
        originIsKing = false;
        candLo &= menLo;
        candHi &= menHi;
        for (long c = candLo; c != 0; c &= c - 1) {
            origin = Long.numberOfTrailingZeros(c);
            manJumps(origin, oppLo, oppHi, emptyLo, emptyHi, 0, 0, 0, -1);
        }
        for (long c = candHi; c != 0; c &= c - 1) {
            origin = 64 + Long.numberOfTrailingZeros(c);
            manJumps(origin, oppLo, oppHi, emptyLo, emptyHi, 0, 0, 0, -1);
        }
    }

    private void kingCaptures(long kLo, long kHi, long oppLo, long oppHi, long emptyLo, long emptyHi) {
        originIsKing = true;
        while ((kLo | kHi) != 0) {
            origin = Bits.lowest(kLo, kHi);
            kLo &= ~Bits.lo(origin);
            kHi &= ~Bits.hi(origin);
            kingJumps(origin, oppLo, oppHi, emptyLo, emptyHi, 0, 0, 0, -1, -1);
        }
    }

    /**
     * Jumps of a man standing on bit {@code sq} after {@code n} captures; {@code opp} holds the opponents still
     * capturable, {@code empty} the squares it may land on or cross. Returns whether any jump was possible.
     */
    private boolean manJumps(int sq, long oppLo, long oppHi, long emptyLo, long emptyHi, long capLo, long capHi,
            int n, int lastDir) {
        if (n >= limit) {
            return false;
        }
        boolean found = false;
        int reverse = lastDir < 0 ? -1 : (lastDir + 4) & 7;
        for (int d : manCaptures[side]) {
            if (d == reverse) {
                continue;
            }
            int over = next(d, sq);
            if (over < 0 || !Bits.has(oppLo, oppHi, over)) {
                continue;
            }
            int to = next(d, over);
            if (to < 0 || !Bits.has(emptyLo, emptyHi, to)) {
                continue;
            }
            found = true;
            capturedAt[n] = over;
            landedAt[n] = to;
            long nowCapLo = capLo | Bits.lo(over), nowCapHi = capHi | Bits.hi(over);
            boolean onLastRank = Bits.has(lastRankLo[side], lastRankHi[side], to);
            if (onLastRank && stopOnPromotion) {
                emit(to, nowCapLo, nowCapHi, n + 1, true);
                continue;
            }
            long nowEmptyLo = (emptyLo | Bits.lo(sq)) & ~Bits.lo(to);
            long nowEmptyHi = (emptyHi | Bits.hi(sq)) & ~Bits.hi(to);
            if (immediate) {
                nowEmptyLo |= Bits.lo(over);
                nowEmptyHi |= Bits.hi(over);
            }
            boolean goesOn;
            if (onLastRank && crownDuringCapture) {
                crowned = true;
                goesOn = kingJumps(to, allOppLo & ~nowCapLo, allOppHi & ~nowCapHi, nowEmptyLo, nowEmptyHi,
                        nowCapLo, nowCapHi, n + 1, d, -1);
                crowned = false;
            } else {
                goesOn = manJumps(to, oppLo & ~Bits.lo(over), oppHi & ~Bits.hi(over), nowEmptyLo, nowEmptyHi,
                        nowCapLo, nowCapHi, n + 1, d);
            }
            if (!goesOn) {
                emit(to, nowCapLo, nowCapHi, n + 1, onLastRank);
            }
        }
        return found;
    }

    /** Jumps of a king on bit {@code sq}, not in direction {@code skip}; see {@link #manJumps}. */
    private boolean kingJumps(int sq, long oppLo, long oppHi, long emptyLo, long emptyHi, long capLo, long capHi,
            int n, int lastDir, int skip) {
        if (n >= limit) {
            return false;
        }
        boolean found = false;
        long freeLo = emptyLo | Bits.lo(sq), freeHi = emptyHi | Bits.hi(sq);
        int reverse = lastDir < 0 ? -1 : (lastDir + 4) & 7;
        for (int d : kingCaptures) {
            if (d == reverse || d == skip) {
                continue;
            }
            int x = next(d, sq);
            if (flying) {
                while (x >= 0 && Bits.has(freeLo, freeHi, x)) {
                    x = next(d, x);
                }
            }
            if (x < 0 || !Bits.has(oppLo, oppHi, x)) {
                continue;
            }
            long afterLo = immediate ? freeLo | Bits.lo(x) : freeLo;
            long afterHi = immediate ? freeHi | Bits.hi(x) : freeHi;
            int land = next(d, x);
            if (land < 0 || !Bits.has(afterLo, afterHi, land)) {
                continue;
            }
            found = true;
            capturedAt[n] = x;
            long nowCapLo = capLo | Bits.lo(x), nowCapHi = capHi | Bits.hi(x);
            long nowOppLo = oppLo & ~Bits.lo(x), nowOppHi = oppHi & ~Bits.hi(x);
            int[] stops = landings[n];
            int stopCount = 0;
            boolean goesOn = false;
            int firstLanding = land;
            while (land >= 0 && Bits.has(afterLo, afterHi, land)) {
                landedAt[n] = land;
                int straight = mergeStraightLandings && land != firstLanding ? d : -1;
                if (kingJumps(land, nowOppLo, nowOppHi, afterLo & ~Bits.lo(land), afterHi & ~Bits.hi(land),
                        nowCapLo, nowCapHi, n + 1, d, straight)) {
                    goesOn = true;
                } else {
                    stops[stopCount++] = land;
                }
                if (!longLandings) {
                    break;
                }
                land = next(d, land);
            }
            if (!goesOn) {
                // as in MoveGenerator: every landing ends the capture, but a killer king taking a king halts behind it
                if (haltBehindKing && Bits.has(oppKingsLo, oppKingsHi, x)) {
                    stopCount = 1;
                }
                for (int i = 0; i < stopCount; i++) {
                    landedAt[n] = stops[i];
                    emit(stops[i], nowCapLo, nowCapHi, n + 1, crowned);
                }
            }
        }
        return found;
    }

    private void emit(int to, long capLo, long capHi, int n, boolean promotes) {
        int kingsTaken = byCount ? Bits.count(capLo & oppKingsLo, capHi & oppKingsHi) : 0;
        if (byCount) {
            int score = byValue ? (n + kingsTaken) * MAX_JUMPS - kingsTaken : n;
            if (score < best) {
                return;
            }
            if (score > best) {
                out.clear();
                best = score;
            }
        }
        int kings = 0, firstKing = -1;
        if (byQuality) {
            kings = kingsTaken;
            for (int j = 0; j < n && firstKing < 0; j++) {
                if (Bits.has(oppKingsLo, oppKingsHi, capturedAt[j])) {
                    firstKing = j;
                }
            }
        }
        out.addCapture(origin, to, capLo, capHi, n, promotes, capturedAt, landedAt, kings, firstKing, originIsKing);
    }
}
