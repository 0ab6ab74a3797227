package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.hakem.pdn.FenSetup;
import org.hakem.pdn.MoveText;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.Square;
import org.junit.jupiter.api.Test;

/**
 * The replay seam with a scripted stand-in for the engine: the legal moves of each position are given
 * by hand (the position is the ply count), as the rules engine's adapter will compute them.
 */
class ReplaySeamTest {

    private static Square n(int s) {
        return Square.numeric(s);
    }

    private static Square a(String s) {
        return Square.parse(s);
    }

    private static MoveText text(String s) {
        return MoveText.parse(s).orElseThrow();
    }

    /**
     * The diagram of PDN 3.0's ambiguity rule: from 47 a king can capture to 36 by two paths that take
     * different pieces (over 38-24-13 or over 38-20-9), and has a third, plain capture 47x29.
     */
    private static final LegalMove VIA_24 = new LegalMove(n(47), n(36), List.of(n(42), n(33), n(19), n(18)),
            List.of(n(38), n(24), n(13), n(36)));
    private static final LegalMove VIA_20 = new LegalMove(n(47), n(36), List.of(n(42), n(29), n(14), n(18)),
            List.of(n(38), n(20), n(9), n(36)));
    private static final LegalMove OTHER = new LegalMove(n(47), n(29), List.of(n(42)), List.of(n(38), n(29)));
    private static final List<LegalMove> LEGAL = List.of(VIA_24, VIA_20, OTHER, LegalMove.step(n(48), n(43)));

    @Test
    void shortTextOfTwoCapturesToTheSameSquareIsAmbiguous() {
        MoveMatcher.Match m = MoveMatcher.match(text("47x36"), LEGAL);
        MoveMatcher.Ambiguous amb = assertInstanceOf(MoveMatcher.Ambiguous.class, m);
        assertEquals(2, amb.candidates().size());
    }

    @Test
    void landingSquaresChooseOneCapture() {
        assertEquals(new MoveMatcher.Found(VIA_24), MoveMatcher.match(text("47x38x24x13x36"), LEGAL));
        assertEquals(new MoveMatcher.Found(VIA_20), MoveMatcher.match(text("47x20x36"), LEGAL),
                "a subset of the landing squares is enough to read");
        assertEquals(new MoveMatcher.Found(OTHER), MoveMatcher.match(text("47x29"), LEGAL));
        assertInstanceOf(MoveMatcher.NotFound.class, MoveMatcher.match(text("47x33x36"), LEGAL));
        assertInstanceOf(MoveMatcher.NotFound.class, MoveMatcher.match(text("46-41"), LEGAL));
    }

    @Test
    void shortNotationUnlessAmbiguous() {
        assertEquals("47x38x24x13x36", ShortNotation.write(VIA_24, LEGAL, 'x'));
        assertEquals("47x29", ShortNotation.write(OTHER, LEGAL, 'x'));
        assertEquals("48-43", ShortNotation.write(LEGAL.get(3), LEGAL, 'x'));
        assertEquals("47:29", ShortNotation.write(OTHER, LEGAL, ':'));
    }

    @Test
    void aKingsCaptureBackToItsOwnSquareIsWrittenWithItsPath() {
        // English: a king on 31 takes 27, 19, 18 and 26 round the square 23, either way round (the same pieces)
        LegalMove clockwise = new LegalMove(n(31), n(31), List.of(n(27), n(19), n(18), n(26)),
                List.of(n(24), n(15), n(22), n(31)));
        LegalMove back = new LegalMove(n(31), n(31), List.of(n(26), n(18), n(19), n(27)),
                List.of(n(22), n(15), n(24), n(31)));
        List<LegalMove> legal = List.of(clockwise, back);
        String written = ShortNotation.write(clockwise, legal, 'x');
        assertEquals("31x24x15x22x31", written, "31x31 would read as a result, not a move");
        assertInstanceOf(MoveMatcher.Found.class, MoveMatcher.match(text(written), legal));
    }

    @Test
    void abbreviatedRussianMovesMatchOnFileAndDestination() {
        List<LegalMove> legal = List.of(LegalMove.step(a("c3"), a("d4")), LegalMove.step(a("e3"), a("d4")),
                LegalMove.step(a("e3"), a("f4")));
        assertEquals(new MoveMatcher.Found(legal.get(1)), MoveMatcher.match(text("ed4"), legal));
        assertEquals(new MoveMatcher.Found(legal.get(0)), MoveMatcher.match(text("cd4"), legal));
        assertInstanceOf(MoveMatcher.NotFound.class, MoveMatcher.match(text("gd4"), legal));
    }

    /** Positions are ply counts; the legal moves of each ply are scripted. */
    private record Scripted(Map<Integer, List<LegalMove>> byPly) implements LegalMoveSource<Integer> {
        @Override
        public Integer initialPosition() {
            return 0;
        }

        @Override
        public Integer position(FenSetup fen) {
            return 100;
        }

        @Override
        public List<LegalMove> legalMoves(Integer position) {
            return byPly.getOrDefault(position, List.of());
        }

        @Override
        public Integer play(Integer position, LegalMove move) {
            return position + 1;
        }

        @Override
        public Integer copy(Integer position) {
            return position;
        }
    }

    @Test
    void replayGivesLegalOrTheFirstIllegalPlyWithItsPlace() {
        Scripted rules = new Scripted(Map.of(
                0, List.of(LegalMove.step(n(32), n(28)), LegalMove.step(n(33), n(28))),
                1, List.of(LegalMove.step(n(19), n(23))),
                2, LEGAL));
        PdnGame legal = PdnReader.readAll("1. 32-28 19-23 *", "r").get(0);
        Replayer.Verdict v = Replayer.replay(legal, rules);
        assertTrue(v.legal());
        assertEquals("legal", v.toString());
        assertEquals(2, v.moves().size());

        PdnGame illegal = PdnReader.readAll("1. 32-28 18-23 *", "r").get(0);
        Replayer.Verdict w = Replayer.replay(illegal, rules);
        assertEquals("illegal at ply 2: 18-23 is not a legal move", w.toString());
        assertEquals(1, w.line());
        assertEquals(10, w.column());

        PdnGame ambiguous = PdnReader.readAll("1. 32-28 19-23 2. 47x36 *", "r").get(0);
        assertEquals("illegal at ply 3: 47x36 is ambiguous: 2 legal moves fit; write the landing squares",
                Replayer.replay(ambiguous, rules).toString());
    }
}
