package org.hakem.pairing.team;

import static org.hakem.crosstable.Colour.BLACK;
import static org.hakem.crosstable.Colour.WHITE;
import static org.hakem.pairing.team.ColourPreferenceType.NONE;
import static org.hakem.pairing.team.ColourPreferenceType.TYPE_A;
import static org.hakem.pairing.team.ColourPreferenceType.TYPE_B;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** C.04.6 Article 1.7: the colour preferences of teams, case by case. */
class TeamColourPreferenceTest {

    private static final TeamColourPreference STRONG_WHITE = new TeamColourPreference(WHITE, true);
    private static final TeamColourPreference STRONG_BLACK = new TeamColourPreference(BLACK, true);
    private static final TeamColourPreference MILD_WHITE = new TeamColourPreference(WHITE, false);
    private static final TeamColourPreference MILD_BLACK = new TeamColourPreference(BLACK, false);

    @Test
    void typeAPrefersOnlyWhenTheDifferenceExceedsOneOrTheLastTwoWereTheSame() {
        // 1.7.1: White when CD < -1, or CD 0 or -1 with Black in the last two matches played
        assertEquals(STRONG_WHITE, TeamColourPreference.of(TYPE_A, -2, List.of(BLACK, WHITE), 4, false));
        assertEquals(STRONG_WHITE, TeamColourPreference.of(TYPE_A, 0, List.of(BLACK, BLACK), 4, false));
        assertEquals(STRONG_WHITE, TeamColourPreference.of(TYPE_A, -1, List.of(BLACK, BLACK), 3, false));
        assertEquals(STRONG_BLACK, TeamColourPreference.of(TYPE_A, 2, List.of(WHITE, BLACK), 4, false));
        assertEquals(STRONG_BLACK, TeamColourPreference.of(TYPE_A, 1, List.of(WHITE, WHITE), 3, false));
        // CD -1 after W B: no type-A preference
        assertEquals(TeamColourPreference.NONE, TeamColourPreference.of(TYPE_A, -1, List.of(WHITE, BLACK), 3, false));
        assertEquals(TeamColourPreference.NONE, TeamColourPreference.of(TYPE_A, 1, List.of(WHITE), 1, false));
        assertEquals(TeamColourPreference.NONE, TeamColourPreference.of(TYPE_A, 0, List.of(), 0, false));
    }

    @Test
    void typeBAddsMildPreferences() {
        // 1.7.2: mild White when CD = -1, or CD = 0 and Black last (not in the last round)
        assertEquals(MILD_WHITE, TeamColourPreference.of(TYPE_B, -1, List.of(WHITE, BLACK), 3, false));
        assertEquals(MILD_WHITE, TeamColourPreference.of(TYPE_B, 0, List.of(WHITE, BLACK), 2, false));
        assertEquals(MILD_BLACK, TeamColourPreference.of(TYPE_B, 1, List.of(WHITE), 1, true));
        assertEquals(MILD_BLACK, TeamColourPreference.of(TYPE_B, 0, List.of(BLACK, WHITE), 2, false));
        // CD 0 in the last round: none
        assertEquals(TeamColourPreference.NONE, TeamColourPreference.of(TYPE_B, 0, List.of(BLACK, WHITE), 2, true));
        assertEquals(STRONG_WHITE, TeamColourPreference.of(TYPE_B, 0, List.of(BLACK, BLACK), 4, true));
        assertEquals(STRONG_BLACK, TeamColourPreference.of(TYPE_B, 3, List.of(BLACK, WHITE), 5, false));
    }

    @Test
    void withoutPreferencesNobodyPrefers() {
        assertEquals(TeamColourPreference.NONE, TeamColourPreference.of(NONE, -3, List.of(BLACK, BLACK), 5, false));
    }
}
