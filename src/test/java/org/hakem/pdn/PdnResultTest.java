package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The outcome a stored result names: what the archive stores, indexes and filters by. */
class PdnResultTest {

    @Test
    void internationalScoringColonFormsAndHalvesNameTheSameOutcome() {
        for (String win : new String[] {"1-0", "2-0", "1:0", " 2:0 "}) {
            assertEquals(PdnResult.WHITE_WINS, PdnResult.outcome(win), win);
        }
        for (String loss : new String[] {"0-1", "0-2", "0:1"}) {
            assertEquals(PdnResult.BLACK_WINS, PdnResult.outcome(loss), loss);
        }
        for (String draw : new String[] {"1/2-1/2", "1-1", "½-½", "1/2:1/2"}) {
            assertEquals(PdnResult.DRAW, PdnResult.outcome(draw), draw);
        }
    }

    @Test
    void aDoubleForfeitAMissingOrAnUnreadableResultIsUnfinished() {
        for (String none : new String[] {"*", "0-0", "", "draw", "4-6"}) {
            assertEquals(PdnResult.UNFINISHED, PdnResult.outcome(none), none);
        }
        assertEquals(PdnResult.UNFINISHED, PdnResult.outcome(null));
    }
}
