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
import java.util.Locale;
import java.util.stream.Stream;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class StandingsCommandTest {

    record Run(int exit, String out, String err) {
    }

    /** One command line reused by all runs of a test class (picocli resets options before each run). */
    private final CommandLine cl = new CommandLine(new HakemCli()).setCaseInsensitiveEnumValuesAllowed(true);
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    {
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
    }

    Run run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    static Path swissDir() {
        return TestData.of("reference", "swiss");
    }

    /** The 13 reference tournaments the reference program treated as round robins (see docs/tiebreaks.md). */
    static boolean roundRobinSized(Crosstable t) {
        int n = t.players().size();
        int r = t.plannedRounds();
        return !t.systemName().toUpperCase(Locale.ROOT).contains("SWISS")
                && (n == r || n == r + 1 || n == 2 * r || n == 2 * (r + 1));
    }

    @Test
    void tsvOutputEqualsTheReferenceTables() throws IOException {
        List<Path> tsvs;
        try (Stream<Path> s = Stream.concat(Files.list(swissDir().resolve("tiebreaks")),
                Files.list(swissDir().resolve("tiebreaks-de")))) {
            tsvs = s.filter(p -> p.toString().endsWith(".tsv")).sorted().toList();
        }
        assertTrue(tsvs.size() >= 380, "reference tables: " + tsvs.size());
        List<String> differing = new ArrayList<>();
        for (Path tsv : tsvs) {
            String expected = Files.readString(tsv);
            Path trf = swissDir().resolve(tsv.getFileName().toString().replace(".tsv", ".trf"));
            String header = expected.lines().findFirst().orElseThrow();
            String tbs = header.substring(header.indexOf('\t') + 1).replace('\t', ',');
            String system = roundRobinSized(TrfReader.read(trf).tournament()) ? "round_robin" : "swiss";
            Run r = run("standings", trf.toString(), "--tiebreaks", tbs, "--format", "tsv", "--system", system);
            assertEquals(0, r.exit(), r.err());
            if (!expected.equals(r.out())) {
                differing.add(tsv.getParent().getFileName() + "/" + tsv.getFileName());
            }
        }
        assertEquals(List.of(), differing);
    }

    @Test
    void defaultsToTheReferenceColumnsAndTsv() {
        Path trf = swissDir().resolve("swiss-00001.trf");
        Run r = run("standings", trf.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("start\tPTS\tBH/C1\tBH/C2\tBH/M1\tBH\tSB\tWIN\tWON\tARO\tDE\n"), r.out());
        assertTrue(r.out().contains("\n1\t12\t51\t45\t39\t53\t86\t5\t5\t2013\t0\n"), r.out());
    }

    @Test
    void textFormatListsPlayersByRank() {
        Path trf = swissDir().resolve("swiss-00001.trf");
        Run r = run("standings", trf.toString(), "--tiebreaks", "PTS,SB", "--format", "text");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).contains("Rank") && lines.get(0).contains("SB"), lines.get(0));
        // 2 and 1 both have 12 points; 2 has the higher SB (88 against 86)
        assertTrue(lines.get(1).matches("\\s*1\\s+2\\s+Test0002 Player0002\\s+12\\s+88"), lines.get(1));
        assertTrue(lines.get(2).matches("\\s*2\\s+1\\s+Test0001 Player0001\\s+12\\s+86"), lines.get(2));
    }

    @Test
    void takesTheTieBreaksOfRecord212Or202WhenNoneAreGiven() throws IOException {
        Path dir = Files.createDirectories(Path.of("target", "standings-command-test"));
        String original = Files.readString(swissDir().resolve("swiss-00001.trf"));
        Path with202 = dir.resolve("with202.trf");
        Files.writeString(with202, original.replaceFirst("\n", "\n202 SB, WIN\n"));
        Run r = run("standings", with202.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("start\tPTS\tSB\tWIN\n1\t12\t86\t5\n"), r.out());

        Path with212 = dir.resolve("with212.trf");
        Files.writeString(with212, original.replaceFirst("\n", "\n202 SB\n212 PTS,BH/C1\n"));
        r = run("standings", with212.toString());
        assertTrue(r.out().startsWith("start\tPTS\tBH/C1\n1\t12\t51\n"), r.out());

        Path bad = dir.resolve("with212bad.trf");
        Files.writeString(bad, original.replaceFirst("\n", "\n212 PTS,QQ\n"));
        r = run("standings", bad.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("record 212 of with212bad.trf: unknown tie-break 'QQ'"), r.err());
        // --tiebreaks wins over the file
        r = run("standings", with212.toString(), "--tiebreaks", "PTS,WON");
        assertTrue(r.out().startsWith("start\tPTS\tWON\n"), r.out());
    }

    @Test
    void standingsAfterAnEarlierRound() {
        Path trf = swissDir().resolve("swiss-00001.trf");
        // after round 1 (2-1-0): 1 beat 6, 6 lost; BH of 1 is 6's score after round 1
        Run r = run("standings", trf.toString(), "--after-round", "1", "--tiebreaks", "PTS,BH,WIN");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\n1\t2\t0\t1\n"), r.out());
        assertTrue(r.out().contains("\n6\t0\t2\t0\n"), r.out());
        Run bad = run("standings", trf.toString(), "--after-round", "8");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--after-round must be 0..7"), bad.err());
    }

    @Test
    void badInputGetsAClearMessage() throws IOException {
        Path dir = Files.createDirectories(Path.of("target", "standings-command-test"));
        Path trf = swissDir().resolve("swiss-00001.trf");
        Run r = run("standings", trf.toString(), "--tiebreaks", "PTS,XYZ");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown tie-break 'XYZ'"), r.err());

        Run missing = run("standings", dir.resolve("none.trf").toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("no such file"), missing.err());

        Path bad = dir.resolve("bad.trf");
        String player = String.format("%-80s%4s%7s%4s %c %c", "001    1      A", "0.0", "", "9", 'w', '1');
        Files.writeString(bad, "012 x\n" + player + "\n");
        Run broken = run("standings", bad.toString());
        assertEquals(1, broken.exit());
        assertTrue(broken.err().contains("bad.trf:2:92: round 1: opponent 9 is not a player"), broken.err());
    }
}
