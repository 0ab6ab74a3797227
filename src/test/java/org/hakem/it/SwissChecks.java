package org.hakem.it;

import static org.hakem.it.ItHttp.json;
import static org.hakem.it.ItHttp.basic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.net.CookieManager;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.pairing.PairingCheck;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.dutch.DutchPairer;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.junit.jupiter.api.Test;

/**
 * A Swiss tournament paired by the FIDE Dutch engine on the real WAR and PostgreSQL: forbidden pair,
 * withdrawal, requested byes, the initial colour drawn once and kept, the arbiter's change of a draft round (audited and
 * flagged by the explanation), results through the API, round 2 equal to re-pairing the TRF export with
 * {@link DutchPairer}, the explanation as JSON and as the arbiter page; and an FMJD Swiss (issue #17) whose two
 * rounds follow the FMJD rules worked by hand, also with colour relevance for pairing (set, refused, fixed, shown).
 * Run on {@link TournamentIT}'s server (a class of checks, not a server of its own: see {@link DeployedWar}).
 */
abstract class SwissChecks extends TeamChecks {

    static final String ADMIN = ItHttp.ADMIN;

    final HttpClient http = ItHttp.client();

    @Test
    void aSwissOfNineIsPairedByTheDutchEngineRoundAfterRound() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String user = "swarb" + tag;
        String password = "arbiter-password-1";
        String arbiter = newArbiter(user, password);

        HttpResponse<String> created = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", "İsviçre " + tag).add("variant", "turkish").add("system", "SWISS").add("rounds", 5)
                .add("scoring", "2-1-0").add("tieBreaks", "fmjd").build().toString());
        assertEquals(201, created.statusCode(), created.body());
        long id = json(created).getJsonNumber("id").longValue();
        String t = "api/tournaments/" + id;
        Map<Integer, Long> entryOf = new HashMap<>();
        for (int i = 1; i <= 9; i++) {
            JsonObject p = json(send("POST", "api/players", arbiter, "{\"name\":\"Oyuncu " + tag + " " + i
                    + "\",\"rating\":" + (2300 - 10 * i) + "}"));
            JsonObject e = json(send("POST", t + "/entries", arbiter, "{\"playerId\":" + p.getJsonNumber("id").longValue() + "}"));
            entryOf.put(i, e.getJsonNumber("id").longValue());
        }
        JsonObject event = json(send("GET", t, arbiter, null));
        for (JsonObject e : event.getJsonArray("entries").getValuesAs(JsonObject.class)) {
            assertEquals(entryOf.get(e.getInt("startNumber")), e.getJsonNumber("id").longValue(), "start numbers by rating");
        }
        assertTrue(!event.containsKey("initialColour") || event.isNull("initialColour"), "not drawn before pairing");
        // the arbiter may choose the initial colour before round 1 and give it back to the lot
        String name = event.getString("name");
        HttpResponse<String> chosen = send("PUT", t, arbiter, settings(name, event.getJsonNumber("version").longValue(), "black"));
        assertEquals(200, chosen.statusCode(), chosen.body());
        assertEquals("black", json(chosen).getString("initialColour"));
        assertTrue(audit(arbiter, t).stream().anyMatch(a -> a.getString("action").equals("initial colour")
                && a.getString("newValue").equals("black for the highest-ranked player in round 1 (chosen by the arbiter)")));
        HttpResponse<String> purple = send("PUT", t, arbiter, settings(name, json(chosen).getJsonNumber("version").longValue(), "purple"));
        assertEquals(400, purple.statusCode(), purple.body());
        assertTrue(purple.body().contains("must be lot, white or black"), purple.body());
        HttpResponse<String> lot = send("PUT", t, arbiter, settings(name, json(chosen).getJsonNumber("version").longValue(), "lot"));
        assertEquals(200, lot.statusCode(), lot.body());
        assertTrue(!json(lot).containsKey("initialColour") || json(lot).isNull("initialColour"), lot.body());
        // round 1 would pair 1 with 5 (top half against bottom half): forbid it; 9 withdraws from round 2
        assertEquals(201, send("POST", t + "/forbidden-pairs", arbiter, "{\"entryA\":" + entryOf.get(1) + ",\"entryB\":"
                + entryOf.get(5) + ",\"reason\":\"same club\"}").statusCode());
        assertEquals(200, send("PUT", t + "/entries/" + entryOf.get(9) + "/withdrawal", arbiter, "{\"fromRound\":2}").statusCode());
        // 8 asks for a half-point bye in round 2, 7 for a zero-point bye in round 3
        HttpResponse<String> bye = send("POST", t + "/entries/" + entryOf.get(8) + "/byes", arbiter,
                "{\"round\":2,\"kind\":\"half\"}");
        assertEquals(201, bye.statusCode(), bye.body());
        assertEquals(201, send("POST", t + "/entries/" + entryOf.get(7) + "/byes", arbiter,
                "{\"round\":3,\"kind\":\"zero\"}").statusCode());

        // round 1 by the engine
        HttpResponse<String> paired = send("POST", t + "/rounds", arbiter, "{}");
        assertEquals(201, paired.statusCode(), paired.body());
        List<String> round1 = boards(json(send("GET", t + "/rounds/1", arbiter, null)));
        assertEquals(5, round1.size(), round1.toString());
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9), players(round1));
        assertFalse(round1.contains("1-5") || round1.contains("5-1"), "forbidden pair: " + round1);
        assertTrue(round1.get(4).endsWith("-bye"), "the odd player out gets the pairing-allocated bye: " + round1);
        String colour = json(send("GET", t, arbiter, null)).getString("initialColour");
        assertTrue(colour.equals("white") || colour.equals("black"), colour);
        assertTrue(audit(arbiter, t).stream().anyMatch(a -> a.getString("action").equals("initial colour")
                && a.getString("newValue").startsWith(colour) && a.getString("newValue").contains("drawn by lot")));
        // now fixed: the other colour is refused
        HttpResponse<String> late = send("PUT", t, arbiter, settings(name,
                json(send("GET", t, arbiter, null)).getJsonNumber("version").longValue(), colour.equals("white") ? "black" : "white"));
        assertEquals(400, late.statusCode(), late.body());
        assertTrue(late.body().contains("cannot change once a round is paired"), late.body());

        // the arbiter changes the draft: swaps the colours of board 1 (audited; the explanation says so)
        String[] b1 = round1.get(0).split("-");
        List<String> changed = new ArrayList<>(round1);
        changed.set(0, b1[1] + "-" + b1[0]);
        HttpResponse<String> repaired = send("PUT", t + "/rounds/1/pairings", arbiter, boardsJson(changed));
        assertEquals(200, repaired.statusCode(), repaired.body());
        assertEquals(changed, boards(json(repaired)));
        assertTrue(audit(arbiter, t).stream().anyMatch(a -> a.getString("action").equals("pairing changed")));
        JsonObject why = json(send("GET", t + "/rounds/1/explanation", arbiter, null));
        assertFalse(why.getJsonArray("boards").getJsonObject(0).getBoolean("followsRule"), why.toString());
        assertTrue(why.getJsonArray("warnings").toString().contains("the Dutch engine pairs these players differently"), why.toString());
        // deleted and paired again: the same pairing (the initial colour is kept)
        assertEquals(204, send("DELETE", t + "/rounds/1", arbiter, null).statusCode());
        assertEquals(201, send("POST", t + "/rounds", arbiter, "{}").statusCode());
        assertEquals(round1, boards(json(send("GET", t + "/rounds/1", arbiter, null))));
        assertEquals(colour, json(send("GET", t, arbiter, null)).getString("initialColour"));

        // published, results through the API: white wins on odd boards, draws on even ones
        assertEquals(200, send("POST", t + "/rounds/1/publish", arbiter, "").statusCode());
        enterResults(arbiter, t, 1);

        // round 2 from the arbiter page's button (logged in, CSRF token from the page)
        HttpClient browser = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
        login(browser, user, password);
        String manage = get(browser, "arbiter/tournaments/" + id);
        assertTrue(manage.contains("Pair next round (FIDE Dutch system)"), manage);
        HttpResponse<String> pair2 = browser.send(HttpRequest.newBuilder(base.toURI().resolve("arbiter/tournaments/" + id))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("action=pairNext&_csrf="
                        + URLEncoder.encode(field(manage, "_csrf"), StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(302, pair2.statusCode(), pair2.body());
        JsonObject r2 = json(send("GET", t + "/rounds/2", arbiter, null));
        List<String> round2 = boards(r2);
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8), players(round2), "9 withdrew: " + round2);
        List<String> games2 = round2.stream().filter(b -> !b.endsWith("-bye")).toList();
        assertEquals(3, games2.size(), "seven players to pair (9 withdrawn, 8 on a requested bye): " + round2);
        JsonObject last = r2.getJsonArray("boards").getJsonObject(4);
        assertEquals(8, last.getInt("white"));
        assertEquals("bye ½", last.getString("result"), "the requested half-point bye: " + r2);
        assertEquals("bye (pairing)", r2.getJsonArray("boards").getJsonObject(3).getString("result"), r2.toString());
        int pab2 = r2.getJsonArray("boards").getJsonObject(3).getInt("white");

        // the TRF export, re-paired by DutchPairer, gives the same round 2
        HttpResponse<String> trf = send("GET", t + "/export/trf", arbiter, null);
        assertEquals(200, trf.statusCode());
        TrfDocument doc = TrfReader.read(trf.body(), "export.trf");
        assertEquals(1, doc.prohibitedPairings().size(), trf.body());
        assertTrue(trf.body().contains("XXC " + colour + "1"), trf.body());
        assertTrue(trf.body().contains("240 Z 003    7"), "the bye asked for round 3:\n" + trf.body());
        RoundPairing again = DutchPairer.pair(SwissRequests.forRound(doc, 2));
        List<String> expected = new ArrayList<>();
        again.boards().forEach(b -> expected.add(b.white() + "-" + b.black()));
        assertEquals(expected, games2, "engine on the export:\n" + trf.body());
        assertEquals(pab2, again.pairingAllocatedBye().orElseThrow());
        assertTrue(PairingCheck.checkRound(doc, 1, PairingSystems.DUTCH).isEmpty(),
                "round 1 too: " + PairingCheck.checkRound(doc, 1, PairingSystems.DUTCH));
        // a running event's file, as pairing programs read it: round 2's pairing is left to them (no game without a
        // result, no pairing-allocated bye), the requested bye (8) and the withdrawal (9) stay; read back by TrfReader
        assertFalse(trf.body().lines().anyMatch(l -> l.startsWith("001") && l.matches(".*\\d [wb]$")), trf.body());
        assertEquals(org.hakem.crosstable.ResultCode.HALF_POINT_BYE, doc.tournament().player(8).round(2).result());
        assertEquals(org.hakem.crosstable.ResultCode.ZERO_POINT_BYE, doc.tournament().player(9).round(2).result());
        assertEquals(1, doc.tournament().player(pab2).rounds().size(), trf.body());
        // ?unfinished=pairings writes the pairing with no results (Hakem's reader reads it back)
        HttpResponse<String> pairings = send("GET", t + "/export/trf?unfinished=pairings", arbiter, null);
        assertEquals(200, pairings.statusCode(), pairings.body());
        org.hakem.crosstable.Crosstable paired2 = TrfReader.read(pairings.body(), "pairings.trf").tournament();
        for (String g : games2) {
            int w = Integer.parseInt(g.split("-")[0]);
            int b = Integer.parseInt(g.split("-")[1]);
            assertEquals(new org.hakem.crosstable.RoundEntry(b, org.hakem.crosstable.Colour.WHITE,
                    org.hakem.crosstable.ResultCode.BLANK), paired2.player(w).round(2), pairings.body());
        }
        assertEquals(400, send("GET", t + "/export/trf?unfinished=later", arbiter, null).statusCode());
        // encodings: UTF-8 by default; Latin-1 refuses the name's İ, or writes it as I on request, and reads back
        assertTrue(trf.headers().firstValue("Content-Type").orElse("").contains("UTF-8"), trf.headers().toString());
        HttpResponse<String> latin1 = send("GET", t + "/export/trf?encoding=latin-1", arbiter, null);
        assertEquals(400, latin1.statusCode(), latin1.body());
        assertTrue(latin1.body().contains("İ (U+0130) cannot be written in latin-1"), latin1.body());
        HttpResponse<byte[]> latin1File = http.send(HttpRequest.newBuilder(base.toURI().resolve(
                t + "/export/trf?encoding=latin-1&transliterate=true")).header("Authorization", arbiter).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, latin1File.statusCode());
        assertTrue(latin1File.headers().firstValue("Content-Type").orElse("").contains("ISO-8859-1"),
                latin1File.headers().toString());
        java.nio.file.Path saved = java.nio.file.Files.createTempFile("latin1", ".trf");
        java.nio.file.Files.write(saved, latin1File.body());
        TrfDocument fromLatin1 = TrfReader.read(saved);
        java.nio.file.Files.delete(saved);
        assertEquals("Isviçre " + tag, fromLatin1.tournament().name());
        assertEquals(doc.tournament().players(), fromLatin1.tournament().players());

        // the explanation: JSON for arbiters only, and the arbiter page
        assertEquals(404, send("GET", t + "/rounds/2/explanation", null, null).statusCode());
        JsonObject x = json(send("GET", t + "/rounds/2/explanation", arbiter, null));
        assertEquals(2, x.getInt("round"));
        assertEquals(List.of(8, 9), x.getJsonArray("notPaired").getValuesAs(jakarta.json.JsonNumber.class).stream()
                .map(jakarta.json.JsonNumber::intValue).toList());
        assertEquals(3, x.getJsonArray("boards").size());
        assertEquals(pab2, x.getJsonObject("bye").getInt("player"));
        int bracketPlayers = 0;
        for (JsonObject br : x.getJsonArray("brackets").getValuesAs(JsonObject.class)) {
            bracketPlayers += br.getJsonArray("players").size();
        }
        assertEquals(7, bracketPlayers);
        for (int i = 0; i < 3; i++) {
            JsonObject b = x.getJsonArray("boards").getJsonObject(i);
            assertEquals(round2.get(i), b.getInt("white") + "-" + b.getInt("black"));
            assertTrue(b.getBoolean("followsRule"), b.toString());
            assertTrue(b.getString("article").startsWith("5.2."), b.toString());
        }
        assertFalse(x.getJsonArray("warnings").toString().contains("differently"), x.toString());
        assertTrue(x.getJsonArray("lines").size() > 5);
        assertTrue(manage.contains("Why this pairing?"), manage);
        String page = get(browser, "arbiter/tournaments/" + id + "/rounds/2/explanation");
        assertTrue(page.contains("Score brackets") && page.contains("Colours") && page.contains("5.2."), page);
        // the rule of C.04.3 that decided the bye, in the API and on the page in both languages
        JsonObject byeRule = x.getJsonObject("bye");
        String article = byeRule.getString("article");
        assertTrue(article.startsWith("2.") || article.equals("4"), byeRule.toString());
        assertTrue(page.contains("Decided by C.04.3 article " + article + ":"), page);
        String explanation = "arbiter/tournaments/" + id + "/rounds/2/explanation";
        HttpResponse<String> turkishChosen = browser.send(HttpRequest.newBuilder(base.toURI().resolve(explanation + "?lang=tr"))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(302, turkishChosen.statusCode(), "?lang=tr remembers Turkish and comes back");
        String turkish = get(browser, explanation);
        assertTrue(turkish.contains("Belirleyen kural C.04.3 madde " + article + ":"), turkish);
    }

    @Test
    void anFmjdSwissIsPairedByTheFmjdRules() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String user = "fmjd" + tag;
        String password = "arbiter-password-1";
        String arbiter = newArbiter(user, password);
        HttpResponse<String> unknown = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", "FMJD " + tag).add("variant", "turkish").add("system", "SWISS").add("rounds", 4)
                .add("scoring", "2-1-0").add("swissSystem", "monrad").build().toString());
        assertEquals(400, unknown.statusCode(), unknown.body());
        assertTrue(unknown.body().contains("event.swiss-system.unknown"), unknown.body());
        HttpResponse<String> created = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", "FMJD " + tag).add("variant", "turkish").add("system", "SWISS").add("rounds", 4)
                .add("scoring", "2-1-0").add("swissSystem", "fmjd").add("initialColour", "white").build().toString());
        assertEquals(201, created.statusCode(), created.body());
        assertEquals("fmjd", json(created).getString("swissSystem"));
        long id = json(created).getJsonNumber("id").longValue();
        String t = "api/tournaments/" + id;
        enterEight(arbiter, t, "Dama " + tag);
        // round 1: one score group of 8, the upper half against the lower half; white (chosen) to 1, then alternating
        assertEquals(201, send("POST", t + "/rounds", arbiter, "{}").statusCode());
        assertEquals(List.of("1-5", "6-2", "3-7", "8-4"), boards(json(send("GET", t + "/rounds/1", arbiter, null))));
        assertEquals(200, send("POST", t + "/rounds/1/publish", arbiter, "").statusCode());
        // white wins on odd boards, draws on even ones: 1 and 3 have 2 points; 6, 2, 8, 4 one; 5 and 7 none
        enterResults(arbiter, t, 1);
        assertEquals(201, send("POST", t + "/rounds", arbiter, "{}").statusCode());
        // {1, 3}: both had white and want black as strongly: 1 ranks higher and gets it (D-C4).
        // {2, 4, 6, 8}: upper half against lower half would be 2-6 and 4-8, both played in round 1; 2-4/6-8 and
        // 2-8/4-6 are as far from it (D-O); colour relevance for pairing is off (the FMJD summary's basic system),
        // so the colours do not choose (2-8/4-6 would grant all of them) and the players nearest in the ranking
        // meet: 2-4 (both had black, 2 ranks higher and gets white) and 6-8 (both had white, 6 gets black).
        // {5, 7}: both had black; 5 ranks higher and gets white. Nobody floats.
        JsonObject r2 = json(send("GET", t + "/rounds/2", arbiter, null));
        assertEquals(List.of("3-1", "2-4", "8-6", "5-7"), boards(r2));
        // the TRF export says the system, and the FMJD engine on it gives the same round
        String trf = send("GET", t + "/export/trf", arbiter, null).body();
        assertTrue(trf.contains("092 Swiss FMJD"), trf);
        RoundPairing again = org.hakem.pairing.fmjd.FmjdPairer.pair(SwissRequests.forRound(TrfReader.read(trf, "fmjd.trf"), 2));
        assertEquals(List.of("3-1", "2-4", "8-6", "5-7"), again.boards().stream().map(b -> b.white() + "-" + b.black()).toList());
        // "Why this pairing?" names the FMJD rules and the decision on each board
        JsonObject x = json(send("GET", t + "/rounds/2/explanation", arbiter, null));
        assertEquals("FMJD Swiss", x.getString("system"));
        assertTrue(x.getJsonArray("rules").toString().contains("within a score group the top player meets the player just"
                + " under the half-way mark"), x.toString());
        assertTrue(x.getJsonArray("rules").toString().contains("colour relevance for pairing: off"), x.toString());
        String words = x.getJsonArray("rules").toString() + x.getJsonArray("lines") + x.getJsonArray("boards").getValuesAs(
                JsonObject.class).stream().map(o -> o.getString("summary") + o.getString("reason")).toList();
        assertFalse(words.contains("DECISION") || words.matches("(?s).*\\bD-[A-Z]+\\d*\\b.*"), words);
        // in the request's language
        JsonObject tr = json(ItHttp.send(http, base, "GET", t + "/rounds/2/explanation", arbiter, null,
                "Accept-Language", "tr"));
        assertEquals("FMJD İsviçre", tr.getString("system"));
        assertTrue(tr.getJsonArray("rules").toString().contains("bir puan grubunda en üstteki oyuncu"), tr.toString());
        assertTrue(tr.getJsonArray("boards").getJsonObject(0).getString("summary").startsWith("FMJD renk kuralı 4:"),
                tr.toString());
        assertEquals(List.of("FMJD_HIGHER_RANKED", "FMJD_HIGHER_RANKED", "FMJD_HIGHER_RANKED", "FMJD_HIGHER_RANKED"),
                x.getJsonArray("boards").getValuesAs(JsonObject.class).stream().map(b -> b.getString("rule")).toList());
        assertTrue(x.getJsonArray("floats").isEmpty(), x.toString());
        assertTrue(x.getJsonArray("warnings").isEmpty(), x.toString());
        // fixed once paired
        JsonObject event = json(send("GET", t, arbiter, null));
        HttpResponse<String> toDutch = send("PUT", t, arbiter, Json.createObjectBuilder().add("name", event.getString("name"))
                .add("variant", "turkish").add("system", "SWISS").add("rounds", 4).add("scoring", "2-1-0")
                .add("swissSystem", "dutch").add("version", event.getJsonNumber("version").longValue()).build().toString());
        assertEquals(400, toDutch.statusCode(), toDutch.body());
        // the arbiter's page
        HttpClient browser = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
        login(browser, user, password);
        String manage = get(browser, "arbiter/tournaments/" + id);
        assertTrue(manage.contains("Pair next round (FMJD Swiss system)") && manage.contains("system: FMJD Swiss system"),
                manage);
        String page = get(browser, "arbiter/tournaments/" + id + "/rounds/2/explanation");
        assertTrue(page.contains("Rules of the pairing system") && page.contains("FMJD colour rule 4"), page);
        // the settings form creates an FMJD event, and shows the choice selected
        String form = get(browser, "arbiter/tournaments/new");
        assertTrue(form.contains("id=\"s-swissSystem\""), form);
        HttpResponse<String> made = browser.send(HttpRequest.newBuilder(base.toURI().resolve("arbiter/tournaments"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("name=" + URLEncoder.encode("FMJD form " + tag, StandardCharsets.UTF_8)
                        + "&variant=turkish&system=SWISS&rounds=3&scoring=2-1-0&tieBreaks=turkish&acceleration=none"
                        + "&initialColour=lot&swissSystem=fmjd&publicEvent=true&_csrf="
                        + URLEncoder.encode(field(form, "_csrf"), StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(302, made.statusCode(), made.body());
        String madeId = made.headers().firstValue("Location").orElseThrow().replaceAll(".*/", "");
        assertEquals("fmjd", json(send("GET", "api/tournaments/" + madeId, arbiter, null)).getString("swissSystem"));
        assertTrue(Pattern.compile("<option value=\"fmjd\" selected=\"selected\">")
                .matcher(get(browser, "arbiter/tournaments/" + madeId + "/settings")).find(), "the select shows FMJD");
    }

    @Test
    void anFmjdSwissWithColourRelevanceIsPairedWithIt() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String user = "fmjdcr" + tag;
        String password = "arbiter-password-1";
        String arbiter = newArbiter(user, password);
        // refused on a Dutch event, with its own problem code
        HttpResponse<String> dutch = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", "Dutch CR " + tag).add("variant", "turkish").add("system", "SWISS").add("rounds", 4)
                .add("scoring", "2-1-0").add("swissSystem", "dutch").add("colourRelevance", true).build().toString());
        assertEquals(400, dutch.statusCode(), dutch.body());
        assertTrue(dutch.body().contains("event.colour-relevance.fmjd-only"), dutch.body());
        HttpResponse<String> created = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", "FMJD CR " + tag).add("variant", "turkish").add("system", "SWISS").add("rounds", 4)
                .add("scoring", "2-1-0").add("swissSystem", "fmjd").add("colourRelevance", true)
                .add("initialColour", "white").build().toString());
        assertEquals(201, created.statusCode(), created.body());
        assertTrue(json(created).getBoolean("colourRelevance"), created.body());
        long id = json(created).getJsonNumber("id").longValue();
        String t = "api/tournaments/" + id;
        // switched to Dutch before pairing, the option is cleared; back to FMJD it is asked for again
        JsonObject ev = json(created);
        HttpResponse<String> toDutch = send("PUT", t, arbiter, fmjdSettings(ev, "dutch", null));
        assertEquals(200, toDutch.statusCode(), toDutch.body());
        assertFalse(json(toDutch).getBoolean("colourRelevance"), toDutch.body());
        HttpResponse<String> back = send("PUT", t, arbiter, fmjdSettings(json(toDutch), "fmjd", true));
        assertEquals(200, back.statusCode(), back.body());
        assertTrue(json(back).getBoolean("colourRelevance"), back.body());
        enterEight(arbiter, t, "Renk " + tag);
        // round 1 as without the option (nobody has a colour preference yet)
        assertEquals(201, send("POST", t + "/rounds", arbiter, "{}").statusCode());
        assertEquals(List.of("1-5", "6-2", "3-7", "8-4"), boards(json(send("GET", t + "/rounds/1", arbiter, null))));
        assertEquals(200, send("POST", t + "/rounds/1/publish", arbiter, "").statusCode());
        enterResults(arbiter, t, 1);
        assertEquals(201, send("POST", t + "/rounds", arbiter, "{}").statusCode());
        // as anFmjdSwissIsPairedByTheFmjdRules, but in {2, 4, 6, 8} (2-6 and 4-8 played) colour relevance chooses
        // 2-8/4-6, which grants every preference (2 and 4 had black, 6 and 8 white), over 2-4/6-8 (nearest in the
        // ranking), which denies two. {1, 3} and {5, 7} cannot grant both: no float buys that (criterion 1 first).
        List<String> r2 = boards(json(send("GET", t + "/rounds/2", arbiter, null)));
        assertEquals(List.of("3-1", "2-8", "4-6", "5-7"), r2);
        // the export says the option, and the engine with it on the export gives the same round
        String trf = send("GET", t + "/export/trf?unfinished=pairings", arbiter, null).body(); // round 2 as paired
        assertTrue(trf.contains("092 Swiss FMJD, colour relevance"), trf);
        TrfDocument doc = TrfReader.read(trf, "fmjd-cr.trf");
        org.hakem.pairing.FmjdOptions options = org.hakem.pairing.FmjdOptions.fromTrf(doc.tournament().systemName());
        assertTrue(options.colourRelevance());
        assertEquals(r2, org.hakem.pairing.fmjd.FmjdPairer.pair(SwissRequests.forRound(doc, 2), options).boards().stream()
                .map(b -> b.white() + "-" + b.black()).toList());
        assertEquals(List.of(), PairingCheck.check(doc, PairingSystems.FMJD, options));
        assertEquals(1, PairingCheck.check(doc, PairingSystems.FMJD,
                org.hakem.pairing.FmjdOptions.DEFAULT).size(), "without the option round 2 differs");
        // the explanation states it, and checks the round with it (no "engine pairs differently" warning)
        JsonObject x = json(send("GET", t + "/rounds/2/explanation", arbiter, null));
        assertTrue(x.getJsonArray("rules").toString().contains("colour relevance for pairing: on"), x.toString());
        assertTrue(x.getJsonArray("warnings").isEmpty(), x.toString());
        // fixed once paired
        JsonObject event = json(send("GET", t, arbiter, null));
        HttpResponse<String> off = send("PUT", t, arbiter, fmjdSettings(event, "fmjd", false));
        assertEquals(400, off.statusCode(), off.body());
        assertTrue(off.body().contains("event.paired.fixed") && off.body().contains("colourRelevance"), off.body());
        assertTrue(json(send("GET", t, arbiter, null)).getBoolean("colourRelevance"));
        // the pages say it: the arbiter's page, the public overview, the settings form's checkbox (ticked)
        HttpClient browser = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
        login(browser, user, password);
        String manage = get(browser, "arbiter/tournaments/" + id);
        assertTrue(manage.contains("system: FMJD Swiss system, colour relevance for pairing"), manage);
        assertTrue(manage.contains("Pair next round (FMJD Swiss system, colour relevance for pairing)"), manage);
        assertTrue(get(browser, "tournaments/" + id).contains("Swiss system (FMJD Swiss system, colour relevance for pairing)"));
        String settings = get(browser, "arbiter/tournaments/" + id + "/settings");
        assertTrue(Pattern.compile("id=\"s-colourRelevance\"[^>]*checked=\"checked\"").matcher(settings).find(), settings);
    }

    /** The settings form of an FMJD event before pairing: the checkbox is shown; unticked and saved, it is off. */
    @Test
    void theSettingsFormShowsAndSavesColourRelevanceForFmjdEventsOnly() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String user = "fmjdform" + tag;
        String password = "arbiter-password-1";
        String arbiter = newArbiter(user, password);
        HttpClient browser = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
        login(browser, user, password);
        assertFalse(get(browser, "arbiter/tournaments/new").contains("s-colourRelevance"), "not for a new (Dutch) event");
        HttpResponse<String> created = send("POST", "api/tournaments", arbiter, Json.createObjectBuilder()
                .add("name", "FMJD form CR " + tag).add("variant", "turkish").add("system", "SWISS").add("rounds", 3)
                .add("scoring", "2-1-0").add("swissSystem", "fmjd").build().toString());
        assertEquals(201, created.statusCode(), created.body());
        assertFalse(json(created).getBoolean("colourRelevance"), "off unless asked for");
        long id = json(created).getJsonNumber("id").longValue();
        String form = get(browser, "arbiter/tournaments/" + id + "/settings");
        assertTrue(form.contains("id=\"s-colourRelevance\"") && form.contains("Colour relevance for pairing (FMJD Swiss system"),
                form);
        String fields = "name=" + URLEncoder.encode("FMJD form CR " + tag, StandardCharsets.UTF_8)
                + "&variant=turkish&system=SWISS&rounds=3&scoring=2-1-0&tieBreaks=turkish&acceleration=none"
                + "&initialColour=lot&publicEvent=true&action=settings&colourRelevanceShown=true";
        // ticked: on
        assertEquals(302, postForm(browser, "arbiter/tournaments/" + id, form, fields + "&swissSystem=fmjd&colourRelevance=true"
                + "&version=" + field(form, "version")).statusCode());
        JsonObject on = json(send("GET", "api/tournaments/" + id, arbiter, null));
        assertTrue(on.getBoolean("colourRelevance"), on.toString());
        // the select switched to Dutch with the box still ticked: saved, and the option cleared
        form = get(browser, "arbiter/tournaments/" + id + "/settings");
        assertEquals(302, postForm(browser, "arbiter/tournaments/" + id, form, fields + "&swissSystem=dutch&colourRelevance=true"
                + "&version=" + field(form, "version")).statusCode());
        JsonObject dutch = json(send("GET", "api/tournaments/" + id, arbiter, null));
        assertEquals("dutch", dutch.getString("swissSystem"));
        assertFalse(dutch.getBoolean("colourRelevance"), dutch.toString());
        assertFalse(get(browser, "arbiter/tournaments/" + id + "/settings").contains("s-colourRelevance"), "not for Dutch");
    }

    /** Creates an arbiter account; its Basic authorization. */
    String newArbiter(String user, String password) throws Exception {
        assertEquals(201, send("POST", "api/accounts", ADMIN, "{\"username\":\"" + user + "\",\"password\":\"" + password
                + "\",\"role\":\"arbiter\"}").statusCode());
        return basic(user, password);
    }

    /** Enters eight new players rated 2290, 2280, ... 2220 (start numbers 1-8), named {@code prefix 1} ... {@code prefix 8}. */
    void enterEight(String arbiter, String t, String prefix) throws Exception {
        for (int i = 1; i <= 8; i++) {
            JsonObject p = json(send("POST", "api/players", arbiter, "{\"name\":\"" + prefix + " " + i
                    + "\",\"rating\":" + (2300 - 10 * i) + "}"));
            assertEquals(201, send("POST", t + "/entries", arbiter, "{\"playerId\":" + p.getJsonNumber("id").longValue()
                    + "}").statusCode());
        }
    }

    HttpResponse<String> postForm(HttpClient browser, String path, String page, String body) throws Exception {
        return browser.send(HttpRequest.newBuilder(base.toURI().resolve(path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body + "&_csrf="
                        + URLEncoder.encode(field(page, "_csrf"), StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** An FMJD event's settings as read ({@code event}), with the Swiss system and colour relevance (null: not sent). */
    private static String fmjdSettings(JsonObject event, String swissSystem, Boolean colourRelevance) {
        var b = Json.createObjectBuilder().add("name", event.getString("name")).add("variant", "turkish")
                .add("system", "SWISS").add("rounds", 4).add("scoring", "2-1-0").add("swissSystem", swissSystem)
                .add("version", event.getJsonNumber("version").longValue());
        if (colourRelevance != null) {
            b.add("colourRelevance", colourRelevance);
        }
        return b.build().toString();
    }

    void enterResults(String arbiter, String t, int round) throws Exception {
        JsonObject r = json(send("GET", t + "/rounds/" + round, arbiter, null));
        for (JsonObject b : r.getJsonArray("boards").getValuesAs(JsonObject.class)) {
            if (b.getBoolean("bye")) {
                continue;
            }
            String result = b.getInt("board") % 2 == 1 ? "1-0" : "=";
            HttpResponse<String> put = send("PUT", t + "/rounds/" + round + "/boards/" + b.getInt("board"), arbiter,
                    "{\"result\":\"" + result + "\",\"version\":" + b.getJsonNumber("version").longValue() + "}");
            assertEquals(200, put.statusCode(), put.body());
        }
    }

    private static List<String> boards(JsonObject round) {
        List<String> out = new ArrayList<>();
        for (JsonObject b : round.getJsonArray("boards").getValuesAs(JsonObject.class)) {
            out.add(b.getInt("white") + "-" + (b.getBoolean("bye") ? "bye" : Integer.toString(b.getInt("black"))));
        }
        return out;
    }

    private static Set<Integer> players(List<String> boards) {
        Set<Integer> s = new HashSet<>();
        for (String b : boards) {
            for (String p : b.split("-")) {
                if (!p.equals("bye")) {
                    assertTrue(s.add(Integer.parseInt(p)), "paired twice: " + p + " in " + boards);
                }
            }
        }
        return s;
    }

    private static String boardsJson(List<String> boards) {
        StringBuilder s = new StringBuilder("{\"boards\":[");
        for (String b : boards) {
            String[] f = b.split("-");
            s.append(s.charAt(s.length() - 1) == '[' ? "" : ",").append("{\"white\":").append(f[0])
                    .append(f[1].equals("bye") ? ",\"bye\":\"pairing\"}" : ",\"black\":" + f[1] + "}");
        }
        return s.append("]}").toString();
    }

    List<JsonObject> audit(String arbiter, String t) throws Exception {
        HttpResponse<String> r = send("GET", t + "/audit", arbiter, null);
        try (var reader = Json.createReader(new StringReader(r.body()))) {
            JsonArray a = reader.readArray();
            return a.getValuesAs(JsonObject.class);
        }
    }

    void login(HttpClient client, String user, String password) throws Exception {
        String page = get(client, "login");
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(base.toURI().resolve("login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=" + user + "&password=" + password + "&_csrf="
                        + URLEncoder.encode(field(page, "_csrf"), StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() == 302 || r.statusCode() == 303, "login: " + r.statusCode());
    }

    String get(HttpClient client, String path) throws Exception {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(base.toURI().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return r.body();
    }

    private static String field(String html, String name) {
        Matcher m = Pattern.compile("name=\"" + Pattern.quote(name) + "\" value=\"([^\"]*)\"").matcher(html);
        assertTrue(m.find(), "no field " + name);
        return m.group(1).replace("&amp;", "&");
    }

    /** The settings this test's Swiss was created with, and an initial colour. */
    private static String settings(String name, long version, String initialColour) {
        return Json.createObjectBuilder().add("name", name).add("variant", "turkish").add("system", "SWISS").add("rounds", 5)
                .add("scoring", "2-1-0").add("tieBreaks", "fmjd").add("version", version)
                .add("initialColour", initialColour).build().toString();
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) throws Exception {
        return ItHttp.send(http, base, method, path, authorization, body);
    }
}
