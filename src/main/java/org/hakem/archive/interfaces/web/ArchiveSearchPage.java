package org.hakem.archive.interfaces.web;

import org.hakem.platform.Parameters;
import jakarta.enterprise.context.RequestScoped;
import org.hakem.platform.Parameters;
import jakarta.inject.Inject;
import org.hakem.platform.Parameters;
import jakarta.inject.Named;
import org.hakem.platform.Parameters;
import java.net.URLEncoder;
import org.hakem.platform.Parameters;
import java.nio.charset.StandardCharsets;
import org.hakem.platform.Parameters;
import java.util.ArrayList;
import org.hakem.platform.Parameters;
import java.util.List;
import org.hakem.platform.Parameters;
import org.hakem.archive.application.SearchRequest;
import org.hakem.platform.Parameters;
import org.hakem.archive.application.SearchService;
import org.hakem.platform.Parameters;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.platform.Parameters;
import org.hakem.archive.domain.MoveStatistics;
import org.hakem.platform.Parameters;
import org.hakem.archive.domain.SearchResult;
import org.hakem.platform.Parameters;
import org.hakem.archive.interfaces.rest.BoardJson;
import org.hakem.platform.Parameters;
import org.hakem.platform.ValidationException;
import org.hakem.platform.Parameters;
import org.hakem.rules.Variant;
import org.hakem.platform.Parameters;
import org.hakem.platform.web.Page;

/**
 * {@code /archive/search}: the board editor ({@code archive.js} draws each variant's board from the engine's
 * geometry embedded here) and, when the address carries a position ({@code fen} or {@code pattern}, with the
 * API's other parameters: {@code material side mirror player playerSide event yearFrom yearTo result sort stats
 * page}), its results: a search is a link that can be bookmarked and sent. The editor sets the board from the
 * same parameters.
 */
@Named("archiveSearch")
@RequestScoped
public class ArchiveSearchPage {

    static final int PAGE_SIZE = 20;
    /** The query parameters of a search, as the API names them. */
    static final List<String> PARAMETERS = List.of("variant", "fen", "pattern", "material", "side", "mirror", "player",
            "playerSide", "event", "yearFrom", "yearTo", "result", "sort", "stats");

    @Inject
    Page page;

    @Inject
    SearchService search;

    private SearchService.Answer answer;
    private int pageNumber;
    /** The last page number a search may ask for. */
    static final int MAX_PAGE = 100_000;
    private final List<ArchiveGamePage.Row> errors = new ArrayList<>();

    /**
     * One game found: the game, the first ply that matches and how many do, and the address of the opening
     * explorer at that position (null when the game's position is not known).
     */
    public record Hit(ArchivedGame game, int firstPly, int matches, String explorer) {
    }

    public void load() {
        if (!isSearched()) {
            return;
        }
        var texts = page.texts(VerdictTexts.BUNDLE);
        try {
            pageNumber = Parameters.whole("page", param("page"), 0, 0, MAX_PAGE);
            SearchRequest request = new SearchRequest(param("variant"), param("fen"), param("pattern"), param("material"),
                    param("side"), Parameters.bool("mirror", param("mirror"), false), param("player"), param("playerSide"),
                    param("event"), integer("yearFrom"), integer("yearTo"), param("result"));
            SearchResult.Sort order;
            try {
                order = SearchResult.Sort.parse(param("sort"));
            } catch (IllegalArgumentException e) {
                throw new ValidationException("sort", org.hakem.platform.Problem.of("archive.search.sort", e.getMessage()));
            }
            answer = search.search(request.toQuery(), order, getPage(), PAGE_SIZE,
                    Parameters.bool("stats", param("stats"), false));
        } catch (ValidationException e) {
            e.fieldErrors(page.locale()).forEach((k, v) -> errors.add(new ArchiveGamePage.Row(
                    texts.has("search.field." + k) ? texts.get("search.field." + k) : k, v)));
            page.status(400);
        }
    }

    /** Whether the address asks for a search (a position is given). */
    public boolean isSearched() {
        return param("fen") != null || param("pattern") != null;
    }

    public boolean isAnswered() {
        return answer != null;
    }

    public List<ArchiveGamePage.Row> getErrors() {
        return errors;
    }

    public List<Hit> getHits() {
        List<Hit> out = new ArrayList<>();
        for (SearchResult.Hit h : answer.result().hits()) {
            ArchivedGame g = answer.games().get(h.gameId());
            if (g != null) { // deleted between the index answer and the read
                String fen = SearchService.positionAt(g, h.firstPly());
                out.add(new Hit(g, h.firstPly(), h.matches(), fen == null ? null : page.contextPath()
                        + "/archive/explorer?variant=" + encode(g.variant()) + "&fen=" + encode(fen)));
            }
        }
        return out;
    }

    public long getTotal() {
        return answer.result().games();
    }

    public long getPositions() {
        return answer.result().positions();
    }

    /** Whether every match was counted; if not, more than {@link #getTotal} games match. */
    public boolean isCountExact() {
        return answer.result().countExact();
    }

    /** The most games the PDN export holds. */
    public int getExportLimit() {
        return SearchService.EXPORT_LIMIT;
    }

    /** This search's games as one PDN file, from the API (the same parameters, no page). */
    public String getExportLink() {
        StringBuilder sb = query(new StringBuilder(page.contextPath()).append("/api/search/pdn?"), "stats");
        return sb.substring(0, sb.length() - 1); // the last & (or ?: a search has a position, so never)
    }

    public MoveStatistics getStatistics() {
        return answer.statistics();
    }

    public int getPage() {
        return pageNumber;
    }

    public String getPreviousPage() {
        return answer != null && getPage() > 0 ? link(getPage() - 1) : null;
    }

    public String getNextPage() {
        return answer != null && (long) (getPage() + 1) * PAGE_SIZE < answer.result().games() ? link(getPage() + 1) : null;
    }

    /** This search's address at another page. */
    private String link(int p) {
        return query(new StringBuilder(page.contextPath()).append("/archive/search?"), null).append("page=").append(p).toString();
    }

    /** Appends this search's parameters but {@code except}, each followed by {@code &}. */
    private StringBuilder query(StringBuilder sb, String except) {
        for (String k : PARAMETERS) {
            String v = param(k);
            if (v != null && !k.equals(except)) {
                sb.append(k).append('=').append(encode(v)).append('&');
            }
        }
        return sb;
    }

    private static String encode(String v) {
        return URLEncoder.encode(v, StandardCharsets.UTF_8);
    }

    /** A parameter as asked for ("" when none), for the editor's fields. */
    public String value(String name) {
        String v = param(name);
        return v == null ? "" : v;
    }

    /** The variants the editor offers (those without obstacles). */
    public List<Variant> getVariants() {
        return editorVariants();
    }

    /** The variant shown first: the one asked for, else the first offered. */
    public String getVariant() {
        String v = param("variant");
        return v != null && editorVariants().stream().anyMatch(x -> x.id().equals(v)) ? v : editorVariants().get(0).id();
    }

    /** The boards of the variants the editor offers, as JSON (the editor draws them; see {@link BoardJson}). */
    public String getBoards() {
        return editorBoards();
    }

    static String editorBoards() {
        return BoardJson.byVariant(editorVariants()).toString();
    }

    static List<Variant> editorVariants() {
        return Variant.all().stream().filter(v -> v.obstacleCount() == 0).toList();
    }

    private String param(String name) {
        return page.text(name);
    }

    private Integer integer(String name) {
        return Parameters.optionalWhole(name, param(name), 0, 9999);
    }

    /** The opening explorer at the exact position searched, with the search's game filters; null for a pattern. */
    public String getExplorerLink() {
        if (answer == null || param("fen") == null || param("pattern") != null || param("material") != null) {
            return null;
        }
        StringBuilder sb = new StringBuilder(page.contextPath()).append("/archive/explorer?variant=")
                .append(URLEncoder.encode(getVariant(), StandardCharsets.UTF_8));
        String[][] names = {{"fen", "fen"}, {"player", "player"}, {"playerSide", "side"}, {"event", "event"},
                {"yearFrom", "yearFrom"}, {"yearTo", "yearTo"}};
        for (String[] n : names) {
            String v = param(n[0]);
            if (v != null && !v.isBlank() && !"any".equals(v)) {
                sb.append('&').append(n[1]).append('=').append(URLEncoder.encode(v.strip(), StandardCharsets.UTF_8));
            }
        }
        return sb.toString();
    }
}
