package org.hakem.pairing.fmjd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.pairing.SwissGenerator;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.matching.CardinalityMatching;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of whole tournaments paired by the FMJD Swiss system, generated with results drawn from the
 * ratings, draws, forfeits and half-point byes (absences): nobody meets anybody twice over the board, the
 * colour limits hold for every player after every round, every player present is paired exactly once,
 * the bye goes to a player who has not won without playing, and no lower-ranked eligible player could have
 * had it instead. The number of rounds follows annex article 2.4 (at most half the participants), up to 11.
 * Checked here from the crosstable alone, not from the engine's internals.
 */
class FmjdPropertyTest {

    static Stream<Arguments> sample() {
        return Stream.of(Arguments.of(8, 1L), Arguments.of(9, 2L), Arguments.of(13, 3L), Arguments.of(20, 4L),
                Arguments.of(33, 5L), Arguments.of(64, 6L), Arguments.of(101, 7L), Arguments.of(150, 8L),
                Arguments.of(300, 9L));
    }

    static Stream<Arguments> sweep() {
        List<Arguments> out = new ArrayList<>();
        long seed = 100;
        for (int n = 8; n <= 300; n += n < 40 ? 1 : 7) {
            out.add(Arguments.of(n, seed++));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} players, seed {1}")
    @MethodSource("sample")
    void generatedTournamentsKeepTheAbsoluteRules(int players, long seed) {
        check(players, seed);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} players, seed {1}")
    @MethodSource("sweep")
    void everySizeFrom8To300KeepsTheAbsoluteRules(int players, long seed) {
        check(players, seed);
    }

    private static void check(int players, long seed) {
        int rounds = Math.min(11, players / 2);
        PointSystem ps = PointSystem.parse("2-1-0");
        Crosstable t = SwissGenerator.generate(new SwissGenerator.Options(players, rounds, seed, 0.3, 0.03, 0.03,
                ps, SwissSystem.FMJD), ns -> { });
        assertEquals("Swiss FMJD", t.systemName());
        for (int r = 1; r <= rounds; r++) {
            checkRound(t, r);
        }
    }

    private static void checkRound(Crosstable t, int r) {
        int byes = 0;
        List<Integer> present = new ArrayList<>();
        for (Entrant p : t.players()) {
            RoundEntry e = p.round(r);
            // nobody meets twice over the board
            if (e.played()) {
                for (int q = 1; q < r; q++) {
                    RoundEntry before = p.round(q);
                    assertFalse(before.played() && before.opponent() == e.opponent(),
                            "round " + r + ": " + p.startNumber() + " meets " + e.opponent() + " again (round " + q + ")");
                }
            }
            if (e.hasOpponent() || e.result() == ResultCode.PAIRING_ALLOCATED_BYE) {
                present.add(p.startNumber());
            }
            if (e.result() == ResultCode.PAIRING_ALLOCATED_BYE) {
                byes++;
                for (int q = 1; q < r; q++) {
                    RoundEntry before = p.round(q);
                    assertFalse(!before.played() && (before.result() == ResultCode.PAIRING_ALLOCATED_BYE
                                    || before.result() == ResultCode.FORFEIT_WIN || before.result() == ResultCode.FULL_POINT_BYE),
                            "round " + r + ": bye to " + p.startNumber() + " who won without playing in round " + q);
                }
            }
            // colour limits after the round
            int diff = 0;
            int run = 0;
            Colour last = Colour.NONE;
            for (int q = 1; q <= r; q++) {
                RoundEntry x = p.round(q);
                if (!x.played()) {
                    continue;
                }
                diff += x.colour() == Colour.WHITE ? 1 : -1;
                run = x.colour() == last ? run + 1 : 1;
                last = x.colour();
                assertTrue(Math.abs(diff) <= 2, "player " + p.startNumber() + " colour difference " + diff + " after round " + q);
                assertTrue(run <= 2, "player " + p.startNumber() + " three times " + last + " in a row up to round " + q);
            }
        }
        assertEquals(present.size() % 2, byes, "round " + r + ": one bye exactly when the number present is odd");
        if (byes == 1) {
            checkByeIsTheLowestPossible(t, r, present);
        }
    }

    /**
     * No eligible player ranked below the bye (lower score, or the same score and a higher start number) could
     * have been left over with all the others still paired under the absolute rules.
     */
    private static void checkByeIsTheLowestPossible(Crosstable t, int r, List<Integer> present) {
        int n = present.size();
        int bye = -1;
        for (int v = 0; v < n; v++) {
            if (t.player(present.get(v)).round(r).result() == ResultCode.PAIRING_ALLOCATED_BYE) {
                bye = v;
            }
        }
        boolean[][] compat = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                compat[i][j] = i != j && mayMeet(t.player(present.get(i)), t.player(present.get(j)), r);
            }
        }
        boolean[] exposable = new CardinalityMatching(compat).exposable();
        Entrant b = t.player(present.get(bye));
        double byeScore = t.score(b, r - 1);
        for (int v = 0; v < n; v++) {
            Entrant q = t.player(present.get(v));
            double s = t.score(q, r - 1);
            boolean lower = s < byeScore || (s == byeScore && q.startNumber() > b.startNumber());
            if (lower && exposable[v] && eligible(q, r)) {
                fail("round " + r + ": bye to " + b.startNumber() + " but " + q.startNumber() + " ranks lower and could have it");
            }
        }
    }

    private static boolean eligible(Entrant p, int r) {
        for (int q = 1; q < r; q++) {
            RoundEntry e = p.round(q);
            if (!e.played() && (e.result() == ResultCode.PAIRING_ALLOCATED_BYE || e.result() == ResultCode.FORFEIT_WIN
                    || e.result() == ResultCode.FULL_POINT_BYE)) {
                return false;
            }
        }
        return true;
    }

    private static boolean mayMeet(Entrant a, Entrant b, int r) {
        Set<Integer> met = new HashSet<>();
        for (int q = 1; q < r; q++) {
            if (a.round(q).played()) {
                met.add(a.round(q).opponent());
            }
        }
        if (met.contains(b.startNumber())) {
            return false;
        }
        return (may(a, Colour.WHITE, r) && may(b, Colour.BLACK, r)) || (may(a, Colour.BLACK, r) && may(b, Colour.WHITE, r));
    }

    private static boolean may(Entrant p, Colour c, int r) {
        int diff = 0;
        int run = 0;
        Colour last = Colour.NONE;
        for (int q = 1; q < r; q++) {
            RoundEntry x = p.round(q);
            if (x.played()) {
                diff += x.colour() == Colour.WHITE ? 1 : -1;
                run = x.colour() == last ? run + 1 : 1;
                last = x.colour();
            }
        }
        diff += c == Colour.WHITE ? 1 : -1;
        return Math.abs(diff) <= 2 && !(last == c && run >= 2);
    }
}
