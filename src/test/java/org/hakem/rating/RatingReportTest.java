package org.hakem.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.junit.jupiter.api.Test;

class RatingReportTest {

    @Test
    void theCsvStatesTheEventThenOneLinePerPlayer() {
        // 1 (1900, 40 games) beats 2 (unrated, 3 games): 2 is unrated, so 1 has no rated game
        Entrant a = new Entrant(1, "", "MF", "=Ak, Ali", 1900, "TUR", "7", "", 0, 0,
                List.of(RoundEntry.game(2, Colour.WHITE, ResultCode.WIN)));
        Entrant b = new Entrant(2, "", "", "Bal, Berk", 0, "AZE", "", "", 0, 0,
                List.of(RoundEntry.game(1, Colour.BLACK, ResultCode.LOSS)));
        Crosstable t = Crosstable.of(PointSystem.TWO_ONE_ZERO, List.of(a, b));
        RatingParameters p = RatingParameters.builtIn("fmjd-64").orElseThrow();
        Map<Integer, PriorRating> before = Map.of(1, new PriorRating(1900, 40), 2, new PriorRating(0, 3));
        Map<Integer, RatingOutcome> o = EventRatings.compute(t, e -> before.get(e.startNumber()), p,
                TimeControlClass.SHORTER);
        RatingReport r = RatingReport.of(new RatingReport.Header("Cup, \"open\"", "Bursa", "2026-03-01", "2026-03-02",
                "Ayşe", "2 h", TimeControlClass.SHORTER, "fmjd-64", "2026-01-01"), t, o, Map.of(1, "7", 2, ""));
        String csv = r.csv();
        assertTrue(csv.startsWith("event,\"Cup, \"\"open\"\"\"\r\nplace,Bursa\r\nstart_date,2026-03-01\r\nend_date,2026-03-02\r\n"
                + "chief_arbiter,Ayşe\r\ntime_control,2 h\r\ntime_control_class,shorter\r\nlist_type,fmjd-64\r\n"
                + "list_date,2026-01-01\r\n\r\n" + String.join(",", RatingReport.COLUMNS) + "\r\n"), csv);
        // a name that a spreadsheet would take for a formula is quoted with '
        // Ali: no game against a rated player: no change stated, the rating stays
        assertTrue(csv.contains("\r\n1,7,\"'=Ak, Ali\",TUR,1900,40,0,0,,0.00,10,,1900,no_rated_games\r\n"), csv);
        // Berk: one game against a rated player, too few for a first rating; his 3 games become 4
        assertTrue(csv.contains("\r\n2,,\"Bal, Berk\",AZE,,3,1,0,1900,,,,,too_few_games\r\n"), csv);
        assertEquals(4, o.get(2).newGames());
        assertEquals(2, r.lines().size());
        assertTrue(r.text().contains("Rating list:    fmjd-64 of 2026-01-01"), r.text());
        // in another language's words: the labels aligned to the longest, the class and the columns translated
        Map<String, String> tr = Map.of("title", "Derece raporu (FMJD Ek 9)", "timeControl", "Düşünme süresi:",
                "ratingList", "Derece listesi:", "listOf", "({0} tarihli)", "tc.shorter", "kısa", "col.name", "Ad");
        String text = r.text(tr::get);
        assertTrue(text.startsWith("Derece raporu (FMJD Ek 9)\nEvent:           Cup,"), text);
        assertTrue(text.contains("\nDüşünme süresi:  2 h (kısa)\n"), text);
        assertTrue(text.contains("\nDerece listesi:  fmjd-64 (2026-01-01 tarihli)\n"), text);
        assertTrue(text.contains(" Ad "), text);
        assertFalse(csv.contains("deputy_arbiters") || csv.contains("organiser"), "not named: not written");
        // issue 33: the deputies and the organiser, when named, under the chief arbiter
        RatingReport named = RatingReport.of(new RatingReport.Header("Cup", "Bursa", "2026-03-01", "2026-03-02",
                "IA Ayşe Kaya", "2 h", TimeControlClass.SHORTER, "fmjd-64", "", "Can Işık, Gül Şen", "Bursa DK"), t, o,
                Map.of());
        assertTrue(named.csv().contains("chief_arbiter,IA Ayşe Kaya\r\ndeputy_arbiters,\"Can Işık, Gül Şen\"\r\n"
                + "organiser,Bursa DK\r\ntime_control,"), named.csv());
        assertTrue(named.text().contains("Chief arbiter:  IA Ayşe Kaya\nDeputies:       Can Işık, Gül Şen\n"
                + "Organiser:      Bursa DK\n"), named.text());
    }
}
