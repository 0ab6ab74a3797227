package org.hakem.standings;

import java.util.List;
import java.util.Objects;

import org.hakem.standings.TieBreakKind.Modifiers;
import org.hakem.standings.TieBreakKind.Scope;

/**
 * One team tie-break, with its cuts: codes {@code MP}, {@code GP}, {@code SB}, {@code OSB}, {@code BH},
 * {@code BH/C1}, {@code DE}. {@code OSB} is the Olympiad Sonneborn-Berger, which leaves out the least contribution
 * ({@code OSB/C0} keeps every one). Codes are read by {@link TieBreaks#registry()}; the team standings
 * ({@code org.hakem.standings.team}) compute them.
 *
 * @param kind   which tie-break
 * @param cutLow how many of the least significant contributions are left out (BH/Cn, SB/Cn, OSB/Cn)
 */
public record TeamTieBreak(Kind kind, int cutLow) implements TieBreakDefinition {

    /** The team tie-breaks, declared with the modifiers they take and what they count. */
    public enum Kind implements TieBreakKind {
        /** Match points. */
        MP(Modifiers.NONE, "Match points."),
        /** Game points. */
        GP(Modifiers.NONE, "Game points."),
        /** Team Sonneborn-Berger (C.07 9.1 with the primary score): Σ opponent's score × own score against it. */
        SB(Modifiers.CUT, "Team Sonneborn-Berger: sum of each opponent's score times the own score against it."),
        /**
         * Olympiad Sonneborn-Berger: Σ opponent's match points × own game points against it, the least
         * contribution left out.
         */
        OSB(Modifiers.CUT, 1, "Olympiad Sonneborn-Berger: sum of each opponent's match points times the own game"
                + " points against it, the least contribution left out."),
        /** Buchholz on match points (C.07 8.1), unplayed rounds as C.07 Article 16 says. */
        BH(Modifiers.CUT, "Buchholz: sum of the opponents' match points."),
        /** Direct encounter (C.07 6) on the primary score. */
        DE(Modifiers.NONE, "Direct encounter: the place among the tied teams by their matches against each other.");

        private final Modifiers modifiers;
        private final int implicitCut;
        private final String description;

        Kind(Modifiers modifiers, String description) {
            this(modifiers, 0, description);
        }

        Kind(Modifiers modifiers, int implicitCut, String description) {
            this.modifiers = modifiers;
            this.implicitCut = implicitCut;
            this.description = description;
        }

        @Override
        public Scope scope() {
            return Scope.TEAM;
        }

        @Override
        public Modifiers modifiers() {
            return modifiers;
        }

        @Override
        public int implicitCut() {
            return implicitCut;
        }

        @Override
        public String description() {
            return description;
        }
    }

    public TeamTieBreak {
        Objects.requireNonNull(kind, "kind");
        kind.checkCuts(cutLow, 0);
    }

    /**
     * Reads a code such as {@code MP}, {@code BH/C1}, {@code SB}.
     *
     * @throws IllegalArgumentException for an unknown code, naming the known ones
     */
    public static TeamTieBreak parse(String code) {
        return TieBreaks.registry().read(Scope.TEAM, code, TeamTieBreak::made);
    }

    /** Reads a list separated by commas (or blanks). */
    public static List<TeamTieBreak> parseList(String codes) {
        return TieBreaks.registry().readList(Scope.TEAM, codes, TeamTieBreak::made);
    }

    private static TeamTieBreak made(TieBreakKind kind, int cutLow, int cutHigh) {
        return new TeamTieBreak((Kind) kind, cutLow);
    }
}
