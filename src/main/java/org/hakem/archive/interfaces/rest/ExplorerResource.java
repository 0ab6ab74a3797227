package org.hakem.archive.interfaces.rest;

import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.archive.application.ExplorerRequest;
import org.hakem.archive.application.OpeningExplorer;
import org.hakem.platform.rest.Bounds;

/**
 * {@code /api/explorer} (public): the opening explorer. The position is the variant's start (or {@code fen}) with
 * the path {@code moves} played from it ({@code c3-c4_f6-f5}); the answer holds the path, the moves played next in
 * the games the filters accept (games, results, the score of the side to move, average rating, last year, and the
 * {@code moves} parameter that stands after each) and a page of those games with the ply at which each reaches the
 * position. Mistakes are answered 400 in the error contract: an illegal move of the path is named by its number
 * ({@link ExplorerRequest}).
 */
@PermitAll
@Path("explorer")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class ExplorerResource {

    @Inject
    OpeningExplorer explorer;

    /** One move of the path. */
    public record StepJson(int ply, String move, String moves, String fen) {
    }

    /** A move played next: {@code moves} is the path after it (null when its short notation names several moves). */
    public record NextJson(String move, String moves, long games, long positions, long whiteWins, long draws,
                           long blackWins, Double score, Integer averageRating, Integer lastYear) {
    }

    /**
     * An explorer step: {@code start} the FEN asked for (null: the variant's start position), {@code moves} the path,
     * {@code fen} the position reached, {@code next} the move table, {@code items} the page of games at the position
     * (each with the ply at which it reaches it), {@code total} the number of those games.
     */
    public record ExplorerJson(String variant, String start, String moves, List<StepJson> path, String fen,
                               String sideToMove, long positions, List<NextJson> next, List<ArchiveJson.HitJson> items,
                               long total, int page, int size) {
    }

    @Operation(summary = "The opening explorer: the moves played from a position, with their results, and its games")
    @GET
    public ExplorerJson explore(@QueryParam("variant") String variant, @QueryParam("moves") String moves,
                                @QueryParam("fen") String fen, @QueryParam("player") String player,
                                @QueryParam("side") String side, @QueryParam("event") String event,
                                @QueryParam("yearFrom") @Bounds(min = 0, max = 9999) Integer yearFrom,
                                @QueryParam("yearTo") @Bounds(min = 0, max = 9999) Integer yearTo,
                                @QueryParam("ratingFrom") @Bounds(min = 0, max = 9999) Integer ratingFrom,
                                @QueryParam("ratingTo") @Bounds(min = 0, max = 9999) Integer ratingTo,
                                @QueryParam("minGames") @Bounds(min = 1, max = 1_000_000_000) Integer minGames,
                                @QueryParam("page") @DefaultValue("0") @Bounds(min = 0, max = 100_000) int page) {
        OpeningExplorer.Answer a = explorer.explore(new ExplorerRequest(variant, moves, fen, player, side, event,
                yearFrom, yearTo, ratingFrom, ratingTo, minGames), page);
        ExplorerRequest.Walk w = a.walk();
        List<StepJson> path = w.steps().stream().map(s -> new StepJson(s.ply(), s.move(), s.path(), s.position().toFen())).toList();
        List<NextJson> next = a.rows().stream().map(r -> new NextJson(r.move().move(), r.path(), r.move().games(),
                r.move().count(), r.move().whiteWins(), r.move().draws(), r.move().blackWins(), r.move().score(),
                r.move().averageRating(), r.move().lastYear())).toList();
        return new ExplorerJson(w.variant().id(), w.fen(), w.path(), path, w.position().toFen(),
                w.position().sideToMove().name().toLowerCase(), a.statistics().positions(), next,
                SearchResource.toJson(a.games()).items(), a.games().result().games(), a.games().page(), a.games().size());
    }
}
