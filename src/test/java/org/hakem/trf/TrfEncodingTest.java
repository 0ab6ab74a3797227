package org.hakem.trf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The encodings a TRF is written in: UTF-8 by default, Latin-1 refused or transliterated, both read back. */
class TrfEncodingTest {

    static final String TEXT = """
            012 Çorum Açık
            001    1      Şahin Yılmaz                      1900 TUR             1990/01/01  1.0    1     2 w 1
            001    2      Gökçe Öztürk                      1850 TUR                         0.0    2     1 b 0
            """;

    @Test
    void utf8IsTheDefaultAndReadsBack() {
        TrfDocument doc = TrfReader.read(TEXT, "t.trf");
        byte[] bytes = TrfEncoding.UTF_8.encode(TrfWriter.write(doc), false);
        assertArrayEquals(TrfWriter.write(doc).getBytes(StandardCharsets.UTF_8), bytes);
        TrfDocument back = TrfReader.read(TrfReader.decode(bytes), "utf8.trf");
        assertEquals("Şahin Yılmaz", back.tournament().player(1).name());
        assertEquals(TrfEncoding.UTF_8, TrfEncoding.of(null));
        assertEquals(TrfEncoding.UTF_8, TrfEncoding.of("UTF8"));
        assertEquals(TrfEncoding.LATIN_1, TrfEncoding.of("ISO-8859-1"));
        assertThrows(IllegalArgumentException.class, () -> TrfEncoding.of("cp1254"));
    }

    @Test
    void latin1RefusesANameItCannotHoldNamingThePlayerAndTheCharacter() {
        String text = TrfWriter.write(TrfReader.read(TEXT, "t.trf"));
        TrfEncodingException e = assertThrows(TrfEncodingException.class,
                () -> TrfEncoding.LATIN_1.encode(text.substring(text.indexOf("001")), false));
        assertEquals(1, e.player());
        assertEquals("Şahin Yılmaz", e.name());
        assertEquals("Ş", e.characterText());
        assertEquals("U+015E", e.characterCode());
        assertTrue(e.getMessage().startsWith("player 1 'Şahin Yılmaz': Ş (U+015E) cannot be written in latin-1"),
                e.getMessage());
        // a character outside a player's line names the line
        TrfEncodingException header = assertThrows(TrfEncodingException.class,
                () -> TrfEncoding.LATIN_1.encode("012 Kadıköy\n", false));
        assertEquals(0, header.player());
        assertEquals(1, header.line());
        assertEquals("ı", header.characterText());
    }

    @Test
    void transliterationWritesTheNearestLatin1Form() {
        assertEquals("Sahin Yilmaz", TrfEncoding.transliterate("Şahin Yılmaz"));
        assertEquals("Gökçe Öztürk", TrfEncoding.transliterate("Gökçe Öztürk"), "Latin-1 letters stay");
        assertEquals("Dogan Igdir", TrfEncoding.transliterate("Doğan Iğdır"));
        assertEquals("ISTANBUL istanbul", TrfEncoding.transliterate("İSTANBUL istanbul"));
        assertEquals("Lódz Wroclaw Dordevic Cech Erdos ouvre Søren", TrfEncoding.transliterate(
                "Łódź Wrocław Đorđević Čech Erdős œuvre Søren"));
        assertEquals("葛", TrfEncoding.transliterate("葛"), "no nearest form: left for encode to refuse");
        String line = TrfWriter.write(TrfReader.read(TEXT, "t.trf")).lines().filter(l -> l.startsWith("001    1"))
                .findFirst().orElseThrow();
        assertEquals(line.length(), TrfEncoding.transliterate(line).length(), "the columns stay in place");
        assertThrows(TrfEncodingException.class, () -> TrfEncoding.LATIN_1.encode("012 葛\n", true));
    }

    @Test
    void bothEncodingsRoundTripThroughTheReader(@TempDir Path dir) throws Exception {
        TrfDocument doc = TrfReader.read(TEXT, "t.trf");
        Path utf8 = dir.resolve("utf8.trf");
        Path latin1 = dir.resolve("latin1.trf");
        TrfWriter.write(doc, utf8);
        TrfWriter.write(doc, latin1, TrfEncoding.LATIN_1, true);
        byte[] latin1Bytes = Files.readAllBytes(latin1);
        assertTrue(new String(latin1Bytes, StandardCharsets.ISO_8859_1).contains("Gökçe Öztürk"));
        assertEquals(-1, indexOf(latin1Bytes, "Gökçe".getBytes(StandardCharsets.UTF_8)), "not UTF-8");
        TrfDocument fromUtf8 = TrfReader.read(utf8);
        TrfDocument fromLatin1 = TrfReader.read(latin1);
        assertEquals(doc, fromUtf8);
        assertEquals("Sahin Yilmaz", fromLatin1.tournament().player(1).name());
        assertEquals("Gökçe Öztürk", fromLatin1.tournament().player(2).name(), "Latin-1 read as Latin-1");
        assertEquals("Çorum Açik", fromLatin1.tournament().name());
        assertEquals(doc.tournament().player(1).rounds(), fromLatin1.tournament().player(1).rounds());
        // refused: nothing written
        Path refused = dir.resolve("refused.trf");
        assertThrows(TrfEncodingException.class, () -> TrfWriter.write(doc, refused, TrfEncoding.LATIN_1, false));
        assertTrue(Files.notExists(refused));
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
