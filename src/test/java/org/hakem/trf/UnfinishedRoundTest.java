package org.hakem.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.ResultCode;
import org.junit.jupiter.api.Test;

/** A running event's last round as the pairing programs read it: its pairing left out, its byes kept. */
class UnfinishedRoundTest {

    // round 2 is running: 1-3 has a result, 2-4 not yet; 5 has the pairing-allocated bye, 6 a requested half-point
    // bye, 7 is absent
    static final String RUNNING = "012 Running\n"
            + line(1, "1.0", "   4 b 1", "   3 w 1")
            + line(2, "1.0", "   5 w 1", "   4 w  ")
            + line(3, "1.0", "   6 b 1", "   1 b 0")
            + line(4, "0.0", "   1 w 0", "   2 b  ")
            + line(5, "1.0", "   2 b 0", "0000 - U")
            + line(6, "0.5", "   3 w 0", "0000 - H")
            + line(7, "0.0", "0000 - Z", "0000 - Z");

    /** A 001 line: start number, points (81-84) and round fields from column 92, ten columns each. */
    static String line(int no, String points, String... rounds) {
        StringBuilder s = new StringBuilder(String.format("001 %4d", no));
        s.append(" ".repeat(80 - s.length())).append(String.format("%4s", points));
        s.append(" ".repeat(91 - s.length()));
        for (String r : rounds) {
            s.append(r).append("  ");
        }
        return s.toString().stripTrailing() + "\n";
    }

    @Test
    void theLastRoundOfARunningEventKeepsOnlyItsByesAndAbsences() {
        Crosstable t = TrfReader.read(RUNNING, "running.trf").tournament();
        assertTrue(UnfinishedRound.isUnfinished(t));
        Crosstable out = UnfinishedRound.leaveOut(t);
        assertEquals(1, out.player(1).rounds().size(), "a game with a result in the running round goes too");
        assertEquals(1, out.player(2).rounds().size());
        assertEquals(1, out.player(5).rounds().size(), "the pairing-allocated bye is the pairing's: left out");
        assertEquals(ResultCode.HALF_POINT_BYE, out.player(6).round(2).result(), "a requested bye stays");
        assertEquals(ResultCode.ZERO_POINT_BYE, out.player(7).round(2).result(), "an absence stays");
        assertEquals(1.0, out.player(1).declaredPoints(), "points of the rounds written");
        assertEquals(0.0, out.player(5).declaredPoints());
        assertEquals(0.5, out.player(6).declaredPoints(), "the half-point bye counts");

        // written and read back: the same tournament, and no game without result
        String text = TrfWriter.write(TrfDocument.of(out));
        assertFalse(text.lines().anyMatch(l -> l.startsWith("001") && l.matches(".* [wb]$")), text);
        Crosstable back = TrfReader.read(text, "written.trf").tournament();
        assertEquals(out, back);
        assertFalse(UnfinishedRound.isUnfinished(back));
    }

    @Test
    void aRunningRound1KeepsTheInitialColourItShowed() {
        Crosstable t = TrfReader.read("012 Round 1\n" + line(1, "0.0", "   2 b  ") + line(2, "0.0", "   1 w  ")
                + line(3, "0.0", "0000 - H"), "round1.trf").tournament();
        assertEquals(java.util.Optional.empty(), t.initialColour());
        Crosstable out = UnfinishedRound.leaveOut(t);
        assertEquals(java.util.Optional.of(org.hakem.crosstable.Colour.BLACK), out.initialColour(),
                "player 1 had black in round 1: XXC black1, or a program could not pair round 1 again");
        assertTrue(TrfWriter.write(TrfDocument.of(out)).contains("XXC black1"));
        assertEquals(0, out.player(1).rounds().size());
        assertEquals(ResultCode.HALF_POINT_BYE, out.player(3).round(1).result());
    }

    @Test
    void aFinishedTournamentIsLeftAsItIs() {
        Crosstable t = TrfReader.read(RUNNING.replace("   4 w\n", "   4 w 1\n").replace("   2 b\n", "   2 b 0\n"),
                "finished.trf").tournament();
        assertFalse(UnfinishedRound.isUnfinished(t));
        assertSame(t, UnfinishedRound.leaveOut(t));
    }
}
