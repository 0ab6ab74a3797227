package org.hakem.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.hakem.testdata.TestData;
import org.junit.jupiter.api.Test;

/**
 * The fuzz targets' checks on the whole corpus the long run is seeded from: every PDN file of the corpus and
 * every reference TRF, read as the fuzz targets read them (bytes; the reader's own error type only).
 */
class FuzzSeedsTest {

    @Test
    void everyCorpusFileReadsReplaysAndWritesAsTheFuzzTargetRequires() throws Exception {
        int files = 0;
        for (Path f : files(TestData.of("corpus"), ".pdn")) {
            byte[] data = Files.readAllBytes(f);
            new PdnReaderFuzzTest().readReplayAndWrite(data);
            files++;
        }
        assertTrue(files > 40, "corpus files: " + files);
    }

    @Test
    void everyReferenceTrfReadsOrIsRefusedAsTrf() throws Exception {
        int files = 0;
        for (Path f : files(TestData.of("reference", "swiss"), ".trf")) {
            String text = Files.readString(f);
            try {
                org.hakem.trf.TrfReader.read(text, f.getFileName().toString());
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, org.hakem.trf.TrfFormatException.class);
            }
            files++;
        }
        assertTrue(files > 100, "TRF files: " + files);
    }

    private static List<Path> files(Path dir, String ending) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(ending)).sorted().toList();
        }
    }
}
