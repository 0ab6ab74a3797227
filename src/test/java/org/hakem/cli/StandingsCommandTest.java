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
import java.util.Set;
import java.util.stream.Stream;
import org.hakem.crosstable.Crosstable;
import org.hakem.standings.TieBreakKind.Scope;
import org.hakem.standings.TieBreaks;
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

    /**
     * The reference tournaments the reference program treated as round robins (see docs/tiebreaks.md): 13 for the
     * tables of the 2024 rules, 6 for those of version 1.9.57 ({@code tiebreaks-2026}), whose guess differs.
     */
    static boolean roundRobinSized(Crosstable t, boolean version1957) {
        int n = t.players().size();
        int r = t.plannedRounds();
        boolean sized = version1957 ? n == r || n == r + 1 || 2 * n == r || 2 * n == r + 1
                : n == r || n == r + 1 || n == 2 * r || n == 2 * (r + 1);
        return !t.systemName().toUpperCase(Locale.ROOT).contains("SWISS") && sized;
    }

    /**
     * The CLI reproduces every reference table byte for byte: {@code tiebreaks} and {@code tiebreaks-de} with
     * {@code --rules 2024}, {@code tiebreaks-2026} by default (the files have no start date, so the 2026
     * regulations apply, as in the program that made the tables).
     */
    @Test
    void tsvOutputEqualsTheReferenceTables() throws IOException {
        List<Path> tsvs;
        try (Stream<Path> s = Stream.of("tiebreaks", "tiebreaks-de", "tiebreaks-2026").flatMap(d -> {
            try {
                return Files.list(swissDir().resolve(d));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        })) {
            tsvs = s.filter(p -> p.toString().endsWith(".tsv")).sorted().toList();
        }
        assertTrue(tsvs.size() >= 570, "reference tables: " + tsvs.size());
        List<String> differing = new ArrayList<>();
        for (Path tsv : tsvs) {
            String expected = Files.readString(tsv);
            Path trf = swissDir().resolve(tsv.getFileName().toString().replace(".tsv", ".trf"));
            String header = expected.lines().findFirst().orElseThrow();
            String tbs = header.substring(header.indexOf('\t') + 1).replace('\t', ',');
            boolean rules2026 = tsv.getParent().getFileName().toString().equals("tiebreaks-2026");
            String system = roundRobinSized(TrfReader.read(trf).tournament(), rules2026) ? "round_robin" : "swiss";
            Run r = rules2026
                    ? run("standings", trf.toString(), "--tiebreaks", tbs, "--format", "tsv", "--system", system)
                    : run("standings", trf.toString(), "--tiebreaks", tbs, "--format", "tsv", "--system", system,
                    "--rules", "2024");
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

    /**
     * The smallest case of issue 31: player 3 won round 2 by forfeit against player 2, who scored 0. The 2024
     * regulations count that round at 3's own score; the 2026 ones (16.4.1) at the lower score of 2.
     */
    @Test
    void theRulesOptionTheFilesNoteAndItsStartDateChooseTheRegulations() throws IOException {
        Path dir = Files.createDirectories(Path.of("target", "standings-command-test"));
        Path trf = dir.resolve("p10r5.trf");
        Run g = run("generate", "--players", "10", "--rounds", "5", "--seed", "1", "--scoring", "1-0.5-0", "-o",
                trf.toString());
        assertEquals(0, g.exit(), g.err());
        Run old = run("standings", trf.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB", "--rules", "2024");
        assertEquals(0, old.exit(), old.err());
        assertTrue(old.out().contains("\n3\t2.5\t13.5\t12\t5.25\n"), old.out());
        Run now = run("standings", trf.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB", "--rules", "2026");
        assertTrue(now.out().contains("\n3\t2.5\t11\t11\t2.75\n"), now.out());
        // no start date, no note: 2026, as FIDE's tie-break program does
        assertEquals(now.out(), run("standings", trf.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB").out());
        // a start date before 2026-03-01 takes 2024, on or after it 2026
        String text = Files.readString(trf);
        Path before = dir.resolve("p10r5-before.trf");
        Files.writeString(before, text.replaceFirst("\n", "\n042 2026/02/28\n"));
        assertEquals(old.out(), run("standings", before.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB").out());
        Path after = dir.resolve("p10r5-after.trf");
        Files.writeString(after, text.replaceFirst("\n", "\n042 2026/03/01\n"));
        assertEquals(now.out(), run("standings", after.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB").out());
        // the note Hakem writes wins over the date, and --rules over the note
        Path noted = dir.resolve("p10r5-noted.trf");
        Files.writeString(noted, text.replaceFirst("\n", "\n042 2026/03/01\n") + "### tie-break regulations FIDE 2024\n");
        assertEquals(old.out(), run("standings", noted.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB").out());
        assertEquals(now.out(), run("standings", noted.toString(), "--tiebreaks", "PTS,BH,BH/C1,SB", "--rules",
                "2026").out());
        Run bad = run("standings", trf.toString(), "--rules", "2023");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--rules: unknown tie-break regulations '2023': expected 2024 or 2026"),
                bad.err());
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

    /** The help names the tie-breaks the registry knows, of both scopes. */
    @Test
    void theHelpNamesTheKnownTieBreaks() {
        String help = cl.getSubcommands().get("standings").getUsageMessage().replaceAll("\\s+", " ");
        String individual = String.join(", ", TieBreaks.registry().codes(Scope.INDIVIDUAL));
        assertTrue(help.contains("Known: " + individual + ";"), help);
        String teams = help.replaceAll(".*team standings \\(([^)]*)\\).*", "$1");
        assertEquals(Set.copyOf(TieBreaks.registry().codes(Scope.TEAM)), Set.of(teams.split(", ")), help);
    }
}
