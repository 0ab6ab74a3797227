package org.hakem.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;
import org.junit.jupiter.api.Test;

class TrfReaderTest {

    // Three players, two rounds: 1 beats 2 in round 1 while 3 has the pairing-allocated bye; round 2:
    // 3 wins by forfeit against 1, 2 takes a half-point bye.
    static final String SMALL = String.join("\n",
            "012 Small test",
            "001    1 m GM Alpha, Anna                       2400 NED    12345678 1990/01/02  1.0    2     2 w 1     3 b -",
            "001    2      Beta, Bert                        2300                             1.5    1     1 b 0  0000 - H",
            "001    3      Gamma, Gus                                                         2.0    1  0000 - U     1 w +",
            "",
            "092 Test system",
            "162  W 2.0    D 1.0",
            "XXR 5",
            "XXC black1",
            "240 H 003    2    3",
            "250  0.0  1.0 001 002    1    2",
            "260 001 005    1    3",
            "022 Amsterdam",
            "### a comment",
            "");

    @Test
    void readsPlayersAndRounds() {
        TrfDocument doc = TrfReader.read(SMALL, "small.trf");
        Crosstable t = doc.tournament();
        assertEquals("Small test", t.name());
        assertEquals("Test system", t.systemName());
        assertEquals(5, t.plannedRounds());
        assertEquals(Optional.of(Colour.BLACK), t.initialColour());
        assertEquals(new PointSystem(2.0, 1.0, 0.0, 0.0, 2.0, 1.0), t.points());
        assertEquals(3, t.players().size());

        Entrant a = t.player(1);
        assertEquals("m", a.sex());
        assertEquals("GM", a.title());
        assertEquals("Alpha, Anna", a.name());
        assertEquals(2400, a.rating());
        assertEquals("NED", a.federation());
        assertEquals("12345678", a.id());
        assertEquals("1990/01/02", a.birthDate());
        assertEquals(1.0, a.declaredPoints());
        assertEquals(2, a.declaredRank());
        assertEquals(List.of(RoundEntry.game(2, Colour.WHITE, ResultCode.WIN),
                RoundEntry.game(3, Colour.BLACK, ResultCode.FORFEIT_LOSS)), a.rounds());
        assertEquals(RoundEntry.bye(ResultCode.HALF_POINT_BYE), t.player(2).round(2));
        assertEquals(RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE), t.player(3).round(1));
        assertEquals(0, t.player(3).rating());

        // 2-1-0: 1 has a win and a forfeit loss; 2 a loss and a half-point bye; 3 a bye and a forfeit win
        assertEquals(2.0, t.score(t.player(1)));
        assertEquals(1.0, t.score(t.player(2)));
        assertEquals(4.0, t.score(t.player(3)));
        assertEquals(2.0, t.score(t.player(3), 1));
    }

    @Test
    void keepsTheOtherRecords() {
        TrfDocument doc = TrfReader.read(SMALL, "small.trf");
        assertEquals(List.of(new TrfBye('H', 3, List.of(2, 3))), doc.byes());
        assertEquals(List.of(new TrfAcceleration(0.0, 1.0, 1, 2, 1, 2)), doc.accelerations());
        assertEquals(List.of(new TrfProhibitedPairing(1, 5, List.of(1, 3))), doc.prohibitedPairings());
        assertEquals(List.of(new TrfRecord("022", "022 Amsterdam")), doc.headerRecords());
        assertEquals(List.of(new TrfRecord("###", "### a comment")), doc.otherRecords());
    }

    @Test
    void lineEndingsLfCrlfCrReadAlike() {
        TrfDocument lf = TrfReader.read(SMALL, "lf");
        TrfDocument crlf = TrfReader.read(SMALL.replace("\n", "\r\n"), "crlf");
        TrfDocument cr = TrfReader.read(SMALL.replace("\n", "\r"), "cr");
        assertEquals(lf, crlf);
        assertEquals(lf, cr);
    }

    @Test
    void defaultPointSystemWhenNo162AndPDefaultsToW() {
        TrfDocument doc = TrfReader.read(SMALL.replace("162  W 2.0    D 1.0", "162  W 3.0"), "x");
        assertEquals(new PointSystem(3.0, 0.5, 0.0, 0.0, 3.0, 0.5), doc.tournament().points());
        TrfDocument none = TrfReader.read(SMALL.replace("162  W 2.0    D 1.0\n", ""), "x");
        assertEquals(PointSystem.DEFAULT, none.tournament().points());
    }

    @Test
    void writerReproducesTheFile() {
        TrfDocument doc = TrfReader.read(SMALL, "small.trf");
        String out = TrfWriter.write(doc);
        assertEquals(doc, TrfReader.read(out, "again"));
        for (String l : SMALL.split("\n")) {
            if (l.startsWith("001")) {
                assertTrue(out.contains(l + "\n"), "player line written back unchanged: " + l);
            }
        }
        assertTrue(out.contains("162  W 2.0    D 1.0\n"), out);
    }

    @Test
    void blankResultIsAnAbsenceAndShortLinesAreFine() {
        String text = "001    1      A                                                               0.0          0000 -  \n"
                + "001    2      B\n";
        Crosstable t = TrfReader.read(text, "x").tournament();
        assertEquals(RoundEntry.bye(ResultCode.BLANK), t.player(1).round(1));
        assertEquals(0, t.player(2).rounds().size());
        assertEquals(RoundEntry.ABSENT, t.player(2).round(1));
        assertFalse(t.player(1).round(1).played());
    }

    private static TrfFormatException error(String text) {
        return assertThrows(TrfFormatException.class, () -> TrfReader.read(text, "bad.trf"));
    }

    private static String replaceAt(String line, int col, String s) {
        return line.substring(0, col - 1) + s + line.substring(col - 1 + s.length());
    }

    @Test
    void errorsNameLineAndColumn() {
        String[] lines = SMALL.split("\n");
        String p1 = lines[1];

        TrfFormatException e = error(SMALL.replace(p1, replaceAt(p1, 5, "  x1")));
        assertEquals(2, e.line());
        assertEquals(7, e.column());
        assertTrue(e.getMessage().startsWith("bad.trf:2:7: "), e.getMessage());
        assertTrue(e.getMessage().contains("start number"), e.getMessage());

        e = error(SMALL.replace(p1, replaceAt(p1, 97, "x")));
        assertEquals(97, e.column());
        assertTrue(e.getMessage().contains("round 1"), e.getMessage());

        e = error(SMALL.replace(p1, replaceAt(p1, 99, "Q")));
        assertEquals(99, e.column());
        assertTrue(e.getMessage().contains("result"), e.getMessage());

        e = error(SMALL.replace(p1, replaceAt(p1, 81, "1.x ")));
        assertEquals(81, e.column());
        assertTrue(e.getMessage().contains("points"), e.getMessage());

        // opponent 9 does not exist
        e = error(SMALL.replace(p1, replaceAt(p1, 92, "   9")));
        assertEquals(2, e.line());
        assertEquals(92, e.column());
        assertTrue(e.getMessage().contains("opponent 9"), e.getMessage());

        // 1 says it beat 2, 2 says it beat 1
        String p2 = lines[2];
        e = error(SMALL.replace(p2, replaceAt(p2, 99, "1")));
        assertTrue(e.getMessage().contains("disagrees"), e.getMessage());

        // both white
        e = error(SMALL.replace(p2, replaceAt(p2, 97, "w")));
        assertTrue(e.getMessage().contains("colour"), e.getMessage());

        // duplicate start number
        e = error(SMALL.replace(lines[3], replaceAt(lines[3], 5, "   2")));
        assertEquals(4, e.line());
        assertTrue(e.getMessage().contains("already used on line 3"), e.getMessage());

        e = error(SMALL.replace("162  W 2.0    D 1.0", "162  Q 2.0"));
        assertEquals(7, e.line());
        assertEquals(6, e.column());

        e = error(SMALL.replace("XXR 5", "XXR five"));
        assertEquals(8, e.line());
        assertEquals(5, e.column());

        e = error(SMALL.replace(p1, p1.replace("  ", "\t")));
        assertTrue(e.getMessage().contains("tab"), e.getMessage());

        e = error(SMALL.replace("240 H 003    2    3", "240 Q 003    2"));
        assertEquals(10, e.line());
        assertEquals(5, e.column());

        // a bye code with an opponent
        e = error(SMALL.replace(lines[3], replaceAt(lines[3], 92, "   2")));
        assertEquals(99, e.column());
    }

    @Test
    void readsTrf2026RecordsForRoundsAndColour() {
        TrfDocument doc = TrfReader.read(SMALL.replace("XXR 5", "142 7").replace("XXC black1", "152 W"), "x");
        assertEquals(7, doc.tournament().plannedRounds());
        assertEquals(Optional.of(Colour.WHITE), doc.tournament().initialColour());
        // other XXC settings are kept as text
        TrfDocument rank = TrfReader.read(SMALL.replace("XXC black1", "XXC rank"), "x");
        assertEquals(Optional.empty(), rank.tournament().initialColour());
        assertTrue(rank.otherRecords().contains(new TrfRecord("XXC", "XXC rank")));
        TrfFormatException e = error(SMALL.replace("XXC black1", "152 Q"));
        assertTrue(e.getMessage().contains("152"), e.getMessage());
    }

    @Test
    void writesEveryNonDefaultPointValue() {
        PointSystem ps = new PointSystem(3.0, 1.0, 0.0, -1.0, 1.5, 1.0);
        String line = TrfWriter.pointSystemLine(ps);
        assertEquals("162  W 3.0    D 1.0    A-1.0    P 1.5", line);
        String text = SMALL.replace("162  W 2.0    D 1.0", line);
        assertEquals(ps, TrfReader.read(text, "x").tournament().points());
    }

    @Test
    void oldStyleByesWithoutOpponentAreUnplayed() {
        // TRF16 programs wrote a bye as "0000 - +" (or "=" for half a point)
        String text = SMALL.replace("0000 - U", "0000 - +");
        Crosstable t = TrfReader.read(text, "x").tournament();
        RoundEntry e = t.player(3).round(1);
        assertEquals(ResultCode.FORFEIT_WIN, e.result());
        assertFalse(e.played());
        assertEquals(2.0, t.score(t.player(3), 1));
    }
}
