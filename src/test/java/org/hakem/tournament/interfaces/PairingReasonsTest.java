package org.hakem.tournament.interfaces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.Reason;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;

/**
 * "Why this pairing?" in the page's language: every reason the engine can give has its words in both page bundles,
 * and an explanation full of warnings (a pairing changed by hand), written in Turkish, holds no English sentence
 * and none of the rules' internal labels ({@code DECISION D-F2}), while the command line's English keeps them.
 */
class PairingReasonsTest {

    /** Function words of English sentences (as the browser test's LanguageCheck looks for them). */
    private static final Set<String> ENGLISH = Set.of("the", "and", "of", "is", "has", "with", "not", "to", "in", "for",
            "was", "are", "by", "who", "than", "from", "does", "gets", "wants", "floats", "board", "round", "bye");

    private static String line(int id, int rating, Object... rounds) {
        StringBuilder s = new StringBuilder(String.format(
                "001 %4d      Test%04d Player%04d               %4d                             0.0 %4d", id, id, id, rating, id));
        for (int i = 0; i < rounds.length; i += 3) {
            s.append(String.format("  %4d %s %s", (Integer) rounds[i], rounds[i + 1], rounds[i + 2]));
        }
        return s.toString();
    }

    /** Round 3 of five players: 1 and 4 had white twice, 5 had the bye in round 1. */
    private static PairingRequest round3() {
        String trf = "012 Reasons\n" + String.join("\n",
                line(1, 2400, 3, "w", "1", 4, "w", "1"), line(2, 2350, 4, "b", "0", 3, "b", "1"),
                line(3, 2300, 1, "b", "0", 2, "w", "0"), line(4, 2250, 2, "w", "1", 1, "b", "0"),
                line(5, 2200, 0, "-", "U", 0, "-", "U")) + "\nXXR 5\nXXC white1\n";
        return SwissRequests.forRound(TrfReader.read(trf, "reasons.trf"), 3);
    }

    private static List<RoundExplanation> explanations() {
        PairingRequest req = round3();
        List<RoundExplanation> all = new ArrayList<>();
        // 1-3 again, 4 white a third time, 2 paired twice, the bye to 5 who had one
        RoundPairing byHand = new RoundPairing(3, List.of(new Pair(1, 3), new Pair(4, 2), new Pair(2, 5)),
                OptionalInt.of(5));
        for (SwissSystem s : SwissSystem.values()) {
            all.add(PairingSystems.of(s).explain(req, PairingSystems.of(s).pair(req, FmjdOptions.DEFAULT),
                    FmjdOptions.DEFAULT));
            all.add(PairingSystems.of(s).explain(req, byHand, FmjdOptions.DEFAULT));
        }
        return all;
    }

    private static String written(PairingReasons words, RoundExplanation x) {
        List<String> out = new ArrayList<>(words.lines(x));
        out.addAll(words.texts(x.warnings()));
        x.boards().forEach(b -> out.add(words.text(b.reason()) + " " + words.text(b.rule().reason())));
        out.add(words.text(x.systemName()));
        return String.join("\n", out);
    }

    @Test
    void aTurkishExplanationHoldsNoEnglishAndNoInternalLabel() {
        PairingReasons tr = PairingReasons.of(Locale.forLanguageTag("tr"));
        int warnings = 0;
        for (RoundExplanation x : explanations()) {
            warnings += x.warnings().size();
            String text = written(tr, x);
            assertFalse(text.matches("(?s).*\\bD-[A-Z]+\\d*\\b.*"), text);
            assertFalse(text.contains("DECISION"), text);
            Set<String> english = new TreeSet<>();
            for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
                if (ENGLISH.contains(w)) {
                    english.add(w);
                }
            }
            assertEquals(Set.of(), english, text);
        }
        assertTrue(warnings >= 6, "the pairings by hand are warned about: " + warnings);
    }

    @Test
    void theEnglishPageNamesTheRulesInWordsAndTheCommandLineKeepsTheirLabels() {
        PairingReasons en = PairingReasons.of(Locale.ENGLISH);
        boolean labels = false;
        for (RoundExplanation x : explanations()) {
            String page = written(en, x);
            assertFalse(page.matches("(?s).*\\bD-[A-Z]+\\d*\\b.*"), page);
            assertFalse(page.contains("DECISION"), page);
            labels |= String.join("\n", x.lines()).contains("DECISION D-");
        }
        assertTrue(labels, "the FMJD rules of the command line name their DECISIONs");
    }

    @Test
    void theTurkishHistoryAndNumbersAreWrittenTheTurkishWay() {
        PairingReasons tr = PairingReasons.of(Locale.forLanguageTag("tr"));
        Reason pref = Reason.of("pref", org.hakem.crosstable.Colour.BLACK, Reason.of("strength.ABSOLUTE"), "+2",
                new Reason.Letters("WWB"));
        assertEquals("siyah (mutlak, fark +2, geçmiş BBS)", tr.text(pref));
        assertEquals("black (absolute, difference +2, history WWB)", pref.english());
        assertEquals("  2,5: 1, 2", tr.text(Reason.of("line.bracket", new Reason.Points(25), List.of(1, 2))));
    }

    @Test
    void everyReasonHasItsWordsInBothPageBundles() throws IOException {
        Properties engine = load("/org/hakem/pairing/reasons.properties");
        for (String lang : List.of("en", "tr")) {
            Properties page = load("/org/hakem/tournament/interfaces/pairing_" + lang + ".properties");
            TreeSet<String> missing = new TreeSet<>(engine.stringPropertyNames());
            missing.removeAll(page.stringPropertyNames());
            assertEquals(Set.of(), missing, lang);
        }
    }

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = PairingReasonsTest.class.getResourceAsStream(resource)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
