package org.hakem.tournament.interfaces.rest;

import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.rest.Bounds;
import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.arbiter;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.hakem.platform.rest.Attachment;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.security.domain.Role;
import org.hakem.tournament.application.EventRatingService;
import org.hakem.tournament.application.RatingColumns;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.interfaces.RatingReportExport;
import org.hakem.tournament.interfaces.TournamentExports;

/**
 * {@code /api/ratings/events/ID}: a tournament's ratings (the rating columns of its standings, {@code ?round=}),
 * its rating settings ({@code PUT} {@code {"listType":"fmjd-64","timeControlClass":"standard"}}, a blank list type
 * makes it not rated) and its rating report ({@code /report?format=csv|txt|trf}). Reading is public (a private
 * tournament for arbiters only); writing needs the arbiter or admin role and, for an event with assigned arbiters,
 * one of them.
 */
@PermitAll
@Path("ratings/events")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class EventRatingResource {

    /** The settings as read and written. */
    public record SettingsJson(String listType, String timeControlClass) {
    }

    @Inject
    EventRatingService ratings;

    @Inject
    TournamentService tournaments;

    @Context
    SecurityContext security;

    @Operation(summary = "A rated tournament's rating columns after a round")
    @GET
    @Path("{id}")
    public RatingColumns columns(@PathParam("id") long id, @QueryParam("round") @DefaultValue("0") @Bounds(min = 0, max = 999) int round) {
        return ratings.columns(tournaments.snapshot(id, arbiter(security)), arbiter(security), round)
                .orElseThrow(() -> new NotFoundException(Problem.of("rating.settings.not-rated")));
    }

    @Operation(summary = "A tournament's rating settings")
    @GET
    @Path("{id}/settings")
    public SettingsJson settings(@PathParam("id") long id) {
        tournaments.snapshot(id, arbiter(security)); // not found for a private tournament the caller may not see
        return ratings.settings(id).map(s -> new SettingsJson(s.listType(), s.timeControlClass()))
                .orElse(new SettingsJson(null, null));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Set a tournament's rating settings")
    @PUT
    @Path("{id}/settings")
    @Consumes(MediaType.APPLICATION_JSON)
    public SettingsJson configure(@PathParam("id") long id, SettingsJson body) {
        SettingsJson b = body == null ? new SettingsJson(null, null) : body;
        return ratings.configure(id, b.listType(), b.timeControlClass(), actor(security))
                .map(s -> new SettingsJson(s.listType(), s.timeControlClass())).orElse(new SettingsJson(null, null));
    }

    @Operation(summary = "A tournament's rating report (CSV or another format)")
    @GET
    @Path("{id}/report")
    @Produces(MediaType.WILDCARD)
    @APIResponse(responseCode = "200", description = "The rating report (CSV or the rating body's text form)",
            content = {
                @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)),
                @Content(mediaType = "text/plain", schema = @Schema(type = SchemaType.STRING))})
    public Response report(@PathParam("id") long id, @QueryParam("format") @DefaultValue("csv") String format,
                           @Context jakarta.ws.rs.core.HttpHeaders headers) {
        org.hakem.event.interfaces.ExportFile f = RatingReportExport.render(ratings, tournaments.snapshot(id, arbiter(security)),
                arbiter(security), format, org.hakem.platform.rest.ApiError.locale(headers.getAcceptableLanguages()));
        return Attachment.of(f.bytes(), f.contentType(), f.fileName());
    }
}
