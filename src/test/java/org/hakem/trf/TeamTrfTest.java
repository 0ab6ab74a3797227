package org.hakem.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.team.TeamRound;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.BoardGame;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamEventBuilder;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.pairing.team.TeamFixture;
import org.hakem.pairing.team.TeamRoundPairing;
import org.hakem.pairing.team.TeamRoundRobin;
import org.junit.jupiter.api.Test;

/** TRF-2026 team records (310, 300, 320, 330, 352, 362, 240 for teams) written and read back. */
class TeamTrfTest {

    /** The same event with matches in a canonical order (TRF does not keep the order of matches in a round). */
    static TeamCrosstable normal(TeamCrosstable t) {
        List<TeamMatch> ms = new ArrayList<>(t.matches());
        ms.sort(Comparator.comparingInt(TeamMatch::round).thenComparingInt(m -> Math.min(m.home(), m.away())));
        List<TeamBye> bs = new ArrayList<>(t.byes());
        bs.sort(Comparator.comparingInt(TeamBye::round).thenComparingInt(TeamBye::team));
        return new TeamCrosstable(t.name(), t.boards(), t.gamePoints(), t.matchPoints(), t.pabMatchPoints(),
                t.pabGamePoints(), t.plannedRounds(), t.boardColours(), t.teams(), t.players(), ms, bs);
    }

    /**
     * 5 teams of 3 boards, draughts scoring 2-1-0 for games and 3-1-0 for matches, the home team Black on board 1.
     * R1: 1-2 with an empty home board 3, 3-4 with a forfeit between seated players on board 2, 5 the bye;
     * R2: 2-3 forfeited by 2 (330), 4-5 with team 4's reserve (player 13... 4th on its roster) on board 1 ahead of
     * its first player (300), 1 a half-point bye (240 H).
     */
    static TeamCrosstable mixed() {
        BoardColours bc = BoardColours.HOME_BLACK_ON_FIRST_BOARD;
        TeamEventBuilder b = new TeamEventBuilder(5, 3, PointSystem.TWO_ONE_ZERO, new MatchPoints(3, 1, 0))
                .colours(bc).rounds(3)
                .match(1, 1, 2, "1=_").match(1, 3, 4, "1+0").bye(1, 5, TeamBye.Kind.PAIRING_ALLOCATED)
                .forfeit(2, 2, 3, MatchForfeit.AWAY_WINS).bye(2, 1, TeamBye.Kind.HALF_POINT);
        TeamCrosstable t = b.build();
        // team 4's roster is 10, 11, 12; give it a fourth player 16 (a reserve) who plays board 1 in round 2
        List<org.hakem.crosstable.team.Team> teams = new ArrayList<>(t.teams());
        teams.set(3, new org.hakem.crosstable.team.Team(4, "Team 4", "T4", 1850, List.of(10, 11, 12, 16)));
        List<org.hakem.crosstable.team.TeamPlayer> players = new ArrayList<>(t.players());
        players.add(new org.hakem.crosstable.team.TeamPlayer(16, "Yılmaz, Şahin", 1900, "TUR", "123456"));
        TeamMatch r2 = new TeamMatch(2, 4, 5, List.of(
                new BoardGame(1, 16, 13, bc.colour(1, true), ResultCode.WIN),
                new BoardGame(2, 10, 14, bc.colour(2, true), ResultCode.DRAW),
                new BoardGame(3, 11, 15, bc.colour(3, true), ResultCode.LOSS)), MatchForfeit.NONE);
        List<TeamMatch> matches = new ArrayList<>(t.matches());
        matches.add(r2);
        return new TeamCrosstable(t.name(), 3, PointSystem.TWO_ONE_ZERO, new MatchPoints(3, 1, 0), 1, 3, 3, bc, teams,
                players, matches, t.byes());
    }

    @Test
    void aMixedEventIsWrittenWithItsTeamRecordsAndReadBack() {
        TeamTrfDocument doc = new TeamTrfDocument(mixed(), "FIDE_TEAM_TYPEA_MP_GP", Colour.WHITE,
                List.of(new TrfRecord("022", "022 Ankara")), List.of(new TrfRecord("###", "### a comment")));
        String text = TeamTrf.write(doc);
        List<String> lines = text.lines().toList();
        assertTrue(lines.contains("352 BWB"), text);
        assertTrue(lines.contains("362 TW 3.0 TD 1.0 TL 0.0"), text);
        assertTrue(lines.contains("192 FIDE_TEAM_TYPEA_MP_GP"), text);
        // 320: the PAB is worth 1 MP and 3 GP; team 5 in round 1, none in round 2
        assertTrue(lines.contains("320  1.0  3.0 005 000"), text);
        assertTrue(lines.contains("240 H 002    1"), text);
        // 330: 3 (away) won; the home team (2) has Black on board 1, so the White team is 3: +- for White
        assertTrue(lines.contains("330 +- 002   3   2"), text);
        // 300: team 4 played 16 on board 1, out of its roster order
        assertTrue(lines.contains("300 002   4   5 0016 0010 0011"), text);
        // 310: team 4, strength 1850, MP: R1 lost (0), R2 won (3) -> 3; GP: R1 1+2... see below
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("310   4 Team 4                           T4      1850")),
                text);
        TeamTrfDocument back = TeamTrf.read(text, "mixed.trf");
        assertEquals(normal(doc.event()), normal(back.event()));
        assertEquals("FIDE_TEAM_TYPEA_MP_GP", back.typeCode());
        assertEquals(Colour.WHITE, back.initialColour());
        assertEquals(doc.headerRecords(), back.headerRecords());
        assertEquals(doc.otherRecords(), back.otherRecords());
        assertEquals(text, TeamTrf.write(back));
        assertTrue(TeamTrf.isTeamFile(text));
        assertFalse(TeamTrf.isTeamFile("012 x\n001    1      A\n"));
    }

    @Test
    void prohibitedPairingsAndAccelerationsAreKept() {
        TeamTrfDocument doc = new TeamTrfDocument(mixed(), "FIDE_TEAM_TYPEA_MP_GP", Colour.WHITE, List.of(),
                List.of(new TrfRecord("250", "250  1.0  2.0 001 002    1    2")),
                List.of(new TrfProhibitedPairing(2, 3, List.of(1, 5))));
        String text = TeamTrf.write(doc);
        assertTrue(text.lines().toList().contains("260 002 003    1    5"), text);
        TeamTrfDocument back = TeamTrf.read(text, "p.trf");
        assertEquals(doc.prohibitedPairings(), back.prohibitedPairings());
        assertEquals(doc.otherRecords(), back.otherRecords());
        assertEquals(List.of(List.of(1, 5)), back.prohibitedGroups(3));
        assertEquals(List.of(), back.prohibitedGroups(1));
        assertEquals(text, TeamTrf.write(back));
        TrfFormatException e = assertThrows(TrfFormatException.class,
                () -> TeamTrf.read(text.replace("260 002 003    1    5", "260 002 003    1    9"), "p.trf"));
        assertEquals("260: team 9 is not defined by a 310 or 013 record", e.problem());
    }

    @Test
    void theMixedEventScoresAsItsRecordsSay() {
        TeamCrosstable t = TeamTrf.read(TeamTrf.write(TeamTrfDocument.of(mixed())), "m.trf").event();
        // R1 1-2 "1=_" with 2-1-0 games: 2 + 1 + 0 (empty board) = 3 : 1 + 2 = 3 -> drawn, 1 MP each
        assertEquals(3.0, t.round(1, 1).gamePoints());
        assertEquals(1.0, t.round(1, 1).matchPoints());
        // R1 3-4 "1+0": 2 + 2 + 0 = 4 : 2 -> 3 wins, 3 MP
        assertEquals(3.0, t.round(3, 1).matchPoints());
        // R2 2-3 forfeited by 2: 3 gets every board (6 GP) and 3 MP
        assertEquals(6.0, t.round(3, 2).gamePoints());
        assertEquals(3.0, t.round(3, 2).matchPoints());
        // the bye is worth 1 MP and 3 GP, the half-point bye a drawn match's MP
        assertEquals(3.0, t.round(5, 1).gamePoints());
        assertEquals(1.0, t.round(1, 2).matchPoints());
        // home Black on board 1: team 4 (home) had Black on board 1 in round 2
        assertEquals(Colour.BLACK, t.round(4, 2).firstBoardColour());
    }

    @Test
    void aDoubleRoundRobinWithRandomResultsRoundTrips() {
        Random random = new Random(18);
        TeamCrosstable event = new TeamEventBuilder(10, 4, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(18).build();
        List<TeamMatch> matches = new ArrayList<>();
        for (TeamRoundPairing r : TeamRoundRobin.schedule(10, 2, true)) {
            for (TeamFixture f : r.fixtures()) {
                StringBuilder s = new StringBuilder();
                for (int k = 0; k < 4; k++) {
                    s.append("10=+-_".charAt(random.nextInt(30) < 27 ? random.nextInt(3) : 3 + random.nextInt(3)));
                }
                matches.add(TeamEventBuilder.match(r.round(), f.home(), f.away(), s.toString(), 4,
                        BoardColours.HOME_WHITE_ON_FIRST_BOARD));
            }
        }
        event = event.with(matches, List.of());
        TeamTrfDocument doc = new TeamTrfDocument(event, "FIDE_TEAM_ROBIN_MP_GP", Colour.NONE, List.of(), List.of());
        String text = TeamTrf.write(doc);
        TeamTrfDocument back = TeamTrf.read(text, "league.trf");
        assertEquals(normal(event), normal(back.event()));
        assertEquals(text, TeamTrf.write(back));
        assertTrue(back.roundRobin());
        assertEquals(PrimaryScore.MATCH_POINTS, back.primaryScore());
    }

    private static String player(int start, String name, int rating, RoundEntry... rounds) {
        return TrfWriter.playerLine(Entrant.of(start, name, rating, List.of(rounds)));
    }

    @Test
    void theLegacyTeamRecordAndBoardsWithoutRecord352AreRead() {
        // 013: name in 5-36, players from 37 every 5 columns; without 352 a match has as many boards as the most
        // players a team seated, home White on board 1
        String text = String.join("\n",
                "012 Legacy",
                player(1, "A", 2100, RoundEntry.game(2, Colour.WHITE, ResultCode.WIN)),
                player(2, "B", 2000, RoundEntry.game(1, Colour.BLACK, ResultCode.LOSS)),
                player(3, "C", 1900, RoundEntry.game(4, Colour.BLACK, ResultCode.LOSS)),
                player(4, "D", 1800, RoundEntry.game(3, Colour.WHITE, ResultCode.WIN)),
                String.format("013 %-32s%4s %4s", "Red", "0001", "0003"),
                String.format("013 %-32s%4s %4s", "Blue", "0002", "0004"), "");
        TeamCrosstable t = TeamTrf.read(text, "legacy.trf").event();
        assertEquals(2, t.boards());
        assertEquals("Red", t.team(1).name());
        assertEquals(List.of(1, 3), t.team(1).roster());
        TeamMatch m = t.matches(1).get(0);
        // board 1: 1 (White) beat 2; board 2: 3 (Black) lost to 4: team 1 is home (White on board 1), 1 : 1
        assertEquals(1, m.home());
        assertEquals(1.0, t.round(1, 1).gamePoints());
        assertEquals(TeamRound.Outcome.DRAWN, t.round(1, 1).outcome());
    }

    @Test
    void mistakesAreReportedWithTheirLine() {
        String noTeams = "012 x\n001    1      A\n";
        TrfFormatException e = assertThrows(TrfFormatException.class, () -> TeamTrf.read(noTeams, "x.trf"));
        assertEquals("no team records (310 or 013): not a team event", e.problem());
        String sameTeam = String.join("\n",
                "012 x",
                player(1, "A", 0, RoundEntry.game(2, Colour.WHITE, ResultCode.WIN)),
                player(2, "B", 0, RoundEntry.game(1, Colour.BLACK, ResultCode.LOSS)),
                "310   1 Red                                                         1    1    2", "");
        e = assertThrows(TrfFormatException.class, () -> TeamTrf.read(sameTeam, "x.trf"));
        assertEquals(2, e.line());
        assertEquals("round 1: players 1 and 2 of team 1 meet each other", e.problem());
        String badForfeit = String.join("\n",
                "012 x",
                "310   1 Red                                                         1    1",
                player(1, "A", 0),
                "330 ++ 001   1   2", "");
        e = assertThrows(TrfFormatException.class, () -> TeamTrf.read(badForfeit, "x.trf"));
        assertEquals(4, e.line());
        assertEquals(5, e.column());
    }
}
