package org.hakem.tournament.interfaces.rest;

import org.hakem.event.interfaces.TrfExportOptions;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.rest.Bounds;
import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.arbiter;
import static org.hakem.event.interfaces.rest.EventRequests.arbitersOnly;
import static org.hakem.event.interfaces.rest.EventRequests.boardVersion;
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
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Locale;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.rest.EventResource;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Role;
import org.hakem.event.application.Actor;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.ResultService;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.tournament.interfaces.TournamentExports;
import org.hakem.tournament.interfaces.rest.TournamentJson.AuditJson;
import org.hakem.tournament.interfaces.rest.TournamentJson.BoardJson;
import org.hakem.tournament.interfaces.rest.TournamentJson.BoardRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.EntryJson;
import org.hakem.tournament.interfaces.rest.TournamentJson.EntryRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.EventJson;
import org.hakem.tournament.interfaces.rest.TournamentJson.ForbidRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.GameRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.PairRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.PairingsRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.ResultRequest;
import org.hakem.tournament.interfaces.rest.TournamentJson.RoundJson;
import org.hakem.tournament.interfaces.rest.TournamentJson.WithdrawalRequest;

/**
 * {@code /api/tournaments}: tournaments, entries, forbidden pairs, rounds (pair, change, publish),
 * results and attached games, standings, exports and the audit trail. Reading is public (private
 * tournaments and unpublished rounds only for arbiters); writing needs the arbiter or admin role
 * ({@code web.xml}) and being one of the tournament's arbiters or an admin (#30; {@code /arbiters}: who they are).
 */
@PermitAll
@Path("tournaments")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class TournamentResource extends EventResource<TournamentEvent, EventDetails, Snapshot, EventRound, AuditEntry,
        EventJson, RoundJson, AuditJson> {

    @Inject
    TournamentService service;

    @Inject
    ResultService results;

    @Inject
    org.hakem.tournament.application.EventRatingService ratings;

    public TournamentResource() {
        super(e -> EventJson.of(e, null, false), EventJson::of, (s, r) -> RoundJson.of(r), AuditJson::of);
    }

    @Override
    protected TournamentService lifecycle() {
        return service;
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Enter a player in a tournament")
    @POST
    @Path("{id}/entries")
    @APIResponse(responseCode = "201", description = "The entry",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = EntryJson.class)))
    public Response enter(@PathParam("id") long id, EntryRequest body) {
        if (body != null && body.playerId() == null && body.player() != null) {
            Entry e = service.registerAndEnter(id, body.player().details(), Boolean.TRUE.equals(body.namesakeIsOther()),
                    actor(security));
            return Response.status(201).entity(EntryJson.of(e)).build();
        }
        long player = required(body, EntryRequest::playerId, "playerId", Problem.of("event.player-id.required"));
        Entry e = service.enter(id, player, actor(security));
        return Response.status(201).entity(EntryJson.of(e)).build();
    }

    /** The arbiter's starting rank before round 1 (#33), or the automatic one again. */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Set the starting rank by hand before round 1, or by rating again")
    @PUT
    @Path("{id}/starting-rank")
    public TournamentJson.RankJson rank(@PathParam("id") long id, TournamentJson.RankRequest body) {
        List<Entry> entries = body != null && Boolean.TRUE.equals(body.automatic())
                ? service.rankAutomatically(id, actor(security))
                : service.rankByHand(id, body == null ? null : body.entries(), actor(security));
        return new TournamentJson.RankJson(!(body != null && Boolean.TRUE.equals(body.automatic())),
                entries.stream().map(EntryJson::of).toList());
    }

    /**
     * Enters many players at once (#33): a pasted list's lines and registry ids. Each line is entered or refused on its
     * own; the answer says which, line by line, in the request's language (Accept-Language).
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Enter many players at once (lines of names or ids, registry ids)")
    @POST
    @Path("{id}/entries/batch")
    @APIResponse(responseCode = "200", description = "Each line's outcome",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = TournamentJson.BatchJson.class)))
    public TournamentJson.BatchJson enterMany(@PathParam("id") long id, TournamentJson.BatchRequest body,
                                              @jakarta.ws.rs.core.Context jakarta.ws.rs.core.HttpHeaders headers) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        if (body != null && body.lines() != null) {
            lines.addAll(body.lines());
        }
        if (body != null && body.playerIds() != null) {
            body.playerIds().forEach(p -> lines.add("#" + p));
        }
        return TournamentJson.BatchJson.of(service.enterMany(id, lines, body == null ? null : body.listId(),
                body != null && Boolean.TRUE.equals(body.createMissing()), actor(security)),
                org.hakem.platform.rest.ApiError.locale(headers.getAcceptableLanguages()));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Remove an entry from a tournament")
    @DELETE
    @Path("{id}/entries/{entry}")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response removeEntry(@PathParam("id") long id, @PathParam("entry") long entry) {
        service.removeEntry(id, entry, actor(security));
        return Response.noContent().build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Withdraw an entry from a round on")
    @PUT
    @Path("{id}/entries/{entry}/withdrawal")
    public EntryJson withdraw(@PathParam("id") long id, @PathParam("entry") long entry, WithdrawalRequest body) {
        return EntryJson.of(service.withdraw(id, entry, body == null ? null : body.fromRound(), actor(security)));
    }

    /** A Swiss player asks for a bye in a round not paired yet: {@code {"round":3,"kind":"half"}} (half, zero, full). */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Request a bye for a Swiss round not paired yet")
    @POST
    @Path("{id}/entries/{entry}/byes")
    @APIResponse(responseCode = "201", description = "The bye requested",
            content = @Content(mediaType = "application/json",
                    schema = @Schema(implementation = TournamentJson.ByeRequestJson.class)))
    public Response requestBye(@PathParam("id") long id, @PathParam("entry") long entry, TournamentJson.ByeRequestBody body) {
        int round = required(body, TournamentJson.ByeRequestBody::round, "round", Problem.of("event.bye.round.required"));
        return Response.status(201).entity(TournamentJson.ByeRequestJson.of(service.requestBye(id, entry, round,
                body.kind() == null ? "half" : body.kind(), actor(security)))).build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Cancel a requested bye")
    @DELETE
    @Path("{id}/entries/{entry}/byes/{round}")
    @APIResponse(responseCode = "204", description = "Cancelled")
    public Response cancelBye(@PathParam("id") long id, @PathParam("entry") long entry, @PathParam("round") int round) {
        service.cancelBye(id, entry, round, actor(security));
        return Response.noContent().build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Forbid the pairing of two entries")
    @POST
    @Path("{id}/forbidden-pairs")
    @APIResponse(responseCode = "201", description = "The forbidden pair",
            content = @Content(mediaType = "application/json",
                    schema = @Schema(implementation = TournamentJson.ForbiddenPairJson.class)))
    public Response forbid(@PathParam("id") long id, ForbidRequest body) {
        if (body == null || body.entryA() == null || body.entryB() == null) {
            throw new ValidationException("entryA", Problem.of("event.forbidden-pair.required"));
        }
        return Response.status(201).entity(TournamentJson.ForbiddenPairJson.of(
                service.forbid(id, body.entryA(), body.entryB(), body.reason(), actor(security)))).build();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Allow a forbidden pairing again")
    @DELETE
    @Path("{id}/forbidden-pairs/{pair}")
    @APIResponse(responseCode = "204", description = "Allowed again")
    public Response allow(@PathParam("id") long id, @PathParam("pair") long pair) {
        service.allow(id, pair, actor(security));
        return Response.noContent().build();
    }

    /** Pairs the next round (engine), all remaining rounds ({@code all}), or the next round by hand ({@code boards}). */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Pair the next round")
    @POST
    @Path("{id}/rounds")
    @APIResponse(responseCode = "201", description = "The rounds, with the one paired",
            content = @Content(mediaType = "application/json",
                    schema = @Schema(type = SchemaType.ARRAY, implementation = RoundJson.class)))
    public Response pair(@PathParam("id") long id, PairRequest body) {
        Actor actor = actor(security);
        if (body != null && body.boards() != null) {
            service.pairByHand(id, manual(body.boards()), actor);
        } else if (body != null && Boolean.TRUE.equals(body.all())) {
            service.pairAll(id, actor);
        } else {
            service.pairNext(id, actor);
        }
        return Response.status(201).entity(rounds(id)).build();
    }

    /** Why a Swiss round is paired as it is (arbiters): brackets, floats, colour rules, the bye, warnings. */
    @Operation(summary = "Why a Swiss round is paired as it is (arbiters)")
    @GET
    @Path("{id}/rounds/{n}/explanation")
    public TournamentJson.ExplanationJson explanation(@PathParam("id") long id, @PathParam("n") int n,
                                                      @jakarta.ws.rs.core.Context jakarta.ws.rs.core.HttpHeaders headers) {
        arbitersOnly(security, Problem.of("event.explain.arbiters"));
        service.snapshot(id, true);
        return TournamentJson.ExplanationJson.of(service.explain(id, n),
                org.hakem.platform.rest.ApiError.locale(headers.getAcceptableLanguages()));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Change a round's pairings by hand")
    @PUT
    @Path("{id}/rounds/{n}/pairings")
    public RoundJson repair(@PathParam("id") long id, @PathParam("n") int n, PairingsRequest body) {
        service.repair(id, n, manual(body == null ? null : body.boards()), actor(security));
        return round(id, n);
    }

    /** Two players change places in a round's pairing: {@code {"a":5,"b":9}} (start numbers; one may be on the bye). */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Exchange two players' places in a round's pairing")
    @POST
    @Path("{id}/rounds/{n}/swaps")
    public RoundJson swapPlayers(@PathParam("id") long id, @PathParam("n") int n, TournamentJson.SwapRequest body) {
        int a = required(body, TournamentJson.SwapRequest::a, "a", Problem.of("event.swap.players"));
        int b = required(body, TournamentJson.SwapRequest::b, "b", Problem.of("event.swap.players"));
        service.swapPlayers(id, n, a, b, actor(security));
        return round(id, n);
    }

    /**
     * Gives a player a bye in a round not played yet: {@code {"player":7,"kind":"half"}} (full, half, zero: his own;
     * pairing: the pairing-allocated bye); his opponent is paired with the holder of the pairing-allocated bye, or takes
     * it when nobody holds it (docs/tournaments.md, "Changing a round with a click").
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Give a player a bye in a round's pairing")
    @POST
    @Path("{id}/rounds/{n}/byes")
    public RoundJson giveBye(@PathParam("id") long id, @PathParam("n") int n, TournamentJson.ByeGiven body) {
        int player = required(body, TournamentJson.ByeGiven::player, "player", Problem.of("event.bye.player"));
        service.giveBye(id, n, player, body.kind(), actor(security));
        return round(id, n);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Swap White and Black on a board of a round")
    @POST
    @Path("{id}/rounds/{n}/boards/{b}/colour-swap")
    public RoundJson swapColours(@PathParam("id") long id, @PathParam("n") int n, @PathParam("b") int b) {
        service.swapColours(id, n, b, actor(security));
        return round(id, n);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Enter or correct a board's result")
    @PUT
    @Path("{id}/rounds/{n}/boards/{b}")
    public BoardJson result(@PathParam("id") long id, @PathParam("n") int n, @PathParam("b") int b, ResultRequest body) {
        long version = boardVersion(body, ResultRequest::version);
        return BoardJson.of(results.record(id, n, b, version, body.result(), actor(security)));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Attach a game (PDN) to a board")
    @PUT
    @Path("{id}/rounds/{n}/boards/{b}/game")
    public BoardJson game(@PathParam("id") long id, @PathParam("n") int n, @PathParam("b") int b, GameRequest body) {
        long version = boardVersion(body, GameRequest::version);
        return BoardJson.of(results.attachGame(id, n, b, version, body.pdn(), actor(security)));
    }

    @Operation(summary = "The standings with tie-breaks after a round")
    @GET
    @Path("{id}/standings")
    public Reports.Table standings(@PathParam("id") long id, @QueryParam("round") @DefaultValue("0") @Bounds(min = 0, max = 999) int round) {
        return ratings.standings(service.snapshot(id, arbiter(security)), arbiter(security), round);
    }

    @Operation(summary = "The categories a tournament ranks in (women, age and rating groups, clubs, federations)")
    @GET
    @Path("{id}/categories")
    public CategoriesJson categories(@PathParam("id") long id) {
        return CategoriesJson.of(service.snapshot(id, arbiter(security)).event().categories());
    }

    /**
     * Chooses the categories the tournament ranks in (issue 33); the standings then list each one's ranking. Audited.
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Choose the categories a tournament ranks in")
    @PUT
    @Path("{id}/categories")
    public CategoriesJson chooseCategories(@PathParam("id") long id, CategoriesJson body) {
        if (body == null) {
            throw new ValidationException("body", Problem.of("event.categories.required"));
        }
        return CategoriesJson.of(service.chooseCategories(id, body.choice(), actor(security)).categories());
    }

    @Override
    protected ExportFile exported(Snapshot s, boolean arbiter, String format, int round, Locale locale,
                                  TrfExportOptions trf) {
        return TournamentExports.render(s, arbiter, format, round, locale, ratings.columns(s, arbiter, round).orElse(null),
                trf);
    }


    static List<TournamentService.ManualBoard> manual(List<BoardRequest> boards) {
        if (boards == null) {
            throw new ValidationException("boards", Problem.of("event.boards.required"));
        }
        return boards.stream().map(b -> {
            if (b == null || b.white() == null) {
                throw new ValidationException("boards", Problem.of("event.boards.white"));
            }
            return new TournamentService.ManualBoard(b.white(), b.black(), b.bye());
        }).toList();
    }
}
