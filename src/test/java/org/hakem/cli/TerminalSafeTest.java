package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What a hostile PDN could make the CLI print cannot drive the terminal. */
class TerminalSafeTest {

    private static String through(String s) throws IOException {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (TerminalSafe out = new TerminalSafe(sink)) {
            out.write(s.getBytes(StandardCharsets.UTF_8));
        }
        return sink.toString(StandardCharsets.UTF_8);
    }

    @Test
    void escapeSequencesBellsAndC1ControlsBecomeQuestionMarks() throws IOException {
        assertEquals("?]0;owned?? ?[31mred?[0m", through("\u001b]0;owned\u0007\u0000 \u001b[31mred\u001b[0m"));
        assertEquals("a?b?c", through("a\u009bb\u007fc"));
        assertEquals("back?space", through("back\bspace"));
    }

    @Test
    void lettersTabsAndLineBreaksPassUnchanged() throws IOException {
        String text = "Şahin Yılmaz\tÖztürk\r\nİlker Çelik ½ – ‘x’ \u00c2\u00a0 é\n";
        assertEquals(text, through(text));
    }
}
