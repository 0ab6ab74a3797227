package org.hakem.platform.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The language choice: which tags Hakem speaks, and the query string the switch keeps. */
class LanguageTest {

    @Test
    void theSwitchKeepsEveryOtherParameterInOrder() {
        assertEquals("", Language.withoutChoice(null));
        assertEquals("", Language.withoutChoice("lang=tr"));
        assertEquals("round=2", Language.withoutChoice("lang=tr&round=2"));
        assertEquals("q=%C5%9Fahin&page=1", Language.withoutChoice("q=%C5%9Fahin&lang=en&page=1"));
        assertEquals("round=2", Language.withoutChoice("round=2&lang=tr&lang=en&"));
        assertEquals("slang=x", Language.withoutChoice("slang=x&lang=tr"), "only the lang parameter itself");
    }

    @Test
    void onlyTurkishAndEnglishAreSpoken() {
        assertEquals(Locale.forLanguageTag("tr"), Language.supported(" TR "));
        assertEquals(Locale.ENGLISH, Language.supported("en"));
        assertNull(Language.supported("de"));
        assertNull(Language.supported(null));
    }
}
