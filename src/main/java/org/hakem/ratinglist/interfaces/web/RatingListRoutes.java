package org.hakem.ratinglist.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/** The arbiter's rating lists page, {@code /arbiter/ratings}, which takes its own import posts (web.xml guards it). */
@ApplicationScoped
public class RatingListRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(PageRoute.form("/arbiter/ratings", "/views/ratinglist/ratings.xhtml"));
    }
}
