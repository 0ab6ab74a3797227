package org.hakem.profile.interfaces.web;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.ratinglist.domain.RatingPoint;

/**
 * A player's rating history as the numbers of a small SVG plot, which the view draws (no markup here): dates along,
 * ratings up, one series a list type (its line and its dots, each dot with what it says), the scale's ratings on the
 * left (rounded out to fifties) and the first and last list's dates below. One list is drawn in the middle.
 *
 * <p>The scale and the dates' span are worked out once, when the plot is made.
 */
public final class RatingPlot {

    /** The drawing, in SVG units. */
    public static final int WIDTH = 640, HEIGHT = 200, LEFT = 48, RIGHT = 16, TOP = 12, BOTTOM = 28;

    /** One series: a list type's ratings, as an SVG polyline's points and its dots; {@code index} picks its colour (0-3). */
    public record Series(String listType, int index, String points, List<Dot> dots) {
    }

    /** A rating on the plot, at its place, with what it says. */
    public record Dot(String x, String y, String label) {
    }

    /** A label on an axis, at its place. */
    public record Tick(String x, String y, String text) {
    }

    private final List<RatingPoint> ratings;
    private final int low;
    private final int high;
    private final long firstDay;
    private final long lastDay;

    /** The plot of {@code ratings}, by list type and date (as {@code RatingListService.history} gives it). */
    public RatingPlot(List<RatingPoint> ratings) {
        this.ratings = List.copyOf(ratings);
        int min = ratings.stream().mapToInt(RatingPoint::rating).min().orElse(0);
        int max = ratings.stream().mapToInt(RatingPoint::rating).max().orElse(0);
        // rounded out to fifty; fifty below and above a flat history
        this.low = Math.floorDiv(min, 50) * 50 - (min == max ? 50 : 0);
        this.high = Math.floorDiv(max + 49, 50) * 50 + (min == max ? 50 : 0);
        this.firstDay = ratings.stream().mapToLong(r -> r.listDate().toEpochDay()).min().orElse(0);
        this.lastDay = ratings.stream().mapToLong(r -> r.listDate().toEpochDay()).max().orElse(0);
    }

    public int getWidth() {
        return WIDTH;
    }

    public int getHeight() {
        return HEIGHT;
    }

    /** The bottom of the scale: the lowest rating rounded down to fifty (fifty below a flat history). */
    int low() {
        return low;
    }

    /** The top of the scale: the highest rating rounded up to fifty (fifty above a flat history). */
    int high() {
        return high;
    }

    double x(LocalDate day) {
        double width = WIDTH - LEFT - RIGHT;
        return firstDay == lastDay ? LEFT + width / 2 : LEFT + width * (day.toEpochDay() - firstDay) / (lastDay - firstDay);
    }

    double y(int rating) {
        double height = HEIGHT - TOP - BOTTOM;
        return TOP + height * (high - rating) / (high - low);
    }

    private static String n(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** One series a list type, in the order of the history. */
    public List<Series> getSeries() {
        Map<String, List<RatingPoint>> byType = new LinkedHashMap<>();
        ratings.forEach(r -> byType.computeIfAbsent(r.listType(), k -> new ArrayList<>()).add(r));
        List<Series> out = new ArrayList<>();
        int index = 0;
        for (Map.Entry<String, List<RatingPoint>> e : byType.entrySet()) {
            List<Dot> dots = new ArrayList<>();
            StringBuilder points = new StringBuilder();
            for (RatingPoint r : e.getValue()) {
                String x = n(x(r.listDate())), y = n(y(r.rating()));
                points.append(points.isEmpty() ? "" : " ").append(x).append(',').append(y);
                dots.add(new Dot(x, y, e.getKey() + " " + r.listDate() + ": " + r.rating()));
            }
            out.add(new Series(e.getKey(), index++ % 4, points.toString(), dots));
        }
        return out;
    }

    /** The ratings written along the left side: the bottom, the middle and the top of the scale. */
    public List<Tick> getRatingTicks() {
        List<Tick> out = new ArrayList<>();
        for (int r : new int[] {low, (low + high) / 2, high}) {
            out.add(new Tick(n(LEFT - 6), n(y(r) + 4), Integer.toString(r)));
        }
        return out;
    }

    /** The dates written below: the first and the last list's (once when they are the same). */
    public List<Tick> getDateTicks() {
        List<Tick> out = new ArrayList<>();
        LocalDate first = LocalDate.ofEpochDay(firstDay), last = LocalDate.ofEpochDay(lastDay);
        out.add(new Tick(n(x(first)), n(HEIGHT - 8), first.toString()));
        if (!last.equals(first)) {
            out.add(new Tick(n(x(last)), n(HEIGHT - 8), last.toString()));
        }
        return out;
    }

    /** The axes: the left edge and the bottom of the drawing area, as an SVG path. */
    public String getAxes() {
        return "M" + LEFT + "," + TOP + " V" + (HEIGHT - BOTTOM) + " H" + (WIDTH - RIGHT);
    }
}
