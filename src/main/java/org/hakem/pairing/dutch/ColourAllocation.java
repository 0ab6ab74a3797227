package org.hakem.pairing.dutch;

import java.util.List;
import org.hakem.crosstable.Colour;

/**
 * Colour allocation of the Dutch system (C.04.3 E): once two players are paired, who gets white. The
 * preferences decide first (absolute over strong over mild), then the colour histories, then the ranking
 * and the initial colour drawn for the event.
 */
final class ColourAllocation {

    private ColourAllocation() {
    }

    /** True if a ranks below b (accelerated score, then rank). */
    static boolean lowerRanked(DutchPlayer a, DutchPlayer b) {
        if (a.score != b.score) {
            return a.score < b.score;
        }
        return a.rankIndex > b.rankIndex;
    }

    /** The colour {@code player} gets against {@code opp} (C.04.3 E.1-E.5; E.5 by the initial colour). */
    static Colour colourOf(DutchPlayer player, DutchPlayer opp, Colour init) {
        Colour c = neutral(player, opp);
        if (c != Colour.NONE) {
            return c;
        }
        if (player.pref == Colour.NONE) {
            if (lowerRanked(player, opp)) {
                return (opp.rankIndex & 1) == 1 ? init : init.opposite();
            }
            return (player.rankIndex & 1) == 1 ? init.opposite() : init;
        }
        return lowerRanked(player, opp) ? opp.pref.opposite() : player.pref;
    }

    /** The colour by the preferences and history alone (E.1-E.4); {@link Colour#NONE} when they do not decide. */
    static Colour neutral(DutchPlayer player, DutchPlayer opp) {
        if (player.pref != opp.pref || player.pref == Colour.NONE || opp.pref == Colour.NONE) {
            if (player.pref != Colour.NONE) {
                return player.pref;
            }
            if (opp.pref != Colour.NONE) {
                return opp.pref.opposite();
            }
            return Colour.NONE;
        }
        if (player.absolute() && (player.imbalance > opp.imbalance || !opp.absolute())) {
            return player.pref;
        }
        if (opp.absolute() && (opp.imbalance > player.imbalance || !player.absolute())) {
            return opp.pref.opposite();
        }
        if (player.strong && !opp.strong) {
            return player.pref;
        }
        if (opp.strong && !player.strong) {
            return opp.pref.opposite();
        }
        List<Colour> a = player.playedColours;
        List<Colour> b = opp.playedColours;
        int i = a.size() - 1;
        int j = b.size() - 1;
        while (i >= 0 && j >= 0 && a.get(i) == b.get(j)) {
            i--;
            j--;
        }
        if (i >= 0 && j >= 0) {
            return b.get(j);
        }
        return Colour.NONE;
    }
}
