package org.hakem.pairing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfAcceleration;
import org.hakem.trf.TrfBye;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfProhibitedPairing;

/**
 * Builds the pairing engine's input from the tournament model and a TRF document.
 *
 * <p>Meaning given to the TRF-2026 records: 240 (byes requested for a round: the players are left out
 * of the pairing), 250 (fictitious points added to the pairing score of a range of players over a
 * range of rounds), 260 (players who must not meet over a range of rounds), XXC (the colour of the
 * highest-ranked player paired in round 1; when absent, it is read from round 1 if it was paired).
 * An entry of the round to pair without opponent and other than {@code U} (H, F, Z, blank ...) means
 * the player is not available, as the arbiter decided before pairing.
 */
public final class SwissRequests {

    private SwissRequests() {
    }

    /**
     * The round to pair next: one after the last round in which anybody was paired or got the
     * pairing-allocated bye (entries of later rounds are requested byes and absences).
     */
    public static int nextRound(Crosstable t) {
        int last = 0;
        for (Entrant p : t.players()) {
            for (int r = 1; r <= p.rounds().size(); r++) {
                RoundEntry e = p.round(r);
                if (e.hasOpponent() || e.result() == ResultCode.PAIRING_ALLOCATED_BYE) {
                    last = Math.max(last, r);
                }
            }
        }
        return last + 1;
    }

    /**
     * The initial colour: XXC when given, else the colour of the highest-ranked player paired (with a
     * colour) in round 1, else white.
     */
    public static Colour initialColour(Crosstable t) {
        Optional<Colour> stated = t.initialColour();
        if (stated.isPresent() && stated.get() != Colour.NONE) {
            return stated.get();
        }
        for (Entrant p : t.players()) {
            RoundEntry e = p.round(1);
            if (e.hasOpponent() && e.colour() != Colour.NONE) {
                return e.colour();
            }
        }
        return Colour.WHITE;
    }

    /**
     * Baku acceleration (C.04.5.1): the first 2 * ceil(N / 4) players in start-number order (group A)
     * get, for pairing only, the points of a win in the first half (rounded up) of the accelerated
     * rounds and those of a draw in the other accelerated rounds; the accelerated rounds are the first
     * half (rounded up) of the tournament.
     *
     * @return fictitious points in tenths by start number, index 0 = round 1
     */
    public static Map<Integer, int[]> bakuAccelerations(Crosstable t, int plannedRounds) {
        PointSystem.Tenths sc = t.points().tenths();
        int n = t.players().size();
        int groupA = 2 * ((n + 3) / 4);
        int accelerated = (plannedRounds + 1) / 2;
        int full = (accelerated + 1) / 2;
        Map<Integer, int[]> out = new HashMap<>();
        for (int i = 0; i < n && i < groupA; i++) {
            int[] a = new int[plannedRounds];
            for (int r = 1; r <= accelerated; r++) {
                a[r - 1] = r <= full ? sc.win() : sc.draw();
            }
            out.put(t.players().get(i).startNumber(), a);
        }
        return out;
    }

    /** The request for round {@code round} of a TRF document (entries of that round and later are inputs only). */
    public static PairingRequest forRound(TrfDocument doc, int round) {
        return forRound(doc, round, false);
    }

    /**
     * The request for round {@code round} of a TRF document, with Baku acceleration added to the 250
     * records when {@code baku} is set.
     */
    public static PairingRequest forRound(TrfDocument doc, int round, boolean baku) {
        Crosstable t = doc.tournament();
        Set<Integer> unavailable = new HashSet<>();
        for (Entrant p : t.players()) {
            RoundEntry e = p.round(round);
            if (round <= p.rounds().size() && !e.hasOpponent() && e.result() != ResultCode.PAIRING_ALLOCATED_BYE) {
                unavailable.add(p.startNumber());
            }
        }
        for (TrfBye b : doc.byes()) {
            if (b.round() == round) {
                unavailable.addAll(b.players());
            }
        }
        Map<Integer, Set<Integer>> prohibited = new HashMap<>();
        for (TrfProhibitedPairing pp : doc.prohibitedPairings()) {
            if (round >= pp.firstRound() && round <= pp.lastRound()) {
                for (int a : pp.players()) {
                    for (int b : pp.players()) {
                        if (a != b) {
                            prohibited.computeIfAbsent(a, k -> new HashSet<>()).add(b);
                        }
                    }
                }
            }
        }
        int planned = t.plannedRounds() > 0 ? t.plannedRounds() : Math.max(round, t.roundsRecorded());
        Map<Integer, int[]> acc = new HashMap<>();
        for (TrfAcceleration a : doc.accelerations()) {
            for (int id = a.firstPlayer(); id <= a.lastPlayer(); id++) {
                int[] arr = acc.computeIfAbsent(id, k -> new int[planned]);
                for (int r = Math.max(1, a.firstRound()); r <= Math.min(planned, a.lastRound()); r++) {
                    arr[r - 1] += PointSystem.tenths(a.gamePoints());
                }
            }
        }
        if (baku) {
            for (Map.Entry<Integer, int[]> e : bakuAccelerations(t, planned).entrySet()) {
                int[] arr = acc.computeIfAbsent(e.getKey(), k -> new int[planned]);
                for (int r = 0; r < planned; r++) {
                    arr[r] += e.getValue()[r];
                }
            }
        }
        return forRound(t, round, unavailable, prohibited, acc);
    }

    /**
     * The request for round {@code round}: the history is the rounds before it.
     *
     * @param unavailable   players left out of this round
     * @param prohibited    forbidden opponents by start number (symmetric or not: both directions are checked)
     * @param accelerations fictitious points in tenths by start number, index 0 = round 1
     */
    public static PairingRequest forRound(Crosstable t, int round, Set<Integer> unavailable,
                                          Map<Integer, Set<Integer>> prohibited, Map<Integer, int[]> accelerations) {
        PointSystem ps = t.points();
        List<SwissPlayer> players = new ArrayList<>();
        for (Entrant p : t.players()) {
            List<SwissRound> rs = new ArrayList<>();
            for (int r = 1; r < round; r++) {
                RoundEntry e = p.round(r);
                boolean played = e.played();
                rs.add(new SwissRound(e.opponent(), played ? e.colour() : Colour.NONE, played,
                        ps.tenths(e.result()),
                        e.hasOpponent() || e.result() == ResultCode.PAIRING_ALLOCATED_BYE));
            }
            players.add(new SwissPlayer(p.startNumber(), p.rating(), rs,
                    prohibited.getOrDefault(p.startNumber(), Set.of()),
                    accelerations.get(p.startNumber()), !unavailable.contains(p.startNumber())));
        }
        int planned = t.plannedRounds() > 0 ? t.plannedRounds() : Math.max(round, t.roundsRecorded());
        return new PairingRequest(round, planned, ps, initialColour(t), players);
    }
}
