package org.hakem.player.interfaces.rest;

import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.api.Bounds;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.hakem.api.IfMatch;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.security.domain.Role;

/**
 * {@code /api/players}: list (paged, name search), get, register, correct, remove. Reading is public;
 * writing needs the arbiter or admin role (stated on each operation; {@code web.xml} as well).
 */
@PermitAll
@Path("players")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class PlayerResource {

    /** One page of players with the total number that match. */
    public record PlayerPage(List<PlayerJson> items, long total, int page, int size) {
    }

    @Inject
    PlayerService service;

    @Operation(summary = "List or search the player registry, a page at a time")
    @GET
    public PlayerPage list(@QueryParam("q") @DefaultValue("") String query,
                           @QueryParam("page") @DefaultValue("0") @Bounds(min = 0) int page,
                           @QueryParam("size") @DefaultValue("50") @Bounds(min = 1, max = PlayerService.MAX_PAGE_SIZE) int size) {
        PlayerService.Page result = service.list(query, page, size);
        return new PlayerPage(result.players().stream().map(PlayerJson::of).toList(), result.total(),
                result.page(), result.size());
    }

    @Operation(summary = "A player")
    @GET
    @Path("{id}")
    public PlayerJson get(@PathParam("id") long id) {
        return PlayerJson.of(service.get(id));
    }

    /** Header of a registration answer: ids of players already registered who may be the same person. */
    public static final String SAME_NAME_HEADER = "X-Hakem-Same-Name";

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Register a player")
    @POST
    @APIResponse(responseCode = "201",
            description = "The player; its address is in Location, possible namesakes in X-Hakem-Same-Name",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = PlayerJson.class)))
    public Response register(PlayerJson body, @Context UriInfo uri) {
        List<Player> same = service.possibleDuplicates(require(body).details());
        Player player = service.register(body.details());
        Response.ResponseBuilder created = Response.created(uri.getAbsolutePathBuilder().path(Long.toString(player.id())).build())
                .entity(PlayerJson.of(player));
        if (!same.isEmpty()) { // registered all the same (namesakes exist); the caller is told whom to check
            created.header(SAME_NAME_HEADER, same.stream().map(p -> Long.toString(p.id())).collect(java.util.stream.Collectors.joining(",")));
        }
        return created.build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Correct a player's details")
    @PUT
    @Path("{id}")
    public PlayerJson correct(@PathParam("id") long id, PlayerJson body) {
        if (require(body).version() == null) {
            throw new ValidationException("version", Problem.of("player.version.required"));
        }
        return PlayerJson.of(service.correct(id, body.version(), body.details()));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Remove a player")
    @DELETE
    @Path("{id}")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response remove(@PathParam("id") long id, @HeaderParam("If-Match") String ifMatch) {
        service.remove(id, IfMatch.version(ifMatch, Problem.of("player.if-match")));
        return Response.noContent().build();
    }

    private static PlayerJson require(PlayerJson body) {
        if (body == null) {
            throw new ValidationException("body", Problem.of("player.body.required"));
        }
        return body;
    }
}
