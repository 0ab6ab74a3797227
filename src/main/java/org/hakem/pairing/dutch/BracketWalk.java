package org.hakem.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.crosstable.PointSystem;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.SwissRound;
import org.hakem.pairing.matching.CardinalityMatching;
import org.hakem.pairing.matching.MaxWeightMatching;
import org.hakem.pairing.matching.Weight;
import org.hakem.crosstable.Colour;

/**
 * The bracket walk of the Dutch system for one round: ranks the players to pair, chooses who may get the bye,
 * then takes the score brackets from the top down (homogeneous or heterogeneous, the moved-down players first,
 * then the exchanges between S1 and S2, then each S1 player's opponent), fixing each choice as the first in the
 * Dutch order that keeps the maximum-weight matching optimal. The bracket at the bye score is the last one:
 * its player left over gets the bye, chosen among its moved-down players too (C.9); so is any bracket that
 * downfloats only the player who gets the bye (C9, C.04.3 2.4.4), even below the bye score. Used once per round
 * ({@link DutchPairer#pair}).
 */
final class BracketWalk {
    final PairingRequest req;
    final PointSystem.Tenths sc;
    final int played;
    final Map<Integer, SwissPlayer> byId = new HashMap<>();
    final List<DutchPlayer> sorted = new ArrayList<>();
    /** The criteria as weights; the walk sets the bit layout once the score groups are known. */
    final CriteriaWeights cw;
    Weight maxEdge;
    MaxWeightMatching mm;
    boolean isSingle;

    BracketWalk(PairingRequest req) {
        this.req = req;
        this.sc = req.points().tenths();
        this.played = req.round() - 1;
        this.cw = new CriteriaWeights(req, sc, played);
        for (SwissPlayer p : req.players()) {
            if (byId.put(p.id(), p) != null) {
                throw new IllegalArgumentException("start number " + p.id() + " appears twice");
            }
        }
    }

    int scoreBefore(SwissPlayer p, int roundsBack) {
        // score before the round that is roundsBack rounds before the round to pair, with that round's acceleration
        int upto = played - roundsBack;
        return p.points(upto) + p.acceleration(upto + 1);
    }

    RoundPairing pair() {
        // valid players: available now, or paired in some earlier round
        List<SwissPlayer> all = new ArrayList<>(req.players());
        all.sort(Comparator.comparingInt(SwissPlayer::id));
        int rank = 0;
        List<DutchPlayer> avail = new ArrayList<>();
        Map<Integer, Integer> rankOf = new HashMap<>();
        for (SwissPlayer s : all) {
            boolean valid = s.available() || s.rounds().stream().anyMatch(SwissRound::paired);
            if (valid) {
                rankOf.put(s.id(), rank++);
            }
            if (s.available()) {
                DutchPlayer p = DutchPlayer.of(s, byId, sc, played);
                p.rankIndex = rankOf.get(s.id());
                avail.add(p);
            }
        }
        avail.sort((x, y) -> x.score != y.score ? Integer.compare(y.score, x.score)
                : Integer.compare(x.rankIndex, y.rankIndex));
        sorted.addAll(avail);
        int n = sorted.size();
        if (n == 0) {
            return new RoundPairing(req.round(), List.of(), OptionalInt.empty());
        }
        for (int i = 0; i < n; i++) {
            sorted.get(i).vertex = i;
        }
        if (n == 1) {
            DutchPlayer only = sorted.get(0);
            return new RoundPairing(req.round(), List.of(), OptionalInt.of(only.id));
        }
        // score-group shifts, lowest score first
        int maxGroup = 0;
        int cnt = 0;
        for (int i = n - 1; i >= 0; i--) {
            cnt++;
            int s = sorted.get(i).score;
            if (i == 0 || sorted.get(i - 1).score > s) {
                cw.shift.put(s, cw.groupsShift);
                cw.groupsShift += CriteriaWeights.bits(cnt);
                maxGroup = Math.max(maxGroup, cnt);
                cnt = 0;
            }
        }
        cw.B = CriteriaWeights.bits(maxGroup);
        int G = cw.groupsShift;
        cw.totalShift = cw.B + G + cw.B + G + cw.B + 4 * cw.B
                + (played >= 1 ? 2 * cw.B + 2 * G : 0) + (played > 1 ? 2 * cw.B + 2 * G : 0) + cw.orderBits();
        cw.limbs = Weight.limbsFor(cw.totalShift + 2 + 2, n);
        maxEdge = new Weight(cw.limbs).add(1).shiftLeft(cw.totalShift + 2).subtract(1);
        mm = new MaxWeightMatching(n, cw.limbs);

        int top = sorted.get(0).score;
        cw.compat = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                boolean c = cw.compatible(sorted.get(i), sorted.get(j));
                cw.compat[i][j] = c;
                cw.compat[j][i] = c;
            }
        }
        int[] first = null;
        int unmatched = 0;
        if ((n & 1) == 1) {
            // Who may get the bye: among the players that some maximum pairing leaves over, an
            // eligible one if possible, then one of the lowest score.
            CardinalityMatching cm = new CardinalityMatching(cw.compat);
            for (int m : cm.mates()) {
                if (m < 0) {
                    unmatched++;
                }
            }
            if (unmatched <= 1) {
                boolean[] exposable = cm.exposable();
                boolean eligible = false;
                for (int v = 0; v < n; v++) {
                    eligible |= exposable[v] && sorted.get(v).eligibleBye;
                }
                cw.byeScore = Integer.MAX_VALUE;
                for (int v = 0; v < n; v++) {
                    DutchPlayer p = sorted.get(v);
                    if (exposable[v] && (p.eligibleBye || !eligible)) {
                        cw.byeScore = Math.min(cw.byeScore, p.score);
                    }
                }
                if (cw.byeScore >= top) {
                    first = byeMatching(top);
                }
            }
        } else {
            // With an even number every optimal pairing is complete, so the completion field is the
            // same for all of them: a constant here lets the first matching be found at once.
            cw.byeScore = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    mm.setWeight(i, j, cw.edge(sorted.get(j), sorted.get(i), false, false, false));
                }
            }
            first = mm.solve();
            for (int v = 0; v < n; v++) {
                if (first[v] < 0) {
                    unmatched++;
                }
            }
        }
        if (unmatched > 1) {
            throw new PairingException("round " + req.round() + ": the " + n
                    + " players cannot all be paired without breaking an absolute criterion"
                    + " (rematch, forbidden pair, colour)");
        }
        if ((n & 1) == 1) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    mm.setWeight(i, j, cw.edge(sorted.get(j), sorted.get(i), false, false, false));
                }
            }
            if (cw.byeScore >= top) {
                isSingle = true;
                for (DutchPlayer p : sorted) {
                    if (p.score < top) {
                        break;
                    }
                    int mate = first[p.vertex] < 0 ? p.vertex : first[p.vertex];
                    if (sorted.get(mate).score < top) {
                        isSingle = false;
                        break;
                    }
                }
            }
            // C9: the bye assignee should have as few unplayed games as possible, so players with
            // fewer played games get the larger bonus for being paired.
            List<Integer> counts = new ArrayList<>();
            for (DutchPlayer p : sorted) {
                if (p.score == cw.byeScore) {
                    counts.add(p.playedGames);
                }
            }
            counts.sort(Comparator.reverseOrder());
            for (int i = 0; i < counts.size(); i++) {
                cw.playedRanks.put(counts.get(i), i);
            }
        }
        return brackets();
    }

    /**
     * The pairing that leaves over an eligible player if possible, then one of the lowest score, then
     * has the most pairs inside the top group; score groups enter by rank, not by bit slot.
     */
    int[] byeMatching(int top) {
        int n = sorted.size();
        List<Integer> scores = new ArrayList<>(new java.util.TreeSet<>(cw.shift.keySet()));
        int groups = scores.size();
        int rankBits = CriteriaWeights.bits(Math.max(1, n * groups));
        int topBits = CriteriaWeights.bits(n);
        int smallLimbs = Weight.limbsFor(2 + rankBits + topBits + 2, n);
        MaxWeightMatching bye = new MaxWeightMatching(n, smallLimbs);
        for (int i = 0; i < n; i++) {
            DutchPlayer p = sorted.get(i);
            for (int j = 0; j < i; j++) {
                DutchPlayer o = sorted.get(j);
                if (cw.compat[i][j]) {
                    Weight w = new Weight(smallLimbs);
                    w.add(1 + (p.eligibleBye ? 0 : 1) + (o.eligibleBye ? 0 : 1));
                    w.shiftLeft(rankBits);
                    w.add(scores.indexOf(p.score) + scores.indexOf(o.score));
                    w.shiftLeft(topBits);
                    w.add(p.score >= top ? 1 : 0);
                    bye.setWeight(i, j, w);
                }
            }
        }
        return bye.solve();
    }

    void finalizePair(int a, int b) {
        mm.clearVertex(a);
        mm.clearVertex(b);
        mm.setWeight(a, b, maxEdge);
    }

    boolean between(int x, int lo, int hi) {
        return x >= lo && x < hi;
    }

    int mateOf(int[] m, int v) {
        return m[v] < 0 ? v : m[v];
    }

    RoundPairing brackets() {
        int n = sorted.size();
        int[] matchById = new int[n];
        java.util.Arrays.fill(matchById, -2);
        boolean[] matched = new boolean[n];
        List<Integer> bracket = new ArrayList<>(); // vertex of each bracket position
        int next = 0;
        int top = sorted.get(0).score;
        while (next < n && sorted.get(next).score >= top) {
            bracket.add(next++);
        }
        int mdpCount = 0;
        int sgBeginVertex = 0;
        int[] stable = null;
        while (bracket.size() > 1 || next < n) {
            int residentsEnd = bracket.size();
            int nextSgBeginVertex = sgBeginVertex + (residentsEnd - mdpCount);
            int groupStart = next;
            if (next < n) {
                int s = sorted.get(next).score;
                while (next < n && sorted.get(next).score >= s) {
                    bracket.add(next++);
                }
            }
            int size = bracket.size();
            Weight[][] base = new Weight[size][];
            for (int l = 0; l < size; l++) {
                base[l] = new Weight[l];
            }
            setWeights(bracket, base, mdpCount, residentsEnd);
            final int rp0 = residentsEnd;
            stable = mm.solve();
            if (!isSingle && byeBracket(bracket.subList(0, residentsEnd), stable)) {
                // C9 (C.04.3 2.4.4) applies to a bracket that downfloats exactly one player, who ends up with
                // the bye: which of its bye-score players is left over is then decided by the fewest unplayed
                // games, before colours, floats and the order of the moved-down players.
                isSingle = true;
                setWeights(bracket, base, mdpCount, residentsEnd);
                stable = mm.solve();
            }

            // moved-down players to pair in this bracket
            int mdScore = Integer.MIN_VALUE;
            int remainingMd = 0;
            int remainingMatchedMd = 0;
            for (int i = 0; i < mdpCount; i++) {
                int v = bracket.get(i);
                int si = sorted.get(v).score;
                if (i == 0 || si < mdScore) {
                    mdScore = si;
                    remainingMatchedMd = 0;
                    remainingMd = 0;
                    for (int k = i; k < size && sorted.get(bracket.get(k)).score >= mdScore; k++) {
                        remainingMd++;
                        if (between(mateOf(stable, bracket.get(k)), sgBeginVertex, nextSgBeginVertex)) {
                            remainingMatchedMd++;
                        }
                    }
                }
                if (remainingMatchedMd == 0) {
                    continue;
                }
                if (remainingMd <= remainingMatchedMd) {
                    matched[v] = true;
                    continue;
                }
                remainingMd--;
                if (!between(mateOf(stable, v), sgBeginVertex, nextSgBeginVertex)) {
                    for (int o = mdpCount; o < residentsEnd; o++) {
                        Weight w = base[o][i];
                        if (!w.isZero()) {
                            mm.setWeight(v, bracket.get(o), w.copy().add(1));
                        }
                    }
                    stable = mm.solve();
                }
                if (between(mateOf(stable, v), sgBeginVertex, nextSgBeginVertex)) {
                    matched[v] = true;
                    remainingMatchedMd--;
                    for (int o = mdpCount; o < residentsEnd; o++) {
                        Weight w = base[o][i];
                        if (!w.isZero()) {
                            mm.setWeight(v, bracket.get(o), w.copy().add(residentsEnd - mdpCount + 1));
                        }
                    }
                }
            }
            // opponents of the moved-down players
            for (int i = 0; i < mdpCount; i++) {
                int v = bracket.get(i);
                if (!matched[v]) {
                    continue;
                }
                long addend = size;
                for (int o = residentsEnd - 1; o >= mdpCount; o--) {
                    int ov = bracket.get(o);
                    if (matched[ov]) {
                        continue;
                    }
                    Weight w = base[o][i];
                    if (!w.isZero()) {
                        mm.setWeight(v, ov, w.copy().add(addend));
                        addend++;
                    }
                }
                stable = mm.solve();
                int mv = mateOf(stable, v);
                matched[mv] = true;
                finalizePair(v, mv);
            }

            // the remainder: residents not paired with moved-down players
            List<Integer> remainder = new ArrayList<>(); // bracket positions
            int remainderPairs = 0;
            for (int p = mdpCount; p < residentsEnd; p++) {
                int v = bracket.get(p);
                int mv = mateOf(stable, v);
                if (mv < sgBeginVertex) {
                    continue;
                }
                remainder.add(p);
                if (mv < v) {
                    remainderPairs++;
                }
            }
            final int rPairs = remainderPairs;
            int firstGroupEnd = remainderPairs; // index into remainder
            for (int a = 0; a < remainder.size(); a++) {
                for (int b = a + 1; b < remainder.size(); b++) {
                    mm.setWeight(bracket.get(remainder.get(a)), bracket.get(remainder.get(b)),
                            cw.ordered(base, remainder.get(a), remainder.get(b), a, rPairs));
                }
            }
            stable = mm.solve();
            int exchangeCount = 0;
            for (int a = 0; a < firstGroupEnd && a < remainder.size(); a++) {
                int v = bracket.get(remainder.get(a));
                int mv = mateOf(stable, v);
                if (mv <= v || mv >= nextSgBeginVertex) {
                    exchangeCount++;
                }
            }
            // lowest S1 players to move to S2, where possible
            int exchangesRemaining = exchangeCount;
            for (int a = firstGroupEnd - 1; a >= 0 && exchangesRemaining > 0; a--) {
                int p = remainder.get(a);
                int v = bracket.get(p);
                int mv = mateOf(stable, v);
                if (mv > v && mv < nextSgBeginVertex) {
                    for (int b = a + 1; b < remainder.size(); b++) {
                        Weight w = cw.ordered(base, p, remainder.get(b), a, rPairs);
                        if (!w.isZero()) {
                            mm.setWeight(v, bracket.get(remainder.get(b)), w.subtract(1));
                        }
                    }
                    stable = mm.solve();
                }
                mv = mateOf(stable, v);
                boolean exchange = mv <= v || mv >= nextSgBeginVertex;
                if (exchange) {
                    exchangesRemaining--;
                }
                for (int b = a + 1; b < remainder.size(); b++) {
                    int q = remainder.get(b);
                    if (exchange) {
                        base[q][p] = new Weight(cw.limbs);
                    }
                    mm.setWeight(v, bracket.get(q), cw.ordered(base, p, q, a, rPairs));
                }
            }
            // highest S2 players to move to S1, where possible
            exchangesRemaining = exchangeCount;
            for (int a = firstGroupEnd; a < remainder.size() && exchangesRemaining > 1; a++) {
                int p = remainder.get(a);
                int v = bracket.get(p);
                int mv = mateOf(stable, v);
                boolean already = mv > v && mv < nextSgBeginVertex;
                if (!already) {
                    for (int b = a + 1; b < remainder.size(); b++) {
                        Weight w = cw.ordered(base, p, remainder.get(b), a, rPairs);
                        if (!w.isZero()) {
                            mm.setWeight(v, bracket.get(remainder.get(b)), w.add(1));
                        }
                    }
                    stable = mm.solve();
                }
                mv = mateOf(stable, v);
                boolean exchange = mv > v && mv < nextSgBeginVertex;
                if (exchange) {
                    exchangesRemaining--;
                    for (int b = 0; b < a; b++) {
                        int q = remainder.get(b);
                        base[p][q] = new Weight(cw.limbs);
                        mm.setWeight(v, bracket.get(q), base[p][q]);
                    }
                    for (int o = residentsEnd; o < size; o++) {
                        base[o][p] = new Weight(cw.limbs);
                        mm.setWeight(v, bracket.get(o), base[o][p]);
                    }
                }
                if (!already) {
                    for (int b = a + 1; b < remainder.size(); b++) {
                        mm.setWeight(v, bracket.get(remainder.get(b)),
                                cw.ordered(base, p, remainder.get(b), a, rPairs));
                    }
                }
            }
            // keep only edges from the final S1 to the final S2
            for (int a = 0; a < remainder.size(); a++) {
                int p = remainder.get(a);
                int v = bracket.get(p);
                int mv = mateOf(stable, v);
                for (int b = a + 1; b < remainder.size(); b++) {
                    int q = remainder.get(b);
                    int qv = bracket.get(q);
                    int mq = mateOf(stable, qv);
                    if (mv <= v || mv >= nextSgBeginVertex || (mq > qv && mq < nextSgBeginVertex)) {
                        base[q][p] = new Weight(cw.limbs);
                    }
                    mm.setWeight(v, qv, base[q][p]);
                }
            }
            // each S1 player, in order, gets the highest S2 player that keeps the pairing optimal:
            // CriteriaWeights.CHUNK players at a time, the first one's choice weighing most (lexicographic bonuses
            // in the low bits give the same result as one matching per player)
            List<Integer> s1 = new ArrayList<>();
            for (int a = 0; a < remainder.size(); a++) {
                int v = bracket.get(remainder.get(a));
                int mv = mateOf(stable, v);
                if (mv > v && mv < nextSgBeginVertex) {
                    s1.add(a);
                }
            }
            int rs = remainder.size();
            int rankBits = Math.max(1, CriteriaWeights.bits(rs));
            int perSolve = Math.max(1, cw.orderBits() / rankBits);
            for (int c0 = 0; c0 < s1.size(); c0 += perSolve) {
                int c1 = Math.min(s1.size(), c0 + perSolve);
                for (int c = c0; c < c1; c++) {
                    int a = s1.get(c);
                    int p = remainder.get(a);
                    int v = bracket.get(p);
                    int sh = rankBits * (c1 - 1 - c);
                    for (int b = a + 1; b < rs; b++) {
                        int q = remainder.get(b);
                        int qv = bracket.get(q);
                        if (matched[qv]) {
                            continue;
                        }
                        Weight w = base[q][p];
                        if (!w.isZero()) {
                            Weight bonus = new Weight(cw.limbs).add(rs - b).shiftLeft(sh);
                            mm.setWeight(v, qv, w.copy().add(bonus));
                        }
                    }
                }
                stable = mm.solve();
                for (int c = c0; c < c1; c++) {
                    int v = bracket.get(remainder.get(s1.get(c)));
                    int m2 = mateOf(stable, v);
                    matched[v] = true;
                    matched[m2] = true;
                    finalizePair(v, m2);
                }
            }

            // the next bracket
            List<Integer> nb = new ArrayList<>();
            mdpCount = 0;
            isSingle = (n & 1) == 1 && groupStart < n && cw.byeScore == sorted.get(groupStart).score;
            for (int i = 0; i < size; i++) {
                int v = bracket.get(i);
                if (i < rp0 && matched[v]) {
                    int mv = mateOf(stable, v);
                    matchById[v] = mv;
                    matchById[mv] = v;
                } else {
                    nb.add(v);
                    if (i < rp0) {
                        mdpCount++;
                    }
                    if (sorted.get(mateOf(stable, v)).score < cw.byeScore) {
                        isSingle = false;
                    }
                }
            }
            if ((n & 1) == 1 && next >= n) {
                // The coming bracket is the last one: its player left over is the bye assignee, whatever
                // lower score group its moved-down players came to pair (players below the bye score
                // who may not have the bye: they already had one). So C9 (fewest unplayed games for the
                // assignee) chooses among its moved-down players too: which of them pairs the lower
                // players and which one is left for the bye.
                isSingle = true;
            }
            bracket = nb;
            sgBeginVertex = nextSgBeginVertex;
        }
        return result(matchById);
    }

    /**
     * The base weights of the edges of the bracket being paired and the next score group ({@code bracket}: the
     * moved-down players, the residents up to {@code residentsEnd}, then the next group), kept in {@code base} and
     * given to the matching; C9's field is filled when {@link #isSingle}.
     */
    void setWeights(List<Integer> bracket, Weight[][] base, int mdpCount, int residentsEnd) {
        for (int l = mdpCount; l < bracket.size(); l++) {
            for (int s = 0; s < l; s++) {
                Weight w = cw.edge(sorted.get(bracket.get(s)), sorted.get(bracket.get(l)),
                        l < residentsEnd, l >= residentsEnd, isSingle);
                base[l][s] = w;
                mm.setWeight(bracket.get(s), bracket.get(l), w);
            }
        }
    }

    /**
     * Whether C9 governs the bracket being paired ({@code bracket}: its moved-down players and residents): in the
     * optimal matching exactly one of its players is not paired within it, that player is the one left over for
     * the bye, and the bracket holds more than one bye candidate of the bye score to choose from.
     */
    boolean byeBracket(List<Integer> bracket, int[] matching) {
        if ((sorted.size() & 1) == 0) {
            return false;
        }
        java.util.Set<Integer> inBracket = new java.util.HashSet<>(bracket);
        int out = 0;
        int leftOver = -1;
        for (int v : bracket) {
            int m = mateOf(matching, v);
            if (m == v || !inBracket.contains(m)) {
                out++;
                leftOver = m == v ? v : -1;
            }
        }
        int atByeScore = 0;
        for (int v : bracket) {
            if (sorted.get(v).score == cw.byeScore && cw.byeCandidate(sorted.get(v))) {
                atByeScore++;
            }
        }
        return out == 1 && leftOver >= 0 && atByeScore > 1;
    }

    /** The base weight plus the preferences among exchanges (fewest, then smallest differences). */
    RoundPairing result(int[] matchById) {
        int n = sorted.size();
        List<int[]> pairs = new ArrayList<>();
        Integer bye = null;
        for (int v = 0; v < n; v++) {
            int m = matchById[v];
            if (m < 0) {
                if (bye != null) {
                    throw new PairingException("round " + req.round() + ": more than one player left unpaired");
                }
                bye = sorted.get(v).id;
            } else if (v < m) {
                pairs.add(new int[] {v, m});
            }
        }
        List<Pair> boards = new ArrayList<>();
        for (int[] pr : pairs) {
            DutchPlayer a = sorted.get(pr[0]);
            DutchPlayer b = sorted.get(pr[1]);
            DutchPlayer first = a.id < b.id ? a : b;
            DutchPlayer second = first == a ? b : a;
            Colour c = ColourAllocation.colourOf(first, second, req.initialColour());
            boards.add(c == Colour.WHITE ? new Pair(first.id, second.id) : new Pair(second.id, first.id));
        }
        boards.sort(boardOrder());
        return new RoundPairing(req.round(), boards, bye == null ? OptionalInt.empty() : OptionalInt.of(bye));
    }

    /** Publication order: higher score of the pair, then the lower score, then the higher player's rank. */
    Comparator<Pair> boardOrder() {
        Map<Integer, DutchPlayer> byIdP = new HashMap<>();
        for (DutchPlayer p : sorted) {
            byIdP.put(p.id, p);
        }
        return (x, y) -> {
            DutchPlayer xh = higherOf(byIdP.get(x.white()), byIdP.get(x.black()));
            DutchPlayer xl = xh == byIdP.get(x.white()) ? byIdP.get(x.black()) : byIdP.get(x.white());
            DutchPlayer yh = higherOf(byIdP.get(y.white()), byIdP.get(y.black()));
            DutchPlayer yl = yh == byIdP.get(y.white()) ? byIdP.get(y.black()) : byIdP.get(y.white());
            int xs = xh.src.points(played);
            int ys = yh.src.points(played);
            if (xs != ys) {
                return Integer.compare(ys, xs);
            }
            int xls = xl.src.points(played);
            int yls = yl.src.points(played);
            if (xls != yls) {
                return Integer.compare(yls, xls);
            }
            return Integer.compare(xh.rankIndex, yh.rankIndex);
        };
    }

    DutchPlayer higherOf(DutchPlayer a, DutchPlayer b) {
        int sa = a.src.points(played);
        int sb = b.src.points(played);
        if (sa != sb) {
            return sa > sb ? a : b;
        }
        return a.rankIndex < b.rankIndex ? a : b;
    }
}
