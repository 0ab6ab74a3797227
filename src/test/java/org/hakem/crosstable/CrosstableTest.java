package org.hakem.crosstable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CrosstableTest {

    static Crosstable threePlayers(Optional<Colour> initial) {
        // round 1: 1 has the pairing-allocated bye, 3 (white) loses to 2; round 2: 3 draws 1, 2 takes a half-point bye
        Entrant p1 = Entrant.of(1, "A", 0, List.of(RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE),
                RoundEntry.game(3, Colour.BLACK, ResultCode.DRAW)));
        Entrant p2 = Entrant.of(2, "B", 0, List.of(RoundEntry.game(3, Colour.BLACK, ResultCode.WIN),
                RoundEntry.bye(ResultCode.HALF_POINT_BYE)));
        Entrant p3 = Entrant.of(3, "C", 0, List.of(RoundEntry.game(2, Colour.WHITE, ResultCode.LOSS),
                RoundEntry.game(1, Colour.WHITE, ResultCode.DRAW)));
        return new Crosstable("t", "", 3, initial, PointSystem.DEFAULT, List.of(p3, p1, p2));
    }

    @Test
    void keepsPlayersByStartNumberAndScoresRounds() {
        Crosstable t = threePlayers(Optional.empty());
        assertEquals(List.of(1, 2, 3), t.players().stream().map(Entrant::startNumber).toList());
        assertEquals(1.5, t.score(t.player(1)));
        assertEquals(1.0, t.score(t.player(1), 1));
        assertEquals(0.0, t.score(t.player(1), 0));
        assertEquals(1.5, t.score(t.player(2)));
        assertEquals(0.5, t.score(t.player(3)));
        assertEquals(2, t.roundsRecorded());
        Crosstable after1 = t.upToRound(1);
        assertEquals(1, after1.roundsRecorded());
        assertEquals(1.0, after1.player(2).declaredPoints());
    }

    @Test
    void initialColourFromRound1WhenNotStated() {
        // 1 was not paired in round 1; the highest-ranked paired player is 2, with black
        assertEquals(Optional.of(Colour.BLACK), threePlayers(Optional.empty()).initialColourOrFromRound1());
        assertEquals(Optional.of(Colour.WHITE), threePlayers(Optional.of(Colour.WHITE)).initialColourOrFromRound1());
    }

    @Test
    void rejectsInconsistentPairings() {
        Entrant a = Entrant.of(1, "A", 0, List.of(RoundEntry.game(2, Colour.WHITE, ResultCode.WIN)));
        Entrant b = Entrant.of(2, "B", 0, List.of(RoundEntry.bye(ResultCode.ZERO_POINT_BYE)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Crosstable.of(PointSystem.DEFAULT, List.of(a, b)));
        assertTrue(e.getMessage().contains("round 1: player 1 has opponent 2"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Crosstable.of(PointSystem.DEFAULT, List.of(a, Entrant.of(1, "A again", 0, List.of()))));
    }

    @Test
    void pointSystemScoresEveryResultCode() {
        PointSystem ps = PointSystem.TWO_ONE_ZERO;
        assertEquals(2.0, ps.points(ResultCode.WIN));
        assertEquals(2.0, ps.points(ResultCode.FORFEIT_WIN));
        assertEquals(2.0, ps.points(ResultCode.FULL_POINT_BYE));
        assertEquals(2.0, ps.points(ResultCode.PAIRING_ALLOCATED_BYE));
        assertEquals(1.0, ps.points(ResultCode.DRAW));
        assertEquals(1.0, ps.points(ResultCode.HALF_POINT_BYE));
        assertEquals(0.0, ps.points(ResultCode.FORFEIT_LOSS));
        assertEquals(0.0, ps.points(ResultCode.ZERO_POINT_BYE));
        assertEquals(0.0, ps.points(ResultCode.BLANK));
        assertEquals(ResultCode.FORFEIT_WIN, ResultCode.fromCode('+'));
        assertEquals(ResultCode.HALF_POINT_BYE, ResultCode.fromCode('h'));
        assertThrows(IllegalArgumentException.class, () -> ResultCode.fromCode('x'));
    }
}
