package org.hakem.pairing;

import org.hakem.crosstable.Colour;

/**
 * A player's colour preference before the round (C.04.3 1.6–1.7 of the 2025 text, A.6 of 2017).
 *
 * @param colour           the colour wanted, {@link Colour#NONE} without preference (no game played yet)
 * @param strength         how strongly
 * @param colourDifference games with white minus games with black
 * @param history          colours of the games played, oldest first ({@code W}, {@code B}), unplayed rounds left out
 */
public record Preference(Colour colour, Strength strength, int colourDifference, String history) {

    /** Strength of a colour preference. */
    public enum Strength {
        /** No game played yet. */
        NONE,
        /** Colour difference 0: the other colour than in the last game. */
        MILD,
        /** Colour difference +1 or -1. */
        STRONG,
        /** Colour difference beyond ±1, or the same colour in the last two games played. */
        ABSOLUTE
    }

    /** E.g. {@code white (absolute, difference -2, history WBB)}, {@code no preference}. */
    public String text() {
        return reason().english();
    }

    /** The preference as a sentence's part, for every language. */
    public Reason reason() {
        if (strength == Strength.NONE) {
            return Reason.of("pref.none");
        }
        return Reason.of("pref", colour, Reason.of("strength." + strength.name()),
                (colourDifference > 0 ? "+" : "") + colourDifference, new Reason.Letters(history));
    }
}
