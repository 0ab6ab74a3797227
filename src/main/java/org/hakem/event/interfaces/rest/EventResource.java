package org.hakem.event.interfaces.rest;

import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.arbiter;
import static org.hakem.event.interfaces.rest.EventRequests.require;
import static org.hakem.event.interfaces.rest.EventRequests.required;
import static org.hakem.event.interfaces.rest.EventRequests.version;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.hakem.event.application.EventLifecycle;
import org.hakem.platform.Problem;
import org.hakem.security.domain.Role;

/**
 * The operations every kind of event has under its resource ({@code /api/tournaments}, {@code /api/teams}), written
 * once: delete the event, take back its last round, and its arbiters (read, give, replace, take). A resource of a
 * kind of event extends this, names its use cases ({@link EventLifecycle}) and adds its own operations; the
 * operations here are its own in the API document ({@code tournamentDelete}, {@code teamDelete}). Reading is public,
 * writing needs the arbiter or admin role and being one of the event's arbiters or an admin ({@link EventLifecycle}).
 */
@PermitAll
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public abstract class EventResource {

    /** The use cases of the resource's kind of event. */
    protected abstract EventLifecycle<?, ?, ?, ?, ?> lifecycle();

    /** The request's security context. */
    protected abstract SecurityContext security();

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Delete an event")
    @DELETE
    @Path("{id}")
    @APIResponse(responseCode = "204", description = "Deleted")
    public Response delete(@PathParam("id") long id, @HeaderParam("If-Match") String ifMatch) {
        lifecycle().delete(id, version(ifMatch), actor(security()));
        return Response.noContent().build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Delete the last round's pairings")
    @DELETE
    @Path("{id}/rounds/{n}")
    @APIResponse(responseCode = "204", description = "The round is unpaired")
    public Response unpair(@PathParam("id") long id, @PathParam("n") int n) {
        lifecycle().unpair(id, n, actor(security()));
        return Response.noContent().build();
    }

    /** The event's arbiters, chief first (#30). */
    @Operation(summary = "An event's arbiters")
    @GET
    @Path("{id}/arbiters")
    public ArbitersJson arbiters(@PathParam("id") long id) {
        return ArbitersJson.of(lifecycle().arbiters(id, arbiter(security())));
    }

    /** Gives the event to an arbiter, as its chief when {@code chief}: the chief arbiter's or an admin's act, audited. */
    @Operation(summary = "Make an account one of an event's arbiters")
    @POST
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Path("{id}/arbiters")
    public ArbitersJson giveArbiter(@PathParam("id") long id, ArbitersJson.GiveRequest body) {
        String username = required(body, ArbitersJson.GiveRequest::username, "username",
                Problem.of("event.arbiter.username.required"));
        return ArbitersJson.of(lifecycle().giveArbiter(id, username, Boolean.TRUE.equals(body.chief()),
                actor(security())));
    }

    /** Sets the event's chief arbiter and other arbiters at once: the chief arbiter's or an admin's act, audited. */
    @Operation(summary = "Replace an event's arbiters")
    @PUT
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Path("{id}/arbiters")
    public ArbitersJson setArbiters(@PathParam("id") long id, ArbitersJson.SetRequest body) {
        ArbitersJson.SetRequest b = require(body);
        return ArbitersJson.of(lifecycle().setArbiters(id, b.chiefArbiter(), b.names(), actor(security())));
    }

    /** Takes the event from one of its arbiters: the chief arbiter's or an admin's act, audited. */
    @Operation(summary = "Remove an arbiter from an event")
    @DELETE
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Path("{id}/arbiters/{username}")
    public ArbitersJson takeArbiter(@PathParam("id") long id, @PathParam("username") String username) {
        return ArbitersJson.of(lifecycle().takeArbiter(id, username, actor(security())));
    }
}
