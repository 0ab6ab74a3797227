package org.hakem.team.interfaces.rest;

import org.hakem.event.interfaces.TrfExportOptions;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.rest.Bounds;
import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.arbiter;
import static org.hakem.event.interfaces.rest.EventRequests.boardVersion;
import static org.hakem.event.interfaces.rest.EventRequests.require;
import static org.hakem.event.interfaces.rest.EventRequests.required;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
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
import java.util.Locale;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.rest.EventResource;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Role;
import org.hakem.standings.team.BoardPrizes;
import org.hakem.team.application.TeamImport;
import org.hakem.team.application.TeamReports;
import org.hakem.team.application.TeamResultService;
import org.hakem.team.application.TeamService;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.team.domain.TeamRound;
import org.hakem.team.interfaces.TeamExports;
import org.hakem.team.interfaces.rest.TeamJson.TeamAuditJson;
import org.hakem.team.interfaces.rest.TeamJson.TeamBoardJson;
import org.hakem.team.interfaces.rest.TeamJson.TeamEventJson;
import org.hakem.team.interfaces.rest.TeamJson.MatchJson;
import org.hakem.team.interfaces.rest.TeamJson.MemberJson;
import org.hakem.team.interfaces.rest.TeamJson.TeamRoundJson;
import org.hakem.team.interfaces.rest.TeamJson.TeamJ;

/**
 * {@code /api/teams}: team events, their teams and rosters, rounds (pair, publish, take back), line-ups, board
 * results, whole-match forfeits and games, standings, crosstable, board-by-board table, board prizes, exports, the
 * audit trail, and the import of a team championship's PDN file. Reading is public (private events and draft rounds
 * only for arbiters); writing needs the arbiter or admin role ({@code web.xml}) and being one of the event's arbiters
 * or an admin (#30; {@code /arbiters}: who they are).
 */
@PermitAll
@Path("teams")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class TeamResource extends EventResource<TeamEvent, TeamEventDetails, TeamSnapshot, TeamRound, TeamAudit,
        TeamEventJson, TeamRoundJson, TeamAuditJson> {

    @Inject
    TeamService service;

    @Inject
    TeamResultService results;

    @Inject
    TeamImport importer;

    public TeamResource() {
        super(e -> TeamEventJson.of(e, null, false), TeamEventJson::of, (s, r) -> TeamRoundJson.of(r, s.event()),
                TeamAuditJson::of);
    }

    @Override
    protected TeamService lifecycle() {
        return service;
    }

    /**
     * Makes a team event from a PDN file of a team competition (the body, as text): teams, rosters, rounds, matches,
     * line-ups, results and games from its tags (see {@link TeamImport}).
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Create a team event from a PDN file")
    @POST
    @Path("import")
    @Consumes({MediaType.TEXT_PLAIN, "application/x-pdn", MediaType.APPLICATION_OCTET_STREAM})
    @APIResponse(responseCode = "201", description = "The team event read from the PDN; its address is in Location",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = TeamEventJson.class)))
    public Response importPdn(String pdn, @QueryParam("variant") String variant,
                              @QueryParam("boards") @DefaultValue("0") @Bounds(min = 0, max = 32) int boards, @QueryParam("name") String name,
                              @Context UriInfo uri) {
        TeamSnapshot s = importer.importPdn(pdn, variant, boards, name, actor(security));
        return Response.created(uri.getBaseUriBuilder().path("teams").path(Long.toString(s.event().id())).build())
                .entity(TeamEventJson.of(s)).build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Add a team to a team event")
    @POST
    @Path("{id}/teams")
    @APIResponse(responseCode = "201", description = "The team",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = TeamJ.class)))
    public Response addTeam(@PathParam("id") long id, TeamJson.TeamRequest body) {
        require(body);
        return Response.status(201).entity(TeamJ.of(service.addTeam(id, body.name(), body.club(), body.federation(),
                actor(security)))).build();
    }

    /** Renames a team: {@code {"name":"...","club":"...","federation":"TUR"}}. */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Rename a team")
    @PUT
    @Path("{id}/teams/{team}")
    public TeamJ renameTeam(@PathParam("id") long id, @PathParam("team") long team, TeamJson.TeamRequest body) {
        require(body);
        return TeamJ.of(service.renameTeam(id, team, body.name(), body.club(), body.federation(), actor(security)));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Remove a team from a team event")
    @DELETE
    @Path("{id}/teams/{team}")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response removeTeam(@PathParam("id") long id, @PathParam("team") long team) {
        service.removeTeam(id, team, actor(security));
        return Response.noContent().build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Add a player to a team")
    @POST
    @Path("{id}/teams/{team}/members")
    @APIResponse(responseCode = "201", description = "The member",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = MemberJson.class)))
    public Response addMember(@PathParam("id") long id, @PathParam("team") long team, TeamJson.MemberRequest body) {
        long player = required(body, TeamJson.MemberRequest::playerId, "playerId", Problem.of("event.player-id.required"));
        return Response.status(201).entity(MemberJson.of(service.addMember(id, team, player, actor(security)))).build();
    }

    /**
     * Adds many players to a team at once (#33), in the order given (the board order). Each line is added or refused
     * on its own; the answer says which, line by line, in the request's language (Accept-Language).
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Add many players to a team at once (lines of names or ids, in board order)")
    @POST
    @Path("{id}/teams/{team}/members/batch")
    @APIResponse(responseCode = "200", description = "Each line's outcome",
            content = @Content(mediaType = "application/json",
                    schema = @Schema(implementation = TeamJson.MembersBatchJson.class)))
    public TeamJson.MembersBatchJson addMembers(@PathParam("id") long id, @PathParam("team") long team,
                                                TeamJson.MembersBatchRequest body,
                                                @jakarta.ws.rs.core.Context jakarta.ws.rs.core.HttpHeaders headers) {
        return TeamJson.MembersBatchJson.of(service.addMany(id, team, body == null ? null : body.lines(),
                body != null && Boolean.TRUE.equals(body.createMissing()), actor(security)),
                org.hakem.platform.rest.ApiError.locale(headers.getAcceptableLanguages()));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Remove a player from a team")
    @DELETE
    @Path("{id}/teams/{team}/members/{member}")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response removeMember(@PathParam("id") long id, @PathParam("team") long team,
                                 @PathParam("member") long member) {
        service.removeMember(id, team, member, actor(security));
        return Response.noContent().build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Set a team's board order")
    @PUT
    @Path("{id}/teams/{team}/roster")
    public TeamJ reorder(@PathParam("id") long id, @PathParam("team") long team, TeamJson.RosterRequest body) {
        return TeamJ.of(service.reorder(id, team, required(body, TeamJson.RosterRequest::members, "members",
                Problem.of("field.required")), actor(security)));
    }

    /** Pairs the next round (a draft until published). */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Pair the next team round")
    @POST
    @Path("{id}/rounds")
    @APIResponse(responseCode = "201", description = "The round paired",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = TeamRoundJson.class)))
    public Response pair(@PathParam("id") long id) {
        TeamRound r = service.pairNext(id, actor(security));
        return Response.status(201).entity(round(id, r.number())).build();
    }

    /** A team's line-up for its match: {@code {"version":3,"players":[11,12,null,14]}} (member ids by board). */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Set a team's line-up for a match")
    @PUT
    @Path("{id}/rounds/{n}/matches/{m}/lineups/{team}")
    public MatchJson lineUp(@PathParam("id") long id, @PathParam("n") int n, @PathParam("m") int m,
                            @PathParam("team") long team, TeamJson.LineUpRequest body) {
        long version = boardVersion(body, TeamJson.LineUpRequest::version);
        if (body.players() == null) {
            throw new ValidationException("players", Problem.of("field.required"));
        }
        results.lineUp(id, n, m, team, version, body.players(), actor(security));
        return match(id, n, m);
    }

    /** A whole-match forfeit: {@code {"version":3,"forfeit":"home"}} (home wins), away, double, none. */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Record or clear a whole-match forfeit")
    @PUT
    @Path("{id}/rounds/{n}/matches/{m}/forfeit")
    public MatchJson forfeit(@PathParam("id") long id, @PathParam("n") int n, @PathParam("m") int m,
                             TeamJson.ForfeitRequest body) {
        long version = boardVersion(body, TeamJson.ForfeitRequest::version);
        results.forfeit(id, n, m, version, body.forfeit(), actor(security));
        return match(id, n, m);
    }

    @Operation(summary = "A match with its boards")
    @GET
    @Path("{id}/rounds/{n}/matches/{m}")
    public MatchJson match(@PathParam("id") long id, @PathParam("n") int n, @PathParam("m") int m) {
        TeamSnapshot s = service.snapshot(id, arbiter(security));
        return s.visibleRound(n, arbiter(security))
                .flatMap(r -> r.match(m)).map(x -> MatchJson.of(x, s.event()))
                .orElseThrow(() -> new NotFoundException(Problem.of("team.match.not-found", id, n, m)));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Enter or correct a board's result in a match")
    @PUT
    @Path("{id}/rounds/{n}/matches/{m}/boards/{b}")
    public TeamBoardJson result(@PathParam("id") long id, @PathParam("n") int n, @PathParam("m") int m,
                            @PathParam("b") int b, TeamJson.TeamResultRequest body) {
        long version = boardVersion(body, TeamJson.TeamResultRequest::version);
        return TeamBoardJson.of(results.record(id, n, m, b, version, body.result(), actor(security)));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Attach a game (PDN) to a board of a match")
    @PUT
    @Path("{id}/rounds/{n}/matches/{m}/boards/{b}/game")
    public TeamBoardJson game(@PathParam("id") long id, @PathParam("n") int n, @PathParam("m") int m,
                          @PathParam("b") int b, TeamJson.TeamGameRequest body) {
        long version = boardVersion(body, TeamJson.TeamGameRequest::version);
        return TeamBoardJson.of(results.attachGame(id, n, m, b, version, body.pdn(), actor(security)));
    }

    @Operation(summary = "The team standings with tie-breaks after a round")
    @GET
    @Path("{id}/standings")
    public TeamReports.Standings standings(@PathParam("id") long id, @QueryParam("round") @DefaultValue("0") @Bounds(min = 0, max = 999) int round) {
        return TeamReports.standings(service.snapshot(id, arbiter(security)), arbiter(security), round);
    }

    @Operation(summary = "The team crosstable")
    @GET
    @Path("{id}/crosstable")
    public List<TeamReports.CrossRow> crosstable(@PathParam("id") long id) {
        return TeamReports.crosstable(service.snapshot(id, arbiter(security)), arbiter(security));
    }

    @Operation(summary = "The players' results by board")
    @GET
    @Path("{id}/boards")
    public List<TeamReports.BoardLine> boards(@PathParam("id") long id) {
        return TeamReports.boards(service.snapshot(id, arbiter(security)), arbiter(security));
    }

    @Operation(summary = "The board prizes")
    @GET
    @Path("{id}/board-prizes")
    public List<BoardPrizes.Board> boardPrizes(@PathParam("id") long id) {
        return TeamReports.boardPrizes(service.snapshot(id, arbiter(security)), arbiter(security)).boards();
    }

    @Override
    protected ExportFile exported(TeamSnapshot s, boolean arbiter, String format, int round, Locale locale,
                                  TrfExportOptions trf) {
        return TeamExports.render(s, arbiter, format, round, locale, trf);
    }
}
