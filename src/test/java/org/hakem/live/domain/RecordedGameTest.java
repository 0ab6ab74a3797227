package org.hakem.live.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.Square;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.Replayer;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;

/**
 * Recording a game move by move over the rules engine: what is accepted, what is refused and why, the capture that
 * needs its route, undo, a correction in the middle, and movetext that Hakem's own reader and replayer read back.
 */
public class RecordedGameTest {

    /**
     * Turkish: seven plies from the start after which Black's new king on f1 takes to c1 by two routes, through f3
     * and c3 or through f4 and c4 (found by a search over the rules engine).
     */
    public static final List<String> TURKISH_LINE = List.of("d3-d4", "f6-f5", "f3-f4", "f5xd1", "c3-d3", "d1-f1", "d3-e3");
    public static final String TURKISH_AMBIGUOUS = "f1xc1";

    /** International: 23 plies from the start to a position where Black's king on 49 takes to 38 by two routes. */
    static final List<String> INTERNATIONAL_LINE = List.of("32-27", "17-22", "38-32", "22-28", "33x22", "19-24",
            "35-30", "24x35", "39-33", "12-17", "34-30", "17x39", "44x33", "35x44", "49x40", "8-12", "31-26", "18-23",
            "27-21", "16x49", "40-34", "20-25", "50-44");
    static final String INTERNATIONAL_AMBIGUOUS = "49x38";

    static final Variant TURKISH = Variant.require("turkish");
    static final Variant INTERNATIONAL = Variant.require("international");

    private static RecordedGame played(Variant v, List<String> line) {
        RecordedGame g = RecordedGame.start(v);
        for (String m : line) {
            assertInstanceOf(RecordedGame.Played.class, g.play(m), m + " after " + g.notations());
        }
        return g;
    }

    @Test
    void turkishLegalMovesAreAcceptedInTheUsualNotation() {
        RecordedGame g = played(TURKISH, TURKISH_LINE);
        assertEquals(7, g.plies());
        assertEquals(TURKISH_LINE, g.notations());
        assertEquals(7, RecordedGame.split(g.stored()).size());
        assertEquals("f5xf3xd3xd1", RecordedGame.split(g.stored()).get(3), "stored with every landing square");
        assertTrue(g.lastMove().isPresent());
    }

    @Test
    void anIllegalMoveIsRefusedWithTheLegalMovesListed() {
        RecordedGame g = RecordedGame.start(TURKISH);
        RecordedGame.Refused r = assertInstanceOf(RecordedGame.Refused.class, g.play("d3-d5"));
        assertEquals(RecordedGame.Reason.ILLEGAL, r.reason());
        assertTrue(r.legal().contains("d3-d4"), r.legal().toString());
        assertEquals(g.legalNotations(), r.legal());
        assertEquals(0, g.plies(), "nothing was played");

        RecordedGame.Refused unreadable = assertInstanceOf(RecordedGame.Refused.class, g.play("hello"));
        assertEquals(RecordedGame.Reason.UNREADABLE, unreadable.reason());
        assertFalse(unreadable.legal().isEmpty());

        RecordedGame i = RecordedGame.start(INTERNATIONAL);
        RecordedGame.Refused backwards = assertInstanceOf(RecordedGame.Refused.class, i.play("32-37"));
        assertEquals(RecordedGame.Reason.ILLEGAL, backwards.reason());
        assertEquals(9, backwards.legal().size(), "White has nine moves at the start: " + backwards.legal());
        assertTrue(backwards.legal().contains("32-28"));
    }

    @Test
    void internationalLegalMovesAreAccepted() {
        RecordedGame g = played(INTERNATIONAL, INTERNATIONAL_LINE);
        assertEquals(23, g.plies());
        assertEquals(INTERNATIONAL_LINE, g.notations());
    }

    @Test
    void aCaptureWithTwoRoutesToTheSameSquareAsksWhichOne() {
        for (var c : List.of(new Object[] {TURKISH, TURKISH_LINE, TURKISH_AMBIGUOUS},
                new Object[] {INTERNATIONAL, INTERNATIONAL_LINE, INTERNATIONAL_AMBIGUOUS})) {
            Variant v = (Variant) c[0];
            @SuppressWarnings("unchecked") List<String> line = (List<String>) c[1];
            RecordedGame g = played(v, line);
            RecordedGame.Ambiguous a = assertInstanceOf(RecordedGame.Ambiguous.class, g.play((String) c[2]), v.id());
            assertEquals(2, a.choices().size(), a.choices().toString());
            assertEquals(line.size(), g.plies(), "nothing played while the recorder chooses");
            for (String choice : a.choices()) {
                assertTrue(choice.startsWith(((String) c[2]).substring(0, ((String) c[2]).indexOf('x'))), choice);
                assertTrue(g.legalNotations().contains(choice), "the legal moves name the routes: " + g.legalNotations());
            }
            String second = a.choices().get(1);
            RecordedGame.Played p = assertInstanceOf(RecordedGame.Played.class, g.play(second));
            assertEquals(second, p.notation(), "written with its route: the other shares origin and destination");
            assertEquals(second, g.notations().get(line.size()));
            assertEquals(second, RecordedGame.split(g.stored()).get(line.size()));
        }
    }

    @Test
    void undoTakesBackTheLastPly() {
        RecordedGame g = played(TURKISH, TURKISH_LINE);
        assertTrue(g.undo());
        assertEquals(TURKISH_LINE.subList(0, 6), g.notations());
        assertInstanceOf(RecordedGame.Played.class, g.play("d3-e3"));
        assertEquals(TURKISH_LINE, g.notations());

        RecordedGame empty = RecordedGame.start(INTERNATIONAL);
        assertFalse(empty.undo(), "nothing to take back at the start");
    }

    @Test
    void aCorrectionInTheMiddleKeepsTheLaterPliesWhileTheyStayLegal() {
        RecordedGame g = played(TURKISH, TURKISH_LINE);
        // Black's second ply becomes a6-a5: White's f3-f4 still follows, Black's f5xd1 no longer can (f5 is empty)
        RecordedGame.Correction c = g.correct(2, "a6-a5");
        assertInstanceOf(RecordedGame.Played.class, c.entry());
        assertEquals(1, c.kept());
        assertEquals(4, c.dropped());
        assertEquals(List.of("d3-d4", "a6-a5", "f3-f4"), g.notations());

        // Black's king stays on d1 and a man moves instead: White's d3-e3 still follows, and is kept
        RecordedGame h = played(TURKISH, TURKISH_LINE);
        RecordedGame.Correction all = h.correct(6, "a6-a5");
        assertEquals(1, all.kept());
        assertEquals(0, all.dropped());
        assertEquals(List.of("d3-d4", "f6-f5", "f3-f4", "f5xd1", "c3-d3", "a6-a5", "d3-e3"), h.notations());
    }

    @Test
    void aRefusedCorrectionChangesNothing() {
        RecordedGame g = played(TURKISH, TURKISH_LINE);
        String before = g.stored();
        RecordedGame.Correction c = g.correct(3, "f3-f5");
        RecordedGame.Refused r = assertInstanceOf(RecordedGame.Refused.class, c.entry());
        assertTrue(r.legal().contains("f3-f4"), "the legal moves of ply 3's position: " + r.legal());
        assertEquals(before, g.stored());
        assertEquals(7, g.plies());
    }

    @Test
    void theStoredPliesReplayToTheSameGame() {
        RecordedGame g = played(TURKISH, TURKISH_LINE);
        g.play(((RecordedGame.Ambiguous) g.play(TURKISH_AMBIGUOUS)).choices().get(0));
        RecordedGame back = RecordedGame.replay(TURKISH, RecordedGame.split(g.stored()));
        assertEquals(g.stored(), back.stored());
        assertEquals(g.notations(), back.notations());
        assertEquals(g.position(), back.position());
    }

    @Test
    void theMovetextReadsBackAsTheSameLegalGame() {
        for (var c : List.of(new Object[] {TURKISH, TURKISH_LINE, TURKISH_AMBIGUOUS},
                new Object[] {INTERNATIONAL, INTERNATIONAL_LINE, INTERNATIONAL_AMBIGUOUS})) {
            Variant v = (Variant) c[0];
            @SuppressWarnings("unchecked") List<String> line = (List<String>) c[1];
            RecordedGame g = played(v, line);
            // the second route, so a reader that took the first one by default would not pass
            g.play(((RecordedGame.Ambiguous) g.play((String) c[2])).choices().get(1));
            String movetext = g.movetext("*");
            String pdn = "[GameType \"" + v.gameType() + "\"]\n[Result \"*\"]\n\n" + movetext + "\n";
            PdnGame read = PdnReader.readAll(pdn, "recorded").get(0);
            Replayer.Verdict verdict = Replayer.replay(read, new EngineMoves(v, List.of()));
            assertTrue(verdict.legal(), v.id() + ": " + verdict + "\n" + pdn);
            List<String> replayed = new ArrayList<>();
            for (LegalMove m : verdict.moves()) {
                replayed.add(longNotation(m));
            }
            assertEquals(RecordedGame.split(g.stored()), replayed, v.id() + ": the same plies, routes included");
        }
    }

    /** A move of the replayer in long notation: origin, every landing square, - or x. */
    private static String longNotation(LegalMove m) {
        StringBuilder out = new StringBuilder(name(m.origin()));
        for (Square s : m.path()) {
            out.append(m.isCapture() ? 'x' : '-').append(name(s));
        }
        return out.toString();
    }

    private static String name(Square s) {
        return s.number() > 0 ? Integer.toString(s.number()) : s.file() + Integer.toString(s.rank());
    }
}
