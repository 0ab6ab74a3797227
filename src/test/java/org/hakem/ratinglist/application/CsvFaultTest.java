package org.hakem.ratinglist.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import org.hakem.platform.Problem;
import org.hakem.rating.RatingFormatException;
import org.hakem.rating.RatingListCsv;
import org.junit.jupiter.api.Test;

/** Issue 33: a list file's fault is said in the reader's language, at its line and column. */
class CsvFaultTest {

    private static Problem fault(String csv) {
        RatingFormatException e = assertThrows(RatingFormatException.class, () -> RatingListCsv.read(csv, "x.csv"));
        return Problem.of("rating.csv.invalid", e.line(), e.column(), RatingListService.csvFault(e));
    }

    @Test
    void anUnknownColumnIsNamedInTurkishOnATurkishPageAndInEnglishOnAnEnglishOne() {
        Problem p = fault("sıra;ad soyad;puan\n1;Ali Veli;1500\n");
        assertEquals("satır 1, sütun 1: bilinmeyen sütun 'sıra'; sütunlar: fmjd no, ad soyad (ya da ad ve soyad), "
                + "federasyon, puan, oyun sayısı, unvan, kulüp, doğum yılı ya da İngilizce adları (fmjd_id, name, "
                + "federation, rating, games, title, club, birth_year)", p.message(Locale.forLanguageTag("tr")));
        assertEquals("line 1, column 1: unknown column 'sıra'; the columns are fmjd_id, name (or first_name and "
                + "last_name), federation, rating, games, title, club, birth_year, or their Turkish names (fmjd no, ad "
                + "soyad or ad and soyad, federasyon, puan, oyun sayısı, unvan, kulüp, doğum yılı)",
                p.message(Locale.ENGLISH));
    }

    @Test
    void aWrongValueIsQuotedWithItsRange() {
        assertEquals("satır 2, sütun 10: puan 1 ile 4000 arasında bir tam sayı olmalı, 'iki bin' değil",
                fault("ad soyad;puan\nAli Veli;iki bin\n").message(Locale.forLanguageTag("tr")));
        assertEquals("line 2, column 10: rating must be a whole number from 1 to 4000, not 'iki bin'",
                fault("ad soyad;puan\nAli Veli;iki bin\n").message(Locale.ENGLISH));
        assertEquals("satır 2, sütun 1: başlıktaki gibi 2 alan bekleniyordu, 3 alan var",
                fault("ad soyad;puan\nAli;Veli;1500\n").message(Locale.forLanguageTag("tr")));
    }
}
