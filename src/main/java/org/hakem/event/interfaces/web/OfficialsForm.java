package org.hakem.event.interfaces.web;

import org.hakem.event.domain.EventOfficials;
import org.hakem.platform.web.Page;

/**
 * The officials form ({@code views/event/officials-form.xhtml}) as posted to the management page of every kind of
 * event with {@code action=officials}: the chief arbiter, the deputies one a line, the organiser.
 */
public final class OfficialsForm {

    private OfficialsForm() {
    }

    /** The officials the form posted. */
    public static EventOfficials read(Page page) {
        return new EventOfficials(page.param("chiefArbiter"), EventOfficials.lines(page.param("deputyArbiters")),
                page.param("organiser"));
    }
}
