package org.hakem.standings;

/**
 * A kind of tie-break as the regulations name it ({@code BH}, {@code SB}, {@code MP}, ...), in the scope of the
 * events it ranks: individual players ({@link TieBreak.Kind}) or teams ({@link TeamTieBreak.Kind}). A kind says which
 * modifiers it takes, writes a tie-break's code and checks its cuts; {@link TieBreaks#registry()} holds the kinds of
 * both scopes and reads codes. The kinds are enums: their {@link #name()} is the code without modifier.
 */
public interface TieBreakKind {

    /** Whom a tie-break ranks. */
    enum Scope {
        /** The players of an individual event. */
        INDIVIDUAL("tie-break"),
        /** The teams of a team event. */
        TEAM("team tie-break");

        private final String noun;

        Scope(String noun) {
            this.noun = noun;
        }

        /** What a tie-break of this scope is called in messages: "tie-break", "team tie-break". */
        public String noun() {
            return noun;
        }
    }

    /** The modifiers of FIDE C.07 a kind takes. */
    enum Modifiers {
        /** None: the value as it is. */
        NONE,
        /** A cut, {@code /Cn}: the n least significant values left out. */
        CUT,
        /** A cut, {@code /Cn}, or a median, {@code /Mn}: the n least and the n most significant values left out. */
        CUT_OR_MEDIAN
    }

    /** The code without modifier, as the regulations write it ({@code BH}). */
    String name();

    /** Whom this tie-break ranks. */
    Scope scope();

    /** The modifiers it takes. */
    Modifiers modifiers();

    /** What it counts, in one English sentence (the pages take theirs from the message bundles). */
    String description();

    /** The cut it has without a modifier: 0, except the Olympiad Sonneborn-Berger's 1 ({@code OSB} is {@code OSB/C1}). */
    default int implicitCut() {
        return 0;
    }

    /**
     * Why these cuts do not fit this kind, or null when they do.
     *
     * @param cutLow  how many least significant values are left out
     * @param cutHigh how many most significant values are left out (a median: as many as {@code cutLow})
     */
    default String misfit(int cutLow, int cutHigh) {
        if (cutLow < 0 || cutHigh < 0) {
            return "cuts cannot be negative";
        }
        if (cutHigh != 0 && cutHigh != cutLow) {
            return "a median cuts as many low values as high ones";
        }
        if (modifiers() == Modifiers.NONE && (cutLow != implicitCut() || cutHigh > 0)) {
            return name() + " takes no cut";
        }
        if (modifiers() == Modifiers.CUT && cutHigh > 0) {
            return name() + " takes only a cut, /C1 .. /C9, not a median";
        }
        return null;
    }

    /** Throws the {@link #misfit} of these cuts, if any. */
    default void checkCuts(int cutLow, int cutHigh) {
        String why = misfit(cutLow, cutHigh);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
    }

    /**
     * The code of this kind with these cuts, as {@link TieBreakRegistry#read} reads it: {@code BH}, {@code BH/C1},
     * {@code BH/M1}; the implicit cut is not written ({@code OSB}), another one is ({@code OSB/C0}).
     */
    default String code(int cutLow, int cutHigh) {
        if (cutHigh > 0) {
            return name() + "/M" + cutLow;
        }
        return cutLow == implicitCut() ? name() : name() + "/C" + cutLow;
    }
}
