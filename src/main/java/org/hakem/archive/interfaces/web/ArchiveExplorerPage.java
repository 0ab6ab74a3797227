package org.hakem.archive.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.hakem.archive.application.ExplorerRequest;
import org.hakem.archive.application.OpeningExplorer;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.interfaces.rest.BoardJson;
import org.hakem.platform.Parameters;
import org.hakem.platform.ValidationException;
import org.hakem.platform.web.Page;
import org.hakem.rules.Variant;

/**
 * {@code /archive/explorer}: the opening explorer. Its address is its state (the parameters of {@link ExplorerRequest}:
 * {@code variant fen moves player side event yearFrom yearTo ratingFrom ratingTo minGames}, and {@code page} of the
 * games), so every step is a link that can be bookmarked and sent, and the page works without JavaScript: each
 * move of the table is a link that extends {@code moves}, the path is shown as links back, the filters are a form.
 * The board is drawn by {@code archive.js} from the position's FEN and the variant's board.
 */
@Named("archiveExplorer")
@RequestScoped
public class ArchiveExplorerPage {

    /** The filter parameters, kept by every link of the page. */
    static final List<String> FILTERS = List.of("player", "side", "event", "yearFrom", "yearTo", "ratingFrom",
            "ratingTo", "minGames");

    @Inject
    Page page;

    @Inject
    OpeningExplorer explorer;

    private OpeningExplorer.Answer answer;
    private int pageNumber;
    private final List<ArchiveGamePage.Row> errors = new ArrayList<>();

    /** A crumb of the path: the move (null for the start) and the explorer's address there. */
    public record Crumb(int ply, String move, String href) {
    }

    /** A game at the position: the game, the ply at which it reaches it and the game page's address at that ply. */
    public record Game(ArchivedGame game, int ply, String href) {
    }

    public void load() {
        var texts = page.texts(VerdictTexts.BUNDLE);
        try {
            pageNumber = Parameters.whole("page", param("page"), 0, 0, ArchiveSearchPage.MAX_PAGE);
            ExplorerRequest request = new ExplorerRequest(param("variant"), param("moves"), param("fen"), param("player"),
                    param("side"), param("event"), whole("yearFrom", 9999), whole("yearTo", 9999),
                    whole("ratingFrom", 9999), whole("ratingTo", 9999), Parameters.optionalWhole("minGames",
                    param("minGames"), 1, 1_000_000_000));
            answer = explorer.explore(request, pageNumber);
        } catch (ValidationException e) {
            e.fieldErrors(page.locale()).forEach((k, v) -> errors.add(new ArchiveGamePage.Row(
                    texts.has("explorer.field." + k) ? texts.get("explorer.field." + k) : k, v)));
            page.status(400);
        }
    }

    public boolean isAnswered() {
        return answer != null;
    }

    public List<ArchiveGamePage.Row> getErrors() {
        return errors;
    }

    public OpeningExplorer.Answer getAnswer() {
        return answer;
    }

    /** The position reached, as FEN (the board is drawn from it). */
    public String getFen() {
        return answer.walk().position().toFen();
    }

    public boolean isWhiteToMove() {
        return answer.walk().position().sideToMove() == org.hakem.rules.Side.WHITE;
    }

    /** The path back: the start, then each move, each a link to the explorer there. */
    public List<Crumb> getCrumbs() {
        List<Crumb> out = new ArrayList<>();
        out.add(new Crumb(0, null, link("")));
        answer.walk().steps().forEach(s -> out.add(new Crumb(s.ply(), s.move(), link(s.path()))));
        return out;
    }

    /** The explorer after a move (null: no link). */
    public String next(String path) {
        return path == null ? null : link(path);
    }

    public List<Game> getGames() {
        List<Game> out = new ArrayList<>();
        for (SearchResult.Hit h : answer.games().result().hits()) {
            ArchivedGame g = answer.games().games().get(h.gameId());
            if (g != null) { // deleted between the index answer and the read
                out.add(new Game(g, h.firstPly(), page.contextPath() + "/archive/games/" + g.id() + "?ply=" + h.firstPly()));
            }
        }
        return out;
    }

    public long getTotal() {
        return answer.games().result().games();
    }

    public String getPreviousPage() {
        return answer != null && pageNumber > 0 ? link(answer.walk().path()) + "&page=" + (pageNumber - 1) : null;
    }

    public String getNextPage() {
        return answer != null && (long) (pageNumber + 1) * OpeningExplorer.GAMES_PAGE < getTotal()
                ? link(answer.walk().path()) + "&page=" + (pageNumber + 1) : null;
    }

    /** The variant's board as JSON for the drawing ({@link BoardJson}). */
    public String getBoard() {
        return BoardJson.of(answer.walk().variant().board()).toString();
    }

    /** The variants the explorer offers (every variant the engine plays from a fixed start position). */
    public List<Variant> getVariants() {
        return ArchiveSearchPage.editorVariants();
    }

    /** The variant shown: the one asked for, else Turkish draughts. */
    public String getVariant() {
        return answer != null ? answer.walk().variant().id() : value("variant").isEmpty() ? "turkish" : value("variant");
    }

    /** A parameter as asked for ("" when none), for the form's fields. */
    public String value(String name) {
        String v = param(name);
        return v == null ? "" : v;
    }

    /** The explorer at a path from this page's start, with this page's filters. */
    String link(String moves) {
        StringBuilder sb = new StringBuilder(page.contextPath()).append("/archive/explorer?variant=")
                .append(encode(getVariant()));
        if (answer.walk().fen() != null) {
            sb.append("&fen=").append(encode(answer.walk().fen()));
        }
        if (!moves.isEmpty()) {
            sb.append("&moves=").append(encode(moves));
        }
        for (String k : FILTERS) {
            String v = param(k);
            if (v != null && !v.isBlank()) {
                sb.append('&').append(k).append('=').append(encode(v.strip()));
            }
        }
        return sb.toString();
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private Integer whole(String name, int max) {
        return Parameters.optionalWhole(name, param(name), 0, max);
    }

    private String param(String name) {
        return page.text(name);
    }
}
