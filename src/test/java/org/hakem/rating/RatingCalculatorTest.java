package org.hakem.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.hakem.rating.RatingOutcome.Status;
import org.junit.jupiter.api.Test;

/**
 * Every branch of the rating formula on the FMJD 100-squares list (k 20; k.new 40 below 30 games; k.high 10 from
 * 2400; scale and max difference 400; shorter time control × 0.5; rapid and blitz not rated; first rating from 5
 * games, spread 800; floor 1000). Each expected value is worked out by hand in the comment beside it.
 */
class RatingCalculatorTest {

    static final RatingParameters FMJD = RatingParameters.builtIn("fmjd-100").orElseThrow();

    static RatedGame win(int opponent) {
        return new RatedGame(opponent, 1);
    }

    static RatedGame draw(int opponent) {
        return new RatedGame(opponent, 0.5);
    }

    static RatedGame loss(int opponent) {
        return new RatedGame(opponent, 0);
    }

    static RatingOutcome rate(int rating, Integer games, TimeControlClass tc, RatedGame... played) {
        return RatingCalculator.rate(FMJD, new PriorRating(rating, games), List.of(played), tc);
    }

    static RatingOutcome rate(int rating, Integer games, RatedGame... played) {
        return rate(rating, games, TimeControlClass.STANDARD, played);
    }

    @Test
    void expectedScoreIsLogisticInTheDifferenceCappedAt400() {
        // d = 0: 1 / (1 + 10^0) = 1/2
        assertEquals(0.5, RatingCalculator.expected(FMJD, 2000, 2000), 1e-12);
        // d = 200: 1 / (1 + 10^-0.5) = 1 / 1.316227766 = 0.759746927
        assertEquals(0.759746927, RatingCalculator.expected(FMJD, 2200, 2000), 1e-9);
        // d = -200: 1 - 0.759746927 = 0.240253073
        assertEquals(0.240253073, RatingCalculator.expected(FMJD, 2000, 2200), 1e-9);
        // d = -600 counts as -400: 1 / (1 + 10^1) = 1/11 = 0.090909091
        assertEquals(1.0 / 11, RatingCalculator.expected(FMJD, 2000, 2600), 1e-12);
        // d = +700 counts as +400: 1 / (1 + 10^-1) = 10/11
        assertEquals(10.0 / 11, RatingCalculator.expected(FMJD, 2700, 2000), 1e-12);
    }

    @Test
    void anEstablishedPlayerBelow2400HasFactor20() {
        // 50 games, 2000: K = 20; beats a 2000: 20 × (1 − 0.5) = +10
        RatingOutcome o = rate(2000, 50, win(2000));
        assertEquals(Status.RATED, o.status());
        assertEquals(20.0, o.developmentFactor());
        assertEquals(0.5, o.expected(), 1e-12);
        assertEquals(10, o.change());
        assertEquals(2010, o.newRating());
        assertEquals(51, o.newGames());
    }

    @Test
    void theDifferenceIsCappedWhenTheUnderdogWins() {
        // 2000 beats 2600: d = −600 → −400, We = 1/11 = 0.0909; 20 × (1 − 0.0909) = 18.18 → +18
        RatingOutcome o = rate(2000, 50, win(2600));
        assertEquals(18, o.change());
        assertEquals(2018, o.newRating());
    }

    @Test
    void expectationsAddUpOverTheGames() {
        // 2200 (40 games) beats 2000 (We 0.759747) and loses to 2400 (We 0.240253): ΣWe = 1.0, W = 1 → 0
        RatingOutcome o = rate(2200, 40, win(2000), loss(2400));
        assertEquals(1.0, o.expected(), 1e-12);
        assertEquals(0, o.change());
        // only the win: 20 × (1 − 0.759747) = 20 × 0.240253 = 4.805 → +5
        assertEquals(5, rate(2200, 40, win(2000)).change());
        assertEquals(List.of(2000, 2400), o.opponents());
        assertEquals(2200.0, o.averageOpponent(), 1e-12);
    }

    @Test
    void aPlayerWithFewerThan30GamesHasFactor40() {
        // 10 games: K = 40; win and draw against 1800s: W = 1.5, We = 1.0 → 40 × 0.5 = +20
        RatingOutcome o = rate(1800, 10, win(1800), draw(1800));
        assertEquals(40.0, o.developmentFactor());
        assertEquals(20, o.change());
        assertEquals(1820, o.newRating());
        // 29 games is still new, 30 is established: 40 × 0.5 = 20 against 20 × 0.5 = 10
        assertEquals(20, rate(1800, 29, win(1800)).change());
        assertEquals(10, rate(1800, 30, win(1800)).change());
    }

    @Test
    void thenewPlayerRuleComesBeforeTheHighRatingRule() {
        // 2500 with 5 games: K = 40, not 10; loses to a 2500: 40 × (0 − 0.5) = −20
        assertEquals(-20, rate(2500, 5, loss(2500)).change());
    }

    @Test
    void fromARatingOf2400TheFactorIs10() {
        // 2400, 100 games: K = 10; loses to a 2400: 10 × (0 − 0.5) = −5
        RatingOutcome o = rate(2400, 100, loss(2400));
        assertEquals(10.0, o.developmentFactor());
        assertEquals(-5, o.change());
        assertEquals(2395, o.newRating());
        // 2399 is below: K = 20 → −10
        assertEquals(-10, rate(2399, 100, loss(2399)).change());
    }

    @Test
    void gamesNotKnownCountAsEstablished() {
        // games null: not new; 2000 → K = 20; +10; the games after stay unknown
        RatingOutcome o = rate(2000, null, win(2000));
        assertEquals(10, o.change());
        assertNull(o.newGames());
    }

    @Test
    void aShorterTimeControlHalvesTheFactor() {
        // art. 1.2.2.2: 20 × 0.5 = 10; beats a 2000: 10 × 0.5 = +5
        RatingOutcome o = rate(2000, 50, TimeControlClass.SHORTER, win(2000));
        assertEquals(10.0, o.developmentFactor());
        assertEquals(5, o.change());
    }

    @Test
    void halvesRoundAwayFromZero() {
        // 2400 (K 10) in a shorter event: 10 × 0.5 = 5; against an equal: 5 × ±0.5 = ±2.5 → ±3
        assertEquals(3, rate(2400, 100, TimeControlClass.SHORTER, win(2400)).change());
        assertEquals(-3, rate(2400, 100, TimeControlClass.SHORTER, loss(2400)).change());
        assertEquals(3, RatingCalculator.round(2.5));
        assertEquals(-3, RatingCalculator.round(-2.5));
        assertEquals(2, RatingCalculator.round(2.4999));
    }

    @Test
    void rapidAndBlitzAreNotRatedOnTheFmjdLists() {
        RatingOutcome o = rate(2000, 50, TimeControlClass.RAPID, win(2000));
        assertEquals(Status.NOT_RATED_TIME_CONTROL, o.status());
        assertEquals(0, o.change());
        assertEquals(2000, o.newRating());
        assertEquals(50, o.newGames());
        assertEquals(Status.NOT_RATED_TIME_CONTROL, rate(0, 0, TimeControlClass.BLITZ, win(2000)).status());
    }

    @Test
    void theRatingDoesNotFallBelowTheFloor() {
        // 1010 loses twice to 1010s: 20 × (0 − 1) = −20 → 990, held at the floor 1000: change −10
        RatingOutcome o = rate(1010, 50, loss(1010), loss(1010));
        assertEquals(1000, o.newRating());
        assertEquals(-10, o.change());
    }

    @Test
    void gamesAgainstUnratedOpponentsDoNotCount() {
        // win against an unrated, draw against a 2000: one game counts, W = 0.5, We = 0.5 → 0
        RatingOutcome o = rate(2000, 50, win(0), draw(2000));
        assertEquals(List.of(2000), o.opponents());
        assertEquals(0.5, o.score());
        assertEquals(0, o.change());
        assertEquals(51, o.newGames());
    }

    @Test
    void aRatedPlayerWithoutRatedOpponentsKeepsTheRating() {
        RatingOutcome o = rate(2000, 50, win(0));
        assertEquals(Status.NO_RATED_GAMES, o.status());
        assertEquals(2000, o.newRating());
        assertEquals(50, o.newGames());
    }

    @Test
    void anUnratedPlayerGetsAFirstRatingFromTheirPerformance() {
        // opponents 1700, 1800, 1900, 1800, 1800: Ra = 1800; 3.5 of 5: p = 0.7; 1800 + 800 × 0.2 = 1960
        RatingOutcome o = rate(0, 0, win(1700), win(1800), draw(1900), win(1800), loss(1800));
        assertEquals(Status.FIRST_RATING, o.status());
        assertEquals(1960, o.newRating());
        assertEquals(0, o.change());
        assertNull(o.expected());
        assertEquals(5, o.newGames());
    }

    @Test
    void aFirstRatingIsRoundedLikeAChange() {
        // Ra = (1802 + 4 × 1800) / 5 = 1800.4; p = 0.5 → 1800.4 → 1800
        assertEquals(1800, rate(0, 0, win(1802), loss(1800), win(1800), loss(1800), draw(1800)).newRating());
        // Ra = (1803 + 4 × 1800) / 5 = 1800.6 → 1801
        assertEquals(1801, rate(0, 0, win(1803), loss(1800), win(1800), loss(1800), draw(1800)).newRating());
    }

    @Test
    void aFirstRatingNeedsFiveRatedOpponents() {
        // four rated opponents and one unrated: 4 < 5
        RatingOutcome o = rate(0, 0, win(1800), win(1800), win(1800), win(1800), win(0));
        assertEquals(Status.TOO_FEW_GAMES, o.status());
        assertEquals(0, o.newRating());
        assertEquals(4, o.newGames());
    }

    @Test
    void aFirstRatingBelowTheFloorIsNotPublished() {
        // Ra = 1100, 0 of 5: 1100 + 800 × (0 − 0.5) = 700 < 1000: stays unrated
        RatingOutcome o = rate(0, 0, loss(1100), loss(1100), loss(1100), loss(1100), loss(1100));
        assertEquals(Status.BELOW_FLOOR, o.status());
        assertEquals(0, o.newRating());
        // Ra = 1200, 1 of 5: 1200 + 800 × (0.2 − 0.5) = 960 < 1000; 1.5 of 5: 1200 + 800 × (−0.2) = 1040
        assertEquals(Status.BELOW_FLOOR, rate(0, 0, win(1200), loss(1200), loss(1200), loss(1200), loss(1200)).status());
        assertEquals(1040, rate(0, 0, win(1200), draw(1200), loss(1200), loss(1200), loss(1200)).newRating());
    }

    @Test
    void aNationalListUsesItsOwnNumbers() {
        // tur-national: k 25 (k.new 40 below 20 games, k.high 15 from 2200), rapid × 0.5
        RatingParameters tur = RatingParameters.builtIn("tur-national").orElseThrow();
        // 1900 with 60 games beats a 1900 in a rapid event: 25 × 0.5 × 0.5 = 6.25 → +6
        RatingOutcome o = RatingCalculator.rate(tur, new PriorRating(1900, 60), List.of(win(1900)),
                TimeControlClass.RAPID);
        assertEquals(12.5, o.developmentFactor());
        assertEquals(6, o.change());
        // first rating from 4 games: Ra 1500, 3 of 4: 1500 + 800 × 0.25 = 1700
        RatingOutcome first = RatingCalculator.rate(tur, PriorRating.UNRATED,
                List.of(win(1500), win(1500), win(1500), loss(1500)), TimeControlClass.STANDARD);
        assertEquals(1700, first.newRating());
    }
}
