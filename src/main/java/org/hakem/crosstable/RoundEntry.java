package org.hakem.crosstable;

import java.util.Objects;

/**
 * What one player did in one round: the opponent's start number ({@code 0} for none), the colour and
 * the result code.
 *
 * <p>Contract: an entry with an opponent has colour white or black, except a forfeit, which TRF lets
 * carry any colour; an entry without opponent is a bye or an absence.
 */
public record RoundEntry(int opponent, Colour colour, ResultCode result) {

    /** The entry of a round in which the player was neither paired nor given anything. */
    public static final RoundEntry ABSENT = new RoundEntry(0, Colour.NONE, ResultCode.BLANK);

    public RoundEntry {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(result, "result");
        if (opponent < 0 || opponent > 9999) {
            throw new IllegalArgumentException("opponent start number must be 0..9999, not " + opponent);
        }
    }

    public static RoundEntry game(int opponent, Colour colour, ResultCode result) {
        if (opponent <= 0) {
            throw new IllegalArgumentException("a game needs an opponent");
        }
        return new RoundEntry(opponent, colour, result);
    }

    public static RoundEntry bye(ResultCode result) {
        return new RoundEntry(0, Colour.NONE, result);
    }

    public boolean hasOpponent() {
        return opponent != 0;
    }

    /** True when the game took place over the board against a real opponent. */
    public boolean played() {
        return opponent != 0 && result.played();
    }
}
