package org.hakem.event.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hakem.trf.TrfRecord;
import org.junit.jupiter.api.Test;

class EventOfficialsTest {

    @Test
    void namesAreTrimmedBlankOnesDroppedAndTheDeputiesKeepTheirOrder() {
        EventOfficials o = new EventOfficials("  IA Ayşe Kaya ", EventOfficials.lines("Can Işık\r\n\n  Gül Şen  \n"), " ");
        assertEquals("IA Ayşe Kaya", o.chiefArbiter());
        assertEquals(List.of("Can Işık", "Gül Şen"), o.deputyArbiters());
        assertNull(o.organiser());
        assertEquals("Can Işık\nGül Şen", o.deputyLines());
        assertEquals(o, new EventOfficials(o.chiefArbiter(), EventOfficials.lines(o.deputyLines()), null));
        assertTrue(new EventOfficials(null, null, "").isEmpty());
        assertNull(EventOfficials.NONE.deputyLines());
    }

    @Test
    void theTrfNamesTheChiefIn102AndTheDeputiesIn112() {
        EventOfficials o = new EventOfficials("IA Ayşe Kaya", List.of("Can Işık", "Gül Şen"), "Kulüp");
        assertEquals(List.of("102 IA Ayşe Kaya", "112 Can Işık, Gül Şen"),
                o.trfRecords("ali").stream().map(TrfRecord::text).toList());
        // without a chief's name the accounts stand in (as before), without deputies no 112
        assertEquals(List.of("102 ali, veli"), EventOfficials.NONE.trfRecords("ali, veli").stream().map(TrfRecord::text)
                .toList());
        assertEquals(List.of(), EventOfficials.NONE.trfRecords(null));
    }

    @Test
    void tooManyDeputiesTooLongOrMultiLineNamesAreRefusedByField() {
        List<String> eleven = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            eleven.add("d" + i);
        }
        InvalidEventException e = assertThrows(InvalidEventException.class,
                () -> new EventOfficials("x".repeat(201), eleven, "a\u0007b").checked());
        assertEquals("field.too-long", e.problems().get("chiefArbiter").code());
        assertEquals("event.officials.deputies", e.problems().get("deputyArbiters").code());
        assertEquals("field.no-control", e.problems().get("organiser").code());
    }
}
