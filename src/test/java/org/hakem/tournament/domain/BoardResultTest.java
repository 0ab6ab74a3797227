package org.hakem.tournament.domain;

import org.hakem.event.domain.BoardResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import org.hakem.pairing.Pair;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfDocument;
import org.junit.jupiter.api.Test;

class BoardResultTest {

    @Test
    void aResultSwappedIsReadFromBlacksSide() {
        assertEquals(BoardResult.BLACK_WINS, BoardResult.WHITE_WINS.swapped());
        assertEquals(BoardResult.WHITE_WINS, BoardResult.BLACK_WINS.swapped());
        assertEquals(BoardResult.BLACK_FORFEIT_WIN, BoardResult.WHITE_FORFEIT_WIN.swapped());
        assertEquals(BoardResult.WHITE_FORFEIT_WIN, BoardResult.BLACK_FORFEIT_WIN.swapped());
        for (BoardResult r : BoardResult.values()) {
            assertEquals(r, r.swapped().swapped(), r.name());
            if (!r.bye()) {
                assertEquals(r.whiteCode(), r.swapped().blackCode(), r.name());
            }
        }
    }

    @Test
    void resultsAreReadAsArbitersTypeThem() {
        for (String s : List.of("1-0", "1", "w", "2-0", " 1:0 ")) {
            assertEquals(BoardResult.WHITE_WINS, BoardResult.parseGame(s), s);
        }
        for (String s : List.of("=", "½", "1/2", "d", "½-½", "1/2-1/2", "1-1")) {
            assertEquals(BoardResult.DRAW, BoardResult.parseGame(s), s);
        }
        for (String s : List.of("0-1", "0", "b", "0-2")) {
            assertEquals(BoardResult.BLACK_WINS, BoardResult.parseGame(s), s);
        }
        assertEquals(BoardResult.WHITE_FORFEIT_WIN, BoardResult.parseGame("+"));
        assertEquals(BoardResult.BLACK_FORFEIT_WIN, BoardResult.parseGame("-/+"));
        assertEquals(BoardResult.DOUBLE_FORFEIT, BoardResult.parseGame("--"));
        assertEquals(BoardResult.UNPLAYED, BoardResult.parseGame("u"));
        assertEquals(BoardResult.PENDING, BoardResult.parseGame(""));
        assertEquals(BoardResult.HALF_BYE, BoardResult.parseBye("half"));
        assertEquals(BoardResult.FULL_BYE, BoardResult.parseBye("F"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardResult.parseGame("3-0"));
        assertTrue(e.getMessage().contains("'3-0'"), e.getMessage());
    }

    @Test
    void forfeitsAndByesMapToTheirTrfCodes() {
        assertEquals(ResultCode.FORFEIT_WIN, BoardResult.WHITE_FORFEIT_WIN.whiteCode());
        assertEquals(ResultCode.FORFEIT_LOSS, BoardResult.WHITE_FORFEIT_WIN.blackCode());
        assertEquals(ResultCode.FORFEIT_LOSS, BoardResult.DOUBLE_FORFEIT.whiteCode());
        assertEquals(ResultCode.FORFEIT_LOSS, BoardResult.DOUBLE_FORFEIT.blackCode());
        assertEquals(ResultCode.HALF_POINT_BYE, BoardResult.HALF_BYE.whiteCode());
        assertEquals(ResultCode.PAIRING_ALLOCATED_BYE, BoardResult.PAIRING_BYE.whiteCode());
    }

    @Test
    void scoringDefaultsToDraughtsAndChecksItsOrder() {
        assertEquals(PointSystem.TWO_ONE_ZERO, PointSystem.parse(""));
        assertEquals("1-0.5-0", PointSystem.parse("1-½-0").text());
        assertEquals(PointSystem.of(3, 1, 0), PointSystem.parse("3-1-0"));
        assertEquals("3-1-0", PointSystem.parse("3.00-1-0").text());
        assertThrows(IllegalArgumentException.class, () -> PointSystem.parse("1-2-0"));
        assertThrows(IllegalArgumentException.class, () -> PointSystem.parse("two-one-zero"));
        PointSystem ps = PointSystem.parse("draughts");
        assertEquals(2.0, ps.points(ResultCode.FORFEIT_WIN));
        assertEquals(1.0, ps.points(ResultCode.HALF_POINT_BYE));
        assertEquals(0.0, ps.points(ResultCode.FORFEIT_LOSS));
    }

    @Test
    void tieBreakPresetsAndCustomOrdersStartWithPoints() {
        assertEquals("PTS,BH/C1,BH/C2,SB,WIN", TieBreakPresets.normalise("turkish"));
        assertEquals("PTS,BH/C1,BH,SB,WIN", TieBreakPresets.normalise("FMJD"));
        assertEquals("PTS,SB,WIN", TieBreakPresets.normalise("sb, win"));
        assertThrows(IllegalArgumentException.class, () -> TieBreakPresets.normalise("PTS,XYZ"));
    }

    @Test
    void roundRobinPairingFollowsTheBergerTablesWithARestForOddNumbers() {
        TrfDocument five = TrfDocument.of(Crosstable.of(PointSystem.DEFAULT, List.of(
                Entrant.of(1, "A", 0, List.of()), Entrant.of(2, "B", 0, List.of()), Entrant.of(3, "C", 0, List.of()),
                Entrant.of(4, "D", 0, List.of()), Entrant.of(5, "E", 0, List.of()))));
        RoundRobinPairing rr = new RoundRobinPairing();
        PairingEngine.PairedRound r1 = rr.pair(new PairingEngine.Request(five, 1, EventSystem.ROUND_ROBIN, false, Set.of()));
        // Berger table of 6 with the dummy 6: round 1 is 1-6 (1 rests), 2-5, 3-4
        assertEquals(List.of(new Pair(2, 5), new Pair(3, 4)), r1.boards());
        assertEquals(1, r1.bye().getAsInt());
        assertTrue(!r1.byeScores(), "a round robin's rest scores nothing");
        PairingEngine.PairedRound r6 = rr.pair(new PairingEngine.Request(five, 6, EventSystem.DOUBLE_ROUND_ROBIN, false, Set.of()));
        PairingEngine.PairedRound r1again = rr.pair(new PairingEngine.Request(five, 1, EventSystem.DOUBLE_ROUND_ROBIN, false, Set.of()));
        assertEquals(r1again.boards().stream().map(b -> new Pair(b.black(), b.white())).toList(), r6.boards(),
                "the second cycle reverses the colours");
        assertThrows(IllegalArgumentException.class,
                () -> rr.pair(new PairingEngine.Request(five, 6, EventSystem.ROUND_ROBIN, false, Set.of())));
    }
}
