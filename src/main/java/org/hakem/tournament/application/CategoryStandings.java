package org.hakem.tournament.application;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hakem.standings.category.Categories;
import org.hakem.standings.category.Category;
import org.hakem.standings.category.CategoryChoice;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.TournamentEvent;

/**
 * The standings of each category an individual tournament ranks in (issue 33), read off its overall standings
 * ({@link Categories} has the rules). Team events rank no categories: their standings are the teams'.
 */
public final class CategoryStandings {

    /**
     * One category's ranking, as the standings (JSON, CSV, pages, print) show it.
     *
     * @param code  {@link Category#code()}: {@code W}, {@code U12}, {@code 50+}, {@code R1600-1799}, {@code CLUB:...}
     * @param kind  WOMEN, JUNIOR, SENIOR, RATING, CLUB or FEDERATION
     * @param age   juniors: the age limit (12 for U12); seniors: the age (50 for 50+); otherwise absent
     * @param low   rating groups: the lowest rating in the group; otherwise absent
     * @param high  rating groups: the highest rating in the group, absent for the highest group; otherwise absent
     * @param group clubs and federations: which one; otherwise absent
     * @param rows  by place
     */
    public record CategoryRanking(String code, String kind, Integer age, Integer low, Integer high, String group,
                                  List<CategoryPlace> rows) {
    }

    /** A player's line in a category: the place in it, the overall place, and the line's points. */
    public record CategoryPlace(int place, int rank, int startNumber, String name, String points) {
    }

    private CategoryStandings() {
    }

    /**
     * The choice from its parts as a form or the API gives them (null: not chosen), or the fields that are wrong.
     *
     * @throws org.hakem.platform.ValidationException naming {@code juniors}, {@code seniors} or {@code ratingBounds}
     */
    public static CategoryChoice choice(Boolean women, java.util.Collection<Integer> juniors,
                                        java.util.Collection<Integer> seniors, List<Integer> ratingBounds,
                                        Boolean clubs, Boolean federations) {
        Map<String, org.hakem.platform.Problem> wrong = new java.util.LinkedHashMap<>();
        java.util.Set<Integer> j = new java.util.TreeSet<>();
        for (Integer a : juniors == null ? List.<Integer>of() : juniors) {
            if (a == null || !CategoryChoice.JUNIOR_AGES.contains(a)) {
                wrong.putIfAbsent("juniors", org.hakem.platform.Problem.of("event.categories.junior", String.valueOf(a),
                        "8, 10, 12, 14, 16, 18, 20"));
            } else {
                j.add(a);
            }
        }
        java.util.Set<Integer> s = new java.util.TreeSet<>();
        for (Integer a : seniors == null ? List.<Integer>of() : seniors) {
            if (a == null || !CategoryChoice.SENIOR_AGES.contains(a)) {
                wrong.putIfAbsent("seniors", org.hakem.platform.Problem.of("event.categories.senior", String.valueOf(a),
                        "50, 65"));
            } else {
                s.add(a);
            }
        }
        List<Integer> bounds = ratingBounds == null ? List.of() : ratingBounds;
        try {
            CategoryChoice.checkBounds(bounds);
        } catch (IllegalArgumentException e) {
            wrong.put("ratingBounds", org.hakem.platform.Problem.of("event.categories.bounds", CategoryChoice.MAX_BOUNDS));
        }
        if (!wrong.isEmpty()) {
            throw new org.hakem.platform.ValidationException(wrong);
        }
        return new CategoryChoice(Boolean.TRUE.equals(women), j, s, bounds, Boolean.TRUE.equals(clubs),
                Boolean.TRUE.equals(federations));
    }

    /** The year whose birth years count: the event's start, or this year while it has no date. */
    public static int year(TournamentEvent e) {
        return e.startDate() != null ? e.startDate().getYear() : java.time.Year.now().getValue();
    }

    /** Every chosen category that has a player, with its ranking; empty when the event ranks in none. */
    public static List<CategoryRanking> of(TournamentEvent e, List<Reports.Row> ranked) {
        CategoryChoice choice = e.categories();
        if (choice.none() || ranked.isEmpty()) {
            return List.of();
        }
        Map<Integer, Entry> entries = new HashMap<>();
        e.entries().forEach(x -> entries.put(x.startNumber(), x));
        Map<Integer, Reports.Row> rows = new HashMap<>();
        List<Categories.Member> members = new ArrayList<>();
        for (Reports.Row r : ranked) {
            Entry x = entries.get(r.startNumber());
            rows.put(r.startNumber(), r);
            members.add(new Categories.Member(r.startNumber(), r.rank(), x == null ? null : x.sex(),
                    x == null ? null : x.birthYear(), r.rating(), r.club(), r.federation()));
        }
        List<CategoryRanking> out = new ArrayList<>();
        for (Categories.Ranking c : Categories.rank(choice, year(e), members)) {
            List<CategoryPlace> lines = c.places().stream().map(p -> {
                Reports.Row r = rows.get(p.startNumber());
                return new CategoryPlace(p.place(), p.rank(), p.startNumber(), r.name(), r.points());
            }).toList();
            out.add(json(c.category(), lines));
        }
        return out;
    }

    private static CategoryRanking json(Category c, List<CategoryPlace> rows) {
        Category.Kind k = c.kind();
        return new CategoryRanking(c.code(), k.name(),
                k == Category.Kind.JUNIOR ? Integer.valueOf(c.high()) : k == Category.Kind.SENIOR ? Integer.valueOf(c.low()) : null,
                k == Category.Kind.RATING ? Integer.valueOf(c.low()) : null,
                k == Category.Kind.RATING && c.high() != Category.OPEN ? Integer.valueOf(c.high() - 1) : null,
                k == Category.Kind.CLUB || k == Category.Kind.FEDERATION ? c.group() : null, rows);
    }

    /** Each start number's categories as the CSV writes them: {@code W 1, U12 2} (code and place in it). */
    public static Map<Integer, String> placesByPlayer(List<CategoryRanking> rankings) {
        Map<Integer, String> out = new HashMap<>();
        for (CategoryRanking c : rankings) {
            for (CategoryPlace r : c.rows()) {
                out.merge(r.startNumber(), c.code() + " " + r.place(), (a, b) -> a + ", " + b);
            }
        }
        return out;
    }
}
