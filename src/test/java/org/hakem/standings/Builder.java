package org.hakem.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;

/** Builds small tournaments for tests: games "1-0", "0-1", "=", forfeits "+-", "-+", "--", and byes. */
final class Builder {

    private final int players;
    private final int rounds;
    private final Map<Integer, RoundEntry[]> entries = new TreeMap<>();
    private final Map<Integer, Integer> ratings = new TreeMap<>();
    private PointSystem points = PointSystem.DEFAULT;

    Builder(int players, int rounds) {
        this.players = players;
        this.rounds = rounds;
        for (int p = 1; p <= players; p++) {
            entries.put(p, new RoundEntry[rounds]);
        }
    }

    Builder points(PointSystem ps) {
        this.points = ps;
        return this;
    }

    Builder ratings(int... r) {
        for (int i = 0; i < r.length; i++) {
            ratings.put(i + 1, r[i]);
        }
        return this;
    }

    /** A game in round {@code round}: white, black, result from white's side. */
    Builder game(int round, int white, int black, String result) {
        ResultCode w;
        ResultCode b;
        switch (result) {
            case "1-0" -> { w = ResultCode.WIN; b = ResultCode.LOSS; }
            case "0-1" -> { w = ResultCode.LOSS; b = ResultCode.WIN; }
            case "=" -> { w = ResultCode.DRAW; b = ResultCode.DRAW; }
            case "+-" -> { w = ResultCode.FORFEIT_WIN; b = ResultCode.FORFEIT_LOSS; }
            case "-+" -> { w = ResultCode.FORFEIT_LOSS; b = ResultCode.FORFEIT_WIN; }
            case "--" -> { w = ResultCode.FORFEIT_LOSS; b = ResultCode.FORFEIT_LOSS; }
            default -> throw new IllegalArgumentException(result);
        }
        set(round, white, RoundEntry.game(black, Colour.WHITE, w));
        set(round, black, RoundEntry.game(white, Colour.BLACK, b));
        return this;
    }

    Builder bye(int round, int player, ResultCode code) {
        set(round, player, RoundEntry.bye(code));
        return this;
    }

    private void set(int round, int player, RoundEntry e) {
        RoundEntry[] es = entries.get(player);
        if (es[round - 1] != null) {
            throw new IllegalStateException("player " + player + " has round " + round + " twice");
        }
        es[round - 1] = e;
    }

    Crosstable build() {
        List<Entrant> ps = new ArrayList<>();
        for (int p = 1; p <= players; p++) {
            List<RoundEntry> es = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                RoundEntry e = entries.get(p)[r];
                if (e == null) {
                    throw new IllegalStateException("player " + p + " has no entry in round " + (r + 1));
                }
                es.add(e);
            }
            ps.add(Entrant.of(p, "P" + p, ratings.getOrDefault(p, 0), es));
        }
        return Crosstable.of(points, ps);
    }
}
