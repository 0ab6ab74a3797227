package org.hakem.platform.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.hakem.rules.Outcome;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;

/** Every variant the engine knows and every rule that can end a game has a name in both languages. */
class TermsTest {

    @Test
    void everyVariantAndOutcomeIsNamedInBothLanguages() {
        for (Locale l : Language.SUPPORTED) {
            Texts t = Texts.of(Terms.BUNDLE, l);
            for (Variant v : Variant.all()) {
                assertTrue(t.has("variant." + v.id()), l + ": no name for variant " + v.id());
            }
            for (Outcome.Reason r : Outcome.Reason.values()) {
                assertTrue(t.has("outcome." + r.name()), l + ": no text for " + r);
            }
        }
        assertEquals("Türk daması", Texts.of(Terms.BUNDLE, Locale.forLanguageTag("tr")).get("variant.turkish"));
        assertEquals("Turkish draughts", Texts.of(Terms.BUNDLE, Locale.ENGLISH).get("variant.turkish"));
    }
}
