package org.hakem.archive.interfaces.rest;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Collection;
import org.hakem.rules.Board;
import org.hakem.rules.Variant;

/**
 * A board's geometry as the pages draw it, read from the engine's {@link Board} so that the JavaScript holds no
 * board rules: {@code {"size":10,"squares":[[1,"1",0,1],[2,"2",0,3],...]}}. Each square is
 * {@code [number, name, row, column]}, in number order ({@code 1..squareCount}); the name is {@link Board#name(int)}
 * (what moves and FEN use), row 0 is the top rank and column 0 the left file as White sees the board
 * ({@code row = size - 1 - rank}, {@code column = file}). Cells not listed are not played on.
 */
public final class BoardJson {

    private BoardJson() {
    }

    public static JsonObject of(Board board) {
        JsonArrayBuilder squares = Json.createArrayBuilder();
        int size = board.size();
        for (int n = 1; n <= board.squareCount(); n++) {
            squares.add(Json.createArrayBuilder().add(n).add(board.name(n)).add(size - 1 - board.rank(n))
                    .add(board.file(n)));
        }
        return Json.createObjectBuilder().add("size", size).add("squares", squares).build();
    }

    /** The boards of some variants by variant id, for a page that switches between them. */
    public static JsonObject byVariant(Collection<Variant> variants) {
        JsonObjectBuilder all = Json.createObjectBuilder();
        for (Variant v : variants) {
            all.add(v.id(), of(v.board()));
        }
        return all.build();
    }
}
