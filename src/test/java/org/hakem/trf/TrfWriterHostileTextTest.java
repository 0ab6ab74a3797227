package org.hakem.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: a tournament name with CR/LF reached the TRF export as a fake {@code 001} player line. Whatever a field
 * holds (old rows, imports and the command line skip the input check), every record stays one line and the file
 * reads back with the same players.
 */
class TrfWriterHostileTextTest {

    private static final String FAKE = "\r\n001   99 m GM Fake, Player                      2800 TUR\n\u2028\u0085";

    @Test
    void noFieldCanStartARecordOfItsOwn() {
        TrfDocument doc = TrfReader.read(TrfReaderTest.SMALL, "small.trf");
        Crosstable t = doc.tournament();
        List<Entrant> players = new ArrayList<>();
        for (Entrant e : t.players()) {
            players.add(new Entrant(e.startNumber(), e.sex(), e.title(), "Name" + FAKE, e.rating(), e.federation(),
                    e.id(), e.birthDate(), e.declaredPoints(), e.declaredRank(), e.rounds()));
        }
        List<TrfRecord> header = new ArrayList<>(doc.headerRecords());
        header.add(new TrfRecord("022", "022 Bursa" + FAKE));
        TrfDocument hostile = new TrfDocument(new Crosstable("Cup" + FAKE, t.systemName() + FAKE, t.plannedRounds(),
                t.initialColour(), t.points(), players), header, doc.byes(), doc.accelerations(),
                doc.prohibitedPairings(), doc.otherRecords());
        String out = TrfWriter.write(hostile);

        assertEquals(-1, out.indexOf('\r'), out);
        long playerLines = out.lines().filter(l -> l.startsWith("001")).count();
        assertEquals(t.players().size(), playerLines, out);
        for (String line : out.split("\n")) {
            assertEquals(-1, org.hakem.text.SingleLine.firstForbidden(line), line);
        }
        TrfDocument again = TrfReader.read(out, "again");
        assertEquals(t.players().size(), again.tournament().players().size());
        assertTrue(again.tournament().name().startsWith("Cup"), again.tournament().name());
        for (int i = 0; i < players.size(); i++) {
            Entrant e = again.tournament().players().get(i);
            assertEquals(t.players().get(i).startNumber(), e.startNumber());
            assertEquals(t.players().get(i).rating(), e.rating(), "the fixed columns stay in their places");
            assertEquals(t.players().get(i).rounds(), e.rounds());
            assertTrue(e.name().startsWith("Name"), e.name());
        }
    }
}
