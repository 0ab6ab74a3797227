package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each game's original text: its lines up to the next game, without the blank lines around it, one line break at the end. */
class PdnGameTextsTest {

    @Test
    void eachGameKeepsItsLinesWhateverTheLineBreaksAndBlankLinesAround() throws IOException {
        String input = "\r\n  \n[Event \"A\"]\r\n1. 32-28 19-23 *\r\n\r\n\t\n[Event \"B\"]\r1. 33-29 *\r\r"
                + "[Event \"C\"]\n{ a comment\nover lines }\n1. 31-27 *   ";
        assertEquals(List.of("[Event \"A\"]\n1. 32-28 19-23 *\n", "[Event \"B\"]\n1. 33-29 *\n",
                "[Event \"C\"]\n{ a comment\nover lines }\n1. 31-27 *\n"), texts(input));
    }

    @Test
    void aGameWithoutALineBreakAtTheEndAndALongGameAreKeptWhole() throws IOException {
        StringBuilder moves = new StringBuilder();
        for (int i = 1; i <= 400; i++) {
            moves.append(i).append(". 32-28 19-23\n"); // not a legal game: the text is what counts here
        }
        String input = "[Event \"L\"]\n" + moves + "*\n\n[Event \"E\"]\n*";
        List<String> texts = texts(input);
        assertEquals("[Event \"L\"]\n" + moves + "*\n", texts.get(0));
        assertEquals("[Event \"E\"]\n*\n", texts.get(1));
    }

    private static List<String> texts(String input) throws IOException {
        List<String> out = new ArrayList<>();
        try (PdnGameTexts t = new PdnGameTexts(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), "t.pdn")) {
            while (t.hasNext()) {
                out.add(t.next().text());
            }
        }
        return out;
    }
}
