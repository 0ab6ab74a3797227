package org.hakem.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One tie-break with its modifiers, written as in the FIDE regulations: {@code BH}, {@code BH/C1} (cut
 * the least significant value), {@code BH/C2}, {@code BH/M1} (median: cut the least and the most
 * significant value), {@code SB}, {@code DE}, {@code WIN}, ...
 *
 * @param kind    what is computed
 * @param cutLow  how many least significant values are left out
 * @param cutHigh how many most significant values are left out
 */
public record TieBreak(Kind kind, int cutLow, int cutHigh) {

    /** The tie-breaks known here. */
    public enum Kind {
        /** Points. */
        PTS(false),
        /** Buchholz: sum of the opponents' scores. */
        BH(true),
        /** Average of the Buchholz (BH) of the opponents met over the board, to two decimals. */
        AOB(false),
        /** Sonneborn-Berger: sum of opponents' scores times the points scored against them. */
        SB(true),
        /** Direct encounter among tied players; the value is the place within the tied group (0: not split). */
        DE(false),
        /** Rounds won with or without playing (every round that gave the points of a win). */
        WIN(false),
        /** Games won over the board. */
        WON(false),
        /** Games played with black. */
        BPG(false),
        /** Games won with black over the board. */
        BWG(false),
        /** Rounds one elected to play: games played plus rounds that gave the points of a win. */
        REP(false),
        /** Average rating of the opponents met over the board (unrated ones left out), rounded. */
        ARO(true),
        /** Tournament performance rating: ARO plus the rating difference of the score percentage. */
        TPR(false),
        /** Progressive score: sum of the scores after each round; a cut leaves out the first rounds. */
        PS(true),
        /** Koya: points scored against opponents who scored at least half of the maximum. */
        KS(false);

        private final boolean cuttable;

        Kind(boolean cuttable) {
            this.cuttable = cuttable;
        }

        /** True when the modifiers /Cn and /Mn apply. */
        public boolean cuttable() {
            return cuttable;
        }
    }

    public TieBreak {
        if (cutLow < 0 || cutHigh < 0) {
            throw new IllegalArgumentException("cuts cannot be negative");
        }
        if (!kind.cuttable() && (cutLow > 0 || cutHigh > 0)) {
            throw new IllegalArgumentException(kind + " takes no cut");
        }
        if (cutHigh != 0 && cutHigh != cutLow) {
            throw new IllegalArgumentException("a median cuts as many low values as high ones");
        }
        if (kind == Kind.PS && cutHigh > 0) {
            throw new IllegalArgumentException("PS takes only /Cn (leave out the first n rounds)");
        }
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
        String c = code.strip().toUpperCase(Locale.ROOT);
        String[] parts = c.split("[/-]", 2);
        Kind kind;
        try {
            kind = Kind.valueOf(parts[0]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown tie-break '" + code + "'; known: " + known());
        }
        if (parts.length == 1) {
            return of(kind);
        }
        String mod = parts[1];
        if (!mod.matches("[CM][0-9]")) {
            throw new IllegalArgumentException("tie-break '" + code + "': modifier must be /C1../C9 or /M1../M9");
        }
        int n = mod.charAt(1) - '0';
        try {
            return mod.charAt(0) == 'C' ? new TieBreak(kind, n, 0) : new TieBreak(kind, n, n);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("tie-break '" + code + "': " + e.getMessage());
        }
    }

    /** Parses a list separated by commas or blanks, such as {@code PTS,BH/C1,SB} (TRF 202/212 style). */
    public static List<TieBreak> parseList(String codes) {
        List<TieBreak> out = new ArrayList<>();
        for (String s : codes.split("[,\\s]+")) {
            if (!s.isBlank()) {
                out.add(parse(s));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no tie-break given");
        }
        return out;
    }

    private static String known() {
        List<String> names = new ArrayList<>();
        for (Kind k : Kind.values()) {
            names.add(k.name());
        }
        return String.join(", ", names);
    }

    /** The code, as {@link #parse} reads it. */
    public String code() {
        if (cutLow == 0 && cutHigh == 0) {
            return kind.name();
        }
        return cutLow == cutHigh ? kind + "/M" + cutLow : kind + "/C" + cutLow;
    }

    @Override
    public String toString() {
        return code();
    }
}
