package org.hakem.standings.category;

import java.util.Objects;

/**
 * One category a player can be ranked in.
 *
 * @param kind  what the category is
 * @param low   juniors: unused (0); seniors: the age reached in the event's year (50 for 50+); rating: the lowest
 *              rating in the group (0 for the lowest group)
 * @param high  juniors: the age limit (12 for U12); rating: the first rating above the group ({@link #OPEN} for the
 *              highest group); otherwise unused (0)
 * @param group clubs and federations: the club or federation; otherwise empty
 */
public record Category(Kind kind, int low, int high, String group) {

    /** What a category is made of. */
    public enum Kind { WOMEN, JUNIOR, SENIOR, RATING, CLUB, FEDERATION }

    /** The upper bound of the highest rating group. */
    public static final int OPEN = Integer.MAX_VALUE;

    public Category {
        Objects.requireNonNull(kind, "kind");
        group = group == null ? "" : group;
    }

    public static Category women() {
        return new Category(Kind.WOMEN, 0, 0, "");
    }

    /** U{@code age}: players who are {@code age} or younger in the event's year (born in its year minus age or later). */
    public static Category under(int age) {
        return new Category(Kind.JUNIOR, 0, age, "");
    }

    /** {@code age}+: players who are {@code age} or older in the event's year. */
    public static Category senior(int age) {
        return new Category(Kind.SENIOR, age, 0, "");
    }

    /** Ratings from {@code low} (inclusive) up to {@code high} (exclusive; {@link #OPEN} for no upper bound). */
    public static Category rating(int low, int high) {
        return new Category(Kind.RATING, low, high, "");
    }

    public static Category club(String club) {
        return new Category(Kind.CLUB, 0, 0, club);
    }

    public static Category federation(String federation) {
        return new Category(Kind.FEDERATION, 0, 0, federation);
    }

    /**
     * A short code that names the category in the exports: {@code W}, {@code U12}, {@code 50+}, {@code R<1600},
     * {@code R1600-1799}, {@code R≥1800}, {@code CLUB:İzmir Dama}, {@code FED:TUR}.
     */
    public String code() {
        return switch (kind) {
            case WOMEN -> "W";
            case JUNIOR -> "U" + high;
            case SENIOR -> low + "+";
            case RATING -> low == 0 ? "R<" + high : high == OPEN ? "R≥" + low : "R" + low + "-" + (high - 1);
            case CLUB -> "CLUB:" + group;
            case FEDERATION -> "FED:" + group;
        };
    }
}
