package org.hakem.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.Crosstable;

/**
 * The standings of a tournament over its recorded rounds: for each player the values of an ordered list
 * of tie-breaks, and the rank they give.
 *
 * <p>Tie-breaks are applied in order: two players are tied at a step when all earlier values are equal.
 * This matters for DE, computed among the players still tied by all the tie-breaks before it. Higher
 * values rank first, except DE whose value is a place (1 before 2; 0 when it did not split the group).
 * The ranking itself is {@link Ranking}'s, which the team standings use too.
 */
public final class Standings {

    /** How unplayed rounds and byes are treated (C.07 Article 16 for Swiss; all games count in a round robin). */
    public enum TournamentSystem { SWISS, ROUND_ROBIN }

    /** One player's line: start number, values in the order of {@link #tieBreaks()}, rank (1 = first). */
    public record Row(int startNumber, String name, List<Double> values, int rank) {
        public Row {
            values = List.copyOf(values);
        }

        public double value(int tieBreakIndex) {
            return values.get(tieBreakIndex);
        }
    }

    /**
     * What the score of a round's opponent is in a Buchholz or Sonneborn-Berger part: a game's opponent
     * ({@code NONE}), or for an unplayed round of a Swiss the dummy opponent of C.07 Article 16 with the player's own
     * score ({@code OWN_SCORE}), the forfeit opponent's lower adjusted score (2026, 16.4.1: {@code FORFEIT_OPPONENT})
     * or a draw in every round, lower than the player's score (2026, 16.4.2: {@code DRAWS}).
     */
    public enum Dummy { NONE, OWN_SCORE, FORFEIT_OPPONENT, DRAWS }

    /**
     * One part of a Buchholz or Sonneborn-Berger value ({@link #parts}): the round, the opponent (0 for a round
     * without game; for an unplayed round whose score is the forfeit opponent's, that opponent), the score counted for
     * that opponent, the value it adds (the score for BH, the score times the points made for SB), whether a
     * modifier (/C1, /M1) cut it, and where an unplayed round's score comes from.
     */
    public record Part(int round, int opponent, double opponentScore, double value, boolean cut, Dummy dummy) {
    }

    private final List<TieBreak> tieBreaks;
    private final List<Row> rows;

    private Standings(List<TieBreak> tieBreaks, List<Row> rows) {
        this.tieBreaks = List.copyOf(tieBreaks);
        this.rows = List.copyOf(rows);
    }

    /** Standings of a Swiss tournament under the given regulations. */
    public static Standings compute(Crosstable t, List<TieBreak> tieBreaks, TieBreakRules rules) {
        return compute(t, tieBreaks, TournamentSystem.SWISS, rules);
    }

    /**
     * Standings under the regulations given (see {@link TieBreakRules}: they differ in the unplayed rounds of a
     * Swiss only).
     */
    public static Standings compute(Crosstable t, List<TieBreak> tieBreaks, TournamentSystem system,
                                    TieBreakRules rules) {
        Objects.requireNonNull(t, "tournament");
        if (tieBreaks.isEmpty()) {
            throw new IllegalArgumentException("no tie-break given");
        }
        TieBreakCalculator calc = new TieBreakCalculator(t, system == TournamentSystem.ROUND_ROBIN, rules);
        List<Entrant> players = calc.players();
        Ranking ranking = Ranking.of(players.size(), tieBreaks, tb -> tb.kind() == TieBreak.Kind.DE, calc::value,
                calc::directEncounter);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            rows.add(new Row(players.get(i).startNumber(), players.get(i).name(), ranking.values(i), ranking.rank(i)));
        }
        return new Standings(tieBreaks, rows);
    }

    /**
     * What player {@code startNumber}'s value of {@code tieBreak} is made of, round by round, when it is a sum
     * over opponents (BH, SB with their cuts); empty for the other tie-breaks.
     */
    public static List<Part> parts(Crosstable t, TieBreak tieBreak, TournamentSystem system, TieBreakRules rules,
                                   int startNumber) {
        TieBreakCalculator calc = new TieBreakCalculator(t, system == TournamentSystem.ROUND_ROBIN, rules);
        List<Entrant> players = calc.players();
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).startNumber() == startNumber) {
                return calc.parts(tieBreak, i);
            }
        }
        throw new IllegalArgumentException("no player has start number " + startNumber);
    }

    public List<TieBreak> tieBreaks() {
        return tieBreaks;
    }

    /** One row per player, by start number. */
    public List<Row> rows() {
        return rows;
    }

    /** The rows by rank, then start number. */
    public List<Row> ranked() {
        List<Row> r = new ArrayList<>(rows);
        r.sort(Comparator.comparingInt(Row::rank).thenComparingInt(Row::startNumber));
        return r;
    }

    /** The row of a start number. */
    public Row row(int startNumber) {
        return rows.stream().filter(r -> r.startNumber() == startNumber).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no player has start number " + startNumber));
    }

    /** A value as the reference files write it: no trailing zeros, at most two decimals ("12", "20.25"). */
    public static String format(double v) {
        BigDecimal d = BigDecimal.valueOf(v).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
        if (d.signum() == 0) {
            return "0";
        }
        return d.toPlainString();
    }

    /** Tab-separated: header {@code start} and the tie-break codes, then one line per start number. */
    public String toTsv() {
        StringBuilder s = new StringBuilder("start");
        for (TieBreak tb : tieBreaks) {
            s.append('\t').append(tb.code());
        }
        s.append('\n');
        for (Row r : rows) {
            s.append(r.startNumber());
            for (double v : r.values()) {
                s.append('\t').append(format(v));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** A table for people: rank, start number, name, values; by rank. */
    public String toText() {
        return TextTable.of("Start", 5, tieBreaks.stream().map(TieBreak::code).toList(), ranked().stream()
                .map(r -> new TextTable.Line(r.rank(), r.startNumber(), r.name(), r.values())).toList());
    }
}
