package org.hakem.profile.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.application.PlayerGames;
import org.hakem.archive.domain.PlayerRecords;
import org.hakem.event.application.PlayerEvents;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Parameters;
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
    private RatingPlot plot = new RatingPlot(List.of());
    private String missing;

    /** The view action. */
    public void load() {
        try {
            player = players.get(page.pathParam("id"));
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
        plot = new RatingPlot(ratings);
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

    /** The rating history drawn: one series a list type, dates along, ratings up. */
    public RatingPlot getPlot() {
        return plot;
    }
}
