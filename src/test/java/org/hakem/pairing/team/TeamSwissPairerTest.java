package org.hakem.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamEventBuilder;
import org.hakem.pairing.PairingException;
import org.junit.jupiter.api.Test;

/** Hand-worked rounds of the Swiss Team Pairing System (C.04.6); the articles applied are named in each test. */
class TeamSwissPairerTest {

    /** A team with colours given as text, W B or - per round before this one. */
    static SwissTeam team(int number, double primary, double secondary, String colours, Set<Integer> opponents,
                          boolean byeBarred, boolean floated) {
        List<Colour> cs = new ArrayList<>();
        int played = 0;
        for (char c : colours.toCharArray()) {
            Colour col = c == 'W' ? Colour.WHITE : c == 'B' ? Colour.BLACK : Colour.NONE;
            cs.add(col);
            played += col == Colour.NONE ? 0 : 1;
        }
        return new SwissTeam(number, primary, secondary, cs, played, opponents, byeBarred, floated);
    }

    static SwissTeam fresh(int number) {
        return team(number, 0, 0, "", Set.of(), false, false);
    }

    static List<TeamFixture> fixtures(int... homeAway) {
        List<TeamFixture> out = new ArrayList<>();
        for (int i = 0; i < homeAway.length; i += 2) {
            out.add(new TeamFixture(homeAway[i], homeAway[i + 1]));
        }
        return out;
    }

    @Test
    void roundOnePairsTheTopHalfWithTheBottomHalfAndColoursAlternateByPairingNumber() {
        // 3.6: identifiers (tops ascending, then their bottoms): the first is 1 2 3 | 4 5 6, i.e. 1-4 2-5 3-6;
        // 4.3.1: the first-team (smaller TPN at equal scores, 4.2.3) gets the initial colour when its TPN is odd
        TeamSwissRequest r = new TeamSwissRequest(1, TeamSwissRules.defaults(5),
                List.of(fresh(1), fresh(2), fresh(3), fresh(4), fresh(5), fresh(6)));
        TeamRoundPairing p = TeamSwissPairer.pair(r);
        assertEquals(fixtures(1, 4, 5, 2, 3, 6), p.fixtures());
        assertEquals(OptionalInt.empty(), p.bye());
    }

    @Test
    void anInitialColourBlackGivesTeamOneBlack() {
        TeamSwissRules rules = new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.TYPE_A,
                Colour.BLACK, 5, BoardColours.HOME_WHITE_ON_FIRST_BOARD);
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(1, rules,
                List.of(fresh(1), fresh(2), fresh(3), fresh(4))));
        assertEquals(fixtures(3, 1, 2, 4), p.fixtures());
    }

    @Test
    void homeIsTheTeamWithBlackOnBoardOneWhenTheRegulationSaysSo() {
        TeamSwissRules rules = new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.TYPE_A,
                Colour.WHITE, 5, BoardColours.HOME_BLACK_ON_FIRST_BOARD);
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(1, rules,
                List.of(fresh(1), fresh(2), fresh(3), fresh(4))));
        // 1 has White on board 1, so 3 (Black on board 1) is named first
        assertEquals(fixtures(3, 1, 2, 4), p.fixtures());
    }

    @Test
    void theByeGoesToTheLowestTeamThatMayHaveIt() {
        // 3.4: lowest score, then most matches played, then largest TPN; 2.1.2: not to a team that had it
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(1, TeamSwissRules.defaults(5),
                List.of(fresh(1), fresh(2), fresh(3), fresh(4), fresh(5))));
        assertEquals(OptionalInt.of(5), p.bye());
        assertEquals(fixtures(1, 3, 4, 2), p.fixtures());

        List<SwissTeam> teams = List.of(
                team(1, 2, 3, "W", Set.of(4), false, false),
                team(2, 2, 3, "B", Set.of(5), false, false),
                team(3, 1, 2, "-", Set.of(), true, false), // had the bye in round 1
                team(4, 0, 1, "B", Set.of(1), false, false),
                team(5, 0, 1, "W", Set.of(2), false, false));
        p = TeamSwissPairer.pair(new TeamSwissRequest(2, TeamSwissRules.defaults(5), teams));
        // 4 and 5 have the lowest score and one match each: the larger TPN, 5, gets the bye
        assertEquals(OptionalInt.of(5), p.bye());
    }

    @Test
    void aLoneTopTeamTakesTheUpfloaterThatLeavesTheNextGroupPairable() {
        // 1 (4 MP) alone on top, has met 2; in the 2-MP group 2 and 4 have met, and 3 and 4 have not.
        // 2.3.1: one upfloater; 2.3.2: from the 2-MP group (3 or 4); 3 comes first by TPN (3.5.4), but then
        // 2 and 4 cannot meet and the 2-MP group needs two upfloaters, against none with 4 (2.3.3, C6): 4 floats.
        List<SwissTeam> teams = List.of(
                team(1, 4, 6, "WB", Set.of(2, 6), false, false),
                team(2, 2, 4, "BW", Set.of(1, 4), false, false),
                team(3, 2, 4, "WB", Set.of(5, 6), false, false),
                team(4, 2, 4, "BW", Set.of(2, 5), false, false),
                team(5, 0, 2, "BW", Set.of(3, 4), false, false),
                team(6, 0, 2, "WB", Set.of(1, 3), false, false));
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(3, TeamSwissRules.defaults(5), teams));
        assertEquals(4, p.opponent(1));
        assertEquals(3, p.opponent(2));
        assertEquals(6, p.opponent(5));
    }

    @Test
    void anUpfloaterThatFloatedLastRoundIsSparedExceptInTheLastTwoRounds() {
        // 1 alone on top; 3 and 4 both fit; 3 floated in the previous round (2.3.4, C7) so 4 floats up in round 3
        // of 6, but in round 5 of 6 C7 does not apply and the first by TPN, 3, floats.
        List<SwissTeam> teams = List.of(
                team(1, 4, 6, "WB", Set.of(2, 5), false, false),
                team(2, 2, 4, "BW", Set.of(1, 6), false, false),
                team(3, 2, 4, "WB", Set.of(5, 6), false, true),
                team(4, 2, 4, "BW", Set.of(6, 5), false, false),
                team(5, 0, 2, "BW", Set.of(1, 3), false, false),
                team(6, 0, 2, "WB", Set.of(2, 3), false, false));
        assertEquals(4, TeamSwissPairer.pair(new TeamSwissRequest(3, TeamSwissRules.defaults(6), teams)).opponent(1));
        assertEquals(3, TeamSwissPairer.pair(new TeamSwissRequest(5, TeamSwissRules.defaults(6), teams)).opponent(1));
    }

    @Test
    void theFirstPairingWithTheFewestUnfulfilledPreferencesIsChosen() {
        // All on 2 MP after two rounds; 1 and 3 had Black twice (type A: White), 2 and 4 White twice (Black).
        // 1-3 2-4 (the first identifier) leaves two preferences unfulfilled (2.3.5, C8); 1-2 3-4 and 1-4 2-3 none;
        // of these, 1 2 | 4 3 comes before 1 3 | 2 4 (3.6.3): 1-4, 2-3; colours as preferred (4.3.3).
        List<SwissTeam> teams = List.of(
                team(1, 2, 4, "BB", Set.of(11, 12), false, false),
                team(2, 2, 4, "WW", Set.of(13, 14), false, false),
                team(3, 2, 4, "BB", Set.of(15, 16), false, false),
                team(4, 2, 4, "WW", Set.of(17, 18), false, false));
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(3, TeamSwissRules.defaults(5), teams));
        assertEquals(fixtures(1, 4, 3, 2), p.fixtures());
    }

    @Test
    void withoutPreferencesTheLowerColourDifferenceGetsWhite() {
        // Type A, one round played: 1 (W) beat 3, 2 (B) beat 4. Round 2: 1-2 and 3-4, no preferences (CD ±1 with a
        // single match); 4.3.5: 2 (CD -1) gets White against 1; 3 (CD -1) against 4. The 1-2 match comes first.
        List<SwissTeam> teams = List.of(
                team(1, 2, 3, "W", Set.of(3), false, false),
                team(2, 2, 2.5, "B", Set.of(4), false, false),
                team(3, 0, 1, "B", Set.of(1), false, false),
                team(4, 0, 1.5, "W", Set.of(2), false, false));
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(2, TeamSwissRules.defaults(5), teams));
        assertEquals(fixtures(2, 1, 3, 4), p.fixtures());
    }

    @Test
    void typeBGrantsTheStrongPreferenceOverTheMildOne() {
        // 1: W B B (CD -1, Black twice: strong White); 2: B W B (CD -1: mild White). 4.3.4: 1 gets White.
        List<SwissTeam> teams = List.of(
                team(1, 3, 6, "WBB", Set.of(11, 12, 13), false, false),
                team(2, 3, 6, "BWB", Set.of(14, 15, 16), false, false));
        TeamSwissRules rules = new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.TYPE_B,
                Colour.WHITE, 7, BoardColours.HOME_WHITE_ON_FIRST_BOARD);
        assertEquals(fixtures(1, 2), TeamSwissPairer.pair(new TeamSwissRequest(4, rules, teams)).fixtures());
        // with type A, 2 has no preference and 1's is granted anyway (4.3.2)
        assertEquals(fixtures(1, 2), TeamSwissPairer.pair(new TeamSwissRequest(4, TeamSwissRules.defaults(7), teams))
                .fixtures());
    }

    @Test
    void colourDifferencesEqualAlternateFromTheLastRoundWithDifferentColours() {
        // No preferences (type NONE), equal CD 0: round 2 1 had B and 2 had W -> 1 gets White (4.3.6)
        TeamSwissRules rules = new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.NONE,
                Colour.WHITE, 7, BoardColours.HOME_WHITE_ON_FIRST_BOARD);
        List<SwissTeam> teams = List.of(
                team(1, 2, 4, "WB", Set.of(11, 12), false, false),
                team(2, 2, 4, "BW", Set.of(13, 14), false, false));
        assertEquals(fixtures(1, 2), TeamSwissPairer.pair(new TeamSwissRequest(3, rules, teams)).fixtures());
    }

    @Test
    void matchesAreListedByTheFirstTeamsScoreThenTheSumOfBothScores() {
        // 1, 2, 3 on 2 MP, 4 on 0; 1 has met 2 and 3, so 1-4 and 2-3 (one upfloater, 2.3.1). Both first-teams
        // (1 and 2) have 2 MP; 2-3 has the larger sum (4 against 2), so it is listed first although 1 < 2.
        List<SwissTeam> teams = List.of(
                team(1, 2, 3, "WB", Set.of(2, 3), false, false),
                team(2, 2, 3, "BW", Set.of(1, 11), false, false),
                team(3, 2, 3, "WB", Set.of(1, 12), false, false),
                team(4, 0, 1, "BW", Set.of(13, 14), false, false));
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(3, TeamSwissRules.defaults(5), teams));
        assertEquals(3, p.opponent(2));
        assertEquals(4, p.opponent(1));
        assertEquals(Set.of(2, 3), Set.of(p.fixtures().get(0).home(), p.fixtures().get(0).away()));
    }

    @Test
    void prohibitedPairsDoNotMeet() {
        // 1 and 3 must not meet (TRF 260): the first identifier 1 2 | 3 4 is out, 1 2 | 4 3 is next: 1-4, 3-2
        TeamSwissRequest r = new TeamSwissRequest(1, TeamSwissRules.defaults(5),
                List.of(fresh(1), fresh(2), fresh(3), fresh(4)),
                TeamSwissRequest.prohibitedGroups(List.of(List.of(1, 3))));
        TeamRoundPairing p = TeamSwissPairer.pair(r);
        assertEquals(fixtures(1, 4, 3, 2), p.fixtures());
        TeamRoundPairing fold = new TeamRoundPairing(1, fixtures(1, 3, 4, 2), OptionalInt.empty());
        assertEquals(List.of(new TeamPairingCheck.Finding(1, "teams 1 and 3 must not meet in this round (a prohibited"
                + " pairing)")), TeamPairingCheck.violations(r, fold));
    }

    @Test
    void typeBLeavesAMildPreferenceUnfulfilledRatherThanAStrongOne() {
        // Type B, round 3 of 5: 1 and 3 had Black twice (strong White), 2 had W B (mild White), 4 had B W (mild
        // Black). Every pairing leaves one preference unfulfilled (2.3.5 ties); 1-3 2-4 (the first identifier)
        // leaves a strong one (2.3.6), so 1 2 | 4 3 is taken: 1-4 (opposite preferences), 3-2 (4.3.4: the strong
        // preference of 3 over the mild one of 2).
        List<SwissTeam> teams = List.of(
                team(1, 2, 4, "BB", Set.of(11, 12), false, false),
                team(2, 2, 4, "WB", Set.of(13, 14), false, false),
                team(3, 2, 4, "BB", Set.of(15, 16), false, false),
                team(4, 2, 4, "BW", Set.of(17, 18), false, false));
        TeamSwissRules typeB = new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.TYPE_B,
                Colour.WHITE, 5, BoardColours.HOME_WHITE_ON_FIRST_BOARD);
        assertEquals(fixtures(1, 4, 3, 2), TeamSwissPairer.pair(new TeamSwissRequest(3, typeB, teams)).fixtures());
        // without colour preferences the first identifier is taken: 1-3, 2-4
        TeamSwissRules none = new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.NONE,
                Colour.WHITE, 5, BoardColours.HOME_WHITE_ON_FIRST_BOARD);
        TeamRoundPairing p = TeamSwissPairer.pair(new TeamSwissRequest(3, none, teams));
        assertEquals(3, p.opponent(1));
        assertEquals(4, p.opponent(2));
    }

    @Test
    void noLegalPairingIsReported() {
        List<SwissTeam> teams = List.of(
                team(1, 2, 4, "W", Set.of(2), false, false),
                team(2, 0, 0, "B", Set.of(1), false, false));
        PairingException e = assertThrows(PairingException.class,
                () -> TeamSwissPairer.pair(new TeamSwissRequest(2, TeamSwissRules.defaults(3), teams)));
        assertEquals("round 2: the teams cannot all be paired without two of them meeting again (C.04.6 2.1.1)",
                e.getMessage());
    }

    @Test
    void aRequestFromAnEventSeesScoresColoursOpponentsAndFloats() {
        // round 1: 1-3 won 3:1 by 1 (White on board 1), 4-2 drawn 2:2; 5 had the bye
        TeamCrosstable event = new TeamEventBuilder(5, 4, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .match(1, 1, 3, "11=="). match(1, 4, 2, "1=0=").bye(1, 5,
                        org.hakem.crosstable.team.TeamBye.Kind.PAIRING_ALLOCATED)
                .match(2, 5, 1, "====").build();
        TeamSwissRequest r = TeamSwissRequests.of(event, 2, Set.of(), TeamSwissRules.defaults(5));
        SwissTeam t1 = r.teams().get(0);
        assertEquals(2.0, t1.primary());
        assertEquals(3.0, t1.secondary());
        assertEquals(List.of(Colour.WHITE), t1.colours());
        assertEquals(Set.of(3), t1.opponents());
        SwissTeam t2 = r.teams().get(1);
        assertEquals(List.of(Colour.BLACK), t2.colours());
        assertEquals(1.0, t2.primary());
        SwissTeam t5 = r.teams().get(4);
        assertEquals(true, t5.byeBarred());
        assertEquals(0, t5.matchesPlayed());
        assertEquals(1.0, t5.primary());
        assertEquals(2.0, t5.secondary());
        // round 3: 5 (1 MP before round 2) played 1 (2 MP before round 2): both floated
        TeamSwissRequest r3 = TeamSwissRequests.of(event, 3, Set.of(), TeamSwissRules.defaults(5));
        assertEquals(true, r3.teams().get(0).floatedLastRound());
        assertEquals(true, r3.teams().get(4).floatedLastRound());
        assertEquals(false, r3.teams().get(1).floatedLastRound());
    }
}
