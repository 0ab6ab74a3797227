package org.hakem.event.domain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.TextField;
import org.hakem.trf.TrfRecord;

/**
 * The officials of an event (individual and team alike) as printed on its rating report, crosstable, sheets and TRF:
 * the chief arbiter, the deputy arbiters and the organiser. People's names (with a title if the arbiter wants one,
 * "IA Ayşe Kaya"), not accounts: who may change the event is {@link EventArbiters}.
 *
 * @param chiefArbiter   null when not given
 * @param deputyArbiters in the order given, none blank
 * @param organiser      null when not given
 */
public record EventOfficials(String chiefArbiter, List<String> deputyArbiters, String organiser) {

    /** The longest name of one official. */
    public static final int NAME_LENGTH = 200;

    /** The most deputies an event names. */
    public static final int DEPUTIES = 10;

    public static final EventOfficials NONE = new EventOfficials(null, List.of(), null);

    public EventOfficials {
        chiefArbiter = EventBasics.trim(chiefArbiter);
        organiser = EventBasics.trim(organiser);
        List<String> d = new ArrayList<>();
        for (String s : deputyArbiters == null ? List.<String>of() : deputyArbiters) {
            String t = EventBasics.trim(s);
            if (t != null) {
                d.add(t);
            }
        }
        deputyArbiters = List.copyOf(d);
    }

    /** The deputies from a text of one name a line (a form's text area, the stored column); null or blank: none. */
    public static List<String> lines(String text) {
        return text == null ? List.of() : List.of(text.split("\\R"));
    }

    /** The deputies as one name a line; null when none (the stored column). */
    public String deputyLines() {
        return deputyArbiters.isEmpty() ? null : String.join("\n", deputyArbiters);
    }

    /** The deputies as one line, comma-separated; empty when none. */
    public String deputiesText() {
        return String.join(", ", deputyArbiters);
    }

    /** True when no official is named. */
    public boolean isEmpty() {
        return chiefArbiter == null && deputyArbiters.isEmpty() && organiser == null;
    }

    /** Refuses names that are too long or not one line, and more than {@link #DEPUTIES} deputies (400). */
    public EventOfficials checked() {
        Map<String, Problem> e = new LinkedHashMap<>();
        TextField.check(e, "chiefArbiter", chiefArbiter, NAME_LENGTH);
        for (String d : deputyArbiters) {
            TextField.check(e, "deputyArbiters", d, NAME_LENGTH);
        }
        if (deputyArbiters.size() > DEPUTIES) {
            e.put("deputyArbiters", Problem.of("event.officials.deputies", DEPUTIES));
        }
        TextField.check(e, "organiser", organiser, NAME_LENGTH);
        if (!e.isEmpty()) {
            throw new InvalidEventException(e);
        }
        return this;
    }

    /**
     * The TRF header records of the officials: {@code 102} the chief arbiter (else {@code accounts}, the event's
     * arbiters' user names as before, when given), {@code 112} the deputies, comma-separated.
     */
    public List<TrfRecord> trfRecords(String accounts) {
        List<TrfRecord> out = new ArrayList<>();
        String chief = chiefArbiter != null ? chiefArbiter : accounts;
        if (chief != null) {
            out.add(new TrfRecord("102", "102 " + chief.replace('\n', ' ')));
        }
        if (!deputyArbiters.isEmpty()) {
            out.add(new TrfRecord("112", "112 " + deputiesText()));
        }
        return out;
    }
}
