package org.hakem.archive.interfaces.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import org.hakem.rules.Board;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;

/**
 * The pages draw every board from the geometry the server sends ({@link BoardJson}), so it must be the engine's
 * {@link Board} for every registered variant: the right squares, numbers, names and cells. The JSON is checked as
 * text read back, as a page receives it.
 */
class BoardJsonTest {

    @Test
    void everyVariantsBoardIsSentAsTheEngineHasIt() {
        assertEquals(20, Variant.all().size(), "the engine's registered variants: " + Variant.ids());
        for (Variant v : Variant.all()) {
            Board board = v.board();
            JsonObject json = read(BoardJson.of(board).toString());
            String where = v.id() + " (" + board + ")";
            int size = json.getInt("size");
            assertEquals(board.size(), size, where);
            JsonArray squares = json.getJsonArray("squares");
            assertEquals(board.squareCount(), squares.size(), where + ": one entry per playable square");
            Map<Integer, Integer> cells = new HashMap<>();
            for (int i = 0; i < squares.size(); i++) {
                JsonArray s = squares.getJsonArray(i);
                assertEquals(4, s.size(), where + ": [number, name, row, column]");
                int n = s.getInt(0);
                String name = s.getString(1);
                int row = s.getInt(2), column = s.getInt(3);
                assertEquals(i + 1, n, where + ": squares in number order 1.." + board.squareCount());
                assertEquals(board.name(n), name, where + " square " + n);
                assertEquals(n, board.parseSquare(name), where + ": the engine reads the name back as the square");
                assertTrue(row >= 0 && row < size && column >= 0 && column < size, where + " square " + n);
                assertEquals(board.file(n), column, where + " square " + n + ": column = file from White's left");
                assertEquals(size - 1 - board.rank(n), row, where + " square " + n + ": row 0 = White's far rank");
                assertEquals(n, board.squareAt(column, size - 1 - row), where + " square " + n);
                Integer other = cells.put(row * size + column, n);
                assertNull(other, where + ": squares " + other + " and " + n + " in one cell");
            }
        }
    }

    @Test
    void everyEditorBoardIsItsVariantsBoard() {
        JsonObject all = BoardJson.byVariant(Variant.all());
        assertEquals(Variant.ids(), all.keySet().stream().toList());
        for (Variant v : Variant.all()) {
            assertEquals(BoardJson.of(v.board()), all.getJsonObject(v.id()), v.id());
        }
    }

    @Test
    void internationalSquareOneIsB10AndSquare46IsWhitesLeftCorner() {
        JsonArray squares = squares("international");
        assertEquals(10, read(BoardJson.of(Variant.require("international").board()).toString()).getInt("size"));
        assertSquare(squares, 1, "1", 0, 1);
        assertSquare(squares, 46, "46", 9, 0);
        assertSquare(squares, 50, "50", 9, 8);
    }

    @Test
    void italianSquareOneIsTheTopLeftCornerAndA1IsNotPlayed() {
        JsonArray squares = squares("italian");
        assertSquare(squares, 1, "1", 0, 0);
        assertSquare(squares, 32, "32", 7, 7);
        assertNoSquareAt(squares, 7, 0);
    }

    @Test
    void spanishAndPortugueseSquareOneIsWhitesRightCorner() {
        for (String id : new String[] {"spanish", "portuguese"}) {
            JsonArray squares = squares(id);
            assertSquare(squares, 1, "1", 7, 7);
            assertSquare(squares, 32, "32", 0, 0);
            assertNoSquareAt(squares, 7, 0);
        }
    }

    @Test
    void thaiSquareOneIsG1() {
        JsonArray squares = squares("thai");
        assertSquare(squares, 1, "1", 7, 6);
        assertSquare(squares, 4, "4", 7, 0);
    }

    @Test
    void russianAndCzechSquaresAreNamedAlgebraically() {
        for (String id : new String[] {"russian", "czech", "brazilian"}) {
            JsonArray squares = squares(id);
            assertSquare(squares, 29, "a1", 7, 0);
            assertSquare(squares, 1, "b8", 0, 1);
        }
    }

    @Test
    void turkishPlaysEveryCellFromA1ToH8() {
        JsonArray squares = squares("turkish");
        assertEquals(64, squares.size());
        assertSquare(squares, 1, "a1", 7, 0);
        assertSquare(squares, 64, "h8", 0, 7);
    }

    @Test
    void canadianHasSeventyTwoSquaresOnTwelveRows() {
        JsonArray squares = squares("canadian");
        assertEquals(72, squares.size());
        assertSquare(squares, 1, "1", 0, 1);
        assertSquare(squares, 67, "67", 11, 0);
    }

    private static JsonArray squares(String variant) {
        return read(BoardJson.of(Variant.require(variant).board()).toString()).getJsonArray("squares");
    }

    private static void assertSquare(JsonArray squares, int n, String name, int row, int column) {
        JsonArray s = squares.getJsonArray(n - 1);
        assertEquals(Json.createArrayBuilder().add(n).add(name).add(row).add(column).build(), s, "square " + n);
    }

    private static void assertNoSquareAt(JsonArray squares, int row, int column) {
        assertFalse(squares.stream().map(JsonArray.class::cast)
                .anyMatch(s -> s.getInt(2) == row && s.getInt(3) == column), "cell " + row + "," + column + " is not played");
    }

    private static JsonObject read(String text) {
        try (JsonReader r = Json.createReader(new StringReader(text))) {
            return r.readObject();
        }
    }
}
