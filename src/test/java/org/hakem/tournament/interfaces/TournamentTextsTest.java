package org.hakem.tournament.interfaces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Locale;
import org.hakem.tournament.application.Reports;
import org.hakem.crosstable.Colour;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.crosstable.PointSystem;
import org.junit.jupiter.api.Test;

/** The tournament's codes in English and Turkish words, numbers and dates as each language writes them. */
class TournamentTextsTest {

    static final TournamentTexts EN = TournamentTexts.of(Locale.ENGLISH);
    static final TournamentTexts TR = TournamentTexts.of(Locale.forLanguageTag("tr"));

    @Test
    void systemsResultsAndColoursAreInTheReadersLanguage() {
        assertEquals("Swiss system", EN.system(EventSystem.SWISS));
        assertEquals("İsviçre sistemi", TR.system(EventSystem.SWISS));
        assertEquals("Lig usulü (tek devre)", TR.system(EventSystem.ROUND_ROBIN));
        assertEquals("", TR.result(BoardResult.PENDING), "a pending board shows nothing");
        assertEquals("1-0", TR.result(BoardResult.WHITE_WINS));
        assertEquals("+/- (hükmen)", TR.result(BoardResult.WHITE_FORFEIT_WIN));
        assertEquals("bay (tam puan)", TR.result(BoardResult.FULL_BYE));
        assertEquals("hükmen galibiyet", TR.outcome("FORFEIT_WIN"));
        assertEquals("Beyaz", TR.colour(Colour.WHITE));
        assertEquals("", TR.colour(Colour.NONE));
        assertEquals("galibiyet 2, beraberlik 1, yenilgi 0", TR.scoring(PointSystem.TWO_ONE_ZERO));
        assertEquals("win 1, draw 0.5, loss 0", EN.scoring(PointSystem.DEFAULT));
        assertEquals("galibiyet 1, beraberlik 0,5, yenilgi 0", TR.scoring(PointSystem.DEFAULT));
    }

    @Test
    void tieBreaksKeepTheirStandardNamesWithTranslatedDescriptions() {
        assertEquals("Buchholz", TR.tieBreakName("BH"));
        assertEquals("Buchholz Cut 1", EN.tieBreakName("BH/C1"));
        assertEquals("Median Buchholz (1)", EN.tieBreakName("BH/M1"));
        assertEquals("Sonneborn-Berger", TR.tieBreakName("SB"));
        assertEquals("Rakiplerin puanları toplamı. En düşük 1 değer sayılmaz.", TR.tieBreakDescription("BH/C1"));
        assertTrue(EN.tieBreakDescription("PS/C2").contains("first 2 round"), EN.tieBreakDescription("PS/C2"));
        assertEquals("XYZ", EN.tieBreakName("XYZ"), "an unknown code is shown as it is");
    }

    @Test
    void crosstableCellsUseTheLanguagesColourLettersAndDecimalSeparator() {
        assertEquals("4w2", EN.cell(new Reports.Cell(4, Colour.WHITE, "2")));
        assertEquals("4b2", TR.cell(new Reports.Cell(4, Colour.WHITE, "2")), "b: beyaz");
        assertEquals("3s½", TR.cell(new Reports.Cell(3, Colour.BLACK, "½")), "s: siyah");
        assertEquals("bye 2", EN.cell(new Reports.Cell(0, Colour.NONE, "2")));
        assertEquals("bay 2", TR.cell(new Reports.Cell(0, Colour.NONE, "2")));
        assertEquals("", TR.cell(new Reports.Cell(0, Colour.NONE, "")), "absent");
        assertEquals("5s1,25", TR.cell(new Reports.Cell(5, Colour.BLACK, "1.25")));
        assertEquals("2w+", EN.cell(new Reports.Cell(2, Colour.WHITE, "+")));
    }

    @Test
    void numbersAndDatesFollowTheLanguage() {
        assertEquals("6,5", TR.number("6.5"));
        assertEquals("6.5", EN.number("6.5"));
        assertEquals("2400", TR.number("2400"), "no grouping in ratings and points");
        assertEquals("20,25", TR.number("20.25"));
        assertEquals("×", TR.number("×"));
        assertEquals("", TR.number(""));
        assertEquals("20 Kasım 2026", TR.date(LocalDate.of(2026, 11, 20)));
        assertEquals("November 20, 2026", EN.date(LocalDate.of(2026, 11, 20)));
        assertFalse(TR.get("standings.afterOf", 3, 7).contains("{"));
        assertEquals("3. tur sonunda puan durumu (7 turdan)", TR.get("standings.afterOf", 3, 7));
    }
}
