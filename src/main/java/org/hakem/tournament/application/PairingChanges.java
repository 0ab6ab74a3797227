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
 * Black on a board, or give a player a bye ({@link #giveBye}). Each gives the whole round as the hand-pairing form takes it, which {@link TournamentService#repair}
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

    /**
     * The boards with player {@code player} (a start number) on a bye of kind {@code kind} (full, half, zero: a bye of
     * his own, e.g. he cannot play after all; pairing: the pairing-allocated bye). The round stays valid, each player
     * on one board and the pairing-allocated bye held by one player at most:
     * <ul>
     * <li>the pairing-allocated bye: when another player holds it, the two change places (that player takes the board,
     * as {@link #swapPlayers}); when nobody holds it, refused ({@code event.bye.none}): give a bye of his own instead;</li>
     * <li>a bye of his own, while he plays a game: his opponent is paired with the holder of the pairing-allocated bye
     * on the board (in his place, colours kept with the place); when nobody holds it, the opponent takes it (he is
     * the odd one out, as if the player had been absent when the engine paired). The byes are the last boards;</li>
     * <li>a player already on a bye changes its kind (a bye of his own given for the pairing-allocated bye leaves that
     * bye to nobody: an even number plays).</li>
     * </ul>
     *
     * @throws ValidationException when he is not in the round, the kind is not a bye, or he is on that bye already
     */
    static List<ManualBoard> giveBye(List<ManualBoard> boards, int round, int player, String kind) {
        String word;
        try {
            word = byeWord(BoardResult.parseBye(kind == null ? "half" : kind));
        } catch (IllegalArgumentException e) {
            throw new ValidationException("kind", Problem.of("event.bye.invalid", kind));
        }
        int at = -1;
        int holder = -1;
        for (int i = 0; i < boards.size(); i++) {
            ManualBoard m = boards.get(i);
            if (m.white() == player || (m.black() != null && m.black() == player)) {
                at = i;
            } else if (m.black() == null && "pairing".equals(m.bye())) {
                holder = i;
            }
        }
        if (at < 0) {
            throw new ValidationException("player", Problem.of("event.swap.not-in-round", player, round));
        }
        ManualBoard mine = boards.get(at);
        List<ManualBoard> out = new ArrayList<>(boards);
        if (mine.black() == null) {
            if (word.equals(mine.bye())) {
                throw new ValidationException("kind", Problem.of("event.bye.already", player, round, word));
            }
            if ("pairing".equals(word) && holder >= 0) {
                throw new ValidationException("kind", Problem.of("event.bye.held", boards.get(holder).white(), round));
            }
            out.set(at, new ManualBoard(player, null, word));
            return out;
        }
        if ("pairing".equals(word)) {
            if (holder < 0) {
                throw new ValidationException("kind", Problem.of("event.bye.none", round, player));
            }
            return swapPlayers(boards, round, player, boards.get(holder).white());
        }
        int opponent = mine.white() == player ? mine.black() : mine.white();
        if (holder >= 0) {
            int b = boards.get(holder).white();
            out.set(at, new ManualBoard(other(mine.white(), player, b), other(mine.black(), player, b), null));
            out.remove(holder);
            out.add(new ManualBoard(player, null, word));
            return out;
        }
        out.remove(at);
        out.add(new ManualBoard(opponent, null, "pairing"));
        out.add(new ManualBoard(player, null, word));
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
