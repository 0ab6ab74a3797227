package org.hakem.rules;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the 60 Turkish games of shared/corpus/turkish (made by an independent Turkish move generator,
 * TDF V4.0 reading) and compares each verdict, result and game end with shared/corpus/turkish/expected.tsv.
 * The movetext reading here is deliberately minimal (this corpus has no comments or variations); the real
 * PDN reader lives in the pdn package.
 */
class TurkishCorpusTest {

    private static final Path DIR = TestData.of("corpus", "turkish");

    @TestFactory
    Stream<DynamicTest> everyGameGetsTheVerdictAndEndingOfTheIndependentGenerator() throws IOException {
        List<List<String>> games = games(Files.readString(DIR.resolve("random-games.pdn"), StandardCharsets.UTF_8));
        List<String[]> expected = Files.readAllLines(DIR.resolve("expected.tsv")).stream().skip(1)
                .map(l -> l.split("\t", -1)).toList();
        assertEquals(expected.size(), games.size(), "games in the corpus and rows in expected.tsv");
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            List<String> moves = games.get(i);
            String[] row = expected.get(i);
            tests.add(DynamicTest.dynamicTest("game " + row[0] + ": " + row[1] + " " + row[3], () -> replay(moves, row)));
        }
        return tests.stream();
    }

    private static void replay(List<String> moves, String[] row) {
        Game game = Game.start(Variants.TURKISH);
        String verdict = "legal";
        for (String text : moves) {
            List<Move> matching = game.isOver() ? List.of() : game.position().movesMatching(text);
            if (matching.size() != 1) {
                verdict = "illegal at ply " + (game.ply() + 1);
                break;
            }
            game.play(matching.get(0));
        }
        String expectedVerdict = row[1].replaceAll(":.*", "");
        assertEquals(expectedVerdict, verdict);
        if (verdict.equals("legal")) {
            String ending = game.outcome().map(o -> o.reason() == Outcome.Reason.NO_LEGAL_MOVE ? "no legal move"
                    : o.reason().name()).orElse("unfinished");
            assertEquals(row[3], ending);
            assertEquals(row[2], game.outcome().map(Outcome::result).orElse("*"));
            assertEquals(Integer.parseInt(row[4]), game.ply());
        }
    }

    /** The move texts of each game: movetext tokens without move numbers and result. */
    private static List<List<String>> games(String pdn) {
        List<List<String>> games = new ArrayList<>();
        List<String> current = null;
        for (String line : pdn.split("\\R")) {
            if (line.startsWith("[Event ")) {
                current = new ArrayList<>();
                games.add(current);
            }
            if (line.startsWith("[") || current == null) {
                continue;
            }
            for (String token : line.trim().split("\\s+")) {
                String t = token.replaceFirst("^\\d+\\.+", "");
                if (!t.isEmpty() && !t.matches("1-0|0-1|1/2-1/2|\\*")) {
                    current.add(t);
                }
            }
        }
        return games;
    }
}
