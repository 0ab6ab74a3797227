package org.hakem.event.domain;

import java.time.LocalDate;
import org.hakem.standings.TieBreakRules;

/** An event run by arbiters (a tournament, a team event): its name, its arbiters, its tie-break regulations. */
public interface ArbitratedEvent {

    String name();

    /** The event's arbiters; changes to it are the event's. */
    EventArbiters arbiterPanel();

    /** The first day, null when not given. */
    LocalDate startDate();

    /** The edition of the tie-break regulations the arbiter chose, null when the start date decides. */
    TieBreakRules chosenTieBreakRules();

    /**
     * The edition of the tie-break regulations the event's standings apply (individual and team alike): the
     * arbiter's choice, else the one in force on the start date (2026 from 2026-03-01 and without a date).
     */
    default TieBreakRules tieBreakRules() {
        return TieBreakRules.effective(chosenTieBreakRules(), startDate());
    }
}
