package org.hakem.team.domain;

import org.hakem.event.domain.InvalidEventException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.event.domain.BoardResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A four-board match: line-ups against the roster order, empty boards, whole-match forfeits, the score; the round that holds it. */
class TeamMatchTest {

    TeamEvent event;
    Team home;
    Team away;
    TeamMatch match;

    @BeforeEach
    void fourBoardsOneReserve() {
        event = new TeamEvent(new TeamEventDetails("Lig", null, null, null, "turkish", TeamSystem.ROUND_ROBIN, 0, 4, 1,
                PrimaryScore.MATCH_POINTS, "2-1-0", "2-1-0", BoardColours.HOME_WHITE_ON_FIRST_BOARD, null, null, null,
                null, true));
        home = event.enter("Ankara", null, "TUR", 0);
        away = event.enter("İzmir", null, "TUR", 0);
        for (String n : List.of("A1", "A2", "A3", "A4", "A5")) {
            home.addMember(null, n, null, null, false);
        }
        for (String n : List.of("B1", "B2", "B3", "B4")) {
            away.addMember(null, n, null, null, false);
        }
        // the home team has White on boards 1 and 3
        match = new TeamMatch(null, 1, home, away, 4, b -> b % 2 == 1);
    }

    private List<TeamMember> of(Team t, Integer... positions) {
        return Arrays.stream(positions).map(p -> p == null ? null : t.memberAt(p).orElseThrow()).toList();
    }

    @Test
    void aReserveMayPlayTheLastBoardsInRosterOrder() {
        match.lineUp(home, of(home, 1, 2, 4, 5), true, "arb");
        assertEquals("A4", match.board(3).orElseThrow().homeMember().name());
        assertEquals("A5", match.board(4).orElseThrow().homeMember().name());
        assertTrue(match.homeLineup());
        assertFalse(match.awayLineup());
    }

    @Test
    void nobodyPlaysAboveAPlayerRankedHigherInTheRoster() {
        InvalidEventException e = assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, of(home, 1, 3, 2, 4), true, "arb"));
        assertEquals("team.lineup.order", e.problems().get("players").code());
        assertEquals("A2 (roster 2) cannot play board 3 below A3 (roster 3): the roster order must be kept",
                e.problems().get("players").message());
    }

    @Test
    void onlyTheLastBoardsMayStayEmpty() {
        InvalidEventException e = assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, of(home, 1, null, 2, 3), true, "arb"));
        assertEquals("team.lineup.gap", e.problems().get("players").code());
    }

    @Test
    void aPlayerPlaysOnceAndOnlyForHisTeam() {
        assertEquals("team.lineup.twice", assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, of(home, 1, 1, 2, 3), true, "arb")).problems().get("players").code());
        assertEquals("team.lineup.not-member", assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, List.of(away.memberAt(1).orElseThrow()), true, "arb")).problems().get("players").code());
        assertEquals("team.lineup.boards", assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, of(home, 1, 2, 3, 4, 5), true, "arb")).problems().get("players").code());
    }

    @Test
    void anImportedLineUpIsTakenAsPlayed() {
        match.lineUp(home, of(home, 3, 1, 2, 4), false, "import");
        assertEquals("A3", match.board(1).orElseThrow().homeMember().name());
    }

    @Test
    void emptyBoardsAreForfeitedOnceBothLineUpsAreIn() {
        match.lineUp(home, of(home, 1, 2, 3), true, "arb"); // board 4 (home Black) empty
        match.lineUp(away, of(away, 1, 2, 3, 4), true, "arb");
        MatchBoard b4 = match.board(4).orElseThrow();
        assertNull(b4.homeMember());
        assertFalse(b4.homeWhite());
        assertEquals(BoardResult.WHITE_FORFEIT_WIN, b4.result(), "the away player, White on board 4, wins by forfeit");
        match.board(1).orElseThrow().record(BoardResult.WHITE_WINS, "arb"); // home wins board 1
        match.board(2).orElseThrow().record(BoardResult.DRAW, "arb");
        match.board(3).orElseThrow().record(BoardResult.BLACK_WINS, "arb"); // home (White) loses board 3
        MatchScore s = match.score(event.gamePoints());
        // 2-1-0 per game: home 2 + 1 + 0 + 0 = 3, away 0 + 1 + 2 + 2 = 5
        assertEquals(3, s.home());
        assertEquals(5, s.away());
        assertEquals(MatchScore.Outcome.AWAY_WINS, s.outcome());
        assertEquals("team.lineup.played", assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, of(home, 1, 2, 3, 4), true, "arb")).problems().get("players").code());
    }

    @Test
    void anEmptyLineUpIsRefusedExceptWhenImported() {
        InvalidEventException e = assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, Arrays.asList(null, null, null, null), true, "arb"));
        assertEquals("team.lineup.empty", e.problems().get("players").code());
        assertEquals("the line-up of Ankara for match 1 names no player: choose the players board by board (a team "
                + "that did not come is a whole-match forfeit)", e.problems().get("players").message());
        assertEquals("team.lineup.empty", assertThrows(InvalidEventException.class,
                () -> match.lineUp(home, List.of(), true, "arb")).problems().get("players").code());
        assertFalse(match.homeLineup(), "nothing was saved");
        match.lineUp(home, List.of(), false, "import"); // what was played is a fact
        assertTrue(match.homeLineup());
    }

    @Test
    void theSheetReadsEveryBoardFromTheHomePlayersSide() {
        match.lineUp(home, of(home, 1, 2, 3, 4), true, "arb");
        match.lineUp(away, of(away, 1, 2, 3), true, "arb"); // board 4 (away White) empty
        MatchBoard b1 = match.board(1).orElseThrow(); // home White
        MatchBoard b2 = match.board(2).orElseThrow(); // home Black
        b1.record(BoardResult.WHITE_WINS, "arb");
        b2.record(BoardResult.WHITE_WINS, "arb"); // the away player, White, won
        assertEquals("1-0", b1.homeView().label(), "the home player (White) won");
        assertEquals("0-1", b2.homeView().label(), "the home player (Black) lost: 0-1 under home | away");
        assertEquals(BoardResult.WHITE_WINS, b2.fromHomeView(BoardResult.BLACK_WINS));
        assertEquals(BoardResult.DRAW, b2.fromHomeView(BoardResult.DRAW));
        MatchBoard b4 = match.board(4).orElseThrow();
        assertEquals(BoardResult.BLACK_FORFEIT_WIN, b4.result(), "the home player, Black on board 4, wins by forfeit");
        assertEquals("+/-", b4.homeView().label(), "read from the home side: the home player won by forfeit");
        assertEquals(List.of(4), match.emptyBoards(away));
        assertEquals(List.of(), match.emptyBoards(home));
    }

    @Test
    void aBoardBothLineUpsLeftEmptyHasNoPlayersAndDoesNotBlockThePairing() {
        match.lineUp(home, of(home, 1, 2, 3), true, "arb");
        assertEquals(List.of(), match.emptyBoards(away), "the away line-up is not in");
        match.lineUp(away, of(away, 1, 2, 3), true, "arb");
        MatchBoard b4 = match.board(4).orElseThrow();
        assertEquals(BoardResult.DOUBLE_FORFEIT, b4.result(), "scored as a double forfeit: nobody scores");
        assertTrue(b4.noPlayers(), "shown as a board without players, not as a result");
        assertFalse(match.board(3).orElseThrow().noPlayers());
        assertFalse(match.hasResults(), "the forfeits follow from the line-ups: the round may still be paired again");
        match.board(1).orElseThrow().record(BoardResult.DRAW, "arb");
        assertTrue(match.hasResults());
    }

    @Test
    void aDeclaredForfeitIsAResultOfTheMatch() {
        match.declareForfeit(MatchForfeit.DOUBLE, "arb");
        assertTrue(match.hasResults());
        assertFalse(match.board(1).orElseThrow().noPlayers(), "a declared double forfeit is a result, shown as -/-");
    }

    @Test
    void aWholeMatchForfeitGivesEveryBoardToTheTeamThatCame() {
        match.declareForfeit(MatchForfeit.AWAY_WINS, "arb"); // the home team did not come
        for (MatchBoard b : match.boards()) {
            assertEquals(b.homeWhite() ? BoardResult.BLACK_FORFEIT_WIN : BoardResult.WHITE_FORFEIT_WIN, b.result());
        }
        MatchScore s = match.score(event.gamePoints());
        assertEquals(0, s.home());
        assertEquals(8, s.away());
        assertEquals(MatchScore.Outcome.AWAY_WINS, s.outcome());
        match.declareForfeit(MatchForfeit.NONE, "arb");
        assertEquals(MatchScore.Outcome.PENDING, match.score(event.gamePoints()).outcome());
        match.declareForfeit(MatchForfeit.DOUBLE, "arb");
        assertEquals(MatchScore.Outcome.BOTH_LOSE, match.score(event.gamePoints()).outcome());
    }

    @Test
    void aResultOverTheBoardNeedsBothPlayersAndBlocksAForfeit() {
        assertEquals("team.board.not-seated", assertThrows(InvalidEventException.class,
                () -> match.board(1).orElseThrow().record(BoardResult.DRAW, "arb")).problems().get("result").code());
        match.lineUp(home, of(home, 1, 2, 3, 4), true, "arb");
        match.lineUp(away, of(away, 1, 2, 3, 4), true, "arb");
        match.board(2).orElseThrow().record(BoardResult.DRAW, "arb");
        assertEquals("team.forfeit.played", assertThrows(InvalidEventException.class,
                () -> match.declareForfeit(MatchForfeit.HOME_WINS, "arb")).problems().get("forfeit").code());
    }

    @Test
    void equalGamePointsDrawTheMatch() {
        match.lineUp(home, of(home, 1, 2, 3, 4), true, "arb");
        match.lineUp(away, of(away, 1, 2, 3, 4), true, "arb");
        match.board(1).orElseThrow().record(BoardResult.WHITE_WINS, "arb"); // home
        match.board(2).orElseThrow().record(BoardResult.WHITE_WINS, "arb"); // away (White on 2)
        match.board(3).orElseThrow().record(BoardResult.DRAW, "arb");
        match.board(4).orElseThrow().record(BoardResult.DRAW, "arb");
        MatchScore s = match.score(event.gamePoints());
        assertEquals(MatchScore.Outcome.DRAW, s.outcome());
        assertEquals("4-4", s.text());
    }

    @Test
    void anInitialOrderRenumbersTheTeams() {
        Team third = event.enter("Bursa", null, null, 0);
        event.renumber(List.of(3, 1, 2));
        assertEquals(1, third.number());
        assertEquals(2, home.number());
        assertEquals(3, away.number());
        assertEquals(List.of("Bursa", "Ankara", "İzmir"), event.teams().stream().map(Team::name).toList());
    }

    @Test
    void theRosterHoldsTheBoardsAndTheReserves() {
        assertEquals("team.roster.full", assertThrows(InvalidEventException.class,
                () -> home.addMember(null, "A6", null, null, false)).problems().get("playerId").code());
    }

    @Test
    void aRoundListsItsMatchesBeforeTheByeAndPairsATeamOnce() throws Exception {
        Team third = event.enter("Bursa", null, null, 0);
        long id = 1;
        for (Object persisted : List.of(event, home, away, third)) { // as the database numbers them
            java.lang.reflect.Field f = org.hakem.IdField.of(persisted);
            f.setAccessible(true);
            f.set(persisted, id++);
        }
        TeamRound r = new TeamRound(event, 1, List.of(new TeamRound.PlannedMatch(third, null),
                new TeamRound.PlannedMatch(away, home)), b -> b % 2 == 1);
        assertEquals(List.of("İzmir", "Bursa"), r.matches().stream().map(m -> m.home().name()).toList());
        assertEquals(4, r.match(1).orElseThrow().boards().size());
        assertTrue(r.match(2).orElseThrow().isBye());
        InvalidEventException twice = assertThrows(InvalidEventException.class, () -> new TeamRound(event, 3, List.of(
                new TeamRound.PlannedMatch(home, away), new TeamRound.PlannedMatch(third, away)), b -> true));
        assertEquals("team.round.paired-twice", twice.problems().get("matches").code());
        assertEquals("İzmir is paired twice in round 3", twice.problems().get("matches").message());
    }

    @Test
    void theMatchAndEachBoardNoteWhoChangedThemLast() {
        assertNull(match.updatedBy());
        match.lineUp(home, of(home, 1, 2, 3, 4), true, "ayse");
        assertEquals("ayse", match.updatedBy());
        match.lineUp(away, of(away, 1, 2, 3, 4), true, "mehmet");
        assertEquals("mehmet", match.updatedBy());
        MatchBoard b1 = match.board(1).orElseThrow();
        assertNull(b1.updatedBy(), "seating the players is the match's change");
        assertEquals(BoardResult.PENDING, b1.record(BoardResult.DRAW, "ayse"));
        assertEquals(BoardResult.DRAW, b1.record(BoardResult.WHITE_WINS, "mehmet"), "the result before");
        assertEquals("mehmet", b1.updatedBy());
        b1.attachGame("1. 22-18 *", "ok", false, "ayse");
        assertEquals("1. 22-18 *", b1.pdn());
        assertEquals("ayse", b1.updatedBy());
        assertEquals("event.board.game-result", assertThrows(InvalidEventException.class,
                () -> b1.record(BoardResult.FULL_BYE, "ayse")).problems().get("result").code());
    }

    @Test
    void thePdnExportGivesABoardWithoutMovesTheEventsTagsItsTeamsAndItsResult() throws Exception {
        long id = 1;
        for (Object persisted : List.of(event, home, away)) { // as the database numbers them
            java.lang.reflect.Field f = org.hakem.IdField.of(persisted);
            f.setAccessible(true);
            f.set(persisted, id++);
        }
        TeamRound r = new TeamRound(event, 1, List.of(new TeamRound.PlannedMatch(home, away)), b -> b % 2 == 1);
        TeamMatch m = r.match(1).orElseThrow();
        m.lineUp(home, of(home, 1, 2, 3, 4), true, "arb");
        m.lineUp(away, of(away, 1, 2, 3, 4), true, "arb");
        m.board(1).orElseThrow().record(BoardResult.WHITE_WINS, "arb");
        m.board(2).orElseThrow().record(BoardResult.DRAW, "arb");
        assertEquals("""
                [Event "Lig"]
                [Round "1.1"]
                [Board "1"]
                [White "A1"]
                [Black "B1"]
                [WhiteTeam "Ankara"]
                [BlackTeam "İzmir"]
                [Result "1-0"]
                [GameType "30"]

                1-0

                [Event "Lig"]
                [Round "1.1"]
                [Board "2"]
                [White "B2"]
                [Black "A2"]
                [WhiteTeam "İzmir"]
                [BlackTeam "Ankara"]
                [Result "1/2-1/2"]
                [GameType "30"]

                1/2-1/2

                """, org.hakem.team.application.TeamReports.pdn(
                new org.hakem.team.application.TeamSnapshot(event, List.of(r)), true));
    }
}
