package org.hakem.archive.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.hakem.platform.ValidationException;
import org.junit.jupiter.api.Test;

/** Issue 30: a correction of an archived game's tags refuses a value that is not one line, the tag named. */
class ArchivedGameTagsTest {

    @Test
    void aTagThatIsNotOneLineIsRefusedWithItsName() {
        ArchivedGame g = new ArchivedGame();
        ValidationException e = assertThrows(ValidationException.class, () -> g.correct(new ArchivedGame.Tags(
                "Cup\r\n[Result \"1-0\"]", "Bursa", null, null, "Ali\u0000", "Ve\u2028li", null, null, null,
                Map.of("Annotator", "x\ny"))));
        assertEquals(Map.of("event", "field.no-control", "white", "field.no-control", "black", "field.no-control",
                "others", "field.no-control"), e.codes());
    }
}
