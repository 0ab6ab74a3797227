package org.hakem.archive.interfaces.rest;

import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
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
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.hakem.api.Attachment;
import org.hakem.api.IfMatch;
import org.hakem.archive.application.ArchiveService;
import org.hakem.archive.application.GameEditing;
import org.hakem.archive.application.ImportJobs;
import org.hakem.archive.application.IndexMaintenance;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.GameRepository;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Role;

/**
 * {@code /api/archive}: games (browse, read, PDN download, correct tags, link players, delete), imports
 * (streaming upload, progress and report), the index (verify, rebuild) and the events' game submissions waiting for
 * the archive. Reading is public; writing needs the arbiter or admin role, index maintenance the admin role (stated on each operation).
 */
@PermitAll
@Path("archive")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class ArchiveResource {

    @Inject
    ArchiveService archive;

    @Inject
    GameEditing editing;

    @Inject
    ImportJobs imports;

    @Inject
    IndexMaintenance index;

    @Inject
    org.hakem.archive.domain.SubmissionQueue submissionQueue;

    @Operation(summary = "Find archived games by their tags")
    @GET
    @Path("games")
    public ArchiveJson.GamePage games(@QueryParam("variant") String variant, @QueryParam("player") String player,
                                      @QueryParam("event") String event, @QueryParam("yearFrom") @Bounds(min = 0, max = 9999) Integer yearFrom,
                                      @QueryParam("yearTo") @Bounds(min = 0, max = 9999) Integer yearTo, @QueryParam("result") String result,
                                      @QueryParam("status") String status, @QueryParam("collection") @Bounds(min = 1) Long collection,
                                      @QueryParam("page") @DefaultValue("0") @Bounds(min = 0) int page,
                                      @QueryParam("size") @DefaultValue("50") @Bounds(min = 1, max = ArchiveService.MAX_PAGE_SIZE) int size) {
        ArchiveService.Page p = archive.browse(new GameRepository.Browse(variant, player, event, yearFrom, yearTo, result,
                status, collection), page, size);
        return new ArchiveJson.GamePage(p.games().stream().map(ArchiveJson.GameSummary::of).toList(), p.total(), p.page(),
                p.size());
    }

    @Operation(summary = "An archived game with its moves")
    @GET
    @Path("games/{id}")
    public ArchiveJson.GameDetail game(@PathParam("id") long id) {
        return ArchiveJson.GameDetail.of(archive.get(id));
    }

    @Operation(summary = "An archived game as a PDN file")
    @GET
    @Path("games/{id}/pdn")
    @Produces("application/x-pdn;charset=UTF-8")
    @APIResponse(responseCode = "200", description = "The game as PDN",
            content = @Content(mediaType = "application/x-pdn", schema = @Schema(type = SchemaType.STRING)))
    public Response pdn(@PathParam("id") long id) {
        ArchivedGame g = archive.get(id);
        return Attachment.of(g.pdn().getBytes(StandardCharsets.UTF_8), "application/x-pdn;charset=UTF-8",
                "game-" + id + ".pdn");
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Correct an archived game's tags")
    @PUT
    @Path("games/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public ArchiveJson.GameDetail correct(@PathParam("id") long id, ArchiveJson.TagsJson body) {
        if (body == null || body.version() == null) {
            throw new ValidationException("version", Problem.of("archive.version.required"));
        }
        return ArchiveJson.GameDetail.of(editing.correct(id, body.version(), body.tags()));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Link an archived game's players to the registry")
    @PUT
    @Path("games/{id}/players")
    @Consumes(MediaType.APPLICATION_JSON)
    public ArchiveJson.GameDetail link(@PathParam("id") long id, ArchiveJson.LinkJson body) {
        if (body == null || body.version() == null) {
            throw new ValidationException("version", Problem.of("archive.version.required"));
        }
        return ArchiveJson.GameDetail.of(archive.link(id, body.version(), body.whitePlayerId(), body.blackPlayerId()));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Delete an archived game")
    @DELETE
    @Path("games/{id}")
    @APIResponse(responseCode = "204", description = "Deleted")
    public Response delete(@PathParam("id") long id, @HeaderParam("If-Match") String ifMatch) {
        editing.delete(id, IfMatch.version(ifMatch, Problem.of("archive.if-match")));
        return Response.noContent().build();
    }

    /**
     * Uploads a PDN file (the request body, any content type; streamed to disk) and imports it in the background.
     * 202 with the run; follow {@code Location} for progress and the report.
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Import a PDN file into the archive (runs in the background)")
    @POST
    @Path("imports")
    @Consumes(MediaType.WILDCARD)
    @APIResponse(responseCode = "202", description = "The import run, queued; follow it at its address",
            content = @Content(mediaType = "application/json",
                    schema = @Schema(implementation = ArchiveJson.RunJson.class)))
    public Response upload(InputStream body, @QueryParam("name") String name, @QueryParam("variant") String variant,
                           @QueryParam("collection") String collection, @Context UriInfo uri) throws IOException {
        long run = imports.start(body, name, variant, collection);
        return Response.accepted(ArchiveJson.RunJson.of(archive.run(run)))
                .location(uri.getBaseUriBuilder().path("archive/imports").path(Long.toString(run)).build()).build();
    }

    @Operation(summary = "The latest archive imports")
    @GET
    @Path("imports")
    public List<ArchiveJson.RunJson> runs(@QueryParam("limit") @DefaultValue("50") @Bounds(min = 1, max = 500) int limit) {
        return archive.recentRuns(limit).stream().map(ArchiveJson.RunJson::of).toList();
    }

    @Operation(summary = "An archive import's progress and counts")
    @GET
    @Path("imports/{id}")
    public ArchiveJson.RunJson run(@PathParam("id") long id) {
        return ArchiveJson.RunJson.of(archive.run(id));
    }

    @RolesAllowed(Role.ADMIN_NAME)
    @Operation(summary = "Check the position index against the archive")
    @GET
    @Path("index/verify")
    public ArchiveJson.VerifyJson verify() {
        IndexMaintenance.Verification v = index.verify();
        return new ArchiveJson.VerifyJson(v.ok(), v.games(), v.positions(), v.problems());
    }

    /** The game submissions of events not yet applied to the archive, and those failing (docs/archive.md). */
    @Operation(summary = "The position index's backlog")
    @GET
    @Path("index/submissions")
    @RolesAllowed(Role.ADMIN_NAME)
    public ArchiveJson.SubmissionsJson submissions() {
        return ArchiveJson.SubmissionsJson.of(submissionQueue.backlog(20));
    }

    @RolesAllowed(Role.ADMIN_NAME)
    @Operation(summary = "Rebuild the position index")
    @POST
    @Path("index/rebuild")
    public ArchiveJson.VerifyJson rebuild() {
        index.rebuild();
        return verify();
    }
}
