package org.hakem.it;

import org.hakem.cli.ResultsEntryLoad;
import static org.hakem.it.ItHttp.json;
import static org.hakem.it.ItHttp.basic;
import static org.hakem.it.ItHttp.jsonArray;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hakem.rules.Game;
import org.hakem.rules.Move;
import org.hakem.rules.Variants;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfReader;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.junit.jupiter.api.Test;
import org.openpdf.text.pdf.PdfReader;
import org.openpdf.text.pdf.parser.PdfTextExtractor;

/**
 * Tournaments end to end on the real WAR and a real PostgreSQL: a round robin of 8 from entries to
 * every export, optimistic locking on results, and who may change what.
 */
class TournamentIT extends SwissChecks {

    static final String ADMIN = ItHttp.ADMIN;
    static String arbiter;
    static String arbiterName;

    final HttpClient http = ItHttp.client();

    @BeforeEach
    void arbiterAccount() throws Exception {
        if (arbiter == null) {
            ItHttp.Arbiter a = ItHttp.newArbiter(http, base, "tarb", "arbiter-password-1");
            arbiterName = a.name();
            arbiter = a.authorization();
        }
    }

    /** Names with every Turkish letter; ratings make the start numbers 1..8 in this order. */
    static final List<String> NAMES = List.of("Şükrü Çağlayan", "Ğ İğdır Öztürk", "Işık Güneş", "Ümran Çelebi",
            "Gökhan Şişli", "İpek Ilıcak", "Özgür Ağaç", "Çiğdem Ünlü");

    @Test
    void aRoundRobinOfEightFromEntriesToEveryExport() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 5);
        long id = createTournament("Kış Kupası " + tag, "ROUND_ROBIN", "PTS,WIN,WON");
        Map<Integer, String> nameByNumber = new HashMap<>();
        for (int i = 0; i < 8; i++) {
            String name = NAMES.get(i) + " " + tag;
            JsonObject p = json(send("POST", "api/players", arbiter,
                    "{\"name\":\"" + name + "\",\"federation\":\"TUR\",\"rating\":" + (2400 - 10 * i) + "}"));
            HttpResponse<String> e = send("POST", "api/tournaments/" + id + "/entries", arbiter,
                    "{\"playerId\":" + p.getJsonNumber("id").longValue() + "}");
            assertEquals(201, e.statusCode(), e.body());
            nameByNumber.put(i + 1, name);
        }
        JsonObject t = json(send("GET", "api/tournaments/" + id, null, null));
        assertEquals(7, t.getInt("plannedRounds"));
        for (JsonObject e : t.getJsonArray("entries").getValuesAs(JsonObject.class)) {
            assertEquals(nameByNumber.get(e.getInt("startNumber")), e.getString("name"), "starting rank by rating");
        }

        HttpResponse<String> paired = send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{\"all\":true}");
        assertEquals(201, paired.statusCode(), paired.body());
        assertEquals(0, jsonArray(send("GET", "api/tournaments/" + id + "/rounds", null, null)).size(),
                "drafts are not public");
        JsonArray rounds = jsonArray(send("GET", "api/tournaments/" + id + "/rounds", arbiter, null));
        assertEquals(7, rounds.size());
        // Berger table for 8, round 1: 1-8, 2-7, 3-6, 4-5
        List<String> round1 = rounds.getJsonObject(0).getJsonArray("boards").getValuesAs(JsonObject.class).stream()
                .map(b -> b.getInt("white") + "-" + b.getInt("black")).toList();
        assertEquals(List.of("1-8", "2-7", "3-6", "4-5"), round1);

        // Results: the lower start number wins, except 1-2 drawn and 7-8 a forfeit won by 7.
        String pdnGame = null;
        String[] attached = null; // white, black, round of the board the game was attached to
        String[] flagged = null; // white, black, round, board of a game whose pasted result contradicts the board's
        for (int r = 1; r <= 7; r++) {
            assertEquals(200, send("POST", "api/tournaments/" + id + "/rounds/" + r + "/publish", arbiter, "").statusCode());
            for (JsonObject b : rounds.getJsonObject(r - 1).getJsonArray("boards").getValuesAs(JsonObject.class)) {
                int w = b.getInt("white");
                int bl = b.getInt("black");
                String result;
                if (Math.min(w, bl) == 1 && Math.max(w, bl) == 2) {
                    result = "=";
                } else if (Math.min(w, bl) == 7 && Math.max(w, bl) == 8) {
                    result = w == 7 ? "+" : "-";
                } else {
                    result = w < bl ? "1-0" : "0-1";
                }
                String path = "api/tournaments/" + id + "/rounds/" + r + "/boards/" + b.getInt("board");
                HttpResponse<String> put = send("PUT", path, arbiter,
                        "{\"result\":\"" + result + "\",\"version\":" + b.getJsonNumber("version").longValue() + "}");
                assertEquals(200, put.statusCode(), put.body());
                if (flagged == null && result.equals("0-1")) {
                    // pasted with its own names and a result that contradicts the board's: flagged
                    HttpResponse<String> g = send("PUT", path + "/game", arbiter, Json.createObjectBuilder()
                            .add("pdn", turkishGame("Pasted White", "Pasted Black", "1-0", 6))
                            .add("version", json(put).getJsonNumber("version").longValue()).build().toString());
                    assertEquals(200, g.statusCode(), g.body());
                    assertTrue(json(g).getBoolean("flagged"), g.body());
                    flagged = new String[] {nameByNumber.get(w), nameByNumber.get(bl), Integer.toString(r),
                            Integer.toString(b.getInt("board")), json(g).getString("gameVerdict")};
                    // removed (a blank text) and pasted again: the audit names the verdict of the game removed
                    HttpResponse<String> removed = send("PUT", path + "/game", arbiter, Json.createObjectBuilder()
                            .add("pdn", "").add("version", json(g).getJsonNumber("version").longValue()).build().toString());
                    assertEquals(200, removed.statusCode(), removed.body());
                    assertFalse(json(removed).getBoolean("hasGame"), removed.body());
                    HttpResponse<String> again = send("PUT", path + "/game", arbiter, Json.createObjectBuilder()
                            .add("pdn", turkishGame("Pasted White", "Pasted Black", "1-0", 6))
                            .add("version", json(removed).getJsonNumber("version").longValue()).build().toString());
                    assertEquals(200, again.statusCode(), again.body());
                    assertEquals(flagged[4], json(again).getString("gameVerdict"));
                }
                if (pdnGame == null && result.equals("1-0")) {
                    pdnGame = turkishGame(nameByNumber.get(w), nameByNumber.get(bl), "1-0");
                    attached = new String[] {nameByNumber.get(w), nameByNumber.get(bl), Integer.toString(r)};
                    JsonObject board = json(put);
                    HttpResponse<String> g = send("PUT", path + "/game", arbiter, Json.createObjectBuilder()
                            .add("pdn", pdnGame).add("version", board.getJsonNumber("version").longValue()).build().toString());
                    assertEquals(200, g.statusCode(), g.body());
                    JsonObject withGame = json(g);
                    assertTrue(withGame.getBoolean("hasGame"));
                    assertFalse(withGame.getBoolean("flagged"), withGame.getString("gameVerdict"));
                    assertTrue(withGame.getString("gameVerdict").contains("moves legal"), withGame.getString("gameVerdict"));
                    // the same game claiming the other result is flagged
                    HttpResponse<String> contradiction = send("PUT", path + "/game", arbiter, Json.createObjectBuilder()
                            .add("pdn", pdnGame.replace("1-0", "0-1")).add("version", withGame.getJsonNumber("version").longValue())
                            .build().toString());
                    assertEquals(200, contradiction.statusCode(), contradiction.body());
                    assertTrue(json(contradiction).getBoolean("flagged"), contradiction.body());
                    JsonObject back = json(send("PUT", path + "/game", arbiter, Json.createObjectBuilder().add("pdn", pdnGame)
                            .add("version", json(contradiction).getJsonNumber("version").longValue()).build().toString()));
                    assertFalse(back.getBoolean("flagged"));
                }
            }
        }

        // The attached game went to the archive (in the background, after the board's commit) with the tournament's
        // tags, once although it was attached three times (the second claiming another result).
        String tournamentName = "Kış Kupası " + tag;
        String search = "api/search?variant=turkish&fen=" + java.net.URLEncoder.encode(turkishGameEnd(), StandardCharsets.UTF_8)
                + "&event=" + java.net.URLEncoder.encode(tournamentName, StandardCharsets.UTF_8);
        JsonObject archived = Eventually.eventually("the attached game is found in the archive",
                () -> json(send("GET", search, null, null)), a -> a.getJsonNumber("total").longValue() > 0);
        assertEquals(1, archived.getJsonNumber("total").longValue(), archived.toString());
        long archivedId = archived.getJsonArray("items").getJsonObject(0).getJsonNumber("gameId").longValue();
        JsonObject archivedGame = json(send("GET", "api/archive/games/" + archivedId, null, null));
        // the first copy found is not the end: once every submission is applied, exactly one copy is stored
        ItHttp.awaitSubmissionsApplied(http, base);
        assertEquals(1, ItDatabase.archivedWithSource(archivedGame.getString("source")),
                "archived once although attached three times");
        assertEquals(tournamentName, archivedGame.getString("event"));
        assertEquals(attached[0], archivedGame.getString("white"));
        assertEquals(attached[1], archivedGame.getString("black"));
        assertEquals(attached[2], archivedGame.getString("round"));
        assertEquals("1-0", archivedGame.getString("result"));
        assertEquals("legal", archivedGame.getString("status"));
        assertTrue(archivedGame.getString("source").startsWith("tournament " + id + ", round " + attached[2] + ", board "),
                archivedGame.getString("source"));
        // the round page's "view" link opens the archived game in the viewer
        String boardNo = archivedGame.getString("source").replaceAll(".*, board ", "");
        String viewLink = "archive/tournament-games/" + id + "/" + attached[2] + "/" + boardNo;
        assertTrue(send("GET", "tournaments/" + id + "/rounds/" + attached[2], null, null).body().contains(viewLink),
                "the round page links the game to the viewer");
        HttpResponse<String> view = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build().send(
                HttpRequest.newBuilder(base.toURI().resolve(viewLink)).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(view.statusCode() == 302 || view.statusCode() == 303, view.statusCode() + " " + view.body());
        assertTrue(view.headers().firstValue("Location").orElse("").endsWith("/archive/games/" + archivedId),
                view.headers().toString());
        assertEquals(404, send("GET", "archive/tournament-games/" + id + "/" + attached[2] + "/99", null, null).statusCode());

        // The flagged game: the archive shows the board's verdict, and the board's PDN link has the event's names.
        String flaggedWhite = flagged[0];
        JsonObject flaggedEntry = Eventually.eventually("the flagged game reaches the archive", () -> json(send("GET",
                "api/archive/games?size=100&event=" + java.net.URLEncoder.encode(tournamentName, StandardCharsets.UTF_8), null,
                null)).getJsonArray("items").getValuesAs(JsonObject.class).stream()
                .filter(g -> g.getString("white").equals(flaggedWhite)).findFirst(), java.util.Optional::isPresent).orElseThrow();
        JsonObject flaggedGame = json(send("GET", "api/archive/games/" + flaggedEntry.getJsonNumber("id").longValue(), null, null));
        assertEquals("0-1", flaggedGame.getString("result"), "the board's result");
        assertEquals("flagged: " + flagged[4], flaggedGame.getJsonObject("otherTags").getString("Verification"));
        String gamePage = send("GET", "archive/games/" + flaggedGame.getJsonNumber("id").longValue(), null, null).body();
        assertTrue(gamePage.contains("Flagged on its tournament board"), gamePage);
        String boardPdn = send("GET", "tournaments/" + id + "/rounds/" + flagged[2] + "/boards/" + flagged[3] + ".pdn",
                null, null).body();
        assertTrue(boardPdn.contains("[White \"" + flagged[0] + "\"]") && boardPdn.contains("[Black \"" + flagged[1] + "\"]")
                && !boardPdn.contains("Pasted"), boardPdn);
        assertTrue(boardPdn.contains("[Result \"0-1\"]") && boardPdn.contains("[Verification \"flagged: "), boardPdn);

        // Standings, hand-computed with 2-1-0: points, wins (forfeit included), games won over the board
        JsonObject standings = json(send("GET", "api/tournaments/" + id + "/standings", null, null));
        assertEquals(7, standings.getInt("afterRound"));
        // 1 and 2 drew and won everything else: both 13 points, 6 wins, 6 won over the board: shared first place
        List<String> expected = List.of("1:1:13:6:6", "1:2:13:6:6", "3:3:10:5:5", "4:4:8:4:4", "5:5:6:3:3", "6:6:4:2:2",
                "7:7:2:1:0", "8:8:0:0:0");
        List<String> actual = new ArrayList<>();
        for (JsonObject row : standings.getJsonArray("rows").getValuesAs(JsonObject.class)) {
            assertEquals(nameByNumber.get(row.getInt("startNumber")), row.getString("name"));
            JsonArray tb = row.getJsonArray("tieBreaks");
            actual.add(row.getInt("rank") + ":" + row.getInt("startNumber") + ":" + row.getString("points") + ":"
                    + tb.getString(0) + ":" + tb.getString(1));
        }
        assertEquals(expected, actual);
        // crosstable cells of the winner: round 1 against 8 with white, a win worth 2
        JsonObject first = standings.getJsonArray("rows").getJsonObject(0);
        JsonObject r1 = first.getJsonArray("rounds").getJsonObject(0);
        assertEquals(8, r1.getInt("opponent"));
        assertEquals("WHITE", r1.getString("colour"));
        assertEquals("2", r1.getString("result"));

        // Exports
        String csv = send("GET", "api/tournaments/" + id + "/export/csv", null, null).body();
        assertTrue(csv.startsWith("rank,start,name"), csv);
        assertTrue(csv.contains("1,1," + nameByNumber.get(1) + ",,2400,TUR,,13,6,6,8w2"), csv);
        assertTrue(json(send("GET", "api/tournaments/" + id + "/export/json", null, null)).getJsonArray("rows").size() == 8);

        HttpResponse<byte[]> pdf = http.send(HttpRequest.newBuilder(base.toURI().resolve("api/tournaments/" + id + "/export/pdf")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, pdf.statusCode());
        assertTrue(pdf.headers().firstValue("Content-Type").orElse("").startsWith("application/pdf"));
        try (PdfReader reader = new PdfReader(pdf.body())) {
            String text = new PdfTextExtractor(reader).getTextFromPage(1);
            for (String name : nameByNumber.values()) {
                assertTrue(text.contains(name), "the PDF shows " + name + ": " + text);
            }
        }

        String trf = send("GET", "api/tournaments/" + id + "/export/trf", null, null).body();
        Crosstable reread = TrfReader.read(trf, "export").tournament();
        assertEquals(8, reread.players().size());
        for (Entrant p : reread.players()) {
            assertEquals(nameByNumber.get(p.startNumber()), p.name().strip());
            assertEquals(7, p.rounds().size());
            for (int r = 1; r <= 7; r++) {
                RoundEntry e = p.round(r);
                int me = p.startNumber();
                int opp = e.opponent();
                ResultCode want = Math.min(me, opp) == 1 && Math.max(me, opp) == 2 ? ResultCode.DRAW
                        : Math.min(me, opp) == 7 && Math.max(me, opp) == 8 ? (me == 7 ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS)
                        : me < opp ? ResultCode.WIN : ResultCode.LOSS;
                assertEquals(want, e.result(), "round " + r + " of " + me + " against " + opp);
            }
        }
        assertEquals(List.of(13.0, 13.0, 10.0, 8.0, 6.0, 4.0, 2.0, 0.0),
                reread.players().stream().map(reread::score).toList(), "the TRF re-imports to the same scores (2-1-0)");

        String pdn = send("GET", "api/tournaments/" + id + "/export/pdn", null, null).body();
        assertEquals(27, pdn.split("\\[Event ", -1).length - 1, "one PDN game per board played over the board (not the forfeit)");
        String firstMove = pdnGame.substring(pdnGame.indexOf("1. ") + 3).split(" ")[0];
        assertTrue(pdn.contains(firstMove), "the attached game's moves are exported");

        HttpResponse<String> page = send("GET", "tournaments/" + id + "/crosstable", null, null);
        assertEquals(200, page.statusCode());
        for (String name : nameByNumber.values()) {
            assertTrue(page.body().contains(name), "the public crosstable shows " + name);
        }
        assertTrue(page.body().contains("id=\"grid\""), "a round robin has its grid");

        JsonArray audit = jsonArray(send("GET", "api/tournaments/" + id + "/audit?limit=1000", arbiter, null));
        assertTrue(audit.getValuesAs(JsonObject.class).stream().anyMatch(a -> a.getString("action").equals("result")
                && a.getString("actor").equals(arbiterName) && a.getString("newValue").equals("½-½")), "results are audited");
        String removedVerdict = flagged[4];
        assertTrue(audit.getValuesAs(JsonObject.class).stream().anyMatch(a -> a.getString("action").equals("game removed")
                && removedVerdict.equals(a.getString("oldValue", null))), "the removal names the game's verdict: " + audit);
        // the shared REST helpers: the audit is for arbiters, a board's change names its version, an export is a file
        HttpResponse<String> auditAnonymous = send("GET", "api/tournaments/" + id + "/audit", null, null);
        assertEquals(404, auditAnonymous.statusCode());
        assertEquals("event.audit.arbiters", json(auditAnonymous).getString("code"));
        HttpResponse<String> noVersion = send("PUT", "api/tournaments/" + id + "/rounds/1/boards/1", arbiter,
                "{\"result\":\"1-0\"}");
        assertEquals(400, noVersion.statusCode());
        assertEquals("event.board.version.required", json(noVersion).getJsonObject("codes").getString("version"));
        HttpResponse<String> gameNoVersion = send("PUT", "api/tournaments/" + id + "/rounds/1/boards/1/game", arbiter, "{}");
        assertEquals("event.board.version.required", json(gameNoVersion).getJsonObject("codes").getString("version"));
        HttpResponse<String> csvFile = send("GET", "api/tournaments/" + id + "/export/csv", null, null);
        assertTrue(csvFile.headers().firstValue("Content-Disposition").orElse("").matches("attachment; filename=\".+\\.csv\""),
                csvFile.headers().map().toString());

        // Made private, the tournament's games leave the (public) archive, in the background after the commit
        JsonObject settings = json(send("GET", "api/tournaments/" + id, arbiter, null));
        HttpResponse<String> hidden = send("PUT", "api/tournaments/" + id, arbiter,
                Json.createObjectBuilder(settings).add("publicEvent", false).build().toString());
        assertEquals(200, hidden.statusCode(), hidden.body());
        JsonObject left = Eventually.eventually("the private tournament's games leave the search",
                () -> json(send("GET", search, null, null)), a -> a.getJsonNumber("total").longValue() == 0);
        assertEquals(0, left.getJsonNumber("total").longValue(), left.toString());
        assertEquals(404, send("GET", "api/archive/games/" + archivedId, null, null).statusCode());
    }

    @Test
    void twoArbitersOnTheSameBoardNeverLoseAResult() throws Exception {
        long id = createTournament("Conflict " + UUID.randomUUID().toString().substring(0, 5), "MATCH", "turkish");
        enterNewPlayers(id, 2);
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        JsonObject round = json(send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, ""));
        long v = round.getJsonArray("boards").getJsonObject(0).getJsonNumber("version").longValue();
        HttpResponse<String> first = send("PUT", "api/tournaments/" + id + "/rounds/1/boards/1", arbiter,
                "{\"result\":\"1-0\",\"version\":" + v + "}");
        HttpResponse<String> second = send("PUT", "api/tournaments/" + id + "/rounds/1/boards/1", ADMIN,
                "{\"result\":\"0-1\",\"version\":" + v + "}");
        assertEquals(200, first.statusCode(), first.body());
        assertEquals(409, second.statusCode(), second.body());
        assertEquals("1-0", json(send("GET", "api/tournaments/" + id + "/rounds/1", null, null))
                .getJsonArray("boards").getJsonObject(0).getString("result"));
        // pairings cannot change once a result exists
        HttpResponse<String> repair = send("PUT", "api/tournaments/" + id + "/rounds/1/pairings", arbiter,
                "{\"boards\":[{\"white\":2,\"black\":1}]}");
        assertEquals(400, repair.statusCode(), repair.body());
    }

    /**
     * Issue 34: a board's game recorded move by move through {@code /api/live}: legal moves kept, an illegal one
     * answered with the legal moves, a capture with two routes answered with both, a stale version a conflict (the
     * second recorder is told, nothing lost), undo, a correction, then the result: the board has it, the game is
     * attached and verified, and it is archived with the tournament's tags.
     */
    @Test
    void aBoardsGameIsRecordedMoveByMoveThroughTheApi() throws Exception {
        String name = "Canlı " + UUID.randomUUID().toString().substring(0, 5);
        long id = createTournament(name, "MATCH", "turkish");
        enterNewPlayers(id, 2);
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        JsonObject round = json(send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, ""));
        JsonObject pairing = round.getJsonArray("boards").getJsonObject(0);
        String rec = "api/live/tournaments/" + id + "/rounds/1/boards/1/recording";

        JsonObject start = json(send("GET", rec, arbiter, null));
        assertEquals("NONE", start.getString("status"));
        assertEquals(0, start.getJsonNumber("version").longValue());
        assertEquals("white", start.getString("side"));
        assertTrue(start.getJsonArray("legal").getValuesAs(JsonObject.class).stream()
                .anyMatch(m -> m.getString("notation").equals("d3-d4")), start.toString());
        assertEquals(401, send("POST", rec + "/moves", null, "{\"move\":\"d3-d4\",\"version\":0}").statusCode());

        long version = 0;
        for (String move : org.hakem.live.domain.RecordedGameTest.TURKISH_LINE) {
            HttpResponse<String> played = send("POST", rec + "/moves", arbiter,
                    Json.createObjectBuilder().add("move", move).add("version", version).build().toString());
            assertEquals(200, played.statusCode(), move + ": " + played.body());
            assertEquals(move, json(played).getString("notation"));
            version = json(played).getJsonObject("recording").getJsonNumber("version").longValue();
        }
        // an illegal move: 422 with the legal moves, nothing recorded
        HttpResponse<String> illegal = ItHttp.send(http, base, "POST", rec + "/moves", arbiter,
                "{\"move\":\"a6-a4\",\"version\":" + version + "}", "Accept-Language", "tr");
        assertEquals(422, illegal.statusCode(), illegal.body());
        assertEquals("ILLEGAL", json(illegal).getString("reason"));
        assertEquals("live.move.illegal", json(illegal).getString("code"));
        assertTrue(json(illegal).getString("message").contains("kurallara uygun bir hamle değil"), illegal.body());
        assertFalse(json(illegal).getJsonArray("legal").isEmpty(), illegal.body());
        // two routes to c1: both answered, in long notation, to send back as the move
        HttpResponse<String> ambiguous = send("POST", rec + "/moves", arbiter,
                "{\"move\":\"" + org.hakem.live.domain.RecordedGameTest.TURKISH_AMBIGUOUS + "\",\"version\":" + version + "}");
        assertEquals(422, ambiguous.statusCode(), ambiguous.body());
        assertEquals("AMBIGUOUS", json(ambiguous).getString("reason"));
        List<String> routes = json(ambiguous).getJsonArray("choices").getValuesAs(jakarta.json.JsonString.class)
                .stream().map(jakarta.json.JsonString::getString).toList();
        assertEquals(2, routes.size(), routes.toString());
        // a second recorder, still on an older version, is told and changes nothing
        HttpResponse<String> stale = send("POST", rec + "/moves", ADMIN,
                "{\"move\":\"" + routes.get(0) + "\",\"version\":" + (version - 1) + "}");
        assertEquals(409, stale.statusCode(), stale.body());
        assertEquals("api.version.current", json(stale).getJsonObject("codes").getString("version"));
        assertEquals(7, json(send("GET", rec, arbiter, null)).getJsonArray("plies").size(), "nothing lost, nothing added");

        JsonObject chosen = json(send("POST", rec + "/moves", arbiter,
                "{\"move\":\"" + routes.get(1) + "\",\"version\":" + version + "}"));
        assertEquals(routes.get(1), chosen.getString("notation"), "the route chosen, written in full");
        JsonObject undone = json(send("POST", rec + "/undo", arbiter,
                "{\"version\":" + chosen.getJsonObject("recording").getJsonNumber("version") + "}"));
        assertEquals(7, undone.getJsonObject("recording").getJsonArray("plies").size());
        JsonObject replayed = json(send("POST", rec + "/moves", arbiter,
                "{\"move\":\"" + routes.get(0) + "\",\"version\":" + undone.getJsonObject("recording").getJsonNumber("version") + "}"));
        // Black's sixth ply corrected: White's next ply still follows, the king's capture no longer can
        HttpResponse<String> corrected = send("POST", rec + "/corrections", arbiter, "{\"ply\":6,\"move\":\"a6-a5\",\"version\":"
                + replayed.getJsonObject("recording").getJsonNumber("version") + "}");
        assertEquals(200, corrected.statusCode(), corrected.body());
        assertEquals(1, json(corrected).getInt("kept"));
        assertEquals(1, json(corrected).getInt("dropped"));
        JsonObject now = json(corrected).getJsonObject("recording");
        assertEquals(7, now.getJsonArray("plies").size());
        assertEquals("a6-a5", now.getJsonArray("plies").getJsonObject(5).getString("notation"));

        // the result: set on the board, the game attached, verified and archived with the tournament's tags
        HttpResponse<String> finished = send("POST", rec + "/result", arbiter,
                "{\"result\":\"1-0\",\"version\":" + now.getJsonNumber("version") + "}");
        assertEquals(200, finished.statusCode(), finished.body());
        JsonObject done = json(finished).getJsonObject("recording");
        assertEquals("FINISHED", done.getString("status"));
        assertEquals("1-0", done.getString("result"));
        assertFalse(done.getBoolean("flagged"), done.toString());
        assertTrue(done.getString("verdict").contains("legal"), done.getString("verdict"));
        JsonObject board = json(send("GET", "api/tournaments/" + id + "/rounds/1", null, null)).getJsonArray("boards")
                .getJsonObject(0);
        assertEquals("1-0", board.getString("result"));
        assertTrue(board.getBoolean("hasGame"), board.toString());
        assertEquals("FINISHED", json(send("GET", rec, null, null)).getString("status"), "public once public");

        String search = "api/search?variant=turkish&fen=" + java.net.URLEncoder.encode(done.getString("fen"),
                StandardCharsets.UTF_8) + "&event=" + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8);
        JsonObject archived = Eventually.eventually("the recorded game is found in the archive",
                () -> json(send("GET", search, null, null)), a -> a.getJsonNumber("total").longValue() > 0);
        JsonObject game = json(send("GET", "api/archive/games/"
                + archived.getJsonArray("items").getJsonObject(0).getJsonNumber("gameId").longValue(), null, null));
        assertEquals(name, game.getString("event"));
        assertEquals(pairing.getString("whiteName"), game.getString("white"));
        assertEquals(pairing.getString("blackName"), game.getString("black"));
        assertEquals("1", game.getString("round"));
        assertEquals("1-0", game.getString("result"));
        assertEquals("legal", game.getString("status"));
        assertTrue(game.getString("source").startsWith("tournament " + id + ", round 1, board 1"), game.getString("source"));

        // a move after the result reopens the recording (the arbiter goes on recording; the board keeps its result)
        HttpResponse<String> reopened = send("POST", rec + "/moves", arbiter,
                "{\"move\":\"" + done.getJsonArray("legal").getJsonObject(0).getString("move") + "\",\"version\":"
                        + done.getJsonNumber("version") + "}");
        assertEquals(200, reopened.statusCode(), reopened.body());
        assertEquals("RECORDING", json(reopened).getJsonObject("recording").getString("status"));
    }

    @Test
    void aSwissIsPairedByHandWithByesAndItsPairingsMayChangeBeforeResults() throws Exception {
        long id = createTournament("Swiss " + UUID.randomUUID().toString().substring(0, 5), "SWISS", "fmjd");
        enterNewPlayers(id, 3);
        // the Dutch engine pairs it (SwissChecks goes further); the arbiter deletes that round to pair it by hand
        HttpResponse<String> engine = send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}");
        assertEquals(201, engine.statusCode(), engine.body());
        assertEquals(204, send("DELETE", "api/tournaments/" + id + "/rounds/1", arbiter, null).statusCode());
        HttpResponse<String> byHand = send("POST", "api/tournaments/" + id + "/rounds", arbiter,
                "{\"boards\":[{\"white\":1,\"black\":2},{\"white\":3,\"bye\":\"half\"}]}");
        assertEquals(201, byHand.statusCode(), byHand.body());
        HttpResponse<String> changed = send("PUT", "api/tournaments/" + id + "/rounds/1/pairings", arbiter,
                "{\"boards\":[{\"white\":3,\"black\":1},{\"white\":2,\"bye\":\"full\"}]}");
        assertEquals(200, changed.statusCode(), changed.body());
        JsonObject r = json(changed);
        assertEquals("bye 1", r.getJsonArray("boards").getJsonObject(1).getString("result"));
        // a late entry gets the next start number
        JsonObject p = json(send("POST", "api/players", arbiter, "{\"name\":\"Geç Gelen " + UUID.randomUUID().toString().substring(0, 4)
                + "\",\"rating\":2500}"));
        JsonObject late = json(send("POST", "api/tournaments/" + id + "/entries", arbiter,
                "{\"playerId\":" + p.getJsonNumber("id").longValue() + "}"));
        assertTrue(late.getBoolean("late"));
        assertEquals(4, late.getInt("startNumber"), "the highest rating, but entered late: the next number");
        JsonArray audit = jsonArray(send("GET", "api/tournaments/" + id + "/audit", arbiter, null));
        assertTrue(audit.getValuesAs(JsonObject.class).stream().anyMatch(a -> a.getString("action").equals("pairing changed")
                && a.getString("oldValue").contains("1: 1-2")), audit.toString());
    }

    /**
     * Issue 33: the arbiter changes a drafted round with a click: swap the colours on a board, two players change
     * places (the one who swaps with the pairing-allocated bye takes it), each audited; what cannot be is refused.
     */
    @Test
    void aRoundsPairingChangesWithAClickBeforeResults() throws Exception {
        long id = createTournament("Swaps " + UUID.randomUUID().toString().substring(0, 5), "SWISS", "fmjd");
        enterNewPlayers(id, 5);
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter,
                "{\"boards\":[{\"white\":1,\"black\":2},{\"white\":3,\"black\":4},{\"white\":5,\"bye\":\"pairing\"}]}")
                .statusCode());
        HttpResponse<String> colours = send("POST", "api/tournaments/" + id + "/rounds/1/boards/2/colour-swap", arbiter, null);
        assertEquals(200, colours.statusCode(), colours.body());
        assertEquals(List.of("1-2", "4-3", "5-bye"), boards(json(colours)));
        HttpResponse<String> swap = send("POST", "api/tournaments/" + id + "/rounds/1/swaps", arbiter, "{\"a\":5,\"b\":2}");
        assertEquals(200, swap.statusCode(), swap.body());
        assertEquals(List.of("1-5", "4-3", "2-bye"), boards(json(swap)));
        assertEquals("bye (pairing)", json(swap).getJsonArray("boards").getJsonObject(2).getString("result"));
        // refused, with the field named: the same player twice, a player not in the round, a bye's colours
        HttpResponse<String> same = send("POST", "api/tournaments/" + id + "/rounds/1/swaps", arbiter, "{\"a\":3,\"b\":3}");
        assertEquals(400, same.statusCode(), same.body());
        assertEquals("event.swap.same", json(same).getJsonObject("codes").getString("b"));
        HttpResponse<String> absent = send("POST", "api/tournaments/" + id + "/rounds/1/swaps", arbiter, "{\"a\":3,\"b\":9}");
        assertEquals("event.swap.not-in-round", json(absent).getJsonObject("codes").getString("b"), absent.body());
        HttpResponse<String> bye = send("POST", "api/tournaments/" + id + "/rounds/1/boards/3/colour-swap", arbiter, null);
        assertEquals("event.colours.bye", json(bye).getJsonObject("codes").getString("board"), bye.body());
        // anonymous callers may not, and each change is in the audit trail
        assertEquals(401, send("POST", "api/tournaments/" + id + "/rounds/1/swaps", null, "{\"a\":1,\"b\":3}").statusCode());
        JsonArray audit = jsonArray(send("GET", "api/tournaments/" + id + "/audit", arbiter, null));
        assertEquals(2, audit.getValuesAs(JsonObject.class).stream().filter(a -> a.getString("action").equals("pairing changed"))
                .count(), audit.toString());
        // a bye with a click: 4 cannot play after all (half-point bye); his opponent 3 plays 2, who was on the
        // pairing-allocated bye, in 4's place
        HttpResponse<String> half = send("POST", "api/tournaments/" + id + "/rounds/1/byes", arbiter,
                "{\"player\":4,\"kind\":\"half\"}");
        assertEquals(200, half.statusCode(), half.body());
        assertEquals(List.of("1-5", "2-3", "4-bye"), boards(json(half)));
        // nobody holds the pairing-allocated bye now: 1 gets a zero-point bye and his opponent 5 takes it
        HttpResponse<String> zero = send("POST", "api/tournaments/" + id + "/rounds/1/byes", arbiter,
                "{\"player\":1,\"kind\":\"zero\"}");
        assertEquals(List.of("2-3", "4-bye", "5-bye", "1-bye"), boards(json(zero)), zero.body());
        assertEquals("bye (pairing)", json(zero).getJsonArray("boards").getJsonObject(2).getString("result"));
        HttpResponse<String> twice = send("POST", "api/tournaments/" + id + "/rounds/1/byes", arbiter,
                "{\"player\":5,\"kind\":\"pairing\"}");
        assertEquals("event.bye.already", json(twice).getJsonObject("codes").getString("kind"), twice.body());
        assertEquals("event.bye.player", json(send("POST", "api/tournaments/" + id + "/rounds/1/byes", arbiter, "{}"))
                .getJsonObject("codes").getString("player"));
        // "Why this pairing?" explains the round as it is now: 1 and 4 (on byes of their own) do not take part, and
        // among the other three the engine pairs 2-3 and gives 5 the bye, as the clicks did: no departure left
        JsonObject why = json(send("GET", "api/tournaments/" + id + "/rounds/1/explanation", arbiter, null));
        assertEquals("[1,4]", why.getJsonArray("notPaired").toString(), why.toString());
        assertEquals(5, why.getJsonObject("bye").getInt("player"), why.toString());
        assertTrue(why.getJsonArray("warnings").isEmpty(), why.toString());
        // an event that records no game scores says so once (the to-do list then stops asking for them), audited
        assertTrue(json(send("GET", "api/tournaments/" + id, arbiter, null)).getBoolean("recordsGames"));
        HttpResponse<String> noGames = send("PUT", "api/tournaments/" + id + "/game-recording", arbiter, "{\"records\":false}");
        assertEquals(200, noGames.statusCode(), noGames.body());
        assertFalse(json(noGames).getBoolean("recordsGames"));
        assertEquals("event.records.required", json(send("PUT", "api/tournaments/" + id + "/game-recording", arbiter, "{}"))
                .getJsonObject("codes").getString("records"));
        assertTrue(jsonArray(send("GET", "api/tournaments/" + id + "/audit", arbiter, null)).getValuesAs(JsonObject.class)
                .stream().anyMatch(a -> a.getString("action").equals("game recording")
                        && a.getString("newValue").equals("not recorded")));
    }

    /** A round's boards as {@code white-black} or {@code white-bye}. */
    private static List<String> boards(JsonObject round) {
        return round.getJsonArray("boards").getValuesAs(JsonObject.class).stream()
                .map(b -> b.getInt("white") + "-" + (!b.containsKey("black") || b.isNull("black") ? "bye" : String.valueOf(b.getInt("black")))).toList();
    }

    /**
     * Issue 31: the edition of FIDE's tie-break regulations is a setting of the event (by the start date unless the
     * arbiter chooses), read back in the settings' JSON, followed by the standings, the player's card and the TRF.
     * Round 1: 1 wins by forfeit against 2, 3 beats 4 (2-1-0). 1's unplayed round counts its own 2 points under the
     * 2024 regulations, the lower score of the forfeiting 2 (0) under the 2026 ones (C.07 16.4.1).
     */
    @Test
    void theTieBreakRegulationsAreASettingThatStandingsCardAndTrfFollow() throws Exception {
        long id = createTournament("Regulations " + UUID.randomUUID().toString().substring(0, 5), "SWISS", "PTS,BH,SB");
        enterNewPlayers(id, 4);
        JsonObject settings = json(send("GET", "api/tournaments/" + id, arbiter, null));
        assertEquals("auto", settings.getString("tieBreakRules"));
        assertEquals("2026", settings.getString("tieBreakRulesApplied"), "starts on 2026-11-20");
        HttpResponse<String> paired = send("POST", "api/tournaments/" + id + "/rounds", arbiter,
                "{\"boards\":[{\"white\":1,\"black\":2},{\"white\":3,\"black\":4}]}");
        assertEquals(201, paired.statusCode(), paired.body());
        assertEquals(200, send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "").statusCode());
        for (JsonObject b : jsonArray(paired).getJsonObject(0).getJsonArray("boards").getValuesAs(JsonObject.class)) {
            HttpResponse<String> put = send("PUT", "api/tournaments/" + id + "/rounds/1/boards/" + b.getInt("board"),
                    arbiter, "{\"result\":\"" + (b.getInt("white") == 1 ? "+" : "1-0") + "\",\"version\":"
                            + b.getJsonNumber("version").longValue() + "}");
            assertEquals(200, put.statusCode(), put.body());
        }
        assertEquals("0:0", bhAndSbOfPlayer1(id), "2026: the forfeiting opponent's 0 points");
        String card = send("GET", "tournaments/" + id + "/players/1", null, null).body();
        assertTrue(card.contains("R1: forfeit against 2, counted at that opponent&#39;s score 0 (C.07 16.4.1)")
                || card.contains("R1: forfeit against 2, counted at that opponent's score 0 (C.07 16.4.1)"), card);
        assertTrue(card.contains("FIDE&#39;s 2026") || card.contains("FIDE's 2026"), card);

        settings = json(send("GET", "api/tournaments/" + id, arbiter, null));
        HttpResponse<String> wrong = send("PUT", "api/tournaments/" + id, arbiter,
                Json.createObjectBuilder(settings).add("tieBreakRules", "2023").build().toString());
        assertEquals(400, wrong.statusCode(), wrong.body());
        assertEquals("event.tie-break-rules.unknown", json(wrong).getJsonObject("codes").getString("tieBreakRules"));
        HttpResponse<String> chosen = send("PUT", "api/tournaments/" + id, arbiter,
                Json.createObjectBuilder(settings).add("tieBreakRules", "2024").build().toString());
        assertEquals(200, chosen.statusCode(), chosen.body());
        assertEquals("2024", json(chosen).getString("tieBreakRules"));
        assertEquals("2024", json(chosen).getString("tieBreakRulesApplied"));
        assertEquals("2:4", bhAndSbOfPlayer1(id), "2024: 1's own 2 points, times the 2 the forfeit gave for SB");
        card = send("GET", "tournaments/" + id + "/players/1", null, null).body();
        assertTrue(card.contains("R1: no game, own score 2"), card);
        String trf = send("GET", "api/tournaments/" + id + "/export/trf", null, null).body();
        assertTrue(trf.contains("\n### tie-break regulations FIDE 2024\n"), trf);
        // the arbiter's settings page shows the choice and the edition applied
        var browser = new ResultsEntryLoad.FormSession(base.toURI());
        browser.login("admin", "it-admin-password");
        String form = browser.page("arbiter/tournaments/" + id + "/settings");
        assertTrue(form.contains("<option value=\"2024\" selected=\"selected\">"), form);
        assertTrue(form.contains("The standings now apply the 2024 regulations."), form);
    }

    private String bhAndSbOfPlayer1(long id) throws Exception {
        JsonObject standings = json(send("GET", "api/tournaments/" + id + "/standings", null, null));
        for (JsonObject row : standings.getJsonArray("rows").getValuesAs(JsonObject.class)) {
            if (row.getInt("startNumber") == 1) {
                return row.getJsonArray("tieBreaks").getString(0) + ":" + row.getJsonArray("tieBreaks").getString(1);
            }
        }
        throw new AssertionError("no player 1 in " + standings);
    }

    @Test
    void aPlayerWithdrawnFromARoundRobinLosesTheRemainingGamesByForfeit() throws Exception {
        long id = createTournament("Withdrawal " + UUID.randomUUID().toString().substring(0, 5), "DOUBLE_ROUND_ROBIN", "fide-rr");
        List<Long> entries = enterNewPlayers(id, 4);
        assertEquals(200, send("PUT", "api/tournaments/" + id + "/entries/" + entries.get(3) + "/withdrawal", arbiter,
                "{\"fromRound\":5}").statusCode());
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{\"all\":true}").statusCode());
        JsonArray rounds = jsonArray(send("GET", "api/tournaments/" + id + "/rounds", arbiter, null));
        assertEquals(6, rounds.size(), "double round robin of 4");
        for (JsonObject r : rounds.getValuesAs(JsonObject.class)) {
            for (JsonObject b : r.getJsonArray("boards").getValuesAs(JsonObject.class)) {
                boolean withFour = b.getInt("white") == 4 || b.getInt("black") == 4;
                String expected = r.getInt("number") < 5 || !withFour ? "PENDING"
                        : b.getInt("white") == 4 ? "BLACK_FORFEIT_WIN" : "WHITE_FORFEIT_WIN";
                assertEquals(expected, b.getString("resultCode"), "round " + r.getInt("number") + " board " + b.getInt("board"));
            }
        }
        // the second cycle has the colours of the first reversed
        JsonObject r1 = rounds.getJsonObject(0).getJsonArray("boards").getJsonObject(0);
        JsonObject r4 = rounds.getJsonObject(3).getJsonArray("boards").getJsonObject(0);
        assertEquals(r1.getInt("white"), r4.getInt("black"));
        assertEquals(r1.getInt("black"), r4.getInt("white"));
    }

    @Test
    void anonymousUsersCannotChangeTournamentsAndOnlyItsArbitersMay() throws Exception {
        assertEquals(401, send("POST", "api/tournaments", null, "{\"name\":\"X\"}").statusCode());
        HttpResponse<String> unknown = send("POST", "api/tournaments", ADMIN,
                "{\"name\":\"Private cup\",\"system\":\"ROUND_ROBIN\",\"arbiters\":\"someone-else\",\"publicEvent\":false}");
        assertEquals(400, unknown.statusCode(), "an arbiter named must be an account");
        assertEquals("event.arbiter.unknown", json(unknown).getJsonObject("codes").getString("arbiters"));
        HttpResponse<String> created = send("POST", "api/tournaments", ADMIN,
                "{\"name\":\"Private cup\",\"system\":\"ROUND_ROBIN\",\"publicEvent\":false}");
        assertEquals(201, created.statusCode(), created.body());
        long id = json(created).getJsonNumber("id").longValue();
        assertEquals(404, send("GET", "api/tournaments/" + id, null, null).statusCode(), "private");
        assertEquals(404, send("GET", "tournaments/" + id + "/export/csv", null, null).statusCode(), "private export");
        // Logged in through the form (a session, which the API never reads), the page's export links work.
        var browser = new ResultsEntryLoad.FormSession(base.toURI());
        browser.login("admin", "it-admin-password");
        String overview = browser.page("tournaments/" + id);
        assertTrue(overview.contains("/tournaments/" + id + "/export/csv\""), overview);
        HttpResponse<String> csv = browser.get("tournaments/" + id + "/export/csv");
        assertEquals(200, csv.statusCode(), csv.body());
        assertTrue(csv.headers().firstValue("Content-Disposition").orElse("").contains(".csv"));
        assertEquals(404, browser.get("tournaments/" + id + "/export/docx").statusCode(), "unknown format");
        assertEquals(403, send("PUT", "api/tournaments/" + id + "/status", arbiter, "{\"status\":\"FINISHED\"}").statusCode());
        HttpResponse<String> bad = send("POST", "api/tournaments", arbiter,
                "{\"name\":\"\",\"variant\":\"chess\",\"scoring\":\"1-2-3\",\"tieBreaks\":\"XYZ\"}");
        assertEquals(400, bad.statusCode());
        JsonObject fields = json(bad).getJsonObject("fields");
        for (String f : List.of("name", "variant", "scoring", "tieBreaks")) {
            assertTrue(fields.containsKey(f), f + " in " + fields);
        }
    }

    /**
     * In headless Chromium: an arbiter logs in; the dashboard of the management page lists round 1's boards
     * without a result; on the results entry page the focus is on board 1 of the sheet, and typing the results
     * in board order (1, then =) and Enter saves them without the mouse; the dashboard then has no board without
     * a result and offers the next step, and the public crosstable shows the results.
     */
    @Test
    void anArbiterEntersARoundWithTheKeyboardAndThePublicCrosstableShowsIt() throws Exception {
        Browser.require();
        long id = createTournament("Klavye " + UUID.randomUUID().toString().substring(0, 5), "ROUND_ROBIN", "turkish");
        enterNewPlayers(id, 4);
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{\"all\":true}").statusCode());
        assertEquals(200, send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "").statusCode());
        try (Browser browser = Browser.start()) {
            WebDriver d = browser.driver();
            WebDriverWait wait = new WebDriverWait(d, Duration.ofSeconds(20));
            d.get(base.toURI().resolve("arbiter/tournaments/" + id).toString());
            browser.logIn(arbiterName, "arbiter-password-1");
            // the dashboard: both boards of round 1 lack a result; the next step is entering them
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("dashboard")));
            assertTrue(d.findElement(By.id("missing-r1-b1")).getText().startsWith("Round 1, board 1: 1."),
                    d.findElement(By.id("todo-missing")).getText());
            assertEquals(1, d.findElements(By.id("missing-r1-b2")).size());
            assertTrue(d.findElement(By.id("todo-publish")).getText().contains("round 2, 3"),
                    d.findElement(By.id("todo-publish")).getText());
            assertEquals("Enter the results of round 1", d.findElement(By.id("next-step-button")).getText());
            assertTrue(d.findElement(By.id("sheet-link")).getDomAttribute("href").endsWith("/tournaments/" + id + "/rounds/1/sheet"),
                    "the printable pairing sheet of the round in play is linked at the top");
            assertEquals(1, d.findElements(By.cssSelector("#round-3 a[href$='/tournaments/" + id + "/rounds/3/sheet']")).size(),
                    "and each round's in the list of rounds");
            assertEquals(1, d.findElements(By.id("standings-print-link")).size());
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "arbiter-dashboard.png"));

            // the entry page by the keyboard only: focus on board 1, "1" sets 1-0 and goes to board 2, "=" and Enter
            d.findElement(By.id("next-step-button")).sendKeys(Keys.ENTER);
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("sheet")));
            WebElement r1 = d.findElement(By.id("r1"));
            WebElement r2 = d.findElement(By.id("r2"));
            wait.until(x -> r1.equals(x.switchTo().activeElement()));
            d.switchTo().activeElement().sendKeys("1");
            wait.until(x -> r2.equals(x.switchTo().activeElement()));
            assertEquals("1-0", r1.getDomProperty("value"));
            assertEquals("", d.findElement(By.cssSelector("#b1 .res")).getText(), "nothing saved before Enter");
            d.switchTo().activeElement().sendKeys("=", Keys.ENTER);
            wait.until(ExpectedConditions.textToBe(By.cssSelector("#b1 .res"), "1-0"));
            wait.until(ExpectedConditions.textToBe(By.cssSelector("#b2 .res"), "½-½"));
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("sheet-status"), "Results saved: 2"));
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "results-entry.png"));

            // the dashboard has no board left without a result: the next step is publishing round 2
            d.get(base.toURI().resolve("arbiter/tournaments/" + id).toString());
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("dashboard")));
            assertEquals(0, d.findElements(By.id("todo-missing")).size(), d.findElement(By.id("dashboard")).getText());
            assertEquals("Publish round 2", d.findElement(By.id("next-step-button")).getText());

            for (String page : List.of("arbiter/tournaments/" + id, "arbiter/tournaments/" + id + "/settings", "tournaments/" + id,
                    "tournaments/" + id + "/rounds/1")) {
                d.get(base.toURI().resolve(page).toString());
                assertTrue(d.findElements(By.tagName("h1")).size() == 1, page);
                browser.screenshot(java.nio.file.Path.of("target", "screenshots", page.replace('/', '_') + ".png"));
            }
            d.get(base.toURI().resolve("tournaments/" + id + "/crosstable").toString());
            String table = d.findElement(By.id("standings")).getText();
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "crosstable.png"));
            JsonArray boards = json(send("GET", "api/tournaments/" + id + "/rounds/1", null, null)).getJsonArray("boards");
            assertEquals("1-0", boards.getJsonObject(0).getString("result"));
            assertEquals("½-½", boards.getJsonObject(1).getString("result"));
            // Berger round 1 of 4: 1-4, 2-3. 1 beat 4 (2 points, cell "4w2"), 2 and 3 drew ("3w1", "2b1")
            assertTrue(table.contains("4w2"), table);
            assertTrue(table.contains("3w1"), table);
            assertTrue(table.contains("2b1"), table);
            assertTrue(table.contains("1b0"), table);
        }
    }

    /**
     * In headless Chromium, issue #21 points 1-3: a result already entered is replaced only when the arbiter
     * confirms (Enter) and kept with Esc; the pairing-allocated bye cannot be turned into a requested bye from
     * results entry; impossible withdrawals are refused with a message saying what to do, a possible one is
     * confirmed and the player is shown as withdrawn.
     */
    @Test
    void resultsAndWithdrawalsCannotGoWrongSilently() throws Exception {
        Browser.require();
        long id = createTournament("Dikkat " + UUID.randomUUID().toString().substring(0, 5), "SWISS", "turkish");
        enterNewPlayers(id, 5);
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        assertEquals(200, send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "").statusCode());
        JsonArray round1 = json(send("GET", "api/tournaments/" + id + "/rounds/1", null, null)).getJsonArray("boards");
        int byeBoard = 0;
        for (JsonObject b : round1.getValuesAs(JsonObject.class)) {
            byeBoard = b.getBoolean("bye") ? b.getInt("board") : byeBoard;
        }
        assertEquals(3, byeBoard, "five players: two games and the pairing-allocated bye");
        int firstWhite = round1.getJsonObject(0).getInt("white");
        try (Browser browser = Browser.start()) {
            WebDriver d = browser.driver();
            WebDriverWait wait = new WebDriverWait(d, Duration.ofSeconds(20));
            d.get(base.toURI().resolve("arbiter/tournaments/" + id + "/rounds/1/enter").toString());
            browser.logIn(arbiterName, "arbiter-password-1");
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("entry")));
            WebElement board = d.findElement(By.id("board"));
            WebElement status = d.findElement(By.id("status"));
            wait.until(x -> d.findElement(By.id("r1")).equals(x.switchTo().activeElement())); // the sheet starts
            board.click(); // the quick form: board number, Enter, result, Enter
            wait.until(x -> board.equals(x.switchTo().activeElement()));
            // 1. board 1: 1-0; then 0 on the same board asks, Enter replaces; then = asks, Esc keeps
            d.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "a"), "1", Keys.ENTER);
            d.switchTo().activeElement().sendKeys("1", Keys.ENTER);
            wait.until(ExpectedConditions.textToBe(By.cssSelector("#b1 .res"), "1-0"));
            wait.until(x -> board.equals(x.switchTo().activeElement()));
            d.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "a"), "1", Keys.ENTER);
            d.switchTo().activeElement().sendKeys("0", Keys.ENTER);
            wait.until(x -> status.getText().contains("Board 1 already has 1-0. Replace it with 0-1?"));
            assertEquals("1-0", d.findElement(By.cssSelector("#b1 .res")).getText(), "nothing replaced without asking");
            d.switchTo().activeElement().sendKeys(Keys.ENTER);
            wait.until(ExpectedConditions.textToBe(By.cssSelector("#b1 .res"), "0-1"));
            wait.until(x -> board.equals(x.switchTo().activeElement()));
            d.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "a"), "1", Keys.ENTER);
            d.switchTo().activeElement().sendKeys("=", Keys.ENTER);
            wait.until(x -> status.getText().contains("already has 0-1"));
            d.switchTo().activeElement().sendKeys(Keys.ESCAPE);
            wait.until(x -> status.getText().contains("Board 1 keeps 0-1"));
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "results-entry-confirm.png"));
            // 2. the pairing-allocated bye stays one
            d.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "a"), "3", Keys.ENTER);
            d.switchTo().activeElement().sendKeys("full", Keys.ENTER);
            wait.until(x -> status.getText().contains("pairing-allocated bye"));
            assertEquals("bye (pairing)", d.findElement(By.cssSelector("#b3 .res")).getText());
            // board 2 decided so round 2 can be paired (Esc: from the result back to the board number)
            d.switchTo().activeElement().sendKeys(Keys.ESCAPE);
            wait.until(x -> board.equals(x.switchTo().activeElement()));
            d.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "a"), "2", Keys.ENTER);
            d.switchTo().activeElement().sendKeys("=", Keys.ENTER);
            wait.until(ExpectedConditions.textToBe(By.cssSelector("#b2 .res"), "½-½"));

            // 3. withdrawals: a word, a round already played, a round he is paired in; then a possible one
            assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
            assertEquals("0-1", json(send("GET", "api/tournaments/" + id + "/rounds/1", null, null)).getJsonArray("boards")
                    .getJsonObject(0).getString("result"));
            int paired = json(send("GET", "api/tournaments/" + id + "/rounds/2", arbiter, null)).getJsonArray("boards")
                    .getJsonObject(0).getInt("white");
            assertTrue(withdraw(d, wait, id, firstWhite, "x").contains("'x' is not a round number"));
            assertTrue(withdraw(d, wait, id, firstWhite, "1").contains("already has a result on board 1 of round 1 (0-1): "
                    + "withdraw him from round 2 or later"));
            assertTrue(withdraw(d, wait, id, paired, "2").contains("is paired on board 1 of round 2, which has no result yet"));
            String done = withdraw(d, wait, id, paired, "3");
            assertTrue(done.contains("is withdrawn from round 3"), done);
            String row = d.findElement(By.xpath("//tr[td[1][normalize-space()='" + paired + "']]")).getText();
            assertTrue(row.contains("(withdrawn from round 3)"), row);
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "withdrawal.png"));
            assertEquals(1, d.findElements(By.xpath("//em[starts-with(normalize-space(),'(withdrawn from round')]")).size(),
                    "only the possible withdrawal was saved");

            // 4. (issue 33) replacing a round 1 result after round 2 was paired names the round paired on the old one
            d.get(base.toURI().resolve("arbiter/tournaments/" + id + "/rounds/1/enter").toString());
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("entry")));
            WebElement board2 = d.findElement(By.id("board"));
            WebElement status2 = d.findElement(By.id("status"));
            wait.until(x -> d.findElement(By.id("r1")).equals(x.switchTo().activeElement()));
            board2.click();
            wait.until(x -> board2.equals(x.switchTo().activeElement()));
            d.switchTo().activeElement().sendKeys(Keys.chord(Keys.CONTROL, "a"), "2", Keys.ENTER);
            d.switchTo().activeElement().sendKeys("1", Keys.ENTER);
            wait.until(x -> status2.getText().contains("Round 2 was already paired on the old result"));
            assertTrue(status2.getText().contains("Board 2 already has ½-½"), status2.getText());
            d.switchTo().activeElement().sendKeys(Keys.ESCAPE);
            wait.until(x -> status2.getText().contains("Board 2 keeps ½-½"));
        }
    }

    /**
     * Issue #21 points 5 and 8, in headless Chromium: pairing round 1 says that the tournament is now running;
     * changing the scoring after results were entered warns and needs a second Save; the page speaks the
     * arbiter's words (no enum names, no field names of the API).
     */
    @Test
    void theArbiterIsToldOfTheStatusAndWarnedBeforeTheScoringChanges() throws Exception {
        Browser.require();
        long id = createTournament("Puan " + UUID.randomUUID().toString().substring(0, 5), "ROUND_ROBIN", "turkish");
        enterNewPlayers(id, 4);
        try (Browser browser = Browser.start()) {
            WebDriver d = browser.driver();
            WebDriverWait wait = new WebDriverWait(d, Duration.ofSeconds(20));
            d.get(base.toURI().resolve("arbiter/tournaments/" + id).toString());
            browser.logIn(arbiterName, "arbiter-password-1");
            WebElement pair = wait.until(ExpectedConditions.elementToBeClickable(By.xpath("//button[.='Pair the next round']")));
            String statusOptions = d.findElement(By.name("status")).getText();
            assertTrue(statusOptions.contains("Planned") && !statusOptions.contains("PLANNED"), statusOptions);
            pair.click();
            String told = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("p.ok"))).getText();
            assertEquals("Round 1 is paired. The tournament is now running (it was planned).", told);

            assertEquals(200, send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "").statusCode());
            long v = json(send("GET", "api/tournaments/" + id + "/rounds/1", null, null)).getJsonArray("boards")
                    .getJsonObject(0).getJsonNumber("version").longValue();
            assertEquals(200, send("PUT", "api/tournaments/" + id + "/rounds/1/boards/1", arbiter,
                    "{\"result\":\"1-0\",\"version\":" + v + "}").statusCode());
            d.get(base.toURI().resolve("arbiter/tournaments/" + id + "/settings").toString());
            WebElement scoring = wait.until(ExpectedConditions.presenceOfElementLocated(By.name("scoring")));
            String systemOptions = d.findElement(By.name("system")).getText();
            assertTrue(systemOptions.contains("Round robin") || systemOptions.contains("round robin"), systemOptions);
            assertTrue(!systemOptions.contains("ROUND_ROBIN"), systemOptions);
            scoring.clear();
            scoring.sendKeys("1-0.5-0");
            d.findElement(By.xpath("//form[.//input[@name='scoring']]//button[@type='submit']")).click();
            String warning = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("p.warning"))).getText();
            assertTrue(warning.contains("Results are already entered and scored 2-1-0. Scoring 1-0.5-0"), warning);
            assertEquals("2-1-0", json(send("GET", "api/tournaments/" + id, null, null)).getString("scoring"),
                    "not changed before the arbiter confirms");
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "scoring-warning.png"));
            Browser.submit(d.findElement(By.xpath("//form[.//input[@name='scoring']]//button[@type='submit']")), wait);
            wait.until(ExpectedConditions.not(ExpectedConditions.urlContains("/settings")));
            assertEquals("1-0.5-0", json(send("GET", "api/tournaments/" + id, null, null)).getString("scoring").replace("½", "0.5"));

            d.get(base.toURI().resolve("arbiter/tournaments/" + id + "/settings").toString());
            WebElement end = wait.until(ExpectedConditions.presenceOfElementLocated(By.name("endDate")));
            ((org.openqa.selenium.JavascriptExecutor) d).executeScript("arguments[0].value = '2026-11-01';", end);
            d.findElement(By.xpath("//form[.//input[@name='scoring']]//button[@type='submit']")).click();
            String error = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("p.error"))).getText();
            assertTrue(error.contains("End date is before the start date"), error);
            assertTrue(!error.contains("endDate"), error);
        }
    }

    /** Types {@code from} in the withdrawal form of start number {@code player} and returns the page's message. */
    private String withdraw(WebDriver d, WebDriverWait wait, long id, int player, String from) throws Exception {
        d.get(base.toURI().resolve("arbiter/tournaments/" + id).toString());
        WebElement input = wait.until(ExpectedConditions.presenceOfElementLocated(
                By.xpath("//tr[td[1][normalize-space()='" + player + "']]//input[@name='fromRound']")));
        input.clear();
        input.sendKeys(from, Keys.ENTER);
        return wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("p.error, p.ok"))).getText();
    }

    /**
     * Load on loopback: 50 arbiters, each logged in with its own session, enter results on the keyboard
     * page's endpoint at once, five of them on each of 10 boards, so most writes race. Each waits 200-600 ms
     * between results (typing); 20 results each, 1,000 in all. Asserted: every request answered 200 or 409,
     * every accepted write moved its board exactly one version on (no lost update) and is in the audit trail.
     * The latencies are printed only: how fast is measured by {@code hakem bench results-entry}, on a quiet
     * machine, never asserted here.
     */
    @Test
    void fiftyArbitersEnterResultsAtOnceWithoutLosingAny() throws Exception {
        var settings = new ResultsEntryLoad.Settings(50, 20, 10, 400);
        var load = new ResultsEntryLoad(base.toURI(), "admin", "it-admin-password"); // creates the arbiters' accounts
        ResultsEntryLoad.Report r = load.run(settings, "load-password-1");
        System.out.printf(java.util.Locale.ROOT, "LOAD results entry: %d arbiters, %d requests in %.1f s: %d accepted, "
                        + "%d conflicts, %d errors; latency p50 %.1f ms, p99 %.1f ms, max %.1f ms (reported, not asserted)%n",
                settings.arbiters(), r.requests(), r.wallSeconds(), r.accepted(), r.conflicts(), r.errors(), r.millisAt(0.5),
                r.millisAt(0.99), r.millisAt(1.0));
        assertEquals(0, r.errors(), "unexpected answers: " + r.lastError());
        assertEquals(settings.arbiters() * settings.resultsPerArbiter(), r.requests(), "every arbiter entered every result");
        assertEquals(r.requests(), r.accepted() + r.conflicts());
        JsonArray finalBoards = json(send("GET", "api/tournaments/" + r.tournamentId() + "/rounds/1", null, null)).getJsonArray("boards");
        assertEquals(settings.boards(), finalBoards.size());
        for (JsonObject b : finalBoards.getValuesAs(JsonObject.class)) {
            int board = b.getInt("board");
            assertEquals((long) r.acceptedPerBoard().getOrDefault(board, 0), b.getJsonNumber("version").longValue(),
                    "board " + board + ": every accepted write moved the version on once, none was overwritten unseen");
        }
        assertEquals(load.boardVersions(r.tournamentId()).values().stream().mapToLong(Long::longValue).sum(),
                (long) r.accepted(), "the load's own reading of the round agrees");
        JsonArray audit = jsonArray(send("GET", "api/tournaments/" + r.tournamentId() + "/audit?limit=1000", ADMIN, null));
        long audited = audit.getValuesAs(JsonObject.class).stream().filter(a -> a.getString("action").equals("result")).count();
        assertEquals(r.accepted(), audited, "every accepted result is in the audit trail");
        assertEquals(audited, load.auditedResults(r.tournamentId()));
    }

    @Test
    void theFirstStartCreatedAFinishedRoundRobinWithGamesAndARunningTournament() throws Exception {
        List<JsonObject> all = jsonArray(send("GET", "api/tournaments", null, null)).getValuesAs(JsonObject.class);
        JsonObject finished = all.stream().filter(t -> t.getString("name").equals("İzmir Kış Turnuvası (demo)")).findFirst()
                .orElseThrow(() -> new AssertionError("no demo round robin in " + all));
        assertEquals("FINISHED", finished.getString("status"));
        long id = finished.getJsonNumber("id").longValue();
        JsonObject standings = json(send("GET", "api/tournaments/" + id + "/standings", null, null));
        assertEquals(5, standings.getInt("afterRound"), "6 players, 5 rounds, all entered");
        String pdn = send("GET", "api/tournaments/" + id + "/export/pdn", null, null).body();
        assertTrue(pdn.contains("1. "), "demo games have moves: " + pdn);
        assertTrue(all.stream().anyMatch(t -> t.getString("name").equals("Ankara Açık (demo)")
                && t.getString("status").equals("RUNNING")), all.toString());
    }

    /**
     * The arbiter's day in print and the player's card (issue #16): the pairing sheet has every board and an
     * empty result cell, its PDF and the wall standings' PDF have the names, the card lists the rounds and the
     * tie-break parts, and the pages speak Turkish with Accept-Language: tr and after ?lang=tr.
     */
    @Test
    void thePairingSheetWallStandingsAndPlayersCardArePrintableInBothLanguages() throws Exception {
        String suffix = UUID.randomUUID().toString().substring(0, 4);
        long id = createTournament("Yazdırma " + suffix, "SWISS", "PTS,BH,SB");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String name = NAMES.get(i) + " " + suffix;
            names.add(name);
            JsonObject p = json(send("POST", "api/players", arbiter, Json.createObjectBuilder().add("name", name)
                    .add("rating", 2100 - 10 * i).build().toString()));
            assertEquals(201, send("POST", "api/tournaments/" + id + "/entries", arbiter,
                    "{\"playerId\":" + p.getJsonNumber("id").longValue() + "}").statusCode());
        }
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        JsonArray boards = json(send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "")).getJsonArray("boards");
        assertEquals(3, boards.size(), "two games and a bye");
        long v = boards.getJsonObject(0).getJsonNumber("version").longValue();
        assertEquals(200, send("PUT", "api/tournaments/" + id + "/rounds/1/boards/1", arbiter,
                "{\"result\":\"1-0\",\"version\":" + v + "}").statusCode());

        // issue 33: the officials as printed (people's names, not accounts), on the sheets, the crosstable and the TRF
        HttpResponse<String> officials = send("PUT", "api/tournaments/" + id + "/officials", arbiter,
                "{\"chiefArbiter\":\"IA Ayşe Kaya\",\"deputyArbiters\":[\"Can Işık\",\" \",\"Gül Şen\"],"
                        + "\"organiser\":\"Bursa Dama Kulübü\"}");
        assertEquals(200, officials.statusCode(), officials.body());
        assertEquals(List.of("Can Işık", "Gül Şen"), json(send("GET", "api/tournaments/" + id + "/officials", null, null))
                .getJsonArray("deputyArbiters").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).toList(), "blank names dropped, the order kept");
        assertEquals(401, send("PUT", "api/tournaments/" + id + "/officials", null, "{}").statusCode());
        HttpResponse<String> tooMany = send("PUT", "api/tournaments/" + id + "/officials", arbiter,
                "{\"deputyArbiters\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\",\"h\",\"i\",\"j\",\"k\"]}");
        assertEquals("event.officials.deputies", json(tooMany).getJsonObject("codes").getString("deputyArbiters"),
                tooMany.body());
        String trf = send("GET", "api/tournaments/" + id + "/export/trf", arbiter, null).body();
        assertTrue(trf.contains("\n102 IA Ayşe Kaya\n") && trf.contains("\n112 Can Işık, Gül Şen\n"), trf);
        assertTrue(jsonArray(send("GET", "api/tournaments/" + id + "/audit", arbiter, null)).getValuesAs(JsonObject.class)
                .stream().anyMatch(a -> a.getString("action").equals("officials")));
        String crosstable = send("GET", "tournaments/" + id + "/crosstable", null, null).body();
        assertTrue(crosstable.contains("Chief arbiter: IA Ayşe Kaya"), crosstable);

        String t = "tournaments/" + id;
        HttpResponse<String> sheet = send("GET", t + "/rounds/1/sheet", null, null);
        assertEquals(200, sheet.statusCode(), sheet.body());
        assertTrue(sheet.body().contains("Deputy arbiters: Can Işık, Gül Şen") && sheet.body().contains("Organiser: Bursa Dama Kulübü"),
                sheet.body());
        for (int b = 1; b <= 3; b++) {
            assertTrue(sheet.body().contains("id=\"sheet-board-" + b + "\""), "board " + b + ": " + sheet.body());
        }
        assertTrue(sheet.body().contains("<td class=\"result\"></td>"), "an empty result cell, even for a board with a result");
        assertTrue(sheet.body().contains("Pairing sheet"), sheet.body());
        for (String name : names) {
            assertTrue(sheet.body().contains(name), name);
        }
        for (String pdf : List.of(t + "/rounds/1/sheet.pdf", t + "/standings.pdf", t + "/export/pdf")) {
            HttpResponse<byte[]> file = http.send(HttpRequest.newBuilder(base.toURI().resolve(pdf))
                    .header("Accept-Language", "tr").build(), HttpResponse.BodyHandlers.ofByteArray());
            assertEquals(200, file.statusCode(), pdf);
            assertTrue(file.headers().firstValue("Content-Type").orElse("").startsWith("application/pdf"), pdf);
            try (PdfReader reader = new PdfReader(file.body())) {
                String text = new PdfTextExtractor(reader).getTextFromPage(1);
                for (String name : names) {
                    assertTrue(text.contains(name), pdf + " shows " + name + ": " + text);
                }
                assertTrue(text.contains(pdf.contains("sheet") ? "Masa" : "Puan"), pdf + " in Turkish: " + text);
                if (!pdf.contains("standings")) {
                    assertTrue(text.contains("Başhakem: IA Ayşe Kaya"), pdf + " names the officials: " + text);
                }
            }
        }

        HttpResponse<String> wall = send("GET", t + "/standings/print", null, null);
        assertEquals(200, wall.statusCode());
        assertTrue(wall.body().contains("id=\"wall-standings\"") && wall.body().contains(names.get(0)), wall.body());

        String card = send("GET", t + "/players/1", null, null).body();
        assertTrue(card.contains("id=\"card-round-1\""), card);
        assertTrue(card.contains("/" + t + "/players/"), "the opponent links to their card: " + card);
        assertTrue(card.contains("Buchholz") && card.contains("Sonneborn-Berger"), card);
        assertEquals(404, send("GET", t + "/players/99", null, null).statusCode());
        assertEquals(404, send("GET", t + "/rounds/7/sheet", null, null).statusCode());
        assertTrue(send("GET", t + "/standings", null, null).body().contains("/" + t + "/players/1\""),
                "names in the standings link to the player's card");
        assertTrue(send("GET", t + "/rounds/1", null, null).body().contains("/" + t + "/players/"),
                "names in the round link to the player's card");

        // Turkish: from the browser's language, and from ?lang=tr remembered in a cookie
        String tr = ItHttp.send(http, base, "GET", t + "/rounds/1/sheet", null, null, "Accept-Language", "tr").body();
        assertTrue(tr.contains("Eşleştirme listesi") && tr.contains("Masa") && tr.contains("lang=\"tr\""), tr);
        String trCard = ItHttp.send(http, base, "GET", t + "/players/1", null, null, "Accept-Language", "tr-TR,tr;q=0.9").body();
        assertTrue(trCard.contains("Oyuncu kartı") && trCard.contains("Rakip"), trCard);
        HttpResponse<String> switched = send("GET", t + "/standings?lang=tr", null, null);
        assertTrue(switched.statusCode() == 302 || switched.statusCode() == 303, switched.statusCode() + "");
        String cookie = switched.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("hakem-lang="))
                .findFirst().orElseThrow().split(";")[0];
        String standingsTr = ItHttp.send(http, base, "GET", t + "/standings", null, null, "Cookie", cookie).body();
        assertTrue(standingsTr.contains("Puan durumu") && standingsTr.contains("tur sonunda"), standingsTr);
        String overviewTr = ItHttp.send(http, base, "GET", t, null, null, "Cookie", cookie).body();
        assertTrue(overviewTr.contains("İsviçre sistemi") && overviewTr.contains("Türk daması")
                && overviewTr.contains("20 Kasım 2026"), overviewTr);
        assertEquals(301, send("GET", "tournaments/results.js", null, null).statusCode(), "the script's old address sends to the asset");
    }

    /**
     * Issue 33, categories: the registry knows a player's sex (m/w, refused otherwise); the arbiter chooses the women's,
     * junior, senior and rating-group rankings through the API (bad ages and bounds refused, field by field; anonymous
     * callers may not); the standings (API, JSON and CSV exports) rank each category by the overall places, ages
     * counted from the birth year at the event's year (2026), the TRF writes the sex, and the standings page, the wall
     * print and the PDF show the categories in both languages.
     */
    @Test
    void categoriesRankWomenJuniorsSeniorsAndRatingGroupsOnTheStandingsAndExports() throws Exception {
        String suffix = UUID.randomUUID().toString().substring(0, 4);
        long id = createTournament("Kategori " + suffix, "SWISS", "PTS,BH");
        // by rating the start numbers are: 1 Ahmet (m, 1980), 2 Bahar (w, 2014: U12), 3 Deniz (2012: U14), 4 Cemile (w, 1970: 50+)
        String[][] players = {{"Ahmet", "m", "1980", "2100"}, {"Bahar", "w", "2014", "1900"}, {"Cemile", "W", "1970", "1500"},
                {"Deniz", "", "2012", "1700"}};
        for (String[] p : players) {
            jakarta.json.JsonObjectBuilder b = Json.createObjectBuilder().add("name", p[0] + " " + suffix).add("birthYear", Integer.parseInt(p[2]))
                    .add("rating", Integer.parseInt(p[3])).add("club", "Kulüp " + suffix);
            if (!p[1].isEmpty()) {
                b.add("sex", p[1]);
            }
            HttpResponse<String> created = send("POST", "api/players", arbiter, b.build().toString());
            assertEquals(201, created.statusCode(), created.body());
            assertEquals(p[1].isEmpty() ? null : p[1].toLowerCase(java.util.Locale.ROOT), json(created).getString("sex", null));
            assertEquals(201, send("POST", "api/tournaments/" + id + "/entries", arbiter,
                    "{\"playerId\":" + json(created).getJsonNumber("id").longValue() + "}").statusCode());
        }
        HttpResponse<String> badSex = send("POST", "api/players", arbiter, "{\"name\":\"X " + suffix + "\",\"sex\":\"f\"}");
        assertEquals(400, badSex.statusCode(), badSex.body());
        assertEquals("player.sex.unknown", json(badSex).getJsonObject("codes").getString("sex"));

        String categories = "api/tournaments/" + id + "/categories";
        assertEquals("", json(send("GET", categories, null, null)).getString("code"));
        HttpResponse<String> bad = send("PUT", categories, arbiter, "{\"juniors\":[11],\"ratingBounds\":[1800,1600]}");
        assertEquals(400, bad.statusCode(), bad.body());
        assertEquals("event.categories.junior", json(bad).getJsonObject("codes").getString("juniors"));
        assertEquals("event.categories.bounds", json(bad).getJsonObject("codes").getString("ratingBounds"));
        assertEquals(401, send("PUT", categories, null, "{\"women\":true}").statusCode());
        HttpResponse<String> chosen = send("PUT", categories, arbiter,
                "{\"women\":true,\"juniors\":[14,12],\"seniors\":[50],\"ratingBounds\":[1600,1800]}");
        assertEquals(200, chosen.statusCode(), chosen.body());
        assertEquals("W U12 U14 50+ R1600/1800", json(chosen).getString("code"));
        assertTrue(jsonArray(send("GET", "api/tournaments/" + id + "/audit", arbiter, null)).getValuesAs(JsonObject.class)
                .stream().anyMatch(a -> a.getString("action").equals("categories")
                        && a.getString("newValue").equals("W U12 U14 50+ R1600/1800")));

        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        JsonArray boards = json(send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "")).getJsonArray("boards");
        for (int b = 1; b <= boards.size(); b++) {
            long v = boards.getJsonObject(b - 1).getJsonNumber("version").longValue();
            assertEquals(200, send("PUT", "api/tournaments/" + id + "/rounds/1/boards/" + b, arbiter,
                    "{\"result\":\"0-2\",\"version\":" + v + "}").statusCode());
        }
        JsonObject standings = json(send("GET", "api/tournaments/" + id + "/standings", null, null));
        Map<Integer, Integer> rank = new HashMap<>();
        standings.getJsonArray("rows").getValuesAs(JsonObject.class).forEach(r -> rank.put(r.getInt("startNumber"), r.getInt("rank")));
        Map<String, List<Integer>> members = new java.util.LinkedHashMap<>();
        for (JsonObject c : standings.getJsonArray("categories").getValuesAs(JsonObject.class)) {
            List<JsonObject> rows = c.getJsonArray("rows").getValuesAs(JsonObject.class);
            members.put(c.getString("code"), rows.stream().map(r -> r.getInt("startNumber")).toList());
            for (int i = 0; i < rows.size(); i++) { // the category keeps the overall order, and says the overall place
                assertEquals(rank.get(rows.get(i).getInt("startNumber")), rows.get(i).getInt("rank"), c.toString());
                if (i > 0) {
                    assertTrue(rows.get(i - 1).getInt("rank") <= rows.get(i).getInt("rank"), c.toString());
                }
            }
            assertEquals(1, rows.get(0).getInt("place"), c.toString());
        }
        assertEquals(List.of("W", "U12", "U14", "50+", "R<1600", "R1600-1799", "R≥1800"), List.copyOf(members.keySet()));
        assertEquals(java.util.Set.of(2, 4), java.util.Set.copyOf(members.get("W")));
        assertEquals(List.of(2), members.get("U12"));
        assertEquals(java.util.Set.of(2, 3), java.util.Set.copyOf(members.get("U14")));
        assertEquals(List.of(4), members.get("50+"));
        assertEquals(List.of(4), members.get("R<1600"));
        assertEquals(List.of(3), members.get("R1600-1799"));
        assertEquals(java.util.Set.of(1, 2), java.util.Set.copyOf(members.get("R≥1800")));

        String csv = send("GET", "api/tournaments/" + id + "/export/csv", null, null).body();
        assertTrue(csv.lines().findFirst().orElseThrow().endsWith(",categories"), csv);
        assertTrue(csv.lines().anyMatch(l -> l.contains("Cemile " + suffix) && l.contains("W ") && l.contains("50+ 1")), csv);
        assertEquals(7, json(send("GET", "api/tournaments/" + id + "/export/json", null, null)).getJsonArray("categories").size());
        String trf = send("GET", "api/tournaments/" + id + "/export/trf", null, null).body();
        assertTrue(trf.lines().anyMatch(l -> l.startsWith("001") && l.contains("Bahar " + suffix) && l.charAt(9) == 'w'), trf);
        assertTrue(trf.lines().anyMatch(l -> l.startsWith("001") && l.contains("Ahmet " + suffix) && l.charAt(9) == 'm'), trf);
        assertTrue(trf.lines().anyMatch(l -> l.startsWith("001") && l.contains("Deniz " + suffix) && l.charAt(9) == ' '), trf);
        categoryPages(id, suffix);
    }

    /** The categories on the standings page, the wall print and the PDF, in both languages. */
    private void categoryPages(long id, String suffix) throws Exception {
        String t = "tournaments/" + id;
        String en = ItHttp.send(http, base, "GET", t + "/standings", null, null, "Accept-Language", "en").body();
        assertTrue(en.contains("id=\"categories\"") && en.contains("Women") && en.contains("Under 12")
                && en.contains("50 and over") && en.contains("Rating below 1600") && en.contains("Place in category"), en);
        String tr = ItHttp.send(http, base, "GET", t + "/standings", null, null, "Accept-Language", "tr").body();
        assertTrue(tr.contains("Kadınlar") && tr.contains("12 yaş altı") && tr.contains("Derecesi 1600–1799")
                && tr.contains("Kategori sırası"), tr);
        String wall = ItHttp.send(http, base, "GET", t + "/standings/print", null, null, "Accept-Language", "tr").body();
        assertTrue(wall.contains("id=\"categories\"") && wall.contains("50 yaş ve üstü") && wall.contains("Cemile " + suffix), wall);
        HttpResponse<byte[]> pdf = http.send(HttpRequest.newBuilder(base.toURI().resolve(t + "/standings.pdf"))
                .header("Accept-Language", "tr").build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, pdf.statusCode());
        try (PdfReader reader = new PdfReader(pdf.body())) {
            StringBuilder text = new StringBuilder();
            for (int p = 1; p <= reader.getNumberOfPages(); p++) {
                text.append(new PdfTextExtractor(reader).getTextFromPage(p));
            }
            assertTrue(text.toString().contains("Kadınlar") && text.toString().contains("Derecesi 1600 altında"), text.toString());
        }
        // the settings page's block: shown with the choice, saved through its own form, refused with the reason
        HttpClient admin = ItHttp.loggedIn(base, "admin", "it-admin-password");
        String settings = ItHttp.send(admin, base, "GET", "arbiter/" + t + "/settings", null, null).body();
        assertTrue(settings.contains("id=\"category-settings\"") && settings.matches("(?s).*id=\"c-women\"[^>]*checked.*"), settings);
        String csrf = org.hakem.cli.ResultsEntryLoad.field(settings, "_csrf");
        HttpResponse<String> saved = admin.send(HttpRequest.newBuilder(base.toURI().resolve("arbiter/" + t + "/categories"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + java.net.URLEncoder.encode(csrf, StandardCharsets.UTF_8)
                        + "&women=true&juniors=16&clubs=true&ratingBounds=1500")).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(saved.statusCode() == 302 || saved.statusCode() == 303, saved.statusCode() + " " + saved.body());
        assertEquals("W U16 R1500 CLUB", json(send("GET", "api/tournaments/" + id + "/categories", null, null)).getString("code"));
        HttpResponse<String> refused = admin.send(HttpRequest.newBuilder(base.toURI().resolve("arbiter/" + t + "/categories"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", "tr")
                .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + java.net.URLEncoder.encode(csrf, StandardCharsets.UTF_8)
                        + "&ratingBounds=1800,1600")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("id=\"categories-errors\"") && refused.body().contains("derece sınırları"), refused.body());
        assertEquals("W U16 R1500 CLUB", json(send("GET", "api/tournaments/" + id + "/categories", null, null)).getString("code"));
    }

    /**
     * Issue 33, players at the speed of the event table, through the API in Turkish: a rating list from a Turkish
     * spreadsheet (Turkish column names, ';'), its faults in Turkish; many players entered at once from a pasted list
     * and registry ids, each line answered (entered, ambiguous, on the list only, unknown, already entered); the missing
     * ones registered from the list (club and birth year kept) or by name; a new player registered and entered in one
     * step, a namesake stopping it until the arbiter says it is another person.
     */
    @Test
    void manyPlayersAreEnteredAtOnceFromAPastedListAndARatingList() throws Exception {
        String tag = letters();
        long id = createTournament("Toplu " + tag, "SWISS", "turkish");
        long ali = json(send("POST", "api/players", arbiter, "{\"name\":\"Ali Kaçar " + tag + "\",\"federation\":\"TUR\","
                + "\"rating\":1900,\"fmjdId\":\"F" + tag + "1\"}")).getJsonNumber("id").longValue();
        send("POST", "api/players", arbiter, "{\"name\":\"Can Öz " + tag + "\",\"federation\":\"TUR\"}");
        send("POST", "api/players", arbiter, "{\"name\":\"Can Öz " + tag + "\",\"federation\":\"AZE\"}");
        long ece = json(send("POST", "api/players", arbiter, "{\"name\":\"Ece Su " + tag + "\",\"rating\":2000}"))
                .getJsonNumber("id").longValue();
        HttpResponse<String> bad = send("POST", "api/ratings/lists?type=fmjd-64&date=2026-01-01", arbiter,
                "Sıra;Ad Soyad;Puan\n1;Deniz Liste;2100\n", "Accept-Language", "tr");
        assertEquals(400, bad.statusCode(), bad.body());
        assertTrue(bad.body().contains("satır 1, sütun 1: bilinmeyen sütun 'Sıra'; sütunlar: fmjd no, ad soyad"), bad.body());
        HttpResponse<String> imported = send("POST", "api/ratings/lists?type=fmjd-64&date=2026-01-01&name=tdf-" + tag
                + ".csv", arbiter, "FMJD No;Ad;Soyad;Federasyon;Kulüp;Doğum Yılı;Unvan;Puan\nL" + tag + ";Deniz;Liste " + tag
                + ";tur;Ankara DSK;1999;MF;2100\n");
        assertEquals(201, imported.statusCode(), imported.body());
        long list = json(imported).getJsonNumber("id").longValue();
        // a list saved by Turkish Excel is Windows-1254, not UTF-8: the API reads it as such (ş ğ İ ı)
        HttpResponse<String> excel = http.send(HttpRequest.newBuilder(base.toURI().resolve(
                "api/ratings/lists?type=fmjd-64&date=2026-01-01&name=excel-" + tag + ".csv"))
                .header("Authorization", arbiter).header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofByteArray(java.nio.file.Files.readAllBytes(
                        org.hakem.testdata.TestData.of("ratinglists", "turkish-excel-1254.csv"))))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(201, excel.statusCode(), excel.body());
        String excelList = send("GET", "api/ratings/lists/" + json(excel).getJsonNumber("id").longValue(), null, null).body();
        assertTrue(excelList.contains("İsmail Işıkçı") && excelList.contains("Ayşe Güneş")
                && excelList.contains("Ağrı Dama İhtisas"), excelList);

        String batch = "api/tournaments/" + id + "/entries/batch";
        JsonObject first = json(send("POST", batch, arbiter, Json.createObjectBuilder()
                .add("lines", Json.createArrayBuilder().add("ali kacar " + tag.toLowerCase()).add(" ").add("Can Öz " + tag)
                        .add("Deniz Liste " + tag).add("Yeni Oyuncu " + tag).add("F" + tag + "1"))
                .add("playerIds", Json.createArrayBuilder().add(ece)).add("listId", list).build().toString(),
                "Accept-Language", "tr"));
        assertEquals(2, first.getInt("entered"), first.toString());
        List<String> outcomes = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (JsonObject l : first.getJsonArray("lines").getValuesAs(JsonObject.class)) {
            outcomes.add(l.getString("outcome"));
            numbers.add(l.getInt("line"));
        }
        assertEquals(List.of("entered", "ambiguous", "on-list", "unknown", "already", "entered"), outcomes);
        assertEquals(List.of(1, 3, 4, 5, 6, 7), numbers, "a blank line counts, as in the box");
        JsonObject ambiguous = first.getJsonArray("lines").getJsonObject(1);
        assertTrue(ambiguous.getString("message").startsWith("satır 3 (Can Öz " + tag + "): kaydedilmedi, satır birden çok "
                + "oyuncuya uyuyor: Can Öz " + tag + " (#"), ambiguous.toString());
        assertEquals(ali, first.getJsonArray("lines").getJsonObject(0).getJsonObject("entry").getJsonNumber("playerId")
                .longValue());
        assertTrue(first.getJsonArray("lines").getJsonObject(2).getString("message").contains("derece listesinde var ama "
                + "sicilde yok"), first.toString());

        JsonObject second = json(send("POST", batch, arbiter, Json.createObjectBuilder()
                .add("lines", Json.createArrayBuilder().add("Deniz Liste " + tag).add("Yeni Oyuncu " + tag).add("#999999999"))
                .add("listId", list).add("createMissing", true).build().toString()));
        assertEquals(2, second.getInt("entered"), second.toString());
        JsonObject deniz = second.getJsonArray("lines").getJsonObject(0);
        assertEquals("created", deniz.getString("outcome"));
        assertEquals(2100, deniz.getJsonObject("entry").getInt("rating"));
        assertEquals("Ankara DSK", deniz.getJsonObject("entry").getString("club"));
        JsonObject registered = json(send("GET", "api/players/" + deniz.getJsonObject("entry").getJsonNumber("playerId")
                .longValue(), null, null));
        assertEquals("L" + tag, registered.getString("fmjdId"));
        assertEquals(1999, registered.getInt("birthYear"));
        assertEquals("MF", registered.getString("title"));
        assertEquals("created", second.getJsonArray("lines").getJsonObject(1).getString("outcome"));
        assertEquals("unknown", second.getJsonArray("lines").getJsonObject(2).getString("outcome"),
                "a registry number nobody has creates nobody");

        HttpResponse<String> namesake = send("POST", "api/tournaments/" + id + "/entries", arbiter,
                "{\"player\":{\"name\":\"Ece Su " + tag + "\",\"rating\":1500}}");
        assertEquals(400, namesake.statusCode(), namesake.body());
        assertTrue(namesake.body().contains("event.new-player.namesake"), namesake.body());
        HttpResponse<String> other = send("POST", "api/tournaments/" + id + "/entries", arbiter,
                "{\"player\":{\"name\":\"Ece Su " + tag + "\",\"rating\":1500,\"federation\":\"tur\"},"
                        + "\"namesakeIsOther\":true}");
        assertEquals(201, other.statusCode(), other.body());
        assertEquals("TUR", json(other).getString("federation"));
        assertEquals(5, json(send("GET", "api/tournaments/" + id, arbiter, null)).getJsonArray("entries").size());
        assertEquals(401, send("POST", batch, null, "{\"lines\":[\"Kimse " + tag + "\"],\"createMissing\":true}")
                .statusCode(), "anonymous may not");

        // the starting rank: by hand before round 1 (reversed), then refused once round 1 is paired
        JsonArray entries = json(send("GET", "api/tournaments/" + id, arbiter, null)).getJsonArray("entries");
        JsonArrayBuilderHolder reversed = new JsonArrayBuilderHolder();
        for (int i = entries.size() - 1; i >= 0; i--) {
            reversed.b.add(entries.getJsonObject(i).getJsonNumber("id").longValue());
        }
        String last = entries.getJsonObject(entries.size() - 1).getString("name");
        HttpResponse<String> ranked = send("PUT", "api/tournaments/" + id + "/starting-rank", arbiter,
                Json.createObjectBuilder().add("entries", reversed.b).build().toString());
        assertEquals(200, ranked.statusCode(), ranked.body());
        assertTrue(json(ranked).getBoolean("byHand"));
        assertEquals(last, json(ranked).getJsonArray("entries").getJsonObject(0).getString("name"));
        assertEquals(1, json(send("GET", "api/tournaments/" + id, arbiter, null)).getJsonArray("entries").getValuesAs(
                JsonObject.class).stream().filter(x -> x.getString("name").equals(last)).findFirst().orElseThrow()
                .getInt("startNumber"));
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        HttpResponse<String> late = send("PUT", "api/tournaments/" + id + "/starting-rank", arbiter, "{\"automatic\":true}",
                "Accept-Language", "tr");
        assertEquals(400, late.statusCode(), late.body());
        assertTrue(late.body().contains("başlangıç sıralaması 1. tur eşleştirilmeden önce belirlenir"), late.body());
    }

    /**
     * Issue 33 on the management page, in Turkish: a pasted list answered line by line (the lines that entered nobody
     * stay in the box), several registry players ticked and entered with one submit, and a new player registered and
     * entered from the page.
     */
    @Test
    void theManagementPageEntersManyPlayersAndANewOneInTurkish() throws Exception {
        Browser.require();
        String tag = letters();
        long id = createTournament("Sayfa " + tag, "SWISS", "turkish");
        send("POST", "api/players", arbiter, "{\"name\":\"Can Öz " + tag + "\",\"federation\":\"TUR\"}");
        send("POST", "api/players", arbiter, "{\"name\":\"Can Öz " + tag + "\",\"federation\":\"AZE\"}");
        try (Browser browser = Browser.start("tr")) {
            WebDriver d = browser.driver();
            WebDriverWait wait = browser.waiting(Duration.ofSeconds(20));
            d.get(base.toURI().resolve("arbiter/tournaments/" + id).toString());
            browser.logIn(arbiterName, "arbiter-password-1");
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("enter-lines")));
            d.findElement(By.id("enter-lines")).sendKeys("Can Öz " + tag + "\nBora Tek " + tag);
            d.findElement(By.id("enter-create")).click();
            Browser.submit(d.findElement(By.cssSelector("#enter-many-form button[type=submit]")), wait);
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("batch-report")));
            assertEquals("1 oyuncu kaydedildi, 1 satır kaydedilmedi: her satır aşağıda.",
                    d.findElement(By.id("message")).getText());
            String report = d.findElement(By.id("batch-report")).getText();
            assertTrue(report.contains("satır 1 (Can Öz " + tag + "): kaydedilmedi, satır birden çok oyuncuya uyuyor"), report);
            assertTrue(report.contains("satır 2 (Bora Tek " + tag + "): Bora Tek " + tag + " oyuncu siciline eklendi ve "
                    + "kaydedildi, başlangıç numarası 1"), report);
            assertEquals("Can Öz " + tag, d.findElement(By.id("enter-lines")).getAttribute("value").strip(),
                    "the line that entered nobody stays in the box");
            assertTrue(d.findElement(By.id("entries")).getText().contains("Bora Tek " + tag));

            WebElement find = d.findElement(By.id("find-player"));
            find.clear();
            find.sendKeys("Can Öz " + tag);
            Browser.submit(d.findElement(By.cssSelector("#find-player-form button[type=submit]")), wait);
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("enter-many-candidates")));
            List<WebElement> ticks = d.findElements(By.cssSelector("#enter-many-candidates input[type=checkbox]"));
            assertEquals(2, ticks.size());
            ticks.forEach(WebElement::click);
            Browser.submit(d.findElement(By.cssSelector("#enter-many-form button[type=submit]")), wait);
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("batch-report")));
            assertEquals("2 oyuncu kaydedildi, 0 satır kaydedilmedi: her satır aşağıda.",
                    d.findElement(By.id("message")).getText());
            assertEquals(2, d.findElements(By.xpath("//table[@id='entries']//tr[td[2][starts-with(normalize-space(), 'Can Öz "
                    + tag + "')]]")).size(), "both namesakes are entered");

            d.findElement(By.cssSelector("#new-player summary")).click();
            d.findElement(By.id("np-name")).sendKeys("Nur Ak " + tag);
            d.findElement(By.id("np-federation")).sendKeys("TUR");
            d.findElement(By.id("np-rating")).sendKeys("2300");
            Browser.submit(d.findElement(By.cssSelector("#new-player-form button[type=submit]")), wait);
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("message")));
            assertEquals("Nur Ak " + tag + " sicile eklendi ve kaydedildi, başlangıç numarası 1.",
                    d.findElement(By.id("message")).getText(), "the highest rating ranks first");
            assertTrue(d.findElement(By.id("entries")).getText().contains("Nur Ak " + tag));
            assertTrue(d.findElement(By.id("starting-rank")).getText().contains("önce derece, sonra unvan"));
            d.findElement(By.id("rank-player")).sendKeys("2");
            d.findElement(By.id("rank-to")).sendKeys("1");
            Browser.submit(d.findElement(By.cssSelector("#rank-form button[type=submit]")), wait);
            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("rank-auto-form")));
            assertEquals("Bora Tek " + tag, d.findElement(By.xpath("//table[@id='entries']//tr[td[1][normalize-space()='1']]/td[2]"))
                    .getText().strip(), "moved by hand to number 1");
            assertTrue(d.findElement(By.id("starting-rank")).getText().contains("elle belirlendi"));
            browser.screenshot(java.nio.file.Path.of("target", "screenshots", "enter-many-tr.png"));
        }
    }

    /**
     * Issue 34, the round's feed in and out: a local PDN source (an HTTP server in the test's JVM) serves a growing
     * file for a whole round; attached to the round, its games are recorded on the boards they name (by players'
     * names in capitals, by a Board tag), step by step; an illegal move stops its board with a clear message; the
     * source's results are shown until the arbiter lets them in. The round's live.pdn then holds the games, read back
     * by Hakem's reader and replayed by the rules, with an ETag that answers 304.
     */
    @Test
    void aRoundFollowsALocalPdnSourceAndIsItselfAFeed() throws Exception {
        long id = createTournament("Canlı Yayın " + UUID.randomUUID().toString().substring(0, 5), "SWISS", "fmjd");
        enterNewPlayers(id, 6);
        assertEquals(201, send("POST", "api/tournaments/" + id + "/rounds", arbiter, "{}").statusCode());
        assertEquals(200, send("POST", "api/tournaments/" + id + "/rounds/1/publish", arbiter, "").statusCode());
        String live = "api/live/tournaments/" + id + "/rounds/1";
        List<JsonObject> boards = json(send("GET", live, null, null)).getJsonArray("boards")
                .getValuesAs(JsonObject.class);
        assertEquals(3, boards.size());

        java.util.concurrent.atomic.AtomicReference<String> served = new java.util.concurrent.atomic.AtomicReference<>("");
        com.sun.net.httpserver.HttpServer source = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        source.createContext("/round.pdn", x -> {
            byte[] body = served.get().getBytes(StandardCharsets.UTF_8);
            x.getResponseHeaders().add("ETag", "\"" + Integer.toHexString(served.get().hashCode()) + "\"");
            x.sendResponseHeaders(200, body.length);
            x.getResponseBody().write(body);
            x.close();
        });
        source.start();
        try {
            String url = "http://127.0.0.1:" + source.getAddress().getPort() + "/round.pdn";
            assertEquals(401, send("PUT", live + "/source", null, "{\"url\":\"" + url + "\"}").statusCode());
            assertEquals(400, send("PUT", live + "/source", arbiter, "{\"url\":\"file:///etc/passwd\"}").statusCode());
            for (int plies : new int[] {2, 6, 10}) {
                served.set(feedRound(boards, plies, false, "*"));
                if (plies == 2) {
                    HttpResponse<String> put = send("PUT", live + "/source", arbiter, "{\"url\":\"" + url + "\"}");
                    assertEquals(200, put.statusCode(), put.body());
                    assertFalse(json(put).getBoolean("results"), "the source's results wait for the arbiter by default");
                }
                followUntil(live, b -> b.getInt("plies") == plies, "every board at ply " + plies);
            }
            JsonObject now = json(send("GET", live, null, null));
            for (JsonObject b : now.getJsonArray("boards").getValuesAs(JsonObject.class)) {
                assertEquals("FEED", b.getString("source"));
                assertEquals("RECORDING", b.getString("status"));
                assertFalse(b.getString("fen").isBlank());
                assertFalse(b.getString("lastMove").isBlank());
            }

            // an illegal move on board 2 stops that board only, with the game, ply and move named
            served.set(feedRound(boards, 12, true, "*"));
            JsonObject stopped = followUntil(live, b -> b.getInt("board") != 2 ? b.getInt("plies") == 12
                    : b.getString("status").equals("STOPPED"), "board 2 stopped, the others at ply 12");
            JsonObject board2 = stopped.getJsonArray("boards").getJsonObject(1);
            assertEquals(12, board2.getInt("plies"), "the legal plies before the illegal move are kept");
            assertTrue(board2.getString("note").contains("ply 13"), board2.toString());
            JsonObject shown = json(send("GET", live + "/source", arbiter, null, "Accept-Language", "tr"));
            assertEquals(2, shown.getJsonArray("stopped").getJsonObject(0).getInt("board"));
            assertTrue(shown.getJsonArray("stopped").getJsonObject(0).getString("note").contains("13. yarım hamle"),
                    shown.toString());

            // results: shown, not entered, until the arbiter lets the source's results in
            served.set(feedRound(boards, 12, true, "1-0"));
            JsonObject read = json(send("POST", live + "/source/poll", arbiter, ""));
            assertEquals("live.source.read", read.getString("statusCode"), read.toString());
            assertTrue(read.getString("status").contains("1: 1-0"), read.toString());
            assertEquals("*", json(send("GET", live, null, null)).getJsonArray("boards").getJsonObject(0)
                    .getString("result"));
            assertEquals(200, send("PUT", live + "/source", arbiter, "{\"url\":\"" + url + "\",\"results\":true}")
                    .statusCode());
            followUntil(live, b -> b.getInt("board") == 2 || b.getString("result").equals("1-0"),
                    "the results of boards 1 and 3 entered");
            assertTrue(jsonArray(send("GET", "api/tournaments/" + id + "/audit", arbiter, null))
                    .getValuesAs(JsonObject.class).stream().anyMatch(a -> a.getString("action").equals("feed source")),
                    "attaching a source is audited");

            // the arbiter's page of the source, in Turkish: the address, the stopped board, and a poll by its form
            HttpClient session = ItHttp.loggedIn(base, arbiterName, "arbiter-password-1");
            String page = "arbiter/tournaments/" + id + "/rounds/1/source";
            HttpResponse<String> shownPage = session.send(HttpRequest.newBuilder(base.toURI().resolve(page))
                    .header("Accept-Language", "tr").build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertEquals(200, shownPage.statusCode(), shownPage.body());
            assertTrue(shownPage.body().contains(url) && shownPage.body().contains("Kaynağın durdurduğu masalar")
                    && shownPage.body().contains("13. yarım hamle"), shownPage.body());
            HttpResponse<String> pollForm = session.send(HttpRequest.newBuilder(base.toURI().resolve(page))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", "tr")
                    .POST(HttpRequest.BodyPublishers.ofString("action=poll&_csrf=" + java.net.URLEncoder.encode(
                            ResultsEntryLoad.field(shownPage.body(), "_csrf"), StandardCharsets.UTF_8))).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertEquals(302, pollForm.statusCode(), pollForm.body());
        } finally {
            source.stop(0);
        }

        // the round as a feed: every game, valid PDN whose moves the rules replay, and an ETag
        HttpResponse<String> pdn = send("GET", "tournaments/" + id + "/rounds/1/live.pdn", null, null);
        assertEquals(200, pdn.statusCode(), pdn.body());
        assertEquals("no-cache", pdn.headers().firstValue("Cache-Control").orElse(""));
        String etag = pdn.headers().firstValue("ETag").orElseThrow();
        // kept for the independent reader (src/test/interop/pdn_grammar_check.sh, outside verify)
        java.nio.file.Files.writeString(java.nio.file.Path.of("target", "it-live-round.pdn"), pdn.body());
        List<org.hakem.pdn.PdnGame> games = org.hakem.pdn.PdnReader.readAll(pdn.body(), "live.pdn");
        assertEquals(3, games.size(), pdn.body());
        int[] plies = {12, 12, 12};
        for (int i = 0; i < 3; i++) {
            org.hakem.pdn.PdnGame g = games.get(i);
            assertTrue(g.isValid(), g.diagnostics().toString());
            assertEquals(boards.get(i).getString("white"), g.tag("White").orElseThrow());
            assertEquals(Integer.toString(i + 1), g.tag("Board").orElseThrow());
            Game replay = Game.start(Variants.TURKISH);
            for (org.hakem.pdn.PdnMove m : g.mainLine().moves()) {
                List<Move> legal = replay.legalMoves();
                List<Move> fits = replay.position().movesMatching(m.text().raw()).stream()
                        .filter(x -> legal.stream().anyMatch(x::sameEffect)).toList();
                assertEquals(1, fits.size(), "move " + m.text().raw() + " of board " + (i + 1));
                replay = replay.play(fits.get(0));
            }
            assertEquals(plies[i], replay.ply());
        }
        assertEquals("1-0", games.get(0).terminator());
        assertEquals("*", games.get(1).terminator());
        assertEquals(304, send("GET", "tournaments/" + id + "/rounds/1/live.pdn", null, null,
                "If-None-Match", etag).statusCode());
        HttpResponse<String> data = send("GET", live, null, null);
        assertEquals(304, send("GET", live, null, null, "If-None-Match",
                data.headers().firstValue("ETag").orElseThrow()).statusCode());
        assertEquals(204, send("DELETE", live + "/source", arbiter, null).statusCode());
    }

    /**
     * The round's games as a source serves them: board 1 named by its players in capitals, board 2 by its players,
     * board 3 by a Board tag only; {@code plies} legal plies each (board 2 then an illegal one when asked), and
     * {@code result} on boards 1 and 3.
     */
    static String feedRound(List<JsonObject> boards, int plies, boolean illegalOnTwo, String result) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < boards.size(); i++) {
            JsonObject b = boards.get(i);
            if (i == 0) {
                out.append("[White \"").append(b.getString("white").toUpperCase(java.util.Locale.ROOT))
                        .append("\"]\n[Black \"").append(b.getString("black").toUpperCase(java.util.Locale.ROOT))
                        .append("\"]\n");
            } else if (i == 1) {
                out.append("[White \"").append(b.getString("white")).append("\"]\n[Black \"")
                        .append(b.getString("black")).append("\"]\n");
            } else {
                out.append("[White \"?\"]\n[Black \"?\"]\n[Board \"3\"]\n");
            }
            String r = i == 1 ? "*" : result;
            out.append("[Result \"").append(r).append("\"]\n\n");
            Game g = Game.start(Variants.TURKISH);
            String last = null;
            for (int ply = 0; ply < plies; ply++) {
                List<Move> legal = g.legalMoves();
                Move m = legal.get((ply + i) % legal.size());
                if (ply % 2 == 0) {
                    out.append(ply / 2 + 1).append(". ");
                }
                last = g.position().notation(m);
                out.append(last).append(' ');
                g = g.play(m);
            }
            if (illegalOnTwo && i == 1) {
                out.append(plies / 2 + 1).append(". a1-a8 ");
            }
            out.append(r).append("\n\n");
        }
        return out.toString();
    }

    /** Polls the source now and reads the round until every board passes the check (30 s at most). */
    JsonObject followUntil(String live, java.util.function.Predicate<JsonObject> check, String what) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        JsonObject last = null;
        while (System.nanoTime() < deadline) {
            HttpResponse<String> polled = send("POST", live + "/source/poll", arbiter, "");
            assertEquals(200, polled.statusCode(), polled.body());
            last = json(send("GET", live, null, null));
            if (last.getJsonArray("boards").getValuesAs(JsonObject.class).stream().allMatch(check)) {
                return last;
            }
            Thread.onSpinWait();
        }
        throw new AssertionError(what + ": not reached; last " + last + "; source "
                + send("GET", live + "/source", arbiter, null).body());
    }

    /** Holds a JSON array builder for a loop. */
    static final class JsonArrayBuilderHolder {
        final jakarta.json.JsonArrayBuilder b = Json.createArrayBuilder();
    }

    /** A tag of letters only (a name with a digit is read as an id). */
    static String letters() {
        StringBuilder b = new StringBuilder("X");
        java.util.concurrent.ThreadLocalRandom r = java.util.concurrent.ThreadLocalRandom.current();
        for (int i = 0; i < 6; i++) {
            b.append((char) ('a' + r.nextInt(26)));
        }
        return b.toString();
    }

    long createTournament(String name, String system, String tieBreaks) throws Exception {
        HttpResponse<String> r = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", name).add("place", "İzmir").add("startDate", "2026-11-20").add("endDate", "2026-11-22")
                .add("variant", "turkish").add("system", system).add("rounds", system.endsWith("ROUND_ROBIN") ? 0 : 5)
                .add("scoring", "2-1-0").add("tieBreaks", tieBreaks).add("timeControl", "60 min + 30 s")
                .build().toString());
        assertEquals(201, r.statusCode(), r.body());
        return json(r).getJsonNumber("id").longValue();
    }

    List<Long> enterNewPlayers(long id, int n) throws Exception {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            JsonObject p = json(send("POST", "api/players", arbiter,
                    "{\"name\":\"Oyuncu " + UUID.randomUUID().toString().substring(0, 6) + "\",\"rating\":" + (2000 - i) + "}"));
            HttpResponse<String> e = send("POST", "api/tournaments/" + id + "/entries", arbiter,
                    "{\"playerId\":" + p.getJsonNumber("id").longValue() + "}");
            assertEquals(201, e.statusCode(), e.body());
            ids.add(json(e).getJsonNumber("id").longValue());
        }
        return ids;
    }

    /** A legal Turkish draughts game of 8 plies made with the rules engine, as PDN. */
    /** The position (FEN) after the moves of {@link #turkishGame}. */
    static String turkishGameEnd() {
        Game g = Game.start(Variants.TURKISH);
        for (int ply = 0; ply < 8; ply++) {
            List<Move> legal = g.legalMoves();
            g = g.play(legal.get(ply % legal.size()));
        }
        return g.position().toFen();
    }

    static String turkishGame(String white, String black, String result) {
        return turkishGame(white, black, result, 8);
    }

    static String turkishGame(String white, String black, String result, int plies) {
        Game g = Game.start(Variants.TURKISH);
        StringBuilder moves = new StringBuilder();
        for (int ply = 0; ply < plies; ply++) {
            List<Move> legal = g.legalMoves();
            Move m = legal.get(ply % legal.size());
            if (ply % 2 == 0) {
                moves.append(ply / 2 + 1).append(". ");
            }
            moves.append(m.notation(Variants.TURKISH.board())).append(' ');
            g = g.play(m);
        }
        return "[Event \"friendly\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result
                + "\"]\n[GameType \"" + Variants.TURKISH.gameType() + "\"]\n\n" + moves + result + "\n";
    }

    HttpResponse<String> send(String method, String path, String authorization, String body, String... headers)
            throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body, headers);
    }
}
