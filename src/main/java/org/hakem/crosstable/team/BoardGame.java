package org.hakem.crosstable.team;

import java.util.Objects;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.ResultCode;

/**
 * One board of a match.
 *
 * @param board       1-based board number
 * @param homePlayer  start number of the home team's player, 0 when the board was left empty
 * @param awayPlayer  start number of the away team's player, 0 when the board was left empty
 * @param homeColour  the home player's colour (as the event's {@link BoardColours} give it)
 * @param homeResult  the home player's result: a game ({@code 1 = 0}, or {@code W D L} for a game of less than
 *                    one move), a forfeit ({@code + -}); an empty home board is {@code -}, an empty away board
 *                    {@code +}; both empty is {@code -} for both (a double forfeit)
 */
public record BoardGame(int board, int homePlayer, int awayPlayer, Colour homeColour, ResultCode homeResult) {

    public BoardGame {
        Objects.requireNonNull(homeColour, "homeColour");
        Objects.requireNonNull(homeResult, "homeResult");
        if (board < 1) {
            throw new IllegalArgumentException("boards are numbered from 1, not " + board);
        }
    }

    /** The away player's result: the opposite of the home player's (a double forfeit is {@code -} for both). */
    public ResultCode awayResult() {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The result of one side. */
    public ResultCode result(boolean home) {
        return home ? homeResult : awayResult();
    }

    /** True when the game took place over the board. */
    public boolean played() {
        return homePlayer != 0 && awayPlayer != 0 && homeResult.played();
    }
}
