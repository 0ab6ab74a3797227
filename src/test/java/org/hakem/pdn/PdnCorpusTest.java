package org.hakem.pdn;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file of the shared corpus: games read, games with errors, the variant decided from the content,
 * and the exact diagnostic each defective file of the standard's fail set must produce.
 */
public class PdnCorpusTest {

    public static final Path CORPUS = TestData.of("corpus");

    /** file (relative to corpus/), games read, games with errors, variant decided from content. */
    static Stream<Arguments> corpus() {
        return Stream.of(
                // folder international, russian, czech, italian, english, turkish
                row("international/candidate95.pdn", 8, 0, "international"),
                row("international/dutch96h.pdn", 194, 0, "international"),
                // game 4 has "9n" where "9." was meant: a real recording error, reported at 73:1
                row("international/prof2.pdn", 16, 1, "international"),
                row("international/wk2003.pdn", 190, 0, "international"),
                // 9 games have [Round "11.1] (closing quote missing): a warning, the value is read up to ']'
                row("russian/World_Championship_1998.pdn", 460, 0, "russian"),
                row("czech/MR_Ceska_Dama_Druzstev_2008-a.pdn", 20, 0, "czech"),
                row("italian/partite.pdn", 219, 0, "italian"),
                row("english/tinsley-a.pdn", 362, 0, "english"),
                row("turkish/random-games.pdn", 60, 0, "turkish"),
                // pdn-standard/succeed: variant decided from event, notation and board size
                row("pdn-standard/succeed/090417ronde12.pdn", 7, 0, "international"),
                row("pdn-standard/succeed/Campionato Assoluto 2005.pdn", 53, 0, "italian"),
                row("pdn-standard/succeed/Cat.B1.pdn", 37, 0, "international"),
                row("pdn-standard/succeed/Cat.D1.pdn", 19, 0, "international"),
                row("pdn-standard/succeed/DUTCH96H.pdn", 13, 0, "international"),
                row("pdn-standard/succeed/OCA_2.0.pdn", 43, 0, "english"),
                row("pdn-standard/succeed/PROF2.pdn", 16, 0, "international"),
                row("pdn-standard/succeed/PWCP 2a.pdn", 59, 0, "international"),
                row("pdn-standard/succeed/PWCP_2.pdn", 51, 0, "international"),
                row("pdn-standard/succeed/Principles of Strategy.pdn", 16, 0, "english"),
                row("pdn-standard/succeed/Tricks traps and shots.pdn", 91, 0, "english"),
                // a single move a3b4: any 8x8 algebraic variant fits; Russian is the usual one
                row("pdn-standard/succeed/alphanumeric.pdn", 1, 0, "russian"),
                row("pdn-standard/succeed/beginner.pdn", 58, 0, "english"),
                row("pdn-standard/succeed/borderclassics.pdn", 183, 0, "english"),
                row("pdn-standard/succeed/bridges.pdn", 267, 0, "english"),
                row("pdn-standard/succeed/candidate95.pdn", 8, 0, "international"),
                row("pdn-standard/succeed/fen.pdn", 3, 0, "international"),
                row("pdn-standard/succeed/gameterminator.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/gem.pdn", 162, 0, "english"),
                row("pdn-standard/succeed/goulds.pdn", 262, 0, "english"),
                row("pdn-standard/succeed/inferno.pdn", 68, 0, "english"),
                row("pdn-standard/succeed/kurnik.pdn", 4, 0, "international"),
                row("pdn-standard/succeed/linecomment.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/lpc.pdn", 100, 0, "english"),
                row("pdn-standard/succeed/movestrength.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/mrcd2000kval.pdn", 40, 0, "czech"),
                row("pdn-standard/succeed/mrcd2006.pdn", 44, 0, "czech"),
                row("pdn-standard/succeed/mrcd2007.pdn", 102, 0, "czech"),
                row("pdn-standard/succeed/nk ronde 01.pdn", 7, 0, "international"),
                row("pdn-standard/succeed/nk ronde 02.pdn", 7, 0, "international"),
                row("pdn-standard/succeed/nk2003-amsterdam.pdn", 33, 0, "international"),
                row("pdn-standard/succeed/rk ronde 12.pdn", 7, 0, "international"),
                row("pdn-standard/succeed/schildpad.pdn", 34, 0, "international"),
                row("pdn-standard/succeed/string.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/unicode.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/ussr1947.pdn", 153, 0, "russian"),
                row("pdn-standard/succeed/variation.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/windragon.pdn", 1, 0, "international"),
                row("pdn-standard/succeed/wk2003.pdn", 23, 0, "international"),
                // pdn-standard/fail
                row("pdn-standard/fail/40Camp.DamaInternazionaleAssoluto.pdn", 45, 0, "international"),
                row("pdn-standard/fail/Cat.A1.pdn", 35, 1, "international"),
                row("pdn-standard/fail/Cat.C1.pdn", 46, 1, "international"),
                row("pdn-standard/fail/abatsiev.pdn", 56, 1, "russian"),
                row("pdn-standard/fail/delfts.pdn", 2, 2, "international"),
                row("pdn-standard/fail/mrdrcd07.pdn", 72, 0, "czech"),
                row("pdn-standard/fail/mrdrcd08.pdn", 40, 0, "czech"),
                row("pdn-standard/fail/nested_comment.pdn", 1, 1, "international"));
    }

    private static Arguments row(String file, int games, int invalid, String variant) {
        return Arguments.of(file, games, invalid, variant);
    }

    /** Every file of the table, sorted. */
    public static List<String> files() {
        return corpus().map(a -> (String) a.get()[0]).sorted().toList();
    }

    /** The variant decided for a corpus file (the table above). */
    public static String variantOf(String file) {
        return corpus().filter(a -> a.get()[0].equals(file)).map(a -> (String) a.get()[3]).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("not in the corpus table: " + file));
    }

    @Test
    void theRussianRoundTagsMissingTheirClosingQuoteAreReadWithAWarning() throws IOException {
        List<PdnGame> games = PdnReader.readAll(CORPUS.resolve("russian/World_Championship_1998.pdn"));
        List<String> warned = new ArrayList<>();
        for (PdnGame g : games) {
            for (PdnDiagnostic d : g.diagnostics()) {
                if (d.message().contains("closing quote missing")) {
                    assertEquals(PdnDiagnostic.Severity.WARNING, d.severity());
                    warned.add(g.index() + " " + d.line() + ":" + d.column() + " " + g.tag("Round").orElse("-"));
                }
            }
        }
        // the file: [Round "11.1] [Round "11.2] [Round "11.3] in three matches of round 11
        assertEquals(List.of("313 4239:8 11.1", "314 4251:8 11.2", "315 4263:8 11.3", "317 4290:8 11.1",
                "318 4304:8 11.2", "319 4319:8 11.3", "321 4344:8 11.1", "322 4357:8 11.2", "323 4369:8 11.3"),
                warned);
        assertTrue(games.stream().allMatch(PdnGame::isValid));
    }

    @Test
    void theTableCoversEveryFileOfTheCorpus() throws IOException {
        List<String> listed = corpus().map(a -> (String) a.get()[0]).sorted().toList();
        List<String> onDisk;
        try (Stream<Path> s = Files.walk(CORPUS)) {
            onDisk = s.filter(p -> p.toString().endsWith(".pdn")).map(p -> CORPUS.relativize(p).toString()).sorted()
                    .toList();
        }
        assertEquals(onDisk, listed);
    }

    @ParameterizedTest(name = "{0}: {1} games, {2} with errors, {3}")
    @MethodSource("corpus")
    void readsEveryFile(String file, int games, int invalid, String variant) throws IOException {
        List<PdnGame> all = PdnReader.readAll(CORPUS.resolve(file));
        List<PdnGame> real = all.stream().filter(g -> !g.isEmpty()).toList();
        assertEquals(games, real.size(), "games read");
        assertEquals(invalid, all.stream().filter(g -> !g.isValid()).count(), "games with errors");
        for (PdnDiagnostic d : all.stream().flatMap(g -> g.diagnostics().stream()).toList()) {
            assertTrue(d.line() > 0 && d.column() > 0, d.toString());
        }
        for (int i = 0; i < real.size(); i++) {
            assertEquals(i + 1, real.get(i).index(), "games are numbered in order");
        }
        assertContentFits(variant, real);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void standardSucceedFilesHaveNoError(String file, int games, int invalid, String variant) throws IOException {
        if (!file.startsWith("pdn-standard/succeed/")) {
            return;
        }
        for (PdnGame g : PdnReader.readAll(CORPUS.resolve(file))) {
            assertTrue(g.isValid(), () -> file + ": " + g.diagnostics());
        }
    }

    /** The variant chosen must fit what the file holds: square names, board size, who moves first. */
    private static void assertContentFits(String variant, List<PdnGame> games) {
        int maxSquare = 0;
        boolean algebraic = false;
        boolean numericMove = false;
        List<Integer> firstOrigins = new ArrayList<>();
        for (PdnGame g : games) {
            List<Square> squares = new ArrayList<>();
            g.setup().ifPresent(f -> f.pieces().forEach(p -> squares.add(p.square())));
            List<PdnMove> moves = g.mainLine().moves();
            for (PdnMove m : moves) {
                squares.addAll(m.text().squares());
                numericMove |= !m.text().isAlphanumeric();
            }
            for (Square s : squares) {
                if (s.isNumeric()) {
                    maxSquare = Math.max(maxSquare, s.number());
                } else {
                    algebraic = true;
                }
            }
            if (g.tag("FEN").isEmpty() && !moves.isEmpty() && moves.get(0).text().origin().isPresent()
                    && moves.get(0).text().origin().get().isNumeric()) {
                firstOrigins.add(moves.get(0).text().origin().get().number());
            }
            g.gameType().ifPresent(t -> assertEquals(expectedGameType(variant), t.type(), "GameType of " + variant));
        }
        switch (variant) {
            case "international" -> {
                assertFalse(algebraic);
                assertTrue(maxSquare <= 50, "10x10 squares, max " + maxSquare);
                assertTrue(maxSquare > 32 || !firstOrigins.isEmpty(), "a square above 32, or a first move");
                assertTrue(firstOrigins.stream().allMatch(o -> o >= 31), "white starts from 31-50");
            }
            case "english" -> {
                assertFalse(algebraic);
                assertTrue(maxSquare <= 32, "8x8 numbered squares");
                assertTrue(firstOrigins.stream().allMatch(o -> o <= 12), "black starts, from 1-12");
            }
            case "italian" -> {
                assertFalse(algebraic);
                assertTrue(maxSquare <= 32);
                assertTrue(firstOrigins.stream().allMatch(o -> o >= 21), "white starts, from 21-32");
            }
            case "russian", "czech", "turkish" -> assertTrue(algebraic && !numericMove, "moves in algebraic squares");
            default -> throw new AssertionError(variant);
        }
    }

    private static int expectedGameType(String variant) {
        return Map.of("international", 20, "english", 21, "italian", 22, "russian", 25, "czech", 29, "turkish", 30)
                .get(variant);
    }

    /** Each defect of the standard's fail set, where it is reported and what is said. */
    static Stream<Arguments> failDefects() {
        return Stream.of(
                // game 11 ends at the next game's tags without a result or '*'
                Arguments.of("40Camp.DamaInternazionaleAssoluto.pdn", 11, 228, 1, "expected a result or '*' to end game 11"),
                // "3. 8-3 . 1-0": a stray full stop where a move was expected
                Arguments.of("Cat.A1.pdn", 30, 405, 36, "expected a move, found '.'"),
                // "6." with no move, then the next game
                Arguments.of("Cat.C1.pdn", 43, 579, 75, "expected a move after '6.', found '[' at 582:1"),
                // "1. - - 2. - -": unknown moves written as dashes
                Arguments.of("abatsiev.pdn", 36, 595, 4, "expected a move, found '-'"),
                // the Delft result format "4-6" written where the result token stands
                Arguments.of("delfts.pdn", 1, 26, 69, "expected a result token"),
                // "1. 0-2": a move number without a move
                Arguments.of("mrdrcd07.pdn", 12, 198, 1, "expected a move after '1.', found '0-2'"),
                Arguments.of("mrdrcd08.pdn", 31, 499, 1, "expected a move after '1.', found '1-0'"),
                // "{ nested { comment } }": the second '}' closes nothing
                Arguments.of("nested_comment.pdn", 1, 1, 46, "found '}' outside a comment"));
    }

    @ParameterizedTest(name = "{0} game {1} at {2}:{3}")
    @MethodSource("failDefects")
    void failFilesReportTheirDefectAndReadTheOtherGames(String file, int game, int line, int column, String message)
            throws IOException {
        List<PdnGame> games = PdnReader.readAll(CORPUS.resolve("pdn-standard/fail").resolve(file));
        List<PdnDiagnostic> all = games.stream().flatMap(g -> g.diagnostics().stream()).toList();
        assertTrue(all.stream().anyMatch(d -> d.game() == game && d.line() == line && d.column() == column
                && d.message().contains(message) && d.source().equals(file)),
                () -> file + ": " + all.stream().filter(d -> d.game() == game).toList());
        // the games after the defective one are still read
        assertTrue(games.stream().filter(g -> !g.isEmpty()).count() >= game, "games read after the defect");
    }

    @Test
    void warningsOfTheMrdrcd07FileNameTheInternationalScoringOfAn8x8Game() throws IOException {
        List<PdnGame> games = PdnReader.readAll(CORPUS.resolve("pdn-standard/fail/mrdrcd07.pdn"));
        PdnDiagnostic first = games.get(0).diagnostics().get(0);
        assertEquals(13, first.line());
        assertEquals(23, first.column());
        assertTrue(first.message().contains("found 1-1"), first.message());
    }

    @Test
    void roundTripOverTheWholeCorpus() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(CORPUS)) {
            files = s.filter(p -> p.toString().endsWith(".pdn")).sorted().toList();
        }
        int checked = 0;
        Map<String, String> failures = new TreeMap<>();
        for (Path f : files) {
            for (PdnGame g : PdnReader.readAll(f)) {
                if (g.isEmpty() || !g.isValid()) {
                    continue;
                }
                checked++;
                String first = PdnWriter.toText(g);
                List<PdnGame> back = PdnReader.readAll(first, "written");
                String key = f.getFileName() + " game " + g.index();
                if (back.size() != 1) {
                    failures.put(key, back.size() + " games read back");
                    continue;
                }
                PdnGame b = back.get(0);
                String second = PdnWriter.toText(b);
                if (!first.equals(second)) {
                    failures.put(key, "second write differs");
                } else if (!b.mainLine().equals(g.mainLine())) {
                    failures.put(key, "moves, comments or variations differ");
                } else if (!PdnWriter.canonicalTags(g).equals(b.tags())) {
                    failures.put(key, "tags differ");
                } else if (!b.result().equals(Optional.of(g.result().orElse(PdnResult.UNFINISHED)))) {
                    failures.put(key, "result differs");
                } else if (!b.isValid()) {
                    failures.put(key, "errors on reading: " + b.diagnostics());
                } else if (first.lines().anyMatch(l -> !l.startsWith("[") && l.length() > PdnWriter.WIDTH)) {
                    failures.put(key, "line longer than 80");
                }
            }
        }
        assertTrue(checked > 3700, "games checked: " + checked);
        assertEquals(Map.of(), failures);
    }
}
