package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import org.hakem.event.domain.EventStatus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.FmjdOptions;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfWriter;
import org.junit.jupiter.api.Test;

/**
 * The event setting "colour relevance for pairing" (FMJD Swiss system, #17): only with the FMJD system, fixed once a
 * round is paired, cleared when the event is switched to the Dutch system, and written to and read from TRF 092.
 */
class ColourRelevanceSettingTest {

    static EventDetails swiss(String name, String swissSystem, Boolean colourRelevance) {
        return new EventDetails(name, null, null, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "fmjd", null,
                null, EventStatus.PLANNED, true, "none", null, swissSystem, colourRelevance);
    }

    @Test
    void aNewEventHasItOffAndAnFmjdEventMayTurnItOn() {
        TournamentEvent dutch = new TournamentEvent(swiss("Open", null, null));
        assertFalse(dutch.colourRelevance());
        assertEquals(FmjdOptions.DEFAULT, dutch.fmjdOptions());
        TournamentEvent fmjd = new TournamentEvent(swiss("Open", "fmjd", null));
        assertFalse(fmjd.colourRelevance(), "off unless asked: the FMJD summary's basic system");
        assertEquals(Boolean.FALSE, fmjd.details().colourRelevance());
        TournamentEvent on = new TournamentEvent(swiss("Open", "fmjd", true));
        assertTrue(on.colourRelevance());
        assertEquals(FmjdOptions.COLOUR_RELEVANCE, on.fmjdOptions());
        assertEquals(Boolean.TRUE, on.details().colourRelevance(), "the settings form and JSON read it back");
        // null keeps it, false turns it off
        on.correct(swiss("Renamed", "fmjd", null), false);
        assertTrue(on.colourRelevance());
        assertEquals("Renamed", on.name());
        on.correct(swiss("Renamed", null, false), false);
        assertFalse(on.colourRelevance());
    }

    @Test
    void onADutchEventItIsRefusedWithItsOwnProblemAndNothingChanges() {
        TournamentEvent dutch = new TournamentEvent(swiss("Open", "dutch", null));
        InvalidEventException ex = assertThrows(InvalidEventException.class,
                () -> dutch.correct(swiss("Renamed", null, true), false));
        assertEquals("event.colour-relevance.fmjd-only", ex.codes().get("colourRelevance"));
        assertEquals("colour relevance for pairing is an option of the FMJD Swiss system: choose swissSystem fmjd,"
                + " or leave it off", ex.fieldErrors().get("colourRelevance"));
        assertEquals("Open", dutch.name(), "a refusal leaves every setting as it was");
        assertFalse(dutch.colourRelevance());
        assertThrows(InvalidEventException.class, () -> new TournamentEvent(swiss("Open", "dutch", true)));
        // off is always allowed
        dutch.correct(swiss("Open", "dutch", false), false);
        assertFalse(dutch.colourRelevance());
    }

    @Test
    void switchingToTheDutchSystemClearsItUnlessItIsAskedFor() {
        TournamentEvent e = new TournamentEvent(swiss("Open", "fmjd", true));
        InvalidEventException asked = assertThrows(InvalidEventException.class,
                () -> e.correct(swiss("Open", "dutch", true), false));
        assertEquals("event.colour-relevance.fmjd-only", asked.codes().get("colourRelevance"));
        assertEquals(SwissSystem.FMJD, e.swissSystem());
        assertTrue(e.colourRelevance());
        e.correct(swiss("Open", "dutch", null), false);
        assertEquals(SwissSystem.DUTCH, e.swissSystem());
        assertFalse(e.colourRelevance(), "cleared: the Dutch system has no such option");
        // back to FMJD: it stays off until asked for again
        e.correct(swiss("Open", "fmjd", null), false);
        assertFalse(e.colourRelevance());
    }

    @Test
    void itIsFixedOnceARoundIsPaired() {
        TournamentEvent e = new TournamentEvent(swiss("Open", "fmjd", true));
        e.correct(swiss("Open", "fmjd", true), true);
        e.correct(swiss("Open", null, null), true);
        assertTrue(e.colourRelevance(), "saving the same value, or none, is fine once paired");
        InvalidEventException off = assertThrows(InvalidEventException.class,
                () -> e.correct(swiss("Renamed", "fmjd", false), true));
        assertEquals("event.paired.fixed", off.codes().get("colourRelevance"));
        assertEquals("Open", e.name());
        assertTrue(e.colourRelevance());
        TournamentEvent plain = new TournamentEvent(swiss("Open", "fmjd", false));
        InvalidEventException on = assertThrows(InvalidEventException.class,
                () -> plain.correct(swiss("Open", "fmjd", true), true));
        assertEquals("event.paired.fixed", on.codes().get("colourRelevance"));
        assertFalse(plain.colourRelevance());
    }

    @Test
    void theTrfExportSaysItIn092AndReadingItBackTurnsItOn() throws Exception {
        for (boolean relevance : List.of(true, false)) {
            TournamentEvent e = new TournamentEvent(swiss("Open", "fmjd", relevance));
            SwissEventTest.setId(e, 900);
            for (int i = 1; i <= 4; i++) {
                Player p = new Player(new PlayerDetails("Oyuncu " + i, "TUR", null, 2300 - 10 * i, null, null, null, null));
                SwissEventTest.setId(p, 900 + i);
                SwissEventTest.setId(e.enter(p, 0), 910 + i);
            }
            String text = TrfWriter.write(ModelMapper.trf(e, List.of(), 0));
            assertTrue(text.contains(relevance ? "\n092 Swiss FMJD, colour relevance\n" : "\n092 Swiss FMJD\n"), text);
            TrfDocument back = TrfReader.read(text, "export.trf");
            assertEquals(SwissSystem.FMJD, SwissSystem.fromTrf(back.tournament().systemName()).orElseThrow());
            assertEquals(relevance, FmjdOptions.fromTrf(back.tournament().systemName()).colourRelevance());
        }
    }
}
