package org.hakem.crosstable;

/**
 * Points given for each kind of result (TRF record 162). The defaults are 1, ½, 0; a pairing-allocated
 * bye scores like a win unless said otherwise; an unknown result like a draw.
 *
 * @param win          a win over the board, by forfeit, or a full-point bye (TRF code W)
 * @param draw         a draw or a half-point bye (D)
 * @param loss         a loss over the board (L)
 * @param absence      a zero-point bye or a forfeit loss (A)
 * @param pairingBye   the pairing-allocated bye (P)
 * @param unknown      an unknown result, e.g. an adjourned game (X)
 */
public record PointSystem(double win, double draw, double loss, double absence, double pairingBye, double unknown) {

    /** 1 - ½ - 0. */
    public static final PointSystem DEFAULT = new PointSystem(1.0, 0.5, 0.0, 0.0, 1.0, 0.5);

    /** 2 - 1 - 0, as record {@code 162  W 2.0    D 1.0}. */
    public static final PointSystem TWO_ONE_ZERO = new PointSystem(2.0, 1.0, 0.0, 0.0, 2.0, 1.0);

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
}
