package org.hakem.pdn.replay;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The 60 Turkish games of the corpus, read by the PDN reader and replayed through the seam with the
 * rules engine: verdict (ply and reason), result, ending and plies as the independent generator's
 * expected.tsv gives them.
 */
class TurkishCorpusVerdictTest {

    private static final Path DIR = TestData.of("corpus", "turkish");

    @Test
    void everyVerdictMatchesTheIndependentGenerator() throws IOException {
        List<PdnGame> games = PdnReader.readAll(DIR.resolve("random-games.pdn"));
        List<String[]> rows = Files.readAllLines(DIR.resolve("expected.tsv")).stream().skip(1)
                .map(l -> l.split("\t", -1)).toList();
        assertEquals(rows.size(), games.size());
        for (int i = 0; i < games.size(); i++) {
            PdnGame g = games.get(i);
            String[] row = rows.get(i);
            assertEquals(Variants.TURKISH, EngineMoves.variantOf(g).orElseThrow(), "GameType 30");
            Replayer.Verdict v = Replayer.replay(g, EngineMoves.forGame(g, Variants.TURKISH));
            String game = "game " + row[0];
            // The reference's verdicts are "legal" or "illegal at ply N: <the rule the move breaks>"; none says
            // a game was already over (its games stop at the end the rules give, or before). So no row is
            // mapped to our "legal, played on after the game ended at ply N": the comparison is exact, and a
            // game we read as played on would fail here rather than pass as "legal".
            assertFalse(row[1].contains("already over"), game + ": the reference has no such verdict to map");
            assertFalse(v.playedOn(), game + ": " + v);
            assertEquals(row[1], v.toString(), game);
            if (v.legal()) {
                assertEquals(row[2], v.end() == null ? "*" : v.end().result(), game + " result");
                assertEquals(row[3], v.end() == null ? "unfinished" : v.end().reason(), game + " ending");
                assertEquals(Integer.parseInt(row[4]), v.moves().size(), game + " plies");
            } else {
                assertEquals(Integer.parseInt(row[1].replaceAll("illegal at ply (\\d+):.*", "$1")), v.moves().size() + 1);
            }
        }
    }
}
