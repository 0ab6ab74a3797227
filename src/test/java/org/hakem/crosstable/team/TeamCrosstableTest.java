package org.hakem.crosstable.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.junit.jupiter.api.Test;

class TeamCrosstableTest {

    @Test
    void boardColoursAlternateFromTheHomeTeamsFirstBoard() {
        BoardColours w = BoardColours.HOME_WHITE_ON_FIRST_BOARD;
        assertEquals(Colour.WHITE, w.colour(1, true));
        assertEquals(Colour.BLACK, w.colour(1, false));
        assertEquals(Colour.BLACK, w.colour(2, true));
        assertEquals(Colour.WHITE, w.colour(4, false));
        assertEquals("WBWB", w.sequence(4));
        BoardColours b = BoardColours.HOME_BLACK_ON_FIRST_BOARD;
        assertEquals(Colour.BLACK, b.colour(1, true));
        assertEquals(Colour.WHITE, b.colour(3, false));
        assertEquals("BWBWB", b.sequence(5));
        assertEquals(b, BoardColours.fromSequence("bwbw"));
        assertEquals(w, BoardColours.fromSequence("W"));
        assertThrows(IllegalArgumentException.class, () -> BoardColours.fromSequence("WWBB"));
        assertThrows(IllegalArgumentException.class, () -> w.colour(0, true));
    }

    @Test
    void matchPointsReadAndWritten() {
        assertEquals(new MatchPoints(3, 1, 0), MatchPoints.parse("3-1-0"));
        assertEquals(MatchPoints.DEFAULT, MatchPoints.parse(""));
        assertEquals("2-1-0", MatchPoints.DEFAULT.text());
        assertEquals("1-0.5-0", new MatchPoints(1, 0.5, 0).text());
        assertThrows(IllegalArgumentException.class, () -> MatchPoints.parse("1-2-0"));
        assertThrows(IllegalArgumentException.class, () -> MatchPoints.parse("two"));
        assertEquals(2.0, MatchPoints.DEFAULT.of(2.5, 1.5));
        assertEquals(1.0, MatchPoints.DEFAULT.of(2, 2));
        assertEquals(0.0, MatchPoints.DEFAULT.of(1.5, 2.5));
    }

    @Test
    void aMatchScoresItsBoardsAndTheMoreGamePointsWin() {
        // 1-½-0 games, 4 boards: home 1 = 0 1 -> 2.5 : 1.5
        TeamCrosstable t = new TeamEventBuilder(2, 4, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .match(1, 1, 2, "1=01").build();
        TeamRound home = t.round(1, 1);
        assertEquals(TeamRound.Outcome.WON, home.outcome());
        assertEquals(2.5, home.gamePoints());
        assertEquals(1.5, home.opponentGamePoints());
        assertEquals(2.0, home.matchPoints());
        assertEquals(Colour.WHITE, home.firstBoardColour());
        TeamRound away = t.round(2, 1);
        assertEquals(TeamRound.Outcome.LOST, away.outcome());
        assertEquals(1.5, away.gamePoints());
        assertEquals(0.0, away.matchPoints());
        assertEquals(Colour.BLACK, away.firstBoardColour());
        assertEquals(1, away.opponent());
    }

    @Test
    void forfeitedBoardsScoreAsForfeitsAndWholeMatchForfeitsGiveEveryBoard() {
        // 2-1-0 games: home "=_+0": draw (1:1), empty home board (0:2), forfeit win (2:0), loss (0:2) -> 3 : 5
        TeamCrosstable t = new TeamEventBuilder(4, 4, PointSystem.TWO_ONE_ZERO, MatchPoints.DEFAULT)
                .match(1, 1, 2, "=_+0").forfeit(1, 3, 4, MatchForfeit.AWAY_WINS).build();
        assertEquals(3.0, t.round(1, 1).gamePoints());
        assertEquals(5.0, t.round(2, 1).gamePoints());
        assertEquals(TeamRound.Outcome.WON, t.round(2, 1).outcome());
        TeamRound home = t.round(3, 1);
        assertEquals(TeamRound.Outcome.FORFEIT_LOST, home.outcome());
        assertEquals(0.0, home.gamePoints());
        assertEquals(Colour.NONE, home.firstBoardColour());
        TeamRound away = t.round(4, 1);
        assertEquals(TeamRound.Outcome.FORFEIT_WON, away.outcome());
        assertEquals(8.0, away.gamePoints());
        assertEquals(2.0, away.matchPoints());
        assertEquals(false, away.played());
    }

    @Test
    void byesScoreAsTheRegulationSays() {
        TeamCrosstable t = new TeamEventBuilder(4, 4, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .bye(1, 1, TeamBye.Kind.PAIRING_ALLOCATED).bye(1, 2, TeamBye.Kind.FULL_POINT)
                .bye(1, 3, TeamBye.Kind.HALF_POINT).bye(1, 4, TeamBye.Kind.ZERO_POINT).build();
        // C.04.6 1.4: the PAB is a drawn match: 1 match point, 2 of 4 game points
        assertEquals(1.0, t.round(1, 1).matchPoints());
        assertEquals(2.0, t.round(1, 1).gamePoints());
        assertEquals(2.0, t.round(2, 1).matchPoints());
        assertEquals(4.0, t.round(2, 1).gamePoints());
        assertEquals(1.0, t.round(3, 1).matchPoints());
        assertEquals(0.0, t.round(4, 1).matchPoints());
        assertEquals(TeamRound.Outcome.ABSENT, t.round(4, 2).outcome());
    }

    @Test
    void scoresAddUpRoundByRoundAndCutsKeepEarlierRounds() {
        TeamCrosstable t = new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .match(1, 1, 2, "1=").match(1, 3, 4, "==")
                .match(2, 3, 1, "0=").match(2, 2, 4, "11").build();
        assertEquals(2, t.roundsRecorded());
        assertEquals(4.0, t.matchPoints(1, 2));
        assertEquals(3.0, t.gamePoints(1, 2));
        assertEquals(2.0, t.matchPoints(1, 1));
        assertEquals(1.0, t.matchPoints(3, 2));
        assertEquals(1, t.upToRound(1).roundsRecorded());
        assertEquals(2, t.teamOf(4));
        assertEquals(0, t.teamOf(99));
    }

    @Test
    void thePlayersCrosstableHoldsEachBoardGame() {
        TeamCrosstable t = new TeamEventBuilder(2, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .match(1, 1, 2, "1_").build();
        Crosstable c = t.playerCrosstable();
        assertEquals(new RoundEntry(3, Colour.WHITE, ResultCode.WIN), c.player(1).round(1));
        assertEquals(new RoundEntry(1, Colour.BLACK, ResultCode.LOSS), c.player(3).round(1));
        assertEquals(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_WIN), c.player(4).round(1));
        assertEquals(RoundEntry.ABSENT, c.player(2).round(1));
    }

    @Test
    void refusesInconsistentEvents() {
        TeamEventBuilder b = new TeamEventBuilder(3, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .match(1, 1, 2, "11").match(1, 2, 3, "==");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::build);
        assertEquals("round 1: team 2 is paired twice", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new TeamEventBuilder(2, 2, PointSystem.DEFAULT,
                MatchPoints.DEFAULT).match(1, 1, 2, "111").build());
        assertThrows(IllegalArgumentException.class, () -> new BoardGame(1, 1, 2, Colour.WHITE, ResultCode.WIN,
                ResultCode.WIN));
        assertThrows(IllegalArgumentException.class, () -> new BoardGame(1, 1, 2, Colour.WHITE,
                ResultCode.PAIRING_ALLOCATED_BYE));
        assertThrows(IllegalArgumentException.class, () -> new TeamMatch(1, 2, 2, List.of(), MatchForfeit.NONE));
    }
}
