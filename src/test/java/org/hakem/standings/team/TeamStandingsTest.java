package org.hakem.standings.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.TieBreakRules;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamEventBuilder;
import org.junit.jupiter.api.Test;

/**
 * Team standings against hand-computed tables (2 boards, games 1-½-0, matches 2-1-0). Tie-breaks of FIDE C.07
 * (2023, as revised from 1 April 2024): Buchholz 8.1, Sonneborn-Berger 9.1, direct encounter 6, unplayed rounds 16;
 * the Olympiad Sonneborn-Berger (opponents' match points × own game points, the least contribution left out).
 */
class TeamStandingsTest {

    /**
     * Round robin of 4 (Berger: 1-4 2-3 | 4-3 1-2 | 2-4 3-1). Home results board by board:
     * R1 1-4 "1=" (1.5:0.5), 2-3 "==" (1:1); R2 4-3 "10" (1:1), 1-2 "0=" (0.5:1.5); R3 2-4 "11" (2:0), 3-1 "==" (1:1).
     * MP: 1 = 2+0+1 = 3, 2 = 1+2+2 = 5, 3 = 1+1+1 = 3, 4 = 0+1+0 = 1. GP: 1 = 3, 2 = 4.5, 3 = 3, 4 = 1.5.
     */
    static TeamCrosstable roundRobin() {
        return new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 4, "1=").match(1, 2, 3, "==")
                .match(2, 4, 3, "10").match(2, 1, 2, "0=")
                .match(3, 2, 4, "11").match(3, 3, 1, "==").build();
    }

    @Test
    void roundRobinTieBreaksAsComputedByHand() {
        TeamStandings s = TeamStandings.compute(roundRobin(), PrimaryScore.MATCH_POINTS,
                TeamTieBreak.parseList("MP,GP,DE,SB,BH,OSB"), true, TieBreakRules.FIDE_2024);
        // BH (8.1) = the others' MP: 1: 1+5+3 = 9, 2: 3+3+1 = 7, 3: 5+1+3 = 9, 4: 3+3+5 = 11
        // SB (9.1, MP): 1: 1×2 + 5×0 + 3×1 = 5; 2: 3×1 + 3×2 + 1×2 = 11; 3: 5×1 + 1×1 + 3×1 = 9; 4: 3×0 + 3×1 + 5×0 = 3
        // OSB: 1: 1×1.5, 5×0.5, 3×1 -> 7 - 1.5 = 5.5; 2: 3×1, 3×1.5, 1×2 -> 9.5 - 2 = 7.5;
        //      3: 5×1, 1×1, 3×1 -> 9 - 1 = 8; 4: 3×0.5, 3×1, 5×0 -> 4.5 - 0 = 4.5
        // 1 and 3 tie on MP 3, GP 3, drew their match (DE 0): SB puts 3 ahead
        assertEquals(List.of(2, 3, 1, 4), s.rows().stream().map(TeamStandings.Row::team).toList());
        assertEquals(List.of(1, 2, 3, 4), s.rows().stream().map(TeamStandings.Row::rank).toList());
        assertEquals(List.of(5.0, 4.5, 0.0, 11.0, 7.0, 7.5), s.row(2).values());
        assertEquals(List.of(3.0, 3.0, 0.0, 9.0, 9.0, 8.0), s.row(3).values());
        assertEquals(List.of(3.0, 3.0, 0.0, 5.0, 9.0, 5.5), s.row(1).values());
        assertEquals(List.of(1.0, 1.5, 0.0, 3.0, 11.0, 4.5), s.row(4).values());
        assertEquals("rank\tteam\tname\tMP\tGP\tDE\tSB\tBH\tOSB\n", s.toTsv().lines().findFirst().orElseThrow() + "\n");
        assertEquals("1\t2\tTeam 2\t5\t4.5\t0\t11\t7\t7.5", s.toTsv().lines().skip(1).findFirst().orElseThrow());
    }

    @Test
    void theTextTableAlignsTheColumnsByRank() {
        TeamStandings s = TeamStandings.compute(roundRobin(), PrimaryScore.MATCH_POINTS,
                TeamTieBreak.parseList("MP,GP,DE,SB,BH,OSB"), true, TieBreakRules.FIDE_2024);
        assertEquals("""
                Rank Team  Name    MP   GP  DE  SB  BH  OSB
                   1    2  Team 2   5  4.5   0  11   7  7.5
                   2    3  Team 3   3    3   0   9   9    8
                   3    1  Team 1   3    3   0   5   9  5.5
                   4    4  Team 4   1  1.5   0   3  11  4.5
                """, s.toText());
    }

    @Test
    void directEncounterOrdersTeamsThatMet() {
        // R3 changed: 2-4 "00" (4 wins 2:0), 3-1 "0=" (1 wins 1.5:0.5). MP: 1 = 4, 2 = 3, 3 = 2, 4 = 3;
        // 2 and 4 tie on 3 MP and met in round 3, which 4 won: DE 1 for 4, 2 for 2 (C.07 6)
        TeamCrosstable t = new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 4, "1=").match(1, 2, 3, "==")
                .match(2, 4, 3, "10").match(2, 1, 2, "0=")
                .match(3, 2, 4, "00").match(3, 3, 1, "0=").build();
        TeamStandings s = TeamStandings.compute(t, PrimaryScore.MATCH_POINTS, TeamTieBreak.parseList("MP,DE,GP"), true, TieBreakRules.FIDE_2024);
        assertEquals(List.of(1, 4, 2, 3), s.rows().stream().map(TeamStandings.Row::team).toList());
        assertEquals(1.0, s.row(4).value(1));
        assertEquals(2.0, s.row(2).value(1));
        assertEquals(0.0, s.row(1).value(1));
    }

    /**
     * Swiss of 5 teams, 3 rounds, the pairing-allocated bye a drawn match (1 MP, 1 GP). R1 1-3 "1=", 4-2 "==", 5 bye;
     * R2 1-5 "11", 3-4 forfeited by 3 (4 wins 2:0), 2 bye; R3 4-1 "0=", 2-5 "1=", 3 bye.
     * MP: 1 = 6, 2 = 1+1+2 = 4, 3 = 0+0+1 = 1, 4 = 1+2+0 = 3, 5 = 1+0+0 = 1. GP: 1 = 5, 2 = 3.5, 3 = 1.5, 4 = 3.5, 5 = 1.5.
     */
    static TeamCrosstable swiss() {
        return new TeamEventBuilder(5, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 3, "1=").match(1, 4, 2, "==").bye(1, 5, TeamBye.Kind.PAIRING_ALLOCATED)
                .match(2, 1, 5, "11").forfeit(2, 3, 4, MatchForfeit.AWAY_WINS).bye(2, 2, TeamBye.Kind.PAIRING_ALLOCATED)
                .match(3, 4, 1, "0=").match(3, 2, 5, "1=").bye(3, 3, TeamBye.Kind.PAIRING_ALLOCATED).build();
    }

    @Test
    void swissTieBreaksCountUnplayedRoundsAsArticle16Says() {
        TeamStandings s = TeamStandings.compute(swiss(), PrimaryScore.MATCH_POINTS,
                TeamTieBreak.parseList("MP,GP,DE,BH,BH/C1,SB"), false, TieBreakRules.FIDE_2024);
        // BH: own unplayed rounds (byes, forfeits) count the team's own final MP (16.3):
        // 1: 1+1+3 = 5; 2: 3 + 4 (bye) + 1 = 8; 3: 6 + 1 (forfeit, a VUR) + 1 (bye) = 8;
        // 4: 4 + 3 (forfeit win) + 6 = 13; 5: 1 (bye) + 6 + 4 = 11
        // BH/C1: the VUR first for 3 (-> 7), else the least: 1 -> 4, 2 -> 7, 4 -> 10, 5 -> 10
        // SB: 1: 1×2 + 1×2 + 3×2 = 10; 2: 3×1 + 4×1 + 1×2 = 9; 3: 6×0 + 1×0 + 1×1 = 1; 4: 4×1 + 3×2 + 6×0 = 10;
        //     5: 1×1 + 6×0 + 4×0 = 1
        // 3 and 5 tie on 1 MP and 1.5 GP, never met (DE 0): BH puts 5 ahead
        assertEquals(List.of(1, 2, 4, 5, 3), s.rows().stream().map(TeamStandings.Row::team).toList());
        assertEquals(List.of(6.0, 5.0, 0.0, 5.0, 4.0, 10.0), s.row(1).values());
        assertEquals(List.of(4.0, 3.5, 0.0, 8.0, 7.0, 9.0), s.row(2).values());
        assertEquals(List.of(1.0, 1.5, 0.0, 8.0, 7.0, 1.0), s.row(3).values());
        assertEquals(List.of(3.0, 3.5, 0.0, 13.0, 10.0, 10.0), s.row(4).values());
        assertEquals(List.of(1.0, 1.5, 0.0, 11.0, 10.0, 1.0), s.row(5).values());
    }

    @Test
    void the2026RegulationsLowerTheDummyOfForfeitsAndByes() {
        TeamStandings s = TeamStandings.compute(swiss(), PrimaryScore.MATCH_POINTS,
                TeamTieBreak.parseList("MP,GP,DE,BH,BH/C1,SB"), false, TieBreakRules.FIDE_2026);
        // 16.4.1, a forfeit: the lower of the team's own MP and the opponent's adjusted MP. 4 won by forfeit
        // against 3 (1 MP): 4 + 1 + 6 = 11, BH/C1 10, SB 4×1 + 1×2 + 6×0 = 6; 3 (1 MP) keeps its own 1.
        // 16.4.2, a round without opponent: the lower of its own MP and a drawn match in every round (3 × 1 = 3).
        // 2 (4 MP) had the pairing-allocated bye: 3 + 3 + 1 = 7, BH/C1 6, SB 3×1 + 3×1 + 1×2 = 8; 3 and 5 (1 MP)
        // keep their own score.
        assertEquals(List.of(1, 2, 4, 5, 3), s.rows().stream().map(TeamStandings.Row::team).toList());
        assertEquals(List.of(6.0, 5.0, 0.0, 5.0, 4.0, 10.0), s.row(1).values());
        assertEquals(List.of(4.0, 3.5, 0.0, 7.0, 6.0, 8.0), s.row(2).values());
        assertEquals(List.of(1.0, 1.5, 0.0, 8.0, 7.0, 1.0), s.row(3).values());
        assertEquals(List.of(3.0, 3.5, 0.0, 11.0, 10.0, 6.0), s.row(4).values());
        assertEquals(List.of(1.0, 1.5, 0.0, 11.0, 10.0, 1.0), s.row(5).values());
    }

    @Test
    void gamePointsAsPrimaryScoreDriveSonnebornBerger() {
        // SB with GP (9.1, score = game points): 1: opp 3 (1.5) × 1.5 + opp 5 (1.5) × 2 + opp 4 (3.5) × 1.5 = 10.5
        TeamStandings s = TeamStandings.compute(swiss(), PrimaryScore.GAME_POINTS, TeamTieBreak.parseList("GP,SB"),
                false, TieBreakRules.FIDE_2024);
        assertEquals(10.5, s.row(1).value(1));
        assertEquals(List.of(TeamTieBreak.parse("GP"), TeamTieBreak.parse("MP"), TeamTieBreak.parse("BH"),
                TeamTieBreak.parse("SB"), TeamTieBreak.parse("DE")), TeamStandings.defaults(PrimaryScore.GAME_POINTS));
    }

    @Test
    void aRandomDoubleRoundRobinKeepsTheSumsAndBuchholzIdentities() {
        // 10 teams, 4 boards, double round robin, random results and single forfeits: every match hands out
        // 2 match points (2-0 or 1-1) and 4 game points (each board 1 in all); each team meets every other twice,
        // so its Buchholz is twice the others' match points.
        java.util.Random random = new java.util.Random(7);
        TeamCrosstable event = new TeamEventBuilder(10, 4, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(18)
                .build();
        List<org.hakem.crosstable.team.TeamMatch> matches = new java.util.ArrayList<>();
        for (var r : org.hakem.pairing.team.TeamRoundRobin.schedule(10, 2, true)) {
            for (var f : r.fixtures()) {
                StringBuilder res = new StringBuilder();
                for (int k = 0; k < 4; k++) {
                    res.append("10=+-_".charAt(random.nextInt(20) < 18 ? random.nextInt(3) : 3 + random.nextInt(3)));
                }
                matches.add(TeamEventBuilder.match(r.round(), f.home(), f.away(), res.toString(), 4,
                        org.hakem.crosstable.team.BoardColours.HOME_WHITE_ON_FIRST_BOARD));
            }
        }
        event = event.with(matches, List.of());
        TeamStandings s = TeamStandings.compute(event, PrimaryScore.MATCH_POINTS,
                TeamTieBreak.parseList("MP,GP,BH,SB,OSB,DE"), true, TieBreakRules.FIDE_2024);
        double mp = s.rows().stream().mapToDouble(TeamStandings.Row::matchPoints).sum();
        double gp = s.rows().stream().mapToDouble(TeamStandings.Row::gamePoints).sum();
        assertEquals(2.0 * 90, mp);
        assertEquals(4.0 * 90, gp);
        for (TeamStandings.Row r : s.rows()) {
            assertEquals(2 * (mp - r.matchPoints()), r.value(2), 1e-9, "BH of team " + r.team());
        }
        for (int i = 1; i < s.rows().size(); i++) {
            TeamStandings.Row a = s.rows().get(i - 1);
            TeamStandings.Row b = s.rows().get(i);
            assertTrue(a.rank() <= b.rank());
            assertTrue(a.value(0) >= b.value(0), "ordered by match points first");
        }
    }

    @Test
    void tieBreakCodesReadAndWritten() {
        assertEquals(new TeamTieBreak(TeamTieBreak.Kind.OSB, 1), TeamTieBreak.parse("osb"));
        assertEquals("OSB", TeamTieBreak.parse("OSB").code());
        assertEquals("OSB/C0", TeamTieBreak.parse("OSB/C0").code());
        assertEquals("BH/C1", TeamTieBreak.parse("BH/C1").code());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TeamTieBreak.parse("ARO"));
        assertEquals("unknown team tie-break 'ARO': known are MP, GP, SB, OSB, BH, DE (SB, OSB and BH with a cut such"
                + " as SB/C1)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TeamTieBreak.parse("MP/C1"));
        assertThrows(IllegalArgumentException.class, () -> TeamTieBreak.parseList(" "));
    }

    @Test
    void aBoardPrizeWithoutRatedOpponentsHasNoPerformance() {
        // the same rounds without any rating: percentages as before, the performance blank (null), not 0
        TeamEventBuilder unrated = new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 4, "1=").match(1, 2, 3, "==")
                .match(2, 4, 3, "10").match(2, 1, 2, "0=")
                .match(3, 2, 4, "11").match(3, 3, 1, "1=");
        TeamCrosstable t = unrated.withoutRatings().build();
        BoardPrizes.Board b1 = BoardPrizes.compute(t).boards().get(0);
        assertEquals(List.of(3, 5, 1, 7), b1.rows().stream().map(BoardPrizes.PrizeRow::player).toList(),
                "by percentage, then games, then number");
        assertEquals(new BoardPrizes.PrizeRow(3, "Player 3", 2, 3, 3, 2.5, 83.3, null, "=11"), b1.rows().get(0));
        assertTrue(b1.rows().stream().allMatch(r -> r.performance() == null), b1.toString());
    }

    @Test
    void boardPrizesAsComputedByHand() {
        // the first round robin's board 1 without the draw of round 3: R3 3-1 "1=" (5 beats 1).
        // Board 1 players: 1 (2070), 3 (2050), 5 (2030), 7 (2010).
        TeamCrosstable t = new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 4, "1=").match(1, 2, 3, "==")
                .match(2, 4, 3, "10").match(2, 1, 2, "0=")
                .match(3, 2, 4, "11").match(3, 3, 1, "1=").build();
        BoardPrizes prizes = BoardPrizes.compute(t);
        assertEquals(2, prizes.boards().size());
        BoardPrizes.Board b1 = prizes.boards().get(0);
        // 3: = 1 1 vs 5, 1, 7: 2.5/3 = 83.3 %, ARO (2030+2070+2010)/3 = 2036.7 -> 2037, dp(83) = 273 -> 2310
        // 5: = 0 1 vs 3, 7, 1: 50 %, ARO 2043.3 -> 2043, dp 0 -> 2043
        // 7: 0 1 0 vs 1, 5, 3: 33.3 %, ARO 2050, dp(33) = -125 -> 1925
        // 1: 1 0 0 vs 7, 3, 5: 33.3 %, ARO 2030 -> 1905
        assertEquals(List.of(3, 5, 7, 1), b1.rows().stream().map(BoardPrizes.PrizeRow::player).toList());
        assertEquals(new BoardPrizes.PrizeRow(3, "Player 3", 2, 3, 3, 2.5, 83.3, 2310, "=11"), b1.rows().get(0));
        assertEquals(new BoardPrizes.PrizeRow(5, "Player 5", 3, 3, 3, 1.5, 50.0, 2043, "=01"), b1.rows().get(1));
        assertEquals(new BoardPrizes.PrizeRow(7, "Player 7", 4, 3, 3, 1.0, 33.3, 1925, "010"), b1.rows().get(2));
        assertEquals(new BoardPrizes.PrizeRow(1, "Player 1", 1, 3, 3, 1.0, 33.3, 1905, "100"), b1.rows().get(3));
    }
}
