package org.hakem.pairing.dutch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.pairing.PlayerHistory;
import org.hakem.pairing.PlayerHistory.Float;
import org.hakem.pairing.SwissPlayer;

/**
 * One player to pair by the Dutch system, with everything the criteria read about them computed once: the
 * (accelerated) score, the colour history and preference (absolute, strong or mild, C.04.3 A.6), the floats of
 * the last two rounds, the opponents met and forbidden, and whether a bye may still be given (C.04.3 C.2).
 */
final class DutchPlayer {

    SwissPlayer src;
    int id;
    int rankIndex;
    int score;
    int vertex;
    Colour pref = Colour.NONE;
    Colour repeated = Colour.NONE;
    int imbalance;
    boolean strong;
    boolean eligibleBye;
    int playedGames;
    Float float1 = Float.NONE;
    Float float2 = Float.NONE;
    Set<Integer> forbidden = new HashSet<>();
    List<Colour> playedColours = new ArrayList<>();

    boolean absImbalance() {
        return imbalance > 1;
    }

    boolean absolute() {
        return absImbalance() || repeated != Colour.NONE;
    }

    /** The facts of {@code s} before the round after {@code played} rounds ({@code byId}: every player by start number). */
    static DutchPlayer of(SwissPlayer s, Map<Integer, SwissPlayer> byId, PointSystem.Tenths sc, int played) {
        DutchPlayer p = new DutchPlayer();
        p.src = s;
        p.id = s.id();
        p.score = s.points(played) + s.acceleration(played + 1);
        PlayerHistory h = PlayerHistory.of(s, byId, sc);
        p.playedGames = h.playedGames();
        p.playedColours.addAll(h.colours());
        p.forbidden.addAll(h.opponentsMet());
        p.eligibleBye = !h.wonWithoutPlaying();
        p.forbidden.addAll(s.prohibited());
        int difference = h.colourDifference();
        int consecutive = h.sameColourRun();
        Colour last = h.lastColour();
        Colour lower = difference > 0 ? Colour.BLACK : Colour.WHITE;
        p.imbalance = Math.abs(difference);
        p.pref = p.imbalance > 1 ? lower
                : consecutive > 1 ? last.opposite()
                : p.imbalance > 0 ? lower
                : consecutive > 0 ? last.opposite()
                : Colour.NONE;
        p.repeated = consecutive > 1 ? last : Colour.NONE;
        p.strong = !p.absolute() && p.imbalance != 0;
        p.float1 = h.floatIn(played);
        p.float2 = h.floatIn(played - 1);
        return p;
    }
}
