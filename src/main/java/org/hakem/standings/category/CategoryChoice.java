package org.hakem.standings.category;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The categories an event ranks in, as the arbiter chose them. Kept as a short code, words separated by spaces:
 * {@code W} (women), {@code U8} .. {@code U20} (juniors), {@code 50+}, {@code 65+} (seniors), {@code R1600/1800}
 * (rating groups below 1600, 1600-1799 and from 1800), {@code CLUB}, {@code FED}; the empty code chooses none.
 *
 * @param women       a women's ranking (players whose sex is known to be female)
 * @param juniors     the junior age limits, from {@link #JUNIOR_AGES}
 * @param seniors     the senior ages, from {@link #SENIOR_AGES}
 * @param ratingBounds the bounds between rating groups, increasing; empty for no rating groups
 * @param clubs       one ranking per club
 * @param federations one ranking per federation
 */
public record CategoryChoice(boolean women, Set<Integer> juniors, Set<Integer> seniors, List<Integer> ratingBounds,
                             boolean clubs, boolean federations) {

    /** The junior age groups FIDE's youth events use. */
    public static final Set<Integer> JUNIOR_AGES = Set.of(8, 10, 12, 14, 16, 18, 20);
    /** The senior age groups FIDE's senior events use. */
    public static final Set<Integer> SENIOR_AGES = Set.of(50, 65);
    /** At most this many bounds (so at most one group more). */
    public static final int MAX_BOUNDS = 9;
    /** No categories. */
    public static final CategoryChoice NONE = new CategoryChoice(false, Set.of(), Set.of(), List.of(), false, false);

    public CategoryChoice {
        juniors = new TreeSet<>(juniors == null ? Set.of() : juniors);
        seniors = new TreeSet<>(seniors == null ? Set.of() : seniors);
        ratingBounds = List.copyOf(ratingBounds == null ? List.of() : ratingBounds);
        for (int age : juniors) {
            if (!JUNIOR_AGES.contains(age)) {
                throw new IllegalArgumentException("junior age " + age + " is not one of " + new TreeSet<>(JUNIOR_AGES));
            }
        }
        for (int age : seniors) {
            if (!SENIOR_AGES.contains(age)) {
                throw new IllegalArgumentException("senior age " + age + " is not one of " + new TreeSet<>(SENIOR_AGES));
            }
        }
        checkBounds(ratingBounds);
        juniors = java.util.Collections.unmodifiableSet(juniors);
        seniors = java.util.Collections.unmodifiableSet(seniors);
    }

    /** Refuses rating bounds that are not increasing, out of 1..4000, or too many. */
    public static void checkBounds(List<Integer> bounds) {
        if (bounds.size() > MAX_BOUNDS) {
            throw new IllegalArgumentException("at most " + MAX_BOUNDS + " rating bounds");
        }
        int before = 0;
        for (Integer b : bounds) {
            if (b == null || b < 1 || b > 4000) {
                throw new IllegalArgumentException("a rating bound is 1..4000, not " + b);
            }
            if (b <= before) {
                throw new IllegalArgumentException("rating bounds must increase: " + bounds);
            }
            before = b;
        }
    }

    /** Reads a code ({@link #code()}); null or blank is {@link #NONE}. */
    public static CategoryChoice parse(String code) {
        if (code == null || code.isBlank()) {
            return NONE;
        }
        boolean women = false;
        boolean clubs = false;
        boolean federations = false;
        Set<Integer> juniors = new TreeSet<>();
        Set<Integer> seniors = new TreeSet<>();
        List<Integer> bounds = new ArrayList<>();
        for (String word : code.strip().split("\\s+")) {
            String w = word.toUpperCase(Locale.ROOT);
            try {
                if (w.equals("W")) {
                    women = true;
                } else if (w.equals("CLUB")) {
                    clubs = true;
                } else if (w.equals("FED")) {
                    federations = true;
                } else if (w.startsWith("U")) {
                    juniors.add(Integer.parseInt(w.substring(1)));
                } else if (w.endsWith("+")) {
                    seniors.add(Integer.parseInt(w.substring(0, w.length() - 1)));
                } else if (w.startsWith("R") && bounds.isEmpty()) {
                    for (String b : w.substring(1).split("/")) {
                        bounds.add(Integer.parseInt(b));
                    }
                } else {
                    throw new IllegalArgumentException("unknown category " + word);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("unknown category " + word, e);
            }
        }
        return new CategoryChoice(women, juniors, seniors, bounds, clubs, federations);
    }

    /** The code that {@link #parse} reads back; empty for {@link #NONE}. */
    public String code() {
        List<String> words = new ArrayList<>();
        if (women) {
            words.add("W");
        }
        juniors.forEach(a -> words.add("U" + a));
        seniors.forEach(a -> words.add(a + "+"));
        if (!ratingBounds.isEmpty()) {
            words.add("R" + String.join("/", ratingBounds.stream().map(String::valueOf).toList()));
        }
        if (clubs) {
            words.add("CLUB");
        }
        if (federations) {
            words.add("FED");
        }
        return String.join(" ", words);
    }

    /** Whether no category is chosen. */
    public boolean none() {
        return code().isEmpty();
    }

    /** The rating groups the bounds make: below the first, between each two, from the last; empty without bounds. */
    public List<Category> ratingGroups() {
        List<Category> out = new ArrayList<>();
        if (ratingBounds.isEmpty()) {
            return out;
        }
        int low = 0;
        for (int b : ratingBounds) {
            out.add(Category.rating(low, b));
            low = b;
        }
        out.add(Category.rating(low, Category.OPEN));
        return out;
    }
}
