package org.hakem.tournament.domain;

import java.util.Locale;

/** Acceleration of a Swiss tournament's first rounds (FIDE C.04.5): fictitious points for pairing only. */
public enum Acceleration {
    /** No acceleration. */
    NONE,
    /**
     * Baku acceleration (C.04.5.1): the first 2·⌈N/4⌉ players get a win's worth of points in the first
     * half (rounded up) of the accelerated rounds, a draw's worth in the others; the accelerated rounds
     * are the first half (rounded up) of the tournament.
     */
    BAKU;

    /** Reads {@code none} (or blank) and {@code baku}. */
    public static Acceleration parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "", "none", "no" -> NONE;
            case "baku" -> BAKU;
            default -> throw new IllegalArgumentException("acceleration '" + text + "' must be none or baku");
        };
    }

    /** {@code none}, {@code baku}. */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}
