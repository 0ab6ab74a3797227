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
 *                    one move), a forfeit ({@code + -}); an empty home board is {@code -}
 * @param awayResult  the away player's result, agreeing with the home one; both {@code -} for a double forfeit
 */
public record BoardGame(int board, int homePlayer, int awayPlayer, Colour homeColour, ResultCode homeResult,
                        ResultCode awayResult) {

    /**
     * Contract: the two results agree as in TRF ({@code 1/0}, {@code =/=}, {@code W/L}, {@code D/D},
     * {@code +/-}, {@code -/-}); an empty board's result is {@code -}; a game played has both players and a
     * colour.
     *
     * @param awayResult the away player's result
     */
    public BoardGame {
        Objects.requireNonNull(homeColour, "homeColour");
        Objects.requireNonNull(homeResult, "homeResult");
        Objects.requireNonNull(awayResult, "awayResult");
        if (board < 1) {
            throw new IllegalArgumentException("boards are numbered from 1, not " + board);
        }
        if (homePlayer < 0 || awayPlayer < 0) {
            throw new IllegalArgumentException("board " + board + ": start numbers are positive or 0 (empty)");
        }
        boolean doubleForfeit = homeResult == ResultCode.FORFEIT_LOSS && awayResult == ResultCode.FORFEIT_LOSS;
        if (!doubleForfeit && awayResult != opposite(homeResult)) {
            throw new IllegalArgumentException("board " + board + ": results " + homeResult.code() + " and "
                    + awayResult.code() + " do not agree");
        }
        if ((homePlayer == 0 && homeResult != ResultCode.FORFEIT_LOSS)
                || (awayPlayer == 0 && awayResult != ResultCode.FORFEIT_LOSS)) {
            throw new IllegalArgumentException("board " + board + ": an empty board is lost by forfeit");
        }
        if (homeResult.played() && homeColour == Colour.NONE) {
            throw new IllegalArgumentException("board " + board + ": a game played needs a colour");
        }
    }

    /**
     * A board whose away result is the opposite of the home result; a home forfeit loss against an empty away
     * board is a double forfeit.
     */
    public BoardGame(int board, int homePlayer, int awayPlayer, Colour homeColour, ResultCode homeResult) {
        this(board, homePlayer, awayPlayer, homeColour, homeResult,
                homeResult == ResultCode.FORFEIT_LOSS && awayPlayer == 0 ? ResultCode.FORFEIT_LOSS
                        : opposite(homeResult));
    }

    /**
     * The result of the other player of a game or forfeit.
     *
     * @throws IllegalArgumentException for a bye, which has no other player
     */
    public static ResultCode opposite(ResultCode r) {
        return switch (r) {
            case WIN -> ResultCode.LOSS;
            case LOSS -> ResultCode.WIN;
            case DRAW -> ResultCode.DRAW;
            case WIN_NOT_RATED -> ResultCode.LOSS_NOT_RATED;
            case LOSS_NOT_RATED -> ResultCode.WIN_NOT_RATED;
            case DRAW_NOT_RATED -> ResultCode.DRAW_NOT_RATED;
            case FORFEIT_WIN -> ResultCode.FORFEIT_LOSS;
            case FORFEIT_LOSS -> ResultCode.FORFEIT_WIN;
            default -> throw new IllegalArgumentException("a board's result is a game or a forfeit, not the bye '"
                    + r.code() + "'");
        };
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
