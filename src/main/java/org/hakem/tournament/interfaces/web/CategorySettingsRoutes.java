package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * A tournament's categories (issue 33), {@code /arbiter/tournaments/ID/categories}: the form (also shown on the
 * settings page) posts here and comes back to the settings page.
 */
@ApplicationScoped
public class CategorySettingsRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(PageRoute.form("/arbiter/tournaments/{id}/categories", ArbiterRoutes.VIEWS + "category-settings.xhtml"));
    }
}
