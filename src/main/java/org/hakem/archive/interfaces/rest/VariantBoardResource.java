package org.hakem.archive.interfaces.rest;

import jakarta.annotation.security.PermitAll;
import jakarta.enterprise.context.RequestScoped;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.Problem;
import org.hakem.platform.NotFoundException;
import org.hakem.rules.Variant;

/**
 * {@code GET /api/variants/{id}/board} (public): the variant's board geometry as {@link BoardJson} writes it, for a
 * client that draws positions of that variant.
 */
@PermitAll
@Path("variants")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
public class VariantBoardResource {

    @Operation(summary = "A variant's board: size, squares and starting position")
    @GET
    @Path("{id}/board")
    public JsonObject board(@PathParam("id") String id) {
        return BoardJson.of(Variant.byId(id).orElseThrow(() -> new NotFoundException(Problem.of("archive.variant.not-found", id,
                String.join(", ", Variant.ids())))).board());
    }
}
