package org.hakem.tournament.domain;

import java.math.BigDecimal;
import java.util.Locale;
import org.hakem.crosstable.PointSystem;

/**
 * Points of a win, a draw and a loss. Draughts counts 2-1-0; FIDE's chess scoring is 1-½-0; any other
 * non-negative values with win ≥ draw ≥ loss may be set.
 */
public record Scoring(BigDecimal win, BigDecimal draw, BigDecimal loss) {

    public static final Scoring DRAUGHTS = new Scoring(new BigDecimal("2"), new BigDecimal("1"), BigDecimal.ZERO);
    public static final Scoring CHESS = new Scoring(BigDecimal.ONE, new BigDecimal("0.5"), BigDecimal.ZERO);

    public Scoring {
        if (win == null || draw == null || loss == null) {
            throw new IllegalArgumentException("win, draw and loss points are all needed");
        }
        win = win.stripTrailingZeros();
        draw = draw.stripTrailingZeros();
        loss = loss.stripTrailingZeros();
        if (loss.signum() < 0 || draw.compareTo(loss) < 0 || win.compareTo(draw) < 0 || win.compareTo(new BigDecimal(100)) > 0) {
            throw new IllegalArgumentException("points must satisfy 100 ≥ win ≥ draw ≥ loss ≥ 0, not " + this.text());
        }
        if (win.scale() > 2 || draw.scale() > 2 || loss.scale() > 2) {
            throw new IllegalArgumentException("points have at most two decimals");
        }
    }

    /** Reads {@code 2-1-0}, {@code 1-0.5-0}, {@code 1-½-0}, {@code draughts}, {@code chess}. */
    public static Scoring parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty() || t.equals("draughts") || t.equals("2-1-0")) {
            return DRAUGHTS;
        }
        if (t.equals("chess") || t.equals("fide")) {
            return CHESS;
        }
        String[] parts = t.replace('½', 'h').replace("h", "0.5").replace(',', '.').split("[-/ ]+");
        if (parts.length != 3) {
            throw new IllegalArgumentException("scoring '" + text + "' must be win-draw-loss points such as 2-1-0 or 1-0.5-0");
        }
        try {
            return new Scoring(new BigDecimal(parts[0]), new BigDecimal(parts[1]), new BigDecimal(parts[2]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("scoring '" + text + "' must be win-draw-loss points such as 2-1-0 or 1-0.5-0");
        }
    }

    /** {@code 2-1-0}, {@code 1-0.5-0}. */
    public String text() {
        return plain(win) + "-" + plain(draw) + "-" + plain(loss);
    }

    private static String plain(BigDecimal d) {
        return d == null ? "?" : d.toPlainString();
    }

    /**
     * The TRF point system: forfeit wins and full byes score as a win, half byes as a draw, forfeit
     * losses and zero byes nothing, the pairing-allocated bye as a win.
     */
    public PointSystem pointSystem() {
        double w = win.doubleValue();
        double d = draw.doubleValue();
        return new PointSystem(w, d, loss.doubleValue(), 0.0, w, d);
    }
}
