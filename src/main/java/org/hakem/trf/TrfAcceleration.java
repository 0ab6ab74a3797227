package org.hakem.trf;

/**
 * Record 250: fictitious points added for pairing to a range of players over a range of rounds.
 *
 * @param matchPoints  fictitious match points (team competitions), 0 when blank
 * @param gamePoints   fictitious (game) points
 * @param firstRound   first round with these points
 * @param lastRound    last round with these points
 * @param firstPlayer  first start number concerned
 * @param lastPlayer   last start number concerned
 */
public record TrfAcceleration(double matchPoints, double gamePoints, int firstRound, int lastRound,
                              int firstPlayer, int lastPlayer) {
}
