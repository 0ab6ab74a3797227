package org.hakem.event.interfaces.rest;

import static org.hakem.event.interfaces.rest.EventRequests.actor;
import static org.hakem.event.interfaces.rest.EventRequests.arbiter;
import static org.hakem.event.interfaces.rest.EventRequests.arbitersOnly;
import static org.hakem.event.interfaces.rest.EventRequests.eventVersion;
import static org.hakem.event.interfaces.rest.EventRequests.require;
import static org.hakem.event.interfaces.rest.EventRequests.required;
import static org.hakem.event.interfaces.rest.EventRequests.version;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
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
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.hakem.event.application.EventLifecycle;
import org.hakem.event.application.EventSnapshot;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.AuditRecord;
import org.hakem.event.domain.EventSettings;
import org.hakem.event.domain.PairedRound;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.TrfExportOptions;
import org.hakem.platform.Problem;
import org.hakem.platform.rest.Attachment;
import org.hakem.platform.rest.ExportAnswer;
import org.hakem.platform.web.Language;
import org.hakem.platform.rest.Bounds;
import org.hakem.security.domain.Role;

/**
 * The operations every kind of event has under its resource ({@code /api/tournaments}, {@code /api/teams}), written
 * once: list, create, read, correct, change the status and delete an event; publish, unpublish and take back a round;
 * the audit trail; the arbiters (read, give, replace, take). A resource of a kind of event extends this, names its use
 * cases ({@link EventLifecycle}) and its JSON, and adds its own operations; the operations here are its own in the API
 * document ({@code tournamentGet}, {@code teamGet}: the document's filter puts them under each resource, with the
 * resource's JSON classes for the type parameters). Reading is public, writing needs the arbiter or admin role and
 * being one of the event's arbiters or an admin.
 *
 * @param <E> the event
 * @param <D> its settings
 * @param <S> an event with everything loaded
 * @param <P> its round
 * @param <A> a row of its audit trail
 * @param <J> the JSON of an event (its settings when written)
 * @param <R> the JSON of a round
 * @param <T> the JSON of a row of the audit trail
 */
@PermitAll
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public abstract class EventResource<E extends ArbitratedEvent, D extends EventSettings, S extends EventSnapshot<E, P>,
        P extends PairedRound, A extends AuditRecord,
        J extends EventResource.SettingsJson<D>, R, T> {

    /** The JSON of an event, which also carries its settings when the arbiter writes it. */
    public interface SettingsJson<D> {

        /** The settings the body gives. */
        D details();

        /** The version of the event the editor saw. */
        Long version();
    }

    /** The use cases of the resource's kind of event. */
    protected abstract EventLifecycle<E, D, S, P, A> lifecycle();

    /** The request's security context: JAX-RS injects it here for every resource of a kind of event. */
    @Context
    protected SecurityContext security;

    private final Function<E, J> listed;
    private final Function<S, J> shown;
    private final BiFunction<S, P, R> roundJson;
    private final Function<A, T> audited;

    /**
     * @param listed    an event as the list shows it
     * @param shown     an event with its entrants
     * @param roundJson a round of the event, with its boards or matches
     * @param audited   a row of the audit trail
     */
    protected EventResource(Function<E, J> listed, Function<S, J> shown, BiFunction<S, P, R> roundJson,
                            Function<A, T> audited) {
        this.listed = listed;
        this.shown = shown;
        this.roundJson = roundJson;
        this.audited = audited;
    }

    @Operation(summary = "List the events")
    @GET
    @Path("") // Payara's API document misses a method inherited without a path of its own
    public List<J> list() {
        return lifecycle().list(arbiter(security)).stream().map(listed).toList();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Create an event")
    @POST
    @Path("")
    @APIResponse(responseCode = "201", description = "The event; its address is in Location")
    public Response create(J body, @Context UriInfo uri) {
        S s = lifecycle().create(require(body).details(), actor(security));
        return Response.created(uri.getAbsolutePathBuilder().path(Long.toString(s.event().id())).build()).entity(shown.apply(s))
                .build();
    }

    @Operation(summary = "An event with its entrants")
    @GET
    @Path("{id}")
    public J get(@PathParam("id") long id) {
        return shown.apply(lifecycle().snapshot(id, arbiter(security)));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Correct an event's settings")
    @PUT
    @Path("{id}")
    public J correct(@PathParam("id") long id, J body) {
        long version = eventVersion(body, SettingsJson::version);
        return shown.apply(lifecycle().correct(id, version, body.details(), actor(security)));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Change an event's status")
    @PUT
    @Path("{id}/status")
    public J status(@PathParam("id") long id, StatusRequest body) {
        return shown.apply(lifecycle().changeStatus(id, required(body, StatusRequest::status, "status",
                Problem.of("event.status.required")), actor(security)));
    }

    /**
     * Whether the event records its games' scores (PDN): {@code {"records":false}} for one that does not, so the
     * arbiter's to-do list stops asking for them; audited.
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Say whether an event records its games' scores")
    @PUT
    @Path("{id}/game-recording")
    public J recordGames(@PathParam("id") long id, GameRecordingRequest body) {
        return shown.apply(lifecycle().recordGames(id, required(body, GameRecordingRequest::records, "records",
                Problem.of("event.records.required")), actor(security)));
    }

    /** Body of PUT game-recording. */
    public record GameRecordingRequest(Boolean records) {
    }

    /** The event's officials as printed (chief arbiter, deputies, organiser). */
    @Operation(summary = "An event's officials")
    @GET
    @Path("{id}/officials")
    public OfficialsJson officials(@PathParam("id") long id) {
        return OfficialsJson.of(lifecycle().snapshot(id, arbiter(security)).event().officials());
    }

    /**
     * Names the event's officials as printed on its rating report, crosstable, sheets and TRF: the body replaces all
     * three; audited.
     */
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Name an event's officials")
    @PUT
    @Path("{id}/officials")
    public OfficialsJson appointOfficials(@PathParam("id") long id, OfficialsJson body) {
        return OfficialsJson.of(lifecycle().appointOfficials(id, require(body).officials(), actor(security)).event()
                .officials());
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Delete an event")
    @DELETE
    @Path("{id}")
    @APIResponse(responseCode = "204", description = "Deleted")
    public Response delete(@PathParam("id") long id, @HeaderParam("If-Match") String ifMatch) {
        lifecycle().delete(id, version(ifMatch), actor(security));
        return Response.noContent().build();
    }

    @Operation(summary = "List an event's rounds")
    @GET
    @Path("{id}/rounds")
    public List<R> rounds(@PathParam("id") long id) {
        boolean arbiter = arbiter(security);
        S s = lifecycle().snapshot(id, arbiter);
        return s.visibleRounds(arbiter).stream().map(r -> roundJson.apply(s, r)).toList();
    }

    @Operation(summary = "A round with its boards or matches")
    @GET
    @Path("{id}/rounds/{n}")
    public R round(@PathParam("id") long id, @PathParam("n") int n) {
        boolean arbiter = arbiter(security);
        S s = lifecycle().snapshot(id, arbiter);
        return roundJson.apply(s, lifecycle().visibleRound(s, n, arbiter));
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Publish a round")
    @POST
    @Path("{id}/rounds/{n}/publish")
    public R publish(@PathParam("id") long id, @PathParam("n") int n) {
        lifecycle().publish(id, n, true, actor(security));
        return round(id, n);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Withdraw a round's publication")
    @POST
    @Path("{id}/rounds/{n}/unpublish")
    public R unpublish(@PathParam("id") long id, @PathParam("n") int n) {
        lifecycle().publish(id, n, false, actor(security));
        return round(id, n);
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Delete the last round's pairings")
    @DELETE
    @Path("{id}/rounds/{n}")
    @APIResponse(responseCode = "204", description = "The round is unpaired")
    public Response unpair(@PathParam("id") long id, @PathParam("n") int n) {
        lifecycle().unpair(id, n, actor(security));
        return Response.noContent().build();
    }

    /**
     * Exports: {@code csv}, {@code json}, {@code trf}, {@code pdf}, {@code pdn} (a tournament: standings after {@code
     * ?round=}; a team event: the match sheets of {@code ?round=} as PDF); the TRF with {@code ?encoding=utf-8|latin-1},
     * {@code &transliterate=true}, {@code &unfinished=omit|pairings} ({@link TrfExportOptions}: a team event always
     * writes an unfinished round's pairing). The PDF is for people: in the caller's {@code Accept-Language}.
     */
    @Operation(summary = "Export an event (CSV, JSON, TRF, PDF, PDN)")
    @GET
    @Path("{id}/export/{format}")
    @Produces(MediaType.WILDCARD)
    @ExportAnswer
    public Response export(@PathParam("id") long id, @PathParam("format") String format,
                           @QueryParam("round") @DefaultValue("0") @Bounds(min = 0, max = 999) int round,
                           @QueryParam("encoding") String encoding,
                           @QueryParam("transliterate") String transliterate,
                           @QueryParam("unfinished") String unfinished,
                           @Context HttpServletRequest request) {
        boolean arbiter = arbiter(security);
        ExportFile f = exported(lifecycle().snapshot(id, arbiter), arbiter, format, round, Language.of(request),
                TrfExportOptions.of(encoding, transliterate, unfinished));
        return Attachment.of(f.bytes(), f.contentType(), f.fileName());
    }

    /** An export of the event in one of its formats, as the viewer may see it. */
    protected abstract ExportFile exported(S s, boolean arbiter, String format, int round, Locale locale,
                                           TrfExportOptions trf);

    @Operation(summary = "An event's audit trail")
    @GET
    @Path("{id}/audit")
    public List<T> audit(@PathParam("id") long id,
                         @QueryParam("limit") @DefaultValue("200") @Bounds(min = 1, max = 1000) int limit) {
        arbitersOnly(security, Problem.of("event.audit.arbiters"));
        return lifecycle().auditTrail(id, limit).stream().map(audited).toList();
    }

    /** The event's arbiters, chief first (#30). */
    @Operation(summary = "An event's arbiters")
    @GET
    @Path("{id}/arbiters")
    public ArbitersJson arbiters(@PathParam("id") long id) {
        return ArbitersJson.of(lifecycle().arbiters(id, arbiter(security)));
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
                actor(security)));
    }

    /** Sets the event's chief arbiter and other arbiters at once: the chief arbiter's or an admin's act, audited. */
    @Operation(summary = "Replace an event's arbiters")
    @PUT
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Path("{id}/arbiters")
    public ArbitersJson setArbiters(@PathParam("id") long id, ArbitersJson.SetRequest body) {
        ArbitersJson.SetRequest b = require(body);
        return ArbitersJson.of(lifecycle().setArbiters(id, b.chiefArbiter(), b.names(), actor(security)));
    }

    /** Takes the event from one of its arbiters: the chief arbiter's or an admin's act, audited. */
    @Operation(summary = "Remove an arbiter from an event")
    @DELETE
    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Path("{id}/arbiters/{username}")
    public ArbitersJson takeArbiter(@PathParam("id") long id, @PathParam("username") String username) {
        return ArbitersJson.of(lifecycle().takeArbiter(id, username, actor(security)));
    }
}
