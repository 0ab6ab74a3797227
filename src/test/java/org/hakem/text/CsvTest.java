package org.hakem.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Names and clubs are typed by people: a CSV export opened in a spreadsheet, whatever its list separator (a comma,
 * or the semicolon of Turkish and most European settings), has as many rows and cells as were written, and runs no
 * cell as a formula.
 */
class CsvTest {

    static final List<String> HOSTILE = List.of("Ali;-2+3+cmd|' /C calc'!A0", "=HYPERLINK(\"http://x\",\"y\")",
            "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR", "line\r\nbreak", "a,b", "say \"hi\"", "'quoted", "} {",
            "para\u2028graph", "\u202Eevil", "x\u0085y", "\uFF1D1+1", " spaced ");

    @Test
    void cellsASpreadsheetWouldRunAreShownAsText() {
        assertEquals("'=HYPERLINK(\"http://x\",\"y\")", Csv.neutralised("=HYPERLINK(\"http://x\",\"y\")"));
        assertEquals("'+1+1", Csv.neutralised("+1+1"));
        assertEquals("'-2+3+cmd|' /C calc'!A0", Csv.neutralised("-2+3+cmd|' /C calc'!A0"));
        assertEquals("'@SUM(A1)", Csv.neutralised("@SUM(A1)"));
        assertEquals("'\tx", Csv.neutralised("\tx"));
        assertEquals("'\rx", Csv.neutralised("\rx"));
    }

    @Test
    void numbersDashesAndNamesStayAsTheyAre() {
        for (String v : new String[] {"", "-", "-1", "+3", "1.5", "-0,5", "Şahin Yılmaz", "12w1", "TUR"}) {
            assertEquals(v, Csv.neutralised(v));
        }
        StringBuilder b = new StringBuilder();
        Csv.line(b, List.of("-12", "+3", "1.5", "2210"));
        assertEquals("-12,+3,1.5,2210\r\n", b.toString(), "numeric cells are written as numbers");
    }

    @Test
    void hostileTextKeepsItsRowAndCellUnderEitherSeparator() {
        StringBuilder b = new StringBuilder();
        Csv.line(b, List.of("rank", "name", "club"));
        for (String h : HOSTILE) {
            Csv.line(b, List.of("1", h, h));
        }
        String csv = b.toString();
        assertEquals(HOSTILE.size() + 1, csv.split("\r\n", -1).length - 1, "one physical line per record:\n" + csv);
        for (char sep : new char[] {',', ';'}) {
            List<List<String>> rows = parse(csv, sep);
            assertEquals(HOSTILE.size() + 1, rows.size(), "records with separator " + sep);
            for (int i = 1; i < rows.size(); i++) {
                List<String> row = rows.get(i);
                if (sep == ',') {
                    assertEquals(3, row.size(), "cells of " + row);
                    String written = HOSTILE.get(i - 1);
                    assertEquals(Csv.plain(row.get(1)), SingleLine.clean(written), "the text comes back (controls as spaces)");
                }
                for (String cell : row) {
                    assertFalse(runs(cell), "a spreadsheet would run " + cell + " (separator " + sep + ")");
                }
            }
        }
    }

    @Test
    void theSemicolonOfATurkishSpreadsheetStaysInsideItsCell() {
        StringBuilder b = new StringBuilder();
        Csv.line(b, List.of("Ali;-2+3+cmd|' /C calc'!A0"));
        assertEquals("\"Ali;-2+3+cmd|' /C calc'!A0\"\r\n", b.toString());
        assertEquals(List.of(List.of("Ali;-2+3+cmd|' /C calc'!A0")), parse(b.toString(), ';'));
    }

    @Test
    void plainUndoesTheApostrophe() {
        for (String h : HOSTILE) {
            String clean = SingleLine.clean(h);
            assertEquals(clean, Csv.plain(Csv.neutralised(clean)));
        }
        assertEquals("'quoted", Csv.plain("'quoted"));
    }

    /** A spreadsheet runs a cell (as it reads it, quotes removed) that starts with = + - @ and is not a number. */
    static boolean runs(String cell) {
        if (cell.isEmpty() || cell.matches("[-+]?\\d+([.,]\\d+)?") || cell.equals("-")) {
            return false;
        }
        char c = cell.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r' || c == '\n';
    }

    /** RFC 4180 as a spreadsheet reads it, with {@code sep} as the list separator. */
    static List<List<String>> parse(String csv, char sep) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
                any = true;
            } else if (c == sep) {
                row.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\r' || c == '\n') {
                if (c == '\r' && i + 1 < csv.length() && csv.charAt(i + 1) == '\n') {
                    i++;
                }
                row.add(cell.toString());
                cell.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else {
                cell.append(c);
            }
        }
        assertTrue(any || !csv.isEmpty());
        assertFalse(quoted, "a quote left open");
        return rows;
    }
}
