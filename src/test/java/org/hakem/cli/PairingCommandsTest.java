package org.hakem.cli;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hakem.pairing.SwissRequests;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class PairingCommandsTest {

    @TempDir
    Path tmp;

    @org.junit.jupiter.api.BeforeAll
    static void tmpDirExists() throws IOException {
        // surefire points java.io.tmpdir at target/tmp, which nothing else creates
        Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
    }

    record Run(int code, String out) {
    }

    static Run run(String... args) {
        StringWriter sw = new StringWriter();
        boolean bench = args.length > 0 && args[0].equals("bench"); // the benchmarks' own jar, hakem-bench.jar
        CommandLine cl = new CommandLine(bench ? new BenchCommand() : new HakemCli());
        cl.setOut(new PrintWriter(sw));
        cl.setErr(new PrintWriter(sw));
        int code = cl.execute(bench ? java.util.Arrays.copyOfRange(args, 1, args.length) : args);
        return new Run(code, sw.toString());
    }

    static Path reference(String name) {
        return TestData.of("reference", "swiss", name);
    }

    @Test
    void checkAgreesWithAReferenceFile() {
        Run r = run("check", reference("swiss-00001.trf").toString());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("all 7 rounds"), r.out());
    }

    @Test
    void checkFindsTheRoundAfterTwoSwappedResults() throws IOException {
        // swap the results of 1 and 4 in round 2 (1 won; now 4 wins): round 2 itself stays as paired,
        // the scores after it change, so round 3 is the first one paired differently
        List<String> out = new ArrayList<>();
        for (String l : Files.readAllLines(reference("swiss-00001.trf"))) {
            if (l.startsWith("001    1 ")) {
                l = l.replaceFirst(" {5}4 w 1", "     4 w 0");
            } else if (l.startsWith("001    4 ")) {
                l = l.replaceFirst(" {5}1 b 0", "     1 b 1");
            }
            out.add(l);
        }
        Path tampered = tmp.resolve("tampered.trf");
        Files.write(tampered, out);
        Run r = run("check", tampered.toString());
        assertEquals(1, r.code(), r.out());
        String first = r.out().lines().findFirst().orElseThrow();
        assertTrue(first.contains("round 3:"), r.out());
        assertTrue(!r.out().contains("round 1:") && !r.out().contains("round 2:"), r.out());
    }

    @Test
    void pairWritesTheNextRound() throws IOException {
        // the reference file cut after round 3: pair round 4 and compare with what was played
        List<String> cut = new ArrayList<>();
        for (String l : Files.readAllLines(reference("swiss-00001.trf"))) {
            cut.add(l.startsWith("001") ? l.substring(0, Math.min(l.length(), 91 + 3 * 10)) : l);
        }
        Path in = tmp.resolve("r3.trf");
        Files.write(in, cut);
        Path outFile = tmp.resolve("r4.txt");
        Run r = run("pair", in.toString(), "-o", outFile.toString());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().startsWith("Round 4"), r.out());
        // as played in round 4: 1-2, 3-5, 6-4, 9-7, 8-10 (white first), no bye
        List<String> lines = Files.readAllLines(outFile);
        assertEquals("5", lines.get(0));
        assertEquals(java.util.Set.of("1 2", "3 5", "6 4", "9 7", "8 10"),
                new java.util.HashSet<>(lines.subList(1, lines.size())));
    }

    @Test
    void generatedTournamentChecksClean() throws IOException {
        Path out = tmp.resolve("gen.trf");
        Run g = run("generate", "--players", "23", "--rounds", "6", "--seed", "7", "--draws", "0.3",
                "--forfeits", "0.05", "--byes", "0.05", "-o", out.toString());
        assertEquals(0, g.code(), g.out());
        var t = TrfReader.read(out).tournament();
        assertEquals(23, t.players().size());
        assertEquals(7, SwissRequests.nextRound(t));
        Run c = run("check", out.toString());
        assertEquals(0, c.code(), c.out());
        Run again = run("generate", "--players", "23", "--rounds", "6", "--seed", "7", "--draws", "0.3",
                "--forfeits", "0.05", "--byes", "0.05", "-o", tmp.resolve("gen2.trf").toString());
        assertEquals(0, again.code());
        assertEquals(Files.readString(out), Files.readString(tmp.resolve("gen2.trf")), "same seed, same file");
    }

    @Test
    void badInputIsReported() {
        Run r = run("generate", "--players", "1", "--rounds", "3", "-o", tmp.resolve("x.trf").toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.out().contains("at least 2 players"), r.out());
        Run c = run("check", tmp.resolve("missing.trf").toString());
        assertTrue(c.code() != 0, c.out());
    }

    @Test
    void generateWritesUtf8OrLatin1AndRefusesAnUnknownEncoding() throws Exception {
        Path utf8 = tmp.resolve("utf8.trf");
        Path latin1 = tmp.resolve("latin1.trf");
        assertEquals(0, run("generate", "--players", "10", "--rounds", "3", "-o", utf8.toString()).code());
        assertEquals(0, run("generate", "--players", "10", "--rounds", "3", "--encoding", "latin-1", "-o",
                latin1.toString()).code());
        // generated names are ASCII: the same bytes in both encodings, read back alike
        assertEquals(java.util.Arrays.toString(java.nio.file.Files.readAllBytes(utf8)),
                java.util.Arrays.toString(java.nio.file.Files.readAllBytes(latin1)));
        assertEquals(org.hakem.trf.TrfReader.read(utf8), org.hakem.trf.TrfReader.read(latin1));
        Run bad = run("generate", "--players", "10", "--rounds", "3", "--encoding", "cp1254", "-o",
                tmp.resolve("bad.trf").toString());
        assertEquals(2, bad.code(), bad.out());
        assertTrue(bad.out().contains("unknown TRF encoding 'cp1254'; use utf-8 or latin-1"), bad.out());
    }
}
