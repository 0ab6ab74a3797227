package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * The public tournament pages. Their ids and numbers are digits only, so that the files beside them
 * ({@code /tournaments/results.js}, {@code /tournaments/ID/standings.pdf}...) reach {@link TournamentFiles}.
 */
@ApplicationScoped
public class TournamentRoutes implements PageRoutes {

    private static final String VIEWS = "/views/tournament/";
    private static final Pattern PARAMETER = Pattern.compile("\\{([a-zA-Z][a-zA-Z0-9]*)}");

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.get("/tournaments", VIEWS + "list.xhtml"),
                PageRoute.get("/tournaments/", VIEWS + "list.xhtml"),
                numeric("/tournaments/{id}", "overview.xhtml"),
                numeric("/tournaments/{id}/standings", "standings.xhtml"),
                numeric("/tournaments/{id}/standings/print", "standings-print.xhtml"),
                numeric("/tournaments/{id}/crosstable", "crosstable.xhtml"),
                numeric("/tournaments/{id}/rounds/{n}", "round.xhtml"),
                numeric("/tournaments/{id}/rounds/{n}/sheet", "sheet.xhtml"),
                numeric("/tournaments/{id}/rounds/{n}/alphabetical", "alphabetical.xhtml"),
                numeric("/tournaments/{id}/players/{startNumber}", "player.xhtml"));
    }

    /** A read-only page whose parameters are numbers. */
    static PageRoute numeric(String template, String view) {
        Matcher m = PARAMETER.matcher(template);
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        int last = 0;
        while (m.find()) {
            regex.append(Pattern.quote(template.substring(last, m.start()))).append("([0-9]{1,18})");
            names.add(m.group(1));
            last = m.end();
        }
        regex.append(Pattern.quote(template.substring(last)));
        return new PageRoute(template, VIEWS + view, false, Pattern.compile(regex.toString()), names);
    }
}
