package org.hakem.tournament.domain;

import java.util.List;
import java.util.Locale;
import org.hakem.standings.TieBreak;

/**
 * Named tie-break orders. Every order starts with points (PTS); a custom order is a comma-separated list of
 * FIDE C.07 codes such as {@code PTS,BH/C1,SB,WIN}.
 *
 * <ul>
 *   <li>{@code fmjd}: Solkoff-based as FMJD Swiss tournaments use it — truncated Solkoff (Buchholz
 *       without the lowest opponent), full Solkoff, Sonneborn-Berger, wins;</li>
 *   <li>{@code turkish}: the Turkish federation's order — Buchholz cut 1, Buchholz cut 2,
 *       Sonneborn-Berger, wins;</li>
 *   <li>{@code fide}: FIDE C.07's default for individual Swiss tournaments — Buchholz cut 1, Buchholz,
 *       direct encounter, wins, games with black;</li>
 *   <li>{@code fide-rr}: FIDE's default for round robins — direct encounter, wins, Sonneborn-Berger,
 *       Koya.</li>
 * </ul>
 */
public final class TieBreakPresets {

    public static final String FMJD = "PTS,BH/C1,BH,SB,WIN";
    public static final String TURKISH = "PTS,BH/C1,BH/C2,SB,WIN";
    public static final String FIDE = "PTS,BH/C1,BH,DE,WIN,BPG";
    public static final String FIDE_ROUND_ROBIN = "PTS,DE,WIN,SB,KS";

    private TieBreakPresets() {
    }

    /** The preset names with their orders. */
    public static List<String[]> presets() {
        return List.of(new String[] {"fmjd", FMJD}, new String[] {"turkish", TURKISH}, new String[] {"fide", FIDE},
                new String[] {"fide-rr", FIDE_ROUND_ROBIN});
    }

    /**
     * A preset name or a custom list, checked and written in canonical form (codes joined by commas,
     * PTS first). Blank means the Turkish federation's order.
     *
     * @throws IllegalArgumentException naming the code that is not understood
     */
    public static String normalise(String text) {
        String t = text == null ? "" : text.strip();
        String preset = switch (t.toLowerCase(Locale.ROOT)) {
            case "", "turkish", "tdf" -> TURKISH;
            case "fmjd", "solkoff" -> FMJD;
            case "fide" -> FIDE;
            case "fide-rr", "fide-round-robin" -> FIDE_ROUND_ROBIN;
            default -> null;
        };
        List<TieBreak> list = TieBreak.parseList(preset != null ? preset : t);
        if (list.get(0).kind() != TieBreak.Kind.PTS) {
            list = new java.util.ArrayList<>(list);
            list.add(0, TieBreak.of(TieBreak.Kind.PTS));
        }
        return String.join(",", list.stream().map(TieBreak::code).toList());
    }

    public static List<TieBreak> parse(String canonical) {
        return TieBreak.parseList(canonical);
    }
}
