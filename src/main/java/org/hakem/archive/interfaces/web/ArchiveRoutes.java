package org.hakem.archive.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * The archive's pages: the browser with filters, a game's viewer (tag corrections, registry links and deletion
 * for arbiters), a tournament board's game, position search with its results at a bookmarkable address,
 * the opening explorer, and the import page (the upload is posted to it by its script); for arbiters, the games a
 * registry player may have played, to link in bulk (issue 35).
 */
@ApplicationScoped
public class ArchiveRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.get("/archive", "/views/archive/browse.xhtml"),
                PageRoute.get("/archive/", "/views/archive/browse.xhtml"),
                PageRoute.form("/archive/games/{id}", "/views/archive/game.xhtml"),
                PageRoute.get("/archive/tournament-games/{event}/{round}/{board}",
                        "/views/archive/tournament-game.xhtml"),
                PageRoute.get("/archive/search", "/views/archive/search.xhtml"),
                PageRoute.get("/archive/explorer", "/views/archive/explorer.xhtml"),
                PageRoute.form("/archive/import", "/views/archive/import.xhtml"),
                PageRoute.form("/arbiter/players/{id}/games", "/views/archive/player-links.xhtml"));
    }
}
