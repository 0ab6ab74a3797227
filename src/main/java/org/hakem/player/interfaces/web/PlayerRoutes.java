package org.hakem.player.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * The registry's pages: the list for everyone ({@code /players?q=&page=}); for arbiters the form that registers
 * ({@code /players/new}) or corrects ({@code /players/edit/ID}) a player, which posts to {@code /players}; a player's
 * public page ({@code /players/ID}, issue 35).
 */
@ApplicationScoped
public class PlayerRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.form("/players", "/views/player/players.xhtml"),
                PageRoute.get("/players/new", "/views/player/form.xhtml"),
                PageRoute.get("/players/edit/{id}", "/views/player/form.xhtml"),
                // after /players/new, which it would also match; its bean is profile.interfaces.web.PlayerPage
                PageRoute.get("/players/{id}", "/views/player/player.xhtml"));
    }
}
