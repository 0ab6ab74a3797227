package org.hakem.tournament.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.hakem.crosstable.Colour;
import org.hakem.event.domain.BoardResult;
import org.hakem.pairing.Pair;
import org.hakem.pairing.SwissRequests;
import org.hakem.platform.ValidationException;
import org.hakem.platform.Problem;
import org.hakem.tournament.domain.EventRound.PlannedBoard;

/**
 * How a round the engine paired becomes the boards of a tournament's round, by the tournament's rules: a game of a
 * withdrawn player is a forfeit (both withdrawn: a double forfeit), the engine's bye scores as the system says (a
 * Swiss's pairing-allocated bye, a round robin's rest round), and in a Swiss the byes the players asked for this round
 * follow (the engine left those players out). Before a Swiss round is paired, the initial colour is fixed once.
 */
public final class RoundPlan {

    private RoundPlan() {
    }

    /** Start numbers of the players who do not play round {@code number}: those withdrawn from it. */
    public static Set<Integer> withdrawn(TournamentEvent e, int number) {
        return e.entries().stream().filter(x -> x.withdrawnIn(number)).map(Entry::startNumber)
                .collect(Collectors.toSet());
    }

    /** The boards of round {@code number} from what the engine paired: games, the engine's bye, the byes asked for. */
    public static List<PlannedBoard> boards(TournamentEvent e, PairingEngine.PairedRound paired, int number) {
        List<PlannedBoard> planned = new ArrayList<>();
        for (Pair b : paired.boards()) {
            Entry w = byNumber(e, b.white());
            Entry bl = byNumber(e, b.black());
            boolean wOut = w.withdrawnIn(number);
            boolean bOut = bl.withdrawnIn(number);
            BoardResult preset = wOut && bOut ? BoardResult.DOUBLE_FORFEIT
                    : wOut ? BoardResult.BLACK_FORFEIT_WIN : bOut ? BoardResult.WHITE_FORFEIT_WIN : BoardResult.PENDING;
            planned.add(new PlannedBoard(w, bl, preset));
        }
        if (paired.bye().isPresent()) {
            planned.add(new PlannedBoard(byNumber(e, paired.bye().getAsInt()), null,
                    paired.byeScores() ? BoardResult.PAIRING_BYE : BoardResult.ZERO_BYE));
        }
        if (e.system() == EventSystem.SWISS) {
            // byes asked for this round: left out by the engine (TRF 240), given here
            for (ByeRequest b : e.byeRequests()) {
                if (b.round() == number && !b.entry().withdrawnIn(number)) {
                    planned.add(new PlannedBoard(b.entry(), null, b.kind().result()));
                }
            }
        }
        return planned;
    }

    /**
     * Fixes a Swiss's initial colour before a round is paired, once: read from round 1 when it was paired by hand,
     * else {@code lot} (drawn by the caller), so that re-pairing gives the same colours.
     *
     * @param rounds the rounds paired so far
     * @return how it was fixed, for the audit trail; empty when it already was
     */
    public static Optional<String> fixInitialColour(TournamentEvent e, List<EventRound> rounds, Colour lot) {
        if (e.initialColour().isPresent()) {
            return Optional.empty();
        }
        Colour colour = rounds.isEmpty() ? lot : SwissRequests.initialColour(ModelMapper.tournament(e, rounds, 1));
        e.fixInitialColour(colour);
        return Optional.of(colour.name().toLowerCase(java.util.Locale.ROOT)
                + " for the highest-ranked player in round 1 (" + (rounds.isEmpty() ? "drawn by lot" : "as in round 1")
                + ")");
    }

    /** The entry with that start number; a number nobody has is the arbiter's mistake. */
    public static Entry byNumber(TournamentEvent e, int startNumber) {
        return e.entryByNumber(startNumber).orElseThrow(() -> new ValidationException("boards",
                Problem.of("event.boards.no-player", startNumber)));
    }
}
