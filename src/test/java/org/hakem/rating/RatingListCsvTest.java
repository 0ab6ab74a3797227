package org.hakem.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatingListCsvTest {

    static final String LIST = """
            fmjd_id,name,federation,rating,games,title
            16001,"Yılmaz, Şahin",TUR,2210,140,MF
            16002,Ayşe Demir,tur,1875,12,
            ,Ali Kaya,TUR,1650,,
            """;

    @Test
    void readsTheDocumentedColumns() {
        List<RatingListEntry> l = RatingListCsv.read(LIST, "list.csv");
        assertEquals(3, l.size());
        assertEquals(new RatingListEntry("16001", "Yılmaz, Şahin", "TUR", 2210, 140, "MF"), l.get(0));
        assertEquals(new RatingListEntry("16002", "Ayşe Demir", "TUR", 1875, 12, ""), l.get(1));
        assertNull(l.get(2).games());
        assertEquals(l, RatingListCsv.read(RatingListCsv.write(l), "again.csv"));
    }

    /**
     * Issue 33: a list saved by Turkish Excel ("CSV (noktalı virgülle ayrılmış)") is Windows-1254, not UTF-8: read as
     * such (ş ğ İ ı), and the same list in UTF-8, with or without a byte-order mark, reads the same.
     */
    @Test
    void aTurkishExcelFileInWindows1254ReadsLikeUtf8WithOrWithoutBom() throws Exception {
        byte[] cp1254 = java.nio.file.Files.readAllBytes(org.hakem.testdata.TestData.of("ratinglists",
                "turkish-excel-1254.csv"));
        String text = RatingListCsv.decode(cp1254);
        List<RatingListEntry> l = RatingListCsv.read(text, "turkish-excel-1254.csv");
        assertEquals(List.of("İsmail Işıkçı", "Ayşe Güneş", "Çağrı Öztürk"), l.stream().map(RatingListEntry::name).toList());
        assertEquals("Ağrı Dama İhtisas", l.get(0).club());
        byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(text, RatingListCsv.decode(utf8));
        byte[] bom = new byte[utf8.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, bom, 3, utf8.length);
        assertEquals(text, RatingListCsv.decode(bom));
        assertEquals(l, RatingListCsv.read(RatingListCsv.decode(bom), "bom.csv"));
    }

    @Test
    void columnsMayComeInAnyOrderWithSemicolons() {
        List<RatingListEntry> l = RatingListCsv.read("rating;name\n2000;A B\n", "x");
        assertEquals(new RatingListEntry("", "A B", "", 2000, null, ""), l.get(0));
    }

    @Test
    void faultsSayLineAndColumn() {
        assertEquals("x:1:1: the first line must name the columns: fmjd_id,name,federation,rating,games,title",
                assertThrows(RatingFormatException.class, () -> RatingListCsv.read("", "x")).getMessage());
        assertEquals("x:1:6: unknown column 'elo'; the columns are fmjd_id, name, federation, rating, games, title",
                assertThrows(RatingFormatException.class, () -> RatingListCsv.read("name,elo\n", "x")).getMessage());
        assertEquals("x:1:1: the header has no column 'rating'",
                assertThrows(RatingFormatException.class, () -> RatingListCsv.read("name\nA\n", "x")).getMessage());
        // line 3, the rating field starts at character 8 of "2,B,TUR,two,1"
        assertEquals("x:3:9: rating must be a whole number from 1 to 4000, not 'two'",
                assertThrows(RatingFormatException.class,
                        () -> RatingListCsv.read("fmjd_id,name,federation,rating,games\n1,A,TUR,2000,1\n2,B,TUR,two,1\n",
                                "x")).getMessage());
        assertEquals("x:2:1: expected 3 fields as the header names, found 2",
                assertThrows(RatingFormatException.class, () -> RatingListCsv.read("name,rating,games\nA,1\n", "x"))
                        .getMessage());
        assertEquals("x:2:3: federation must be a three-letter code such as TUR, not 'TURK'",
                assertThrows(RatingFormatException.class,
                        () -> RatingListCsv.read("name,federation,rating\nA,TURK,1500\n", "x")).getMessage());
        assertEquals("x:3:1: fmjd_id 7 is already on line 2",
                assertThrows(RatingFormatException.class,
                        () -> RatingListCsv.read("fmjd_id,name,rating\n7,A,1500\n7,B,1600\n", "x")).getMessage());
        assertEquals("x:2:3: quoted field is not closed",
                assertThrows(RatingFormatException.class, () -> RatingListCsv.read("name,rating\nA,\"1500\n", "x"))
                        .getMessage());
    }

    @Test
    void findsByIdElseByNameAndFederation() {
        RatingList list = new RatingList(RatingListCsv.read(LIST, "list.csv"));
        assertEquals(2210, list.find("16001", "someone else", "").orElseThrow().rating());
        assertEquals(1650, list.find("", "ALI KAYA", "TUR").orElseThrow().rating());
        assertEquals(2210, list.find(null, "yilmaz, sahin", "tur").orElseThrow().rating());
        // an id not on the list falls back to the name
        assertEquals(1875, list.find("99999", "Ayse Demir", "TUR").orElseThrow().rating());
        assertTrue(list.find("", "Ali Kaya", "AZE").isEmpty());
    }

    /**
     * Issue 30: the list as written opens safely in a spreadsheet (no formula cells, a ';' inside its cell) and reads
     * back as the same list; a name holding a line break or another control character is refused where it is.
     */
    @Test
    void hostileNamesComeBackAsWrittenAndControlsAreRefused() {
        List<RatingListEntry> l = List.of(new RatingListEntry("1", "Ali;-2+3+cmd|' /C calc'!A0", "TUR", 2000, 1, ""),
                new RatingListEntry("2", "=HYPERLINK(\"http://x\",\"y\")", "", 1900, null, "@x"),
                new RatingListEntry("3", "+1, \"quoted\"", "", 1800, null, "-MF"));
        String csv = RatingListCsv.write(l);
        assertEquals(4, csv.split("\r\n").length, csv);
        assertTrue(csv.contains("\"'Ali;-2+3+cmd|' /C calc'!A0\"") || csv.contains("\"Ali;-2+3+cmd|' /C calc'!A0\""), csv);
        assertTrue(csv.contains("\"'=HYPERLINK("), csv);
        assertEquals(l, RatingListCsv.read(csv, "again.csv"));
        RatingFormatException e = assertThrows(RatingFormatException.class,
                () -> RatingListCsv.read("name,rating\n\"A\u2028B\",2000\n", "x"));
        assertEquals("x:2:3: name must be one line without control characters, found U+2028", e.getMessage());
    }

    /**
     * Issue 33: a Turkish federation's spreadsheet, saved as CSV: Turkish column names in any case, the name in two
     * columns, ';' between fields (a comma inside a name stays), club and birth year kept, and written back the same.
     */
    @Test
    void readsATurkishSpreadsheetWithSemicolons() {
        List<RatingListEntry> l = RatingListCsv.read("""
                FMJD No;Ad;SOYAD;Federasyon;Kulüp;Doğum Yılı;Unvan;Puan;Oyun sayısı
                16001;Şahin;Yılmaz;tur;Ankara DSK;1990;MF;2210;14
                ;Ayşe;Demir, Kaya;TUR;;;;1875;
                """, "tdf.csv");
        assertEquals(new RatingListEntry("16001", "Şahin Yılmaz", "TUR", 2210, 14, "MF", "Ankara DSK", 1990), l.get(0));
        assertEquals(new RatingListEntry("", "Ayşe Demir, Kaya", "TUR", 1875, null, ""), l.get(1));
        assertEquals(l, RatingListCsv.read(RatingListCsv.write(l), "again.csv"));
        assertEquals(List.of(new RatingListEntry("", "Ali Veli", "", 1500, null, "")),
                RatingListCsv.read("ad soyad;puan\nAli Veli;1500\n", "x"));
        assertEquals(List.of(new RatingListEntry("", "Ali Veli", "", 1500, null, "")),
                RatingListCsv.read("Ad_Soyad\tRating\nAli Veli\t1500\n", "x"), "a tab-separated copy of the sheet");
    }

    /** Issue 33 (categories): a list may say the player's sex, as FIDE (m/w) or in Turkish (E/K, Erkek/Kadın). */
    @Test
    void readsTheSexInEitherLanguageAndWritesItBack() {
        List<RatingListEntry> l = RatingListCsv.read("""
                Ad Soyad;Puan;Cinsiyet
                Şahin Yılmaz;2210;E
                Ayşe Demir;1875;Kadın
                Işıl Kaya;1700;w
                Ali Veli;1500;
                """, "tdf.csv");
        assertEquals(List.of("m", "w", "w", ""), l.stream().map(RatingListEntry::sex).toList());
        assertEquals(l, RatingListCsv.read(RatingListCsv.write(l), "again.csv"));
        RatingFormatException e = assertThrows(RatingFormatException.class,
                () -> RatingListCsv.read("ad;puan;cinsiyet\nAli;1500;x\n", "x"));
        assertEquals("sex", e.code());
        assertEquals(List.of("x"), e.values());
    }

    /** Each fault has a code and the values its text names, for the page to say it in its language. */
    @Test
    void faultsCarryACodeAndTheirValues() {
        RatingFormatException e = assertThrows(RatingFormatException.class, () -> RatingListCsv.read("sıra;ad;puan\n", "x"));
        assertEquals("unknown-column", e.code());
        assertEquals(List.of("sıra"), e.values());
        assertEquals(1, e.column());
        e = assertThrows(RatingFormatException.class, () -> RatingListCsv.read("ad;puan\nAli;iki bin\n", "x"));
        assertEquals("rating-range", e.code());
        assertEquals(List.of(1, 4000, "iki bin"), e.values());
        assertEquals(5, e.column());
        e = assertThrows(RatingFormatException.class, () -> RatingListCsv.read("soyad;doğum yılı;puan\nKaya;1700;1500\n", "x"));
        assertEquals("birth-year-range", e.code());
        assertEquals("no-rating", assertThrows(RatingFormatException.class, () -> RatingListCsv.read("ad;kulüp\n", "x")).code());
        assertEquals("no-name", assertThrows(RatingFormatException.class, () -> RatingListCsv.read("puan;kulüp\n", "x")).code());
    }
}
