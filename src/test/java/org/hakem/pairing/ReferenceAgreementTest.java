package org.hakem.pairing;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Re-pairs every round of the reference Swiss tournaments and counts the agreement. */
class ReferenceAgreementTest {

    static Path dir() {
        return TestData.of("reference", "swiss");
    }

    static List<Path> files() throws IOException {
        return files(dir());
    }

    /** The 392 further tournaments of the same engine (see their README), richer in late odd score groups. */
    static List<Path> moreFiles() throws IOException {
        return files(TestData.of("reference", "swiss-more"));
    }

    /** The 785 tournaments of the third set (seeds 300001-300800, see their README). */
    static List<Path> thirdFiles() throws IOException {
        return files(TestData.of("reference", "swiss-more2"));
    }

    static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
        }
    }

    static void agreement(List<Path> files) throws IOException {
        int rounds = 0;
        int matched = 0;
        int filesOk = 0;
        List<String> failures = new ArrayList<>();
        long t0 = System.nanoTime();
        for (Path f : files) {
            TrfDocument doc = TrfReader.read(f);
            int last = SwissRequests.nextRound(doc.tournament()) - 1;
            boolean ok = true;
            String first = null;
            for (int r = 1; r <= last; r++) {
                rounds++;
                var d = PairingCheck.checkRound(doc, r, PairingSystems.DUTCH);
                if (d.isEmpty()) {
                    matched++;
                } else {
                    if (first == null) {
                        first = d.get().toString();
                    }
                    ok = false;
                }
            }
            if (ok) {
                filesOk++;
            } else {
                failures.add(f.getFileName() + " " + first);
            }
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        failures.forEach(System.out::println);
        System.out.printf("AGREEMENT rounds %d/%d, files %d/%d, %d ms%n", matched, rounds, filesOk, files.size(), ms);
        assertEquals(rounds, matched, "rounds paired as in the reference");
    }

    /** Every tenth file (about 20 tournaments, 160 rounds): quick enough for every build. */
    @Test
    void sampleOfFilesAgrees() throws IOException {
        List<Path> all = files();
        List<Path> sample = new ArrayList<>();
        for (int i = 0; i < all.size(); i += 10) {
            sample.add(all.get(i));
        }
        agreement(sample);
    }

    @Tag("slow")
    @Test
    void allFilesAgree() throws IOException {
        agreement(files());
    }

    /**
     * Every tenth file of the second set, and the five whose bye went to another player until C9 (fewest
     * unplayed games for the bye assignee) also chose among the players moved down into the last bracket.
     */
    @Test
    void sampleOfTheSecondSetAndItsByeCasesAgree() throws IOException {
        List<Path> all = moreFiles();
        java.util.Set<Path> sample = new java.util.TreeSet<>();
        for (int i = 0; i < all.size(); i += 10) {
            sample.add(all.get(i));
        }
        for (String id : List.of("200058", "200071", "200117", "200286", "200307")) {
            sample.add(TestData.of("reference", "swiss-more", "swiss-" + id + ".trf"));
        }
        agreement(new ArrayList<>(sample));
    }

    @Tag("slow")
    @Test
    void allFilesOfTheSecondSetAgree() throws IOException {
        agreement(moreFiles());
    }

    /**
     * Every tenth file of the third set, and swiss-300028, whose round-6 bye went to the player with a forfeit
     * loss until C9 (fewest unplayed games of the bye assignee) also decided in a bracket below the bye's score group
     * that downfloats only the bye assignee.
     */
    @Test
    void sampleOfTheThirdSetAndItsByeCaseAgree() throws IOException {
        List<Path> all = thirdFiles();
        java.util.Set<Path> sample = new java.util.TreeSet<>();
        for (int i = 0; i < all.size(); i += 10) {
            sample.add(all.get(i));
        }
        sample.add(TestData.of("reference", "swiss-more2", "swiss-300028.trf"));
        agreement(new ArrayList<>(sample));
    }

    @Tag("slow")
    @Test
    void allFilesOfTheThirdSetAgree() throws IOException {
        agreement(thirdFiles());
    }
}
