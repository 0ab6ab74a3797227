package org.hakem.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.team.domain.TeamSystem;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventSystem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: every one-line field of the domain (names of players, events and teams, places, titles, time controls,
 * clubs) refuses a character that would break a line or reorder text, with the field named, through the one check
 * {@link TextField}; the API and the pages both go through these validations.
 */
class TextFieldTest {

    @Test
    void theProblemNamesTheCharacterAndItsPlace() {
        Problem p = TextField.problem("Ali\r\n001", 200);
        assertEquals(Problem.of("field.no-control", "U+000D", 4), p);
        assertEquals("must be one line without control characters (U+000D at character 4)", p.message());
        assertEquals("tek satır olmalı, denetim karakteri içeremez (4. karakterde U+000D)",
                p.message(Locale.forLanguageTag("tr")));
        assertEquals(Problem.of("field.no-control", "U+2028", 3), TextField.problem("\uD83D\uDE00a\u2028", 200),
                "a surrogate pair is one character");
        assertEquals(Problem.of("field.too-long", 3), TextField.problem("abcd", 3));
        assertNull(TextField.problem("Şahin Yılmaz", 200));
        assertNull(TextField.problem(null, 200));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n001", "\t", "\u0000", "\u001B[2J", "\u007F", "\u0085", "\u2028", "\u2029",
            "\u202E", "\u2066", "\uD800"})
    void everyOneLineFieldRefusesIt(String hostile) {
        String bad = "Ali" + hostile + "Veli"; // inside: the edges are trimmed as spaces are
        assertField("name", new PlayerDetails(bad, null, null, null, null, null, null, null).normalised().validate());
        assertField("club", new PlayerDetails("A", null, null, null, null, null, bad, null).normalised().validate());
        Function<String[], EventDetails> event = f -> new EventDetails(f[0], f[1], null, null, "turkish",
                EventSystem.ROUND_ROBIN, 0, false, null, null, f[2], null, null, true);
        assertField("name", event.apply(new String[] {bad, null, null}).normalised().validate());
        assertField("place", event.apply(new String[] {"A", bad, null}).normalised().validate());
        assertField("timeControl", event.apply(new String[] {"A", null, bad}).normalised().validate());
        Function<String[], TeamEventDetails> team = f -> new TeamEventDetails(f[0], f[1], null, null, "turkish",
                TeamSystem.ROUND_ROBIN, 0, 4, 0, PrimaryScore.MATCH_POINTS, null, null,
                BoardColours.HOME_WHITE_ON_FIRST_BOARD, null, null, null, null, true);
        assertField("name", team.apply(new String[] {bad, null}).normalised().validate());
        assertField("place", team.apply(new String[] {"A", bad}).normalised().validate());
        TeamEvent league = new TeamEvent(team.apply(new String[] {"Lig", null}).normalised());
        assertField("name", assertThrows(ValidationException.class, () -> league.enter(bad, null, null, 0)).problems());
        assertField("club", assertThrows(ValidationException.class, () -> league.enter("T", bad, null, 0)).problems());
        var t = league.enter("Ankara", null, null, 0);
        assertField("name", assertThrows(ValidationException.class, () -> league.rename(t, bad, null, null)).problems());
        assertField("club", assertThrows(ValidationException.class, () -> league.rename(t, "A", bad, null)).problems());
    }

    private static void assertField(String field, Map<String, Problem> problems) {
        assertTrue(problems.containsKey(field), field + " not named in " + problems);
        assertEquals("field.no-control", problems.get(field).code(), problems.toString());
    }
}
