package org.hakem.tournament.interfaces.rest;

import java.util.ArrayList;
import java.util.List;
import org.hakem.standings.category.CategoryChoice;
import org.hakem.tournament.application.CategoryStandings;

/**
 * The categories an individual tournament ranks in (issue 33), as {@code GET} and {@code PUT
 * /api/tournaments/{id}/categories} show and take them. Every field may be left out (not chosen).
 *
 * @param women        a women's ranking
 * @param juniors      the junior age groups: 8, 10, 12, 14, 16, 18, 20 (U12 = 12 or younger in the event's year)
 * @param seniors      the senior age groups: 50, 65 (50 or older in the event's year)
 * @param ratingBounds the bounds between rating groups, increasing ([1600, 1800]: below 1600, 1600-1799, from 1800)
 * @param clubs        one ranking per club
 * @param federations  one ranking per federation
 * @param code         (answers only) the choice in short: {@code W U12 50+ R1600/1800 CLUB FED}
 */
public record CategoriesJson(Boolean women, List<Integer> juniors, List<Integer> seniors, List<Integer> ratingBounds,
                             Boolean clubs, Boolean federations, String code) {

    static CategoriesJson of(CategoryChoice c) {
        return new CategoriesJson(c.women(), new ArrayList<>(c.juniors()), new ArrayList<>(c.seniors()), c.ratingBounds(),
                c.clubs(), c.federations(), c.code());
    }

    /** The choice this body makes, or the fields that are wrong. */
    CategoryChoice choice() {
        return CategoryStandings.choice(women, juniors, seniors, ratingBounds, clubs, federations);
    }
}
