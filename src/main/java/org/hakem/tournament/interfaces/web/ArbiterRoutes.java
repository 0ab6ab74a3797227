package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * The arbiter's pages of tournaments (login as arbiter or admin: web.xml guards {@code /arbiter/*}):
 * creating a tournament, its settings, the management page with what is left to do, results entry from
 * the printed pairing sheet, and why a Swiss round is paired as it is.
 */
@ApplicationScoped
public class ArbiterRoutes implements PageRoutes {

    static final String VIEWS = "/views/arbiter/";

    @Override
    public List<PageRoute> routes() {
        return List.of(
                // GET goes to the public list; POST creates a tournament (the form of /new posts here)
                PageRoute.form("/arbiter/tournaments", VIEWS + "settings.xhtml"),
                PageRoute.form("/arbiter/tournaments/", VIEWS + "settings.xhtml"),
                PageRoute.get("/arbiter/tournaments/new", VIEWS + "settings.xhtml"),
                // the management page and every form on it (action=enter, withdraw, pairNext, settings...)
                PageRoute.form("/arbiter/tournaments/{id}", VIEWS + "manage.xhtml"),
                PageRoute.get("/arbiter/tournaments/{id}/settings", VIEWS + "settings.xhtml"),
                // results entry: the page, and the address its forms and script post results to
                PageRoute.form("/arbiter/tournaments/{id}/rounds/{round}/enter", VIEWS + "enter.xhtml"),
                PageRoute.form("/arbiter/tournaments/{id}/rounds/{round}/results", VIEWS + "enter.xhtml"),
                PageRoute.get("/arbiter/tournaments/{id}/rounds/{round}/explanation", VIEWS + "explanation.xhtml"));
    }
}
