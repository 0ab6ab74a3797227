package org.hakem.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;

class DutchPairerTest {

    private static String line(int id, int rating, String rounds) {
        return String.format("001 %4d      Test%04d Player%04d               %4d                             0.0 %4d%s",
                id, id, id, rating, id, rounds);
    }

    private static RoundPairing pairNext(String... lines) {
        TrfDocument doc = TrfReader.read(String.join("\n", lines) + "\n", "test.trf");
        return DutchPairer.pair(SwissRequests.forRound(doc, SwissRequests.nextRound(doc.tournament())));
    }

    private static Set<Pair> boards(RoundPairing p) {
        return new HashSet<>(p.boards());
    }

    @Test
    void firstRoundPairsTopHalfAgainstBottomHalfWithAlternatingColours() {
        String[] lines = new String[10];
        lines[0] = "012 Round one";
        for (int i = 1; i <= 8; i++) {
            lines[i] = line(i, 2500 - 10 * i, "");
        }
        lines[9] = "XXR 5\nXXC white1";
        RoundPairing p = pairNext(lines);
        assertEquals(1, p.round());
        assertEquals(Set.of(new Pair(1, 5), new Pair(6, 2), new Pair(3, 7), new Pair(8, 4)), boards(p));
        assertTrue(p.pairingAllocatedBye().isEmpty());
    }

    @Test
    void bakuAccelerationSplitsTheFirstRoundIntoTwoGroups() {
        StringBuilder text = new StringBuilder("012 Baku\n");
        for (int i = 1; i <= 8; i++) {
            text.append(line(i, 2500 - 10 * i, "")).append('\n');
        }
        text.append("XXR 5\nXXC white1\n");
        TrfDocument doc = TrfReader.read(text.toString(), "baku.trf");
        RoundPairing p = DutchPairer.pair(SwissRequests.forRound(doc, 1, true));
        Set<Set<Integer>> pairs = new HashSet<>();
        p.boards().forEach(b -> pairs.add(Set.of(b.white(), b.black())));
        assertEquals(Set.of(Set.of(1, 3), Set.of(2, 4), Set.of(5, 7), Set.of(6, 8)), pairs);
        var acc = SwissRequests.bakuAccelerations(doc.tournament(), 5);
        assertEquals(4, acc.size());
        assertEquals(List.of(10, 10, 5, 0, 0), java.util.Arrays.stream(acc.get(1)).boxed().toList());
    }

    @Test
    void oddFieldGivesTheByeToTheLowestRankedPlayer() {
        RoundPairing p = pairNext("012 Odd", line(1, 2400, ""), line(2, 2300, ""), line(3, 2200, ""), "XXR 3",
                "XXC black1");
        assertEquals(Set.of(new Pair(2, 1)), boards(p));
        assertEquals(3, p.pairingAllocatedBye().getAsInt());
    }

    @Test
    void byeGoesToThePlayerWithFewestUnplayedGames() {
        // after round 1: 1 and 2 won, 3 and 4 lost, 5 was absent; among 3, 4, 5 on zero points the
        // bye must not go to 5, who already missed a game (criterion on the bye assignee's unplayed games)
        RoundPairing p = pairNext("012 C9",
                line(1, 2720, "     3 w 1"),
                line(2, 2701, "     4 b 1"),
                line(3, 2697, "     1 b 0"),
                line(4, 2689, "     2 w 0"),
                line(5, 2673, "  0000 - Z"),
                "XXR 3");
        assertEquals(Set.of(new Pair(2, 1), new Pair(3, 5)), boards(p));
        assertEquals(4, p.pairingAllocatedBye().getAsInt());
    }

    @Test
    void aForfeitIsNoGameForTheRematchRule() {
        // 1 and 2 met by forfeit in round 1: they may meet again, and being the top two they do
        RoundPairing p = pairNext("012 Forfeit",
                line(1, 2400, "     2 w +"),
                line(2, 2300, "     1 b -"),
                line(3, 2200, "     4 w 1"),
                line(4, 2100, "     3 b 0"),
                "XXR 3");
        assertTrue(boards(p).stream().anyMatch(b -> Set.of(b.white(), b.black()).equals(Set.of(1, 3)))
                || boards(p).stream().anyMatch(b -> Set.of(b.white(), b.black()).equals(Set.of(1, 2))));
        RoundPairing played = pairNext("012 Played",
                line(1, 2400, "     2 w 1"),
                line(2, 2300, "     1 b 0"),
                line(3, 2200, "     4 w 1"),
                line(4, 2100, "     3 b 0"),
                "XXR 3");
        assertFalse(boards(played).stream().anyMatch(b -> Set.of(b.white(), b.black()).equals(Set.of(1, 2))),
                "a played game is never repeated");
    }

    @Test
    void requestedByesAndProhibitedPairsAreRespected() {
        RoundPairing p = pairNext("012 Requests",
                line(1, 2400, "     3 w 1  0000 - H"),
                line(2, 2300, "     4 b 1"),
                line(3, 2200, "     1 b 0"),
                line(4, 2100, "     2 w 0"),
                line(5, 2000, "     6 w 1"),
                line(6, 1900, "     5 b 0"),
                "XXR 4",
                "260 002 004    2    5");
        Set<Integer> paired = new HashSet<>();
        for (Pair b : p.boards()) {
            paired.add(b.white());
            paired.add(b.black());
            assertFalse(Set.of(b.white(), b.black()).equals(Set.of(2, 5)), "2 and 5 must not meet: " + p);
        }
        assertFalse(paired.contains(1), "player 1 asked for a bye in round 2");
        assertEquals(2, p.boards().size());
        assertTrue(p.pairingAllocatedBye().isPresent());
    }

    @Test
    void impossiblePairingIsReported() {
        PairingException e = assertThrows(PairingException.class, () -> pairNext("012 Impossible",
                line(1, 2400, "     2 w 1"),
                line(2, 2300, "     1 b 0"),
                "XXR 3"));
        assertTrue(e.getMessage().contains("round 2"), e.getMessage());
    }

    @Test
    void noSecondPairingAllocatedBye() {
        // 3 had the bye in round 1; in round 2 it must go to someone else
        RoundPairing p = pairNext("012 Second bye",
                line(1, 2400, "     2 w 1"),
                line(2, 2300, "     1 b 0"),
                line(3, 2200, "  0000 - U"),
                "XXR 3");
        assertTrue(p.pairingAllocatedBye().isPresent());
        assertFalse(p.pairingAllocatedBye().getAsInt() == 3);
        assertEquals(List.of(3), p.boards().stream().flatMap(b -> List.of(b.white(), b.black()).stream())
                .filter(x -> x == 3).toList());
    }

    /**
     * C.04.3 2.4.4 (C9) applies to a bracket that downfloats exactly one player who ends up with the bye, even below
     * the bye's score group. After 4 rounds: 7, 8, 9 have 3 points, 1 has 2.5, 5 and 6 have 2, 3 has 1.5, 2 and 4
     * have 1. Only 5, 6 (and 7, 8) may still get the bye: 1, 2, 3, 4 and 9 already scored a win without playing. So
     * 5 and 6 do not meet (one of 3, 2, 4 would be left for the bye) but both move down; the 1.5 bracket pairs one of
     * them with 3 and downfloats the other, alone, into the last bracket, where 2-4 leaves him the bye. 5 has two
     * unplayed games (forfeits in rounds 1 and 3), 6 none: C9 gives the bye to 6 and 5 plays 3 (the engine used to
     * pair the moved-down players by their order there and gave the bye to 5).
     */
    @Test
    void theBracketThatDownfloatsOnlyTheByeAssigneeChoosesTheFewestUnplayedGames() {
        RoundPairing p = pairNext("012 C9 below the bye score",
                line(1, 2492, "     5 b +     7 w 0     6 b =     3 b 1"),
                line(2, 2049, "     6 w 0     8 b 0  0000 - U     5 w 0"),
                line(3, 1776, "     7 b 0  0000 - H     4 w +     1 w 0"),
                line(4, 1751, "     8 w 0     5 b 0     3 b -  0000 - U"),
                line(5, 1647, "     1 w -     4 w 1     9 b -     2 b 1"),
                line(6, 1551, "     2 b 1     9 w =     1 w =     7 b 0"),
                line(7, 1324, "     3 w 1     1 b 1     8 w 0     6 w 1"),
                line(8, 1305, "     4 b 1     2 w 1     7 b 1     9 w 0"),
                line(9, 1209, "  0000 - U     6 b =     5 w +     8 b 1"),
                "XXR 6", "XXC black1");
        assertEquals(5, p.round());
        assertEquals(6, p.pairingAllocatedBye().getAsInt());
        assertEquals(Set.of(new Pair(9, 7), new Pair(1, 8), new Pair(5, 3), new Pair(4, 2)), boards(p));
    }
}
