package org.hakem.pairing;

import java.util.List;
import java.util.OptionalInt;

/**
 * The pairing of one round: the boards in publication order and the player who receives the
 * pairing-allocated bye, if any.
 */
public record RoundPairing(int round, List<Pair> boards, OptionalInt pairingAllocatedBye) {
    public RoundPairing {
        boards = List.copyOf(boards);
    }
}
