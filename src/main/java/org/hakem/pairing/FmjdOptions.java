package org.hakem.pairing;

/**
 * The options of the FMJD Swiss system.
 *
 * @param colourRelevance "colour relevance for pairing" of the FMJD summary "Swiss System Based on Rating":
 *                        when true, the players' colour preferences may influence who meets whom (adjustment
 *                        criterion 2: grant the preference of the most players, after the number of games
 *                        inside the score groups and before the floats); when false (the summary's basic system,
 *                        {@link #DEFAULT}), colour preferences only decide the colours of each board once the
 *                        pairing is made. The colour limits (difference 2, three in a row) hold either way.
 */
public record FmjdOptions(boolean colourRelevance) {

    /** The summary's basic system: colour preferences decide the colours of a board, not the pairing. */
    public static final FmjdOptions DEFAULT = new FmjdOptions(false);

    /** Colour relevance for pairing on (the summary permits it). */
    public static final FmjdOptions COLOUR_RELEVANCE = new FmjdOptions(true);

    /**
     * The option as a TRF record 092 states it: on when the text mentions "colour relevance" (or "color
     * relevance"), in any case, as {@code 092 Swiss FMJD, colour relevance} does; off for anything else, so a
     * file that says only {@code Swiss FMJD} (or nothing) is paired by the basic system as before.
     */
    public static FmjdOptions fromTrf(String systemName) {
        if (systemName == null) {
            return DEFAULT;
        }
        String t = systemName.toLowerCase(java.util.Locale.ROOT).replaceAll("[\\s_-]+", " ");
        return t.contains("colour relevance") || t.contains("color relevance") ? COLOUR_RELEVANCE : DEFAULT;
    }

    /** How the explanation and the CLI name the option's value. */
    /** {@link #describe()} as a sentence's part, for every language. */
    public Reason reason() {
        return Reason.of(colourRelevance ? "fmjd.relevance.on" : "fmjd.relevance.off");
    }

    public String describe() {
        return "colour relevance for pairing: " + (colourRelevance ? "on" : "off (the summary's basic system)");
    }
}
