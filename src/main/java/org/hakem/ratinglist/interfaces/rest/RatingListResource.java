package org.hakem.ratinglist.interfaces.rest;

import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
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
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rating.RatingListCsv;
import org.hakem.rating.RatingListEntry;
import org.hakem.rating.RatingParameters;
import org.hakem.ratinglist.application.RatingListService;
import org.hakem.security.domain.Role;

/**
 * {@code /api/ratings/types} (list types: JSON, or one as its parameters text; {@code PUT} a federation's text) and
 * {@code /api/ratings/lists} (imports; {@code POST} a CSV body with {@code ?type=&date=&name=}; one list as JSON or,
 * at {@code /csv}, as CSV). Reading is public; writing needs the arbiter or admin role (stated on each operation).
 */
@PermitAll
@Path("ratings")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class RatingListResource {

    /** A list type as JSON: its id, name, board and the parameters text. */
    public record TypeJson(String id, String name, String board, String parameters) {
        static TypeJson of(RatingParameters p) {
            return new TypeJson(p.id(), p.name(), p.board(), p.text());
        }
    }

    /** An import with its entries. */
    public record ListJson(RatingListService.ListInfo list, List<RatingListEntry> entries) {
    }

    @Inject
    RatingListService service;

    @Context
    SecurityContext security;

    @Operation(summary = "List the rating list types")
    @GET
    @Path("types")
    public List<TypeJson> types() {
        return service.types().stream().map(TypeJson::of).toList();
    }

    @Operation(summary = "A rating list type's parameters, as text")
    @GET
    @Path("types/{id}")
    @Produces(MediaType.TEXT_PLAIN + ";charset=UTF-8")
    public String type(@PathParam("id") String id) {
        return service.type(id).text();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Define or replace a rating list type")
    @PUT
    @Path("types/{id}")
    @Consumes(MediaType.WILDCARD)
    public TypeJson defineType(@PathParam("id") String id, String text) {
        String defines = service.parseType(text).id();
        if (!defines.equals(id)) {
            throw new ValidationException("id", Problem.of("rating.list-type.id-mismatch", id, defines));
        }
        return TypeJson.of(service.defineType(text, actor()));
    }

    @Operation(summary = "List the imported rating lists")
    @GET
    @Path("lists")
    public List<RatingListService.ListInfo> lists() {
        return service.lists();
    }

    @RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
    @Operation(summary = "Import a rating list")
    @POST
    @Path("lists")
    @Consumes(MediaType.WILDCARD)
    @APIResponse(responseCode = "201", description = "The list imported; its address is in Location",
            content = @Content(mediaType = "application/json",
                    schema = @Schema(implementation = RatingListService.ListInfo.class)))
    public Response importList(@org.eclipse.microprofile.openapi.annotations.parameters.RequestBody(content = @Content(
                                       mediaType = "*/*", schema = @Schema(type = org.eclipse.microprofile.openapi
                                       .annotations.enums.SchemaType.STRING, description = "the CSV file: UTF-8, "
                                       + "or Windows-1254 (Turkish Excel) when not valid UTF-8, unless Content-Type "
                                       + "names a charset"))) byte[] csv, @QueryParam("type") String type, @QueryParam("date") String date,
                               @QueryParam("name") String name, @Context UriInfo uri,
                               @Context jakarta.ws.rs.core.HttpHeaders headers) {
        RatingListService.ListInfo info = service.importCsv(type, date(date), name, text(csv, headers.getMediaType()),
                actor());
        return Response.created(uri.getAbsolutePathBuilder().path(Long.toString(info.id())).build()).entity(info)
                .build();
    }

    /**
     * The body as text: in the charset the Content-Type names, else UTF-8 when it is valid UTF-8 (a byte-order mark
     * dropped) and Windows-1254 (Turkish Excel's "CSV") when not.
     */
    static String text(byte[] body, MediaType type) {
        String charset = type == null ? null : type.getParameters().get(MediaType.CHARSET_PARAMETER);
        if (charset != null) {
            try {
                return new String(body, java.nio.charset.Charset.forName(charset));
            } catch (IllegalArgumentException unknown) {
                // an unknown charset: read the bytes as if none were named
            }
        }
        return RatingListCsv.decode(body);
    }

    @Operation(summary = "A rating list with its entries")
    @GET
    @Path("lists/{id}")
    public ListJson list(@PathParam("id") long id) {
        List<RatingListEntry> entries = service.entries(id);
        RatingListService.ListInfo info = service.lists().stream().filter(l -> l.id() == id).findFirst().orElseThrow();
        return new ListJson(info, entries);
    }

    @Operation(summary = "A rating list as CSV")
    @GET
    @Path("lists/{id}/csv")
    @Produces("text/csv;charset=UTF-8")
    public String listCsv(@PathParam("id") long id) {
        return RatingListCsv.write(service.entries(id));
    }

    static LocalDate date(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw new ValidationException("date", Problem.of("rating.list-date.required"));
        }
    }

    private String actor() {
        return security.getUserPrincipal() == null ? "anonymous" : security.getUserPrincipal().getName();
    }
}
