package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairExplainCommandTest {

    @TempDir
    Path tmp;

    @org.junit.jupiter.api.BeforeAll
    static void tmpDirExists() throws IOException {
        Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
    }

    @Test
    void pairExplainSaysWhyForEveryBoard() throws IOException {
        TrfDocument doc = TrfReader.read(PairingCommandsTest.reference("swiss-00001.trf"));
        Path cut = tmp.resolve("three-rounds.trf");
        Files.writeString(cut, TrfWriter.write(doc.withTournament(doc.tournament().upToRound(3))));
        PairingCommandsTest.Run r = PairingCommandsTest.run("pair", "--explain", cut.toString());
        assertEquals(0, r.code(), r.out());
        String out = r.out();
        assertTrue(out.startsWith("Round 4"), out);
        assertTrue(out.contains("Round 4 of 7: "), out);
        assertTrue(out.contains("Score brackets (pairing order):"), out);
        assertTrue(out.contains("Boards (colours, C.04.3 article 5.2):"), out);
        long boards = out.lines().filter(l -> l.matches("\\s+\\d+\\s+\\d+ - \\d+\\s*")).count();
        long explained = out.lines().filter(l -> l.matches("  \\d+: \\d+ \\(.*\\) - \\d+ \\(.*\\): 5\\.2\\.\\d .*")).count();
        assertEquals(boards, explained, out);
        assertTrue(boards > 0, out);
    }
}
