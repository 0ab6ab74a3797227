package org.hakem.crosstable.team;

import java.util.List;
import java.util.Objects;

/**
 * A team: its pairing number, names and roster in board order (TRF-2026 record 310).
 *
 * @param number   team pairing number (TPN) 1..999, unique in the event; in a Swiss the initial order (C.04.6
 *                 Article 1.1: the lower the number, the higher the team is ranked)
 * @param name     the team's name
 * @param nickname short name (TRF: five characters), may be empty
 * @param strength strength factor (TRF 310, e.g. an average rating), 0 when unknown
 * @param roster   start numbers of the team's players in board order (the first is the team's first board)
 */
public record Team(int number, String name, String nickname, int strength, List<Integer> roster) {

    public Team {
        if (number < 1 || number > 999) {
            throw new IllegalArgumentException("team number must be 1..999, not " + number);
        }
        name = Objects.requireNonNullElse(name, "");
        nickname = Objects.requireNonNullElse(nickname, "");
        roster = List.copyOf(roster);
    }
}
