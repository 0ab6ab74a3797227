package org.hakem.pairing.fmjd;

import static org.hakem.pairing.fmjd.FmjdPairerTest.doc;
import static org.hakem.pairing.fmjd.FmjdPairerTest.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.ColourRule;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.RoundExplanation.Direction;
import org.junit.jupiter.api.Test;

class FmjdExplainerTest {

    /** Round 2 of {@link FmjdPairerTest#aPlayerWhoFloatedDownDoesNotFloatDownAgainWhenAnotherCan()}. */
    private static PairingRequest round2() {
        return SwissRequests.forRound(doc(
                line(1, 2400, 3, "w", "1"), line(2, 2350, 4, "b", "0"), line(3, 2300, 1, "b", "0"),
                line(4, 2250, 2, "w", "1"), line(5, 2200, 0, "-", "U")), 2);
    }

    @Test
    void theExplanationNamesTheRulesTheFloatsTheColourRuleOfEachBoardAndTheBye() {
        PairingRequest req = round2();
        RoundExplanation x = FmjdExplainer.explain(req, FmjdPairer.pair(req));
        assertEquals("FMJD Swiss", x.system());
        assertEquals("Option (summary): colour relevance for pairing: off (the summary's basic system)", x.ruleTexts().get(0));
        assertTrue(x.ruleTexts().stream().anyMatch(r -> r.startsWith("Summary criterion 1, 2.2 (annex) + DECISION D-S")),
                x.ruleTexts().toString());
        assertTrue(x.ruleTexts().stream().anyMatch(r -> r.startsWith("Summary criterion 4 + DECISION D-F2")), x.ruleTexts().toString());
        assertTrue(x.ruleTexts().stream().anyMatch(r -> r.contains("D-F")), x.ruleTexts().toString());
        assertEquals(List.of(), x.warningTexts());
        // 1 floats down to 2's group (5 would float down a second time)
        assertEquals(2, x.floats().size());
        assertEquals(1, x.floats().get(0).player());
        assertEquals(Direction.DOWN, x.floats().get(0).direction());
        assertEquals(List.of(), x.floats().get(0).repeated());
        // both boards grant both preferences
        assertEquals(List.of(ColourRule.FMJD_BOTH_PREFERENCES, ColourRule.FMJD_BOTH_PREFERENCES),
                x.boards().stream().map(RoundExplanation.BoardColours::rule).toList());
        assertTrue(x.bye().orElseThrow().reason().english().startsWith("D-B"), x.bye().orElseThrow().reason().english());
        List<String> lines = x.lines();
        assertTrue(lines.get(0).endsWith("system FMJD Swiss"), lines.get(0));
        assertTrue(lines.contains("Rules applied:"), lines.toString());
    }

    @Test
    void aPairingChangedByHandIsReportedWhereItBreaksTheRules() {
        PairingRequest req = round2();
        // 1-3 again (a rematch), 5 floats down a second time, the bye to 2 instead of 3
        RoundPairing byHand = new RoundPairing(2, List.of(new Pair(3, 1), new Pair(5, 4)), OptionalInt.of(2));
        RoundExplanation x = FmjdExplainer.explain(req, byHand);
        assertTrue(x.warningTexts().stream().anyMatch(w -> w.contains("already played each other")), x.warningTexts().toString());
        assertTrue(x.warningTexts().stream().anyMatch(w -> w.contains("the FMJD rules give the bye to 3, not 2")),
                x.warningTexts().toString());
    }

    @Test
    void aFloatRepeatedFromTwoRoundsBeforeIsReportedAsCriterionFour() {
        // FmjdPairerTest.FLOATED_TWO_ROUNDS_BEFORE paired by hand as the order alone would: 5 floats down again
        PairingRequest req = SwissRequests.forRound(doc(FmjdPairerTest.FLOATED_TWO_ROUNDS_BEFORE), 3);
        RoundPairing byHand = new RoundPairing(3, List.of(new Pair(2, 1), new Pair(3, 5), new Pair(4, 6)),
                OptionalInt.empty());
        RoundExplanation x = FmjdExplainer.explain(req, byHand);
        RoundExplanation.Float five = x.floats().stream().filter(f -> f.player() == 5).findFirst().orElseThrow();
        assertEquals(Direction.DOWN, five.direction());
        assertEquals(List.of(1), five.repeated());
        assertEquals(List.of("5 floats down again (also in round 1; summary criterion 4, D-F2, avoids it when the"
                + " scores allow)"), x.warningTexts());
        // the engine's own pairing repeats nothing
        assertEquals(List.of(), FmjdExplainer.explain(req, FmjdPairer.pair(req)).warningTexts());
    }

    @Test
    void theExplanationSaysWhetherColourRelevanceForPairingIsOn() {
        PairingRequest req = SwissRequests.forRound(doc(FmjdPairerTest.COLOURS_OR_FLOATS), 3);
        RoundExplanation on = FmjdExplainer.explain(req, FmjdPairer.pair(req, FmjdOptions.COLOUR_RELEVANCE),
                FmjdOptions.COLOUR_RELEVANCE);
        assertEquals("Option (summary): colour relevance for pairing: on", on.ruleTexts().get(0));
        assertTrue(on.ruleTexts().stream().anyMatch(r -> r.startsWith("Summary criterion 2 + DECISION D-C (colour relevance on)")),
                on.ruleTexts().toString());
        // with colour relevance 5 floats down again, as criterion 2 comes first: said, as for any repeated float
        assertEquals(List.of("5 floats down again (also in round 2; summary criterion 3, D-F, avoids it when the"
                + " scores allow)"), on.warningTexts());
        RoundExplanation off = FmjdExplainer.explain(req, FmjdPairer.pair(req));
        assertTrue(off.ruleTexts().stream().anyMatch(r -> r.startsWith("Summary criterion 2 (colour relevance off)")),
                off.ruleTexts().toString());
        assertEquals(List.of(), off.warningTexts());
    }
}
