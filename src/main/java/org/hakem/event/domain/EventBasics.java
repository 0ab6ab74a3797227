package org.hakem.event.domain;

import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.TextField;
import org.hakem.rules.Variant;

/**
 * The settings every kind of event has, as an arbiter gives them: name, place, dates, variant, rounds, its arbiters,
 * status, public or private, and the edition of the tie-break regulations. The settings of a tournament and of a
 * team event ({@code EventDetails}, {@code TeamEventDetails}) hold these and their own; their checks and their
 * normalising of these fields are the ones here.
 *
 * @param rounds        planned rounds; for a round robin 0 means "as many as the entrants need"
 * @param arbiters      user names of its arbiters besides the chief, comma-separated; null leaves them as they are,
 *                      blank takes them all
 * @param tieBreakRules {@code auto}, {@code 2024} or {@code 2026} ({@link EventTieBreakRules}); null keeps it as it is
 */
public record EventBasics(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                          Integer rounds, String arbiters, EventStatus status, Boolean publicEvent,
                          String tieBreakRules) {

    /** The variant of an event that names none. */
    public static final String DEFAULT_VARIANT = "turkish";

    /** The longest list of arbiters' names the settings take. */
    private static final int ARBITERS_LENGTH = 400;

    /** The basics trimmed, with the defaults of a new event (Turkish draughts, planned, public). */
    public EventBasics normalised() {
        return new EventBasics(trim(name), trim(place), startDate, endDate,
                variant == null || variant.isBlank() ? DEFAULT_VARIANT : variant.strip().toLowerCase(Locale.ROOT),
                rounds == null ? 0 : rounds, arbiters == null ? null : String.join(", ", EventArbiters.parse(arbiters)),
                status == null ? EventStatus.PLANNED : status, publicEvent == null || publicEvent,
                EventTieBreakRules.normalise(tieBreakRules));
    }

    /**
     * Adds the problems of the fields that come first in a form (name, place, dates, variant, rounds). Call on
     * {@link #normalised()} basics.
     *
     * @param atLeastOneRound the problem when the event's system needs a round and none is set; null when 0 rounds is
     *                        allowed (a round robin)
     */
    public void checkHead(Map<String, Problem> e, Problem atLeastOneRound) {
        if (name == null || name.isEmpty()) {
            e.put("name", Problem.of("field.required"));
        }
        TextField.check(e, "name", name, 200);
        TextField.check(e, "place", place, 200);
        if (startDate != null && endDate != null && endDate.isBefore(startDate)) {
            e.put("endDate", Problem.of("event.end-date.before-start"));
        }
        if (Variant.byId(variant).isEmpty()) {
            e.put("variant", Problem.of("event.variant.unknown", String.join(", ", Variant.ids())));
        }
        if (rounds == null || rounds < 0 || rounds > 999) {
            e.put("rounds", Problem.of("field.range", 0, 999));
        } else if (atLeastOneRound != null && rounds < 1) {
            e.put("rounds", atLeastOneRound);
        }
    }

    /** Adds the problems of the fields that come last (the tie-break regulations, the arbiters). */
    public void checkTail(Map<String, Problem> e) {
        EventTieBreakRules.check(e, tieBreakRules);
        if (arbiters != null && arbiters.length() > ARBITERS_LENGTH) {
            e.put("arbiters", Problem.of("field.too-long", ARBITERS_LENGTH));
        }
    }

    /** A text field as the settings keep it: trimmed, null when blank. */
    public static String trim(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
