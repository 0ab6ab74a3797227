package org.hakem.event.application;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.hakem.event.domain.EventArbiters;
import org.hakem.platform.ForbiddenException;
import org.junit.jupiter.api.Test;

/** Who may change an event (its arbiters, admins) and who may give it (its chief, admins); nobody else. */
class EventAccessTest {

    private static EventArbiters izmir() {
        EventArbiters a = new EventArbiters(new ArrayList<>());
        a.appointChief("ayse", "ayse");
        a.add("mehmet", "ayse");
        return a;
    }

    @Test
    void theArbitersAndAdminsChangeAnEventAndNobodyElse() {
        assertDoesNotThrow(() -> EventAccess.requireArbiter("İzmir Açık", izmir(), "ayse", false));
        assertDoesNotThrow(() -> EventAccess.requireArbiter("İzmir Açık", izmir(), "MEHMET", false));
        assertDoesNotThrow(() -> EventAccess.requireArbiter("İzmir Açık", izmir(), "root", true));
        ForbiddenException e = assertThrows(ForbiddenException.class,
                () -> EventAccess.requireArbiter("İzmir Açık", izmir(), "zeynep", false));
        assertEquals("event.arbiter.not-yours", e.problem().code());
        assertEquals(List.of("zeynep", "İzmir Açık"), e.problem().arguments());
    }

    @Test
    void anEventWithoutArbitersIsTheAdminsOnly() {
        EventArbiters none = new EventArbiters(new ArrayList<>());
        assertThrows(ForbiddenException.class, () -> EventAccess.requireArbiter("Demo", none, "ayse", false));
        assertThrows(ForbiddenException.class, () -> EventAccess.requireChief("Demo", none, "ayse", false));
        assertDoesNotThrow(() -> EventAccess.requireArbiter("Demo", none, "root", true));
        assertDoesNotThrow(() -> EventAccess.requireChief("Demo", none, "root", true));
    }

    @Test
    void onlyTheChiefOrAnAdminGivesOrTakesTheEvent() {
        assertDoesNotThrow(() -> EventAccess.requireChief("İzmir Açık", izmir(), "Ayse", false));
        assertDoesNotThrow(() -> EventAccess.requireChief("İzmir Açık", izmir(), "root", true));
        ForbiddenException e = assertThrows(ForbiddenException.class,
                () -> EventAccess.requireChief("İzmir Açık", izmir(), "mehmet", false));
        assertEquals("event.arbiter.chief-only", e.problem().code());
        assertEquals(List.of("mehmet", "İzmir Açık", "ayse"), e.problem().arguments());
    }
}
