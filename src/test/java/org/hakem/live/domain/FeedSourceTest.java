package org.hakem.live.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.hakem.platform.Problem;
import org.junit.jupiter.api.Test;

/** What a poll came to is kept as a code with its arguments and worded in the reader's language when shown (#34). */
class FeedSourceTest {

    @Test
    void theStatusIsWordedInTheReadersLanguage() {
        FeedSource s = new FeedSource("tournament", 1, 2, "https://example.org/round.pdn", false, "arbiter");
        assertTrue(s.status().isEmpty(), "nothing before the first poll");
        s.polled("\"e1\"", null, Problem.of("live.source.not-pdn", 3, 7));
        assertEquals("The source is not PDN (at line 3, column 7).", s.status().orElseThrow().message(Locale.ENGLISH));
        assertEquals("Kaynak PDN değil (3. satır, 7. sütun).",
                s.status().orElseThrow().message(Locale.forLanguageTag("tr")));
        assertEquals("\"e1\"", s.etag());
        s.change("https://example.org/other.pdn", true, "arbiter");
        assertTrue(s.status().isEmpty() && s.etag() == null, "a new address is read whole again");
    }

    @Test
    void aNoteWrittenOtherwiseIsShownAsItIs() {
        assertEquals("stopped by hand", FeedSource.problem("stopped by hand").message(Locale.ENGLISH));
        Problem p = Problem.of("live.feed.illegal", 2, 13, "a1-a8");
        assertEquals(p.message(Locale.ENGLISH), FeedSource.problem(FeedSource.said(p)).message(Locale.ENGLISH));
    }
}
