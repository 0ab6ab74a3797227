package org.hakem.pairing.team;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The input of one round of a team Swiss.
 *
 * @param round the round to pair (1-based)
 * @param rules the event's rules
 * @param teams      the teams to pair this round (absent and withdrawn teams left out), any order
 * @param prohibited pairs of teams that must not meet this round (TRF 260), by team number; either direction
 */
public record TeamSwissRequest(int round, TeamSwissRules rules, List<SwissTeam> teams,
                               Map<Integer, Set<Integer>> prohibited) {
    public TeamSwissRequest {
        Objects.requireNonNull(rules, "rules");
        teams = List.copyOf(teams);
        Map<Integer, Set<Integer>> copy = new HashMap<>();
        prohibited.forEach((k, v) -> copy.put(k, Set.copyOf(v)));
        prohibited = Map.copyOf(copy);
        if (round < 1) {
            throw new IllegalArgumentException("rounds are numbered from 1, not " + round);
        }
    }

    /** A request without prohibited pairs. */
    public TeamSwissRequest(int round, TeamSwissRules rules, List<SwissTeam> teams) {
        this(round, rules, teams, Map.of());
    }

    /** True when the two teams must not meet this round. */
    public boolean prohibited(int a, int b) {
        return prohibited.getOrDefault(a, Set.of()).contains(b) || prohibited.getOrDefault(b, Set.of()).contains(a);
    }

    /**
     * Prohibited pairs from groups of teams that must not meet each other (as TRF 260 lists them): every two teams of
     * a group.
     */
    public static Map<Integer, Set<Integer>> prohibitedGroups(List<List<Integer>> groups) {
        Map<Integer, Set<Integer>> out = new HashMap<>();
        for (List<Integer> g : groups) {
            for (int a : g) {
                for (int b : g) {
                    if (a != b) {
                        out.computeIfAbsent(a, k -> new HashSet<>()).add(b);
                    }
                }
            }
        }
        return out;
    }
}
