package org.hakem.event.interfaces.rest;

import java.util.List;
import org.hakem.event.domain.EventOfficials;

/**
 * An event's officials as printed on its rating report, crosstable, sheets and TRF (102, 112): {@code chiefArbiter},
 * {@code deputyArbiters} (in order) and {@code organiser}; people's names, not accounts (those are {@code /arbiters}).
 * The body of {@code PUT .../officials} is the same: it replaces all three (null or absent: none).
 */
public record OfficialsJson(String chiefArbiter, List<String> deputyArbiters, String organiser) {

    public static OfficialsJson of(EventOfficials o) {
        return new OfficialsJson(o.chiefArbiter(), o.deputyArbiters(), o.organiser());
    }

    public EventOfficials officials() {
        return new EventOfficials(chiefArbiter, deputyArbiters, organiser);
    }
}
