package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A 1 GB file built by repeating the corpus streams in constant memory ({@code ./mvnw test -Pdeep}). */
@Tag("slow")
class PdnStreamingSlowTest {

    @Test
    void aGigabyteFileIsReadWithFlatMemory() throws Exception {
        List<byte[]> contents = new ArrayList<>();
        java.io.ByteArrayOutputStream oneRound = new java.io.ByteArrayOutputStream();
        try (Stream<Path> s = Files.walk(PdnCorpusTest.CORPUS)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".pdn")).sorted().toList()) {
                byte[] b = Files.readAllBytes(p);
                contents.add(b);
                oneRound.write(b);
                oneRound.write('\n');
            }
        }
        // read as one text, a file that starts with moves continues the game the file before left open
        long gamesPerRound;
        try (PdnReader r = new PdnReader(new java.io.ByteArrayInputStream(oneRound.toByteArray()), "round")) {
            gamesPerRound = r.games().count();
        }
        Path big = Files.createDirectories(Path.of("target")).resolve("pdn-streaming-1gb.pdn");
        long size = 0;
        long rounds = 0;
        try (OutputStream out = Files.newOutputStream(big)) {
            while (size < 1_000_000_000L) {
                for (byte[] b : contents) {
                    out.write(b);
                    out.write('\n');
                    size += b.length + 1;
                }
                rounds++;
            }
        }
        try {
            MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
            System.gc();
            long before = mem.getHeapMemoryUsage().getUsed();
            long maxRetained = 0;
            long games = 0;
            try (PdnReader r = PdnReader.open(big)) {
                for (Iterator<PdnGame> it = r; it.hasNext(); ) {
                    it.next();
                    games++;
                    if (games % 500_000 == 0) {
                        System.gc();
                        maxRetained = Math.max(maxRetained, mem.getHeapMemoryUsage().getUsed());
                    }
                }
            }
            // every round ends with a result, so rounds do not join
            assertEquals(rounds * gamesPerRound, games);
            long growth = maxRetained - before;
            System.out.printf("1 GB: %d games, heap retained %.1f MB before, at most %.1f MB while reading%n", games,
                    before / 1e6, maxRetained / 1e6);
            assertTrue(growth < 32_000_000L, "heap grew by " + growth / 1e6 + " MB");
        } finally {
            Files.deleteIfExists(big);
        }
    }
}
