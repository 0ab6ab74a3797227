package org.hakem.team.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * The team event pages: public ones under {@code /teams} (the files beside them, such as {@code /teams/ID/export/csv} and {@code /teams/ID/rounds/N/sheet.pdf}, reach {@link TeamFiles}), and the
 * arbiter's under {@code /arbiter/teams} (web.xml guards {@code /arbiter/*}).
 */
@ApplicationScoped
public class TeamRoutes implements PageRoutes {

    private static final String VIEWS = "/views/team/";

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.get("/teams", VIEWS + "list.xhtml"),
                PageRoute.get("/teams/", VIEWS + "list.xhtml"),
                PageRoute.get("/teams/{id}", VIEWS + "event.xhtml"),
                PageRoute.get("/teams/{id}/standings", VIEWS + "standings.xhtml"),
                PageRoute.get("/teams/{id}/crosstable", VIEWS + "crosstable.xhtml"),
                PageRoute.get("/teams/{id}/boards", VIEWS + "boards.xhtml"),
                PageRoute.get("/teams/{id}/rounds/{n}/sheet", VIEWS + "sheet.xhtml"),
                // the arbiter's: create (GET the form, POST creates), manage (every form posts there), a match
                PageRoute.get("/arbiter/teams/new", VIEWS + "new.xhtml"),
                PageRoute.form("/arbiter/teams", VIEWS + "new.xhtml"),
                PageRoute.form("/arbiter/teams/{id}", VIEWS + "manage.xhtml"),
                PageRoute.form("/arbiter/teams/{id}/rounds/{n}/matches/{m}", VIEWS + "match.xhtml"));
    }
}
