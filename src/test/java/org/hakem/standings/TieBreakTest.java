package org.hakem.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.Crosstable;
import org.junit.jupiter.api.Test;

/** Tie-breaks on small tournaments computed by hand. */
class TieBreakTest {

    private static final double EPS = 1e-9;

    /**
     * Four players, three rounds, everyone meets everyone (1-½-0).
     * Final scores: 1: 2½, 2: 1, 3: 1, 4: 1½.
     */
    static Crosstable allPlayed() {
        return new Builder(4, 3).ratings(2000, 1800, 1700, 1600)
                .game(1, 1, 2, "1-0").game(1, 3, 4, "=")
                .game(2, 3, 1, "=").game(2, 2, 4, "0-1")
                .game(3, 4, 1, "0-1").game(3, 3, 2, "0-1")
                .build();
    }

    private static double value(Crosstable t, String tb, int player) {
        return value(t, tb, player, Standings.TournamentSystem.SWISS);
    }

    private static double value(Crosstable t, String tb, int player, Standings.TournamentSystem system) {
        return Standings.compute(t, List.of(TieBreak.parse(tb)), system, TieBreakRules.FIDE_2024).row(player).value(0);
    }

    private static void expect(Crosstable t, String tb, double... perPlayer) {
        for (int p = 1; p <= perPlayer.length; p++) {
            assertEquals(perPlayer[p - 1], value(t, tb, p), EPS, tb + " of player " + p);
        }
    }

    @Test
    void pointsBuchholzSonnebornBergerWhenEverythingIsPlayed() {
        Crosstable t = allPlayed();
        expect(t, "PTS", 2.5, 1, 1, 1.5);
        // sums of the opponents' scores
        expect(t, "BH", 3.5, 5, 5, 4.5);
        expect(t, "BH/C1", 2.5, 4, 4, 3.5);
        expect(t, "BH/C2", 1.5, 2.5, 2.5, 2.5);
        expect(t, "BH/M1", 1, 1.5, 1.5, 1);
        // 1: 1x1 (beat 2) + ½x1 (drew 3) + 1x1½ (beat 4)
        expect(t, "SB", 3, 1, 2, 1.5);
    }

    @Test
    void theTextTableListsTheTiedByStartNumber() {
        // ranks: 1 (2½), 4 (1½), then 2 and 3 tied on 1 point and BH 5
        assertEquals("""
                Rank Start  Name  PTS   BH
                   1     1  P1    2.5  3.5
                   2     4  P4    1.5  4.5
                   3     2  P2      1    5
                   3     3  P3      1    5
                """, Standings.compute(allPlayed(), TieBreak.parseList("PTS,BH"), TieBreakRules.FIDE_2024).toText());
    }

    @Test
    void averageOfTheOpponentsBuchholz() {
        Crosstable t = allPlayed();
        // BH: 1: 3.5, 2: 5, 3: 5, 4: 4.5; 1 met 2, 3, 4 -> (5 + 5 + 4.5) / 3 = 4.83
        // 2 and 3 met BH 3.5, 4.5 and 5 -> 4.33; 4 met 5, 5 and 3.5 -> 4.5
        expect(t, "AOB", 4.83, 4.33, 4.33, 4.5);
    }

    @Test
    void countsOfWinsAndColours() {
        Crosstable t = allPlayed();
        expect(t, "WIN", 2, 1, 0, 1);
        expect(t, "WON", 2, 1, 0, 1);
        expect(t, "BPG", 2, 2, 0, 2);
        expect(t, "BWG", 1, 1, 0, 1);
        expect(t, "REP", 3, 3, 3, 3);
        // cumulative: 1 after round 1, 1½ after 2, 2½ after 3
        expect(t, "PS", 5, 1, 2.5, 3.5);
        expect(t, "PS/C1", 4, 1, 2, 3);
    }

    @Test
    void averageRatingAndPerformance() {
        Crosstable t = allPlayed();
        // 2: (2000 + 1600 + 1700) / 3 = 1766.67
        expect(t, "ARO", 1700, 1767, 1800, 1833);
        expect(t, "ARO/C1", 1750, 1850, 1900, 1900);
        // 1: 2½/3 = 83 % -> dp 273; 2: 1/3 = 33 % -> dp -125
        assertEquals(1700 + 273, value(t, "TPR", 1), EPS);
        assertEquals(1767 - 125, value(t, "TPR", 2), EPS);
        // 3: 1/3 against ARO 1800; 4: 1½/3 = 50 % -> dp 0
        assertEquals(1800 - 125, value(t, "TPR", 3), EPS);
        assertEquals(1833, value(t, "TPR", 4), EPS);
    }

    @Test
    void aroRoundsHalfUpAndLeavesOutUnratedOpponents() {
        Crosstable t = new Builder(4, 2).ratings(1800, 1801, 0, 1500)
                .game(1, 4, 1, "=").game(1, 2, 3, "1-0")
                .game(2, 3, 4, "=").game(2, 2, 1, "0-1")
                .build();
        // 4 met 1 (1800) and unrated 3; 1 met 4 (1500) and 2 (1801): 1650.5 -> 1651
        assertEquals(1800, value(t, "ARO", 4), EPS);
        assertEquals(1651, value(t, "ARO", 1), EPS);
        assertEquals(1800, value(t, "ARO", 2), EPS);
    }

    @Test
    void koyaCountsPointsAgainstOpponentsWithHalfTheMaximum() {
        // round robin of 4: the limit is 1½ points; only 1 (2½) and 4 (1½) reach it
        Crosstable t = allPlayed();
        Standings.TournamentSystem rr = Standings.TournamentSystem.ROUND_ROBIN;
        assertEquals(1, value(t, "KS", 1, rr), EPS);
        assertEquals(0, value(t, "KS", 2, rr), EPS);
        assertEquals(1, value(t, "KS", 3, rr), EPS);
        assertEquals(0, value(t, "KS", 4, rr), EPS);
    }

    /**
     * Six players, three rounds. 1 takes a half-point bye in round 1, 6 gets the pairing-allocated bye.
     * Final scores: 1: 2½, 2: 2½, 3: ½, 4: 2, 5: 0, 6: 2.
     */
    static Crosstable byes() {
        return new Builder(6, 3)
                .bye(1, 1, ResultCode.HALF_POINT_BYE).game(1, 2, 3, "1-0").game(1, 4, 5, "1-0")
                .bye(1, 6, ResultCode.PAIRING_ALLOCATED_BYE)
                .game(2, 1, 3, "1-0").game(2, 2, 4, "=").game(2, 5, 6, "0-1")
                .game(3, 1, 5, "1-0").game(3, 2, 6, "1-0").game(3, 3, 4, "=")
                .build();
    }

    @Test
    void unplayedRoundsCountAsGamesAgainstADummyWithTheOwnScore() {
        Crosstable t = byes();
        // 1: dummy 2½ (bye) + 3 (½) + 5 (0)
        assertEquals(3, value(t, "BH", 1), EPS);
        // 6: dummy 2 (pairing-allocated bye) + 5 (0) + 2 (2½)
        assertEquals(4.5, value(t, "BH", 6), EPS);
        // SB: the dummy's score times the points the bye gave: 2½ x ½ + ½ x 1 + 0 x 1
        assertEquals(1.75, value(t, "SB", 1), EPS);
        assertEquals(2, value(t, "SB", 6), EPS);
    }

    private static double value2026(Crosstable t, String tb, int player) {
        return Standings.compute(t, List.of(TieBreak.parse(tb)), TieBreakRules.FIDE_2026).row(player).value(0);
    }

    @Test
    void the2026RegulationsCapARoundWithoutOpponentAtADrawInEveryRound() {
        Crosstable t = byes();
        // 16.4.2: the lower of the own score and a draw in each of the 3 rounds (1½)
        // 1 (2½): dummy 1½ (bye) + 3 (½) + 5 (0); SB 1½ x ½ + ½ x 1 + 0 x 1
        assertEquals(2, value2026(t, "BH", 1), EPS);
        assertEquals(1.25, value2026(t, "SB", 1), EPS);
        // 6 (2): dummy 1½ (pairing-allocated bye) + 5 (0) + 2 (2½); SB 1½ x 1 + 0 x 1 + 2½ x 0
        assertEquals(4, value2026(t, "BH", 6), EPS);
        assertEquals(1.5, value2026(t, "SB", 6), EPS);
        // a player whose own score is below the draws keeps it: 5 (0) was never without opponent, 3 (½) neither;
        // the values of players without unplayed rounds do not change
        assertEquals(value(t, "BH", 2), value2026(t, "BH", 2), EPS);
        // the parts say where the dummy's score comes from
        List<Standings.Part> parts = Standings.parts(t, TieBreak.parse("BH"), Standings.TournamentSystem.SWISS,
                TieBreakRules.FIDE_2026, 1);
        assertEquals(new Standings.Part(1, 0, 1.5, 1.5, false, Standings.Dummy.DRAWS), parts.get(0));
        assertEquals(Standings.Dummy.NONE, parts.get(1).dummy());
        assertEquals(Standings.Dummy.OWN_SCORE, Standings.parts(t, TieBreak.parse("BH"),
                Standings.TournamentSystem.SWISS, TieBreakRules.FIDE_2024, 1).get(0).dummy());
    }

    @Test
    void the2026RegulationsCapAForfeitAtTheOpponentsAdjustedScore() {
        Crosstable t = withdrawal(PointSystem.DEFAULT);
        // 16.4.1: 2 (2 points) won by forfeit against 4, whose adjusted score is ½ (0, and its absence after its
        // last game as a draw): 3 (opponent 1) + ½ + 1 (opponent 3)
        assertEquals(4.5, value2026(t, "BH", 2), EPS);
        List<Standings.Part> parts = Standings.parts(t, TieBreak.parse("BH"), Standings.TournamentSystem.SWISS,
                TieBreakRules.FIDE_2026, 2);
        assertEquals(new Standings.Part(2, 4, 0.5, 0.5, false, Standings.Dummy.FORFEIT_OPPONENT), parts.get(1));
        // 4 (0 points): its forfeit loss and its absence stay at its own 0, lower than 2's 2 and the draws' 1½
        assertEquals(1, value2026(t, "BH", 4), EPS);
        // a round robin is not concerned: forfeits count as games there
        assertEquals(value(t, "BH", 2, Standings.TournamentSystem.ROUND_ROBIN),
                Standings.compute(t, List.of(TieBreak.parse("BH")), Standings.TournamentSystem.ROUND_ROBIN,
                        TieBreakRules.FIDE_2026).row(2).value(0), EPS);
    }

    @Test
    void theEditionInForceFollowsTheStartDate() {
        assertEquals(TieBreakRules.FIDE_2024, TieBreakRules.forStartDate(java.time.LocalDate.of(2026, 2, 28)));
        assertEquals(TieBreakRules.FIDE_2026, TieBreakRules.forStartDate(java.time.LocalDate.of(2026, 3, 1)));
        assertEquals(TieBreakRules.FIDE_2026, TieBreakRules.forStartDate(null));
        assertEquals(TieBreakRules.FIDE_2024, TieBreakRules.effective(TieBreakRules.FIDE_2024,
                java.time.LocalDate.of(2026, 5, 1)));
        assertEquals(TieBreakRules.FIDE_2026, TieBreakRules.parse(" 2026"));
        assertEquals(TieBreakRules.FIDE_2024, TieBreakRules.parse("fide_2024"));
        assertThrows(IllegalArgumentException.class, () -> TieBreakRules.parse("2023"));
    }

    @Test
    void lowCutsTakeVoluntarilyUnplayedRoundsFirst() {
        Crosstable t = byes();
        // 1's half-point bye is cut before its lowest opponent (5 with 0 points)
        assertEquals(0.5, value(t, "BH/C1", 1), EPS);
        // a pairing-allocated bye is not voluntary: the lowest value (5 with 0) goes
        assertEquals(4.5, value(t, "BH/C1", 6), EPS);
        // median: the bye low, then the highest of the rest (3 with ½)
        assertEquals(0, value(t, "BH/M1", 1), EPS);
        assertEquals(2, value(t, "BH/M1", 6), EPS);
    }

    @Test
    void winsCountUnplayedWinsButGamesWonDoNot() {
        Crosstable t = byes();
        assertEquals(2, value(t, "WIN", 6), EPS);
        assertEquals(1, value(t, "WON", 6), EPS);
        assertEquals(2, value(t, "WIN", 1), EPS);
        assertEquals(2, value(t, "WON", 1), EPS);
        // the half-point bye is not elected play; the pairing-allocated bye is
        assertEquals(2, value(t, "REP", 1), EPS);
        assertEquals(3, value(t, "REP", 6), EPS);
    }

    /**
     * Four players, three rounds. 4 loses round 2 by forfeit and is absent (withdrawn) in round 3.
     * Final scores: 1: 3 (pairing-allocated bye in round 3), 2: 2, 3: 1, 4: 0.
     */
    static Crosstable withdrawal(PointSystem ps) {
        return new Builder(4, 3).points(ps)
                .game(1, 1, 2, "1-0").game(1, 3, 4, "1-0")
                .game(2, 1, 3, "1-0").game(2, 2, 4, "+-")
                .bye(3, 1, ResultCode.PAIRING_ALLOCATED_BYE).game(3, 2, 3, "1-0")
                .bye(3, 4, ResultCode.ZERO_POINT_BYE)
                .build();
    }

    @Test
    void aWithdrawnOpponentsLaterRoundsCountAsDraws() {
        Crosstable t = withdrawal(PointSystem.DEFAULT);
        // 3 met 4 (0 points, but the absence after its last game counts ½; its forfeit loss stays 0),
        // 1 (3) and 2 (2)
        assertEquals(5.5, value(t, "BH", 3), EPS);
        // 2's forfeit win counts as a game against a dummy with 2's own score
        assertEquals(3 + 2 + 1, value(t, "BH", 2), EPS);
        // 4's own forfeit loss and absence: dummies with 4's own score 0
        assertEquals(1, value(t, "BH", 4), EPS);
        assertEquals(2, value(t, "WIN", 2), EPS);
        assertEquals(1, value(t, "WON", 2), EPS);

        Crosstable twoOne = withdrawal(PointSystem.TWO_ONE_ZERO);
        // the same with 2-1-0: the draw is worth 1
        assertEquals(1 + 6 + 4, value(twoOne, "BH", 3), EPS);
    }

    @Test
    void roundRobinCountsForfeitsAsPlayedAndIgnoresTheBye() {
        // three players: one sits out each round
        Crosstable t = new Builder(3, 3)
                .game(1, 1, 2, "1-0").bye(1, 3, ResultCode.ZERO_POINT_BYE)
                .game(2, 2, 3, "-+").bye(2, 1, ResultCode.ZERO_POINT_BYE)
                .game(3, 3, 1, "=").bye(3, 2, ResultCode.ZERO_POINT_BYE)
                .build();
        Standings.TournamentSystem rr = Standings.TournamentSystem.ROUND_ROBIN;
        // 1: beat 2 (0 points) + drew 3 (1½)
        assertEquals(1.5, value(t, "BH", 1, rr), EPS);
        assertEquals(0.75, value(t, "SB", 1, rr), EPS);
        // 3: the forfeit win over 2 counts as a win over a 0-point player
        assertEquals(0.75, value(t, "SB", 3, rr), EPS);
        assertEquals(1.5, value(t, "BH", 3, rr), EPS);
        // as a Swiss the forfeit and the byes are dummies with the player's own score
        assertEquals(1.5 + 1.5 + 1.5, value(t, "BH", 3), EPS);
    }

    @Test
    void directEncounterWhenTheTiedPlayersAllMet() {
        Crosstable t = allPlayed();
        Standings s = Standings.compute(t, TieBreak.parseList("PTS,DE"), TieBreakRules.FIDE_2024);
        // 2 and 3 are tied on 1 point; 2 beat 3
        assertEquals(1, s.row(2).value(1), EPS);
        assertEquals(2, s.row(3).value(1), EPS);
        assertEquals(0, s.row(1).value(1), EPS);
        assertEquals(0, s.row(4).value(1), EPS);
        assertEquals(3, s.row(2).rank());
        assertEquals(4, s.row(3).rank());
    }

    /**
     * 1, 2 and 3 tie on 2 points: 1 beat 2 and 3, who did not meet. 4, 5, 6 tie on 1: 5 and 6 both
     * beat 4 and did not meet.
     */
    static Crosstable partlyMet() {
        return new Builder(6, 3)
                .game(1, 1, 2, "1-0").game(1, 3, 5, "1-0").game(1, 4, 6, "0-1")
                .game(2, 1, 3, "1-0").game(2, 2, 6, "1-0").game(2, 4, 5, "0-1")
                .game(3, 4, 1, "1-0").game(3, 2, 5, "1-0").game(3, 3, 6, "1-0")
                .build();
    }

    @Test
    void directEncounterWhenNotAllMetSeparatesOnlyAnUnreachableLeader() {
        Standings s = Standings.compute(partlyMet(), TieBreak.parseList("PTS,DE"), TieBreakRules.FIDE_2024);
        // 1 scored 2 against the group; 2 and 3 could have reached at most 1 in their missing game
        assertEquals(1, s.row(1).value(1), EPS);
        assertEquals(2, s.row(2).value(1), EPS);
        assertEquals(2, s.row(3).value(1), EPS);
        // 5 and 6 have 1 each against the group but could have won the game they did not play
        assertEquals(0, s.row(4).value(1), EPS);
        assertEquals(0, s.row(5).value(1), EPS);
        assertEquals(0, s.row(6).value(1), EPS);
        assertEquals(List.of(1, 2, 2, 4, 4, 4),
                s.rows().stream().map(Standings.Row::rank).toList());
    }

    @Test
    void directEncounterIsAppliedAmongPlayersStillTiedByEarlierTieBreaks() {
        // WIN already separates 2 (one win) from 3 (none): DE has no tied group left to split
        Standings s = Standings.compute(allPlayed(), TieBreak.parseList("PTS,WIN,DE"), TieBreakRules.FIDE_2024);
        assertEquals(0, s.row(2).value(2), EPS);
        assertEquals(0, s.row(3).value(2), EPS);
    }

    @Test
    void parsesAndNamesTieBreaks() {
        assertEquals(new TieBreak(TieBreak.Kind.BH, 1, 0), TieBreak.parse("BH/C1"));
        assertEquals(new TieBreak(TieBreak.Kind.BH, 2, 0), TieBreak.parse("bh-c2"));
        assertEquals(new TieBreak(TieBreak.Kind.BH, 1, 1), TieBreak.parse("BH/M1"));
        assertEquals("BH/M1", TieBreak.parse("BH/M1").code());
        assertEquals("SB", TieBreak.parse("sb").code());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("XB"));
        assertTrue(e.getMessage().contains("unknown tie-break 'XB'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("WIN/C1"));
        assertTrue(e.getMessage().contains("takes no cut"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TieBreak.parse("BH/X1"));
        assertTrue(e.getMessage().contains("modifier"), e.getMessage());
    }

    @Test
    void formatsValuesLikeTheReferenceTables() {
        assertEquals("12", Standings.format(12.0));
        assertEquals("6.5", Standings.format(6.5));
        assertEquals("20.25", Standings.format(20.25));
        assertEquals("0", Standings.format(-0.0));
    }
}
