package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * A tournament's rating settings, {@code /arbiter/tournaments/ID/rating}: the form (also shown at the end of the
 * settings page) posts here and comes back to the settings page.
 */
@ApplicationScoped
public class RatingSettingsRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(PageRoute.form("/arbiter/tournaments/{id}/rating", ArbiterRoutes.VIEWS + "rating-settings.xhtml"));
    }
}
