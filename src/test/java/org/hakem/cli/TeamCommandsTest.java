package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamEventBuilder;
import org.hakem.testdata.TestData;
import org.hakem.trf.TeamTrf;
import org.hakem.trf.TeamTrfDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code standings}, {@code pair} and {@code check} on team TRF files (src/test/data/teams). */
class TeamCommandsTest {

    @TempDir
    Path tmp;

    @BeforeAll
    static void tmpDirExists() throws IOException {
        Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
    }

    record Run(int code, String out) {
    }

    static Run run(String... args) {
        StringWriter sw = new StringWriter();
        CommandLine cl = new CommandLine(new HakemCli()).setCaseInsensitiveEnumValuesAllowed(true);
        cl.setOut(new PrintWriter(sw));
        cl.setErr(new PrintWriter(sw));
        int code = cl.execute(args);
        return new Run(code, sw.toString());
    }

    static String teams(String name) {
        return TestData.of("teams", name).toString();
    }

    @Test
    void standingsOfALeagueAsComputedByHand() {
        // the round robin of TeamStandingsTest: MP 2 = 5, 1 and 3 = 3 (GP 3 each, BH 9 each; SB 5 and 9), 4 = 1
        Run r = run("standings", teams("league-4x2.trf"));
        assertEquals(0, r.code(), r.out());
        assertEquals(List.of("rank\tteam\tname\tMP\tGP\tBH\tSB\tDE",
                "1\t2\tTeam 2\t5\t4.5\t7\t11\t0",
                "2\t3\tTeam 3\t3\t3\t9\t9\t0",
                "3\t1\tTeam 1\t3\t3\t9\t5\t0",
                "4\t4\tTeam 4\t1\t1.5\t11\t3\t0"), r.out().lines().toList());
        Run osb = run("standings", "--tiebreaks", "MP,OSB", teams("league-4x2.trf"));
        assertTrue(osb.out().contains("2\t3\tTeam 3\t3\t8"), osb.out());
    }

    @Test
    void textStandingsShowTheBoardPrizes() {
        Run r = run("standings", "--format", "text", teams("league-4x2.trf"));
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("Board 1"), r.out());
        // player 3 on board 1: = 1 1 against 5, 1, 7 (2030, 2070, 2010): 83.3 %, 2037 + 273
        assertTrue(r.out().lines().anyMatch(l -> l.matches("\\s+3\\s+Player 3\\s+2\\s+3\\s+2.5\\s+83.3\\s+2310\\s+=11")),
                r.out());
    }

    @Test
    void aRoundRobinIsCheckedAgainstTheBergerTablesAndIsComplete() {
        Run r = run("check", teams("league-4x2.trf"));
        assertEquals(0, r.code(), r.out());
        assertEquals("league-4x2.trf: all 3 rounds agree with the Berger tables", r.out().strip());
        Run p = run("pair", teams("league-4x2.trf"));
        assertEquals(2, p.code(), p.out());
        assertTrue(p.out().contains("all 3 rounds (142) are already paired"), p.out());
    }

    @Test
    void theNextSwissRoundIsPairedAsWorkedOutByHand() {
        // After 3 rounds (match points): 2 = 5, 4 = 4, 1 = 3, 3 = 3, 5 = 3 (GP 15), 6 = 0; met: 1-4 2-5 3-6 | 1-3 2-6
        // 4-5 | 1-2 3-4 5-6. Round 4: 2 alone on top takes one upfloater (C4), 4 with the highest score (C5);
        // the rest 1 3 5 need one more: 6, the only team 1, 3 or 5 can still meet in a legal whole: 1-6, 3-5.
        // Colours: 2 (B W W) prefers Black, 4 (B W B) none: 4 at home (4.3.2); 5 (W B B) prefers White, 3 none:
        // 5 at home; 1 (W W B, CD +1) and 6 (B B W, CD -1) without preference: the lower CD, 6, has White (4.3.5).
        Run r = run("pair", teams("swiss-6x4.trf"));
        assertEquals(0, r.code(), r.out());
        assertEquals(List.of("Round 4 (FIDE Swiss Team Pairing System, C.04.6)",
                "   1     4 - 2     Team 4 - Team 2",
                "   2     5 - 3     Team 5 - Team 3",
                "   3     6 - 1     Team 6 - Team 1"), r.out().lines().toList());
        Run c = run("check", teams("swiss-6x4.trf"));
        assertEquals(0, c.code(), c.out());
        assertEquals("swiss-6x4.trf: all 3 rounds agree with the FIDE Swiss Team Pairing System", c.out().strip());
    }

    @Test
    void theTeamPairingIsWrittenWithOutput() throws IOException {
        // detected by its team records, and with --teams: both write the matches in the engines' output format
        for (List<String> flags : List.of(List.<String>of(), List.of("--teams"))) {
            Path out = tmp.resolve("pairs" + flags.size() + ".txt");
            List<String> args = new java.util.ArrayList<>(List.of("pair", teams("swiss-6x4.trf"), "-o", out.toString()));
            args.addAll(flags);
            Run r = run(args.toArray(String[]::new));
            assertEquals(0, r.code(), r.out());
            assertTrue(r.out().contains("Written " + out), r.out());
            assertEquals("3\n4 2\n5 3\n6 1\n", Files.readString(out), "flags " + flags);
        }
    }

    @Test
    void checkReportsARematchAndAnotherPairing() throws IOException {
        TeamCrosstable t = new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 3, "11").match(1, 4, 2, "==")
                .match(2, 1, 3, "1=").match(2, 2, 4, "0=").build();
        Path f = tmp.resolve("bad.trf");
        Files.writeString(f, TeamTrf.write(new TeamTrfDocument(t, "FIDE_TEAM_TYPEA_MP_GP", Colour.WHITE, List.of(),
                List.of())));
        Run r = run("check", f.toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("bad.trf: round 2: teams 1 and 3 have met before (C.04.6 2.1.1)"), r.out());
        assertTrue(r.out().contains("findings in 2 rounds"), r.out());
    }

    @Test
    void aFileWithoutTeamsIsRefusedWhenTeamsAreAskedFor() {
        Run r = run("standings", "--teams", TestData.of("reference", "swiss", "swiss-00001.trf").toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("no team records (310 or 013): not a team event"), r.out());
        Run t = run("standings", "--tiebreaks", "ARO", teams("league-4x2.trf"));
        assertEquals(2, t.code(), t.out());
        assertTrue(t.out().startsWith("standings: --tiebreaks: unknown team tie-break 'ARO'"), t.out());
    }
}
