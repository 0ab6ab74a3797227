package org.hakem.archive.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class ArchiveDateTest {

    @Test
    void datesAsFoundInRealFiles() {
        check("1998.05.02", LocalDate.of(1998, 5, 2), 1998);
        check("1998-05-02", LocalDate.of(1998, 5, 2), 1998);
        check("1.1.1965", LocalDate.of(1965, 1, 1), 1965);
        check("27/10/2004", LocalDate.of(2004, 10, 27), 2004);
        check("2004.10.27 - 2004.11.01", LocalDate.of(2004, 10, 27), 2004);
        check("1985", null, 1985);
        check("1998.??.??", null, 1998);
        check("1998.05.??", null, 1998);
        check("????.??.??", null, null);
        check("1970.4.2", LocalDate.of(1970, 4, 2), 1970);
        check("1998.13.40", null, 1998);
        check("Spring 1947", null, 1947);
        check("", null, null);
    }

    @Test
    void theTextIsKeptAndTheKeyPrefersTheFullDate() {
        ArchiveDate d = ArchiveDate.parse(" 1.1.1965 ");
        assertEquals(" 1.1.1965 ", d.text());
        assertEquals("1965-01-01", d.key());
        assertEquals("1985", ArchiveDate.parse("1985").key());
        assertEquals("????.??.??", ArchiveDate.parse("????.??.??").key());
        assertNull(ArchiveDate.parse(null).year());
    }

    private static void check(String text, LocalDate date, Integer year) {
        ArchiveDate d = ArchiveDate.parse(text);
        assertEquals(date, d.date(), text);
        assertEquals(year, d.year(), text);
        assertEquals(text, d.text());
    }
}
