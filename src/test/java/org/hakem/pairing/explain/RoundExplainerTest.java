package org.hakem.pairing.explain;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import org.hakem.pairing.ColourRule;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingCheck;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.Preference;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.RoundPairing;
import org.hakem.crosstable.PointSystem;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissRound;
import org.hakem.pairing.dutch.DutchPairer;
import org.hakem.pairing.RoundExplanation.BoardColours;
import org.hakem.pairing.RoundExplanation.Direction;
import org.hakem.crosstable.Colour;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;

class RoundExplainerTest {

    static final SwissRound ABSENT = new SwissRound(0, Colour.NONE, false, 0, false);

    /** A game over the board: opponent, colour, points in 2-1-0 tenths. */
    static SwissRound game(int opponent, Colour c, int points) {
        return new SwissRound(opponent, c, true, points, true);
    }

    static SwissPlayer player(int id, boolean available, SwissRound... rounds) {
        return new SwissPlayer(id, 2000 - id, List.of(rounds), Set.of(), null, available);
    }

    static PairingRequest request(int round, List<SwissPlayer> players) {
        return new PairingRequest(round, 5, PointSystem.TWO_ONE_ZERO, Colour.WHITE, players);
    }

    @Test
    void firstRoundColoursComeFromTheInitialColourAndThePairingNumbers() {
        PairingRequest req = request(1, List.of(player(1, true), player(2, true), player(3, true), player(4, true),
                player(5, true)));
        RoundPairing p = DutchPairer.pair(req);
        RoundExplanation x = RoundExplainer.explain(req, p);
        assertEquals(1, x.brackets().size());
        assertEquals(List.of(1, 2, 3, 4, 5), x.brackets().get(0).players());
        assertTrue(x.floats().isEmpty());
        for (BoardColours b : x.boards()) {
            assertEquals(ColourRule.INITIAL_COLOUR, b.rule());
            assertTrue(b.followsRule(), b.toString());
        }
        // 1 (odd) gets the initial colour white; 2 (even) the opposite
        assertEquals(1, x.boards().get(0).white());
        assertEquals(2, x.boards().get(1).black());
        assertEquals(5, x.bye().orElseThrow().player());
        assertTrue(x.bye().get().reason().english().contains("lowest ranked"), x.bye().get().reason().english());
        assertTrue(x.warningTexts().isEmpty(), x.warningTexts().toString());
    }

    @Test
    void secondRoundGrantsBothPreferencesAndShowsTheFloatsOfAnOddBracket() {
        // round 1: 1-4 1-0, 5-2 0-1, 3-6 ½-½ ; scores 1:2, 2:2, 3:1, 6:1, 4:0, 5:0
        List<SwissPlayer> ps = List.of(
                player(1, true, game(4, Colour.WHITE, 20)),
                player(2, true, game(5, Colour.BLACK, 20)),
                player(3, true, game(6, Colour.WHITE, 10)),
                player(4, true, game(1, Colour.BLACK, 0)),
                player(5, true, game(2, Colour.WHITE, 0)),
                player(6, false, game(3, Colour.BLACK, 10)),
                player(7, true, ABSENT));
        PairingRequest req = request(2, ps);
        RoundPairing p = DutchPairer.pair(req);
        RoundExplanation x = RoundExplainer.explain(req, p);
        assertEquals(List.of(6), x.notPaired());
        assertEquals(List.of(20, 10, 0), x.brackets().stream().map(RoundExplanation.Bracket::score).toList());
        assertEquals(List.of(1, 2), x.brackets().get(0).players());
        assertEquals(List.of(4, 5, 7), x.brackets().get(2).players());
        // 1 and 2 meet: 1 had white and wants black, 2 had black and wants white
        BoardColours top = x.boards().get(0);
        assertEquals(2, top.white());
        assertEquals(1, top.black());
        assertEquals(ColourRule.BOTH_PREFERENCES, top.rule());
        assertEquals(Preference.Strength.STRONG, top.whitePreference().strength(), "one game: colour difference -1");
        // 3 is alone with 1 point: he floats down (or someone floats up to him)
        assertFalse(x.floats().isEmpty());
        for (RoundExplanation.Float f : x.floats()) {
            assertTrue(f.fromScore() != f.toScore());
            assertEquals(f.direction() == Direction.DOWN, f.fromScore() > f.toScore());
        }
        assertTrue(x.floats().stream().anyMatch(f -> f.player() == 3));
        assertConsistent(req, p, x);
        assertTrue(String.join("\n", x.lines()).contains("floats"), String.join("\n", x.lines()));
    }

    @Test
    void sameMildPreferencesAlternateFromTheLastRoundWithDifferentColours() {
        // 1: B W W B, 2: W B W B -> both mild white; three games back (round 2) 1 had white, 2 black: now 1 black
        List<SwissPlayer> ps = new ArrayList<>();
        ps.add(player(1, true, game(3, Colour.BLACK, 10), game(4, Colour.WHITE, 10), game(5, Colour.WHITE, 10),
                game(6, Colour.BLACK, 10)));
        ps.add(player(2, true, game(3, Colour.WHITE, 10), game(4, Colour.BLACK, 10), game(5, Colour.WHITE, 10),
                game(6, Colour.BLACK, 10)));
        for (int id = 3; id <= 6; id++) {
            ps.add(player(id, false, ABSENT, ABSENT, ABSENT, ABSENT));
        }
        PairingRequest req = request(5, ps);
        RoundPairing p = DutchPairer.pair(req);
        RoundExplanation x = RoundExplainer.explain(req, p);
        BoardColours b = x.boards().get(0);
        assertEquals(ColourRule.ALTERNATION, b.rule());
        assertEquals(2, b.white(), "the engine's colours");
        assertTrue(b.followsRule());
        assertTrue(b.reason().english().contains("3 games back 2 had black and 1 white"), b.reason().english());
    }

    @Test
    void anAbsolutePreferenceBeatsAMildOneAndIdenticalHistoriesGoToTheHigherRanked() {
        // 1: W W (absolute black), 2: W B (mild white)... 2 wants white: both granted; make 2: B W (mild black)
        List<SwissPlayer> ps = List.of(
                player(1, true, game(3, Colour.WHITE, 10), game(4, Colour.WHITE, 10)),
                player(2, true, game(4, Colour.BLACK, 10), game(3, Colour.WHITE, 10)),
                player(3, false, ABSENT, ABSENT), player(4, false, ABSENT, ABSENT));
        PairingRequest req = request(3, ps);
        RoundExplanation x = RoundExplainer.explain(req, DutchPairer.pair(req));
        assertEquals(ColourRule.STRONGER_PREFERENCE, x.boards().get(0).rule());
        assertEquals(2, x.boards().get(0).white());
        assertTrue(x.boards().get(0).followsRule());

        List<SwissPlayer> same = List.of(
                player(1, true, game(3, Colour.WHITE, 10)), player(2, true, game(4, Colour.WHITE, 10)),
                player(3, false, ABSENT), player(4, false, ABSENT));
        PairingRequest req2 = request(2, same);
        RoundExplanation y = RoundExplainer.explain(req2, DutchPairer.pair(req2));
        assertEquals(ColourRule.HIGHER_RANKED_PREFERENCE, y.boards().get(0).rule());
        assertEquals(2, y.boards().get(0).white(), "1 is higher ranked and gets his black");
    }

    @Test
    void aPairingChangedByHandIsReportedWhereItBreaksTheRules() {
        List<SwissPlayer> ps = List.of(
                player(1, true, game(2, Colour.WHITE, 20), game(3, Colour.WHITE, 20)),
                player(2, true, game(1, Colour.BLACK, 0), game(4, Colour.BLACK, 0)),
                player(3, true, game(4, Colour.WHITE, 20), game(1, Colour.BLACK, 0)),
                player(4, true, game(3, Colour.BLACK, 0), game(2, Colour.WHITE, 20)),
                player(5, false, ABSENT, ABSENT));
        PairingRequest req = request(3, ps);
        // 1 has white twice: absolute black; given white again, and a rematch with 2; 5 is not playing
        RoundPairing byHand = new RoundPairing(3, List.of(new Pair(1, 2), new Pair(3, 4), new Pair(5, 3)),
                OptionalInt.empty());
        RoundExplanation x = RoundExplainer.explain(req, byHand);
        String all = String.join("\n", x.warningTexts());
        assertTrue(all.contains("already played each other in round 1"), all);
        assertTrue(all.contains("1 gets white for the third time in a row"), all);
        assertTrue(all.contains("3 is paired 2 times"), all);
        assertTrue(all.contains("5 is paired but does not take part"), all);
        assertFalse(x.boards().get(0).followsRule());
        assertTrue(String.join("\n", x.lines()).contains("NOT followed"));
    }

    @Test
    void aRepeatedDownfloatIsAWarning() {
        // 1 won round 1 against 2 who had less? both 0 before round 1: no float. Round 2: 1 (2) beat 3 (0): downfloat.
        List<SwissPlayer> ps = List.of(
                player(1, true, game(4, Colour.WHITE, 20), game(3, Colour.BLACK, 20)),
                player(2, true, game(3, Colour.WHITE, 10), game(4, Colour.BLACK, 0)),
                player(3, true, game(2, Colour.BLACK, 10), game(1, Colour.WHITE, 0)),
                player(4, true, game(1, Colour.BLACK, 0), game(2, Colour.WHITE, 20)));
        PairingRequest req = request(3, ps);
        // 1 (4 points) against 2 (1 point) by hand: 1 floats down again
        RoundExplanation x = RoundExplainer.explain(req, new RoundPairing(3, List.of(new Pair(1, 2), new Pair(4, 3)),
                OptionalInt.empty()));
        assertTrue(x.warningTexts().stream().anyMatch(w -> w.equals("1 floats down again (also in round 2)")), x.warningTexts().toString());
        assertTrue(x.floats().stream().anyMatch(f -> f.player() == 2 && f.direction() == Direction.UP && f.repeated().isEmpty()));
    }

    /** The cross-checks every explanation of a legal pairing passes. */
    static void assertConsistent(PairingRequest req, RoundPairing p, RoundExplanation x) {
        Map<Integer, Integer> times = new HashMap<>();
        for (BoardColours b : x.boards()) {
            times.merge(b.white(), 1, Integer::sum);
            times.merge(b.black(), 1, Integer::sum);
        }
        x.bye().ifPresent(y -> times.merge(y.player(), 1, Integer::sum));
        for (SwissPlayer s : req.players()) {
            assertEquals(s.available() ? 1 : null, times.get(s.id()), "player " + s.id() + " in round " + req.round());
        }
        assertEquals(p.boards().size(), x.boards().size());
        for (int i = 0; i < p.boards().size(); i++) {
            assertEquals(p.boards().get(i).white(), x.boards().get(i).white(), "white of board " + (i + 1));
            assertEquals(p.boards().get(i).black(), x.boards().get(i).black(), "black of board " + (i + 1));
            assertTrue(x.boards().get(i).followsRule(), "round " + req.round() + " " + x.boards().get(i));
        }
        Map<Integer, Integer> score = new HashMap<>();
        x.brackets().forEach(b -> b.players().forEach(id -> score.put(id, b.score())));
        for (RoundExplanation.Float f : x.floats()) {
            assertTrue(score.get(f.player()).intValue() != score.get(f.opponent()).intValue(),
                    "a floater meets another score: " + f);
            assertEquals(score.get(f.player()), f.fromScore());
            assertEquals(score.get(f.opponent()), f.toScore());
        }
        for (BoardColours b : x.boards()) {
            boolean floats = x.floats().stream().anyMatch(f -> f.player() == b.white());
            assertEquals(b.whiteScore() != b.blackScore(), floats, "board " + b.board() + " float listed iff scores differ");
        }
        for (String w : x.warningTexts()) {
            assertFalse(w.contains("paired") || w.contains("other way round") || w.contains("rematch")
                    || w.contains("forbidden") || w.contains("not eligible"), "round " + req.round() + ": " + w);
        }
    }

    static List<Path> referenceFiles() throws IOException {
        Path dir = TestData.of("reference", "swiss");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.toString().endsWith(".trf")).sorted().toList();
        }
    }

    /**
     * Every round of a sample of the reference tournaments (paired by an independent engine): the
     * explanation of the recorded pairing lists every player once, floaters meet other scores, and the
     * colours derived from C.04.3 5.2 are the recorded ones on every board played with colours.
     */
    @Test
    void explanationsOfTheReferencePairingsAreConsistent() throws IOException {
        List<Path> all = referenceFiles();
        int rounds = 0;
        int boards = 0;
        Map<ColourRule, Integer> rules = new HashMap<>();
        for (int i = 3; i < all.size(); i += 15) {
            TrfDocument doc = TrfReader.read(all.get(i));
            int last = SwissRequests.nextRound(doc.tournament()) - 1;
            for (int r = 1; r <= last; r++) {
                PairingRequest req = SwissRequests.forRound(doc, r);
                RoundPairing recorded = PairingCheck.recorded(doc.tournament(), r);
                RoundExplanation x = RoundExplainer.explain(req, recorded);
                assertConsistent(req, recorded, x);
                rounds++;
                boards += x.boards().size();
                x.boards().forEach(b -> rules.merge(b.rule(), 1, Integer::sum));
            }
        }
        assertTrue(rounds > 50, "rounds checked: " + rounds);
        // every rule of the Dutch system is exercised by the sample
        for (ColourRule rule : ColourRule.values()) {
            if (rule.fmjd()) {
                continue;
            }
            assertTrue(rules.getOrDefault(rule, 0) > 0, rule + " never used: " + rules + " on " + boards + " boards");
        }
    }

    /** On a few reference rounds the Dutch engine's own pairing is explained the same way. */
    @Test
    void theEnginesPairingIsExplainedConsistently() throws IOException {
        List<Path> all = referenceFiles();
        TrfDocument doc = TrfReader.read(all.get(0));
        int last = SwissRequests.nextRound(doc.tournament()) - 1;
        for (int r = 1; r <= last; r++) {
            PairingRequest req = SwissRequests.forRound(doc, r);
            RoundPairing engine = DutchPairer.pair(req);
            assertConsistent(req, engine, RoundExplainer.explain(req, engine));
        }
    }

    /**
     * swiss-200058 round 7 (reference set swiss-more): the lowest score group is one player who already had the
     * bye, so two players of the next group move down, one to pair him and one for the bye. The reference engine
     * leaves 8 (one unplayed game) rather than 9 (two): C9 decides between moved-down players too, and the
     * explanation says so.
     */
    @Test
    void theByeGoesToTheMovedDownPlayerWithFewerUnplayedGamesAndTheReasonSaysSo() throws Exception {
        PairingRequest req = referenceRound("swiss-more", "swiss-200058.trf", 7);
        RoundPairing p = DutchPairer.pair(req);
        assertEquals(java.util.OptionalInt.of(8), p.pairingAllocatedBye());
        assertTrue(p.boards().contains(new org.hakem.pairing.Pair(17, 9)), p.boards().toString());
        RoundExplanation x = RoundExplainer.explain(req, p);
        RoundExplanation.Bye bye = x.bye().orElseThrow();
        assertEquals(8, bye.player());
        assertEquals(1, bye.unplayedGames());
        assertTrue(bye.reason().english().contains("of the players moved down to the last bracket (8, 9) it has the fewest unplayed"
                + " games (1, C9)"), bye.reason().english());
        assertEquals(org.hakem.pairing.ByeRule.FEWEST_UNPLAYED, bye.rule());
        assertTrue(bye.reason().english().contains("others of its score have 0 unplayed games but were paired within the score group"),
                bye.reason().english());
    }

    /**
     * swiss-300028 round 6 (reference set swiss-more2): the 5-point group (4, 5, 11) pairs 5 with 1, moved down from
     * above, and moves 4 and 11 down; everybody below them already had a win without playing, so one of the two
     * pairs 12 in the 4-point bracket and the other is left over, through the 3-point bracket, for the bye. That
     * bracket downfloats only the player who gets the bye, so C9 (C.04.3 2.4.4: fewest unplayed games of the bye's
     * assignee) decides, before the order of the moved-down players: 4 (no unplayed game) gets the bye, 11 (a
     * forfeit loss) plays 12, as the reference engine pairs it.
     */
    @Test
    void theBracketThatDownfloatsOnlyTheByeLeavesOverThePlayerWithFewerUnplayedGames() throws Exception {
        PairingRequest req = referenceRound("swiss-more2", "swiss-300028.trf", 6);
        RoundPairing p = DutchPairer.pair(req);
        assertEquals(java.util.OptionalInt.of(4), p.pairingAllocatedBye());
        assertTrue(p.boards().contains(new org.hakem.pairing.Pair(12, 11)), p.boards().toString());
        RoundExplanation x = RoundExplainer.explain(req, p);
        assertFalse(x.warningTexts().toString().contains("bye"), x.warningTexts().toString());
        RoundExplanation.Bye bye = x.bye().orElseThrow();
        assertEquals(4, bye.player());
        assertEquals(0, bye.unplayedGames());
        assertEquals(org.hakem.pairing.ByeRule.FEWEST_UNPLAYED, bye.rule());
        assertEquals("2.4.4 [C9]", bye.rule().article());
        assertTrue(bye.reason().english().contains("of the players of its score moved down (4, 11), whose bracket downfloats only"
                + " the player who gets the bye, it has the fewest unplayed games (0 against 1, C9)"), bye.reason().english());
        assertTrue(String.join("\n", x.lines()).contains("[C.04.3 2.4.4 [C9]: the fewest unplayed games"),
                String.join("\n", x.lines()));

        // the pairing Hakem gave before (the bye to 11, 4 plays 12), entered by hand, is not credited to C9
        RoundPairing before = new RoundPairing(6, p.boards().stream()
                .map(b -> b.equals(new org.hakem.pairing.Pair(12, 11)) ? new org.hakem.pairing.Pair(4, 12) : b).toList(),
                java.util.OptionalInt.of(11));
        RoundExplanation.Bye other = RoundExplainer.explain(req, before).bye().orElseThrow();
        assertEquals(11, other.player());
        assertEquals(1, other.unplayedGames());
        assertNotEquals(org.hakem.pairing.ByeRule.FEWEST_UNPLAYED, other.rule(), other.reason().english());
        assertFalse(other.reason().english().contains("C9"), other.reason().english());
    }

    /** The input of one round of a reference tournament. */
    static PairingRequest referenceRound(String set, String file, int round) throws IOException {
        return SwissRequests.forRound(TrfReader.read(TestData.of("reference", set, file)), round);
    }
}
