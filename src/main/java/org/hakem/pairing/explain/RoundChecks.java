package org.hakem.pairing.explain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hakem.pairing.Pair;
import org.hakem.pairing.Reason;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.RoundExplanation.Bracket;

/**
 * What every Swiss system's explanation checks and lists the same way: the players of a pairing (known, each
 * once, only those taking part, everyone taking part) and the score groups with their floaters.
 */
public final class RoundChecks {

    private RoundChecks() {
    }

    /**
     * Checks who is on the pairing's boards and adds a warning for a start number that is not a player, a player
     * paired twice, a player paired who does not take part, and one taking part who is neither paired nor given
     * the bye.
     *
     * @param players    every player of the tournament by start number
     * @param takingPart start numbers of the players to pair in this round
     * @return the boards whose two players are players of the tournament, in the pairing's order
     */
    public static List<Pair> players(RoundPairing pairing, Map<Integer, SwissPlayer> players, List<Integer> takingPart,
                                     List<Reason> warnings) {
        Map<Integer, Integer> seen = new HashMap<>();
        List<Pair> boards = new ArrayList<>();
        for (Pair b : pairing.boards()) {
            boolean known = true;
            for (int id : new int[] {b.white(), b.black()}) {
                if (!players.containsKey(id)) {
                    warnings.add(Reason.of("warn.notPlayer", id, boards.size() + 1));
                    known = false;
                }
            }
            if (known) {
                boards.add(b);
            }
            seen.merge(b.white(), 1, Integer::sum);
            seen.merge(b.black(), 1, Integer::sum);
        }
        pairing.pairingAllocatedBye().ifPresent(id -> seen.merge(id, 1, Integer::sum));
        for (Map.Entry<Integer, Integer> e : new TreeMap<>(seen).entrySet()) {
            if (e.getValue() > 1) {
                warnings.add(Reason.of("warn.pairedTimes", e.getKey(), e.getValue()));
            }
            SwissPlayer p = players.get(e.getKey());
            if (p != null && !p.available()) {
                warnings.add(Reason.of("warn.pairedAbsent", e.getKey()));
            }
        }
        for (int id : takingPart) {
            if (!seen.containsKey(id)) {
                warnings.add(Reason.of("warn.notPaired", id));
            }
        }
        return boards;
    }

    /**
     * The score groups of the players to pair.
     *
     * @param ordered start number and pairing score of each player to pair, in pairing order (score groups
     *                highest first)
     * @param down    players floating down, by their score
     * @param up      players floating up, by their score
     */
    public static List<Bracket> brackets(List<int[]> ordered, Map<Integer, List<Integer>> down,
                                         Map<Integer, List<Integer>> up) {
        Map<Integer, List<Integer>> groups = new LinkedHashMap<>();
        for (int[] p : ordered) {
            groups.computeIfAbsent(p[1], k -> new ArrayList<>()).add(p[0]);
        }
        List<Bracket> brackets = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> g : groups.entrySet()) {
            brackets.add(new Bracket(g.getKey(), g.getValue(), down.getOrDefault(g.getKey(), List.of()),
                    up.getOrDefault(g.getKey(), List.of())));
        }
        return brackets;
    }
}
