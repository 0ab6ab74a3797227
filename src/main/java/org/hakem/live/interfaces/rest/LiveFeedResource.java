package org.hakem.live.interfaces.rest;

import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.require;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.hakem.live.application.LiveKinds;
import org.hakem.live.application.RoundFeed;
import org.hakem.live.application.RoundSource;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.rest.ApiError;
import org.hakem.security.domain.Role;

/**
 * {@code /api/live/{tournaments|teams}/{id}/rounds/{n}} (#34): a published round of a public event as data for the
 * live page and programs (public; {@code ETag} from the content, {@code If-None-Match} answered 304), and the round's
 * PDN source as its arbiters manage it ({@code /source}: see, attach or change with PUT, remove with DELETE, poll now
 * with {@code POST /source/poll}; the event's arbiters and admins only, audited). The round's PDN feed itself is
 * {@code /tournaments/{id}/rounds/{n}/live.pdn} ({@code live.interfaces.web.RoundFeedFiles}).
 */
@PermitAll
@Path("live") // the same root as LiveResource: Jersey merges the two, and each path below is its own
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class LiveFeedResource {

    @Inject
    RoundFeed feed;

    @Inject
    RoundSource source;

    @Context
    SecurityContext security;

    /** A round of an event of either kind ({@code tournaments}, {@code teams}). */
    private static final String ROUND = "{kinds}/{id}/rounds/{n}";

    @Context
    HttpHeaders headers;

    @Context
    Request request;

    @Operation(summary = "A published round's boards as they are now (position, last move, result)")
    @GET
    @Path(ROUND)
    @APIResponse(responseCode = "200", description = "The round's boards")
    @APIResponse(responseCode = "304", description = "Unchanged since the ETag sent in If-None-Match")
    public Response round(@PathParam("kinds") String kinds, @PathParam("id") long id, @PathParam("n") int n) {
        String kind = kind(kinds);
        RoundFeed.Round r = feed.round(kind, id, n);
        EntityTag tag = new EntityTag(r.etag().replace("\"", ""));
        CacheControl cc = new CacheControl();
        cc.setNoCache(true);
        Response.ResponseBuilder unchanged = request.evaluatePreconditions(tag);
        if (unchanged != null) {
            return unchanged.cacheControl(cc).tag(tag).build();
        }
        return Response.ok(LiveFeedJson.RoundJson.of(kind, id, n, r, locale())).tag(tag).cacheControl(cc).build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "The round's PDN source, what its last poll came to and the boards it stopped")
    @GET
    @Path(ROUND + "/source")
    public LiveFeedJson.SourceJson source(@PathParam("kinds") String kinds, @PathParam("id") long id,
                                          @PathParam("n") int n) {
        return LiveFeedJson.SourceJson.of(source.show(kind(kinds), id, n, actor(security)), locale());
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Attach a PDN source to the round, or change it")
    @PUT
    @Path(ROUND + "/source")
    public LiveFeedJson.SourceJson attach(@PathParam("kinds") String kinds, @PathParam("id") long id,
                                          @PathParam("n") int n, LiveFeedJson.SourceRequest body) {
        require(body);
        return LiveFeedJson.SourceJson.of(source.attach(kind(kinds), id, n, body.url(),
                Boolean.TRUE.equals(body.results()), actor(security)), locale());
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Remove the round's PDN source (what it recorded stays)")
    @DELETE
    @Path(ROUND + "/source")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response detach(@PathParam("kinds") String kinds, @PathParam("id") long id, @PathParam("n") int n) {
        source.detach(kind(kinds), id, n, actor(security));
        return Response.noContent().build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Poll the round's PDN source now")
    @POST
    @Path(ROUND + "/source/poll")
    public LiveFeedJson.SourceJson poll(@PathParam("kinds") String kinds, @PathParam("id") long id,
                                        @PathParam("n") int n) {
        return LiveFeedJson.SourceJson.of(source.pollNow(kind(kinds), id, n, actor(security)), locale());
    }

    private Locale locale() {
        return ApiError.locale(headers.getAcceptableLanguages());
    }

    private static String kind(String kinds) {
        if (!"tournaments".equals(kinds) && !"teams".equals(kinds)) {
            throw new NotFoundException(Problem.of("live.kind.unknown", kinds));
        }
        return LiveKinds.fromPlural(kinds);
    }
}
