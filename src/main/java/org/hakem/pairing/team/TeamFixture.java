package org.hakem.pairing.team;

/**
 * Two teams paired in a round: the home (first-named) team and the away team. The event's
 * {@link org.hakem.crosstable.team.BoardColours} give the board colours from it; in a team Swiss the pairer names
 * first the team it gives the colour of the first board that the event's board colours give the home team.
 */
public record TeamFixture(int home, int away) {
    public TeamFixture {
        if (home == away) {
            throw new IllegalArgumentException("a team cannot meet itself: " + home);
        }
    }

    /** The same fixture with home and away exchanged (second cycle of a double round robin). */
    public TeamFixture reversed() {
        return new TeamFixture(away, home);
    }

    /** True when {@code team} is one of the two. */
    public boolean involves(int team) {
        return team == home || team == away;
    }
}
