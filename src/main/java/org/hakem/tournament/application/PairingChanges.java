package org.hakem.tournament.application;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hakem.event.domain.BoardResult;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.tournament.application.TournamentService.ManualBoard;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;

/**
 * The changes an arbiter makes to a round's pairing with a click instead of retyping it: exchange two players' places
 * (two boards, or a board and the pairing-allocated bye, which gives the bye to the other player), or swap White and
 * Black on a board. Each gives the whole round as the hand-pairing form takes it, which {@link TournamentService#repair}
 * then checks, audits and {@code explain} names as a departure from the engine's pairing, like any change by hand.
 */
public final class PairingChanges {

    private PairingChanges() {
    }

    /** The round's boards in order, as the hand-pairing form writes them ({@code 5 bye pairing} for a bye). */
    public static List<ManualBoard> boards(EventRound round) {
        List<ManualBoard> out = new ArrayList<>();
        for (Pairing p : round.boards()) {
            out.add(new ManualBoard(p.white().startNumber(), p.black() == null ? null : p.black().startNumber(),
                    p.black() == null ? byeWord(p.result()) : null));
        }
        return out;
    }

    /** The word of a bye that {@link BoardResult#parseBye} reads back: full, half, zero, pairing. */
    static String byeWord(BoardResult bye) {
        return bye.name().toLowerCase(Locale.ROOT).replace("_bye", "");
    }

    /**
     * The boards with players {@code a} and {@code b} (start numbers) in each other's place, colours kept with the
     * place. A player on a requested or zero-point bye keeps it: that bye is the player's, not the pairing's.
     *
     * @throws ValidationException when {@code a} is {@code b}, one of them is not in the round, or holds such a bye
     */
    static List<ManualBoard> swapPlayers(List<ManualBoard> boards, int round, int a, int b) {
        if (a == b) {
            throw new ValidationException("b", Problem.of("event.swap.same", a));
        }
        requireSwappable(boards, round, a, "a");
        requireSwappable(boards, round, b, "b");
        List<ManualBoard> out = new ArrayList<>();
        for (ManualBoard m : boards) {
            out.add(new ManualBoard(other(m.white(), a, b), m.black() == null ? null : other(m.black(), a, b), m.bye()));
        }
        return out;
    }

    /**
     * The boards with White and Black swapped on board {@code board} (1 is the first).
     *
     * @throws ValidationException when there is no such board or it is a bye
     */
    static List<ManualBoard> swapColours(List<ManualBoard> boards, int round, int board) {
        if (board < 1 || board > boards.size()) {
            throw new ValidationException("board", Problem.of("event.colours.no-board", board, round));
        }
        ManualBoard m = boards.get(board - 1);
        if (m.black() == null) {
            throw new ValidationException("board", Problem.of("event.colours.bye", board, round));
        }
        List<ManualBoard> out = new ArrayList<>(boards);
        out.set(board - 1, new ManualBoard(m.black(), m.white(), null));
        return out;
    }

    private static void requireSwappable(List<ManualBoard> boards, int round, int player, String field) {
        for (ManualBoard m : boards) {
            if (m.white() == player && m.black() == null && !"pairing".equals(m.bye())) {
                throw new ValidationException(field, Problem.of("event.swap.own-bye", player, round));
            }
            if (m.white() == player || (m.black() != null && m.black() == player)) {
                return;
            }
        }
        throw new ValidationException(field, Problem.of("event.swap.not-in-round", player, round));
    }

    private static int other(int player, int a, int b) {
        return player == a ? b : player == b ? a : player;
    }
}
