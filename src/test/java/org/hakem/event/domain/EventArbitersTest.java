package org.hakem.event.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The panel of an event's arbiters: one chief at most, each name once, names compared as logins compare them. */
class EventArbitersTest {

    @Test
    void anEventWithoutArbitersIsNobodysButTheAdmins() {
        EventArbiters none = new EventArbiters(new ArrayList<>());
        assertTrue(none.isEmpty());
        assertNull(none.text(), "the JSON's arbiters stays null, as before for an event without arbiters");
        assertFalse(none.includes("ayse"));
        assertFalse(none.isChief("ayse"));
        assertEquals(Optional.empty(), none.chief());
    }

    @Test
    void theChiefComesFirstAndNamesCompareWithoutCaseOrTheDottedI() {
        EventArbiters a = new EventArbiters(new ArrayList<>());
        assertTrue(a.add("mehmet", "ayse"));
        assertEquals(Optional.empty(), a.appointChief("ayse", "ayse"));
        assertEquals(List.of("ayse", "mehmet"), a.names());
        assertEquals("ayse, mehmet", a.text());
        assertEquals(List.of("mehmet"), a.deputies());
        assertTrue(a.includes("MEHMET"));
        assertTrue(a.isChief("AYŞE".replace("Ş", "S")));
        assertFalse(a.isChief("mehmet"));
        assertFalse(a.add("Mehmet", "ayse"), "each name once");
        assertEquals(2, a.list().size());
        EventArbiters dotted = new EventArbiters(new ArrayList<>());
        dotted.add("ilker", "x");
        assertTrue(dotted.includes("İlker"));
        assertTrue(dotted.includes("ılker"), "the dotless i as the login compares it");
    }

    @Test
    void anotherChiefLeavesTheFormerOneAnArbiterAndRemovingTellsTheRole() {
        EventArbiters a = new EventArbiters(new ArrayList<>());
        a.appointChief("ayse", "ayse");
        a.add("mehmet", "ayse");
        assertEquals(Optional.of("ayse"), a.appointChief("mehmet", "ayse"));
        assertEquals(Optional.of("mehmet"), a.chief());
        assertTrue(a.includes("ayse"));
        assertFalse(a.isChief("ayse"));
        assertEquals(1, a.list().stream().filter(x -> x.role() == ArbiterRole.CHIEF).count());
        assertEquals(Optional.of(ArbiterRole.CHIEF), a.remove("Mehmet"));
        assertEquals(Optional.empty(), a.remove("zeynep"));
        assertEquals(List.of("ayse"), a.names());
        assertEquals(Optional.empty(), a.chief());
    }

    @Test
    void namesAreReadFromTheOldFieldsSeparators() {
        assertEquals(List.of("ayse", "mehmet", "zeynep"), EventArbiters.parse(" ayse, mehmet;zeynep  AYSE"));
        assertEquals(List.of(), EventArbiters.parse(""));
        assertEquals(List.of(), EventArbiters.parse(null));
    }
}
