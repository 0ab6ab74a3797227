package org.hakem.archive.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hakem.archive.application.GameReading;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.VerdictReason;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.replay.VerdictCode;
import org.hakem.rules.Variant;
import org.hakem.platform.web.Texts;
import org.junit.jupiter.api.Test;

/** Every verdict code has its text in both languages, and the archive's game page says the verdict in each. */
class VerdictTextsTest {

    private static final Locale TR = Locale.forLanguageTag("tr");

    @Test
    void everyVerdictCodeHasATextInEnglishAndTurkish() {
        List<String> codes = new ArrayList<>();
        for (VerdictCode c : VerdictCode.values()) {
            codes.add(c.name());
        }
        for (VerdictReason.Code c : VerdictReason.Code.values()) {
            codes.add(c.name());
        }
        List<String> missing = new ArrayList<>();
        for (Locale l : List.of(Locale.ENGLISH, TR)) {
            Texts texts = Texts.of(VerdictTexts.BUNDLE, l);
            for (String code : codes) {
                if (!texts.has("verdict." + code)) {
                    missing.add(l + ": verdict." + code);
                }
            }
        }
        assertTrue(missing.isEmpty(), "no text for " + missing);
    }

    @Test
    void aGamePlayedOnAfterARepetitionIsSaidInTheReadersLanguageWithTheRuleNamed() {
        String pdn = "[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n\n"
                + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-45 1-6 1/2-1/2\n";
        GameRecord r = GameReading.read(PdnReader.readAll(pdn, "t").get(0), pdn, null);
        assertEquals("PLAYED_ON", r.why().code());
        assertEquals("legal, played on after the game ended at ply 8 (the same position for the third time, 1/2-1/2)",
                new VerdictTexts(Locale.ENGLISH).verdict(r.why(), "?"));
        String tr = new VerdictTexts(TR).verdict(r.why(), "?");
        assertTrue(tr.startsWith("yasal; kurallara göre oyun 8. yarım hamleden sonra bitmişti"), tr);
    }

    @Test
    void anIllegalMoveIsSaidWithItsPlyAndMoveInBothLanguages() {
        String pdn = "[GameType \"20\"]\n\n1. 32-28 19-23 2. 28-22 1-0\n"; // 28-22 is not a move of the start
        GameRecord r = GameReading.read(PdnReader.readAll(pdn, "t").get(0), pdn, Variant.require("international"));
        assertEquals(VerdictCode.NOT_LEGAL.name(), r.why().code(), r.reason());
        assertEquals(List.of("3", "28-22"), r.why().arguments());
        assertEquals("illegal at ply 3: 28-22 is not a legal move", new VerdictTexts(Locale.ENGLISH).verdict(r.why(), "?"));
        assertEquals("3. yarım hamlede kural dışı: 28-22 yasal bir hamle değil", new VerdictTexts(TR).verdict(r.why(), "?"));
        assertFalse(new VerdictTexts(TR).where(r.why().line(), r.why().column()).isEmpty());
    }

    @Test
    void aCodeWithoutATextShowsTheEnglishWords() {
        assertEquals("as stored", new VerdictTexts(TR).verdict("NO_SUCH_CODE", List.of(), "as stored"));
    }
}
