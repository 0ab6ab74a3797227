package org.hakem.trf;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.Crosstable;
import org.junit.jupiter.api.Test;

/** Reads every reference Swiss tournament and writes it back. */
class TrfReferenceFilesTest {

    static Path swissDir() {
        return TestData.of("reference", "swiss");
    }

    static List<Path> referenceFiles() throws IOException {
        try (Stream<Path> s = Files.list(swissDir())) {
            return s.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
        }
    }

    @Test
    void everyReferenceFileRoundTrips() throws IOException {
        List<Path> files = referenceFiles();
        assertTrue(files.size() >= 190, "reference files found: " + files.size());
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            String original = Files.readString(f);
            TrfDocument doc = TrfReader.read(f);
            String written = TrfWriter.write(doc);
            List<String> in = original.lines().filter(l -> l.startsWith("001")).toList();
            List<String> out = written.lines().filter(l -> l.startsWith("001")).toList();
            if (!in.equals(out)) {
                problems.add(f.getFileName() + ": player lines differ");
            }
            if (!original.replace("\r\n", "\n").equals(written)) {
                problems.add(f.getFileName() + ": file differs");
            }
            if (!doc.equals(TrfReader.read(written, "written"))) {
                problems.add(f.getFileName() + ": reading the written file gives another document");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void declaredPointsMatchTheResults() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path f : referenceFiles()) {
            Crosstable t = TrfReader.read(f).tournament();
            assertTrue(t.plannedRounds() > 0, f + " has XXR");
            assertEquals(t.plannedRounds(), t.roundsRecorded(), f + " has all rounds");
            for (Entrant p : t.players()) {
                if (Math.abs(t.score(p) - p.declaredPoints()) > 1e-9) {
                    problems.add(f.getFileName() + " player " + p.startNumber() + ": declared "
                            + p.declaredPoints() + ", results give " + t.score(p));
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
