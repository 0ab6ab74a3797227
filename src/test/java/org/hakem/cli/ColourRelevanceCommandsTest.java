package org.hakem.cli;

import static org.hakem.cli.PairingCommandsTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hakem.cli.PairingCommandsTest.Run;
import org.hakem.pairing.PairingCheck;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.testdata.TestData;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate}, {@code check} and {@code pair} with the FMJD system's colour relevance for pairing: the flag, and
 * record 092 ({@code Swiss FMJD, colour relevance}) that carries it from one command to the next.
 */
class ColourRelevanceCommandsTest {

    @TempDir
    Path tmp;

    @BeforeAll
    static void tmpDirExists() throws IOException {
        Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
    }

    @Test
    void aTournamentGeneratedWithColourRelevanceSaysSoAndChecksWithoutTheFlag() throws IOException {
        Path out = tmp.resolve("relevance.trf");
        Run g = run("generate", "--system", "fmjd", "--colour-relevance", "--players", "24", "--rounds", "7",
                "--seed", "5", "-o", out.toString());
        assertEquals(0, g.code(), g.out());
        TrfDocument doc = TrfReader.read(out);
        assertEquals("Swiss FMJD, colour relevance", doc.tournament().systemName());
        Run c = run("check", out.toString());
        assertEquals(0, c.code(), c.out());
        assertTrue(c.out().contains("all 7 rounds paired as the FMJD Swiss system pairs them with colour relevance for"
                + " pairing"), c.out());
        // the option changed who met whom in some round: checked with it forced off, those rounds differ
        Run off = run("check", "--no-colour-relevance", out.toString());
        assertEquals(1, off.code(), off.out());
        assertTrue(off.out().contains("relevance.trf: round "), off.out());
        assertTrue(off.out().contains(" recorded ") && off.out().contains(" engine "), off.out());
        assertEquals(PairingCheck.check(doc, PairingSystems.FMJD, FmjdOptions.DEFAULT).size() + " of 7 rounds differ",
                off.out().lines().reduce((a, b) -> b).orElseThrow().replace("relevance.trf: ", ""));
        // a file without the option in its 092 is checked with it only when asked for
        Path plain = tmp.resolve("plain.trf");
        Files.writeString(plain, Files.readString(out).replace("092 Swiss FMJD, colour relevance", "092 Swiss FMJD"));
        assertEquals(1, run("check", plain.toString()).code());
        Run asked = run("check", "--colour-relevance", plain.toString());
        assertEquals(0, asked.code(), asked.out());
    }

    @Test
    void withoutTheOptionTheSameSeedGivesAnotherTournamentThatChecksWithoutIt() throws IOException {
        Path out = tmp.resolve("basic.trf");
        assertEquals(0, run("generate", "--system", "fmjd", "--players", "24", "--rounds", "7", "--seed", "5",
                "-o", out.toString()).code());
        assertEquals("Swiss FMJD", TrfReader.read(out).tournament().systemName());
        assertEquals(0, run("check", out.toString()).code());
        Run on = run("check", "--colour-relevance", out.toString());
        assertEquals(1, on.code(), on.out());
    }

    @Test
    void theDutchSystemRefusesTheOptionWithExitCodeTwo() throws IOException {
        Path out = tmp.resolve("dutch.trf");
        Run g = run("generate", "--system", "dutch", "--colour-relevance", "--players", "10", "--rounds", "3",
                "-o", out.toString());
        assertEquals(2, g.code(), g.out());
        assertTrue(g.out().contains("--colour-relevance is an option of the FMJD Swiss system"), g.out());
        assertFalse(Files.exists(out), "nothing written");
        assertEquals(0, run("generate", "--players", "10", "--rounds", "3", "-o", out.toString()).code());
        Run c = run("check", "--colour-relevance", out.toString());
        assertEquals(2, c.code(), c.out());
        assertTrue(c.out().contains("--colour-relevance is an option of the FMJD Swiss system"), c.out());
        assertEquals(0, run("check", "--no-colour-relevance", out.toString()).code(), "off is what Dutch does anyway");
    }

    @Test
    void pairFollowsThe092OfTheFileUnlessTold() throws IOException {
        // FmjdPairerTest.COLOURS_OR_FLOATS (src/test/data/fmjd/colours-or-floats.trf), 092 stating the option: off 1-5, 2-3, 4-6; on 2-1, 3-5, 4-6
        Path f = tmp.resolve("colours.trf");
        Files.writeString(f, Files.readString(TestData.of("fmjd", "colours-or-floats.trf"))
                .replace("092 Swiss FMJD", "092 Swiss FMJD, colour relevance"));
        Run on = run("pair", f.toString(), "--explain");
        assertEquals(0, on.code(), on.out());
        assertTrue(on.out().startsWith("Round 3 (FMJD Swiss system, colour relevance for pairing)\n"), on.out());
        assertTrue(on.out().contains("   1      2 - 1    \n   2      3 - 5    \n   3      4 - 6    \n"), on.out());
        assertTrue(on.out().contains("colour relevance for pairing: on"), on.out());
        Run off = run("pair", f.toString(), "--no-colour-relevance");
        assertEquals(0, off.code(), off.out());
        assertTrue(off.out().startsWith("Round 3 (FMJD Swiss system)\n"), off.out());
        assertTrue(off.out().contains("   1      1 - 5    \n   2      2 - 3    \n   3      4 - 6    \n"), off.out());
        // --system dutch on such a file: the 092's option belongs to FMJD and is not used
        Run dutch = run("pair", f.toString(), "--system", "dutch");
        assertEquals(0, dutch.code(), dutch.out());
        assertTrue(dutch.out().startsWith("Round 3\n"), dutch.out());
    }

    @Test
    void theBenchTimesTheFmjdEngineWithColourRelevanceAndRefusesItForDutch() {
        Run on = run("bench", "pairing", "--system", "fmjd", "--colour-relevance", "--players", "16", "--rounds", "4",
                "--warmup", "0");
        assertEquals(0, on.code(), on.out());
        assertEquals(4, on.out().lines().filter(l -> l.startsWith("round ")).count(), on.out());
        assertTrue(on.out().contains("16 players, 4 rounds (colour relevance for pairing): slowest round"), on.out());
        Run dutch = run("bench", "pairing", "--system", "dutch", "--colour-relevance", "--players", "16");
        assertEquals(2, dutch.code(), dutch.out());
        assertTrue(dutch.out().contains("--colour-relevance is an option of the FMJD Swiss system"), dutch.out());
    }
}
