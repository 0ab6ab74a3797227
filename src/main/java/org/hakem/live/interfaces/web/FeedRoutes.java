package org.hakem.live.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/** The arbiter's page of a round's PDN source, for tournaments and team events alike (web.xml guards /arbiter/*). */
@ApplicationScoped
public class FeedRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.form("/arbiter/tournaments/{id}/rounds/{round}/source", "/views/live/source.xhtml"),
                PageRoute.form("/arbiter/teams/{id}/rounds/{round}/source", "/views/live/source.xhtml"));
    }
}
