package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The canonical form the writer gives. */
class PdnWriterTest {

    private static PdnGame one(String text) {
        List<PdnGame> games = PdnReader.readAll(text, "w.pdn");
        assertEquals(1, games.size());
        return games.get(0);
    }

    @Test
    void standardTagOrderFullGameTypeCanonicalFenAndResult() {
        PdnGame g = one("[Annotator \"X\"]\n[Result \"1/2:1/2\"]\n[Black \"B\"]\n[FEN \"W:W29,13,K11:B22,4,2\"]\n"
                + "[GameType \"20\"]\n[White \"W\"]\n[Event \"E\"]\n1. 13-9 4x13 1/2:1/2");
        assertEquals("""
                [Event "E"]
                [White "W"]
                [Black "B"]
                [Result "1/2-1/2"]
                [GameType "20,W,10,10,N2,0"]
                [FEN "W:WK11,13,29:B2,4,22"]
                [Annotator "X"]

                1. 13-9 4x13 1/2-1/2

                """, PdnWriter.toText(g));
    }

    @Test
    void theInitialPositionIsNotWrittenAsFen() {
        PdnGame g = one("[GameType \"20\"]\n[SetUp \"1\"]\n[FEN \"W:W31-50:B1-20\"]\n1. 32-28 *");
        assertEquals("[GameType \"20,W,10,10,N2,0\"]\n\n1. 32-28 *\n\n", PdnWriter.toText(g));
        PdnGame english = one("[GameType \"21\"]\n[FEN \"B:W21-32:B1-12\"]\n1. 11-15 *");
        assertEquals("[GameType \"21,B,8,8,N1,0\"]\n\n1. 11-15 *\n\n", PdnWriter.toText(english));
        PdnGame problem = one("[GameType \"20\"]\n[FEN \"W:W31-49:B1-20\"]\n1. 32-28 *");
        assertTrue(PdnWriter.toText(problem).contains("[FEN \"W:W31-49:B1-20\"]"));
    }

    @Test
    void separatorsNormalisedCaptureSeparatorOfTheGameType() {
        // x for Russian too (the PDN 3.0 writing grammar; issue 31), '-' for Thai (the GameType table)
        assertEquals("[GameType \"25,W,8,8,A0,0\"]\n\n1. c3-d4 f6xg5 2. d4xf6 *\n\n",
                PdnWriter.toText(one("[GameType \"25\"]\n1. c3-d4 f6xg5 2. d4:f6 *")));
        String thai = PdnWriter.toText(one("[GameType \"31\"]\n1. 22x15 *"));
        assertTrue(thai.endsWith("\n1. 22-15 *\n\n"), thai);
        assertEquals("1. 34-29 6-11 2. 29x18 *\n\n", PdnWriter.toText(one("01. 34-29 06-11 02. 29:18 *")));
    }

    @Test
    void replyNumbersWhereTheFlowIsInterrupted() {
        PdnGame g = one("32-28 {a} 19-23 (18-23) 28x19 *");
        assertEquals("1. 32-28 {a} 1... 19-23 (1... 18-23) 2. 28x19 *\n\n", PdnWriter.toText(g));
    }

    @Test
    void linesStayWithinEightyColumns() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < 60; i++) {
            sb.append("word").append(i).append(' ');
        }
        sb.append("} ");
        for (int i = 1; i <= 40; i++) {
            sb.append(i).append(". 32-28 19-23 ");
        }
        sb.append('*');
        String text = PdnWriter.toText(one(sb.toString()));
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 80, line);
        }
        assertEquals(one(sb.toString()).mainLine(), one(text).mainLine());
    }

    @Test
    void aCommentThatQuotesATagIsNotBrokenWhereItWouldReadAsOne() {
        String pad = "x".repeat(60);
        PdnGame g = one("1. 32-28 {" + pad + " [Event \"quoted\"] end} *");
        String text = PdnWriter.toText(g);
        PdnGame back = one(text);
        assertTrue(back.isValid(), back.diagnostics().toString());
        assertEquals(g.mainLine(), back.mainLine());
    }

    @Test
    void aClosingBraceReadFromALineCommentIsWrittenAsALineComment() {
        PdnGame g = one("1. 32-28 ; see {this} line\n19-23 (1... 18-23 ; closing }\n) *");
        String text = PdnWriter.toText(g);
        assertEquals("1. 32-28 ; see {this} line\n1... 19-23 (1... 18-23 ; closing }\n) *\n\n", text);
        assertEquals(g.mainLine(), one(text).mainLine());
        PdnMove m = new PdnMove(1, false, MoveText.parse("32-28").orElseThrow(), null, List.of(), List.of(),
                List.of("a } b\nc"), List.of(), 0, 0);
        PdnGame bad = new PdnGame("x", 1, 1, List.of(), new PdnLine(List.of(m), List.of()), "*", List.of());
        String written = PdnWriter.toText(bad); // a line break from elsewhere (not the reader) cannot end the comment
        assertEquals("1. 32-28 ; a } b c\n*\n\n", written);
        assertEquals(List.of("a } b c"), ((PdnMove) one(written).mainLine().nodes().get(0)).commentsAfter());
    }

    /**
     * Issue 30: whatever a tag or a comment holds (an event's name, a player's, a comment from an import), the written
     * game reads back as one game with the same tags and moves: no value ends its tag or starts another, no comment
     * closes early or breaks its line, and no text starts a game of its own.
     */
    @Test
    void hostileTextInTagsAndCommentsIsInert() {
        String hostile = "x\"] [Result \"1-0\"]\r\n\n[Event \"Fake\"]\n1. 32-28 } { \\ \u2028\u0085 ;";
        PdnMove m = new PdnMove(1, false, MoveText.parse("32-28").orElseThrow(), null, List.of(), List.of(hostile),
                List.of(hostile, "} closed early {"), List.of(), 0, 0);
        List<PdnTag> tags = List.of(new PdnTag("Event", hostile), new PdnTag("White", "Ali\r\n[Black \"B\"]"),
                new PdnTag("Black", "\\\""), new PdnTag("Result", "*"));
        PdnGame g = new PdnGame("x", 1, 1, tags, new PdnLine(List.of(m), List.of(hostile)), "*", List.of());
        String text = PdnWriter.toText(g);
        List<PdnGame> back = PdnReader.readAll(text, "back");
        assertEquals(1, back.size(), text);
        PdnGame b = back.get(0);
        assertTrue(b.isValid(), b.diagnostics() + "\n" + text);
        assertEquals(4, b.tags().size(), text);
        assertEquals(org.hakem.text.SingleLine.clean(hostile), b.tag("Event").orElseThrow());
        assertEquals("Ali  [Black \"B\"]", b.tag("White").orElseThrow());
        assertEquals("\\\"", b.tag("Black").orElseThrow());
        assertEquals(1, b.mainLine().nodes().size(), text);
        PdnMove read = (PdnMove) b.mainLine().nodes().get(0);
        assertEquals("32-28", read.text().normalized('x'));
        assertEquals(4, read.commentsBefore().size() + read.commentsAfter().size() + b.mainLine().trailingComments().size(),
                text);
        for (String line : text.split("\n")) {
            if (line.startsWith("[")) {
                assertEquals(-1, org.hakem.text.SingleLine.firstForbidden(line), "a tag is one line: " + line);
            }
        }
    }

    @Test
    void tagValuesAreEscaped() {
        PdnGame g = one("[Event \"say \\\"hi\\\" \\\\o/\"]\n1. 32-28 *");
        String text = PdnWriter.toText(g);
        assertTrue(text.startsWith("[Event \"say \\\"hi\\\" \\\\o/\"]\n"), text);
        assertEquals(g.tags(), one(text).tags());
    }
}
