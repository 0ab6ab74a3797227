package org.hakem.tournament.domain;

import java.util.List;
import org.hakem.pairing.Pair;
import java.util.OptionalInt;
import org.hakem.event.domain.PairedRound;

/** A match: start number 1 has white in the odd games, start number 2 in the even ones. */
public final class MatchPairing implements PairingEngine {

    @Override
    public boolean pairs(EventSystem system) {
        return system == EventSystem.MATCH;
    }

    @Override
    public PairedRound pair(Request request) {
        int n = request.tournament().tournament().players().size();
        if (n != 2) {
            throw new IllegalArgumentException("a match is between 2 players; " + n + " are entered");
        }
        int planned = request.tournament().tournament().plannedRounds();
        if (planned > 0 && request.round() > planned) {
            throw new IllegalArgumentException("the match has " + planned + " games; there is no game " + request.round());
        }
        boolean odd = request.round() % 2 == 1;
        return new PairedRound(request.round(), List.of(odd ? new Pair(1, 2) : new Pair(2, 1)),
                OptionalInt.empty(), false);
    }
}
