package org.hakem.tournament.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Names and clubs are typed by people: a crosstable opened in a spreadsheet must not run them as formulas. */
class CsvInjectionTest {

    @Test
    void cellsASpreadsheetWouldRunAreShownAsText() {
        assertEquals("'=HYPERLINK(\"http://x\",\"y\")", Reports.neutralised("=HYPERLINK(\"http://x\",\"y\")"));
        assertEquals("'+1+1", Reports.neutralised("+1+1"));
        assertEquals("'-2+3+cmd|' /C calc'!A0", Reports.neutralised("-2+3+cmd|' /C calc'!A0"));
        assertEquals("'@SUM(A1)", Reports.neutralised("@SUM(A1)"));
        assertEquals("'\tx", Reports.neutralised("\tx"));
    }

    @Test
    void numbersDashesAndNamesStayAsTheyAre() {
        for (String v : new String[] {"", "-", "-1", "+3", "1.5", "-0,5", "Şahin Yılmaz", "12w1", "TUR"}) {
            assertEquals(v, Reports.neutralised(v));
        }
    }
}
