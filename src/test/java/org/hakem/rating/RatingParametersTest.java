package org.hakem.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatingParametersTest {

    @Test
    void builtInListsReadAndWriteBackTheSame() {
        List<RatingParameters> all = RatingParameters.builtIns();
        assertEquals(List.of("fmjd-100", "fmjd-64", "tur-national"), all.stream().map(RatingParameters::id).toList());
        for (RatingParameters p : all) {
            assertEquals(p, RatingParameters.parse(p.text(), "text"));
        }
        RatingParameters fmjd64 = RatingParameters.builtIn("FMJD-64").orElseThrow();
        assertEquals("64", fmjd64.board());
        assertEquals(0.5, fmjd64.factor(TimeControlClass.SHORTER));
        assertTrue(RatingParameters.builtIn("fmjd-99").isEmpty());
    }

    @Test
    void aFaultSaysWhereItIs() {
        String text = RatingParameters.builtIn("fmjd-100").orElseThrow().text();
        RatingFormatException unknown = assertThrows(RatingFormatException.class,
                () -> RatingParameters.parse("# comment\nspeed=3\n" + text, "tdf.properties"));
        assertEquals("tdf.properties:2:1: unknown key 'speed'; the keys are " + String.join(", ",
                RatingParameters.KEYS), unknown.getMessage());
        RatingFormatException number = assertThrows(RatingFormatException.class,
                () -> RatingParameters.parse(text.replace("k=20", "k=twenty"), "t"));
        assertEquals(6, number.line());
        assertEquals(3, number.column());
        assertEquals("k must be a number, not 'twenty'", number.detail());
        RatingFormatException missing = assertThrows(RatingFormatException.class,
                () -> RatingParameters.parse(text.replace("floor=1000\n", ""), "t"));
        assertEquals("missing key(s) floor", missing.detail());
        RatingFormatException twice = assertThrows(RatingFormatException.class,
                () -> RatingParameters.parse(text + "k=30\n", "t"));
        assertEquals("key 'k' is given twice", twice.detail());
        RatingFormatException range = assertThrows(RatingFormatException.class,
                () -> RatingParameters.parse(text.replace("factor.rapid=0", "factor.rapid=3"), "t"));
        assertEquals("factor.rapid must be a number from 0 to 2, not 3.0", range.detail());
        assertEquals(13, range.line());
        RatingFormatException id = assertThrows(RatingFormatException.class,
                () -> RatingParameters.parse(text.replace("id=fmjd-100", "id=FMJD 100"), "t"));
        assertEquals(1, id.line());
    }
}
