package org.hakem.standings.category;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Which player is in which category, and each category's ranking, read off the overall standings.
 *
 * <p>Ages are counted by the birth year only, as FIDE's youth and senior events do: in the event's year {@code Y} a
 * player born in year {@code b} is {@code Y - b}. U12 holds the players of 12 or less ({@code b >= Y - 12}: they are
 * under 12 on 1 January of the event's year), 50+ those of 50 or more ({@code b <= Y - 50}). The junior groups nest (a
 * player of U10 is in U12 as well) and so do the senior ones (65+ is in 50+). A player without a birth year is in no
 * age group; one whose sex is not known is not in the women's ranking; a rating group takes the rating the standings
 * show (an unrated player is in the lowest group). A category's places follow the overall ranks: players tied in the
 * overall standings share their place in the category too.
 */
public final class Categories {

    /**
     * A player as the categories see them.
     *
     * @param rank      the place in the overall standings (1 = first)
     * @param sex       "m", "w" or null when not known
     * @param birthYear null when not known
     * @param rating    the rating the standings show, null or 0 when unrated
     */
    public record Member(int startNumber, int rank, String sex, Integer birthYear, Integer rating, String club,
                         String federation) {
    }

    /** A player's place in a category, with the place in the overall standings. */
    public record Place(int place, int startNumber, int rank) {
    }

    /** A category's ranking. */
    public record Ranking(Category category, List<Place> places) {
        public Ranking {
            places = List.copyOf(places);
        }
    }

    private Categories() {
    }

    /** The categories of {@code choice} that {@code m} is in, at the event year {@code year}, in the choice's order. */
    public static List<Category> of(Member m, CategoryChoice choice, int year) {
        List<Category> out = new ArrayList<>();
        if (choice.women() && "w".equals(m.sex())) {
            out.add(Category.women());
        }
        if (m.birthYear() != null) {
            int age = year - m.birthYear();
            for (int limit : choice.juniors()) {
                if (age <= limit) {
                    out.add(Category.under(limit));
                }
            }
            for (int senior : choice.seniors()) {
                if (age >= senior) {
                    out.add(Category.senior(senior));
                }
            }
        }
        int rating = m.rating() == null ? 0 : m.rating();
        for (Category g : choice.ratingGroups()) {
            if (rating >= g.low() && rating < g.high()) {
                out.add(g);
            }
        }
        if (choice.clubs() && present(m.club())) {
            out.add(Category.club(m.club().strip()));
        }
        if (choice.federations() && present(m.federation())) {
            out.add(Category.federation(m.federation().strip()));
        }
        return out;
    }

    /**
     * Every chosen category that has a player, with its ranking: women, juniors (youngest first), seniors, rating
     * groups (lowest first), clubs and federations in alphabetical (Turkish) order.
     *
     * @param members the players, in any order
     */
    public static List<Ranking> rank(CategoryChoice choice, int year, List<Member> members) {
        List<Member> byRank = new ArrayList<>(members);
        byRank.sort(Comparator.comparingInt(Member::rank).thenComparingInt(Member::startNumber));
        Map<Category, List<Member>> in = new LinkedHashMap<>();
        for (Category c : fixed(choice)) {
            in.put(c, new ArrayList<>());
        }
        Collator order = Collator.getInstance(Locale.forLanguageTag("tr"));
        TreeSet<Category> groups = new TreeSet<>(Comparator.comparing((Category c) -> c.kind())
                .thenComparing(Category::group, order).thenComparing(Category::group));
        for (Member m : byRank) {
            for (Category c : of(m, choice, year)) {
                if (c.kind() == Category.Kind.CLUB || c.kind() == Category.Kind.FEDERATION) {
                    groups.add(c);
                }
            }
        }
        groups.forEach(c -> in.put(c, new ArrayList<>()));
        for (Member m : byRank) {
            for (Category c : of(m, choice, year)) {
                in.get(c).add(m);
            }
        }
        List<Ranking> out = new ArrayList<>();
        in.forEach((c, list) -> {
            if (!list.isEmpty()) {
                out.add(new Ranking(c, places(list)));
            }
        });
        return out;
    }

    /** Places by overall rank (sorted), players of one rank sharing the place of the first of them. */
    private static List<Place> places(List<Member> byRank) {
        List<Place> out = new ArrayList<>();
        for (int i = 0; i < byRank.size(); i++) {
            Member m = byRank.get(i);
            int place = i > 0 && byRank.get(i - 1).rank() == m.rank() ? out.get(i - 1).place() : i + 1;
            out.add(new Place(place, m.startNumber(), m.rank()));
        }
        return out;
    }

    /** The categories that do not depend on who plays, in the order they are listed. */
    private static List<Category> fixed(CategoryChoice choice) {
        List<Category> out = new ArrayList<>();
        if (choice.women()) {
            out.add(Category.women());
        }
        choice.juniors().forEach(a -> out.add(Category.under(a)));
        choice.seniors().forEach(a -> out.add(Category.senior(a)));
        out.addAll(choice.ratingGroups());
        return out;
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }
}
