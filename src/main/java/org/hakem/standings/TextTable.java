package org.hakem.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A standings table as aligned text for a terminal, players' or teams': rank, number (start or team number), name,
 * then one right-aligned column per tie-break with its values as {@link Standings#format} writes them.
 */
public final class TextTable {

    /** One line of the table, in the order it is printed. */
    public record Line(int rank, int number, String name, List<Double> values) {
    }

    private TextTable() {
    }

    /**
     * The table, header first.
     *
     * @param numberHeader the number column's title ({@code Start}, {@code Team})
     * @param numberWidth  its width
     * @param codes        the tie-breaks' codes, in the order of each line's values
     */
    public static String of(String numberHeader, int numberWidth, List<String> codes, List<Line> lines) {
        int nameWidth = Math.max(4, lines.stream().mapToInt(l -> l.name().length()).max().orElse(0));
        List<Integer> widths = new ArrayList<>();
        for (int k = 0; k < codes.size(); k++) {
            int w = codes.get(k).length();
            for (Line l : lines) {
                w = Math.max(w, Standings.format(l.values().get(k)).length());
            }
            widths.add(w);
        }
        String fixed = "%4s %" + numberWidth + "s  %-" + nameWidth + "s";
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, fixed, "Rank", numberHeader, "Name"));
        for (int k = 0; k < codes.size(); k++) {
            s.append("  ").append(String.format(Locale.ROOT, "%" + widths.get(k) + "s", codes.get(k)));
        }
        s.append('\n');
        for (Line l : lines) {
            s.append(String.format(Locale.ROOT, fixed, l.rank(), l.number(), l.name()));
            for (int k = 0; k < codes.size(); k++) {
                s.append("  ").append(String.format(Locale.ROOT, "%" + widths.get(k) + "s",
                        Standings.format(l.values().get(k))));
            }
            s.append('\n');
        }
        return s.toString();
    }
}
