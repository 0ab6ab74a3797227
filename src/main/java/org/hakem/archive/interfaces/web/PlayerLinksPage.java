package org.hakem.archive.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import org.hakem.archive.application.PlayerGames;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.platform.web.Page;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;

/**
 * {@code /arbiter/players/ID/games}: the archived games whose names may be a registry player's (folded name forms,
 * federation where the game has one), each side with a checkbox; the arbiter confirms the chosen ones with one post,
 * which links them all or none ({@link PlayerGames#link}, the per-game link) and comes back to the player's page, or
 * shows the list again with what was wrong (400, or 409 when a game changed meanwhile).
 */
@Named("playerLinks")
@RequestScoped
public class PlayerLinksPage {

    @Inject
    Page page;

    @Inject
    PlayerService players;

    @Inject
    PlayerGames games;

    private Player player;
    private List<PlayerGames.Suggestion> suggestions = List.of();
    private String missing;
    private String error;

    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        try {
            player = players.get(page.pathParam("id"));
        } catch (NotFoundException e) {
            missing = e.getMessage(page.locale());
            page.status(404);
            return;
        }
        if (page.isPost()) {
            try {
                int linked = games.link(player.id(), choices());
                page.redirect("/players/" + player.id() + "?linked=" + linked + "#games");
                return;
            } catch (ValidationException e) {
                error = page.say(e);
                page.status(400);
            } catch (ConflictException e) {
                error = page.say(e);
                page.status(409);
            } catch (NotFoundException e) {
                error = page.say(e);
                page.status(404);
            }
        }
        suggestions = games.suggestions(player.id());
    }

    /** The sides ticked: each checkbox's value is {@code GAME:SIDE:VERSION}. */
    private List<PlayerGames.Choice> choices() {
        List<PlayerGames.Choice> out = new ArrayList<>();
        String[] ticked = page.params("link");
        for (String v : ticked == null ? new String[0] : ticked) {
            String[] parts = v.split(":");
            try {
                out.add(new PlayerGames.Choice(Long.parseLong(parts[0]), parts.length > 1 ? parts[1] : "",
                        parts.length > 2 ? Long.valueOf(parts[2]) : null));
            } catch (NumberFormatException e) {
                throw new ValidationException("links", Problem.of("archive.link.none"));
            }
        }
        return out;
    }

    public Player getPlayer() {
        return player;
    }

    public String getTitle() {
        return player == null ? page.texts("org.hakem.archive.interfaces.web.messages").get("links.notFound")
                : page.texts("org.hakem.archive.interfaces.web.messages").get("links.title", player.name());
    }

    public List<PlayerGames.Suggestion> getSuggestions() {
        return suggestions;
    }

    public String getMissing() {
        return missing;
    }

    public String getError() {
        return error;
    }
}
