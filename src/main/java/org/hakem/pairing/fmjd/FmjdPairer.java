package org.hakem.pairing.fmjd;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.hakem.pairing.FmjdOptions;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.PlayerHistory;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.SwissRound;
import org.hakem.pairing.ColourRule;
import org.hakem.pairing.matching.CardinalityMatching;
import org.hakem.pairing.matching.MaxWeightMatching;
import org.hakem.pairing.matching.Weight;

/**
 * The FMJD Swiss system: the FMJD annex "Swiss system" (GA 1986, revised 1999–2003; articles 2.1–2.3) and the
 * FMJD summary "Swiss System Based on Rating" (score groups, the order within a group and the adjustment
 * criteria in descending priority); see docs/pairing.md, section "FMJD Swiss system", for the texts read and
 * every DECISION where they are open.
 *
 * <p>Rules, in priority order:
 * <ol>
 * <li>Absolute: two players meet at most once over the board (annex 2.3, summary; a forfeit is not a game); no
 *     forbidden pair (TRF 260); colours stay within the limits: difference of whites and blacks at most 2,
 *     never three games in a row with the same colour (D-C1).</li>
 * <li>Bye (odd number): the lowest-ranked player of the lowest score group who has not yet won without
 *     playing, among the players whose absence still lets all others be paired (D-B).</li>
 * <li>Summary criterion 1, scores (annex 2.2): as many games as possible inside the score groups, the fewest
 *     players moved to another group; the pairing minimises the sum of the squared distances, in score groups,
 *     between the two players of each board (D-S).</li>
 * <li>Summary criterion 2, only with {@link FmjdOptions#colourRelevance()} ("colour relevance for pairing"):
 *     the colour preferences of the most players granted, an equalising preference weighing more than an
 *     alternating one (D-C). Without it, preferences only decide each board's colours.</li>
 * <li>Summary criterion 3: a player who floated down (up) in the previous round does not float down (up)
 *     now if it can be avoided (D-F).</li>
 * <li>Summary criterion 4: nor one who floated down (up) two rounds before (D-F2).</li>
 * <li>Order (summary; D-O): within a score group, ordered by rating, the top player meets the player just under
 *     the half-way mark, the second the next one, and so on, as closely as the rules above allow; the lowest of
 *     an odd group meets the top available player of the next group down. Among pairings equal so far, the
 *     one whose players are nearest to each other in the ranking (smallest sum of squared distances).</li>
 * </ol>
 * Rules 3–7 are the fields, most significant first, of one edge weight; a maximum-weight perfect matching
 * (Edmonds' blossom, {@link MaxWeightMatching}) applies them at once, so a lower criterion is given up before
 * a higher one whenever not all can be met.
 */
public final class FmjdPairer {

    /** Colour difference limit (D-C1). */
    static final int MAX_DIFFERENCE = 2;
    /** Most games in a row with the same colour (D-C1). */
    static final int MAX_RUN = 2;

    private FmjdPairer() {
    }

    /**
     * Pairs the round of {@code request} with the summary's basic system ({@link FmjdOptions#DEFAULT}); throws
     * {@link PairingException} when no pairing obeys the absolute rules.
     */
    public static RoundPairing pair(PairingRequest request) {
        return pair(request, FmjdOptions.DEFAULT);
    }

    /** Pairs the round of {@code request} with {@code options}; throws {@link PairingException} as {@link #pair(PairingRequest)}. */
    public static RoundPairing pair(PairingRequest request, FmjdOptions options) {
        return new Round(request, options).pair();
    }

    /** A player with what the rules look at. */
    static final class P {
        SwissPlayer src;
        PlayerHistory history;
        int id;
        int rankIndex;
        int score;
        int group;
        int groupRank;
        Colour pref = Colour.NONE;
        /** 0 none, 1 alternate (mild), 2 equalise (difference 1), 3 forced by the limits. */
        int strength;

        boolean may(Colour c) {
            return history.mayHave(c, MAX_DIFFERENCE, MAX_RUN);
        }

        int miss(Colour c) {
            return pref != Colour.NONE && c != pref ? strength : 0;
        }
    }

    /** The colours of a board and the rule that gives them. */
    record Colours(P white, P black, ColourRule rule) {
    }

    /** One round's players, groups and rules; shared with {@link FmjdExplainer}. */
    static final class Round {
        final PairingRequest req;
        final FmjdOptions options;
        final PointSystem.Tenths sc;
        final int played;
        final Map<Integer, SwissPlayer> byId = new HashMap<>();
        final Map<Integer, P> cards = new HashMap<>();
        /** Available players, score descending then rank. */
        final List<P> sorted = new ArrayList<>();
        /** Scores of the groups of {@link #sorted}, highest first. */
        final List<Integer> groupScores = new ArrayList<>();
        final List<Integer> groupSizes = new ArrayList<>();

        Round(PairingRequest req, FmjdOptions options) {
            this.req = req;
            this.options = options;
            this.sc = req.points().tenths();
            this.played = req.round() - 1;
            for (SwissPlayer p : req.players()) {
                if (byId.put(p.id(), p) != null) {
                    throw new IllegalArgumentException("start number " + p.id() + " appears twice");
                }
            }
            List<SwissPlayer> all = new ArrayList<>(req.players());
            all.sort(Comparator.comparingInt(SwissPlayer::id));
            int rank = 0;
            for (SwissPlayer s : all) {
                boolean counted = s.available() || s.rounds().stream().anyMatch(SwissRound::paired);
                P p = build(s);
                p.rankIndex = counted ? rank++ : Integer.MAX_VALUE;
                cards.put(p.id, p);
                if (s.available()) {
                    sorted.add(p);
                }
            }
            sorted.sort(Comparator.comparingInt((P p) -> -p.score).thenComparingInt(p -> p.rankIndex));
            regroup(sorted);
        }

        /** Sets groups and ranks within groups for {@code players} (score descending, then rank). */
        void regroup(List<P> players) {
            groupScores.clear();
            groupSizes.clear();
            for (P p : players) {
                if (groupScores.isEmpty() || groupScores.get(groupScores.size() - 1) != p.score) {
                    groupScores.add(p.score);
                    groupSizes.add(0);
                }
                int g = groupScores.size() - 1;
                p.group = g;
                p.groupRank = groupSizes.get(g);
                groupSizes.set(g, p.groupRank + 1);
            }
        }

        P build(SwissPlayer s) {
            P p = new P();
            p.src = s;
            p.id = s.id();
            p.history = PlayerHistory.of(s, byId, sc);
            p.score = s.points(played) + s.acceleration(played + 1);
            int diff = p.history.colourDifference();
            if (diff != 0) {
                p.pref = diff > 0 ? Colour.BLACK : Colour.WHITE;
            } else if (p.history.playedGames() > 0) {
                p.pref = p.history.lastColour().opposite();
            }
            if (p.pref != Colour.NONE) {
                p.strength = !p.may(p.pref.opposite()) ? 3 : diff != 0 ? 2 : 1;
            }
            return p;
        }

        /** The absolute rules: not met over the board, not forbidden, some colours within the limits. */
        boolean compatible(P a, P b) {
            if (a.history.met(b.id) || b.history.met(a.id)
                    || a.src.prohibited().contains(b.id) || b.src.prohibited().contains(a.id)) {
                return false;
            }
            return (a.may(Colour.WHITE) && b.may(Colour.BLACK)) || (a.may(Colour.BLACK) && b.may(Colour.WHITE));
        }

        /** True when a ranks above b: higher pairing score, then lower pairing number. */
        static boolean above(P a, P b) {
            return a.score != b.score ? a.score > b.score : a.rankIndex < b.rankIndex;
        }

        /** Colour cost of the best allocation within the limits (D-C). */
        static int colourCost(P a, P b) {
            int best = Integer.MAX_VALUE;
            if (a.may(Colour.WHITE) && b.may(Colour.BLACK)) {
                best = a.miss(Colour.WHITE) + b.miss(Colour.BLACK);
            }
            if (a.may(Colour.BLACK) && b.may(Colour.WHITE)) {
                best = Math.min(best, a.miss(Colour.BLACK) + b.miss(Colour.WHITE));
            }
            return best;
        }

        /**
         * Floats the pair would repeat from round {@code played + 1 - back} (D-F with back 1, D-F2 with back 2): the
         * higher player floating down again, the lower one up again; 0, 1 or 2.
         */
        int repeatedFloats(P a, P b, int back) {
            int round = played + 1 - back;
            if (a.score == b.score || round < 1) {
                return 0;
            }
            P hi = a.score > b.score ? a : b;
            P lo = hi == a ? b : a;
            int n = 0;
            if (hi.history.floatIn(round) == PlayerHistory.Float.DOWN) {
                n++;
            }
            if (lo.history.floatIn(round) == PlayerHistory.Float.UP) {
                n++;
            }
            return n;
        }

        /** Distance from the standard order (D-O). */
        int orderPenalty(P a, P b) {
            if (a.group == b.group) {
                int i = Math.min(a.groupRank, b.groupRank);
                int j = Math.max(a.groupRank, b.groupRank);
                int half = groupSizes.get(a.group) / 2;
                return Math.abs(j - i - half);
            }
            P hi = a.group < b.group ? a : b;
            P lo = hi == a ? b : a;
            return (groupSizes.get(hi.group) - 1 - hi.groupRank) + lo.groupRank;
        }

        /** The colours of a pair and the rule that decides them (D-C1 to D-C5). */
        Colours colours(P a, P b) {
            P hi = above(a, b) ? a : b;
            P lo = hi == a ? b : a;
            boolean hiWhite = hi.may(Colour.WHITE) && lo.may(Colour.BLACK);
            boolean hiBlack = hi.may(Colour.BLACK) && lo.may(Colour.WHITE);
            if (hiWhite != hiBlack) {
                return hiWhite ? new Colours(hi, lo, ColourRule.FMJD_COLOUR_LIMIT)
                        : new Colours(lo, hi, ColourRule.FMJD_COLOUR_LIMIT);
            }
            if (hi.pref != Colour.NONE || lo.pref != Colour.NONE) {
                if (hi.pref == Colour.NONE || lo.pref == Colour.NONE || hi.pref != lo.pref) {
                    Colour c = hi.pref != Colour.NONE ? hi.pref : lo.pref.opposite();
                    return give(hi, lo, c, ColourRule.FMJD_BOTH_PREFERENCES);
                }
                if (hi.strength != lo.strength) {
                    Colour c = hi.strength > lo.strength ? hi.pref : lo.pref.opposite();
                    return give(hi, lo, c, ColourRule.FMJD_STRONGER_PREFERENCE);
                }
                return give(hi, lo, hi.pref, ColourRule.FMJD_HIGHER_RANKED);
            }
            Colour init = req.initialColour();
            return give(hi, lo, (hi.rankIndex & 1) == 0 ? init : init.opposite(), ColourRule.FMJD_INITIAL_COLOUR);
        }

        static Colours give(P hi, P lo, Colour hiColour, ColourRule rule) {
            return hiColour == Colour.WHITE ? new Colours(hi, lo, rule) : new Colours(lo, hi, rule);
        }

        /**
         * The bye (D-B): among the players some complete pairing of the others leaves over, the lowest score,
         * then the lowest rank, preferring those who have not yet won without playing.
         */
        P bye(boolean[][] compat) {
            int n = sorted.size();
            CardinalityMatching cm = new CardinalityMatching(compat);
            int unmatched = 0;
            for (int m : cm.mates()) {
                if (m < 0) {
                    unmatched++;
                }
            }
            if (unmatched > 1) {
                throw impossible();
            }
            boolean[] exposable = cm.exposable();
            for (int pass = 0; pass < 2; pass++) {
                for (int v = n - 1; v >= 0; v--) {
                    P p = sorted.get(v);
                    if (exposable[v] && (pass == 1 || !p.history.wonWithoutPlaying())) {
                        return p;
                    }
                }
            }
            throw impossible();
        }

        PairingException impossible() {
            return new PairingException("round " + req.round() + ": the " + sorted.size()
                    + " players cannot all be paired by the FMJD Swiss system without a rematch, a forbidden pair"
                    + " or colours beyond the limits (difference 2, three in a row)");
        }

        static int bits(long x) {
            return 64 - Long.numberOfLeadingZeros(Math.max(1, x));
        }

        RoundPairing pair() {
            int n = sorted.size();
            if (n == 0) {
                return new RoundPairing(req.round(), List.of(), OptionalInt.empty());
            }
            if (n == 1) {
                return new RoundPairing(req.round(), List.of(), OptionalInt.of(sorted.get(0).id));
            }
            P bye = null;
            if ((n & 1) == 1) {
                boolean[][] compat = new boolean[n][n];
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < i; j++) {
                        boolean c = compatible(sorted.get(i), sorted.get(j));
                        compat[i][j] = c;
                        compat[j][i] = c;
                    }
                }
                bye = bye(compat);
            }
            List<P> players = new ArrayList<>(sorted);
            if (bye != null) {
                players.remove(bye);
            }
            regroup(players);
            int m = players.size();
            int groups = groupScores.size();
            // fields, most significant first: scores (criterion 1), colours (criterion 2, with colour relevance),
            // float of the previous round (criterion 3), float of two rounds before (criterion 4), order, ranking gap
            long c1 = (long) (groups - 1) * (groups - 1) + 1;
            long c2 = 7;
            long c3 = 3;
            long c4 = 3;
            long c5 = 2L * m + 1;
            long c6 = (long) m * m + 1;
            long pairs = m / 2 + 1;
            int w2 = bits(pairs * c2) + 1;
            int w3 = bits(pairs * c3) + 1;
            int w4 = bits(pairs * c4) + 1;
            int w5 = bits(pairs * c5) + 1;
            int w6 = bits(pairs * c6) + 1;
            int limbs = Weight.limbsFor(bits(pairs * c1) + 1 + w2 + w3 + w4 + w5 + w6 + 1, m);
            MaxWeightMatching mm = new MaxWeightMatching(m, limbs);
            for (int i = 0; i < m; i++) {
                P a = players.get(i);
                for (int j = 0; j < i; j++) {
                    P b = players.get(j);
                    if (!compatible(a, b)) {
                        continue;
                    }
                    long d = a.group - b.group;
                    Weight w = new Weight(limbs).add(c1 - d * d);
                    w.shiftLeft(w2).add(c2 - (options.colourRelevance() ? colourCost(a, b) : 0));
                    w.shiftLeft(w3).add(c3 - repeatedFloats(a, b, 1));
                    w.shiftLeft(w4).add(c4 - repeatedFloats(a, b, 2));
                    w.shiftLeft(w5).add(c5 - orderPenalty(a, b));
                    long gap = i - j;
                    w.shiftLeft(w6).add(c6 - gap * gap);
                    mm.setWeight(i, j, w);
                }
            }
            int[] mate = mm.solve();
            List<Pair> boards = new ArrayList<>();
            for (int v = 0; v < m; v++) {
                if (mate[v] < 0) {
                    throw impossible();
                }
                if (v < mate[v]) {
                    Colours c = colours(players.get(v), players.get(mate[v]));
                    boards.add(new Pair(c.white().id, c.black().id));
                }
            }
            boards.sort(boardOrder());
            return new RoundPairing(req.round(), boards, bye == null ? OptionalInt.empty() : OptionalInt.of(bye.id));
        }

        /** Publication order: the higher score of the pair, then the lower score, then the higher player's rank. */
        Comparator<Pair> boardOrder() {
            return (x, y) -> {
                P xw = cards.get(x.white());
                P xb = cards.get(x.black());
                P yw = cards.get(y.white());
                P yb = cards.get(y.black());
                P xh = above(xw, xb) ? xw : xb;
                P xl = xh == xw ? xb : xw;
                P yh = above(yw, yb) ? yw : yb;
                P yl = yh == yw ? yb : yw;
                if (xh.score != yh.score) {
                    return Integer.compare(yh.score, xh.score);
                }
                if (xl.score != yl.score) {
                    return Integer.compare(yl.score, xl.score);
                }
                return Integer.compare(xh.rankIndex, yh.rankIndex);
            };
        }

        /** Scores of all groups of the available players, highest first (before the bye is taken out). */
        List<Integer> allScores() {
            return new ArrayList<>(new TreeSet<>(sorted.stream().map(p -> p.score).toList()).descendingSet());
        }
    }
}
