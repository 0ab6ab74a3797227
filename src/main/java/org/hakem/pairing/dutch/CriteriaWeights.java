package org.hakem.pairing.dutch;

import java.util.HashMap;
import java.util.Map;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.PlayerHistory.Float;
import org.hakem.pairing.matching.Weight;

/**
 * The Dutch criteria as matching weights. The absolute criteria (C.04.3 C.1-C.3: no rematch, no forbidden
 * pair, no clash of absolute colour preferences outside the last round's topscorers) decide whether two players
 * may meet at all; the quality criteria (C.5-C.21) become the bit fields of an edge weight, from the most
 * significant: completion and bye eligibility, pairs and paired scores in the current bracket and the next one,
 * the bye assignee's unplayed games, the colour preferences, the repeated floats and their scores, and finally
 * room for the order bonuses the bracket walk adds. The layout (how many bits each field takes) depends on the
 * score groups, so the bracket walk fills it in before asking for weights.
 */
final class CriteriaWeights {
    final PairingRequest req;
    final PointSystem.Tenths sc;
    final int played;
    /** Bit offset of each score group inside a score field, lowest score first. */
    final Map<Integer, Integer> shift = new HashMap<>();
    int groupsShift;
    /** Bits of a count field (enough for the largest score group). */
    int B;
    int totalShift;
    int limbs;
    /** The highest score a bye may go to (C.04.3 C.5, C.9). */
    int byeScore;
    /** For C.9: the rank of each number of played games among the bye candidates, fewest last. */
    final Map<Integer, Integer> playedRanks = new HashMap<>();
    /** compat[u][v]: vertices u and v may meet (absolute criteria). */
    boolean[][] compat;

    CriteriaWeights(PairingRequest req, PointSystem.Tenths sc, int played) {
        this.req = req;
        this.sc = sc;
        this.played = played;
    }

    static int bits(int x) {
        return 32 - Integer.numberOfLeadingZeros(x);
    }

    boolean compatible(DutchPlayer a, DutchPlayer b) {
        if (a.forbidden.contains(b.id) || b.forbidden.contains(a.id)) {
            return false;
        }
        if (!a.absolute() || !b.absolute() || a.pref != b.pref) {
            return true;
        }
        if (played >= req.plannedRounds() - 1) {
            int threshold = played * Math.max(sc.win(), sc.draw()) / 2;
            return a.score > threshold || b.score > threshold;
        }
        return false;
    }

    boolean byeCandidate(DutchPlayer p) {
        return p.eligibleBye && p.score <= byeScore;
    }

    /** Colour bits, most significant first: C10 .. C13 of the 2017 numbering. */
    void colourBits(Weight w, DutchPlayer player, DutchPlayer opp, boolean mask) {
        w.shiftLeft(B);
        w.add(mask && (!player.absImbalance() || !opp.absImbalance() || player.pref != opp.pref) ? 1 : 0);
        w.shiftLeft(B);
        boolean c2;
        if (!player.absolute() || !opp.absolute() || player.pref != opp.pref) {
            c2 = true;
        } else if (player.imbalance == opp.imbalance) {
            c2 = player.repeated == Colour.NONE || player.repeated != opp.repeated;
        } else {
            DutchPlayer smaller = player.imbalance > opp.imbalance ? opp : player;
            c2 = smaller.repeated != player.pref.opposite();
        }
        w.add(mask && c2 ? 1 : 0);
        w.shiftLeft(B);
        boolean compatiblePrefs = player.pref != opp.pref || player.pref == Colour.NONE;
        w.add(mask && compatiblePrefs ? 1 : 0);
        w.shiftLeft(B);
        boolean c4 = (!player.strong && !player.absolute()) || (!opp.strong && !opp.absolute())
                || (player.absolute() && opp.absolute()) || player.pref != opp.pref;
        w.add(mask && c4 ? 1 : 0);
    }

    /** The base weight of an edge; higher = the player ranked higher (smaller vertex). */
    Weight edge(DutchPlayer higher, DutchPlayer lower, boolean lowerInCurrent, boolean lowerInNext, boolean single) {
        Weight w = new Weight(limbs);
        if (!compat[higher.vertex][lower.vertex]) {
            return w;
        }
        w.add(1 + (byeCandidate(higher) ? 0 : 1) + (byeCandidate(lower) ? 0 : 1));
        if (!lowerInCurrent && !lowerInNext && !single) {
            // only completion matters between players outside the brackets being paired
            return w.shiftLeft(totalShift);
        }
        w.shiftLeft(B);
        w.add(lowerInCurrent ? 1 : 0);
        w.shiftLeft(groupsShift);
        if (lowerInCurrent) {
            w.addPow2(shift.get(higher.score));
        }
        w.shiftLeft(B);
        w.add(lowerInNext ? 1 : 0);
        w.shiftLeft(groupsShift);
        if (lowerInNext) {
            w.addPow2(shift.get(higher.score));
        }
        w.shiftLeft(B);
        if (single) {
            if (higher.score == byeScore) {
                w.add(playedRanks.get(higher.playedGames));
            }
            if (lower.score == byeScore) {
                w.add(playedRanks.get(lower.playedGames));
            }
        }
        colourBits(w, lower, higher, lowerInCurrent);
        if (played >= 1) {
            w.shiftLeft(B);
            if (lowerInCurrent) {
                w.add((lower.float1 == Float.DOWN ? 1 : 0)
                        + (higher.score <= lower.score && higher.float1 == Float.DOWN ? 1 : 0));
            }
            w.shiftLeft(B);
            if (lowerInCurrent) {
                w.add(!(higher.score > lower.score && lower.float1 == Float.UP) ? 1 : 0);
            }
        }
        if (played > 1) {
            w.shiftLeft(B);
            if (lowerInCurrent) {
                w.add((lower.float2 == Float.DOWN ? 1 : 0)
                        + (higher.score <= lower.score && higher.float2 == Float.DOWN ? 1 : 0));
            }
            w.shiftLeft(B);
            if (lowerInCurrent) {
                w.add(!(higher.score > lower.score && lower.float2 == Float.UP) ? 1 : 0);
            }
        }
        if (played >= 1) {
            w.shiftLeft(groupsShift);
            if (lowerInCurrent) {
                if (lower.float1 == Float.DOWN) {
                    w.addPow2(shift.get(lower.score));
                }
                if (higher.float1 == Float.DOWN) {
                    w.addPow2(shift.get(higher.score));
                }
            }
            w.shiftLeft(groupsShift);
            if (lowerInCurrent && !(lower.float1 == Float.UP && higher.score > lower.score)) {
                w.addPow2(shift.get(higher.score));
            }
        }
        if (played > 1) {
            w.shiftLeft(groupsShift);
            if (lowerInCurrent) {
                if (lower.float2 == Float.DOWN) {
                    w.addPow2(shift.get(lower.score));
                }
                if (higher.float2 == Float.DOWN) {
                    w.addPow2(shift.get(higher.score));
                }
            }
            w.shiftLeft(groupsShift);
            if (lowerInCurrent && !(lower.float2 == Float.UP && higher.score > lower.score)) {
                w.addPow2(shift.get(higher.score));
            }
        }
        // room for the ordering of exchanges, of moved-down players and of S1's opponents
        w.shiftLeft(orderBits());
        return w;
    }

    /** S1 players whose opponents are chosen by one matching (lexicographic bonuses). */
    static final int CHUNK = 8;

    /** Low bits below the criteria: the exchange order (3B+1 bits) or CHUNK opponent ranks. */
    int orderBits() {
        return Math.max(3 * B + 1, CHUNK * B);
    }

    Weight ordered(Weight[][] base, int smallerPos, int largerPos, int smallerRemIndex, int remainderPairs) {
        Weight w = base[largerPos][smallerPos].copy();
        if (w.isZero()) {
            return w;
        }
        // + ((isS1 << 2B) - index) << 1, computed without going negative
        if (smallerRemIndex < remainderPairs) {
            w.addPow2(2 * B + 1);
        }
        w.subtract(2L * smallerRemIndex);
        return w;
    }
}
