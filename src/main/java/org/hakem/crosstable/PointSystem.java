package org.hakem.crosstable;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * Points given for each kind of result (TRF record 162): the one home of a tournament's scoring. The defaults are
 * 1, ½, 0; a pairing-allocated bye scores like a win unless said otherwise; an unknown result like a draw.
 * The persisted tournament keeps win, draw and loss as decimals ({@link #decimal}) and reads them back with
 * {@link #of}; its settings are {@link #parse}d and shown as {@link #text()}; the pairing engines count in
 * {@link #tenths()}.
 *
 * @param win          a win over the board, by forfeit, or a full-point bye (TRF code W)
 * @param draw         a draw or a half-point bye (D)
 * @param loss         a loss over the board (L)
 * @param absence      a zero-point bye or a forfeit loss (A)
 * @param pairingBye   the pairing-allocated bye (P)
 * @param unknown      an unknown result, e.g. an adjourned game (X)
 */
public record PointSystem(double win, double draw, double loss, double absence, double pairingBye, double unknown) {

    /** 1 - ½ - 0 (FIDE's chess scoring). */
    public static final PointSystem DEFAULT = new PointSystem(1.0, 0.5, 0.0, 0.0, 1.0, 0.5);

    /** 2 - 1 - 0 (draughts), as record {@code 162  W 2.0    D 1.0}. */
    public static final PointSystem TWO_ONE_ZERO = new PointSystem(2.0, 1.0, 0.0, 0.0, 2.0, 1.0);

    /**
     * A tournament's win-draw-loss scoring as a point system: forfeit wins and full byes score as a win, half
     * byes as a draw, forfeit losses and zero byes nothing, the pairing-allocated bye as a win.
     */
    public static PointSystem of(double win, double draw, double loss) {
        return new PointSystem(win, draw, loss, 0.0, win, draw);
    }

    /**
     * Reads a tournament's scoring: {@code 2-1-0}, {@code 1-0.5-0}, {@code 1-½-0}, {@code draughts} (also the
     * empty text), {@code chess} or {@code fide}. Points satisfy 100 ≥ win ≥ draw ≥ loss ≥ 0 with at most two
     * decimals.
     */
    public static PointSystem parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty() || t.equals("draughts") || t.equals("2-1-0")) {
            return TWO_ONE_ZERO;
        }
        if (t.equals("chess") || t.equals("fide")) {
            return DEFAULT;
        }
        String[] parts = t.replace('½', 'h').replace("h", "0.5").replace(',', '.').split("[-/ ]+");
        BigDecimal win, draw, loss;
        try {
            if (parts.length != 3) {
                throw new NumberFormatException();
            }
            win = new BigDecimal(parts[0]).stripTrailingZeros();
            draw = new BigDecimal(parts[1]).stripTrailingZeros();
            loss = new BigDecimal(parts[2]).stripTrailingZeros();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("scoring '" + text
                    + "' must be win-draw-loss points such as 2-1-0 or 1-0.5-0");
        }
        if (loss.signum() < 0 || draw.compareTo(loss) < 0 || win.compareTo(draw) < 0
                || win.compareTo(new BigDecimal(100)) > 0) {
            throw new IllegalArgumentException("points must satisfy 100 ≥ win ≥ draw ≥ loss ≥ 0, not "
                    + win.toPlainString() + "-" + draw.toPlainString() + "-" + loss.toPlainString());
        }
        if (win.scale() > 2 || draw.scale() > 2 || loss.scale() > 2) {
            throw new IllegalArgumentException("points have at most two decimals");
        }
        return of(win.doubleValue(), draw.doubleValue(), loss.doubleValue());
    }

    /** {@code 2-1-0}, {@code 1-0.5-0}: the win-draw-loss points, as {@link #parse} reads them. */
    public String text() {
        return decimal(win).toPlainString() + "-" + decimal(draw).toPlainString() + "-"
                + decimal(loss).toPlainString();
    }

    /** Points as the shortest decimal that is this number, without trailing zeros ({@code 2}, {@code 0.5}). */
    public static BigDecimal decimal(double points) {
        return new BigDecimal(Double.toString(points)).stripTrailingZeros();
    }

    /** Points for a result code under this system. */
    public double points(ResultCode result) {
        return switch (result.kind()) {
            case WIN -> win;
            case DRAW -> draw;
            case LOSS -> loss;
            case ABSENCE -> absence;
            case PAIRING_BYE -> pairingBye;
        };
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /** Points in tenths (rounded to the nearest), as the pairing rules compare them. */
    public static int tenths(double points) {
        return (int) Math.round(points * 10);
    }

    /** Points for a result code in tenths. */
    public int tenths(ResultCode result) {
        return tenths(points(result));
    }

    /** The points the pairing rules compare, in tenths. */
    public Tenths tenths() {
        return new Tenths(tenths(win), tenths(draw), tenths(loss), tenths(pairingBye));
    }

    /**
     * A point system's points in tenths, as the pairing engines count them.
     *
     * @param win        a win
     * @param draw       a draw
     * @param loss       a loss over the board
     * @param pairingBye the pairing-allocated bye
     */
    public record Tenths(int win, int draw, int loss, int pairingBye) {
    }
}
