package org.hakem.standings.team;

import java.util.List;
import java.util.Objects;

/**
 * One team tie-break, with its cuts: codes {@code MP}, {@code GP}, {@code SB}, {@code OSB}, {@code BH},
 * {@code BH/C1}, {@code DE}.
 *
 * @param kind   which tie-break
 * @param cutLow how many of the least significant contributions are left out (BH/Cn, SB/Cn)
 */
public record TeamTieBreak(Kind kind, int cutLow) {

    /** The team tie-breaks. */
    public enum Kind {
        /** Match points. */
        MP,
        /** Game points. */
        GP,
        /** Team Sonneborn-Berger (C.07 9.1 with the primary score): Σ opponent's score × own score against it. */
        SB,
        /**
         * Olympiad Sonneborn-Berger: Σ opponent's match points × own game points against it, the least
         * contribution left out.
         */
        OSB,
        /** Buchholz on match points (C.07 8.1), unplayed rounds as C.07 Article 16 says. */
        BH,
        /** Direct encounter (C.07 6) on the primary score. */
        DE
    }

    public TeamTieBreak {
        Objects.requireNonNull(kind, "kind");
        if (cutLow < 0) {
            throw new IllegalArgumentException("cut cannot be negative: " + cutLow);
        }
    }

    /**
     * Reads a code such as {@code MP}, {@code BH/C1}, {@code SB}.
     *
     * @throws IllegalArgumentException for an unknown code, naming the known ones
     */
    public static TeamTieBreak parse(String code) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Reads a comma-separated list. */
    public static List<TeamTieBreak> parseList(String codes) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The code, as {@link #parse} reads it. */
    public String code() {
        throw new UnsupportedOperationException("skeleton");
    }
}
