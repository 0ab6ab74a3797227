package org.hakem.crosstable.team;

import java.util.List;
import java.util.Objects;

/**
 * A match of one round between two teams.
 *
 * @param round   1-based round number
 * @param home    pairing number of the home (first-named) team
 * @param away    pairing number of the away team
 * @param boards  the board games, board 1 first; empty for a whole-match forfeit
 * @param forfeit whether the whole match was forfeited
 */
public record TeamMatch(int round, int home, int away, List<BoardGame> boards, MatchForfeit forfeit) {

    public TeamMatch {
        Objects.requireNonNull(forfeit, "forfeit");
        boards = List.copyOf(boards);
        if (home == away) {
            throw new IllegalArgumentException("a team cannot meet itself: " + home);
        }
    }

    /** True when {@code team} is one of the two teams. */
    public boolean involves(int team) {
        return team == home || team == away;
    }

    /** The other team. */
    public int opponent(int team) {
        if (team == home) {
            return away;
        }
        if (team == away) {
            return home;
        }
        throw new IllegalArgumentException("team " + team + " does not play in this match");
    }
}
