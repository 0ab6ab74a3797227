package org.hakem.rating;

import java.util.ArrayList;
import java.util.List;

/**
 * The rating formula of a list (Annex 9 art. 3, with each list's numbers in {@link RatingParameters}):
 *
 * <ul>
 *   <li>expected score of a game: {@code We = 1 / (1 + 10^(-d / scale))}, d the rating difference before the event,
 *       counted at most {@code max-difference} either way ({@link #expected});</li>
 *   <li>development factor ({@link #developmentFactor}): {@code k.new} while the player has fewer than
 *       {@code k.new.below-games} rated games, else {@code k.high} from a rating of {@code k.high.from-rating},
 *       else {@code k}; multiplied by the factor of the event's time-control class (art. 1.2.2.2: 50 % for the
 *       shorter time controls on the FMJD lists; 0: the class is not rated);</li>
 *   <li>rated player: {@code change = D × (W − ΣWe)} over the games against rated opponents, rounded to the
 *       whole point, halves away from zero; the new rating is never below the floor;</li>
 *   <li>unrated player: with at least {@code first.min-games} games against rated opponents, a first rating
 *       {@code Ra + spread × (p − ½)}, Ra the opponents' average, p the score fraction, rounded as above; below the
 *       floor the player stays unrated.</li>
 * </ul>
 *
 * Games against unrated opponents, forfeits and byes do not count (the caller gives only games played over the
 * board; this class leaves out those against unrated opponents).
 */
public final class RatingCalculator {

    private RatingCalculator() {
    }

    /** The expected score of a player rated {@code own} against {@code opponent}. */
    public static double expected(RatingParameters p, int own, int opponent) {
        int d = Math.max(-p.maxDifference(), Math.min(p.maxDifference(), own - opponent));
        return 1.0 / (1.0 + Math.pow(10.0, -d / p.scale()));
    }

    /** The development factor of a player before an event of class {@code tc}. */
    public static double developmentFactor(RatingParameters p, PriorRating prior, TimeControlClass tc) {
        double base;
        if (prior.games() != null && prior.games() < p.kNewBelowGames()) {
            base = p.kNew();
        } else if (prior.rating() >= p.kHighFromRating()) {
            base = p.kHigh();
        } else {
            base = p.k();
        }
        return base * p.factor(tc);
    }

    /** Rounds to the whole point, halves away from zero (a tolerance of 1e-9 absorbs binary fractions). */
    static int round(double x) {
        double r = Math.floor(Math.abs(x) + 0.5 + 1e-9);
        return (int) (x < 0 ? -r : r);
    }

    /** The outcome of an event for a player with this standing before it and these games. */
    public static RatingOutcome rate(RatingParameters p, PriorRating prior, List<RatedGame> games,
                                     TimeControlClass tc) {
        List<Integer> opponents = new ArrayList<>();
        double score = 0;
        for (RatedGame g : games) {
            if (g.againstRated()) {
                opponents.add(g.opponentRating());
                score += g.score();
            }
        }
        Integer newGames = prior.games() == null ? null : prior.games() + opponents.size();
        if (p.factor(tc) == 0) {
            return new RatingOutcome(RatingOutcome.Status.NOT_RATED_TIME_CONTROL, prior.rating(), prior.games(),
                    opponents, null, score, null, null, 0, prior.rating(), prior.games());
        }
        if (!prior.rated()) {
            return first(p, prior, opponents, score, newGames);
        }
        List<Double> perGame = new ArrayList<>();
        double expected = 0;
        for (int o : opponents) {
            double we = expected(p, prior.rating(), o);
            perGame.add(we);
            expected += we;
        }
        double k = developmentFactor(p, prior, tc);
        if (opponents.isEmpty()) {
            return new RatingOutcome(RatingOutcome.Status.NO_RATED_GAMES, prior.rating(), prior.games(), opponents,
                    perGame, 0, 0.0, k, 0, prior.rating(), newGames);
        }
        int newRating = Math.max(p.floor(), prior.rating() + round(k * (score - expected)));
        return new RatingOutcome(RatingOutcome.Status.RATED, prior.rating(), prior.games(), opponents, perGame, score,
                expected, k, newRating - prior.rating(), newRating, newGames);
    }

    private static RatingOutcome first(RatingParameters p, PriorRating prior, List<Integer> opponents, double score,
                                       Integer newGames) {
        if (opponents.size() < p.firstMinGames()) {
            return new RatingOutcome(RatingOutcome.Status.TOO_FEW_GAMES, 0, prior.games(), opponents, null, score,
                    null, null, 0, 0, newGames);
        }
        double average = opponents.stream().mapToInt(Integer::intValue).average().orElseThrow();
        double fraction = score / opponents.size();
        int first = round(average + p.firstSpread() * (fraction - 0.5));
        if (first < p.floor()) {
            return new RatingOutcome(RatingOutcome.Status.BELOW_FLOOR, 0, prior.games(), opponents, null, score, null,
                    null, 0, 0, newGames);
        }
        return new RatingOutcome(RatingOutcome.Status.FIRST_RATING, 0, prior.games(), opponents, null, score, null,
                null, 0, first, newGames);
    }
}
