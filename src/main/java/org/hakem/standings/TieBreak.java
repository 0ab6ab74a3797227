package org.hakem.standings;

import java.util.List;

import org.hakem.standings.TieBreakKind.Modifiers;
import org.hakem.standings.TieBreakKind.Scope;

/**
 * One tie-break of an individual event with its modifiers, written as in the FIDE regulations: {@code BH},
 * {@code BH/C1} (cut the least significant value), {@code BH/C2}, {@code BH/M1} (median: cut the least and the most
 * significant value), {@code SB}, {@code DE}, {@code WIN}, ... Codes are read by {@link TieBreaks#registry()}.
 *
 * @param kind    what is computed
 * @param cutLow  how many least significant values are left out
 * @param cutHigh how many most significant values are left out
 */
public record TieBreak(Kind kind, int cutLow, int cutHigh) implements TieBreakDefinition {

    /** The tie-breaks of individual events, declared with the modifiers they take and what they count. */
    public enum Kind implements TieBreakKind {
        /** Points. */
        PTS(Modifiers.NONE, "Points."),
        /** Buchholz: sum of the opponents' scores. */
        BH(Modifiers.CUT_OR_MEDIAN, "Buchholz: sum of the opponents' scores."),
        /** Average of the Buchholz (BH) of the opponents met over the board, to two decimals. */
        AOB(Modifiers.NONE, "Average of the Buchholz of the opponents met over the board."),
        /** Sonneborn-Berger: sum of opponents' scores times the points scored against them. */
        SB(Modifiers.CUT_OR_MEDIAN, "Sonneborn-Berger: sum of the opponents' scores times the points scored against them."),
        /** Direct encounter among tied players; the value is the place within the tied group (0: not split). */
        DE(Modifiers.NONE, "Direct encounter: the place among the tied players by their games against each other."),
        /** Rounds won with or without playing (every round that gave the points of a win). */
        WIN(Modifiers.NONE, "Rounds won, with or without playing."),
        /** Games won over the board. */
        WON(Modifiers.NONE, "Games won over the board."),
        /** Games played with black. */
        BPG(Modifiers.NONE, "Games played with black."),
        /** Games won with black over the board. */
        BWG(Modifiers.NONE, "Games won with black over the board."),
        /** Rounds one elected to play: games played plus rounds that gave the points of a win. */
        REP(Modifiers.NONE, "Rounds elected to play: games played plus rounds that gave the points of a win."),
        /** Average rating of the opponents met over the board (unrated ones left out), rounded. */
        ARO(Modifiers.CUT_OR_MEDIAN, "Average rating of the opponents met over the board."),
        /** Tournament performance rating: ARO plus the rating difference of the score percentage. */
        TPR(Modifiers.NONE, "Tournament performance rating: ARO plus the rating difference of the score percentage."),
        /** Progressive score: sum of the scores after each round; a cut leaves out the first rounds. */
        PS(Modifiers.CUT, "Progressive score: sum of the scores after each round; a cut leaves out the first rounds."),
        /** Koya: points scored against opponents who scored at least half of the maximum. */
        KS(Modifiers.NONE, "Koya: points scored against the opponents who scored at least half of the maximum.");

        private final Modifiers modifiers;
        private final String description;

        Kind(Modifiers modifiers, String description) {
            this.modifiers = modifiers;
            this.description = description;
        }

        @Override
        public Scope scope() {
            return Scope.INDIVIDUAL;
        }

        @Override
        public Modifiers modifiers() {
            return modifiers;
        }

        @Override
        public String description() {
            return description;
        }
    }

    public TieBreak {
        kind.checkCuts(cutLow, cutHigh);
    }

    public static TieBreak of(Kind kind) {
        return new TieBreak(kind, 0, 0);
    }

    /**
     * Parses a code such as {@code BH}, {@code BH/C1}, {@code BH-C2}, {@code BH/M1}, {@code SB/C1}, {@code ARO}.
     *
     * @throws IllegalArgumentException naming the code and what was expected
     */
    public static TieBreak parse(String code) {
        return TieBreaks.registry().read(Scope.INDIVIDUAL, code, TieBreak::made);
    }

    /** Parses a list separated by commas or blanks, such as {@code PTS,BH/C1,SB} (TRF 202/212 style). */
    public static List<TieBreak> parseList(String codes) {
        return TieBreaks.registry().readList(Scope.INDIVIDUAL, codes, TieBreak::made);
    }

    private static TieBreak made(TieBreakKind kind, int cutLow, int cutHigh) {
        return new TieBreak((Kind) kind, cutLow, cutHigh);
    }

    @Override
    public String toString() {
        return code();
    }
}
