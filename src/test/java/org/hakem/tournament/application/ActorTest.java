package org.hakem.tournament.application;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Who may change an event: an admin always, an arbiter when assigned or when no arbiter is assigned. */
class ActorTest {

    @Test
    void anAssignedArbiterOrAnyArbiterWhenNoneIsAssigned() {
        Actor ayse = new Actor("ayse", false);
        assertDoesNotThrow(() -> ayse.requireAssigned("İzmir Açık", null));
        assertDoesNotThrow(() -> ayse.requireAssigned("İzmir Açık", "mehmet, AYSE"));
        assertDoesNotThrow(() -> new Actor("root", true).requireAssigned("İzmir Açık", "mehmet"));
    }

    @Test
    void anArbiterNotAssignedIsRefusedNamingTheEventAndItsArbiters() {
        ForbiddenException e = assertThrows(ForbiddenException.class,
                () -> new Actor("ayse", false).requireAssigned("İzmir Açık", "mehmet,zeynep"));
        assertEquals("event.arbiter.not-assigned", e.problem().code());
        assertEquals(java.util.List.of("ayse", "İzmir Açık", "mehmet,zeynep"), e.problem().arguments());
    }
}
