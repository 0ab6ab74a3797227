package org.hakem.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.junit.jupiter.api.Test;

class EventRatingsTest {

    @Test
    void countsGamesPlayedOverTheBoardAgainstRatingsBeforeTheEvent() {
        // round 1: 1 (2000) beats 2 (2000), 3 (1800) has the bye
        // round 2: 1 draws 3, 2 wins by forfeit against nobody: 2 - 4 is a forfeit (not rated)
        // round 3: 2 - 3 a game of less than one move (W/L: not rated); 1 - 4 (unrated) drawn
        Entrant p1 = Entrant.of(1, "A", 2000, List.of(RoundEntry.game(2, Colour.WHITE, ResultCode.WIN),
                RoundEntry.game(3, Colour.BLACK, ResultCode.DRAW), RoundEntry.game(4, Colour.WHITE, ResultCode.DRAW)));
        Entrant p2 = Entrant.of(2, "B", 2000, List.of(RoundEntry.game(1, Colour.BLACK, ResultCode.LOSS),
                RoundEntry.game(4, Colour.WHITE, ResultCode.FORFEIT_WIN),
                RoundEntry.game(3, Colour.WHITE, ResultCode.WIN_NOT_RATED)));
        Entrant p3 = Entrant.of(3, "C", 1800, List.of(RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE),
                RoundEntry.game(1, Colour.WHITE, ResultCode.DRAW),
                RoundEntry.game(2, Colour.BLACK, ResultCode.LOSS_NOT_RATED)));
        Entrant p4 = Entrant.of(4, "D", 0, List.of(RoundEntry.ABSENT,
                RoundEntry.game(2, Colour.BLACK, ResultCode.FORFEIT_LOSS),
                RoundEntry.game(1, Colour.BLACK, ResultCode.DRAW)));
        Crosstable t = Crosstable.of(PointSystem.TWO_ONE_ZERO, List.of(p1, p2, p3, p4));
        Map<Integer, RatingOutcome> r = EventRatings.compute(t, EventRatings::fromCrosstable,
                RatingParameters.builtIn("fmjd-100").orElseThrow(), TimeControlClass.STANDARD);
        // 1: beat 2000 (We 0.5), drew 1800 (d = 200, We 0.759747): W 1.5, We 1.259747; 20 × 0.240253 = 4.8 → +5
        assertEquals(List.of(2000, 1800), r.get(1).opponents());
        assertEquals(1.5, r.get(1).score());
        assertEquals(5, r.get(1).change());
        // 2: lost to 2000 only: 20 × (0 − 0.5) = −10
        assertEquals(-10, r.get(2).change());
        // 3: drew 2000 (We 0.240253): 20 × (0.5 − 0.240253) = 5.195 → +5
        assertEquals(5, r.get(3).change());
        assertEquals(2005, r.get(1).newRating());
        // 4: unrated, one game against a rated player: too few for a first rating
        assertEquals(RatingOutcome.Status.TOO_FEW_GAMES, r.get(4).status());
        assertEquals(List.of(1, 2, 3, 4), List.copyOf(r.keySet()));
    }
}
