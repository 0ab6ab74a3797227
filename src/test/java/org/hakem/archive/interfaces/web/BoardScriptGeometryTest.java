package org.hakem.archive.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.rules.Board;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The archive pages draw boards in JavaScript ({@code archive-assets/archive.js}) from a table of board
 * geometries by variant id, numbering squares with the {@link Board} formula for boards with a dark a1 and square 1
 * at the top left. Every variant in that table must have the geometry the engine has, and Canadian (12x12, squares
 * up to 72) must be in it: otherwise the viewer would fall back to the 10x10 board and find no square 51..72.
 */
class BoardScriptGeometryTest {

    private static final Pattern ENTRY = Pattern.compile(
            "'?([a-z-]+)'?: \\{size: (\\d+), all: (true|false), algebraic: (true|false)\\}");

    @Test
    void theScriptDrawsEveryListedVariantOnTheEngineBoard() throws IOException {
        String script = Files.readString(Path.of("src/main/webapp/archive-assets/archive.js"));
        Map<String, String[]> entries = new LinkedHashMap<>();
        Matcher m = ENTRY.matcher(script);
        while (m.find()) {
            entries.put(m.group(1), new String[] {m.group(2), m.group(3), m.group(4)});
        }
        assertTrue(entries.containsKey("canadian"), "canadian is drawn on its own board: " + entries.keySet());
        for (Map.Entry<String, String[]> e : entries.entrySet()) {
            String[] g = e.getValue();
            Board b = Variant.require(e.getKey()).board();
            assertEquals(b.size(), Integer.parseInt(g[0]), e.getKey());
            assertEquals(b.isAllSquares(), Boolean.parseBoolean(g[1]), e.getKey());
            assertEquals(b.notation() == Board.Notation.ALGEBRAIC, Boolean.parseBoolean(g[2]), e.getKey());
            assertTrue(b.isAllSquares() || (b.a1Playable() && b.squareOne() == Board.SquareOne.TOP_LEFT), e.getKey()
                    + ": the script's numbering formula is the top-left one");
        }
        Board canadian = Variants.CANADIAN.board();
        // the script's formula, (size - 1 - rank) * size / 2 + file / 2 + 1, gives the engine's numbers
        for (int sq = 1; sq <= canadian.squareCount(); sq++) {
            assertEquals(sq, (11 - canadian.rank(sq)) * 6 + canadian.file(sq) / 2 + 1);
        }
    }
}
