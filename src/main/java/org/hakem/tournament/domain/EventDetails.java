package org.hakem.tournament.domain;

import org.hakem.event.domain.EventStatus;

import org.hakem.event.domain.EventBasics;
import org.hakem.event.domain.EventSettings;
import org.hakem.crosstable.PointSystem;
import java.time.LocalDate;
import org.hakem.platform.Problem;
import org.hakem.platform.TextField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.pairing.SwissSystem;

/**
 * The settings of a tournament as an arbiter gives them. Text fields are trimmed; {@link #validate()}
 * gives one message per wrong field.
 *
 * @param rounds      planned rounds; for a round robin 0 means "as many as the players need"; for a
 *                    match the number of games
 * @param scoring     {@code 2-1-0} (draughts, the default), {@code 1-0.5-0}, or custom win-draw-loss
 * @param tieBreaks   a preset ({@code turkish}, {@code fmjd}, {@code fide}, {@code fide-rr}) or codes
 * @param arbiters    user names of its arbiters besides the chief (accounts), comma-separated; null leaves them as
 *                    they are, blank takes them all (see {@link org.hakem.event.application.EventAccess})
 * @param publicEvent true when everyone may see it; a private tournament is seen by arbiters only
 * @param acceleration a Swiss tournament's acceleration: {@code none} (the default) or {@code baku}
 *                     (C.04.5.1); other systems ignore it
 * @param initialColour a Swiss tournament's initial colour (C.04.3, TRF XXC), the colour of the
 *                     highest-ranked player in round 1: {@code lot} (drawn when round 1 is paired, the
 *                     default), {@code white} or {@code black}; null leaves it as it is. It can be changed
 *                     only while no round is paired; other systems ignore it
 * @param swissSystem  a Swiss tournament's pairing system: {@code dutch} (FIDE Dutch, the default) or
 *                     {@code fmjd} (FMJD Swiss system); null keeps it as it is (Dutch for a new event). It can be
 *                     changed only while no round is paired; other systems ignore it
 * @param colourRelevance an FMJD Swiss tournament's "colour relevance for pairing" (the FMJD summary's option:
 *                     colour preferences may change who meets whom); null keeps it as it is (off for a new event),
 *                     and switching to the Dutch system without saying clears it. Only with the FMJD system; it can
 *                     be changed only while no round is paired
 * @param tieBreakRules the edition of FIDE's tie-break regulations its standings apply
 *                     ({@link org.hakem.event.domain.EventTieBreakRules}): {@code auto} (by the start date),
 *                     {@code 2024} or {@code 2026}; null keeps it as it is ({@code auto} for a new event)
 */
public record EventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                           EventSystem system, Integer rounds, Boolean swapLastTwo, String scoring, String tieBreaks,
                           String timeControl, String arbiters, EventStatus status, Boolean publicEvent,
                           String acceleration, String initialColour, String swissSystem, Boolean colourRelevance,
                           String tieBreakRules) implements EventSettings {

    /** Settings that leave the tie-break regulations as they are. */
    public EventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                        EventSystem system, Integer rounds, Boolean swapLastTwo, String scoring, String tieBreaks,
                        String timeControl, String arbiters, EventStatus status, Boolean publicEvent,
                        String acceleration, String initialColour, String swissSystem, Boolean colourRelevance) {
        this(name, place, startDate, endDate, variant, system, rounds, swapLastTwo, scoring, tieBreaks, timeControl,
                arbiters, status, publicEvent, acceleration, initialColour, swissSystem, colourRelevance, null);
    }

    /** Settings that leave colour relevance for pairing as it is. */
    public EventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                        EventSystem system, Integer rounds, Boolean swapLastTwo, String scoring, String tieBreaks,
                        String timeControl, String arbiters, EventStatus status, Boolean publicEvent,
                        String acceleration, String initialColour, String swissSystem) {
        this(name, place, startDate, endDate, variant, system, rounds, swapLastTwo, scoring, tieBreaks, timeControl,
                arbiters, status, publicEvent, acceleration, initialColour, swissSystem, null);
    }

    /** Settings that leave the Swiss system as it is. */
    public EventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                        EventSystem system, Integer rounds, Boolean swapLastTwo, String scoring, String tieBreaks,
                        String timeControl, String arbiters, EventStatus status, Boolean publicEvent,
                        String acceleration, String initialColour) {
        this(name, place, startDate, endDate, variant, system, rounds, swapLastTwo, scoring, tieBreaks, timeControl,
                arbiters, status, publicEvent, acceleration, initialColour, null);
    }

    /** The texts of {@link #initialColour()}. */
    public static final List<String> INITIAL_COLOURS = List.of("lot", "white", "black");

    /** Settings that leave the initial colour as it is. */
    public EventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                        EventSystem system, Integer rounds, Boolean swapLastTwo, String scoring, String tieBreaks,
                        String timeControl, String arbiters, EventStatus status, Boolean publicEvent,
                        String acceleration) {
        this(name, place, startDate, endDate, variant, system, rounds, swapLastTwo, scoring, tieBreaks, timeControl,
                arbiters, status, publicEvent, acceleration, null);
    }

    /** Settings without acceleration. */
    public EventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                        EventSystem system, Integer rounds, Boolean swapLastTwo, String scoring, String tieBreaks,
                        String timeControl, String arbiters, EventStatus status, Boolean publicEvent) {
        this(name, place, startDate, endDate, variant, system, rounds, swapLastTwo, scoring, tieBreaks, timeControl,
                arbiters, status, publicEvent, null);
    }

    @Override
    public EventBasics basics() {
        return new EventBasics(name, place, startDate, endDate, variant, rounds, arbiters, status, publicEvent,
                tieBreakRules);
    }

    public EventDetails normalised() {
        EventBasics b = basics().normalised();
        return new EventDetails(b.name(), b.place(), b.startDate(), b.endDate(), b.variant(),
                system == null ? EventSystem.ROUND_ROBIN : system, b.rounds(),
                swapLastTwo != null && swapLastTwo, scoring == null || scoring.isBlank() ? "2-1-0" : scoring.strip(),
                tieBreaks == null || tieBreaks.isBlank() ? "turkish" : tieBreaks.strip(), EventBasics.trim(timeControl),
                b.arbiters(), b.status(), b.publicEvent(),
                acceleration == null || acceleration.isBlank() ? "none" : acceleration.strip().toLowerCase(java.util.Locale.ROOT),
                initialColour == null || initialColour.isBlank() ? null : initialColour.strip().toLowerCase(java.util.Locale.ROOT),
                swissSystem == null || swissSystem.isBlank() ? null : swissSystem.strip().toLowerCase(java.util.Locale.ROOT),
                colourRelevance, b.tieBreakRules());
    }

    /** Messages per field; empty when the details are valid. Call on {@link #normalised()} details. */
    public Map<String, Problem> validate() {
        Map<String, Problem> e = new LinkedHashMap<>();
        basics().checkHead(e, system == EventSystem.MATCH ? Problem.of("event.rounds.match")
                : system == EventSystem.SWISS ? Problem.of("event.rounds.swiss") : null);
        try {
            Acceleration.parse(acceleration);
        } catch (IllegalArgumentException ex) {
            e.put("acceleration", Problem.of("event.acceleration.invalid", ex.getMessage()));
        }
        if (initialColour != null && !INITIAL_COLOURS.contains(initialColour)) {
            e.put("initialColour", Problem.of("event.initial-colour.unknown", initialColour));
        }
        if (swissSystem != null) {
            try {
                SwissSystem.parse(swissSystem);
            } catch (IllegalArgumentException ex) {
                e.put("swissSystem", Problem.of("event.swiss-system.unknown", swissSystem));
            }
        }
        try {
            PointSystem.parse(scoring);
        } catch (IllegalArgumentException ex) {
            e.put("scoring", Problem.of("event.scoring.invalid", ex.getMessage()));
        }
        try {
            TieBreakPresets.normalise(tieBreaks);
        } catch (IllegalArgumentException ex) {
            e.put("tieBreaks", Problem.of("event.tie-breaks.invalid", ex.getMessage()));
        }
        TextField.check(e, "timeControl", timeControl, 100);
        basics().checkTail(e);
        return e;
    }
}
