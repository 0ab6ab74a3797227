package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import org.hakem.event.domain.EventStatus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.dutch.DutchPairer;
import org.hakem.crosstable.PointSystem;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfWriter;
import org.junit.jupiter.api.Test;

class SwissPairingTest {

    final SwissPairing engine = new SwissPairing();

    private static String line(int id, int rating, String rounds) {
        return String.format("001 %4d      Test%04d Player%04d               %4d                             0.0 %4d%s",
                id, id, id, rating, id, rounds);
    }

    /** Nine players, 2-1-0, round 1 played (1-6 1-0, 7-2 ½, 3-8 0-1, 9-4 1-0, 5 bye), XXR 5, initial colour white. */
    static TrfDocument afterRoundOne(String... extra) {
        StringBuilder t = new StringBuilder("012 Swiss test\n");
        String[] r1 = {"     6 w 1", "     7 b =", "     8 w 0", "     9 b 0", "  0000 - U",
            "     1 b 0", "     2 w =", "     3 b 1", "     4 w 1"};
        for (int i = 1; i <= 9; i++) {
            t.append(line(i, 2400 - 10 * i, r1[i - 1])).append('\n');
        }
        t.append("\n162  W 2.0    D 1.0\nXXR 5\nXXC white1\n");
        for (String e : extra) {
            t.append(e).append('\n');
        }
        return TrfReader.read(t.toString(), "after-round-1.trf");
    }

    static Set<Integer> everyone(PairingEngine.PairedRound p) {
        Set<Integer> s = new HashSet<>();
        p.boards().forEach(b -> {
            assertTrue(s.add(b.white()), "paired once: " + b.white());
            assertTrue(s.add(b.black()), "paired once: " + b.black());
        });
        p.bye().ifPresent(s::add);
        return s;
    }

    @Test
    void roundTwoThroughTheSeamIsTheDutchEnginesPairing() {
        TrfDocument doc = afterRoundOne();
        PairingEngine.PairedRound got = engine.pair(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of()));
        RoundPairing want = DutchPairer.pair(SwissRequests.forRound(doc, 2));
        assertEquals(want.boards().stream().map(b -> new Pair(b.white(), b.black())).toList(), got.boards());
        assertEquals(want.pairingAllocatedBye(), got.bye());
        assertTrue(got.byeScores(), "the pairing-allocated bye scores like a win");
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9), everyone(got));
        assertFalse(got.bye().isPresent() && got.bye().getAsInt() == 5, "5 had the bye in round 1");
        // the engine sees 2-1-0 scoring: 1, 4 (2 points) and 8 (2) form the top bracket with 5 (bye, 2)
        PairingRequest req = SwissPairing.pairingRequest(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of()));
        assertEquals(20, req.players().get(0).points(1));
        assertEquals(10, req.players().get(1).points(1));
    }

    @Test
    void aForbiddenPairIsNeverPaired() {
        TrfDocument free = afterRoundOne();
        RoundPairing unconstrained = DutchPairer.pair(SwissRequests.forRound(free, 2));
        Pair first = unconstrained.boards().get(0);
        TrfDocument doc = afterRoundOne(String.format("260 001 005 %4d %4d", first.white(), first.black()));
        PairingEngine.PairedRound got = engine.pair(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of()));
        for (Pair b : got.boards()) {
            assertFalse(Set.of(b.white(), b.black()).equals(Set.of(first.white(), first.black())), got.toString());
        }
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9), everyone(got));
    }

    @Test
    void withdrawnPlayersAreNotPaired() {
        TrfDocument doc = afterRoundOne();
        PairingEngine.PairedRound got = engine.pair(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of(3)));
        assertEquals(Set.of(1, 2, 4, 5, 6, 7, 8, 9), everyone(got));
        assertTrue(got.bye().isEmpty(), "eight players: no bye");
        // and the TRF export of the round (3 absent) re-pairs the same
        PairingRequest viaRecords = SwissRequests.forRound(SwissPairing.withUnavailable(doc, 2, List.of(3)), 2);
        assertFalse(viaRecords.players().get(2).available());
    }

    @Test
    void aLateEntryIsPairedFromTheNextRound() {
        StringBuilder t = new StringBuilder(TrfWriter.write(afterRoundOne()));
        t.insert(t.indexOf("\n\n"), "\n" + line(10, 2500, ""));
        TrfDocument doc = TrfReader.read(t.toString(), "late.trf");
        PairingEngine.PairedRound got = engine.pair(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of()));
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), everyone(got));
        RoundPairing want = DutchPairer.pair(SwissRequests.forRound(doc, 2));
        assertEquals(want.boards().size(), got.boards().size());
        assertEquals(new HashSet<>(want.boards().stream().map(b -> new Pair(b.white(), b.black())).toList()),
                new HashSet<>(got.boards()));
    }

    @Test
    void scoringsTheDutchEngineCannotUseAreRefusedWithTheReason() {
        IllegalArgumentException quarter = assertThrows(IllegalArgumentException.class,
                () -> SwissPairing.requireUsableScoring(new PointSystem(1, 0.25, 0, 0, 1, 0.25)));
        assertTrue(quarter.getMessage().contains("0.25 is not a whole number of tenths"), quarter.getMessage());
        IllegalArgumentException flat = assertThrows(IllegalArgumentException.class,
                () -> SwissPairing.requireUsableScoring(new PointSystem(1, 1, 0, 0, 1, 1)));
        assertTrue(flat.getMessage().contains("a win must be worth more than a draw"), flat.getMessage());
        SwissPairing.requireUsableScoring(PointSystem.TWO_ONE_ZERO);
        SwissPairing.requireUsableScoring(PointSystem.DEFAULT);
        SwissPairing.requireUsableScoring(PointSystem.parse("3-1-0"));
    }

    @Test
    void roundsBeyondThePlannedOnesAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> engine.pair(new PairingEngine.Request(afterRoundOne(), 6, EventSystem.SWISS, false, Set.of())));
        assertTrue(e.getMessage().contains("5 rounds"), e.getMessage());
    }

    @Test
    void bakuRecordsGiveTheSameAccelerationAsTheEnginesBakuOption() {
        TrfDocument doc = afterRoundOne();
        // 9 players, 5 rounds: group A = 2 * ceil(9 / 4) = 6; rounds 1-3 accelerated, 1-2 by a win, 3 by a draw
        List<org.hakem.trf.TrfAcceleration> records = ModelMapper.baku(doc.tournament());
        assertEquals(2, records.size());
        assertEquals(new org.hakem.trf.TrfAcceleration(0, 2.0, 1, 2, 1, 6), records.get(0));
        assertEquals(new org.hakem.trf.TrfAcceleration(0, 1.0, 3, 3, 1, 6), records.get(1));
        TrfDocument withRecords = new TrfDocument(doc.tournament(), doc.headerRecords(), doc.byes(), records,
                doc.prohibitedPairings(), doc.otherRecords());
        for (int round = 1; round <= 2; round++) {
            List<SwissPlayer> a = SwissRequests.forRound(withRecords, round).players();
            List<SwissPlayer> b = SwissRequests.forRound(doc, round, true).players();
            for (int i = 0; i < a.size(); i++) {
                for (int r = 1; r <= 5; r++) {
                    assertEquals(b.get(i).acceleration(r), a.get(i).acceleration(r), "player " + (i + 1) + " round " + r);
                }
            }
        }
        // and they survive the TRF export
        TrfDocument reread = TrfReader.read(TrfWriter.write(withRecords), "baku.trf");
        assertEquals(records, reread.accelerations());
    }

    @Test
    void aRoundInProgressExportedWithBlankResultsReadsBackAndRepairsTheSame() {
        TrfDocument doc = afterRoundOne();
        PairingEngine.PairedRound r2 = engine.pair(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of()));
        // write round 2 as the application exports it: opponents and colours, results blank
        StringBuilder t = new StringBuilder();
        for (String l : TrfWriter.write(doc).split("\n")) {
            if (l.startsWith("001")) {
                int id = Integer.parseInt(l.substring(4, 8).strip());
                String entry = "  0000 - U";
                for (Pair b : r2.boards()) {
                    if (b.white() == id) {
                        entry = String.format("  %4d w  ", b.black());
                    } else if (b.black() == id) {
                        entry = String.format("  %4d b  ", b.white());
                    }
                }
                l = String.format("%-99s", l).substring(0, 99) + entry;
            }
            t.append(l).append('\n');
        }
        TrfDocument inProgress = TrfReader.read(t.toString(), "in-progress.trf");
        assertEquals(3, SwissRequests.nextRound(inProgress.tournament()));
        RoundPairing again = DutchPairer.pair(SwissRequests.forRound(inProgress, 2));
        assertEquals(r2.boards(), again.boards().stream().map(b -> new Pair(b.white(), b.black())).toList());
        // a blank result against a decided one is still an error
        StringBuilder broken = new StringBuilder();
        for (String l : t.toString().split("\\n")) {
            if (l.startsWith("001    1 ")) {
                l = l.substring(0, 108) + "1";
            }
            broken.append(l).append('\n');
        }
        assertThrows(org.hakem.trf.TrfFormatException.class, () -> TrfReader.read(broken.toString(), "broken.trf"));
    }

    @Test
    void anFmjdEventIsPairedByTheFmjdEngineThroughTheSameSeam() {
        TrfDocument doc = afterRoundOne();
        PairingEngine.PairedRound got = engine.pair(new PairingEngine.Request(doc, 2, EventSystem.SWISS, false, Set.of(),
                org.hakem.pairing.SwissSystem.FMJD));
        RoundPairing fmjd = org.hakem.pairing.fmjd.FmjdPairer.pair(SwissRequests.forRound(doc, 2));
        assertEquals(fmjd.boards(), got.boards());
        assertEquals(fmjd.pairingAllocatedBye(), got.bye());
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9), everyone(got));
        // the bye goes to the lowest-ranked player of the lowest group (0 points: 3, 4 and 6, who lost)
        assertEquals(java.util.OptionalInt.of(6), got.bye());
    }

    @Test
    void theSwissSystemIsFixedOnceARoundIsPairedAndAnUnknownOneIsRefused() {
        EventDetails fmjd = new EventDetails("Open", null, null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0",
                "turkish", null, null, EventStatus.PLANNED, true, "none", "lot", "FMJD");
        TournamentEvent e = new TournamentEvent(fmjd);
        assertEquals(org.hakem.pairing.SwissSystem.FMJD, e.swissSystem());
        assertEquals("fmjd", e.details().swissSystem());
        InvalidEventException ex = assertThrows(InvalidEventException.class, () -> e.correct(new EventDetails("Open", null,
                null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "turkish", null, null, EventStatus.PLANNED,
                true, "none", "lot", "dutch"), true));
        assertTrue(ex.getMessage() != null);
        assertEquals(org.hakem.pairing.SwissSystem.FMJD, e.swissSystem());
        // null keeps it; before pairing it may change
        e.correct(new EventDetails("Open", null, null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "turkish",
                null, null, EventStatus.PLANNED, true, "none", "lot"), false);
        assertEquals(org.hakem.pairing.SwissSystem.FMJD, e.swissSystem());
        e.correct(new EventDetails("Open", null, null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "turkish",
                null, null, EventStatus.PLANNED, true, "none", "lot", "dutch"), false);
        assertEquals(org.hakem.pairing.SwissSystem.DUTCH, e.swissSystem());
        var errors = new EventDetails("Open", null, null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "turkish",
                null, null, EventStatus.PLANNED, true, "none", "lot", "monrad").normalised().validate();
        assertEquals("event.swiss-system.unknown", errors.get("swissSystem").code());
    }

    /**
     * FmjdPairerTest.COLOURS_OR_FLOATS, round 3 (reasoning there): off, 5, who floated down in round 2, stays in his
     * group (1-5, 2-3, 4-6); with colour relevance, colour preferences come before the repeated float and 5 floats
     * again (2-1, 3-5, 4-6); src/test/data/fmjd/colours-or-floats.trf.
     */
    @Test
    void anFmjdEventWithColourRelevanceIsPairedWithItThroughTheSeam() throws java.io.IOException {
        TrfDocument doc = TrfReader.read(org.hakem.testdata.TestData.of("fmjd", "colours-or-floats.trf"));
        PairingEngine.PairedRound off = engine.pair(new PairingEngine.Request(doc, 3, EventSystem.SWISS, false, Set.of(),
                org.hakem.pairing.SwissSystem.FMJD));
        assertEquals(List.of(new Pair(1, 5), new Pair(2, 3), new Pair(4, 6)), off.boards());
        PairingEngine.PairedRound on = engine.pair(new PairingEngine.Request(doc, 3, EventSystem.SWISS, false, Set.of(),
                org.hakem.pairing.SwissSystem.FMJD, org.hakem.pairing.FmjdOptions.COLOUR_RELEVANCE));
        assertEquals(List.of(new Pair(2, 1), new Pair(3, 5), new Pair(4, 6)), on.boards());
        assertTrue(on.bye().isEmpty());
        // the Dutch system has no such option: the seam refuses it as a round it cannot pair
        IllegalArgumentException dutch = assertThrows(IllegalArgumentException.class, () -> engine.pair(
                new PairingEngine.Request(doc, 3, EventSystem.SWISS, false, Set.of(), org.hakem.pairing.SwissSystem.DUTCH,
                        org.hakem.pairing.FmjdOptions.COLOUR_RELEVANCE)));
        assertTrue(dutch.getMessage().contains("option of the FMJD Swiss system"), dutch.getMessage());
    }
}
