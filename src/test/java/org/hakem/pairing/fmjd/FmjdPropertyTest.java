package org.hakem.pairing.fmjd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.hakem.pairing.FmjdOptions;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissGenerator;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.systems.PairingSystems;
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
 * had it instead; and each round paired again with colour relevance for pairing keeps the games inside the score
 * groups and grants no fewer colour preferences. The number of rounds follows annex article 2.4 (at most half
 * the participants), up to 11.
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

    @ParameterizedTest(name = "{0} players, seed {1}")
    @MethodSource("sample")
    void colourRelevanceGrantsMorePreferencesWithoutFewerGamesInsideTheScoreGroups(int players, long seed) {
        checkColourRelevance(players, seed);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} players, seed {1}")
    @MethodSource("sweep")
    void everySizeFrom8To300KeepsTheGroupsWithColourRelevance(int players, long seed) {
        checkColourRelevance(players, seed);
    }

    private static void checkColourRelevance(int players, long seed) {
        // Summary: colour preferences may influence the pairing "provided that the maximum number of games to be
        // paired within a scoregroup is not influenced", and then (criterion 2) grant the preferences of the most
        // players. Every round of a generated tournament is paired again with colour relevance on and off: the
        // score-group distances are the same, the preferences granted (weighted) never fewer, the absolute rules hold.
        int rounds = Math.min(11, players / 2);
        PointSystem ps = PointSystem.parse("2-1-0");
        Crosstable t = SwissGenerator.generate(new SwissGenerator.Options(players, rounds, seed, 0.3, 0.03, 0.03,
                ps, PairingSystems.FMJD), ns -> { });
        int moreGranted = 0;
        for (int r = 1; r <= rounds; r++) {
            Set<Integer> absent = new HashSet<>();
            for (Entrant p : t.players()) {
                RoundEntry e = p.round(r);
                if (!e.hasOpponent() && e.result() != ResultCode.PAIRING_ALLOCATED_BYE) {
                    absent.add(p.startNumber());
                }
            }
            PairingRequest req = SwissRequests.forRound(t, r, absent, Map.of(), Map.of());
            RoundPairing off = FmjdPairer.pair(req);
            RoundPairing on = FmjdPairer.pair(req, FmjdOptions.COLOUR_RELEVANCE);
            assertEquals(off.pairingAllocatedBye(), on.pairingAllocatedBye(), "round " + r + ": the bye does not change");
            assertEquals(scoreDistances(t, r, off), scoreDistances(t, r, on), "round " + r + ": games inside the groups");
            int grantedOff = granted(t, r, off);
            int grantedOn = granted(t, r, on);
            assertTrue(grantedOn >= grantedOff, "round " + r + ": " + grantedOn + " < " + grantedOff);
            moreGranted += grantedOn - grantedOff;
            Set<Integer> seen = new HashSet<>();
            for (Pair b : on.boards()) {
                assertTrue(seen.add(b.white()) && seen.add(b.black()), "round " + r + ": a player paired twice");
                assertTrue(mayMeet(t.player(b.white()), t.player(b.black()), r), "round " + r + ": " + b + " may not meet");
                assertTrue(may(t.player(b.white()), Colour.WHITE, r) && may(t.player(b.black()), Colour.BLACK, r),
                        "round " + r + ": " + b + " breaks the colour limits");
            }
            on.pairingAllocatedBye().ifPresent(seen::add);
            assertEquals(t.players().size() - absent.size(), seen.size(), "round " + r + ": everybody present paired");
        }
        if (players >= 20) {
            assertTrue(moreGranted > 0, "colour relevance changed nothing in " + rounds + " rounds");
        }
    }

    /** Sum over the boards of the squared distance, in score groups of the paired players, of the two players. */
    private static int scoreDistances(Crosstable t, int r, RoundPairing pairing) {
        TreeSet<Double> scores = new TreeSet<>();
        for (Pair b : pairing.boards()) {
            scores.add(t.score(t.player(b.white()), r - 1));
            scores.add(t.score(t.player(b.black()), r - 1));
        }
        List<Double> groups = new ArrayList<>(scores.descendingSet());
        int sum = 0;
        for (Pair b : pairing.boards()) {
            int d = groups.indexOf(t.score(t.player(b.white()), r - 1)) - groups.indexOf(t.score(t.player(b.black()), r - 1));
            sum += d * d;
        }
        return sum;
    }

    /**
     * Weighted preferences granted by the boards' colours: the colour played less (weight 2), with equal
     * numbers the other colour than last time (weight 1), a colour the limits leave as the only one (weight 3).
     */
    private static int granted(Crosstable t, int r, RoundPairing pairing) {
        int sum = 0;
        for (Pair b : pairing.boards()) {
            sum += grantedTo(t.player(b.white()), Colour.WHITE, r) + grantedTo(t.player(b.black()), Colour.BLACK, r);
        }
        return sum;
    }

    private static int grantedTo(Entrant p, Colour got, int r) {
        int diff = 0;
        Colour last = Colour.NONE;
        for (int q = 1; q < r; q++) {
            RoundEntry x = p.round(q);
            if (x.played()) {
                diff += x.colour() == Colour.WHITE ? 1 : -1;
                last = x.colour();
            }
        }
        if (last == Colour.NONE) {
            return 0;
        }
        Colour wants = diff > 0 ? Colour.BLACK : diff < 0 ? Colour.WHITE : last.opposite();
        if (got != wants) {
            return 0;
        }
        return !may(p, wants.opposite(), r) ? 3 : diff != 0 ? 2 : 1;
    }

    private static void check(int players, long seed) {
        int rounds = Math.min(11, players / 2);
        PointSystem ps = PointSystem.parse("2-1-0");
        Crosstable t = SwissGenerator.generate(new SwissGenerator.Options(players, rounds, seed, 0.3, 0.03, 0.03,
                ps, PairingSystems.FMJD), ns -> { });
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
