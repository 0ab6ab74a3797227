package org.hakem.archive.interfaces.rest;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.hakem.platform.rest.Attachment;
import org.hakem.platform.rest.Bounds;
import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.hakem.archive.application.SearchRequest;
import org.hakem.archive.application.SearchService;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/**
 * {@code /api/search} (public): games that reached a position. Exact ({@code fen}) or pattern ({@code pattern},
 * {@code material}, {@code side}), optionally colour-mirrored, with filters; one hit per game with its first
 * matching ply and number of matching plies; {@code stats=true} with an exact position adds next-move statistics.
 * The count is exact up to 10,000 games ({@code countExact}); {@code /api/search/pdn} streams the games found
 * (at most 10,000, in the search's order) as one PDN file.
 * See {@link SearchRequest} for the syntax; mistakes are answered 400 with a message per field.
 */
@PermitAll
@Path("search")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class SearchResource {

    @Inject
    SearchService search;

    @Operation(summary = "Search the archive by position, pattern or material")
    @GET
    public ArchiveJson.SearchJson search(@QueryParam("variant") String variant, @QueryParam("fen") String fen,
                                         @QueryParam("pattern") String pattern, @QueryParam("material") String material,
                                         @QueryParam("side") String side, @QueryParam("mirror") boolean mirror,
                                         @QueryParam("player") String player, @QueryParam("playerSide") String playerSide,
                                         @QueryParam("event") String event, @QueryParam("yearFrom") @Bounds(min = 0, max = 9999) Integer yearFrom,
                                         @QueryParam("yearTo") @Bounds(min = 0, max = 9999) Integer yearTo, @QueryParam("result") String result,
                                         @QueryParam("sort") String sort, @QueryParam("stats") boolean stats,
                                         @QueryParam("page") @DefaultValue("0") @Bounds(min = 0) int page,
                                         @QueryParam("size") @DefaultValue("20") @Bounds(min = 1, max = SearchService.MAX_PAGE_SIZE) int size) {
        SearchRequest request = new SearchRequest(variant, fen, pattern, material, side, mirror, player, playerSide,
                event, yearFrom, yearTo, result);
        SearchResult.Sort order = order(sort); // first: a bad order is named even when the position is bad too
        SearchService.Answer a = search.search(request.toQuery(), order, page, size, stats);
        return toJson(a);
    }

    @Operation(summary = "The games a search finds as one PDN file (at most 10,000, in the search's order, streamed)")
    @GET
    @Path("pdn")
    @Produces("application/x-pdn;charset=UTF-8")
    @APIResponse(responseCode = "200", description = "The games found, as PDN",
            content = @Content(mediaType = "application/x-pdn", schema = @Schema(type = SchemaType.STRING)))
    public Response pdn(@QueryParam("variant") String variant, @QueryParam("fen") String fen,
                        @QueryParam("pattern") String pattern, @QueryParam("material") String material,
                        @QueryParam("side") String side, @QueryParam("mirror") boolean mirror,
                        @QueryParam("player") String player, @QueryParam("playerSide") String playerSide,
                        @QueryParam("event") String event, @QueryParam("yearFrom") @Bounds(min = 0, max = 9999) Integer yearFrom,
                        @QueryParam("yearTo") @Bounds(min = 0, max = 9999) Integer yearTo, @QueryParam("result") String result,
                        @QueryParam("sort") String sort) {
        SearchResult.Sort order = order(sort);
        PositionQuery query = new SearchRequest(variant, fen, pattern, material, side, mirror, player, playerSide,
                event, yearFrom, yearTo, result).toQuery();
        StreamingOutput body = out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            search.exportPdn(query, order, w);
            w.flush();
        };
        return Attachment.streamed(body, "application/x-pdn;charset=UTF-8", "search.pdn");
    }

    private static SearchResult.Sort order(String sort) {
        try {
            return SearchResult.Sort.parse(sort);
        } catch (IllegalArgumentException e) {
            throw new ValidationException("sort", Problem.of("archive.search.sort", e.getMessage()));
        }
    }

    static ArchiveJson.SearchJson toJson(SearchService.Answer a) {
        List<ArchiveJson.HitJson> items = new ArrayList<>();
        for (SearchResult.Hit h : a.result().hits()) {
            ArchivedGame g = a.games().get(h.gameId());
            if (g == null) {
                continue; // deleted between the index answer and the read
            }
            items.add(new ArchiveJson.HitJson(h.gameId(), h.firstPly(), h.matches(), g.variant(), g.white(), g.black(),
                    g.event(), g.dateText(), g.year(), g.result(), g.status().id()));
        }
        ArchiveJson.StatisticsJson stats = a.statistics() == null ? null : new ArchiveJson.StatisticsJson(
                a.statistics().positions(), a.statistics().moves().stream().map(m -> new ArchiveJson.NextMoveJson(m.move(),
                m.count(), m.whiteWins(), m.draws(), m.blackWins(), m.score())).toList());
        return new ArchiveJson.SearchJson(items, a.result().games(), a.result().positions(), a.result().countExact(),
                a.page(), a.size(), stats);
    }
}
