package org.hakem.rating;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The numbers of one rating list type: the FMJD lists (100 and 64 squares, Annex 9 art. 1.1) or a national
 * federation's list. A list type is configuration, not code: it is a small properties text
 * ({@link #parse}, written back by {@link #text()}), one key per line:
 *
 * <pre>
 * id=fmjd-100                      list type id: a-z, 0-9 and '-'
 * name=FMJD 100 squares            shown to people
 * board=100                        100, 64 or any: the board the list rates
 * expected.scale=400               We = 1 / (1 + 10^(-d / scale)) for a rating difference d
 * expected.max-difference=400      |d| counted at most this much
 * k=20                             development factor of an established player
 * k.new=40                         ... of a player with fewer than k.new.below-games rated games
 * k.new.below-games=30
 * k.high=10                        ... of a player rated k.high.from-rating or more before the event
 * k.high.from-rating=2400
 * factor.standard=1                development factor multiplied by this for the event's time-control class;
 * factor.shorter=0.5               0 means events of that class are not rated on this list
 * factor.rapid=0
 * factor.blitz=0
 * first.min-games=5                an unrated player's first rating needs this many games against rated players
 * first.spread=800                 first rating = Ra + spread * (p - 0.5) for a score fraction p
 * floor=1000                       no rating is published or kept below the floor
 * </pre>
 */
public record RatingParameters(String id, String name, String board, double scale, int maxDifference,
                               double k, double kNew, int kNewBelowGames, double kHigh, int kHighFromRating,
                               Map<TimeControlClass, Double> factors, int firstMinGames, int firstSpread,
                               int floor) {

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");

    /** The keys of the properties text, in the order {@link #text()} writes them. */
    public static final List<String> KEYS = List.of("id", "name", "board", "expected.scale",
            "expected.max-difference", "k", "k.new", "k.new.below-games", "k.high", "k.high.from-rating",
            "factor.standard", "factor.shorter", "factor.rapid", "factor.blitz", "first.min-games", "first.spread",
            "floor");

    /** The built-in list types, by id: the two FMJD lists of Annex 9 art. 1.1 and the Turkish national list. */
    public static final List<String> BUILT_IN = List.of("fmjd-100", "fmjd-64", "tur-national");

    public RatingParameters {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("id must be 1 to 40 of a-z, 0-9 and '-', starting with a letter "
                    + "or digit, not '" + id + "'");
        }
        name = name == null || name.isBlank() ? id : name.strip();
        if (!List.of("100", "64", "any").contains(board)) {
            throw new IllegalArgumentException("board must be 100, 64 or any, not '" + board + "'");
        }
        positive("expected.scale", scale);
        positive("expected.max-difference", maxDifference);
        notNegative("k", k);
        notNegative("k.new", kNew);
        notNegative("k.new.below-games", kNewBelowGames);
        notNegative("k.high", kHigh);
        notNegative("k.high.from-rating", kHighFromRating);
        factors = new EnumMap<>(factors);
        for (TimeControlClass c : TimeControlClass.values()) {
            Double f = factors.get(c);
            if (f == null || f < 0 || f > 2 || f.isNaN()) {
                throw new IllegalArgumentException("factor." + c.text() + " must be a number from 0 to 2, not " + f);
            }
        }
        factors = Map.copyOf(factors);
        positive("first.min-games", firstMinGames);
        positive("first.spread", firstSpread);
        notNegative("floor", floor);
    }

    private static void positive(String key, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(key + " must be a number above 0, not " + plain(v));
        }
    }

    private static void notNegative(String key, double v) {
        if (!(v >= 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(key + " must be a number of 0 or more, not " + plain(v));
        }
    }

    /** The factor the development factor is multiplied by for an event of this class; 0: not rated. */
    public double factor(TimeControlClass c) {
        return factors.get(c);
    }

    /** A built-in list type ({@link #BUILT_IN}), read from its properties file beside this class. */
    public static Optional<RatingParameters> builtIn(String id) {
        if (id == null || !BUILT_IN.contains(id.strip().toLowerCase(Locale.ROOT))) {
            return Optional.empty();
        }
        String file = "lists/" + id.strip().toLowerCase(Locale.ROOT) + ".properties";
        try (InputStream in = RatingParameters.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + file);
            }
            return Optional.of(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** All built-in list types, in the order of {@link #BUILT_IN}. */
    public static List<RatingParameters> builtIns() {
        return BUILT_IN.stream().map(id -> builtIn(id).orElseThrow()).toList();
    }

    /**
     * Reads a list type's properties text: {@code key=value} lines, {@code #} comments and blank lines; every key of
     * {@link #KEYS} once, no other key.
     *
     * @throws RatingFormatException naming the source, line and column of the first fault
     */
    public static RatingParameters parse(String text, String source) {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        String[] lines = (text == null ? "" : text).split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new RatingFormatException(source, i + 1, 1, "expected key=value, found '" + line + "'");
            }
            String key = line.substring(0, eq).strip();
            if (!KEYS.contains(key)) {
                throw new RatingFormatException(source, i + 1, 1, "unknown key '" + key + "'; the keys are "
                        + String.join(", ", KEYS));
            }
            if (values.put(key, line.substring(eq + 1).strip()) != null) {
                throw new RatingFormatException(source, i + 1, 1, "key '" + key + "' is given twice");
            }
            lineOf.put(key, i + 1);
        }
        List<String> missing = new ArrayList<>();
        for (String k : KEYS) {
            if (!k.equals("name") && !values.containsKey(k)) {
                missing.add(k);
            }
        }
        if (!missing.isEmpty()) {
            throw new RatingFormatException(source, lines.length, 1, "missing key(s) " + String.join(", ", missing));
        }
        Reader r = new Reader(source, values, lineOf);
        Map<TimeControlClass, Double> factors = new EnumMap<>(TimeControlClass.class);
        for (TimeControlClass c : TimeControlClass.values()) {
            factors.put(c, r.number("factor." + c.text()));
        }
        try {
            return new RatingParameters(values.get("id"), values.get("name"), values.get("board"),
                    r.number("expected.scale"), r.whole("expected.max-difference"), r.number("k"), r.number("k.new"),
                    r.whole("k.new.below-games"), r.number("k.high"), r.whole("k.high.from-rating"), factors,
                    r.whole("first.min-games"), r.whole("first.spread"), r.whole("floor"));
        } catch (RatingFormatException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            String key = e.getMessage().split(" ", 2)[0];
            throw new RatingFormatException(source, lineOf.getOrDefault(key, 1), 1, e.getMessage());
        }
    }

    private record Reader(String source, Map<String, String> values, Map<String, Integer> lineOf) {
        double number(String key) {
            String v = values.get(key);
            try {
                double d = Double.parseDouble(v);
                if (!Double.isFinite(d)) {
                    throw new NumberFormatException();
                }
                return d;
            } catch (NumberFormatException e) {
                throw new RatingFormatException(source, lineOf.get(key), key.length() + 2,
                        key + " must be a number, not '" + v + "'");
            }
        }

        int whole(String key) {
            String v = values.get(key);
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new RatingFormatException(source, lineOf.get(key), key.length() + 2,
                        key + " must be a whole number, not '" + v + "'");
            }
        }
    }

    /** The properties text of this list type; {@link #parse} reads it back to an equal value. */
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("id=").append(id).append('\n');
        b.append("name=").append(name).append('\n');
        b.append("board=").append(board).append('\n');
        b.append("expected.scale=").append(plain(scale)).append('\n');
        b.append("expected.max-difference=").append(maxDifference).append('\n');
        b.append("k=").append(plain(k)).append('\n');
        b.append("k.new=").append(plain(kNew)).append('\n');
        b.append("k.new.below-games=").append(kNewBelowGames).append('\n');
        b.append("k.high=").append(plain(kHigh)).append('\n');
        b.append("k.high.from-rating=").append(kHighFromRating).append('\n');
        for (TimeControlClass c : TimeControlClass.values()) {
            b.append("factor.").append(c.text()).append('=').append(plain(factor(c))).append('\n');
        }
        b.append("first.min-games=").append(firstMinGames).append('\n');
        b.append("first.spread=").append(firstSpread).append('\n');
        b.append("floor=").append(floor).append('\n');
        return b.toString();
    }

    static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
