package org.hakem.pairing.team;

import java.util.Objects;
import org.hakem.crosstable.Colour;

/**
 * A team's colour preference for its first board (C.04.6 Article 1.7): none, or White or Black, strong or not
 * (only type B has mild preferences; type A's are all {@code strong = true}).
 *
 * @param colour {@link Colour#NONE} for no preference
 * @param strong for type B: a strong preference (Article 1.7.2.1/2); type A's preferences are strong
 */
public record TeamColourPreference(Colour colour, boolean strong) {

    public static final TeamColourPreference NONE = new TeamColourPreference(Colour.NONE, false);

    public TeamColourPreference {
        Objects.requireNonNull(colour, "colour");
        if (colour == Colour.NONE && strong) {
            throw new IllegalArgumentException("no preference cannot be strong");
        }
    }

    public boolean any() {
        return colour != Colour.NONE;
    }

    /**
     * The preference of a team (C.04.6 Article 1.7).
     *
     * @param type               the event's preference type
     * @param colourDifference   matches had with White minus with Black (Article 1.6.2)
     * @param lastTwo            the colours of the last two matches played, most recent last (0 to 2 entries)
     * @param matchesPlayed      matches played so far
     * @param lastRound          true when pairing the last round of the event
     */
    public static TeamColourPreference of(ColourPreferenceType type, int colourDifference,
                                          java.util.List<Colour> lastTwo, int matchesPlayed, boolean lastRound) {
        throw new UnsupportedOperationException("skeleton");
    }
}
