package org.hakem.crosstable.team;

import org.hakem.crosstable.PointSystem;

/**
 * Match points for a match won, drawn or lost (TRF-2026 record 362: {@code TW}, {@code TD}, {@code TL}); a match is
 * won by the team with more game points.
 *
 * @param win  a match won (over the board or by forfeit)
 * @param draw a match drawn
 * @param loss a match lost
 */
public record MatchPoints(double win, double draw, double loss) {

    /** 2 - 1 - 0, the default of TRF record 362 and of most leagues. */
    public static final MatchPoints DEFAULT = new MatchPoints(2.0, 1.0, 0.0);

    public MatchPoints {
        if (Double.isNaN(win) || Double.isNaN(draw) || Double.isNaN(loss) || !(win >= draw && draw >= loss && loss >= 0)) {
            throw new IllegalArgumentException("match points must satisfy win ≥ draw ≥ loss ≥ 0, not "
                    + win + "-" + draw + "-" + loss);
        }
    }

    /**
     * Reads {@code 2-1-0}, {@code 3-1-0} (also the empty text: 2-1-0).
     *
     * @throws IllegalArgumentException when the text is not three numbers win ≥ draw ≥ loss ≥ 0
     */
    public static MatchPoints parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return DEFAULT;
        }
        String[] parts = t.replace(',', '.').split("[-/ ]+");
        try {
            if (parts.length != 3) {
                throw new NumberFormatException();
            }
            return new MatchPoints(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("match points '" + text
                    + "' must be win-draw-loss points such as 2-1-0 or 3-1-0");
        }
    }

    /** {@code 2-1-0}, as {@link #parse} reads it. */
    public String text() {
        return PointSystem.decimal(win).toPlainString() + "-" + PointSystem.decimal(draw).toPlainString() + "-"
                + PointSystem.decimal(loss).toPlainString();
    }

    /** The match points of a team that scored {@code own} game points against {@code opponent}'s. */
    public double of(double own, double opponent) {
        return own > opponent ? win : own < opponent ? loss : draw;
    }
}
