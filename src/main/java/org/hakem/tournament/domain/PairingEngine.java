package org.hakem.tournament.domain;

import java.util.List;
import org.hakem.pairing.Pair;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.FmjdOptions;
import java.util.OptionalInt;
import java.util.Set;
import org.hakem.trf.TrfDocument;
import org.hakem.event.domain.PairedRound;

/**
 * Pairs the next round of a tournament. Pure Java: the application gives the tournament as a TRF
 * document (players by start number, rounds so far, forbidden pairs as records 260, requested byes as
 * records 240) and stores the boards returned.
 *
 * <p>Implementations: {@link RoundRobinPairing} (FIDE Berger tables), {@link MatchPairing} and
 * {@link SwissPairing} (the FIDE Dutch system of {@code org.hakem.pairing}); CDI beans implementing this
 * interface take precedence over them.
 */
public interface PairingEngine {

    /** True when this engine pairs tournaments of that system. */
    boolean pairs(EventSystem system);

    /**
     * The boards of round {@code request.round()}.
     *
     * @throws IllegalArgumentException when the round cannot be paired (too few players, beyond the
     *                                  last round...), with the reason
     */
    PairedRound pair(Request request);

    /**
     * What an engine is given.
     *
     * @param tournament  the tournament so far (rounds before {@code round}), forbidden pairs and byes
     * @param round       the round to pair, from 1
     * @param system      the system
     * @param swapLastTwo for a double round robin, exchange the last two rounds of the first cycle
     * @param unavailable start numbers of players who do not play this round (withdrawn, requested bye)
     * @param swissSystem for a Swiss tournament, the system that pairs it (FIDE Dutch or FMJD)
     * @param fmjdOptions for the FMJD system, its options (colour relevance for pairing); the default otherwise
     */
    record Request(TrfDocument tournament, int round, EventSystem system, boolean swapLastTwo,
                   Set<Integer> unavailable, SwissSystem swissSystem, FmjdOptions fmjdOptions) {
        public Request {
            unavailable = Set.copyOf(unavailable);
            swissSystem = swissSystem == null ? SwissSystem.DUTCH : swissSystem;
            fmjdOptions = fmjdOptions == null ? FmjdOptions.DEFAULT : fmjdOptions;
        }

        /** A request for a Swiss tournament paired by {@code swissSystem} with its default options. */
        public Request(TrfDocument tournament, int round, EventSystem system, boolean swapLastTwo,
                       Set<Integer> unavailable, SwissSystem swissSystem) {
            this(tournament, round, system, swapLastTwo, unavailable, swissSystem, FmjdOptions.DEFAULT);
        }

        /** A request for a tournament that is not a Swiss, or a Swiss paired by the Dutch system. */
        public Request(TrfDocument tournament, int round, EventSystem system, boolean swapLastTwo,
                       Set<Integer> unavailable) {
            this(tournament, round, system, swapLastTwo, unavailable, SwissSystem.DUTCH);
        }
    }


    /**
     * A paired round: the games in board order and the player left without opponent, if any.
     *
     * @param byeScores true when the bye is the pairing-allocated bye that scores like a win (Swiss);
     *                  false for a round robin's rest round, which scores nothing
     */
    record PairedRound(int round, List<Pair> boards, OptionalInt bye, boolean byeScores) {
        public PairedRound {
            boards = List.copyOf(boards);
        }
    }
}
