package org.hakem.it;

import org.hakem.testdata.TestData;
import static org.hakem.it.ItHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The archive end to end on the real WAR: the demo collection of the first start, upload through the API with
 * duplicates recognised, position search (exact, pattern, statistics, bad queries), corrections and deletions
 * with the index in step, verify, and the pages.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ArchiveApiIT extends PlayerApiChecks {

    private static final String ADMIN = ItHttp.ADMIN;
    private static final Path CORPUS = TestData.of("corpus");

    private final HttpClient http = ItHttp.client();

    @Test
    @Order(1)
    void theFirstStartImportedTheDemoCollectionAndSearchFindsIt() throws Exception {
        JsonObject games = get("api/archive/games?size=5");
        assertTrue(games.getInt("total") >= 40, games.toString());
        JsonObject hits = get("api/search?variant=international&fen=" + enc("W:W31-50:B1-20") + "&stats=true");
        assertTrue(hits.getInt("total") > 10, hits.toString());
        assertEquals(0, hits.getJsonArray("items").getJsonObject(0).getInt("firstPly"));
        JsonObject stats = hits.getJsonObject("statistics");
        assertTrue(stats.getJsonArray("moves").size() > 1, stats.toString());
        assertTrue(verifyIndex().getBoolean("ok"));
    }

    @Test
    @Order(2)
    void anUploadIsImportedInTheBackgroundAndASecondUploadAddsNothing() throws Exception {
        assertEquals(401, upload("turkish/random-games.pdn", null).statusCode());
        JsonObject first = importAndWait("turkish/random-games.pdn");
        assertEquals("done", first.getString("status"));
        assertEquals(60, first.getInt("read"));
        // the demo collection holds 12 of these games already
        assertEquals(60, first.getInt("stored") + first.getInt("duplicates"));
        assertTrue(first.getInt("duplicates") >= 12, first.toString());
        assertTrue(first.getInt("illegal") > 0, "every third game has an illegal move");
        JsonObject second = importAndWait("turkish/random-games.pdn");
        assertEquals(0, second.getInt("stored"));
        assertEquals(60, second.getInt("duplicates"));
        assertTrue(verifyIndex().getBoolean("ok"));
    }

    @Test
    @Order(3)
    void searchByExactPositionPatternAndFilters() throws Exception {
        JsonObject exact = get("api/search?variant=turkish&fen=" + enc("B:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c4,d3,e3,f3,g3,h3"
                + ":Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"));
        assertTrue(exact.getInt("total") >= 1, exact.toString());
        assertEquals(1, exact.getJsonArray("items").getJsonObject(0).getInt("firstPly"));
        JsonObject pattern = get("api/search?variant=turkish&pattern=" + enc("c4:wm,!c3:any") + "&side=black&sort=ply");
        assertTrue(pattern.getInt("total") >= exact.getInt("total"));
        JsonObject filtered = get("api/search?variant=turkish&pattern=" + enc("c4:wm") + "&player=" + enc("White 2")
                + "&playerSide=white");
        for (var item : filtered.getJsonArray("items")) {
            assertEquals("White 2", item.asJsonObject().getString("white"));
        }
        HttpResponse<String> bad = send("GET", "api/search?variant=turkish&pattern=" + enc("z9:wm"), null, null);
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("z9"), bad.body());
        HttpResponse<String> impossible = send("GET", "api/search?variant=international&fen=" + enc("W:W1-50:B1"), null, null);
        assertEquals(400, impossible.statusCode(), impossible.body());
        assertEquals(400, send("GET", "api/search?variant=checkers-xl", null, null).statusCode());
    }

    /**
     * The opening explorer's API: from the start position, each step's games are the exact search's, the move table
     * links to the next step, each game reaches the position at the ply given, filters and a minimum apply, and
     * mistakes are 400s in the error contract (an illegal move named by its number, in the reader's language).
     */
    @Test
    @Order(3)
    void theExplorerWalksFromTheStartWithTheSearchsGamesAndNamesAnIllegalMove() throws Exception {
        JsonObject at = get("api/explorer?variant=international");
        assertEquals("", at.getString("moves"));
        assertEquals("white", at.getString("sideToMove"));
        for (int step = 1; step <= 3; step++) {
            JsonObject search = get("api/search?variant=international&fen=" + enc(at.getString("fen")));
            assertEquals(search.getInt("total"), at.getInt("total"), "the games at the position are the search's");
            var next = at.getJsonArray("next");
            assertFalse(next.isEmpty(), at.toString());
            long played = 0;
            for (var m : next) {
                JsonObject move = m.asJsonObject();
                played += move.getInt("games");
                assertTrue(move.getInt("whiteWins") + move.getInt("draws") + move.getInt("blackWins") <= move.getInt("games"),
                        move.toString());
            }
            assertTrue(played <= at.getInt("total"), at.toString());
            JsonObject most = next.getJsonObject(0);
            String path = most.getString("moves");
            assertTrue(path.endsWith(most.getString("move")), path);
            JsonObject after = get("api/explorer?variant=international&moves=" + enc(path));
            assertEquals(path, after.getString("moves"));
            assertEquals(step, after.getJsonArray("path").size());
            assertTrue(after.getInt("total") >= most.getInt("games"), "every game that played it is there: " + after);
            // a game of the list reaches the position at the ply given
            JsonObject item = after.getJsonArray("items").getJsonObject(0);
            JsonObject game = get("api/archive/games/" + item.getJsonNumber("gameId").longValue());
            assertEquals(after.getString("fen"), game.getJsonArray("positions").getString(item.getInt("firstPly")));
            at = after;
        }
        // the filters and the minimum
        JsonObject white2 = get("api/explorer?variant=turkish&player=" + enc("White 2") + "&side=white");
        assertFalse(white2.getJsonArray("items").isEmpty(), white2.toString());
        for (var item : white2.getJsonArray("items")) {
            assertEquals("White 2", item.asJsonObject().getString("white"));
        }
        assertTrue(get("api/explorer?variant=turkish&minGames=100000").getJsonArray("next").isEmpty());
        assertTrue(get("api/explorer?variant=turkish&ratingFrom=1").getJsonArray("items").isEmpty(),
                "the corpus games have no ratings: a rating range leaves them out");
        // mistakes: 400 in the error contract, in the reader's language
        HttpResponse<String> illegal = send("GET", "api/explorer?variant=turkish&moves=" + enc("c3-c4_c4-c5"), null, null);
        assertEquals(400, illegal.statusCode(), illegal.body());
        JsonObject e = json(illegal);
        assertEquals("archive.explorer.move", e.getJsonObject("codes").getString("moves"), e.toString());
        assertTrue(e.getJsonObject("fields").getString("moves").startsWith("move 2 of the path, 'c4-c5', is not a legal move"), e.toString());
        HttpResponse<String> turkish = http.send(HttpRequest.newBuilder(base.toURI().resolve("api/explorer?variant=turkish&moves="
                + enc("c3-c4_c4-c5"))).header("Accept-Language", "tr").build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertTrue(json(turkish).getJsonObject("fields").getString("moves").startsWith("yoldaki 2. hamle, 'c4-c5',"), turkish.body());
        JsonObject variant = json(send("GET", "api/explorer?variant=shogi", null, null));
        assertEquals("archive.variant.not-found", variant.getJsonObject("codes").getString("variant"), variant.toString());
        HttpResponse<String> fen = send("GET", "api/explorer?variant=international&fen=" + enc("W:W1-50:B1"), null, null);
        assertEquals(400, fen.statusCode());
        assertEquals("archive.search.fen", json(fen).getJsonObject("codes").getString("fen"), fen.body());
        // the page: the same table and games, the moves as links; a mistake said where it is
        HttpResponse<String> page = send("GET", "archive/explorer?variant=turkish&moves=c3-c4", null, null);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("id=\"explorer-moves\"") && page.body().contains("href=\"/archive/explorer?variant=turkish&amp;moves=c3-c4_"), page.body());
        HttpResponse<String> badPage = send("GET", "archive/explorer?variant=turkish&moves=c3-c5", null, null);
        assertEquals(400, badPage.statusCode());
        assertTrue(badPage.body().contains("role=\"alert\"") && badPage.body().contains("c3-c5"), badPage.body());
    }

    @Test
    @Order(4)
    void correctionsAndDeletionsKeepTheIndexInStep() throws Exception {
        JsonObject found = get("api/search?variant=turkish&pattern=" + enc("c4:wm") + "&player=" + enc("White 5"));
        assertTrue(found.getInt("total") >= 1, found.toString());
        long id = found.getJsonArray("items").getJsonObject(0).getJsonNumber("gameId").longValue();
        JsonObject game = get("api/archive/games/" + id);
        assertTrue(game.getJsonArray("positions").size() > 1);
        HttpResponse<String> edit = send("PUT", "api/archive/games/" + id, ADMIN, "{\"white\":\"Keller,D.\",\"black\":\""
                + game.getString("black") + "\",\"event\":\"Corrected\",\"date\":\"1.1.1965\",\"result\":\"*\",\"version\":"
                + game.getJsonNumber("version").longValue() + "}");
        assertEquals(200, edit.statusCode(), edit.body());
        assertEquals(1965, json(edit).getInt("year"));
        JsonObject byNewName = get("api/search?variant=turkish&pattern=" + enc("c4:wm") + "&player=keller&yearFrom=1965&yearTo=1965");
        assertTrue(byNewName.getJsonArray("items").stream().anyMatch(v -> v.asJsonObject().getJsonNumber("gameId").longValue() == id));
        HttpResponse<String> stale = send("PUT", "api/archive/games/" + id, ADMIN, "{\"white\":\"X\",\"version\":"
                + game.getJsonNumber("version").longValue() + "}");
        assertEquals(409, stale.statusCode());
        assertEquals(204, send("DELETE", "api/archive/games/" + id, ADMIN, null).statusCode());
        assertEquals(404, send("GET", "api/archive/games/" + id, null, null).statusCode());
        JsonObject after = get("api/search?variant=turkish&pattern=" + enc("c4:wm") + "&player=keller");
        assertTrue(after.getJsonArray("items").stream().noneMatch(v -> v.asJsonObject().getJsonNumber("gameId").longValue() == id));
        assertTrue(verifyIndex().getBoolean("ok"));
    }

    @Test
    @Order(5)
    void thePdnIsDownloadedAsImportedAndThePagesRender() throws Exception {
        long id = get("api/archive/games?size=1").getJsonArray("items").getJsonObject(0).getJsonNumber("id").longValue();
        HttpResponse<String> pdn = send("GET", "api/archive/games/" + id + "/pdn", null, null);
        assertEquals(200, pdn.statusCode());
        assertTrue(pdn.body().startsWith("["), pdn.body());
        assertEquals(get("api/archive/games/" + id).getString("pdn"), pdn.body());
        for (String page : new String[] {"archive", "archive/games/" + id + "?ply=3", "archive/search"}) {
            HttpResponse<String> r = send("GET", page, null, null);
            assertEquals(200, r.statusCode(), page + ": " + r.body());
        }
    }

    @Test
    @Order(6)
    void aGameCarriesTheBoardItIsDrawnOnAndEachVariantsBoardIsPublic() throws Exception {
        long international = get("api/archive/games?variant=international&size=1").getJsonArray("items").getJsonObject(0)
                .getJsonNumber("id").longValue();
        JsonObject board = get("api/archive/games/" + international).getJsonObject("board");
        assertEquals(10, board.getInt("size"), board.toString());
        assertEquals(50, board.getJsonArray("squares").size());
        // [number, name, row, column], row 0 at the top seen from White: 1 is b10, 46 is a1
        assertEquals("[1,\"1\",0,1]", board.getJsonArray("squares").get(0).toString());
        assertEquals("[46,\"46\",9,0]", board.getJsonArray("squares").get(45).toString());
        long turkish = get("api/archive/games?variant=turkish&size=1").getJsonArray("items").getJsonObject(0)
                .getJsonNumber("id").longValue();
        JsonObject allSquares = get("api/archive/games/" + turkish).getJsonObject("board");
        assertEquals(64, allSquares.getJsonArray("squares").size());
        assertEquals("[1,\"a1\",7,0]", allSquares.getJsonArray("squares").get(0).toString());
        // Italian: a1 is not played, square 1 is the top-left corner; Spanish: square 1 is White's right corner
        JsonObject italian = get("api/variants/italian/board");
        assertEquals(32, italian.getJsonArray("squares").size());
        assertEquals("[1,\"1\",0,0]", italian.getJsonArray("squares").get(0).toString());
        assertEquals("[1,\"1\",7,7]", get("api/variants/spanish/board").getJsonArray("squares").get(0).toString());
        assertEquals(404, send("GET", "api/variants/checkers-xl/board", null, null).statusCode());
        String search = send("GET", "archive/search", null, null).body();
        assertTrue(search.contains("data-boards=\"{&quot;turkish&quot;:{&quot;size&quot;:8,"), search);
    }

    /**
     * A search's games as one PDN file (streamed): it reads back with the PDN reader and holds the games the search
     * finds, in its order; the search page links to it, and each hit to the explorer at the matched position.
     */
    @Test
    @Order(3)
    void searchResultsAreExportedAsPdnAndEachHitOpensInTheExplorer() throws Exception {
        String q = "variant=turkish&pattern=" + enc("c4:wm,c3:empty") + "&side=black";
        JsonObject api = get("api/search?" + q + "&size=200");
        assertTrue(api.getBoolean("countExact") && api.getInt("total") > 1 && api.getInt("total") <= 200, api.toString());
        HttpResponse<String> pdn = send("GET", "api/search/pdn?" + q, null, null);
        assertEquals(200, pdn.statusCode(), pdn.body());
        assertTrue(pdn.headers().firstValue("Content-Type").orElse("").startsWith("application/x-pdn"));
        assertEquals("attachment; filename=\"search.pdn\"", pdn.headers().firstValue("Content-Disposition").orElse(""));
        java.util.List<org.hakem.pdn.PdnGame> games = org.hakem.pdn.PdnReader.readAll(pdn.body(), "search.pdn");
        assertEquals(api.getInt("total"), games.size(), pdn.body());
        for (int i = 0; i < games.size(); i++) {
            JsonObject hit = api.getJsonArray("items").getJsonObject(i);
            assertEquals(hit.getString("white"), games.get(i).tag("White").orElse(null), "game " + i);
            assertEquals(hit.getString("black"), games.get(i).tag("Black").orElse(null), "game " + i);
        }
        assertEquals(400, send("GET", "api/search/pdn?variant=turkish&pattern=" + enc("z9:wm"), null, null).statusCode());
        String page = send("GET", "archive/search?" + q, null, null).body();
        assertTrue(page.contains("id=\"search-export\" href=\"/api/search/pdn?variant=turkish&amp;pattern=c4%3Awm%2Cc3%3Aempty&amp;side=black\""), page);
        JsonObject first = api.getJsonArray("items").getJsonObject(0);
        JsonObject game = get("api/archive/games/" + first.getJsonNumber("gameId").longValue());
        String fen = game.getJsonArray("positions").getString(first.getInt("firstPly"));
        assertTrue(page.contains("class=\"open-explorer\" href=\"/archive/explorer?variant=turkish&amp;fen="
                + enc(fen) + "\""), fen + " in " + page);
    }

    /** A search is an address: its results are on the page, the editor's fields keep its parameters, pages link on. */
    @Test
    @Order(6)
    void searchResultsAreABookmarkablePage() throws Exception {
        String q = "archive/search?variant=turkish&pattern=" + enc("c4:wm,c3:empty") + "&side=black&sort=ply";
        HttpResponse<String> r = send("GET", q, null, null);
        assertEquals(200, r.statusCode(), r.body());
        String page = r.body();
        assertTrue(page.contains("<tr class=\"hit\">") && page.contains("class=\"open-ply\""), page);
        assertTrue(page.contains("id=\"search-hits\"") && page.contains("<p class=\"total\">Games: "), page);
        assertTrue(page.contains("data-pattern=\"c4:wm,c3:empty\""), "the editor starts from the pattern: " + page);
        assertTrue(page.contains("<option value=\"black\" selected=\"selected\">Black</option>"), page);
        assertTrue(page.contains("<option value=\"ply\" selected=\"selected\">earliest ply</option>"), page);
        // the same games as the API gives for the same parameters
        JsonObject api = get("api/search?variant=turkish&pattern=" + enc("c4:wm,c3:empty") + "&side=black&sort=ply");
        long first = api.getJsonArray("items").getJsonObject(0).getJsonNumber("gameId").longValue();
        int firstPly = api.getJsonArray("items").getJsonObject(0).getInt("firstPly");
        assertTrue(page.contains("href=\"/archive/games/" + first + "?ply=" + firstPly + "\""), page);
        // in Turkish, and a mistake is said where it is, with 400
        HttpResponse<String> turkish = http.send(HttpRequest.newBuilder(base.toURI().resolve(q)).header("Cookie", "hakem-lang=tr")
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertTrue(turkish.body().contains("<p class=\"total\">Oyun: "), turkish.body());
        HttpResponse<String> bad = send("GET", "archive/search?variant=turkish&pattern=" + enc("zz9:wm"), null, null);
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("role=\"alert\"") && bad.body().contains("zz9"), bad.body());
    }

    @Test
    @Order(7)
    void aPositionBuiltInTheEditorFindsGamesAndOpensTheViewerAtThePly() throws Exception {
        Browser.require();
        try (Browser browser = Browser.start()) {
            var d = browser.driver();
            var wait = new org.openqa.selenium.support.ui.WebDriverWait(d, java.time.Duration.ofSeconds(30));
            d.get(base.toURI().resolve("archive/search").toString());
            // the Italian board: 32 squares, square 1 in the top-left corner, White's 12 men on 21-32
            new org.openqa.selenium.support.ui.Select(d.findElement(org.openqa.selenium.By.name("variant")))
                    .selectByValue("italian");
            d.findElement(org.openqa.selenium.By.cssSelector("button.start")).click();
            assertEquals(32, d.findElements(org.openqa.selenium.By.cssSelector("g.square")).size());
            assertEquals(12, d.findElements(org.openqa.selenium.By.cssSelector("g.square circle.piece-w")).size());
            assertEquals(1, d.findElements(org.openqa.selenium.By.cssSelector("g[data-square='21'] circle.piece-w")).size());
            var one = d.findElement(org.openqa.selenium.By.cssSelector("g[data-square='1'] rect"));
            assertEquals("20", one.getDomAttribute("x"), "square 1 is in the leftmost column");
            assertEquals("0", one.getDomAttribute("y"), "square 1 is in the top row");
            new org.openqa.selenium.support.ui.Select(d.findElement(org.openqa.selenium.By.name("variant")))
                    .selectByValue("turkish");
            // a white man on c4, c3 empty, Black to move: reached after 1. c3-c4 in the Turkish games
            d.findElement(org.openqa.selenium.By.cssSelector("button.tool[data-tool='w']")).click();
            d.findElement(org.openqa.selenium.By.cssSelector("g[data-square='c4']")).click();
            d.findElement(org.openqa.selenium.By.cssSelector("button.tool[data-tool='empty']")).click();
            d.findElement(org.openqa.selenium.By.cssSelector("g[data-square='c3']")).click();
            new org.openqa.selenium.support.ui.Select(d.findElement(org.openqa.selenium.By.name("side"))).selectByValue("black");
            d.findElement(org.openqa.selenium.By.cssSelector("button.search")).click();
            wait.until(x -> !x.findElements(org.openqa.selenium.By.cssSelector("tr.hit a.open-ply")).isEmpty());
            var link = d.findElement(org.openqa.selenium.By.cssSelector("tr.hit a.open-ply"));
            String ply = link.getText();
            link.click();
            wait.until(x -> ply.equals(x.findElement(org.openqa.selenium.By.id("viewer")).getAttribute("data-current-ply")));
            assertEquals(1, d.findElements(org.openqa.selenium.By.cssSelector("g[data-square='c4'] circle.piece-w")).size(),
                    "the viewer shows the matching position: a white man on c4");
            assertTrue(d.findElements(org.openqa.selenium.By.cssSelector("g[data-square='c3'] circle")).isEmpty());
            assertTrue(d.findElement(org.openqa.selenium.By.className("ply-status")).getText().contains("Black to move"));
        }
    }

    /** The import page's script uploads with the CSRF token in a header (never in the URL) and follows the run. */
    @Test
    @Order(7)
    void anArbiterImportsAFileFromTheImportPage() throws Exception {
        Browser.require();
        String tag = java.util.UUID.randomUUID().toString().substring(0, 6);
        Path file = Files.createTempFile("page-import", ".pdn");
        Files.writeString(file, TournamentIT.turkishGame("Page White " + tag, "Page Black " + tag, "1-0"));
        try (Browser browser = Browser.start()) {
            var d = browser.driver();
            var wait = new org.openqa.selenium.support.ui.WebDriverWait(d, java.time.Duration.ofSeconds(30));
            d.get(base.toURI().resolve("login").toString());
            browser.logIn("admin", "it-admin-password");
            wait.until(x -> x.findElements(org.openqa.selenium.By.name("password")).isEmpty());
            d.get(base.toURI().resolve("archive/import").toString());
            wait.until(x -> !x.findElements(org.openqa.selenium.By.cssSelector("#importer input[type=file]")).isEmpty());
            d.findElement(org.openqa.selenium.By.cssSelector("#importer input[type=file]")).sendKeys(file.toString());
            d.findElement(org.openqa.selenium.By.cssSelector("#importer form")).submit();
            wait.until(x -> x.findElement(org.openqa.selenium.By.className("import-status")).getText().startsWith("done"));
            assertTrue(d.findElement(org.openqa.selenium.By.className("import-status")).getText().contains("1 stored"),
                    d.findElement(org.openqa.selenium.By.className("import-status")).getText());
            // the run's report, in the page's language
            wait.until(x -> x.findElement(org.openqa.selenium.By.id("import-report-link")).isDisplayed());
            d.findElement(org.openqa.selenium.By.id("import-report-link")).click();
            wait.until(x -> !x.findElements(org.openqa.selenium.By.id("import-counts")).isEmpty());
            assertTrue(d.findElement(org.openqa.selenium.By.id("import-run-status")).getText().contains("done"),
                    d.findElement(org.openqa.selenium.By.id("import-run-status")).getText());
        } finally {
            Files.deleteIfExists(file);
        }
        assertEquals(1, get("api/archive/games?player=" + enc("Page White " + tag)).getInt("total"));
    }

    @Test
    @Order(8)
    void anArbiterLinksAWrittenNameToARegistryPlayerOnTheGamePage() throws Exception {
        String tag = java.util.UUID.randomUUID().toString().substring(0, 6);
        JsonObject player = json(send("POST", "api/players", ADMIN, "{\"name\":\"Dirk Keller" + tag + "\",\"federation\":\"NED\"}"));
        long playerId = player.getJsonNumber("id").longValue();
        JsonObject game = get("api/archive/games/" + get("api/archive/games?size=1").getJsonArray("items").getJsonObject(0)
                .getJsonNumber("id").longValue());
        long id = game.getJsonNumber("id").longValue();
        HttpResponse<String> renamed = send("PUT", "api/archive/games/" + id, ADMIN, "{\"white\":\"Keller" + tag + ",D.\",\"black\":\""
                + game.getString("black") + "\",\"version\":" + game.getJsonNumber("version").longValue() + "}");
        assertEquals(200, renamed.statusCode(), renamed.body());

        HttpClient browser = ItHttp.loggedIn(base, "admin", "it-admin-password");
        String page = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
        assertTrue(page.contains("<option value=\"" + playerId + "\">Dirk Keller" + tag + ", NED (#" + playerId + ")</option>"),
                "the registry player whose name fits the written one is offered: " + page);
        // the form of both sides at once (as scripts and older pages post it) still links
        String form = "_csrf=" + enc(field(page, "_csrf")) + "&version=" + field(page, "version") + "&action=link&whitePlayer="
                + playerId + "&blackPlayer=&blackPlayerId=";
        HttpResponse<String> linked = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(form))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(linked.statusCode() == 302 || linked.statusCode() == 303, linked.statusCode() + ": " + linked.body());
        assertEquals(playerId, get("api/archive/games/" + id).getJsonNumber("whitePlayerId").longValue());
        String after = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
        assertTrue(after.contains("id=\"linked-white\"") && after.contains(">Dirk Keller" + tag + ", NED (#" + playerId + ")</a>")
                && after.contains("id=\"unlink-white\""), after);
        // without the session's token nothing changes
        HttpResponse<String> forged = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(
                        "version=" + field(after, "version") + "&action=unlink&side=white")).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(forged.statusCode() >= 400, "a form without its token is refused: " + forged.statusCode());
        assertEquals(playerId, get("api/archive/games/" + id).getJsonNumber("whitePlayerId").longValue());
        // the public sees the linked name, with no form
        String publicPage = send("GET", "archive/games/" + id, null, null).body();
        assertTrue(publicPage.contains(">Dirk Keller" + tag + ", NED (#" + playerId + ")</a>")
                && !publicPage.contains("id=\"unlink-white\""), publicPage);

        // Black: found through the player search by name, linked by the side's own form, then unlinked
        JsonObject other = json(send("POST", "api/players", ADMIN, "{\"name\":\"Şahin Öztürk" + tag + "\",\"federation\":\"TUR\"}"));
        long otherId = other.getJsonNumber("id").longValue();
        String found = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id + "?blackQuery="
                        + enc("sahin ozturk" + tag))).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
        assertTrue(found.contains("<option value=\"" + otherId + "\">Şahin Öztürk" + tag + ", TUR (#" + otherId + ")</option>"), found);
        HttpResponse<String> black = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(
                        "_csrf=" + enc(field(found, "_csrf")) + "&version=" + field(found, "version")
                                + "&action=link&side=black&blackPlayer=" + otherId + "&blackPlayerId=")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertTrue(black.statusCode() == 302 || black.statusCode() == 303, black.statusCode() + ": " + black.body());
        JsonObject both = get("api/archive/games/" + id);
        assertEquals(playerId, both.getJsonNumber("whitePlayerId").longValue(), "the other side stays linked");
        assertEquals(otherId, both.getJsonNumber("blackPlayerId").longValue());
        HttpResponse<String> unlinked = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(
                        "_csrf=" + enc(field(found, "_csrf")) + "&version=" + both.getJsonNumber("version").longValue()
                                + "&action=unlink&side=white")).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(unlinked.statusCode() == 302 || unlinked.statusCode() == 303, unlinked.statusCode() + ": " + unlinked.body());
        JsonObject none = get("api/archive/games/" + id);
        assertTrue(!none.containsKey("whitePlayerId") || none.isNull("whitePlayerId"), none.toString());
        // a stale version is refused with the game as it is now
        HttpResponse<String> stale = browser.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(
                        "_csrf=" + enc(field(found, "_csrf")) + "&version=0&action=unlink&side=black")).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(409, stale.statusCode(), stale.body());
        assertEquals(otherId, get("api/archive/games/" + id).getJsonNumber("blackPlayerId").longValue());
    }

    private static String field(String html, String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("name=\"" + java.util.regex.Pattern.quote(name)
                + "\" value=\"([^\"]*)\"").matcher(html);
        assertTrue(m.find(), "no field " + name + " in " + html);
        return m.group(1).replace("&amp;", "&");
    }

    @Test
    @Order(9)
    void aGamePlayedOnAfterARepetitionHasItsOwnVerdictInTheFilterAndOnItsPageAndEveryPositionIsFound() throws Exception {
        // the start position comes back after plies 4 and 8 (threefold repetition, FMJD); two plies follow
        String pdn = "[GameType \"20\"]\n[Event \"IT played on\"]\n[FEN \"W:WK50:BK1\"]\n\n"
                + "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-45 1-6 1/2-1/2\n";
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.toURI().resolve("api/archive/imports?name=on.pdn"))
                .header("Content-Type", "application/x-pdn").header("Authorization", ADMIN)
                .POST(HttpRequest.BodyPublishers.ofString(pdn)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(202, r.statusCode(), r.body());
        JsonObject run = ItHttp.awaitImport(http, r);
        assertEquals("done", run.getString("status"), run.toString());
        assertEquals(0, run.getInt("illegal"), run.toString());

        // (the demo collection's random games may play on too: the event singles this one out)
        JsonObject filtered = get("api/archive/games?status=played_on&event=" + enc("IT played on"));
        assertEquals(1, filtered.getInt("total"), filtered.toString());
        JsonObject item = filtered.getJsonArray("items").getJsonObject(0);
        assertEquals("played_on", item.getString("status"));
        long id = item.getJsonNumber("id").longValue();
        JsonObject game = get("api/archive/games/" + id);
        assertEquals("legal, played on after the game ended at ply 8 (threefold repetition, 1/2-1/2)",
                game.getString("verdict"));
        assertEquals(8, game.getInt("errorPly"));
        assertEquals(11, game.getJsonArray("positions").size(), "the start and every ply, also after the end");
        assertEquals(0, get("api/archive/games?status=illegal&event=" + enc("IT played on")).getInt("total"));

        String list = send("GET", "archive?status=played_on", null, null).body();
        assertTrue(list.contains("<option value=\"played_on\" selected=\"selected\">played on after the end</option>"), list);
        assertTrue(list.contains("<td class=\"status-played_on\">played on after the end</td>"), list);
        String page = send("GET", "archive/games/" + id, null, null).body();
        assertTrue(page.contains("Verdict: legal, played on after the game ended at ply 8 (the same position for the "
                + "third time, 1/2-1/2)"), page);
        assertTrue(page.contains("<td>International draughts</td>"), page);
        // ?lang=tr remembers Turkish in a cookie and comes back: the verdict and the variant in Turkish
        HttpClient reader = HttpClient.newBuilder().cookieHandler(new java.net.CookieManager())
                .followRedirects(HttpClient.Redirect.NORMAL).build();
        HttpResponse<String> tr = reader.send(HttpRequest.newBuilder(base.toURI().resolve("archive/games/" + id + "?lang=tr"))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, tr.statusCode());
        assertTrue(tr.uri().toString().endsWith("archive/games/" + id), tr.uri().toString());
        assertTrue(tr.body().contains("<html lang=\"tr\"") || tr.body().contains("lang=\"tr\""), tr.body());
        assertTrue(tr.body().contains("Denetim: yasal; kurallara göre oyun 8. yarım hamleden sonra bitmişti "
                + "(aynı pozisyon üçüncü kez oluştu, 1/2-1/2), kayıt devam ediyor"), tr.body());
        assertTrue(tr.body().contains("<td>10×10 Uluslararası Çapraz Dama</td>"), tr.body());
        String trList = reader.send(HttpRequest.newBuilder(base.toURI().resolve("archive?status=played_on")).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
        assertTrue(trList.contains("<td class=\"status-played_on\">oyun bittikten sonra devam edilmiş</td>"), trList);

        // the position only the moves after the end reach is in the index
        JsonObject hits = get("api/search?variant=international&fen=" + enc("W:WK45:BK6"));
        JsonObject hit = hits.getJsonArray("items").stream().map(v -> v.asJsonObject())
                .filter(h -> h.getJsonNumber("gameId").longValue() == id).findFirst().orElseThrow(() -> new AssertionError(hits.toString()));
        assertEquals(10, hit.getInt("firstPly"));
    }

    private JsonObject importAndWait(String file) throws Exception {
        HttpResponse<String> r = upload(file, ADMIN);
        assertEquals(202, r.statusCode(), r.body());
        JsonObject run = ItHttp.awaitImport(http, r);
        return run;
    }

    private HttpResponse<String> upload(String file, String auth) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.toURI().resolve("api/archive/imports?name="
                        + enc(Path.of(file).getFileName().toString()) + "&collection=IT"))
                .header("Content-Type", "application/x-pdn")
                .POST(HttpRequest.BodyPublishers.ofByteArray(Files.readAllBytes(CORPUS.resolve(file))));
        if (auth != null) {
            b.header("Authorization", auth);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /**
     * Anonymous position search is rate-limited per address. The failsafe run sets a burst of 300 and almost no
     * refill (HAKEM_SEARCH_RATE=0.01), so the outcome does not depend on how fast the machine is: the other
     * tests' searches fit in the burst, and a flood of at most 400 more runs out of it. Runs last.
     */
    @Test
    @Order(Integer.MAX_VALUE)
    void aFloodOfAnonymousSearchesIsAnswered429() throws Exception {
        String q = "api/search?variant=turkish&pattern=" + enc("c4:wm");
        HttpResponse<String> refused = null;
        for (int i = 0; i < 400 && refused == null; i++) {
            HttpResponse<String> r = send("GET", q, null, null);
            if (r.statusCode() == 429) {
                refused = r;
            } else {
                assertEquals(200, r.statusCode(), r.body());
            }
        }
        assertTrue(refused != null, "400 searches from one address are not all answered");
        assertTrue(refused.headers().firstValue("Retry-After").isPresent());
        assertEquals(429, json(refused).getInt("status"), refused.body());
        assertEquals(200, send("GET", q, ItHttp.ADMIN, null).statusCode(), "logged-in callers are not limited");
    }

    /** Index maintenance is for admins only: anonymous callers are refused, the admin gets the report. */
    private JsonObject verifyIndex() throws Exception {
        assertEquals(401, send("GET", "api/archive/index/verify", null, null).statusCode(), "not public: it replays every game");
        HttpResponse<String> r = send("GET", "api/archive/index/verify", ItHttp.ADMIN, null);
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    private JsonObject get(String path) throws Exception {
        HttpResponse<String> r = send("GET", path, null, null);
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return json(r);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body);
    }
}
