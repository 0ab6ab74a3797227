package org.hakem.profile.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.archive.application.PlayerGames;
import org.hakem.archive.domain.PlayerRecords;
import org.hakem.event.application.PlayerEvents;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Parameters;
import org.hakem.platform.Problem;
import org.hakem.platform.web.Page;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.ratinglist.application.RatingListService;
import org.hakem.ratinglist.domain.RatingPoint;

/**
 * {@code /players/ID?page=N}: a registry player's public page. It shows what the registry's public list shows (never
 * the national id or the sex), the player's archived games 20 a page, their score by colour and by year, their most
 * frequent opponents, their openings with links to the opening explorer filtered to them, their events and their
 * rating history as a small plot (an SVG the view draws from the numbers prepared here, with a table beside it).
 */
@Named("playerPage")
@RequestScoped
public class PlayerPage {

    static final int PAGE_SIZE = 20;
    /** The plot's drawing area, in SVG units. */
    static final int WIDTH = 640, HEIGHT = 200, LEFT = 48, RIGHT = 16, TOP = 12, BOTTOM = 28;

    @Inject
    Page page;

    @Inject
    PlayerService players;

    @Inject
    PlayerGames games;

    @Inject
    RatingListService ratingLists;

    @Inject
    Instance<PlayerEvents> eventKinds;

    private Player player;
    private PlayerGames.Record record;
    private PlayerGames.GamePage gamePage;
    private List<PlayerEvents.PlayedEvent> events = List.of();
    private List<RatingPoint> ratings = List.of();
    private String missing;

    /** One series of the plot: a list type's ratings, as an SVG polyline and its dots. */
    public record Series(String listType, int index, String points, List<Dot> dots) {
    }

    /** A rating on the plot, at its place, with what it says. */
    public record Dot(String x, String y, String label) {
    }

    /** A label on an axis, at its place. */
    public record Tick(String x, String y, String text) {
    }

    /** The view action. */
    public void load() {
        try {
            player = players.get(id(page.pathParam("id")));
        } catch (NotFoundException e) {
            missing = e.getMessage(page.locale());
            page.status(404);
            return;
        }
        long id = player.id();
        record = games.record(id);
        gamePage = games.games(id, Parameters.whole("page", page.param("page"), 0, 0, Integer.MAX_VALUE), PAGE_SIZE);
        List<PlayerEvents.PlayedEvent> all = new ArrayList<>();
        for (PlayerEvents kind : eventKinds) {
            all.addAll(kind.eventsOf(id, page.isArbiter()));
        }
        all.sort(Comparator.comparing(PlayerEvents.PlayedEvent::startDate, Comparator.nullsLast(Comparator.reverseOrder()))
                .thenComparing(PlayerEvents.PlayedEvent::name));
        events = all;
        PlayerDetails d = player.details();
        ratings = ratingLists.history(d.fmjdId(), player.name(), d.federation());
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("player.not-found", text));
        }
    }

    // ---- for the view

    public String getMissing() {
        return missing;
    }

    public String getTitle() {
        return player == null ? page.texts("org.hakem.player.interfaces.web.messages").get("notFound.title") : player.name();
    }

    public Player getPlayer() {
        return player;
    }

    /** What the registry's public list shows of the player. */
    public PlayerDetails getDetails() {
        return player.details();
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }

    public PlayerGames.Record getRecord() {
        return record;
    }

    public PlayerRecords.Score getTotal() {
        return record.total();
    }

    /** The player's games on this page, each with the player's colour and result. */
    public List<PlayerGames.Played> getGames() {
        return gamePage.games();
    }

    public long getGameCount() {
        return gamePage.total();
    }

    public int getPageNumber() {
        return gamePage.page() + 1;
    }

    public int getPageCount() {
        return (int) Math.max(1, (gamePage.total() + PAGE_SIZE - 1) / PAGE_SIZE);
    }

    public String getPreviousPage() {
        return gamePage.page() == 0 ? null : pageLink(gamePage.page() - 1);
    }

    public String getNextPage() {
        return (long) (gamePage.page() + 1) * PAGE_SIZE >= gamePage.total() ? null : pageLink(gamePage.page() + 1);
    }

    private String pageLink(int number) {
        return page.contextPath() + "/players/" + player.id() + "?page=" + number + "#games";
    }

    /** Points as draughts players write them: 3½, ½, 4. */
    public String points(PlayerRecords.Score s) {
        int halves = s.wins() * 2 + s.draws();
        return (halves / 2 == 0 && halves % 2 == 1 ? "" : Integer.toString(halves / 2)) + (halves % 2 == 1 ? "½" : "");
    }

    public List<PlayerEvents.PlayedEvent> getEvents() {
        return events;
    }

    /** An event's public page: {@code /tournaments/ID} or {@code /teams/ID}. */
    public String eventLink(PlayerEvents.PlayedEvent e) {
        return page.contextPath() + "/" + e.kind() + "s/" + e.id();
    }

    /** The opening explorer at an opening, filtered to the player and their colour (the explorer's address). */
    public String explorerLink(PlayerGames.Opening o) {
        return explorer(o.played().variant(), o.played().colour()) + "&moves="
                + encode(String.join("_", o.moves()));
    }

    /** The explorer from the start position for the player with one colour in one variant. */
    public String explorer(String variant, String colour) {
        return page.contextPath() + "/archive/explorer?variant=" + encode(variant) + "&player="
                + encode(record.writtenName() == null ? player.name() : record.writtenName()) + "&side=" + colour;
    }

    /** The variants and colours the player's openings are in, each once: the explorer's starting points. */
    public List<Map.Entry<String, String>> getExplorerStarts() {
        Map<String, Map.Entry<String, String>> out = new LinkedHashMap<>();
        for (PlayerGames.Opening o : record.openings()) {
            String key = o.played().variant() + " " + o.played().colour();
            out.putIfAbsent(key, Map.entry(o.played().variant(), o.played().colour()));
        }
        return List.copyOf(out.values());
    }

    /** The opening's moves as the explorer writes them, for reading: {@code c3-c4 f6-f5}. */
    public String moves(PlayerGames.Opening o) {
        return o.moves().isEmpty() ? (o.played().first() + " " + o.played().second()).strip() : String.join(" ", o.moves());
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    public List<RatingPoint> getRatings() {
        return ratings;
    }

    // ---- the plot: dates along, ratings up, one series a list type

    public int getPlotWidth() {
        return WIDTH;
    }

    public int getPlotHeight() {
        return HEIGHT;
    }

    private int lowRating() {
        int min = ratings.stream().mapToInt(RatingPoint::rating).min().orElse(0);
        int max = ratings.stream().mapToInt(RatingPoint::rating).max().orElse(0);
        return min == max ? (min - 50) / 50 * 50 : Math.floorDiv(min, 50) * 50;
    }

    private int highRating() {
        int min = ratings.stream().mapToInt(RatingPoint::rating).min().orElse(0);
        int max = ratings.stream().mapToInt(RatingPoint::rating).max().orElse(0);
        int high = min == max ? (max + 100) / 50 * 50 : Math.floorDiv(max + 49, 50) * 50;
        return high == lowRating() ? high + 50 : high;
    }

    private long firstDay() {
        return ratings.stream().mapToLong(r -> r.listDate().toEpochDay()).min().orElse(0);
    }

    private long lastDay() {
        return ratings.stream().mapToLong(r -> r.listDate().toEpochDay()).max().orElse(0);
    }

    private double x(LocalDate day) {
        long first = firstDay(), last = lastDay();
        double width = WIDTH - LEFT - RIGHT;
        return first == last ? LEFT + width / 2 : LEFT + width * (day.toEpochDay() - first) / (last - first);
    }

    private double y(int rating) {
        double height = HEIGHT - TOP - BOTTOM;
        return TOP + height * (highRating() - rating) / (highRating() - lowRating());
    }

    private static String n(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** One series a list type, oldest list first. */
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

    /** The ratings written along the left side: the lowest, the middle and the highest of the scale. */
    public List<Tick> getRatingTicks() {
        int low = lowRating(), high = highRating();
        List<Tick> out = new ArrayList<>();
        for (int r : new int[] {low, (low + high) / 2, high}) {
            out.add(new Tick(n(LEFT - 6), n(y(r) + 4), Integer.toString(r)));
        }
        return out;
    }

    /** The dates written below: the first and the last list's. */
    public List<Tick> getDateTicks() {
        List<Tick> out = new ArrayList<>();
        LocalDate first = LocalDate.ofEpochDay(firstDay()), last = LocalDate.ofEpochDay(lastDay());
        out.add(new Tick(n(x(first)), n(HEIGHT - 8), first.toString()));
        if (!last.equals(first)) {
            out.add(new Tick(n(x(last)), n(HEIGHT - 8), last.toString()));
        }
        return out;
    }

    /** Where the axes are: the left edge and the bottom of the drawing area. */
    public String getAxes() {
        return "M" + LEFT + "," + TOP + " V" + (HEIGHT - BOTTOM) + " H" + (WIDTH - RIGHT);
    }
}
