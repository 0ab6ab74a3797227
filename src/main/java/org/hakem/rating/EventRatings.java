package org.hakem.rating;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;

/**
 * The ratings of an event from its crosstable: every player's games played over the board (forfeits, byes and the
 * games TRF marks as not rated, W D L, left out), each opponent taken at the rating before the event, whichever
 * round the game was in. Run on a running event it gives the live ratings from the results so far.
 */
public final class EventRatings {

    private EventRatings() {
    }

    /**
     * Each player's outcome by start number, in start-number order.
     *
     * @param priors each player's standing before the event (a list entry, or the crosstable's own rating)
     */
    public static Map<Integer, RatingOutcome> compute(Crosstable t, Function<Entrant, PriorRating> priors,
                                                      RatingParameters p, TimeControlClass tc) {
        Map<Integer, PriorRating> before = new LinkedHashMap<>();
        for (Entrant e : t.players()) {
            before.put(e.startNumber(), priors.apply(e));
        }
        Map<Integer, RatingOutcome> out = new LinkedHashMap<>();
        for (Entrant e : t.players()) {
            out.put(e.startNumber(), RatingCalculator.rate(p, before.get(e.startNumber()), games(e, before), tc));
        }
        return out;
    }

    /** The games of a player that a rating can count, with the opponents' ratings before the event. */
    static List<RatedGame> games(Entrant e, Map<Integer, PriorRating> before) {
        List<RatedGame> games = new ArrayList<>();
        for (RoundEntry r : e.rounds()) {
            Double s = gameScore(r);
            if (s != null) {
                games.add(new RatedGame(before.get(r.opponent()).rating(), s));
            }
        }
        return games;
    }

    /** 1, ½ or 0 for a rated game played over the board, null for anything else. */
    static Double gameScore(RoundEntry r) {
        if (!r.played() || r.result() == ResultCode.WIN_NOT_RATED || r.result() == ResultCode.DRAW_NOT_RATED
                || r.result() == ResultCode.LOSS_NOT_RATED) {
            return null;
        }
        return switch (r.result().kind()) {
            case WIN -> 1.0;
            case DRAW -> 0.5;
            default -> 0.0;
        };
    }

    /** The standing of a player taken from the crosstable alone: its rating, games unknown. */
    public static PriorRating fromCrosstable(Entrant e) {
        return new PriorRating(Math.max(0, Math.min(4000, e.rating())), null);
    }
}
