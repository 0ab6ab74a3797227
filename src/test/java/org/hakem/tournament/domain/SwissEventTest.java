package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import org.hakem.event.domain.EventStatus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.hakem.pairing.Pair;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.SwissPlayer;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.ResultCode;
import org.hakem.trf.TrfBye;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfWriter;
import org.junit.jupiter.api.Test;
import org.hakem.event.domain.BoardResult;

/** The Swiss parts of the tournament aggregate and its TRF mapping, without a database. */
class SwissEventTest {

    static long ids = 1;

    static void setId(Object o, long id) throws Exception {
        Field f = org.hakem.IdField.of(o);
        f.setAccessible(true);
        f.set(o, id);
    }

    static TournamentEvent event(EventSystem system, int players, String acceleration) throws Exception {
        TournamentEvent e = new TournamentEvent(new EventDetails("Test", null, null, null, "turkish", system, 5, false,
                "2-1-0", "fmjd", null, null, EventStatus.PLANNED, true, acceleration));
        setId(e, ids++);
        for (int i = 1; i <= players; i++) {
            Player p = new Player(new PlayerDetails("Oyuncu " + i, "TUR", null, 2300 - 10 * i, null, null, null, null));
            setId(p, ids++);
            Entry entry = e.enter(p, 0);
            setId(entry, ids++);
        }
        return e;
    }

    static Entry no(TournamentEvent e, int startNumber) {
        return e.entryByNumber(startNumber).orElseThrow();
    }

    @Test
    void byesAreAskedForSwissRoundsNotPairedYet() throws Exception {
        TournamentEvent rr = event(EventSystem.ROUND_ROBIN, 4, null);
        assertThrows(InvalidEventException.class, () -> rr.requestBye(no(rr, 1), 2, ByeRequest.Kind.HALF, 0));
        TournamentEvent e = event(EventSystem.SWISS, 6, null);
        InvalidEventException paired = assertThrows(InvalidEventException.class,
                () -> e.requestBye(no(e, 1), 2, ByeRequest.Kind.HALF, 2));
        assertTrue(paired.fieldErrors().get("round").contains("already paired"), paired.fieldErrors().toString());
        assertThrows(InvalidEventException.class, () -> e.requestBye(no(e, 1), 6, ByeRequest.Kind.HALF, 0));
        e.requestBye(no(e, 3), 2, ByeRequest.Kind.HALF, 0);
        e.requestBye(no(e, 3), 2, ByeRequest.Kind.ZERO, 0);
        e.requestBye(no(e, 5), 2, ByeRequest.Kind.ZERO, 0);
        e.requestBye(no(e, 1), 4, ByeRequest.Kind.HALF, 0);
        assertEquals(3, e.byeRequests().size(), "asking again for round 2 changed the kind");
        assertEquals(ByeRequest.Kind.ZERO, e.byeRequests().get(0).kind());
        assertThrows(InvalidEventException.class, () -> ByeRequest.Kind.parse("double"));

        // in the TRF: 240 records for the rounds after the ones recorded, grouped by round and kind
        TrfDocument doc = ModelMapper.trf(e, List.of(), 0);
        assertEquals(List.of(new TrfBye('Z', 2, List.of(3, 5)), new TrfBye('H', 4, List.of(1))), doc.byes());
        TrfDocument later = ModelMapper.trf(e, List.of(), 3);
        assertEquals(List.of(new TrfBye('H', 4, List.of(1))), later.byes());
        assertTrue(TrfWriter.write(doc).contains("240 Z 002    3    5"), TrfWriter.write(doc));
        assertTrue(e.cancelBye(no(e, 1), 4, 0));
        assertEquals(2, e.byeRequests().size());
    }

    @Test
    void theSwissRequestOfTheEventHoldsItsInitialColourAccelerationAndAbsences() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 8, "baku");
        assertEquals(Acceleration.BAKU, e.acceleration());
        assertEquals(Optional.empty(), e.initialColour());
        assertEquals(Optional.empty(), ModelMapper.trf(e, List.of(), 0).tournament().initialColour(),
                "not drawn yet: left out, as TRF does without XXC");
        assertTrue(e.fixInitialColour(Colour.BLACK));
        assertTrue(!e.fixInitialColour(Colour.WHITE), "fixed once");
        assertEquals(Optional.of(Colour.BLACK), e.initialColour());

        // round 1 played by 1..6 (7 and 8 absent: late or withdrawn)
        List<EventRound.PlannedBoard> boards = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            boards.add(new EventRound.PlannedBoard(no(e, i), no(e, i + 3), BoardResult.WHITE_WINS));
        }
        EventRound r1 = new EventRound(e, 1, boards);
        TrfDocument doc = ModelMapper.trf(e, List.of(r1), 1);
        assertEquals(Optional.of(Colour.BLACK), doc.tournament().initialColour());
        assertEquals(ResultCode.ZERO_POINT_BYE, doc.tournament().player(7).round(1).result(),
                "absent from a recorded round: written as a zero-point bye");
        assertEquals(2, doc.accelerations().size(), "Baku as 250 records");
        TrfDocument reread = TrfReader.read(TrfWriter.write(doc), "export.trf");
        PairingRequest req = SwissPairing.pairingRequest(new PairingEngine.Request(reread, 2, EventSystem.SWISS, false,
                java.util.Set.of(8)));
        assertEquals(Colour.BLACK, req.initialColour());
        SwissPlayer seven = req.players().get(6);
        SwissPlayer eight = req.players().get(7);
        assertTrue(seven.available() && !eight.available());
        assertEquals(20, req.players().get(0).acceleration(2), "group A (2·⌈8/4⌉ = 4) gets a win in round 2");
        assertEquals(0, req.players().get(4).acceleration(2));
    }

    static EventDetails swissSettings(String name, String initialColour) {
        return new EventDetails(name, null, null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "fmjd", null,
                null, EventStatus.PLANNED, true, null, initialColour);
    }

    @Test
    void theArbiterChoosesTheInitialColourUntilARoundIsPaired() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 8, null);
        assertEquals("lot", e.details().initialColour(), "by lot unless chosen");
        assertTrue(e.chooseInitialColour(Colour.WHITE, false));
        assertEquals(Optional.of(Colour.WHITE), e.initialColour());
        assertTrue(e.initialColourChosen());
        assertEquals("white", e.details().initialColour());
        assertFalse(e.fixInitialColour(Colour.BLACK), "the lot does not override the arbiter's choice");
        assertEquals(Optional.of(Colour.WHITE), e.initialColour());
        assertTrue(e.chooseInitialColour(null, false), "cleared back to by lot");
        assertEquals(Optional.empty(), e.initialColour());
        assertFalse(e.initialColourChosen());

        // through the settings: null leaves it, lot/white/black set it, anything else is refused
        e.correct(swissSettings("Test", "Black"), false);
        assertEquals(Optional.of(Colour.BLACK), e.initialColour());
        e.correct(swissSettings("Test", null), false);
        assertEquals(Optional.of(Colour.BLACK), e.initialColour(), "null leaves it unchanged");
        InvalidEventException red = assertThrows(InvalidEventException.class,
                () -> e.correct(swissSettings("Test", "red"), false));
        assertEquals("'red' must be lot, white or black", red.fieldErrors().get("initialColour"));

        // once a round is paired it is fixed: saving the same choice is fine, another one is refused
        // and leaves every setting as it was
        e.correct(swissSettings("Test", "black"), true);
        for (String other : List.of("white", "lot")) {
            InvalidEventException fixed = assertThrows(InvalidEventException.class,
                    () -> e.correct(swissSettings("Renamed", other), true));
            assertEquals("cannot change once a round is paired: it is black (chosen by the arbiter)",
                    fixed.fieldErrors().get("initialColour"));
        }
        assertEquals("Test", e.name());
        assertEquals(Optional.of(Colour.BLACK), e.initialColour());
        assertTrue(e.initialColourChosen());
    }

    @Test
    void aColourDrawnByLotStaysWhenTheSettingsAreSaved() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 8, null);
        e.correct(swissSettings("Test", "lot"), false);
        assertEquals(Optional.empty(), e.initialColour());
        assertTrue(e.fixInitialColour(Colour.WHITE), "drawn by lot at round 1");
        e.correct(swissSettings("Test", "lot"), true);
        e.correct(swissSettings("Test", "white"), true);
        assertEquals(Optional.of(Colour.WHITE), e.initialColour());
        assertFalse(e.initialColourChosen());
        assertEquals("lot", e.details().initialColour());
        InvalidEventException fixed = assertThrows(InvalidEventException.class,
                () -> e.correct(swissSettings("Test", "black"), true));
        assertEquals("cannot change once a round is paired: it is white (drawn by lot or read from round 1)",
                fixed.fieldErrors().get("initialColour"));
    }

    @Test
    void roundOneByTheEngineGivesTheHighestRankedPlayerTheChosenColour() throws Exception {
        for (Colour chosen : List.of(Colour.WHITE, Colour.BLACK)) {
            TournamentEvent e = event(EventSystem.SWISS, 8, null);
            e.correct(swissSettings("Test", chosen.name().toLowerCase(java.util.Locale.ROOT)), false);
            TrfDocument doc = ModelMapper.trf(e, List.of(), 0);
            assertTrue(TrfWriter.write(doc).contains("XXC " + chosen.name().toLowerCase(java.util.Locale.ROOT) + "1"),
                    TrfWriter.write(doc));
            PairingEngine.PairedRound r1 = new SwissPairing().pair(new PairingEngine.Request(doc, 1, EventSystem.SWISS,
                    false, Set.of()));
            // 8 players: 1-5, 2-6, 3-7, 4-8; the odd ranks get the initial colour, the even ones the other
            for (Pair b : r1.boards()) {
                int top = Math.min(b.white(), b.black());
                Colour topColour = top == b.white() ? Colour.WHITE : Colour.BLACK;
                assertEquals(top % 2 == 1 ? chosen : chosen.opposite(), topColour, chosen + ": " + r1.boards());
                assertEquals(top + 4, Math.max(b.white(), b.black()));
            }
            assertEquals(4, r1.boards().size());
        }
    }
}
