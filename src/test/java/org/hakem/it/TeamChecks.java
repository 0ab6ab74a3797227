package org.hakem.it;

import static org.hakem.it.ItHttp.basic;
import static org.hakem.it.ItHttp.json;
import static org.hakem.it.ItHttp.jsonArray;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.pairing.team.TeamPairingCheck;
import org.hakem.pairing.team.TeamSwissRules;
import org.hakem.testdata.TestData;
import org.hakem.trf.TeamTrf;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpdf.text.pdf.PdfReader;
import org.openpdf.text.pdf.parser.PdfTextExtractor;

/**
 * Team events end to end on the real WAR and a real PostgreSQL, through the API: a 10-team, 4-board league (double
 * round robin) and a 24-team, 7-round team Swiss, each with rosters, line-ups (a reserve, an empty board), every
 * board's result, a whole-match forfeit, standings checked against the test's own count of the results it entered,
 * every export read back; and the Czech team championship 2008 imported from its PDN file. Run on {@link TournamentIT}'s
 * server (a class of checks, not a server of its own: see {@link DeployedWar}).
 */
abstract class TeamChecks extends EventOwnershipChecks {

    /** The team events' arbiter (named apart from {@link TournamentIT}'s, whose fields and methods would hide these). */
    static String teamArbiter;
    static String teamArbiterName;

    final HttpClient http = ItHttp.client();

    @BeforeEach
    void teamArbiterAccount() throws Exception {
        if (teamArbiter == null) {
            ItHttp.Arbiter a = ItHttp.newArbiter(http, base, "team", "arbiter-password-1");
            teamArbiterName = a.name();
            teamArbiter = a.authorization();
        }
    }

    /** What the test itself counts from the results it enters: match points and game points per team number. */
    static final class Tally {
        final Map<Integer, Double> mp = new HashMap<>();
        final Map<Integer, Double> gp = new HashMap<>();
        final Map<Integer, List<Integer>> opponents = new HashMap<>();

        void match(int home, int away, double homeGp, double awayGp) {
            gp.merge(home, homeGp, Double::sum);
            gp.merge(away, awayGp, Double::sum);
            mp.merge(home, homeGp > awayGp ? 2.0 : homeGp == awayGp ? 1.0 : 0.0, Double::sum);
            mp.merge(away, awayGp > homeGp ? 2.0 : homeGp == awayGp ? 1.0 : 0.0, Double::sum);
            opponents.computeIfAbsent(home, x -> new ArrayList<>()).add(away);
            opponents.computeIfAbsent(away, x -> new ArrayList<>()).add(home);
        }
    }

    /** The result of a board as typed (White's view), from the board and the teams: lower numbers win more. */
    static String resultOf(int round, int home, int away, int board, boolean homeWhite) {
        int k = (home * 7 + away * 3 + board * 5 + round) % 6;
        boolean homeWins = k < 3 ? home < away : k < 5 ? home > away : false;
        if (k == 5) {
            return "=";
        }
        return homeWins == homeWhite ? "1-0" : "0-1";
    }

    @Test
    void aTenTeamFourBoardLeagueDoubleRoundRobin() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 5);
        long id = createEvent("Süper Lig " + tag, "DOUBLE_ROUND_ROBIN", 0, 4, 1);
        Map<Integer, JsonObject> teams = new HashMap<>();
        for (int t = 1; t <= 10; t++) {
            teams.put(t, addTeam(id, "Kulüp " + t + " " + tag, 5, 2300 - 40 * t));
        }
        JsonObject event = json(send("GET", "api/teams/" + id, null, null));
        assertEquals(18, event.getInt("plannedRounds"), "10 teams, two cycles of 9 rounds");
        assertEquals(10, event.getJsonArray("teams").size());
        // a sixth member is over the roster limit of 4 boards + 1 reserve
        HttpResponse<String> full = send("POST", "api/teams/" + id + "/teams/" + teams.get(1).getJsonNumber("id")
                + "/members", teamArbiter, "{\"playerId\":" + newPlayer("Fazla " + tag, 1500) + "}");
        assertEquals(400, full.statusCode(), full.body());
        assertTrue(full.body().contains("team.roster.full"), full.body());

        Tally tally = new Tally();
        Set<String> met = new HashSet<>();
        for (int round = 1; round <= 18; round++) {
            JsonObject r = pairAndPublish(id);
            assertEquals(5, r.getJsonArray("matches").size());
            for (JsonObject m : r.getJsonArray("matches").getValuesAs(JsonObject.class)) {
                int h = m.getInt("home");
                int a = m.getInt("away");
                met.add(round <= 9 ? h + "-" + a : "back " + h + "-" + a);
                int n = m.getInt("number");
                String base = "api/teams/" + id + "/rounds/" + round + "/matches/" + n;
                if (round == 2 && n == 2) {
                    // the away team does not come: the home team wins the match by forfeit, every board
                    JsonObject f = json(send("PUT", base + "/forfeit", teamArbiter,
                            "{\"version\":" + m.getJsonNumber("version") + ",\"forfeit\":\"home\"}"));
                    assertEquals("HOME_WINS", f.getString("outcome"));
                    assertEquals(8.0, f.getJsonNumber("homePoints").doubleValue());
                    tally.match(h, a, 8, 0);
                    continue;
                }
                List<Integer> homeLine = List.of(1, 2, 3, 4);
                List<Integer> awayLine = List.of(1, 2, 3, 4);
                if (round == 3 && h == 1) {
                    homeLine = List.of(1, 2, 3, 5); // the reserve plays board 4
                }
                if (round == 1 && n == 1) {
                    awayLine = List.of(1, 2, 3); // board 4 left empty: the home player wins it by forfeit
                }
                lineUp(base, teams.get(h), homeLine);
                JsonObject after = lineUp(base, teams.get(a), awayLine);
                double hg = 0;
                double ag = 0;
                for (JsonObject b : after.getJsonArray("boards").getValuesAs(JsonObject.class)) {
                    int board = b.getInt("board");
                    boolean homeWhite = b.getBoolean("homeWhite");
                    assertEquals(board % 2 == 1, homeWhite, "the home team has White on board 1, then alternating");
                    if (round == 1 && n == 1 && board == 4) {
                        assertEquals(homeWhite ? "WHITE_FORFEIT_WIN" : "BLACK_FORFEIT_WIN", b.getString("resultCode"));
                        hg += 2;
                        continue;
                    }
                    String res = resultOf(round, h, a, board, homeWhite);
                    HttpResponse<String> put = send("PUT", base + "/boards/" + board, teamArbiter,
                            "{\"version\":" + b.getJsonNumber("version") + ",\"result\":\"" + res + "\"}");
                    assertEquals(200, put.statusCode(), put.body());
                    double white = res.equals("1-0") ? 2 : res.equals("=") ? 1 : 0;
                    hg += homeWhite ? white : 2 - white;
                    ag += homeWhite ? 2 - white : white;
                }
                if (round == 3 && h == 1) {
                    JsonObject b4 = json(send("GET", base, null, null)).getJsonArray("boards").getJsonObject(3);
                    assertTrue(b4.getString("homePlayer").startsWith("Oyuncu 1.5 "), b4.toString());
                }
                JsonObject done = json(send("GET", base, null, null));
                if (round == 1 && n == 2) {
                    attachGame(base, done.getJsonArray("boards").getJsonObject(0));
                }
                assertEquals(hg, done.getJsonNumber("homePoints").doubleValue(), done.toString());
                assertEquals(ag, done.getJsonNumber("awayPoints").doubleValue());
                tally.match(h, a, hg, ag);
            }
        }
        assertEquals(45 * 2, met.size(), "every pair meets once in each cycle");
        assertEquals(400, send("POST", "api/teams/" + id + "/rounds", teamArbiter, null).statusCode(), "18 rounds, no 19th");

        // standings: the test's own count of match and game points, ranked MP then GP; Buchholz in a double round
        // robin is twice the match points of all the others
        JsonObject st = json(send("GET", "api/teams/" + id + "/standings", null, null));
        assertEquals(18, st.getInt("afterRound"));
        JsonArray rows = st.getJsonArray("rows");
        assertEquals(10, rows.size());
        double allMp = tally.mp.values().stream().mapToDouble(Double::doubleValue).sum();
        assertEquals(90 * 2.0, allMp, "every match gives 2 match points");
        List<String> tbs = st.getJsonArray("tieBreaks").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).toList();
        double lastMp = Double.MAX_VALUE;
        double lastGp = Double.MAX_VALUE;
        for (JsonObject row : rows.getValuesAs(JsonObject.class)) {
            int t = row.getInt("number");
            double mp = Double.parseDouble(row.getString("matchPoints"));
            double gp = Double.parseDouble(row.getString("gamePoints"));
            assertEquals(tally.mp.get(t), mp, "match points of team " + t);
            assertEquals(tally.gp.get(t), gp, "game points of team " + t);
            assertTrue(mp < lastMp || mp == lastMp && gp <= lastGp, "ranked by MP then GP: " + rows);
            lastMp = mp;
            lastGp = gp;
            int bh = tbs.indexOf("BH");
            if (bh >= 0) {
                assertEquals(2 * (allMp - mp), Double.parseDouble(row.getJsonArray("values").getString(bh)),
                        "Buchholz of team " + t);
            }
        }

        // crosstable: each pair met twice; the forfeited match shows 8-0
        JsonArray cross = jsonArray(send("GET", "api/teams/" + id + "/crosstable", null, null));
        for (JsonObject row : cross.getValuesAs(JsonObject.class)) {
            JsonArray cells = row.getJsonArray("cells");
            for (int o = 0; o < 10; o++) {
                assertEquals(o + 1 == row.getInt("number") ? 0 : 2, cells.getJsonArray(o).size());
            }
            assertEquals(tally.mp.get(row.getInt("number")), Double.parseDouble(row.getString("matchPoints")));
        }
        checkExports(id, tally, 10, 90, "Kulüp 1 " + tag);
        checkPages(id, rows, 18);

        // the game attached to round 1, match 2, board 1 went to the archive with the event's tags and its source
        String search = "api/search?variant=turkish&fen=" + java.net.URLEncoder.encode(TournamentIT.turkishGameEnd(),
                StandardCharsets.UTF_8) + "&event=" + java.net.URLEncoder.encode("Süper Lig " + tag, StandardCharsets.UTF_8);
        JsonObject archived = Eventually.eventually("the attached game is found in the archive",
                () -> json(send("GET", search, null, null)), a -> a.getJsonNumber("total").longValue() > 0);
        assertEquals(1, archived.getJsonNumber("total").longValue(), archived.toString());
        JsonObject game = json(send("GET", "api/archive/games/" + archived.getJsonArray("items").getJsonObject(0)
                .getJsonNumber("gameId").longValue(), null, null));
        assertEquals("team " + id + ", round 1, match 2, board 1", game.getString("source"));
        ItHttp.awaitSubmissionsApplied(http, base); // then what the archive holds is final: one copy, not more
        assertEquals(1, ItDatabase.archivedWithSource(game.getString("source")));
        assertEquals("1.2", game.getString("round"));
        assertTrue(send("GET", "api/teams/" + id + "/export/pdn", null, null).body().contains("[Board \"1\"]"));

        // made private, the event's games leave the (public) archive, and the public no longer sees the event
        long version = json(send("GET", "api/teams/" + id, teamArbiter, null)).getJsonNumber("version").longValue();
        HttpResponse<String> priv = send("PUT", "api/teams/" + id, teamArbiter, Json.createObjectBuilder()
                .add("name", "Süper Lig " + tag).add("place", "Ankara").add("startDate", "2026-03-01")
                .add("variant", "turkish").add("system", "DOUBLE_ROUND_ROBIN").add("rounds", 0).add("boards", 4)
                .add("reserves", 1).add("publicEvent", false).add("version", version).build().toString());
        assertEquals(200, priv.statusCode(), priv.body());
        assertEquals(404, send("GET", "api/teams/" + id, null, null).statusCode());
        archived = Eventually.eventually("the private event's games leave the search",
                () -> json(send("GET", search, null, null)), a -> a.getJsonNumber("total").longValue() == 0);
        assertEquals(0, archived.getJsonNumber("total").longValue(), archived.toString());
    }

    /** Attaches a legal game with the board's result: verified, not flagged; the other result is flagged. */
    void attachGame(String matchPath, JsonObject board) throws Exception {
        String result = switch (board.getString("resultCode")) {
            case "WHITE_WINS" -> "1-0";
            case "BLACK_WINS" -> "0-1";
            default -> "1/2-1/2";
        };
        String pdn = TournamentIT.turkishGame(board.getString("white"), board.getString("black"), result);
        HttpResponse<String> g = send("PUT", matchPath + "/boards/1/game", teamArbiter, Json.createObjectBuilder()
                .add("pdn", pdn).add("version", board.getJsonNumber("version").longValue()).build().toString());
        assertEquals(200, g.statusCode(), g.body());
        JsonObject withGame = json(g);
        assertTrue(withGame.getBoolean("hasGame"));
        assertFalse(withGame.getBoolean("flagged"), withGame.getString("verdict"));
        assertTrue(withGame.getString("verdict").contains("moves legal"), withGame.getString("verdict"));
        HttpResponse<String> stale = send("PUT", matchPath + "/boards/1/game", teamArbiter, Json.createObjectBuilder()
                .add("pdn", pdn).add("version", board.getJsonNumber("version").longValue()).build().toString());
        assertEquals(409, stale.statusCode(), "a stale version attaches nothing");
    }

    @Test
    void aTwentyFourTeamSwissOfSevenRounds() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 5);
        long id = createEvent("Takım İsviçre " + tag, "SWISS", 7, 4, 0);
        Map<Integer, JsonObject> teams = new HashMap<>();
        for (int t = 1; t <= 24; t++) {
            teams.put(t, addTeam(id, "Takım " + t + " " + tag, 4, 2400 - 10 * t));
        }
        Tally tally = new Tally();
        Set<Set<Integer>> met = new HashSet<>();
        for (int round = 1; round <= 7; round++) {
            JsonObject r = pairAndPublish(id);
            assertEquals(12, r.getJsonArray("matches").size(), "24 teams: 12 matches, no bye");
            for (JsonObject m : r.getJsonArray("matches").getValuesAs(JsonObject.class)) {
                int h = m.getInt("home");
                int a = m.getInt("away");
                assertTrue(met.add(Set.of(h, a)), "teams " + h + " and " + a + " meet twice");
                int n = m.getInt("number");
                String base = "api/teams/" + id + "/rounds/" + round + "/matches/" + n;
                if (round == 4 && n == 12) {
                    JsonObject f = json(send("PUT", base + "/forfeit", teamArbiter,
                            "{\"version\":" + m.getJsonNumber("version") + ",\"forfeit\":\"away\"}"));
                    assertEquals("AWAY_WINS", f.getString("outcome"));
                    tally.match(h, a, 0, 8);
                    continue;
                }
                lineUp(base, teams.get(h), List.of(1, 2, 3, 4));
                JsonObject after = lineUp(base, teams.get(a), List.of(1, 2, 3, 4));
                double hg = 0;
                double ag = 0;
                for (JsonObject b : after.getJsonArray("boards").getValuesAs(JsonObject.class)) {
                    int board = b.getInt("board");
                    boolean homeWhite = b.getBoolean("homeWhite");
                    String res = resultOf(round, h, a, board, homeWhite);
                    HttpResponse<String> put = send("PUT", base + "/boards/" + board, teamArbiter,
                            "{\"version\":" + b.getJsonNumber("version") + ",\"result\":\"" + res + "\"}");
                    assertEquals(200, put.statusCode(), put.body());
                    double white = res.equals("1-0") ? 2 : res.equals("=") ? 1 : 0;
                    hg += homeWhite ? white : 2 - white;
                    ag += homeWhite ? 2 - white : white;
                }
                tally.match(h, a, hg, ag);
            }
            if (round == 1) {
                // a second line-up entry from a stale version is refused, not applied
                JsonObject m1 = json(send("GET", "api/teams/" + id + "/rounds/1/matches/1", null, null));
                HttpResponse<String> stale = send("PUT", "api/teams/" + id + "/rounds/1/matches/1/boards/1", teamArbiter,
                        "{\"version\":0,\"result\":\"=\"}");
                assertEquals(409, stale.statusCode(), stale.body());
                assertEquals(m1, json(send("GET", "api/teams/" + id + "/rounds/1/matches/1", null, null)));
            }
        }
        JsonObject st = json(send("GET", "api/teams/" + id + "/standings", null, null));
        for (JsonObject row : st.getJsonArray("rows").getValuesAs(JsonObject.class)) {
            int t = row.getInt("number");
            assertEquals(tally.mp.get(t), Double.parseDouble(row.getString("matchPoints")), "MP of team " + t);
            assertEquals(tally.gp.get(t), Double.parseDouble(row.getString("gamePoints")), "GP of team " + t);
        }
        checkPages(id, st.getJsonArray("rows"), 7);
        // the recorded rounds are what the C.04.6 engine pairs (TRF export read back and checked)
        String trf = send("GET", "api/teams/" + id + "/export/trf", null, null).body();
        TeamCrosstable reread = TeamTrf.read(trf, "export").event();
        JsonObject event = json(send("GET", "api/teams/" + id, null, null));
        org.hakem.crosstable.Colour initial = org.hakem.crosstable.Colour.valueOf(
                event.getString("initialColour").toUpperCase(java.util.Locale.ROOT));
        TeamSwissRules d = TeamSwissRules.defaults(7);
        List<TeamPairingCheck.Finding> findings = TeamPairingCheck.check(reread, new TeamSwissRules(d.primary(),
                d.useSecondaryForColour(), d.colourType(), initial, 7, d.boardColours()));
        // the whole-match forfeit of round 4 is a result the engine could not foresee; every pairing before and
        // after it follows from the recorded results
        assertEquals(List.of(), findings, "pairings as C.04.6 gives them");
        checkExports(id, tally, 24, 84, "Takım 1 " + tag);
    }

    @Test
    void theCzechTeamChampionshipImportsAsATeamEvent() throws Exception {
        byte[] file = Files.readAllBytes(TestData.CORPUS.resolve("czech/MR_Ceska_Dama_Druzstev_2008-a.pdn"));
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.toURI().resolve(
                        "api/teams/import?variant=czech&boards=4"))
                .header("Authorization", teamArbiter).header("Content-Type", "text/plain;charset=ISO-8859-1")
                .POST(HttpRequest.BodyPublishers.ofByteArray(file)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(201, r.statusCode(), r.body());
        JsonObject e = json(r);
        long id = e.getJsonNumber("id").longValue();
        assertEquals("MR Ceska Dama Druzstev", e.getString("name"));
        assertEquals("Praha", e.getString("place"));
        assertEquals("2008-04-27", e.getString("startDate"));
        assertEquals("czech", e.getString("variant"));
        assertTrue(e.getBoolean("imported"));
        assertEquals(teamArbiterName, e.getString("chiefArbiter"), "the arbiter who imports it is its chief arbiter (#30)");
        JsonArray teams = e.getJsonArray("teams");
        assertEquals(5, teams.size());
        List<String> first = teams.getJsonObject(0).getJsonArray("members").getValuesAs(JsonObject.class).stream()
                .map(m -> m.getString("name")).toList();
        // by the lowest board played (Krista played board 1 in round 2), then by first appearance
        assertEquals(List.of("Keller,D.", "Krista,V.", "Marek,V.", "Marcos,L."), first, "roster in board order");
        assertEquals(5, teams.getJsonObject(4).getJsonArray("members").size(), "Kunc and Oplt both played board 4");
        // the arbiter says who "Team 1" is; a second "Praha" is refused
        HttpResponse<String> renamed = send("PUT", "api/teams/" + id + "/teams/" + teams.getJsonObject(0).getJsonNumber("id"),
                teamArbiter, "{\"name\":\"Praha\",\"club\":\"DK Praha\"}");
        assertEquals(200, renamed.statusCode(), renamed.body());
        assertEquals("Praha", json(renamed).getString("name"));
        assertEquals(409, send("PUT", "api/teams/" + id + "/teams/" + teams.getJsonObject(1).getJsonNumber("id"), teamArbiter,
                "{\"name\":\"praha\"}").statusCode());
        JsonArray rounds = jsonArray(send("GET", "api/teams/" + id + "/rounds", null, null));
        assertEquals(3, rounds.size());
        // round 1, match 1: Keller ½, Marek ½ (home Black on board 2), Krista 1-0, Marcos wins with Black: 6-2 at 2-1-0
        JsonObject m = rounds.getJsonObject(0).getJsonArray("matches").getJsonObject(0);
        assertEquals(6.0, m.getJsonNumber("homePoints").doubleValue(), m.toString());
        assertEquals(2.0, m.getJsonNumber("awayPoints").doubleValue());
        assertEquals("HOME_WINS", m.getString("outcome"));
        int games = 0;
        for (JsonObject round : rounds.getValuesAs(JsonObject.class)) {
            for (JsonObject match : round.getJsonArray("matches").getValuesAs(JsonObject.class)) {
                for (JsonObject b : match.getJsonArray("boards").getValuesAs(JsonObject.class)) {
                    assertTrue(b.getBoolean("hasGame"));
                    games++;
                }
            }
        }
        assertEquals(20, games);
        String pdn = send("GET", "api/teams/" + id + "/export/pdn", null, null).body();
        assertEquals(20, pdn.split("\\[Event ", -1).length - 1);
        assertTrue(pdn.contains("[WhiteTeam \"Praha\"]") && pdn.contains("[Round \"1.1\"]"), pdn.substring(0, 600));
        // the same file through the arbiter's page ("import as team event"): the form posts it, the event page shows it
        HttpClient browser = ItHttp.loggedIn(base, teamArbiterName, "arbiter-password-1");
        String form = browser.send(HttpRequest.newBuilder(base.toURI().resolve("arbiter/teams/new")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String csrf = org.hakem.cli.ResultsEntryLoad.field(form, "_csrf");
        HttpResponse<String> posted = browser.send(HttpRequest.newBuilder(base.toURI().resolve("arbiter/teams"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + java.net.URLEncoder.encode(csrf, StandardCharsets.UTF_8)
                        + "&action=import&variant=czech&boards=4&name=" + java.net.URLEncoder.encode("MR 2008 (page)",
                        StandardCharsets.UTF_8) + "&pdn=" + java.net.URLEncoder.encode(new String(file,
                        StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8))).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(302, posted.statusCode(), posted.body());
        String location = posted.headers().firstValue("Location").orElseThrow();
        assertTrue(location.matches(".*/teams/[0-9]+"), location);
        String page = browser.send(HttpRequest.newBuilder(base.toURI().resolve(location)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(page.contains("MR 2008 (page)") && page.contains("Keller,D.") && page.contains("Team 5"), page);

        // a file without round numbers is refused with a coded problem, and nothing is made
        HttpResponse<String> bad = http.send(HttpRequest.newBuilder(base.toURI().resolve("api/teams/import?variant=czech"))
                .header("Authorization", teamArbiter).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("[White \"a\"]\n[Black \"b\"]\n[Round \"x\"]\n1. c3-d4 *\n"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, bad.statusCode(), bad.body());
        assertTrue(bad.body().contains("team.import.round"), bad.body());
    }

    void checkExports(long id, Tally tally, int teams, int matches, String firstTeamName) throws Exception {
        JsonObject st = json(send("GET", "api/teams/" + id + "/standings", null, null));
        String leader = st.getJsonArray("rows").getJsonObject(0).getString("name");
        HttpResponse<String> csv = send("GET", "api/teams/" + id + "/export/csv", null, null);
        assertEquals(200, csv.statusCode());
        String[] lines = csv.body().split("\r\n");
        assertEquals(teams + 1, lines.length);
        assertTrue(lines[0].startsWith("rank,number,team,club,MP,GP"), lines[0]);
        for (String score : new String[] {"MP", "GP"}) {
            assertEquals(1, java.util.Arrays.stream(lines[0].split(",")).filter(score::equals).count(),
                    score + " is one column, not repeated as a tie-break: " + lines[0]);
        }
        assertTrue(lines[1].startsWith("1,") && lines[1].contains(leader), lines[1]);

        JsonObject all = json(send("GET", "api/teams/" + id + "/export/json", null, null));
        assertEquals(st, all.getJsonObject("standings"));
        assertEquals(teams, all.getJsonArray("crosstable").size());
        assertEquals(4, all.getJsonArray("boardPrizes").size(), "one table per board");

        String trf = send("GET", "api/teams/" + id + "/export/trf", null, null).body();
        TeamCrosstable reread = TeamTrf.read(trf, "export").event();
        assertEquals(teams, reread.teams().size());
        assertEquals(matches, reread.matches().size());
        for (Map.Entry<Integer, Double> e : tally.mp.entrySet()) {
            assertEquals(e.getValue(), reread.matchPoints(e.getKey(), reread.roundsRecorded()), "TRF MP of " + e.getKey());
        }

        String pdn = send("GET", "api/teams/" + id + "/export/pdn", null, null).body();
        assertTrue(pdn.contains("[WhiteTeam \"") && pdn.contains("[BlackTeam \""), pdn.substring(0, Math.min(400, pdn.length())));
        assertFalse(pdn.contains("[Result \"+/-\"]"), "forfeits have no game");

        HttpResponse<byte[]> pdf = http.send(HttpRequest.newBuilder(base.toURI().resolve("api/teams/" + id
                + "/export/pdf?round=1")).header("Accept-Language", "tr").build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, pdf.statusCode());
        assertTrue(pdf.headers().firstValue("Content-Type").orElse("").startsWith("application/pdf"));
        try (PdfReader reader = new PdfReader(pdf.body())) {
            StringBuilder text = new StringBuilder();
            for (int p = 1; p <= reader.getNumberOfPages(); p++) {
                text.append(new PdfTextExtractor(reader).getTextFromPage(p));
            }
            // a long team name wraps in its cell: compare with the white space folded
            assertTrue(text.toString().replaceAll("\\s+", " ").contains(firstTeamName), text.toString());
            assertTrue(text.toString().contains("Tur 1"), "the match sheets in the reader's language: " + text);
        }
        assertEquals(404, send("GET", "api/teams/" + id + "/export/xls", null, null).statusCode());
    }

    /**
     * Issue 31: a team event has the tie-break regulations setting of tournaments: {@code auto} by default (2026 from
     * 2026-03-01), changed through the API or the management page's form, refused when unknown, and named in the
     * TRF export.
     */
    @Test
    void theTieBreakRegulationsAreASettingOfTeamEventsToo() throws Exception {
        long id = createEvent("Yönetmelik " + UUID.randomUUID().toString().substring(0, 5), "SWISS", 5, 4, 0);
        JsonObject settings = json(send("GET", "api/teams/" + id, teamArbiter, null));
        assertEquals("auto", settings.getString("tieBreakRules"));
        assertEquals("2026", settings.getString("tieBreakRulesApplied"), "starts on 2026-03-01");
        HttpResponse<String> wrong = send("PUT", "api/teams/" + id, teamArbiter,
                Json.createObjectBuilder(settings).add("tieBreakRules", "2023").build().toString());
        assertEquals(400, wrong.statusCode(), wrong.body());
        assertEquals("event.tie-break-rules.unknown", json(wrong).getJsonObject("codes").getString("tieBreakRules"));
        HttpResponse<String> chosen = send("PUT", "api/teams/" + id, teamArbiter,
                Json.createObjectBuilder(settings).add("tieBreakRules", "2024").build().toString());
        assertEquals(200, chosen.statusCode(), chosen.body());
        assertEquals("2024", json(chosen).getString("tieBreakRulesApplied"));
        String trf = send("GET", "api/teams/" + id + "/export/trf", null, null).body();
        assertTrue(trf.contains("\n### tie-break regulations FIDE 2024\n"), trf);
        assertEquals(org.hakem.standings.TieBreakRules.FIDE_2024,
                org.hakem.trf.TrfTieBreakRules.of(org.hakem.trf.TrfReader.read(trf, "export")), "no teams yet: read as a plain TRF");

        // the management page's form sets it back to "by the start date"
        var browser = new org.hakem.cli.ResultsEntryLoad.FormSession(base.toURI());
        browser.login("admin", "it-admin-password");
        String page = browser.page("arbiter/teams/" + id);
        assertTrue(page.contains("<option value=\"2024\" selected=\"selected\">"), page);
        java.util.regex.Matcher csrf = java.util.regex.Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"").matcher(page);
        assertTrue(csrf.find(), page);
        HttpResponse<String> posted = browser.post("arbiter/teams/" + id, "_csrf="
                + java.net.URLEncoder.encode(csrf.group(1), java.nio.charset.StandardCharsets.UTF_8)
                + "&action=tieBreakRules&version=" + json(chosen).getJsonNumber("version").longValue()
                + "&tieBreakRules=auto", "text/html");
        assertTrue(posted.statusCode() == 302 || posted.statusCode() == 303, posted.statusCode() + " " + posted.body());
        JsonObject after = json(send("GET", "api/teams/" + id, teamArbiter, null));
        assertEquals("auto", after.getString("tieBreakRules"));
        assertEquals("2026", after.getString("tieBreakRulesApplied"));

        // issue 33: the officials (the same form and API as a tournament's), in the TRF and on the crosstable
        assertTrue(page.contains("id=\"officials-chief\""), page);
        HttpResponse<String> named = browser.post("arbiter/teams/" + id, "_csrf="
                + java.net.URLEncoder.encode(csrf.group(1), java.nio.charset.StandardCharsets.UTF_8)
                + "&action=officials&chiefArbiter=" + java.net.URLEncoder.encode("IA Ayşe Kaya", java.nio.charset.StandardCharsets.UTF_8)
                + "&deputyArbiters=" + java.net.URLEncoder.encode("Can Işık\r\nGül Şen", java.nio.charset.StandardCharsets.UTF_8)
                + "&organiser=TDF", "text/html");
        assertTrue(named.statusCode() == 302 || named.statusCode() == 303, named.statusCode() + " " + named.body());
        JsonObject officials = json(send("GET", "api/teams/" + id + "/officials", null, null));
        assertEquals("IA Ayşe Kaya", officials.getString("chiefArbiter"));
        assertEquals(2, officials.getJsonArray("deputyArbiters").size(), officials.toString());
        assertEquals("TDF", officials.getString("organiser"));
        String named102 = send("GET", "api/teams/" + id + "/export/trf", null, null).body();
        assertTrue(named102.contains("\n102 IA Ayşe Kaya\n") && named102.contains("\n112 Can Işık, Gül Şen\n"), named102);
        assertTrue(pageText("teams/" + id + "/crosstable").contains("IA Ayşe Kaya"));
        HttpResponse<String> cleared = send("PUT", "api/teams/" + id + "/officials", teamArbiter, "{}");
        assertEquals(200, cleared.statusCode(), cleared.body());
        assertFalse(send("GET", "api/teams/" + id + "/export/trf", null, null).body().contains("\n102 "));
    }

    /**
     * Issue 33, wrong output: line-ups are entered while the round is a draft (results only once it is published); an
     * empty line-up is refused in the caller's language; every match sheet, export and page with the columns home |
     * away reads the result from the home player's side (board 2: the away player, White, won: "0-1"); board prizes
     * against unrated opponents have no performance (blank, not 0).
     */
    @Test
    void lineUpsBeforePublishingAndResultsReadFromTheHomeSide() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 5);
        long id = createEvent("Kâğıt " + tag, "ROUND_ROBIN", 0, 2, 0);
        JsonObject home = addTeam(id, "Ev " + tag, 2, 0);
        JsonObject away = addTeam(id, "Konuk " + tag, 2, 0);
        HttpResponse<String> paired = send("POST", "api/teams/" + id + "/rounds", teamArbiter, null);
        assertEquals(201, paired.statusCode(), paired.body());
        assertFalse(json(paired).getBoolean("published"), "a draft");
        String match = "api/teams/" + id + "/rounds/1/matches/1";
        JsonObject m = json(send("GET", match, teamArbiter, null));
        assertEquals(home.getInt("number"), m.getInt("home"));

        HttpResponse<String> empty = ItHttp.send(http, base, "PUT", match + "/lineups/" + home.getJsonNumber("id"),
                teamArbiter, "{\"version\":" + m.getJsonNumber("version") + ",\"players\":[null,null]}",
                "Accept-Language", "tr");
        assertEquals(400, empty.statusCode(), empty.body());
        assertEquals("team.lineup.empty", json(empty).getJsonObject("codes").getString("players"));
        assertEquals("Ev " + tag + " takımının 1. maç dizilişinde hiç oyuncu yok: oyuncuları masa masa seçin (takım "
                + "gelmediyse maçın tümüyle hükmen sonuçlandığını bildirin)",
                json(empty).getJsonObject("fields").getString("players"));

        // the line-ups of the draft round are taken; results wait for the round to be published
        lineUp(match, home, List.of(1, 2));
        JsonObject seated = lineUp(match, away, List.of(1, 2));
        JsonObject board2 = seated.getJsonArray("boards").getJsonObject(1);
        assertFalse(board2.getBoolean("homeWhite"));
        HttpResponse<String> early = send("PUT", match + "/boards/2", teamArbiter,
                "{\"version\":" + board2.getJsonNumber("version") + ",\"result\":\"1-0\"}");
        assertEquals(400, early.statusCode(), early.body());
        assertTrue(early.body().contains("event.round.unpublished"), early.body());
        assertEquals(200, send("POST", "api/teams/" + id + "/rounds/1/publish", teamArbiter, null).statusCode());
        JsonObject board1 = seated.getJsonArray("boards").getJsonObject(0);
        assertEquals(200, send("PUT", match + "/boards/1", teamArbiter, "{\"version\":" + board1.getJsonNumber("version")
                + ",\"result\":\"=\"}").statusCode());
        // board 2: the away player has White and wins (the API takes the result from White's side, as PDN does)
        assertEquals(200, send("PUT", match + "/boards/2", teamArbiter, "{\"version\":" + board2.getJsonNumber("version")
                + ",\"result\":\"1-0\"}").statusCode());

        JsonObject done = json(send("GET", match, null, null));
        JsonObject b2 = done.getJsonArray("boards").getJsonObject(1);
        assertEquals("1-0", b2.getString("result"), "White's side, beside white and black");
        assertEquals("0-1", b2.getString("homeResult"), "the home side, beside homePlayer and awayPlayer");
        String homePlayer = b2.getString("homePlayer");
        String awayPlayer = b2.getString("awayPlayer");
        assertEquals(awayPlayer, b2.getString("white"));
        assertEquals(1.0, done.getJsonNumber("homePoints").doubleValue(), "a draw and a loss: 1 + 0");
        JsonObject line = json(send("GET", "api/teams/" + id + "/export/json", null, null)).getJsonArray("boards")
                .getJsonObject(1);
        assertEquals("0-1", line.getString("homeResult"), line.toString());
        assertEquals(homePlayer, line.getString("homePlayer"));

        // the printed sheet (PDF), in Turkish: home | away | result, the result read from the home side
        HttpResponse<byte[]> pdf = http.send(HttpRequest.newBuilder(base.toURI().resolve(match.replaceAll(
                "/rounds/.*", "") + "/export/pdf?round=1")).header("Accept-Language", "tr").build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, pdf.statusCode());
        try (PdfReader reader = new PdfReader(pdf.body())) {
            String text = new PdfTextExtractor(reader).getTextFromPage(1);
            String row = java.util.Arrays.stream(text.split("\n")).filter(l -> l.contains(awayPlayer)).findFirst()
                    .orElseThrow(() -> new AssertionError(text));
            assertTrue(row.contains(homePlayer) && row.strip().endsWith("0-1"), row);
            assertTrue(text.contains("Sonuçlar ev sahibi oyuncunun gözünden yazılır"), text);
        }
        // the page of the sheets and the board-by-board page read it the same way
        String sheet = pageText("teams/" + id + "/rounds/1/sheet");
        assertTrue(sheet.matches("(?s).*<td>" + java.util.regex.Pattern.quote(awayPlayer)
                + "</td>\\s*<td class=\"result\">0-1</td>.*"), sheet);
        String boards = pageText("teams/" + id + "/boards");
        assertTrue(boards.matches("(?s).*" + java.util.regex.Pattern.quote(awayPlayer)
                + " <span class=\"muted\">\\(Konuk " + tag + "\\)</span></td><td>0-1</td>.*"), boards);

        // nobody was rated: no performance anywhere (FIDE leaves it blank), never 0
        JsonArray prizes = jsonArray(send("GET", "api/teams/" + id + "/board-prizes", null, null));
        for (JsonObject b : prizes.getValuesAs(JsonObject.class)) {
            for (JsonObject r : b.getJsonArray("rows").getValuesAs(JsonObject.class)) {
                assertTrue(!r.containsKey("performance") || r.isNull("performance"), r.toString());
            }
        }
        assertTrue(boards.contains("<td class=\"num\">50.0</td><td class=\"num\"></td>"), boards);
        assertFalse(boards.contains("<td class=\"num\">0</td><td>"), boards);
    }

    /**
     * Issue 34: a team match's board is recorded move by move through the same {@code /api/live} as a tournament's:
     * two plies, a stale version refused, then the result: set on the board (White's side) with the game attached.
     */
    @Test
    void aMatchBoardsGameIsRecordedMoveByMove() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 5);
        long id = createEvent("Canlı maç " + tag, "ROUND_ROBIN", 0, 1, 0);
        JsonObject home = addTeam(id, "Ev " + tag, 1, 0);
        JsonObject away = addTeam(id, "Konuk " + tag, 1, 0);
        assertEquals(201, send("POST", "api/teams/" + id + "/rounds", teamArbiter, null).statusCode());
        String match = "api/teams/" + id + "/rounds/1/matches/1";
        lineUp(match, home, List.of(1));
        lineUp(match, away, List.of(1));
        String rec = "api/live/teams/" + id + "/rounds/1/matches/1/boards/1/recording";
        assertEquals(404, send("GET", rec, teamArbiter, null).statusCode(), "a draft round has nothing to record yet");
        assertEquals(200, send("POST", "api/teams/" + id + "/rounds/1/publish", teamArbiter, null).statusCode());

        JsonObject start = json(send("GET", rec, teamArbiter, null));
        assertEquals("team", start.getString("kind"));
        assertEquals(1, start.getInt("match"));
        long version = start.getJsonNumber("version").longValue();
        for (String move : List.of("d3-d4", "f6-f5")) {
            HttpResponse<String> played = send("POST", rec + "/moves", teamArbiter,
                    "{\"move\":\"" + move + "\",\"version\":" + version + "}");
            assertEquals(200, played.statusCode(), played.body());
            version = json(played).getJsonObject("recording").getJsonNumber("version").longValue();
        }
        assertEquals(409, send("POST", rec + "/moves", teamArbiter, "{\"move\":\"f3-f4\",\"version\":0}").statusCode());
        HttpResponse<String> finished = send("POST", rec + "/result", teamArbiter,
                "{\"result\":\"1/2-1/2\",\"version\":" + version + "}");
        assertEquals(200, finished.statusCode(), finished.body());
        assertEquals("FINISHED", json(finished).getJsonObject("recording").getString("status"));
        JsonObject board = json(send("GET", match, null, null)).getJsonArray("boards").getJsonObject(0);
        assertEquals("½-½", board.getString("result"));
        assertTrue(board.getBoolean("hasGame"), board.toString());
        assertFalse(board.getBoolean("flagged"), board.toString());
    }

    /**
     * A pasted list builds a roster at once (#33), in the order given: a registry number, a registered name and a name
     * found nowhere (registered, "create" ticked) become boards 1 to 3; an ambiguous name and an unknown id are each
     * answered and lose nothing else; a player already on another team's roster is refused; the arbiter's page has
     * the form.
     */
    @Test
    void aPastedListBuildsARosterInBoardOrder() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 5).replaceAll("[0-9]", "x"); // created names: no digits
        long id = createEvent("Kadro " + tag, "ROUND_ROBIN", 0, 4, 0);
        long first = newPlayer("Birinci Masa " + tag, 1900);
        newPlayer("İkinci Masa " + tag, 1800);
        send("POST", "api/players", teamArbiter, "{\"name\":\"Aynı Ad " + tag + "\",\"federation\":\"TUR\"}");
        send("POST", "api/players", teamArbiter, "{\"name\":\"Aynı Ad " + tag + "\",\"federation\":\"AZE\"}");
        JsonObject team = json(send("POST", "api/teams/" + id + "/teams", teamArbiter, "{\"name\":\"Yapıştır " + tag + "\"}"));
        String batch = "api/teams/" + id + "/teams/" + team.getJsonNumber("id") + "/members/batch";
        String body = Json.createObjectBuilder().add("lines", Json.createArrayBuilder().add("#" + first)
                .add("ikinci masa " + tag.toLowerCase()).add(" ").add("Aynı Ad " + tag).add("Yeni Oyuncu " + tag)
                .add("F" + tag + "9")).add("createMissing", true).build().toString();
        assertEquals(401, send("POST", batch, null, body).statusCode(), "the operation is the arbiter's");
        HttpResponse<String> r = ItHttp.send(http, base, "POST", batch, teamArbiter, body, "Accept-Language", "tr");
        assertEquals(200, r.statusCode(), r.body());
        JsonObject out = json(r);
        assertEquals(3, out.getInt("added"), out.toString());
        List<String> outcomes = out.getJsonArray("lines").getValuesAs(JsonObject.class).stream()
                .map(l -> l.getString("outcome")).toList();
        assertEquals(List.of("added", "added", "ambiguous", "created", "unknown"), outcomes, out.toString());
        JsonObject ambiguous = out.getJsonArray("lines").getJsonObject(2);
        assertEquals(4, ambiguous.getInt("line"), "blank lines count, as the box shows them");
        assertTrue(ambiguous.getString("message").startsWith("satır 4 (Aynı Ad " + tag + "): kaydedilmedi, satır birden"
                + " çok oyuncuya uyuyor"), ambiguous.toString());
        assertEquals("event.batch.unknown", out.getJsonArray("lines").getJsonObject(4).getString("code"));
        assertEquals("satır 5 (Yeni Oyuncu " + tag + "): Yeni Oyuncu " + tag + " oyuncu siciline eklendi ve Yapıştır "
                + tag + " kadrosuna alındı, 3. masa", out.getJsonArray("lines").getJsonObject(3).getString("message"));
        JsonObject saved = json(send("GET", "api/teams/" + id, null, null)).getJsonArray("teams")
                .getValuesAs(JsonObject.class).get(0);
        assertEquals(List.of("Birinci Masa " + tag, "İkinci Masa " + tag, "Yeni Oyuncu " + tag),
                saved.getJsonArray("members").getValuesAs(JsonObject.class).stream().map(m -> m.getString("name")).toList());
        assertEquals(1, json(send("GET", "api/players?q=" + java.net.URLEncoder.encode("Yeni Oyuncu " + tag,
                java.nio.charset.StandardCharsets.UTF_8), teamArbiter, null)).getInt("total"),
                "the missing player is in the registry now");

        // pasted again, in English: already there; on another team's roster, refused
        JsonObject other = json(send("POST", "api/teams/" + id + "/teams", teamArbiter, "{\"name\":\"Öteki " + tag + "\"}"));
        JsonObject again = json(ItHttp.send(http, base, "POST", batch, teamArbiter, "{\"lines\":[\"#" + first + "\"]}",
                "Accept-Language", "en"));
        assertEquals("already", again.getJsonArray("lines").getJsonObject(0).getString("outcome"));
        assertEquals("line 1 (#" + first + "): Birinci Masa " + tag + " was already on the roster of Yapıştır " + tag
                + ", board 1", again.getJsonArray("lines").getJsonObject(0).getString("message"));
        JsonObject refused = json(send("POST", "api/teams/" + id + "/teams/" + other.getJsonNumber("id")
                + "/members/batch", teamArbiter, "{\"lines\":[\"#" + first + "\"]}"));
        assertEquals(0, refused.getInt("added"));
        assertEquals("refused", refused.getJsonArray("lines").getJsonObject(0).getString("outcome"));
        assertEquals(400, send("POST", batch, teamArbiter, "{\"lines\":[\" \"]}").statusCode(), "no line at all");

        // the arbiter's page: the second team's form adds a pasted line and says so under that team
        HttpClient browser = ItHttp.loggedIn(base, teamArbiterName, "arbiter-password-1");
        URI page = base.toURI().resolve("arbiter/teams/" + id);
        String form = browser.send(HttpRequest.newBuilder(page).build(), HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(form.contains("id=\"add-members-2\""), form);
        String csrf = org.hakem.cli.ResultsEntryLoad.field(form, "_csrf");
        HttpResponse<String> posted = browser.send(HttpRequest.newBuilder(page)
                .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", "en")
                .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + java.net.URLEncoder.encode(csrf, StandardCharsets.UTF_8)
                        + "&action=addMembers&team=" + other.getJsonNumber("id") + "&create=1&lines="
                        + java.net.URLEncoder.encode("Sayfa Oyuncu " + tag + "\n", StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, posted.statusCode(), posted.body());
        assertTrue(posted.body().contains("id=\"members-report-2\"") && posted.body().contains("line 1 (Sayfa Oyuncu "
                + tag + "): Sayfa Oyuncu " + tag + " registered in the player registry and added to Öteki " + tag
                + ", board 1"), posted.body());
    }

    long createEvent(String name, String system, int rounds, int boards, int reserves) throws Exception {
        HttpResponse<String> r = send("POST", "api/teams", teamArbiter, Json.createObjectBuilder()
                .add("name", name).add("place", "Ankara").add("startDate", "2026-03-01").add("variant", "turkish")
                .add("system", system).add("rounds", rounds).add("boards", boards).add("reserves", reserves)
                .build().toString());
        assertEquals(201, r.statusCode(), r.body());
        return json(r).getJsonNumber("id").longValue();
    }

    /** A registered player; unrated when {@code rating} is 0 or less. */
    long newPlayer(String name, int rating) throws Exception {
        HttpResponse<String> p = send("POST", "api/players", teamArbiter, "{\"name\":\"" + name + "\",\"federation\":\"TUR\""
                + (rating > 0 ? ",\"rating\":" + rating : "") + "}");
        assertEquals(201, p.statusCode(), p.body());
        return json(p).getJsonNumber("id").longValue();
    }

    /** A team with {@code size} new registered players; member i is "Oyuncu T.i ...". */
    JsonObject addTeam(long id, String name, int size, int rating) throws Exception {
        HttpResponse<String> t = send("POST", "api/teams/" + id + "/teams", teamArbiter,
                "{\"name\":\"" + name + "\",\"club\":\"" + name + " SK\",\"federation\":\"TUR\"}");
        assertEquals(201, t.statusCode(), t.body());
        JsonObject team = json(t);
        for (int i = 1; i <= size; i++) {
            long p = newPlayer("Oyuncu " + team.getInt("number") + "." + i + " " + UUID.randomUUID().toString().substring(0, 4),
                    rating - i);
            HttpResponse<String> m = send("POST", "api/teams/" + id + "/teams/" + team.getJsonNumber("id") + "/members",
                    teamArbiter, "{\"playerId\":" + p + "}");
            assertEquals(201, m.statusCode(), m.body());
            assertEquals(i, json(m).getInt("position"));
        }
        return json(send("GET", "api/teams/" + id, null, null)).getJsonArray("teams").getValuesAs(JsonObject.class)
                .stream().filter(x -> x.getString("name").equals(name)).findFirst().orElseThrow();
    }

    JsonObject pairAndPublish(long id) throws Exception {
        HttpResponse<String> p = send("POST", "api/teams/" + id + "/rounds", teamArbiter, null);
        assertEquals(201, p.statusCode(), p.body());
        int n = json(p).getInt("number");
        assertEquals(404, send("GET", "api/teams/" + id + "/rounds/" + n, null, null).statusCode(), "a draft is not public");
        HttpResponse<String> pub = send("POST", "api/teams/" + id + "/rounds/" + n + "/publish", teamArbiter, null);
        assertEquals(200, pub.statusCode(), pub.body());
        return json(pub);
    }

    /** Enters a line-up by roster positions; returns the match after it. */
    JsonObject lineUp(String matchPath, JsonObject team, List<Integer> positions) throws Exception {
        JsonObject m = json(send("GET", matchPath, teamArbiter, null)); // the arbiter's: the round may be a draft
        JsonArray members = team.getJsonArray("members");
        JsonArrayBuilder ids = Json.createArrayBuilder();
        for (int p : positions) {
            ids.add(members.getJsonObject(p - 1).getJsonNumber("id").longValue());
        }
        HttpResponse<String> r = send("PUT", matchPath + "/lineups/" + team.getJsonNumber("id"), teamArbiter,
                Json.createObjectBuilder().add("version", m.getJsonNumber("version")).add("players", ids).build().toString());
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    /**
     * The public pages of a finished team event read what the API says: the standings page lists the teams in the
     * API's order, and the crosstable and the last round's match sheet name every team; the board-by-board page
     * answers.
     */
    private void checkPages(long id, JsonArray rows, int lastRound) throws Exception {
        List<String> names = rows.getValuesAs(JsonObject.class).stream().map(r -> r.getString("name")).toList();
        String standings = pageText("teams/" + id + "/standings");
        int at = -1;
        for (String name : names) {
            int i = standings.indexOf(name, at + 1);
            assertTrue(i > at, name + " is on the standings page below the team ranked above it");
            at = i;
        }
        for (String page : List.of("teams/" + id + "/crosstable", "teams/" + id + "/rounds/" + lastRound + "/sheet")) {
            String text = pageText(page);
            for (String name : names) {
                assertTrue(text.contains(name), page + " names " + name);
            }
        }
        pageText("teams/" + id + "/boards");
    }

    /** A public page's text (entities decoded), after checking it answered 200 as HTML. */
    private String pageText(String path) throws Exception {
        HttpResponse<String> r = send("GET", path, null, null);
        assertEquals(200, r.statusCode(), path);
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), path);
        return r.body().replace("&amp;", "&").replace("&#39;", "'").replace("&quot;", "\"");
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body);
    }
}
