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
        if (type == ColourPreferenceType.NONE || matchesPlayed == 0) {
            return NONE;
        }
        int cd = colourDifference;
        boolean twoBlack = lastTwo.size() >= 2 && lastTwo.get(lastTwo.size() - 1) == Colour.BLACK
                && lastTwo.get(lastTwo.size() - 2) == Colour.BLACK;
        boolean twoWhite = lastTwo.size() >= 2 && lastTwo.get(lastTwo.size() - 1) == Colour.WHITE
                && lastTwo.get(lastTwo.size() - 2) == Colour.WHITE;
        // 1.7.1 (type A), and the strong preferences of 1.7.2.1/1.7.2.2 (type B): the same conditions
        if (cd < -1 || ((cd == 0 || cd == -1) && twoBlack)) {
            return new TeamColourPreference(Colour.WHITE, true);
        }
        if (cd > 1 || ((cd == 0 || cd == 1) && twoWhite)) {
            return new TeamColourPreference(Colour.BLACK, true);
        }
        if (type == ColourPreferenceType.TYPE_A) {
            return NONE;
        }
        // 1.7.2.3/1.7.2.4: mild preferences; none with CD 0 when the last round is paired (1.7.2.5)
        Colour last = lastTwo.isEmpty() ? Colour.NONE : lastTwo.get(lastTwo.size() - 1);
        if (cd == -1 || (cd == 0 && !lastRound && last == Colour.BLACK)) {
            return new TeamColourPreference(Colour.WHITE, false);
        }
        if (cd == 1 || (cd == 0 && !lastRound && last == Colour.WHITE)) {
            return new TeamColourPreference(Colour.BLACK, false);
        }
        return NONE;
    }
}
