package org.hakem.trf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.hakem.text.SingleLine;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;

/**
 * Writes a {@link TrfDocument} as TRF text, lines ending in LF; every record is one line whatever its fields hold
 * ({@link #line}).
 *
 * <p>Order: 012, the other header records, the 001 player lines, a blank line, 092, 162 (only when the
 * point system is not the default), XXR (when known), XXC (when the initial colour is known), 240, 250,
 * 260 and the other records. Player points are written as the player's declared points.
 */
public final class TrfWriter {

    private TrfWriter() {
    }

    /** Writes the file in UTF-8 (the default, {@link TrfEncoding}). */
    public static void write(TrfDocument doc, Path file) throws IOException {
        write(doc, file, TrfEncoding.UTF_8, false);
    }

    /**
     * Writes the file in {@code encoding}.
     *
     * @param transliterate for Latin-1: names Latin-1 cannot hold are written in their nearest form instead of refused
     * @throws TrfEncodingException when a character cannot be written (nothing is written then)
     */
    public static void write(TrfDocument doc, Path file, TrfEncoding encoding, boolean transliterate)
            throws IOException {
        Files.write(file, encoding.encode(write(doc), transliterate));
    }

    public static String write(TrfDocument doc) {
        Crosstable t = doc.tournament();
        StringBuilder out = new StringBuilder();
        line(out, "012 " + t.name());
        for (TrfRecord r : doc.headerRecords()) {
            line(out, r.text());
        }
        for (Entrant p : t.players()) {
            line(out, playerLine(p));
        }
        out.append('\n');
        if (!t.systemName().isEmpty()) {
            line(out, "092 " + t.systemName());
        }
        if (!t.points().isDefault()) {
            line(out, pointSystemLine(t.points()));
        }
        if (t.plannedRounds() > 0) {
            line(out, "XXR " + t.plannedRounds());
        }
        t.initialColour().ifPresent(c -> line(out, "XXC " + (c == Colour.WHITE ? "white1" : "black1")));
        for (TrfBye b : doc.byes()) {
            StringBuilder s = new StringBuilder("240 ").append(b.type()).append(' ').append(pad(b.round(), 3, '0'));
            b.players().forEach(n -> s.append(' ').append(pad(n, 4, ' ')));
            line(out, s.toString());
        }
        for (TrfAcceleration a : doc.accelerations()) {
            line(out, String.format(Locale.ROOT, "250 %s %s %s %s %s %s",
                    a.matchPoints() == 0 ? "    " : decimal(a.matchPoints(), 4), decimal(a.gamePoints(), 4),
                    pad(a.firstRound(), 3, '0'), pad(a.lastRound(), 3, '0'),
                    pad(a.firstPlayer(), 4, ' '), pad(a.lastPlayer(), 4, ' ')));
        }
        for (TrfProhibitedPairing pp : doc.prohibitedPairings()) {
            StringBuilder s = new StringBuilder("260 ").append(pad(pp.firstRound(), 3, '0')).append(' ')
                    .append(pad(pp.lastRound(), 3, '0'));
            pp.players().forEach(n -> s.append(' ').append(pad(n, 4, ' ')));
            line(out, s.toString());
        }
        for (TrfRecord r : doc.otherRecords()) {
            line(out, r.text());
        }
        return out.toString();
    }

    /** The 001 line of a player, columns as in TRF-2026, trailing blanks removed. */
    public static String playerLine(Entrant p) {
        int rounds = p.rounds().size();
        char[] c = new char[TrfReader.FIRST_ROUND_COLUMN - 1 + rounds * TrfReader.ROUND_WIDTH];
        Arrays.fill(c, ' ');
        put(c, 1, "001");
        putRight(c, 5, 8, Integer.toString(p.startNumber()));
        put(c, 10, p.sex(), 1);
        putRight(c, 11, 13, p.title());
        put(c, 15, p.name(), 33);
        if (p.rating() > 0) {
            putRight(c, 49, 52, Integer.toString(p.rating()));
        }
        put(c, 54, p.federation(), 3);
        putRight(c, 58, 68, p.id());
        put(c, 70, p.birthDate(), 10);
        putRight(c, 81, 84, decimal(p.declaredPoints(), 4));
        if (p.declaredRank() > 0) {
            putRight(c, 86, 89, Integer.toString(p.declaredRank()));
        }
        for (int r = 1; r <= rounds; r++) {
            RoundEntry e = p.round(r);
            int col = TrfReader.FIRST_ROUND_COLUMN + (r - 1) * TrfReader.ROUND_WIDTH;
            if (e.equals(RoundEntry.ABSENT)) {
                continue;
            }
            putRight(c, col, col + 3, e.hasOpponent() ? Integer.toString(e.opponent()) : "0000");
            c[col + 4] = e.colour() == Colour.NONE ? '-' : e.colour().code();
            c[col + 6] = e.result().code();
        }
        return SingleLine.clean(new String(c)).stripTrailing();
    }

    static String pointSystemLine(PointSystem ps) {
        StringBuilder s = new StringBuilder("162 ");
        add(s, 'W', ps.win());
        add(s, 'D', ps.draw());
        if (ps.loss() != PointSystem.DEFAULT.loss()) {
            add(s, 'L', ps.loss());
        }
        if (ps.absence() != PointSystem.DEFAULT.absence()) {
            add(s, 'A', ps.absence());
        }
        if (ps.pairingBye() != ps.win()) {
            add(s, 'P', ps.pairingBye());
        }
        if (ps.unknown() != ps.draw()) {
            add(s, 'X', ps.unknown());
        }
        return s.toString().stripTrailing();
    }

    /** Appends a code at the next column 6 + 9k and its points in the four columns after it. */
    private static void add(StringBuilder s, char code, double points) {
        while ((s.length() + 1 - 6) % 9 != 0) {
            s.append(' ');
        }
        s.append(code).append(decimal(points, 4));
    }

    /** Points with one decimal (two when needed), right-aligned in {@code width}. */
    static String decimal(double v, int width) {
        String s = Math.abs(v * 10 - Math.rint(v * 10)) < 1e-9
                ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.2f", v);
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    private static String pad(int n, int width, char fill) {
        String s = Integer.toString(n);
        return String.valueOf(fill).repeat(Math.max(0, width - s.length())) + s;
    }

    /**
     * One record and its line break: the one way a record is written. Whatever a field held (a name with a line break
     * from an old row, an import or the command line), the record stays one line: characters a one-line field may not
     * hold ({@link SingleLine}) become spaces, so no field can start a record of its own, and the fixed columns stay
     * where they are.
     */
    static void line(StringBuilder out, String s) {
        out.append(SingleLine.clean(s)).append('\n');
    }

    static void put(char[] c, int col, String s) {
        put(c, col, s, s.length());
    }

    static void put(char[] c, int col, String s, int max) {
        for (int i = 0; i < Math.min(max, s.length()); i++) {
            c[col - 1 + i] = s.charAt(i);
        }
    }

    static void putRight(char[] c, int from, int to, String s) {
        int width = to - from + 1;
        if (s.length() > width) {
            s = s.substring(s.length() - width);
        }
        put(c, to - s.length() + 1, s);
    }
}
