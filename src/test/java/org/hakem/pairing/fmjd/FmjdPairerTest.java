package org.hakem.pairing.fmjd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;

/**
 * Hand-worked examples of the FMJD Swiss system. The texts readable for this work (annex articles 1.1–3.1.3,
 * the summary "Swiss System Based on Rating") have no worked example; each case below is worked by hand from
 * the rules and decisions of docs/pairing.md ("FMJD Swiss system"), the reasoning written next to it. Scoring
 * 1-½-0 unless said otherwise; colour relevance for pairing off (the summary's basic system) unless said.
 */
class FmjdPairerTest {

    /** A TRF player line; {@code rounds} are (opponent, colour, result) triples. */
    static String line(int id, int rating, Object... rounds) {
        StringBuilder s = new StringBuilder(String.format(
                "001 %4d      Test%04d Player%04d               %4d                             0.0 %4d", id, id, id, rating, id));
        for (int i = 0; i < rounds.length; i += 3) {
            s.append(String.format("  %4d %s %s", (Integer) rounds[i], rounds[i + 1], rounds[i + 2]));
        }
        return s.toString();
    }

    static TrfDocument doc(String... lines) {
        return TrfReader.read("012 FMJD test\n" + String.join("\n", lines) + "\nXXR 5\nXXC white1\n", "fmjd.trf");
    }

    static RoundPairing pairNext(String... lines) {
        TrfDocument d = doc(lines);
        return FmjdPairer.pair(SwissRequests.forRound(d, SwissRequests.nextRound(d.tournament())));
    }

    @Test
    void roundOnePairsTheUpperHalfAgainstTheLowerHalfWithTheInitialColourAlternating() {
        // one score group of 8: 1-5, 2-6, 3-7, 4-8 (D-O); no preferences, so the higher-ranked player gets the
        // initial colour (white) with pairing number 1, 3 and black with 2, 4 (D-C5)
        RoundPairing p = pairNext(line(1, 2400), line(2, 2350), line(3, 2300), line(4, 2250),
                line(5, 2200), line(6, 2150), line(7, 2100), line(8, 2050));
        assertEquals(List.of(new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4)), p.boards());
        assertEquals(OptionalInt.empty(), p.pairingAllocatedBye());
    }

    @Test
    void roundOneWithAnOddNumberGivesTheByeToTheLowestRanked() {
        // 5 players: the bye to 5 (D-B); 1-3 and 2-4 (half of 4 is 2)
        RoundPairing p = pairNext(line(1, 2400), line(2, 2350), line(3, 2300), line(4, 2250), line(5, 2200));
        assertEquals(List.of(new Pair(1, 3), new Pair(4, 2)), p.boards());
        assertEquals(OptionalInt.of(5), p.pairingAllocatedBye());
    }

    /** Round 2 after 1-5 1-0, 6-2 1-0, 3-7 ½, 8-4 0-1 (round 1 of 8 as paired above). */
    static final String[] ODD_GROUPS = {
        line(1, 2400, 5, "w", "1"), line(2, 2350, 6, "b", "0"), line(3, 2300, 7, "w", "="),
        line(4, 2250, 8, "b", "1"), line(5, 2200, 1, "b", "0"), line(6, 2150, 2, "w", "1"),
        line(7, 2100, 3, "b", "="), line(8, 2050, 4, "w", "0")};

    @Test
    void theLowestOfAnOddGroupFloatsDownAndMeetsTheTopPlayerOfTheNextGroup() {
        // Groups for round 2: 1 point {1, 4, 6}, ½ {3, 7}, 0 {2, 5, 8}. {1, 4, 6}: the top player meets the one
        // just under the half-way mark, 1-4; 6, the lowest of the odd group, floats down and meets the top player
        // of the next group down, 3 (summary). 7 is left alone in the ½ group and meets the top of the 0 group, 2;
        // 5-8 remain. Colour relevance is off (the summary's basic system): 6 and 3 both want black (both had
        // white), 7 and 2 both white, yet the pairing stays; the colours go by score (D-C4): 6 (1 point) gets
        // black against 3 (½), 7 (½) white against 2 (0).
        RoundPairing p = pairNext(ODD_GROUPS);
        assertEquals(List.of(new Pair(4, 1), new Pair(3, 6), new Pair(7, 2), new Pair(5, 8)), p.boards());
    }

    @Test
    void withColourRelevanceTheLowestOfAnOddGroupMeetsTheHighestOpponentHisColoursAllow() {
        // The same round with colour relevance for pairing (summary criterion 2): 6 (wants black) meets 7 (wants
        // white) instead of 3 (wants black too), with the same number of games in each score group; so 3 floats
        // down to the 0 group and meets its top player 2 (who wants white); every preference is granted.
        TrfDocument d = doc(ODD_GROUPS);
        RoundPairing p = FmjdPairer.pair(SwissRequests.forRound(d, 2), FmjdOptions.COLOUR_RELEVANCE);
        assertEquals(List.of(new Pair(4, 1), new Pair(7, 6), new Pair(2, 3), new Pair(5, 8)), p.boards());
    }

    @Test
    void inAGroupWhereTheStandardPairsAlreadyMetColourRelevanceChoosesAmongTheEquallyNearPairings() {
        // Round 1 (as paired above) 1-5 1-0, 6-2 ½, 3-7 1-0, 8-4 ½. Round 2: {1, 3}, {2, 4, 6, 8}, {5, 7}. In the
        // middle group 2-6 and 4-8 already met; 2-4/6-8 and 2-8/4-6 are as far from the standard order (D-O).
        // Off: the players nearest in the ranking meet, 2-4 (both want white, 2 ranks higher) and 6-8 (both
        // want black, 6 ranks higher). On: 2-8 and 4-6 grant every preference. 1-3 and 5-7 either way.
        String[] r1 = {
            line(1, 2400, 5, "w", "1"), line(2, 2350, 6, "b", "="), line(3, 2300, 7, "w", "1"),
            line(4, 2250, 8, "b", "="), line(5, 2200, 1, "b", "0"), line(6, 2150, 2, "w", "="),
            line(7, 2100, 3, "b", "0"), line(8, 2050, 4, "w", "=")};
        assertEquals(List.of(new Pair(3, 1), new Pair(2, 4), new Pair(8, 6), new Pair(5, 7)), pairNext(r1).boards());
        assertEquals(List.of(new Pair(3, 1), new Pair(2, 8), new Pair(4, 6), new Pair(5, 7)),
                FmjdPairer.pair(SwissRequests.forRound(doc(r1), 2), FmjdOptions.COLOUR_RELEVANCE).boards());
    }

    /**
     * Round 3 of six: R1 1-6 ½ (6 white), 5-2 ½ (5 white), 3-4 ½ (3 white); R2 1-3 1-0 (1 white), 4-2 0-1
     * (4 white), 5 the bye, 6 absent (zero points). Scores: 1, 2, 5 1½; 3, 4, 6 ½. 5 floated down in round 2
     * (the bye). Preferences: 1 (BW) black, mildly; 2 (BB) white, forced; 5 (W) black, equalising; 3 (WB) white,
     * mildly; 4 (BW) black, mildly; 6 (W) black, equalising. 2-5 already met, so either 1-2 and 5 floats
     * (again), or 1-5 and 2 floats (2-4 and 2-6 are impossible, the first met, the second leaves 3-4, met: 2-3
     * and 4-6).
     */
    static final String[] COLOURS_OR_FLOATS = {
        line(1, 2400, 6, "b", "=", 3, "w", "1"), line(2, 2350, 5, "b", "=", 4, "b", "1"),
        line(3, 2300, 4, "w", "=", 1, "b", "0"), line(4, 2250, 3, "b", "=", 2, "w", "0"),
        line(5, 2200, 2, "w", "=", 0, "-", "U"), line(6, 2150, 1, "w", "=", 0, "-", "Z")};

    @Test
    void withoutColourRelevanceAPlayerWhoFloatedDownInThePreviousRoundDoesNotFloatAgain() {
        // Criterion 3: 1-5, 2 floats to 3 (2-3), 4-6. Colours: 1-5 both want black, 5's equalising preference
        // is stronger (D-C3); 2 must have white (D-C1); 4-6: 6 black, stronger.
        RoundPairing p = pairNext(COLOURS_OR_FLOATS);
        assertEquals(List.of(new Pair(1, 5), new Pair(2, 3), new Pair(4, 6)), p.boards());
    }

    @Test
    void withColourRelevanceColourPreferencesComeBeforeTheRepeatedFloat() {
        // Criterion 2 before 3. 1-5 and 2 floating: 1-5 denies 1 (both want black), 2-3 denies 3 (2 must have
        // white), 4-6 denies 4 (both black, 6's preference stronger): 3 preferences lost. 1-2 and 5 floating:
        // 1-2 grants both; 5-3 and 4-6 deny only 4, so do 5-4 and 3-6: 1 lost. So 5 floats down again. Between
        // the last two the order decides: 5, the lowest of his group, meets the top of the next, 3; 4-6 is the
        // standard pairing of what is left. Colours: 2 white (forced), 3 white and 5 black, 6 black.
        TrfDocument d = doc(COLOURS_OR_FLOATS);
        RoundPairing p = FmjdPairer.pair(SwissRequests.forRound(d, 3), FmjdOptions.COLOUR_RELEVANCE);
        assertEquals(List.of(new Pair(2, 1), new Pair(3, 5), new Pair(4, 6)), p.boards());
    }

    /**
     * Round 3 of six: R1 1-3 1-0, 2-4 1-0, 5 the bye, 6 absent (zero points); R2 5-1 ½, 6-2 ½, 3-4 ½. Scores:
     * 1, 2, 5 1½; 3, 4, 6 ½. Floats: 5 down in round 1 (the bye), 2 down and 6 up in round 2.
     */
    static final String[] FLOATED_TWO_ROUNDS_BEFORE = {
        line(1, 2400, 3, "w", "1", 5, "b", "="), line(2, 2350, 4, "w", "1", 6, "b", "="),
        line(3, 2300, 1, "b", "0", 4, "w", "="), line(4, 2250, 2, "b", "0", 3, "b", "="),
        line(5, 2200, 0, "-", "U", 1, "w", "="), line(6, 2150, 0, "-", "Z", 2, "w", "=")};

    @Test
    void aPlayerWhoFloatedDownTwoRoundsBeforeDoesNotFloatDownAgainWhenAnotherCan() {
        // {1, 2, 5}: 1-5 met. The order would pair 1-2 and float 5 (1-2, 5-3, 4-6), but 5 floated down in round 1
        // (criterion 4); 2-5 and 1 floats instead, to the highest he has not met, 4 (1-3 met); 3-6 is left.
        // Nobody in either pairing floated in round 2 (criterion 3 equal). Colours: 2 (WB) white, 5 (W) black;
        // 4 (BB) must have white; 6 (W) black is stronger than 3 (BW).
        RoundPairing p = pairNext(FLOATED_TWO_ROUNDS_BEFORE);
        assertEquals(List.of(new Pair(2, 5), new Pair(4, 1), new Pair(3, 6)), p.boards());
    }

    @Test
    void aPlayerWhoFloatedDownDoesNotFloatDownAgainWhenAnotherCan() {
        // Round 1: 1-3 1-0, 4-2 1-0, 5 bye (a bye counts as a downfloat). Round 2: the bye to 3 (lowest ranked
        // of the lowest group, never won without playing). Left: 1 point {1, 4, 5}, 0 {2}. The lowest, 5, would
        // float down again: 1 floats instead (4-2 already played), so 1-2 and 4-5 (D-F before D-O).
        RoundPairing p = pairNext(
                line(1, 2400, 3, "w", "1"), line(2, 2350, 4, "b", "0"), line(3, 2300, 1, "b", "0"),
                line(4, 2250, 2, "w", "1"), line(5, 2200, 0, "-", "U"));
        assertEquals(OptionalInt.of(3), p.pairingAllocatedBye());
        assertEquals(List.of(new Pair(5, 4), new Pair(2, 1)), p.boards());
    }

    @Test
    void aPlayerWhoWonWithoutPlayingDoesNotGetTheBye() {
        // Round 1: 1-2 ½, 3-4 1-0 by forfeit (4 did not come), 5 bye. Round 2: 4 is the lowest (0 points), 3 won by
        // forfeit, 5 had the bye: the bye goes to 2, the lowest-ranked eligible one of the lowest group with
        // an eligible player (½ point: {1, 2}; 0: {4} only, who is eligible!). 4 has 0 points and never won
        // without playing: 4 gets it.
        RoundPairing p = pairNext(
                line(1, 2400, 2, "w", "="), line(2, 2350, 1, "b", "="), line(3, 2300, 4, "w", "+"),
                line(4, 2250, 3, "b", "-"), line(5, 2200, 0, "-", "U"));
        assertEquals(OptionalInt.of(4), p.pairingAllocatedBye());
        // round 3 after 4's bye in round 2 (4 scored 1, now eligible no more); results of round 2 as paired
        RoundPairing r3 = pairNext(
                line(1, 2400, 2, "w", "=", 5, "b", "0"), line(2, 2350, 1, "b", "=", 3, "w", "0"),
                line(3, 2300, 4, "w", "+", 2, "b", "1"), line(4, 2250, 3, "b", "-", 0, "-", "U"),
                line(5, 2200, 0, "-", "U", 1, "w", "1"));
        // scores: 3 and 5: 2; 4: 1; 1, 2: ½. Lowest group {1, 2}: 2 is the lowest-ranked eligible player.
        assertEquals(OptionalInt.of(2), r3.pairingAllocatedBye());
    }

    @Test
    void playersWhoNeedTheSameColourDoNotMeetEvenIfTheyMustFloat() {
        // After two rounds: 1 and 2 (2 points) had white twice, 3 and 4 (0 points) black twice, and each of
        // them met both of the other pair. 1-2 would give one of them a third white, 3-4 a third black (D-C1):
        // so 1 and 2 float down and 3 and 4 up into the 1-point group {5, 6, 7, 8} (4 floats of one group each,
        // the least possible, D-S). There 5 (WB) and 8 (BB) want white, 6 (BW) and 7 (WW) black: 1 and 2 (black)
        // meet 5 and 8, 3 and 4 (white) meet 6 and 7, all preferences granted (D-C). The order (D-O) is equal
        // for 1-5/2-8 and 1-8/2-5 (and for 3-6/4-7 and 3-7/4-6); its tie-break pairs players nearest in the
        // ranking (1, 2, 5, 6, 7, 8, 3, 4): 1-5 and 2-8 (distances 2 and 4, against 5 and 1: 20 < 26), 6-3
        // and 7-4 (3 and 3, against 2 and 4: 18 < 20).
        RoundPairing p = pairNext(
                line(1, 2400, 3, "w", "1", 4, "w", "1"), line(2, 2350, 4, "w", "1", 3, "w", "1"),
                line(3, 2300, 1, "b", "0", 2, "b", "0"), line(4, 2250, 2, "b", "0", 1, "b", "0"),
                line(5, 2200, 6, "w", "=", 7, "b", "="), line(6, 2150, 5, "b", "=", 8, "w", "="),
                line(7, 2100, 8, "w", "=", 5, "w", "="), line(8, 2050, 7, "b", "=", 6, "b", "="));
        assertEquals(List.of(new Pair(5, 1), new Pair(8, 2), new Pair(3, 6), new Pair(4, 7)), p.boards());
    }

    @Test
    void noLegalPairingIsRefusedWithTheReason() {
        // two players who already met: no second game
        PairingException e = assertThrows(PairingException.class, () -> pairNext(
                line(1, 2400, 2, "w", "1"), line(2, 2350, 1, "b", "0")));
        assertTrue(e.getMessage().contains("FMJD"), e.getMessage());
    }
}
