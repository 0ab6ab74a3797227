package org.hakem.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/** The pages of the site itself: the start page. */
@ApplicationScoped
public class WebRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(PageRoute.get("/", "/views/home.xhtml"));
    }
}
