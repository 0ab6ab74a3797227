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
import java.util.List;
import org.hakem.platform.Parameters;
import org.hakem.archive.application.ArchiveService;
import org.hakem.platform.Parameters;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.platform.Parameters;
import org.hakem.archive.domain.GameRepository;
import org.hakem.platform.Parameters;
import org.hakem.archive.domain.GameStatus;
import org.hakem.platform.Parameters;
import org.hakem.platform.ValidationException;
import org.hakem.platform.Parameters;
import org.hakem.rules.Variant;
import org.hakem.platform.Parameters;
import org.hakem.platform.web.Page;

/**
 * {@code /archive}: the archived games, filtered by variant, player, event, years, result and verdict, fifty a
 * page; every filter is a query parameter, so a filtered list is a link.
 */
@Named("archiveBrowse")
@RequestScoped
public class ArchiveBrowsePage {

    static final int PAGE_SIZE = 50;
    static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    private static final List<String> FILTERS = List.of("variant", "player", "event", "yearFrom", "yearTo", "result",
            "status");

    @Inject
    Page page;

    @Inject
    ArchiveService archive;

    private ArchiveService.Page result;
    private String error;
    private int pageNumber;

    public void load() {
        pageNumber = Parameters.whole("page", page.text("page"), 0, 0, Integer.MAX_VALUE);
        try {
            Integer from = integer("yearFrom"), to = integer("yearTo");
            result = archive.browse(new GameRepository.Browse(param("variant"), param("player"), param("event"), from, to,
                    param("result"), param("status"), null), pageNumber, PAGE_SIZE);
        } catch (ValidationException e) {
            error = page.texts(VerdictTexts.BUNDLE).get("browse.badYear");
            result = new ArchiveService.Page(List.of(), 0, 0, PAGE_SIZE);
            page.status(400);
        }
    }

    public List<ArchivedGame> getGames() {
        return result.games();
    }

    public long getTotal() {
        return result.total();
    }

    public String getError() {
        return error;
    }

    public List<String> getVariants() {
        return Variant.ids();
    }

    public List<String> getResults() {
        return RESULTS;
    }

    public List<String> getStatuses() {
        return java.util.Arrays.stream(GameStatus.values()).map(GameStatus::id).toList();
    }

    /** A filter's value as asked for ("" when none), to show it in its field. */
    public String value(String name) {
        String v = page.param(name);
        return v == null ? "" : v.strip();
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }

    public String getPreviousPage() {
        return pageNumber > 0 ? link(pageNumber - 1) : null;
    }

    public String getNextPage() {
        return (long) (pageNumber + 1) * PAGE_SIZE < result.total() ? link(pageNumber + 1) : null;
    }

    /** This list's address at another page, its filters kept. */
    private String link(int p) {
        StringBuilder sb = new StringBuilder(page.contextPath()).append("/archive?page=").append(p);
        for (String k : FILTERS) {
            String v = param(k);
            if (v != null) {
                sb.append('&').append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8));
            }
        }
        return sb.toString();
    }

    private String param(String name) {
        return page.text(name);
    }

    private Integer integer(String name) {
        return Parameters.optionalWhole(name, param(name), 0, 9999);
    }
}
