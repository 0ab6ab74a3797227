package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The reader on small texts, one PDN feature at a time. */
class PdnReaderTest {

    private static List<PdnGame> read(String text) {
        return PdnReader.readAll(text, "t.pdn");
    }

    private static PdnGame one(String text) {
        List<PdnGame> games = read(text);
        assertEquals(1, games.size(), () -> "games: " + games);
        return games.get(0);
    }

    private static List<String> moveTexts(PdnLine line) {
        return line.moves().stream().map(m -> m.text().raw()).toList();
    }

    @Test
    void variationsNestedHundredsOfThousandsDeepAreAnErrorWithLineAndColumnNotAStackOverflow() {
        StringBuilder deep = new StringBuilder("[Event \"deep\"]\n1. 32-28 ");
        for (int i = 0; i < 100_000; i++) {
            deep.append("(32-28 ");
        }
        deep.append("\n\n[Event \"next\"]\n1. 32-28 18-23 *\n");
        List<PdnGame> games = read(deep.toString());
        assertEquals(2, games.size(), "the next game is read");
        PdnDiagnostic error = games.get(0).diagnostics().stream().filter(PdnDiagnostic::isError).findFirst().orElseThrow();
        assertTrue(error.message().contains("nested more than 100 deep"), error.message());
        assertEquals(2, error.line());
        assertEquals(10 + 7 * PdnReader.MAX_VARIATION_DEPTH, error.column(), "at the first '(' too deep");
        assertTrue(games.get(1).isValid());
        StringBuilder fine = new StringBuilder("1. 32-28 ");
        for (int i = 0; i < PdnReader.MAX_VARIATION_DEPTH; i++) {
            fine.append("(32-28 ");
        }
        fine.append(")".repeat(PdnReader.MAX_VARIATION_DEPTH)).append(" *");
        PdnGame ok = one(fine.toString());
        assertTrue(ok.isValid(), () -> ok.diagnostics().toString());
        String written = PdnWriter.toText(ok);
        assertEquals(PdnReader.MAX_VARIATION_DEPTH, written.chars().filter(c -> c == '(').count(),
                "the writer follows the deepest allowed nesting");
    }

    @Test
    void aTagValueMissingItsClosingQuoteIsReadUpToTheBracketWithAWarning() {
        PdnGame g = one("[Event \"WC\"]\n[Round \"11.1]\n[GameType \"25\"]\n\n1. cb4 fg5 1/2:1/2\n");
        assertTrue(g.isValid(), () -> g.diagnostics().toString());
        assertEquals("11.1", g.tag("Round").orElseThrow());
        assertEquals("25", g.tag("GameType").orElseThrow(), "the next tag is read as usual");
        assertEquals(List.of("cb4", "fg5"), moveTexts(g.mainLine()));
        assertEquals(1, g.diagnostics().size(), () -> g.diagnostics().toString());
        PdnDiagnostic d = g.diagnostics().get(0);
        assertEquals(PdnDiagnostic.Severity.WARNING, d.severity());
        assertEquals(2, d.line());
        assertEquals(8, d.column());
        assertTrue(d.message().contains("closing quote missing"), d.message());
    }

    @Test
    void aTagValueRunningToTheEndOfTheLineWithoutABracketIsStillAnError() {
        PdnGame g = one("[Round \"11.1\n[White \"A\"]\n1. 32-28 *\n");
        assertFalse(g.isValid());
        assertTrue(g.diagnostics().get(0).message().contains("expected '\"' to close the string"),
                () -> g.diagnostics().toString());
    }

    @Test
    void tagsKeepTheirOrderAndUnescapedValues() {
        PdnGame g = one("[Event \"Open \\\"A\\\"\"]\n[White \"van der Wal, J.\"]\n[Site \"C:\\\\games\"]\n1. 32-28 *");
        assertEquals(List.of(new PdnTag("Event", "Open \"A\""), new PdnTag("White", "van der Wal, J."),
                new PdnTag("Site", "C:\\games")), g.tags());
        assertTrue(g.isValid());
    }

    @Test
    void movesWithNumbersDotsAndEllipsis() {
        PdnGame g = one("1. 32-28 19-23 2.28x19 14x23 3... 13-19 4. ... 7-12 *");
        List<PdnMove> m = g.mainLine().moves();
        assertEquals(List.of("32-28", "19-23", "28x19", "14x23", "13-19", "7-12"), moveTexts(g.mainLine()));
        assertEquals("1.", m.get(0).numberLabel());
        assertEquals("1...", m.get(1).numberLabel());
        assertEquals("2.", m.get(2).numberLabel());
        assertEquals("3...", m.get(4).numberLabel());
        assertEquals("4...", m.get(5).numberLabel(), "\"4. ...\" is black's fourth move");
        assertEquals(PdnResult.UNFINISHED, g.result().orElseThrow());
    }

    @Test
    void everyResultTokenInDashAndColonForm() {
        String[][] cases = {{"1-0", "1-0"}, {"0-1", "0-1"}, {"1/2-1/2", "1/2-1/2"}, {"2-0", "2-0"}, {"0-2", "0-2"},
                {"1-1", "1-1"}, {"0-0", "0-0"}, {"*", "*"}, {"1:0", "1-0"}, {"0:1", "0-1"}, {"1/2:1/2", "1/2-1/2"},
                {"2:0", "2-0"}, {"1:1", "1-1"}};
        for (String[] c : cases) {
            PdnGame g = one("[GameType \"20\"]\n1. 32-28 " + c[0]);
            assertEquals(c[0], g.terminator());
            assertEquals(c[1], g.result().orElseThrow().token(), c[0]);
            assertEquals(List.of("32-28"), moveTexts(g.mainLine()), "a result is not a move: " + c[0]);
        }
    }

    @Test
    void aMoveLikeOneToEighteenIsNotTheResultOneOne() {
        PdnGame g = one("1. 1-18 2-0");
        assertEquals(List.of("1-18"), moveTexts(g.mainLine()));
        assertEquals(PdnResult.WHITE_WINS_2, g.result().orElseThrow());
    }

    @Test
    void commentsBeforeAfterAndLineComments() {
        PdnGame g = one("{opening} 1. 32-28 {good}\n; rest of line\n19-23 % not at line start\n*");
        // "% not at line start" is not an escape line: it is a word and an error
        assertFalse(g.isValid());
        PdnGame h = one("{opening}\n% escape line ignored\n1. 32-28 {good  \n  move} 19-23 ; line comment\n*");
        assertTrue(h.isValid(), () -> h.diagnostics().toString());
        PdnMove first = h.mainLine().moves().get(0);
        assertEquals(List.of("opening"), first.commentsBefore());
        assertEquals(List.of("good move"), first.commentsAfter(), "whitespace collapsed");
        assertEquals(List.of("line comment"), h.mainLine().moves().get(1).commentsAfter());
    }

    @Test
    void nagsAndMoveStrengths() {
        PdnGame g = one("1.32-28!? 19-23(!?!!!) 2.28x19 $1 $14 14x23 (?) *");
        List<PdnMove> m = g.mainLine().moves();
        assertEquals("!?", m.get(0).strength());
        assertEquals("(!?!!!)", m.get(1).strength());
        assertEquals(List.of(1, 14), m.get(2).nags());
        assertEquals("(?)", m.get(3).strength());
        assertTrue(g.isValid());
    }

    @Test
    void nestedVariationsAreAlternativesToTheMoveBefore() {
        PdnGame g = one("32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23");
        assertEquals(List.of("32-28", "19-23", "28x19", "14x23"), moveTexts(g.mainLine()));
        PdnMove reply = g.mainLine().moves().get(1);
        assertEquals(1, reply.variations().size());
        PdnLine v = reply.variations().get(0);
        assertEquals(List.of("18-23", "38-32", "12-18"), moveTexts(v));
        assertEquals("1...", v.moves().get(0).numberLabel(), "the variation replaces black's first move");
        PdnLine inner = v.moves().get(1).variations().get(0);
        assertEquals(List.of("37-32", "23-29"), moveTexts(inner));
        assertEquals("2.", inner.moves().get(0).numberLabel());
        assertEquals(List.of("Black wins"), inner.moves().get(1).commentsAfter());
        assertEquals(9, g.mainLine().plyCountWithVariations());
    }

    @Test
    void squaresAndSeparatorsOfEveryKind() {
        PdnGame g = one("[GameType \"25\"]\n1. c3-d4 f6:g5 2. a3b4 b6-a5 3. ed4 gh4 4. 06-11 47x38x24x13x36 *");
        List<MoveText> t = g.mainLine().moves().stream().map(PdnMove::text).toList();
        assertEquals(MoveText.Kind.STEP, t.get(0).kind());
        assertEquals(MoveText.Kind.CAPTURE, t.get(1).kind());
        assertEquals(':', t.get(1).separator());
        assertEquals(MoveText.Kind.UNSEPARATED, t.get(2).kind());
        assertEquals(List.of(Square.algebraic('a', 3), Square.algebraic('b', 4)), t.get(2).squares());
        assertEquals(MoveText.Kind.ABBREVIATED, t.get(4).kind());
        assertEquals('e', t.get(4).originFile());
        assertEquals(Square.algebraic('d', 4), t.get(4).destination());
        assertEquals("6-11", t.get(6).normalized('x'));
        assertEquals(List.of(Square.numeric(38), Square.numeric(24), Square.numeric(13)), t.get(7).intermediate());
        assertEquals("47:38:24:13:36", t.get(7).normalized(':'));
    }

    @Test
    void alignedSquaresAfterASeparatorAreOneMove() {
        PdnGame g = one("17. 43-39  1- 6  18. 49-43  2- 7 *");
        assertEquals(List.of("43-39", "1-6", "49-43", "2-7"), moveTexts(g.mainLine()));
    }

    @Test
    void gamesSeparatedByResultByAsteriskAndByTheNextTags() {
        List<PdnGame> games = read("[Event \"a\"]\n1. 32-28 1-0\n[Event \"b\"]\n1. 33-28 *\n[Event \"c\"]\n1. 34-29\n"
                + "[Event \"d\"]\n1. 31-27");
        assertEquals(4, games.size());
        assertEquals(List.of(1, 2, 3, 4), games.stream().map(PdnGame::index).toList());
        assertEquals("1-0", games.get(0).terminator());
        assertEquals("*", games.get(1).terminator());
        assertNull(games.get(2).terminator());
        PdnDiagnostic w = games.get(2).diagnostics().get(0);
        assertEquals(PdnDiagnostic.Severity.WARNING, w.severity());
        assertEquals(7, w.line());
        assertTrue(games.get(2).isValid());
        assertTrue(games.get(3).diagnostics().isEmpty(), "the last game may end at the end of the file");
    }

    @Test
    void gameTypeShortAndFullForm() {
        assertEquals("20,W,10,10,N2,0", GameType.parse("20").toFullString());
        assertEquals("21,B,8,8,N1,0", GameType.parse("21").toFullString());
        GameType t = GameType.parse("30,W,8,8,A0,0");
        assertEquals(30, t.type());
        assertEquals('A', t.notation());
        assertEquals(8, t.width());
        assertEquals("22,W,8,8,N2,1", GameType.parse(" 22,W,8,8,N2,1 ").toFullString());
        assertEquals("41,W,10,8,A0,0", GameType.parse("41,W,10,8,A0").toFullString(), "invert flag optional");
        PdnGame g = one("[GameType \"30,X,8,8,A0,0\"]\n1. a3-a4 *");
        PdnDiagnostic d = g.diagnostics().get(0);
        assertEquals(1, d.line());
        assertEquals(1, d.column());
        assertTrue(d.message().contains("expected W or B, found X"), d.message());
    }

    @Test
    void fenWithRangesKingsBothColoursAndAlgebraicSquares() {
        FenSetup f = FenSetup.parse("W:W31-50:B1-20");
        assertEquals('W', f.sideToMove());
        assertEquals(40, f.pieces().size());
        assertEquals("W:W31-50:B1-20", f.toPdn());
        FenSetup k = FenSetup.parse("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
        assertEquals(6, k.pieces().stream().filter(p -> !p.white()).count());
        assertTrue(k.pieces().contains(new FenSetup.Piece(Square.numeric(10), true, true)));
        assertEquals("B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29", k.toPdn());
        FenSetup a = FenSetup.parse("W:Wa1,Kb2:Bh8");
        assertEquals(new FenSetup.Piece(Square.algebraic('b', 2), true, true), a.pieces().get(1));
        assertEquals(4, FenSetup.parse("W:W7,26,28:B8.").pieces().size(), "trailing full stop accepted");
        assertEquals(0, FenSetup.parse("B::").pieces().size());
        assertEquals('?', FenSetup.parse("?:W29,13,11:B22,4,2").sideToMove());
        PdnGame g = one("[FEN \"W:W31-50:B1-20,20\"]\n1. 32-28 *");
        assertTrue(g.diagnostics().get(0).message().contains("square 20 holds two pieces"));
    }

    @Test
    void setupCommandInsideTheMovetext() {
        PdnGame g = one("1.31-26 17-21 /FEN \"B:B1-16,18-21:W26,28,33-50\"/ {White forgot} 2... 21-27 *");
        assertTrue(g.isValid(), () -> g.diagnostics().toString());
        assertTrue(g.mainLine().nodes().get(2) instanceof PdnSetup s && s.fen().sideToMove() == 'B');
        assertEquals(List.of("White forgot"), g.mainLine().moves().get(2).commentsBefore());
    }

    @Test
    void anErrorNamesFileGameLineColumnAndWhatWasExpected() {
        List<PdnGame> games = read("[Event \"ok\"]\n1. 32-28 19-23 *\n\n[Event \"bad\"]\n1. 32-28 ?? 2. - - 3. 33-28 *\n"
                + "[Event \"after\"]\n1. 31-27 *\n");
        assertEquals(3, games.size());
        assertTrue(games.get(0).isValid());
        assertTrue(games.get(2).isValid(), "the game after the defect is read");
        assertEquals(List.of("31-27"), moveTexts(games.get(2).mainLine()));
        PdnDiagnostic d = games.get(1).diagnostics().get(0);
        assertEquals("t.pdn:5:16: game 2: error: expected a move, found '-' (an unknown move is not PDN)", d.toString());
    }

    @Test
    void unclosedVariationAndStrayParenthesis() {
        PdnGame g = read("1. 32-28 (1. 33-28 19-23 *").get(0);
        assertEquals("expected ')' to close the variation opened at 1:10, found '*'", g.diagnostics().get(0).message());
        PdnGame h = read("1. 32-28 ) 19-23 *").get(0);
        assertEquals(1, h.diagnostics().get(0).line());
        assertEquals(10, h.diagnostics().get(0).column());
    }

    @Test
    void anUnclosedCommentStopsAtTheNextGamesTags() {
        List<PdnGame> games = read("[Event \"a\"]\n1. 32-28 {forgot to close\n\n[Event \"b\"]\n1. 33-28 *\n");
        assertEquals(2, games.size());
        PdnDiagnostic d = games.get(0).diagnostics().get(0);
        assertEquals(2, d.line());
        assertEquals(10, d.column());
        assertTrue(d.message().startsWith("expected '}' to close the comment"), d.message());
        assertTrue(games.get(1).isValid());
        assertEquals(List.of("33-28"), moveTexts(games.get(1).mainLine()));
    }

    @Test
    void lineEndingsLfCrlfAndCrCountLinesAlike() {
        for (String nl : List.of("\n", "\r\n", "\r")) {
            List<PdnGame> games = read("[Event \"a\"]" + nl + "1. 32-28 *" + nl + nl + "[Event \"b\"]" + nl + "1. 32-28 xx *");
            PdnDiagnostic d = games.get(1).diagnostics().get(0);
            assertEquals(5, d.line(), "line ending " + nl.replace("\r", "CR").replace("\n", "LF"));
            assertEquals(10, d.column());
        }
    }

    @Test
    void utf8WithAndWithoutBomAndCp1252AreDecoded() throws Exception {
        String text = "[White \"Bertè Daniele\"]\n[Event \"40° Campionato — €\"]\n1. 32-28 *\n";
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] bom = new byte[utf8.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, bom, 3, utf8.length);
        byte[] cp1252 = text.getBytes(Charset.forName("windows-1252"));
        byte[] latin1 = "[White \"Bertè\"]\n1. 32-28 *\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] utf16 = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE);
        Object[][] cases = {{utf8, PdnDecoder.Detected.UTF8}, {bom, PdnDecoder.Detected.UTF8_BOM},
                {cp1252, PdnDecoder.Detected.CP1252}, {utf16, PdnDecoder.Detected.UTF16_BOM}};
        for (Object[] c : cases) {
            try (PdnReader r = new PdnReader(new ByteArrayInputStream((byte[]) c[0]), "e.pdn")) {
                PdnGame g = r.next();
                assertEquals("Bertè Daniele", g.tag("White").orElseThrow(), c[1].toString());
                assertEquals("40° Campionato — €", g.tag("Event").orElseThrow());
                assertEquals(c[1], r.encoding().orElseThrow());
            }
        }
        try (PdnReader r = new PdnReader(new ByteArrayInputStream(latin1), "l.pdn")) {
            assertEquals("Bertè", r.next().tag("White").orElseThrow());
        }
    }

    @Test
    void aLatin1LetterFarIntoAFileSwitchesOnlyFromThere() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            sb.append("[Event \"g").append(i).append("\"]\n1. 32-28 *\n");
        }
        sb.append("[White \"Müller\"]\n1. 32-28 *\n");
        byte[] bytes = sb.toString().getBytes(StandardCharsets.ISO_8859_1);
        try (PdnReader r = new PdnReader(new ByteArrayInputStream(bytes), "big.pdn")) {
            List<PdnGame> games = r.games().toList();
            assertEquals(5001, games.size());
            assertEquals("Müller", games.get(5000).tag("White").orElseThrow());
            assertEquals(PdnDecoder.Detected.CP1252, r.encoding().orElseThrow());
        }
    }

    @Test
    void obstaclesTagListsTheBlockedSquares() {
        PdnGame g = one("[GameType \"30\"]\n[Obstacles \"c3, f6,h4\"]\n1. a3-a4 *");
        assertEquals(List.of(Square.algebraic('c', 3), Square.algebraic('f', 6), Square.algebraic('h', 4)), g.obstacles());
        assertFalse(one("[Obstacles \"c3,zz\"]\n1. a3-a4 *").isValid());
        FenSetup withX = FenSetup.parse("B:W21-32:B1-12:X19,14,15");
        assertEquals(List.of(Square.numeric(19), Square.numeric(14), Square.numeric(15)), withX.obstacles());
        assertEquals("B:W21-32:B1-12:X14,15,19", withX.toPdn());
        assertEquals(3, one("[FEN \"B:W21-32:B1-12:X14,15,19\"]\n1. 9-13 *").obstacles().size(),
                "the engine's FEN extension is read when there is no Obstacles tag");
        // the engine's toFen writes a run of three obstacles as a range
        assertEquals(List.of(Square.numeric(17), Square.numeric(18), Square.numeric(19)),
                FenSetup.parse("B:W21-32:B1-12:X17-19").obstacles());
    }

    @Test
    void emptyGameWrittenAsANumberAndAResult() {
        PdnGame g = one("[Result \"2-0\"]\n1. 2-0");
        assertTrue(g.mainLine().nodes().isEmpty());
        assertEquals(PdnResult.WHITE_WINS_2, g.result().orElseThrow());
        assertEquals(PdnDiagnostic.Severity.WARNING, g.diagnostics().get(0).severity());
    }

    @Test
    void resultTagAndResultTokenThatDisagreeAreReported() {
        PdnGame g = one("[Result \"0-1\"]\n1. 32-28 1-0");
        assertEquals(PdnResult.WHITE_WINS, g.result().orElseThrow(), "the movetext's result is the game's");
        assertTrue(g.diagnostics().get(0).message().contains("contradicts the Result tag \"0-1\""));
    }
}
