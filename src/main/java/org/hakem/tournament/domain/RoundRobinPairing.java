package org.hakem.tournament.domain;

import java.util.List;
import org.hakem.pairing.Pair;
import org.hakem.pairing.roundrobin.BergerTables;
import org.hakem.pairing.roundrobin.Round;
import org.hakem.event.domain.PairedRound;

/**
 * Round robin from FIDE's Berger tables: start numbers are the table numbers; a double round robin
 * repeats the table with colours reversed; with an odd number of players the one left over rests.
 * Players unavailable for the round are still paired: their games are forfeits (the arbiter sets them).
 */
public final class RoundRobinPairing implements PairingEngine {

    @Override
    public boolean pairs(EventSystem system) {
        return system.roundRobin();
    }

    @Override
    public PairedRound pair(Request request) {
        int n = request.tournament().tournament().players().size();
        List<Round> schedule = BergerTables.schedule(n, request.system().cycles(), request.swapLastTwo());
        if (request.round() < 1 || request.round() > schedule.size()) {
            throw new IllegalArgumentException("a round robin of " + n + " players has " + schedule.size()
                    + " rounds; there is no round " + request.round());
        }
        Round r = schedule.get(request.round() - 1);
        return new PairedRound(request.round(), r.games(), r.bye(), false);
    }
}
