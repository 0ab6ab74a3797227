package org.hakem.archive.interfaces.rest;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.archive.application.PlayerGames;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Role;

/**
 * {@code /api/archive/players/ID}: the archived games whose names may be a registry player's (the linking
 * suggestions, issue 35) and the link in bulk of the sides an arbiter chose, all or none, through the per-game link.
 * Both need the arbiter or admin role (stated on each operation; the post in {@code web.xml} as well).
 */
@PermitAll
@Path("archive/players")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class PlayerLinksResource {

    @Inject
    PlayerGames games;

    /** A side of a game that may be the player's. */
    public record SuggestionJson(long gameId, String side, String written, String opponent, String event, String date,
                                 String result, String variant, long version) {
        static SuggestionJson of(PlayerGames.Suggestion s) {
            var g = s.game();
            return new SuggestionJson(g.id(), s.side(), s.written(), s.opponent(), g.event(), g.dateText(), g.result(),
                    g.variant(), g.version());
        }
    }

    public record SuggestionsJson(long playerId, List<SuggestionJson> items) {
    }

    /** A side to link: the game, {@code white} or {@code black}, and the game's version as seen (optional). */
    public record LinkChoiceJson(Long gameId, String side, Long version) {
    }

    public record LinksJson(List<LinkChoiceJson> links) {
    }

    public record LinkedJson(long playerId, int linked) {
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Archived games whose names may be a registry player's, not linked yet")
    @GET
    @Path("{id}/suggestions")
    public SuggestionsJson suggestions(@PathParam("id") long id) {
        return new SuggestionsJson(id, games.suggestions(id).stream().map(SuggestionJson::of).toList());
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Link chosen sides of archived games to a registry player, all or none")
    @POST
    @Path("{id}/links")
    @Consumes(MediaType.APPLICATION_JSON)
    public LinkedJson link(@PathParam("id") long id, LinksJson body) {
        if (body == null || body.links() == null) {
            throw new ValidationException("links", Problem.of("archive.link.none"));
        }
        List<PlayerGames.Choice> choices = new java.util.ArrayList<>();
        for (LinkChoiceJson c : body.links()) {
            if (c == null || c.gameId() == null) {
                throw new ValidationException("links", Problem.of("archive.link.game"));
            }
            choices.add(new PlayerGames.Choice(c.gameId(), c.side(), c.version()));
        }
        return new LinkedJson(id, games.link(id, choices));
    }
}
