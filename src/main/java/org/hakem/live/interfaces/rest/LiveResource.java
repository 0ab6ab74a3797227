package org.hakem.live.interfaces.rest;

import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.arbiter;
import static org.hakem.event.interfaces.rest.EventRequests.boardVersion;
import static org.hakem.event.interfaces.rest.EventRequests.required;

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
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.hakem.live.application.GameRecording;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.RecordedGame;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.rest.ApiError;
import org.hakem.security.domain.Role;

/**
 * {@code /api/live}: a board's game recorded move by move (#34), written once for every kind of event: a tournament's
 * board ({@code /tournaments/ID/rounds/N/boards/B/recording}) and a team match's board
 * ({@code /teams/ID/rounds/N/matches/M/boards/B/recording}). Reading a recording is public for a published round of
 * a public event and, for the event's arbiters, answers the legal moves too; every change needs the arbiter or admin
 * role and being one of the event's arbiters or an admin ({@link GameRecording}), and names the version it was made
 * on: a stale one is a conflict (409, the current version in {@code fields.version}), nothing is lost. A move that
 * is not played answers 422 ({@link MoveRefusal}): the routes to choose from when two captures fit, else the legal
 * moves.
 */
@PermitAll
@Path("live")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class LiveResource {

    private static final String TOURNAMENT = "tournaments/{id}/rounds/{n}/boards/{b}/recording";
    private static final String TEAM = "teams/{id}/rounds/{n}/matches/{m}/boards/{b}/recording";

    @Inject
    GameRecording recording;

    @Context
    SecurityContext security;

    @Context
    HttpHeaders headers;

    @Operation(summary = "A tournament board's recorded game: plies, position, legal moves (for its arbiters), version")
    @GET
    @Path(TOURNAMENT)
    public RecordingJson tournamentBoard(@PathParam("id") long id, @PathParam("n") int n,
                                         @PathParam("b") int b) {
        return read(address("tournament", id, n, 0, b));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Record a move on a tournament board ({move, version})")
    @APIResponse(responseCode = "200", description = "The move played, and the recording now (RecordingChange)")
    @APIResponse(responseCode = "422", description = "Not played (MoveRefusal): the routes to choose from, or the legal moves")
    @POST
    @Path(TOURNAMENT + "/moves")
    public Response tournamentMove(@PathParam("id") long id, @PathParam("n") int n,
                                   @PathParam("b") int b, RecordingRequest body) {
        return move(address("tournament", id, n, 0, b), body);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Take back the last ply of a tournament board ({version})")
    @POST
    @Path(TOURNAMENT + "/undo")
    public RecordingChange tournamentUndo(@PathParam("id") long id, @PathParam("n") int n,
                                          @PathParam("b") int b, RecordingRequest body) {
        return undo(address("tournament", id, n, 0, b), body);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Correct a ply of a tournament board ({ply, move, version}): later plies kept while legal")
    @APIResponse(responseCode = "200", description = "The ply replaced, the plies kept and dropped after it (RecordingChange)")
    @APIResponse(responseCode = "422", description = "Not played (MoveRefusal): the routes to choose from, or the legal moves")
    @POST
    @Path(TOURNAMENT + "/corrections")
    public Response tournamentCorrection(@PathParam("id") long id, @PathParam("n") int n,
                                         @PathParam("b") int b, RecordingRequest body) {
        return correct(address("tournament", id, n, 0, b), body);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Enter a tournament board's result with its recorded game ({result, version})")
    @POST
    @Path(TOURNAMENT + "/result")
    public RecordingChange tournamentResult(@PathParam("id") long id, @PathParam("n") int n,
                                            @PathParam("b") int b, RecordingRequest body) {
        return finish(address("tournament", id, n, 0, b), body);
    }

    @Operation(summary = "A team match board's recorded game: plies, position, legal moves (for its arbiters), version")
    @GET
    @Path(TEAM)
    public RecordingJson teamBoard(@PathParam("id") long id, @PathParam("n") int n,
                                   @PathParam("m") int m,
                                   @PathParam("b") int b) {
        return read(address("team", id, n, m, b));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Record a move on a team match board ({move, version})")
    @APIResponse(responseCode = "200", description = "The move played, and the recording now (RecordingChange)")
    @APIResponse(responseCode = "422", description = "Not played (MoveRefusal): the routes to choose from, or the legal moves")
    @POST
    @Path(TEAM + "/moves")
    public Response teamMove(@PathParam("id") long id, @PathParam("n") int n,
                             @PathParam("m") int m,
                             @PathParam("b") int b, RecordingRequest body) {
        return move(address("team", id, n, m, b), body);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Take back the last ply of a team match board ({version})")
    @POST
    @Path(TEAM + "/undo")
    public RecordingChange teamUndo(@PathParam("id") long id, @PathParam("n") int n,
                                    @PathParam("m") int m,
                                    @PathParam("b") int b, RecordingRequest body) {
        return undo(address("team", id, n, m, b), body);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Correct a ply of a team match board ({ply, move, version}): later plies kept while legal")
    @APIResponse(responseCode = "200", description = "The ply replaced, the plies kept and dropped after it (RecordingChange)")
    @APIResponse(responseCode = "422", description = "Not played (MoveRefusal): the routes to choose from, or the legal moves")
    @POST
    @Path(TEAM + "/corrections")
    public Response teamCorrection(@PathParam("id") long id, @PathParam("n") int n,
                                   @PathParam("m") int m,
                                   @PathParam("b") int b, RecordingRequest body) {
        return correct(address("team", id, n, m, b), body);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Enter a team match board's result with its recorded game ({result, version})")
    @POST
    @Path(TEAM + "/result")
    public RecordingChange teamResult(@PathParam("id") long id, @PathParam("n") int n,
                                      @PathParam("m") int m,
                                      @PathParam("b") int b, RecordingRequest body) {
        return finish(address("team", id, n, m, b), body);
    }

    // --- written once for every kind of event

    /** The board a path names; a round or board below 1 names none. */
    private static BoardAddress address(String kind, long id, int round, int match, int board) {
        try {
            return new BoardAddress(kind, id, round, match, board);
        } catch (IllegalArgumentException e) {
            throw new NotFoundException(Problem.of("live.board.not-found", id, round, board));
        }
    }

    private RecordingJson read(BoardAddress a) {
        return RecordingJson.of(arbiter(security) ? recording.show(a, actor(security)) : recording.view(a));
    }

    private Response move(BoardAddress a, RecordingRequest body) {
        long version = boardVersion(body, RecordingRequest::version);
        return answer(recording.play(a, version, body.move(), actor(security)), body.move(), version);
    }

    private Response correct(BoardAddress a, RecordingRequest body) {
        long version = boardVersion(body, RecordingRequest::version);
        int ply = required(body, RecordingRequest::ply, "ply", Problem.of("live.ply.required"));
        return answer(recording.correct(a, version, ply, body.move(), actor(security)), body.move(), version);
    }

    private RecordingChange undo(BoardAddress a, RecordingRequest body) {
        GameRecording.Answer done = recording.undo(a, boardVersion(body, RecordingRequest::version), actor(security));
        return new RecordingChange("undone", null, 0, 0, RecordingJson.of(done.recorded()));
    }

    private RecordingChange finish(BoardAddress a, RecordingRequest body) {
        long version = boardVersion(body, RecordingRequest::version);
        String result = required(body, RecordingRequest::result, "result", Problem.of("live.result.required"));
        return new RecordingChange("finished", null, 0, 0,
                RecordingJson.of(recording.finish(a, version, result, actor(security))));
    }

    /** A move played (200) or not (422, with the routes or the legal moves). */
    private Response answer(GameRecording.Answer a, String typed, long version) {
        if (a.entry() instanceof RecordedGame.Played p) {
            return Response.ok(new RecordingChange("played", p.notation(), a.kept(), a.dropped(),
                    RecordingJson.of(a.recorded()))).build();
        }
        return Response.status(MoveRefusal.STATUS).type(MediaType.APPLICATION_JSON_TYPE.withCharset("UTF-8"))
                .entity(MoveRefusal.of(a.entry(), typed, version, ApiError.locale(headers.getAcceptableLanguages())))
                .build();
    }
}
