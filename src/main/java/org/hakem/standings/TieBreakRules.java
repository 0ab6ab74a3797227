package org.hakem.standings;

import java.time.LocalDate;
import java.util.Locale;

/**
 * The edition of FIDE's tie-break regulations (Handbook C.07) whose Article 16 values the unplayed rounds of a
 * Swiss in Buchholz-type and Sonneborn-Berger tie-breaks. Individual and team standings follow the same edition.
 *
 * <ul>
 * <li>{@link #FIDE_2024}: the regulations applied from 1 April 2024 (and 1 August 2024): each unplayed round counts
 *     as a game against a dummy opponent with the player's own final score.</li>
 * <li>{@link #FIDE_2026}: the regulations approved by the FIDE Council on 02/02/2026, applied from 1 March 2026
 *     (Article 16.4): the dummy's score is the lower of the player's own score and, for a forfeit, the
 *     opponent's adjusted score (16.4.1); for a round without opponent, the score of a draw in every round
 *     (16.4.2).</li>
 * </ul>
 *
 * <p>An event without a choice follows {@link #forStartDate}: 2026 for events starting on or after 2026-03-01 and
 * for events without a start date (as FIDE's own tie-break program does), 2024 before.
 */
public enum TieBreakRules {

    FIDE_2024("2024"),
    FIDE_2026("2026");

    /** The day the 2026 regulations were first applied. */
    public static final LocalDate IN_FORCE_2026 = LocalDate.of(2026, 3, 1);

    private final String code;

    TieBreakRules(String code) {
        this.code = code;
    }

    /** The year that names the edition: {@code 2024} or {@code 2026}. */
    public String code() {
        return code;
    }

    /** The edition in force on an event's start date; an event without a date takes the one in force now (2026). */
    public static TieBreakRules forStartDate(LocalDate start) {
        return start == null || !start.isBefore(IN_FORCE_2026) ? FIDE_2026 : FIDE_2024;
    }

    /** The edition an event applies: its own choice, else the one its start date gives. */
    public static TieBreakRules effective(TieBreakRules chosen, LocalDate start) {
        return chosen != null ? chosen : forStartDate(start);
    }

    /**
     * Reads {@code 2024}, {@code 2026} or the constant's name ({@code FIDE_2026}), case-insensitive.
     *
     * @throws IllegalArgumentException for anything else, naming the accepted values
     */
    public static TieBreakRules parse(String s) {
        String t = s == null ? "" : s.trim().toUpperCase(Locale.ROOT);
        for (TieBreakRules r : values()) {
            if (r.code.equals(t) || r.name().equals(t)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown tie-break regulations '" + s + "': expected 2024 or 2026");
    }
}
