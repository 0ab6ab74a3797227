package org.hakem.live.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/** The live round page of every kind of event: {@code /tournaments/{id}/rounds/{n}/live}, {@code /teams/...}. */
@ApplicationScoped
public class LiveRoutes implements PageRoutes {

    /** The public address of each kind's events, by kind. */
    static final java.util.Map<String, String> PLACES = java.util.Map.of("tournament", "/tournaments", "team", "/teams");

    @Override
    public List<PageRoute> routes() {
        return PLACES.values().stream().map(p -> PageRoute.get(p + "/{id}/rounds/{n}/live", "/views/live/round.xhtml"))
                .toList();
    }
}
