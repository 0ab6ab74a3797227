package org.hakem.cli;

import static org.hakem.cli.PairingCommandsTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hakem.cli.PairingCommandsTest.Run;
import org.hakem.testdata.TestData;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate}, {@code check} and {@code pair} with the FMJD Swiss system. */
class FmjdCommandsTest {

    @TempDir
    Path tmp;

    @BeforeAll
    static void tmpDirExists() throws IOException {
        Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
    }

    @Test
    void aGeneratedFmjdTournamentSaysSoIn092AndChecksByItsOwnSystem() throws IOException {
        Path out = tmp.resolve("fmjd.trf");
        Run g = run("generate", "--system", "fmjd", "--players", "21", "--rounds", "7", "--seed", "3", "-o", out.toString());
        assertEquals(0, g.code(), g.out());
        TrfDocument doc = TrfReader.read(out);
        assertEquals("Swiss FMJD", doc.tournament().systemName());
        // no flag: the file's 092 says FMJD
        Run c = run("check", out.toString());
        assertEquals(0, c.code(), c.out());
        assertTrue(c.out().contains("all 7 rounds paired as the FMJD Swiss system pairs them"), c.out());
        // the Dutch system pairs the same tournament differently somewhere
        Run d = run("check", "--system", "dutch", out.toString());
        assertEquals(1, d.code(), d.out());
    }

    @Test
    void pairFollowsTheFileUnlessTold() throws IOException {
        Path out = tmp.resolve("fmjd.trf");
        assertEquals(0, run("generate", "--system", "fmjd", "--players", "12", "--rounds", "5", "--seed", "4",
                "-o", out.toString()).code());
        // cut after round 2 (player lines keep 2 rounds: 10 columns each from column 92)
        List<String> cut = new ArrayList<>();
        for (String l : Files.readAllLines(out)) {
            cut.add(l.startsWith("001 ") && l.length() > 111 ? l.substring(0, 111).stripTrailing() : l);
        }
        Path two = tmp.resolve("two.trf");
        Files.write(two, cut);
        Run p = run("pair", two.toString(), "--explain");
        assertEquals(0, p.code(), p.out());
        assertTrue(p.out().startsWith("Round 3 (FMJD Swiss system)"), p.out());
        assertTrue(p.out().contains("Rules applied:"), p.out());
        assertTrue(p.out().contains("D-B") && p.out().contains("2.3 (annex)"), p.out());
        Run dutch = run("pair", two.toString(), "--system", "dutch");
        assertEquals(0, dutch.code(), dutch.out());
        assertTrue(dutch.out().startsWith("Round 3\n") || dutch.out().startsWith("Round 3\r\n"), dutch.out());
        Run bad = run("pair", two.toString(), "--system", "monrad");
        assertEquals(2, bad.code(), bad.out());
        assertTrue(bad.out().contains("use dutch or fmjd"), bad.out());
    }

    @Test
    void pairWithColourRelevanceLetsColoursChooseTheOpponents() throws IOException {
        // FmjdPairerTest.COLOURS_OR_FLOATS, round 3: off, 5 (who floated down in round 2) stays in his group
        // (1-5, 2-3, 4-6); on, colour preferences come first and 5 floats again (2-1, 3-5, 4-6)
        Path f = TestData.of("fmjd", "colours-or-floats.trf");
        Run off = run("pair", f.toString(), "--explain");
        assertEquals(0, off.code(), off.out());
        assertTrue(off.out().startsWith("Round 3 (FMJD Swiss system)\n"), off.out());
        assertTrue(off.out().contains("   1      1 - 5    \n   2      2 - 3    \n   3      4 - 6    \n"), off.out());
        assertTrue(off.out().contains("colour relevance for pairing: off"), off.out());
        Run on = run("pair", f.toString(), "--colour-relevance", "--explain");
        assertEquals(0, on.code(), on.out());
        assertTrue(on.out().startsWith("Round 3 (FMJD Swiss system, colour relevance for pairing)\n"), on.out());
        assertTrue(on.out().contains("   1      2 - 1    \n   2      3 - 5    \n   3      4 - 6    \n"), on.out());
        assertTrue(on.out().contains("colour relevance for pairing: on"), on.out());
        Run dutch = run("pair", f.toString(), "--system", "dutch", "--colour-relevance");
        assertEquals(2, dutch.code(), dutch.out());
        assertTrue(dutch.out().contains("--colour-relevance is an option of the FMJD Swiss system"), dutch.out());
    }
}
