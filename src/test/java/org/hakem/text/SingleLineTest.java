package org.hakem.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which characters a one-line field may hold, and the cleaning every writer applies to the others. */
class SingleLineTest {

    @Test
    void controlsSeparatorsOverridesAndLoneSurrogatesAreRefused() {
        for (int cp : new int[] {0, '\t', '\n', '\r', 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0x2028, 0x2029, 0x202A, 0x202E,
                0x2066, 0x2069, 0xD800, 0xDFFF}) {
            assertTrue(SingleLine.forbidden(cp), Integer.toHexString(cp));
        }
        for (int cp : new int[] {' ', 'A', 'ş', 'İ', 0xA0, 0x200C, 0x200D, 0x200E, 0x200F, 0x1F600, 0xFFFD}) {
            assertFalse(SingleLine.forbidden(cp), Integer.toHexString(cp));
        }
    }

    @Test
    void theFirstForbiddenCharacterIsFoundAndPairsAreOne() {
        assertEquals(-1, SingleLine.firstForbidden("Şahin Yılmaz \uD83D\uDE00"));
        assertEquals(-1, SingleLine.firstForbidden(null));
        assertEquals(3, SingleLine.firstForbidden("Ali\r\n001"));
        assertEquals("U+000D", SingleLine.codeAt("Ali\r\n001", 3));
        assertEquals(2, SingleLine.firstForbidden("ab\uD800c"));
        assertEquals(1, SingleLine.firstForbidden("a\u202Eb"));
    }

    @Test
    void cleaningKeepsTheLengthAndLeavesOneLine() {
        String hostile = "Cup\r\n001    1 m    Fake\u2028x\u0000\uDC00";
        String clean = SingleLine.clean(hostile);
        assertEquals(hostile.length(), clean.length());
        assertEquals(-1, SingleLine.firstForbidden(clean));
        assertEquals("Cup  001    1 m    Fake x  ", clean);
        assertEquals("Şahin \uD83D\uDE00", SingleLine.clean("Şahin \uD83D\uDE00"));
    }
}
