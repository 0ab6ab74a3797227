package org.hakem.standings.team;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One team tie-break, with its cuts: codes {@code MP}, {@code GP}, {@code SB}, {@code OSB}, {@code BH},
 * {@code BH/C1}, {@code DE}. {@code OSB} is the Olympiad Sonneborn-Berger, which leaves out the least contribution
 * ({@code OSB/C0} keeps every one).
 *
 * @param kind   which tie-break
 * @param cutLow how many of the least significant contributions are left out (BH/Cn, SB/Cn, OSB/Cn)
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
        String c = code == null ? "" : code.strip().toUpperCase(Locale.ROOT);
        int slash = c.indexOf('/');
        String head = slash < 0 ? c : c.substring(0, slash);
        Kind kind;
        try {
            kind = Kind.valueOf(head);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown team tie-break '" + code + "': known are MP, GP, SB, OSB, BH, DE"
                    + " (BH, SB and OSB with a cut such as BH/C1)");
        }
        int cut = kind == Kind.OSB ? 1 : 0;
        if (slash >= 0) {
            String mod = c.substring(slash + 1);
            if (!(kind == Kind.BH || kind == Kind.SB || kind == Kind.OSB) || !mod.matches("C[0-9]")) {
                throw new IllegalArgumentException("team tie-break '" + code
                        + "': only BH, SB and OSB take a cut, written /C1 .. /C9");
            }
            cut = mod.charAt(1) - '0';
        }
        return new TeamTieBreak(kind, cut);
    }

    /** Reads a comma-separated list. */
    public static List<TeamTieBreak> parseList(String codes) {
        List<TeamTieBreak> out = new ArrayList<>();
        for (String c : (codes == null ? "" : codes).split(",")) {
            if (!c.isBlank()) {
                out.add(parse(c));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no team tie-break given");
        }
        return List.copyOf(out);
    }

    /** The code, as {@link #parse} reads it. */
    public String code() {
        int implicit = kind == Kind.OSB ? 1 : 0;
        return cutLow == implicit ? kind.name() : kind.name() + "/C" + cutLow;
    }
}
