package org.hakem.archive.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.hakem.archive.interfaces.rest.BoardJson;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;

/**
 * The search page's board editor draws the board of the variant chosen from the geometry embedded in the page, and
 * the script keeps no board table of its own (which once drew every variant it did not list on the 10x10 board).
 */
class EditorBoardsTest {

    @Test
    void theSearchPageEmbedsTheBoardOfEveryVariantItOffers() {
        JsonObject boards;
        try (JsonReader r = Json.createReader(new StringReader(ArchiveSearchPage.editorBoards()))) {
            boards = r.readObject();
        }
        for (Variant v : Variant.all()) {
            if (v.obstacleCount() == 0) {
                assertEquals(BoardJson.of(v.board()), boards.getJsonObject(v.id()), v.id());
            } else {
                assertFalse(boards.containsKey(v.id()), v.id() + " is not offered: its positions need obstacles");
            }
        }
    }

    @Test
    void theScriptNamesNoVariant() throws IOException {
        String script = Files.readString(Path.of("src/main/webapp/archive-assets/archive.js"));
        for (String id : Variant.ids()) {
            Pattern named = Pattern.compile("['\"]" + Pattern.quote(id) + "['\"]|[{,]\\s*" + Pattern.quote(id) + "\\s*:");
            assertFalse(named.matcher(script).find(), "archive.js names the variant " + id
                    + ": boards come from the server");
        }
    }
}
