package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The PDN reader's diagnostics are codes with arguments: the English message stays what it was, the same problem
 * reads in Turkish with no English left (what was found, too: "dosya sonu", not "end of file"), and every code the
 * reader gives has a text in both languages.
 */
class PdnDiagnosticTextsTest {

    private static final Locale TR = Locale.forLanguageTag("tr");

    private static List<PdnDiagnostic> read(String pdn) {
        return PdnReader.readAll(pdn, "t.pdn").stream().flatMap(g -> g.diagnostics().stream()).toList();
    }

    @Test
    void aDiagnosticReadsInEnglishAsBeforeAndInTurkishWithItsFileGameAndPlace() {
        PdnDiagnostic d = read("[Event \"x\"]\n1. 32-28 -\n").stream().filter(PdnDiagnostic::isError).findFirst()
                .orElseThrow();
        assertEquals("unknownMove", d.code());
        assertEquals("expected a move, found '-' (an unknown move is not PDN)", d.message());
        assertEquals("bir hamle bekleniyordu, '-' bulundu (bilinmeyen hamle PDN'de yazılamaz)", d.message(TR));
        assertEquals("t.pdn:2:10: 1. oyun: hata: " + d.message(TR), d.located(TR));
        assertEquals(d.toString(), d.located(Locale.ENGLISH));
    }

    @Test
    void whatWasFoundIsSaidInTheSameLanguage() {
        PdnDiagnostic d = read("[Event \"x\"]\n1. 32-28 {no end\n").stream().filter(PdnDiagnostic::isError)
                .findFirst().orElseThrow();
        assertEquals("expected '}' to close the comment opened here, found end of file", d.message());
        assertTrue(d.message(TR).contains("dosya sonu"), d.message(TR));
        PdnDiagnostic tag = read("[Event x]\n1. 32-28 *\n").stream().filter(PdnDiagnostic::isError).findFirst()
                .orElseThrow();
        assertEquals("tagValue", tag.code());
        assertEquals("expected the value of tag Event in double quotes, found 'x'", tag.message());
        assertEquals("Event etiketinin çift tırnak içinde değeri bekleniyordu, bulunan: 'x'", tag.message(TR));
    }

    @Test
    void everyCodeHasATextInBothLanguagesAndTheTurkishOneIsNotEnglish() throws IOException {
        Properties en = load("diagnostics_en.properties");
        Properties tr = load("diagnostics_tr.properties");
        assertEquals(en.stringPropertyNames(), tr.stringPropertyNames());
        for (String key : en.stringPropertyNames()) {
            if (!key.startsWith("scoring.")) {
                assertNotEquals(en.getProperty(key), tr.getProperty(key), key);
            }
        }
        // every code the reader's source names has its text
        String reader = new String(PdnReader.class.getResourceAsStream("PdnReader.class").readAllBytes(),
                StandardCharsets.ISO_8859_1);
        Matcher m = Pattern.compile("[a-z][A-Za-z]{3,}").matcher(reader);
        int seen = 0;
        while (m.find()) {
            if (en.containsKey(m.group())) {
                seen++;
            }
        }
        assertTrue(seen >= 20, "codes named by the reader: " + seen);
        assertFalse(PdnDiagnostic.text("move", List.of(PdnDiagnostic.ref("token.comment")), TR).contains("comment"));
    }

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = PdnDiagnostic.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
