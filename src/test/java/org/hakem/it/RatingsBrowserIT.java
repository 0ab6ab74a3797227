package org.hakem.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An arbiter rates a Turkish Swiss event paired by the FMJD Swiss system on the national list, through the pages
 * only, in a real browser: imports the list (CSV upload) on {@code /arbiter/ratings}, registers four players,
 * creates the event, rates it on the
 * {@code tur-national} list in its settings, runs both rounds (pair, publish, results from the keyboard), reads
 * the rating columns of the standings (hand-computed after round 1) and downloads the rating report.
 */
class RatingsBrowserIT extends TeamsBrowserChecks {

    static final String PASSWORD = "arbiter-password-1";

    @Test
    void anArbiterRatesATurkishSwissEventOnTheNationalList() throws Exception {
        Browser.require();
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String arbiter = "rtg" + tag;
        HttpResponse<String> account = ItHttp.send(java.net.http.HttpClient.newHttpClient(), base, "POST",
                "api/accounts", ItHttp.ADMIN, "{\"username\":\"" + arbiter + "\",\"password\":\"" + PASSWORD
                        + "\",\"role\":\"arbiter\"}");
        assertEquals(201, account.statusCode(), account.body());
        Path shots = Path.of("target", "screenshots", "ratings");
        // two at 2000 and two at 1800 on the list, 60 games each: established, factor 25 on tur-national
        String[] names = {"Şahin Yıldız " + tag, "Ayşe Çelik " + tag, "İlker Öz " + tag, "Gül Ünal " + tag};
        String[] ids = {"R" + tag + "1", "R" + tag + "2", "", "R" + tag + "4"};
        int[] ratings = {2000, 2000, 1800, 1800};
        StringBuilder csv = new StringBuilder("fmjd_id,name,federation,rating,games,title\n");
        for (int i = 0; i < 4; i++) {
            // İlker has no id: the list finds him by name and federation
            csv.append(ids[i]).append(',').append(names[i]).append(",TUR,").append(ratings[i]).append(",60,\n");
        }
        Path listFile = Files.createTempFile("tur-list", ".csv");
        Files.writeString(listFile, csv.toString());
        try (Browser browser = Browser.start("en")) {
            ChromeDriver d = browser.driver();
            WebDriverWait wait = browser.waiting(Duration.ofSeconds(30));
            AxeCheck axe = new AxeCheck("ratings"); // every page with a screenshot is also read by axe-core
            LanguageCheck language = new LanguageCheck(); // the Turkish pages below are also read for English and raw codes
            open(d, "login");
            browser.logIn(arbiter, PASSWORD);
            wait.until(x -> x.findElements(By.name("password")).isEmpty());

            // import the national list, in force from 1 January 2026, by uploading the CSV file
            open(d, "arbiter/ratings");
            new Select(d.findElement(By.id("list-type"))).selectByValue("tur-national");
            setValue(d, d.findElement(By.id("list-date")), "2026-01-01");
            d.findElement(By.id("list-file")).sendKeys(listFile.toString());
            wait.until(x -> x.findElement(By.id("list-csv")).getDomProperty("value").contains(names[3]));
            Browser.submit(d.findElement(By.id("list-import-submit")), wait);
            wait.until(x -> !x.findElements(By.id("import-done")).isEmpty());
            assertTrue(text(d, "#import-done").contains("4"), text(d, "#import-done"));
            assertTrue(text(d, "#rating-lists").contains("2026-01-01"), text(d, "#rating-lists"));
            browser.screenshot(shots.resolve("01-rating-lists.png"));
            axe.check(d, "01-rating-lists");

            // a faulty list is refused with its line and column
            setValue(d, d.findElement(By.id("list-date")), "2026-02-01");
            setValue(d, d.findElement(By.id("list-csv")), "name,rating\nAli,high\n");
            Browser.submit(d.findElement(By.id("list-import-submit")), wait);
            wait.until(x -> !x.findElements(By.id("import-errors")).isEmpty());
            assertTrue(text(d, "#import-errors").contains("line 2, column 5"), text(d, "#import-errors"));

            // a federation's list type, added from the page: a fault says its line and column, then it is saved
            String club = "club-" + tag;
            WebElement parameters = d.findElement(By.id("type-parameters"));
            String start = parameters.getDomProperty("value");
            assertTrue(start.startsWith("id=\nname="), start);
            setValue(d, parameters, start.replace("id=\n", "id=" + club + "\n").replace("k=25", "k=many"));
            Browser.submit(d.findElement(By.id("type-define-submit")), wait);
            wait.until(x -> !x.findElements(By.id("import-errors")).isEmpty());
            assertTrue(text(d, "#import-errors").contains("line 6, column 3: k must be a number, not 'many'"),
                    text(d, "#import-errors"));
            parameters = d.findElement(By.id("type-parameters"));
            setValue(d, parameters, parameters.getDomProperty("value").replace("k=many", "k=30"));
            Browser.submit(d.findElement(By.id("type-define-submit")), wait);
            wait.until(x -> !x.findElements(By.id("import-done")).isEmpty());
            assertTrue(text(d, "#rating-types").contains(club), text(d, "#rating-types"));

            // register the players (registry ratings as on the list)
            for (int i = 0; i < 4; i++) {
                open(d, "players/new");
                d.findElement(By.name("name")).sendKeys(names[i]);
                d.findElement(By.name("federation")).sendKeys("TUR");
                d.findElement(By.name("rating")).sendKeys(String.valueOf(ratings[i]));
                if (!ids[i].isEmpty()) {
                    d.findElement(By.name("fmjdId")).sendKeys(ids[i]);
                }
                d.findElement(By.name("name")).submit();
                wait.until(x -> x.getCurrentUrl().replaceAll("\\?.*", "").endsWith("/players"));
            }

            // a Turkish draughts Swiss event of two rounds starting on 1 March 2026
            open(d, "arbiter/tournaments/new");
            String event = "Dama Derece Kupası " + tag;
            d.findElement(By.name("name")).sendKeys(event);
            d.findElement(By.name("place")).sendKeys("Bursa");
            setValue(d, d.findElement(By.name("startDate")), "2026-03-01");
            setValue(d, d.findElement(By.name("endDate")), "2026-03-02");
            new Select(d.findElement(By.name("variant"))).selectByValue("turkish");
            new Select(d.findElement(By.name("system"))).selectByValue("SWISS");
            new Select(d.findElement(By.name("swissSystem"))).selectByValue("fmjd"); // paired by the FMJD Swiss system
            WebElement rounds = d.findElement(By.name("rounds"));
            rounds.clear();
            rounds.sendKeys("2");
            d.findElement(By.name("timeControl")).sendKeys("90 min + 30 s");
            rounds.submit();
            wait.until(x -> x.getCurrentUrl().matches(".*/arbiter/tournaments/\\d+$"));
            long id = Long.parseLong(d.getCurrentUrl().replaceAll(".*/", ""));

            // rate it on the national list, standard time control, from the rating block of its settings
            open(d, "arbiter/tournaments/" + id + "/settings");
            assertEquals("fmjd", new Select(d.findElement(By.name("swissSystem"))).getFirstSelectedOption()
                    .getDomAttribute("value"));
            new Select(d.findElement(By.id("r-listType"))).selectByValue("tur-national");
            new Select(d.findElement(By.id("r-timeControlClass"))).selectByValue("standard");
            Browser.submit(d.findElement(By.id("rating-settings-save")), wait);
            wait.until(x -> !x.findElements(By.id("rating-saved")).isEmpty());
            assertEquals("tur-national", new Select(d.findElement(By.id("r-listType"))).getFirstSelectedOption()
                    .getDomAttribute("value"));
            browser.screenshot(shots.resolve("02-rating-settings.png"));
            axe.check(d, "02-rating-settings");

            // enter the players
            open(d, "arbiter/tournaments/" + id);
            for (String name : names) {
                browser.enterPlayer(name, wait);
            }

            // both rounds: pair, publish, two draws from the keyboard
            for (int round = 1; round <= 2; round++) {
                open(d, "arbiter/tournaments/" + id);
                Browser.submit(d.findElement(By.cssSelector("form:has(input[name=action][value=pairNext]) button[type=submit]")), wait);
                wait.until(x -> !x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());
                Browser.submit(d.findElement(By.cssSelector("form:has(input[name=action][value=publish]) button[type=submit]")), wait);
                wait.until(x -> x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());
                open(d, "arbiter/tournaments/" + id + "/rounds/" + round + "/enter");
                wait.until(x -> !x.findElements(By.id("sheet")).isEmpty());
                WebElement r1 = d.findElement(By.id("r1"));
                wait.until(x -> r1.equals(x.switchTo().activeElement()));
                d.switchTo().activeElement().sendKeys("=");
                d.switchTo().activeElement().sendKeys("=", Keys.ENTER);
                for (int b = 1; b <= 2; b++) {
                    int n = b;
                    wait.until(x -> "½-½".equals(x.findElement(By.cssSelector("#b" + n + " .res")).getText()));
                }
            }

            // after round 1 (1 v 3, 2 v 4: top half against bottom half, both drawn): a 2000 against an 1800 expects
            // 1 / (1 + 10^(-200/400)) = 0.76; 25 × (0.5 − 0.76) = −6.49 → −6, 1994; the 1800s +6, 1806
            open(d, "tournaments/" + id + "/standings?round=1");
            String table = text(d, "#standings");
            assertTrue(table.contains("We"), table);
            for (WebElement row : d.findElements(By.cssSelector("#standings tbody tr"))) {
                String line = row.getText();
                if (line.contains(names[0]) || line.contains(names[1])) {
                    assertTrue(line.matches("(?s).*2000 0\\.76 -6 1994.*"), line);
                } else {
                    assertTrue(line.matches("(?s).*1800 0\\.24 \\+6 1806.*"), line);
                }
            }
            assertTrue(text(d, "#rating-note").contains("2026-01-01"), text(d, "#rating-note"));
            assertTrue(d.findElement(By.id("standings-rating-report")).getDomAttribute("href")
                    .endsWith("/rating-reports/" + id + ".csv"));
            browser.screenshot(shots.resolve("03-standings-ratings.png"));
            axe.check(d, "03-standings-ratings");

            // after the last round every player has a new rating; the report is downloaded by the page's session
            open(d, "tournaments/" + id + "/standings");
            assertEquals(4, d.findElements(By.cssSelector("#standings tbody tr td.rating-change")).stream()
                    .filter(c -> c.getText().matches("[+-]?\\d+")).count(), text(d, "#standings"));
            open(d, "arbiter/tournaments/" + id + "/settings");
            String report = get(d, d.findElement(By.id("rating-report-csv")).getDomAttribute("href"));
            assertTrue(report.startsWith("event," + event + "\nplace,Bursa\nstart_date,2026-03-01\n"), report);
            assertTrue(report.contains("time_control,90 min + 30 s\n"), report);
            assertTrue(report.contains("list_type,tur-national\nlist_date,2026-01-01\n"), report);
            List<String> rows = report.lines().filter(l -> l.matches("\\d+,.*")).toList();
            assertEquals(4, rows.size(), report);
            for (String r : rows) {
                assertTrue(r.endsWith(",rated"), r);
                assertTrue(r.contains(",TUR,") && r.contains(",60,2,1,"), "rated before, 2 games, score 1: " + r);
            }
            assertTrue(rows.stream().anyMatch(r -> r.contains(names[2])), "found by name and federation: " + report);
            List<?> txt = browser.fetch(base + "rating-reports/" + id + ".txt");
            assertEquals(200L, txt.get(0), txt.toString());
            List<?> trf = browser.fetch(base + "rating-reports/" + id + ".trf");
            assertEquals(200L, trf.get(0), trf.toString());
            browser.screenshot(shots.resolve("04-settings-report-links.png"));
            axe.check(d, "04-settings-report-links");

            // the same pages in Turkish, and each on a phone's width in both languages
            for (String page : List.of("arbiter/ratings", "arbiter/tournaments/" + id + "/settings",
                    "tournaments/" + id + "/standings?round=1")) {
                open(d, page);
                axe.phone(d, page + " en");
                open(d, page + (page.contains("?") ? "&" : "?") + "lang=tr");
                assertEquals("tr", d.findElement(By.tagName("html")).getDomAttribute("lang"));
                axe.check(d, page + " tr");
                language.check(d, page + " tr");
                axe.phone(d, page + " tr");
                open(d, page + (page.contains("?") ? "&" : "?") + "lang=en");
            }
            axe.assertClean();
            assertTrue(language.findings.isEmpty(), "English or raw codes on Turkish pages:\n"
                    + String.join("\n", language.findings));
        } finally {
            Files.deleteIfExists(listFile);
        }
    }

    /**
     * The same path through the API: list types as text, two lists of which the one in force at the event's start
     * counts, the event's settings, the live rating columns, the standings CSV, and clear refusals of bad input.
     */
    @Test
    void theApiTakesTheListInForceAndRefusesBadInput() throws Exception {
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        String tag = UUID.randomUUID().toString().substring(0, 6);
        String user = "rapi" + tag;
        assertEquals(201, ItHttp.send(http, base, "POST", "api/accounts", ItHttp.ADMIN, "{\"username\":\"" + user
                + "\",\"password\":\"" + PASSWORD + "\",\"role\":\"arbiter\"}").statusCode());
        String arbiter = ItHttp.basic(user, PASSWORD);

        // a federation's list type is its parameters text; faults are refused with line and column
        String type = "fed-" + tag;
        String text = ItHttp.send(http, base, "GET", "api/ratings/types/tur-national", null, null).body()
                .replace("id=tur-national", "id=" + type);
        HttpResponse<String> defined = ItHttp.send(http, base, "PUT", "api/ratings/types/" + type, arbiter, text);
        assertEquals(200, defined.statusCode(), defined.body());
        assertTrue(ItHttp.send(http, base, "GET", "api/ratings/types", null, null).body().contains("\"id\":\"" + type
                + "\""));
        HttpResponse<String> badType = ItHttp.send(http, base, "PUT", "api/ratings/types/" + type, arbiter,
                text.replace("k=25", "k=lots"));
        assertEquals(400, badType.statusCode(), badType.body());
        assertTrue(badType.body().contains("rating.parameters.invalid") && badType.body().contains("k must be a number"),
                badType.body());
        HttpResponse<String> elsewhere = ItHttp.send(http, base, "PUT", "api/ratings/types/other-" + tag, arbiter, text);
        assertEquals(400, elsewhere.statusCode(), elsewhere.body());
        assertTrue(elsewhere.body().contains("rating.list-type.id-mismatch"), elsewhere.body());
        HttpResponse<String> builtIn = ItHttp.send(http, base, "PUT", "api/ratings/types/fmjd-64", arbiter,
                ItHttp.send(http, base, "GET", "api/ratings/types/fmjd-64", null, null).body());
        assertEquals(409, builtIn.statusCode(), builtIn.body());

        // three fmjd-64 lists: 1 January, 1 June and 1 August 2025; the event starts on 1 July
        String a = "Ali Ak " + tag;
        String b = "Berk Bal " + tag;
        String[][] lists = {{"2025-01-01", "1500", "1500"}, {"2025-06-01", "2100", "2100"}, {"2025-08-01", "2500", "2500"}};
        for (String[] l : lists) {
            String csv = "fmjd_id,name,federation,rating,games\nA" + tag + "," + a + ",TUR," + l[1] + ",10\nB" + tag + ","
                    + b + ",TUR," + l[2] + ",100\n";
            HttpResponse<String> imported = ItHttp.send(http, base, "POST", "api/ratings/lists?type=fmjd-64&date=" + l[0]
                    + "&name=fmjd-" + l[0] + ".csv", arbiter, csv);
            assertEquals(201, imported.statusCode(), imported.body());
        }
        HttpResponse<String> badCsv = ItHttp.send(http, base, "POST", "api/ratings/lists?type=fmjd-64&date=2025-09-01",
                arbiter, "fmjd_id,name,rating\n1,A,2000\n2,B,99999\n");
        assertEquals(400, badCsv.statusCode(), badCsv.body());
        assertTrue(badCsv.body().contains("rating.csv.invalid") && badCsv.body().contains("line 3, column 5"),
                badCsv.body());
        HttpResponse<String> noDate = ItHttp.send(http, base, "POST", "api/ratings/lists?type=fmjd-64", arbiter,
                "name,rating\nA,2000\n");
        assertEquals(400, noDate.statusCode(), noDate.body());
        assertTrue(noDate.body().contains("rating.list-date.required"), noDate.body());
        assertEquals(401, ItHttp.send(http, base, "POST", "api/ratings/lists?type=fmjd-64&date=2025-09-01", null,
                "name,rating\nA,2000\n").statusCode());

        // a match of one game starting on 1 July 2025; the registry puts Berk (2300) before Ali (2000), the June list
        // has both at 2100 (then Ali comes first by name). Ali is entered before the event is rated, Berk after (#17)
        HttpResponse<String> created = ItHttp.send(http, base, "POST", "api/tournaments", arbiter,
                "{\"name\":\"Rated match " + tag + "\",\"variant\":\"turkish\",\"system\":\"MATCH\",\"rounds\":1,"
                        + "\"startDate\":\"2025-07-01\"}");
        assertEquals(201, created.statusCode(), created.body());
        long id = ItHttp.json(created).getJsonNumber("id").longValue();
        String t = "api/tournaments/" + id;
        String r = "api/ratings/events/" + id;
        String[][] players = {{a, "2000", "A" + tag}, {b, "2300", "B" + tag}};
        for (String[] p : players) {
            HttpResponse<String> reg = ItHttp.send(http, base, "POST", "api/players", arbiter, "{\"name\":\"" + p[0]
                    + "\",\"federation\":\"TUR\",\"rating\":" + p[1] + ",\"fmjdId\":\"" + p[2] + "\"}");
            assertEquals(201, reg.statusCode(), reg.body());
            assertEquals(201, ItHttp.send(http, base, "POST", t + "/entries", arbiter, "{\"playerId\":"
                    + ItHttp.json(reg).getJsonNumber("id").longValue() + "}").statusCode());
            if (p[0].equals(a)) {
                assertEquals(List.of(a + " 2000"), entries(http, arbiter, t));
                HttpResponse<String> notRated = ItHttp.send(http, base, "GET", r + "/report?format=csv", arbiter, null);
                assertEquals(404, notRated.statusCode(), notRated.body());
                assertTrue(notRated.body().contains("rating.settings.not-rated"), notRated.body());
                HttpResponse<String> badClass = ItHttp.send(http, base, "PUT", r + "/settings", arbiter,
                        "{\"listType\":\"fmjd-64\",\"timeControlClass\":\"bullet\"}");
                assertEquals(400, badClass.statusCode(), badClass.body());
                assertTrue(badClass.body().contains("rating.time-control.unknown"), badClass.body());
                HttpResponse<String> badList = ItHttp.send(http, base, "PUT", r + "/settings", arbiter,
                        "{\"listType\":\"elo\",\"timeControlClass\":\"standard\"}");
                assertEquals(400, badList.statusCode(), badList.body());
                assertTrue(badList.body().contains("rating.list-type.unknown"), badList.body());
                HttpResponse<String> set = ItHttp.send(http, base, "PUT", r + "/settings", arbiter,
                        "{\"listType\":\"fmjd-64\",\"timeControlClass\":\"shorter\"}");
                assertEquals(200, set.statusCode(), set.body());
                assertEquals("shorter", ItHttp.json(set).getString("timeControlClass"));
                // saving the settings before round 1 re-rates the entries from the list in force
                assertEquals(List.of(a + " 2100"), entries(http, arbiter, t));
            }
        }
        // Berk entered on the rated event takes the June list's 2100, not the registry's 2300: Ali stays first
        assertEquals(List.of(a + " 2100", b + " 2100"), entries(http, arbiter, t));

        // the game: white wins
        assertEquals(201, ItHttp.send(http, base, "POST", t + "/rounds", arbiter, "{}").statusCode());
        jakarta.json.JsonObject round = ItHttp.json(ItHttp.send(http, base, "POST", t + "/rounds/1/publish", arbiter, ""));
        jakarta.json.JsonObject board = round.getJsonArray("boards").getJsonObject(0);
        HttpResponse<String> result = ItHttp.send(http, base, "PUT", t + "/rounds/1/boards/1", arbiter,
                "{\"result\":\"1-0\",\"version\":" + board.getJsonNumber("version").longValue() + "}");
        assertEquals(200, result.statusCode(), result.body());
        int white = board.getInt("white");
        // once round 1 is paired the entries keep their ratings when the settings change
        assertEquals(200, ItHttp.send(http, base, "PUT", r + "/settings", arbiter,
                "{\"listType\":\"\",\"timeControlClass\":\"standard\"}").statusCode());
        assertEquals(List.of(a + " 2100", b + " 2100"), entries(http, arbiter, t));
        assertEquals(200, ItHttp.send(http, base, "PUT", r + "/settings", arbiter,
                "{\"listType\":\"fmjd-64\",\"timeControlClass\":\"shorter\"}").statusCode());

        // the June list counts (2100 each, not January's 1500 or August's 2500); shorter time control halves K:
        // Ali (10 games) 40 × 0.5 = 20, Berk (100 games) 20 × 0.5 = 10; equal ratings expect 0.5 each
        // white Ali: +20 × 0.5 = +10 → 2110, Berk 10 × −0.5 = −5 → 2095; white Berk: +5 → 2105, Ali −10 → 2090
        jakarta.json.JsonObject columns = ItHttp.json(ItHttp.send(http, base, "GET", r, null, null));
        assertEquals("2025-06-01", columns.getString("listDate"));
        java.util.Map<Integer, jakarta.json.JsonObject> byStart = new java.util.HashMap<>();
        columns.getJsonArray("players").getValuesAs(jakarta.json.JsonObject.class)
                .forEach(p -> byStart.put(p.getInt("startNumber"), p));
        assertEquals(2100, byStart.get(1).getInt("oldRating"));
        assertEquals(white == 1 ? "+10" : "-10", byStart.get(1).getString("change"), columns.toString());
        assertEquals(white == 1 ? 2110 : 2090, byStart.get(1).getInt("newRating"));
        assertEquals(white == 2 ? "+5" : "-5", byStart.get(2).getString("change"), columns.toString());
        assertEquals(white == 2 ? 2105 : 2095, byStart.get(2).getInt("newRating"));

        // the standings CSV export ends with the rating columns
        String csv = ItHttp.send(http, base, "GET", t + "/export/csv", null, null).body();
        assertTrue(csv.lines().findFirst().orElse("").endsWith(",list rating,rated games,expected,rating change,new rating"),
                csv);
        assertTrue(csv.contains(",2100,1,0.50," + (white == 1 ? "+10,2110" : "-10,2090")), csv);
        HttpResponse<String> report = ItHttp.send(http, base, "GET", r + "/report?format=txt", null, null);
        assertEquals(200, report.statusCode(), report.body());
        assertTrue(report.body().contains("Rating list:    fmjd-64 of 2025-06-01"), report.body());
    }

    /** The tournament's entries as "name rating", by start number. */
    /**
     * A player's page (issue 35), reached from a game: a player on two imported lists, games written with their name
     * in several ways imported into the archive; the arbiter confirms the suggested links on one page, opens a game,
     * clicks the player's name and reads their page: the games, the score by colour and the rating history (plot and
     * table).
     */
    @Test
    void anArbiterLinksSuggestedGamesAndTheGamePageLeadsToThePlayersPage() throws Exception {
        Browser.require();
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        String tag = UUID.randomUUID().toString().substring(0, 6).replaceAll("[^a-z]", "q");
        ItHttp.Arbiter arbiter = ItHttp.newArbiter(http, base, "ppg", PASSWORD);
        String name = "Kemal Işıklı Q" + tag;
        HttpResponse<String> created = ItHttp.send(http, base, "POST", "api/players", arbiter.authorization(),
                "{\"name\":\"" + name + "\",\"federation\":\"TUR\",\"fmjdId\":\"K" + tag + "\"}");
        assertEquals(201, created.statusCode(), created.body());
        long id = ItHttp.json(created).getJsonNumber("id").longValue();
        for (String[] l : new String[][] {{"2024-01-01", "1900"}, {"2025-01-01", "1950"}}) {
            HttpResponse<String> list = ItHttp.send(http, base, "POST", "api/ratings/lists?type=fmjd-64&date=" + l[0]
                    + "&name=k-" + l[0] + ".csv", arbiter.authorization(), "fmjd_id,name,federation,rating,games\nK" + tag
                    + "," + name + ",TUR," + l[1] + ",40\n");
            assertEquals(201, list.statusCode(), list.body());
        }
        String opponent = "Rakip Q" + tag;
        String pdn = game("KEMAL IŞIKLI Q" + tag.toUpperCase(), opponent, "2024.05.01", "1-0")
                + game("Isikli Q" + tag + ", Kemal", opponent, "2024.06.01", "1/2-1/2")
                + game(opponent, "kemal isikli q" + tag, "2025.01.10", "0-1");
        HttpResponse<String> accepted = http.send(java.net.http.HttpRequest.newBuilder(base.toURI().resolve(
                        "api/archive/imports?name=k" + tag + ".pdn&collection=player-page-" + tag))
                .header("Content-Type", "application/x-pdn").header("Authorization", arbiter.authorization())
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(pdn, java.nio.charset.StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString(java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(202, accepted.statusCode(), accepted.body());
        ItHttp.awaitImport(http, accepted);

        Path shots = Path.of("target", "screenshots", "ratings");
        try (Browser browser = Browser.start("en")) {
            ChromeDriver d = browser.driver();
            WebDriverWait wait = browser.waiting(Duration.ofSeconds(30));
            AxeCheck axe = new AxeCheck("ratings");
            open(d, "login");
            browser.logIn(arbiter.name(), PASSWORD);
            wait.until(x -> x.findElements(By.name("password")).isEmpty());

            // the suggested links: three games, each ticked; the arbiter confirms them with one post
            open(d, "players/" + id);
            assertTrue(text(d, "#game-count").contains(": 0"), text(d, "#game-count"));
            d.findElement(By.id("link-games")).click();
            wait.until(x -> !x.findElements(By.id("suggestions")).isEmpty());
            List<WebElement> boxes = d.findElements(By.cssSelector("#suggestions input[type=checkbox]"));
            assertEquals(3, boxes.size(), text(d, "#suggestions"));
            assertTrue(boxes.stream().allMatch(WebElement::isSelected));
            assertTrue(text(d, "#suggestions").contains("Isikli Q" + tag + ", Kemal"), text(d, "#suggestions"));
            Browser.submit(d.findElement(By.id("confirm-links")), wait);
            wait.until(x -> x.getCurrentUrl().contains("/players/" + id + "?linked=3"));

            // open a game and click the player's name: the player's page
            d.findElement(By.cssSelector("#player-games tbody tr a")).click();
            wait.until(x -> !x.findElements(By.cssSelector(".linked-player")).isEmpty());
            WebElement link = d.findElements(By.cssSelector(".linked-player")).stream()
                    .filter(a -> a.getText().startsWith(name)).findFirst().orElseThrow();
            link.click();
            wait.until(x -> x.getCurrentUrl().replaceAll("[?#].*", "").endsWith("/players/" + id));
            assertEquals(name, d.findElement(By.tagName("h1")).getText());
            assertTrue(text(d, "#game-count").contains(": 3"), text(d, "#game-count"));
            assertEquals(3, d.findElements(By.cssSelector("#player-games tbody tr")).size());
            // White: a win and a draw; Black: a win; 2½ of 3
            assertEquals("White 2 1 1 0 1½ 75", text(d, "#score-by-colour tr.colour-white"));
            assertEquals("Black 1 1 0 0 1 100", text(d, "#score-by-colour tr.colour-black"));
            assertTrue(text(d, "#score-by-colour tr.total").endsWith("2½ 83"), text(d, "#score-by-colour tr.total"));
            assertTrue(text(d, "#score-by-year").contains("2025 1 1 0 0 1 100"), text(d, "#score-by-year"));
            assertTrue(text(d, "#opponent-table").contains(opponent + " 3 2 1 0 2½"), text(d, "#opponent-table"));
            assertTrue(d.findElement(By.cssSelector("#opening-table a")).getDomAttribute("href")
                    .contains("/archive/explorer?variant=turkish&player="), "the openings lead to the explorer");
            // the rating history: a dot a list on the plot, and the table for screen readers
            assertEquals(2, d.findElements(By.cssSelector("#rating-plot circle")).size());
            d.findElement(By.cssSelector("#ratings summary")).click();
            String history = text(d, "#rating-history tbody");
            assertTrue(history.contains("fmjd-64 2024-01-01 1900 40") && history.contains("fmjd-64 2025-01-01 1950 40"), history);
            browser.screenshot(shots.resolve("10-player-page.png"));
            axe.check(d, "10-player-page");

            // in Turkish
            open(d, "players/" + id + "?lang=tr");
            assertTrue(text(d, "#ratings h2").equals("Derece geçmişi"), text(d, "#ratings h2"));
            assertEquals("Beyaz 2 1 1 0 1½ 75", text(d, "#score-by-colour tr.colour-white"));
            open(d, "players/" + id + "?lang=en");
        }
    }

    private static String game(String white, String black, String date, String result) {
        return "[Event \"Oyuncu Sayfası Kupası\"]\n[Date \"" + date + "\"]\n[White \"" + white + "\"]\n[Black \""
                + black + "\"]\n[Result \"" + result + "\"]\n[GameType \"30\"]\n\n1. c3-c4 f6-f5 2. b3-b4 " + result + "\n\n";
    }

    private List<String> entries(java.net.http.HttpClient http, String arbiter, String tournament) throws Exception {
        return ItHttp.json(ItHttp.send(http, base, "GET", tournament, arbiter, null)).getJsonArray("entries")
                .getValuesAs(jakarta.json.JsonObject.class).stream()
                .sorted(java.util.Comparator.comparingInt(x -> x.getInt("startNumber")))
                .map(x -> x.getString("name") + " " + x.getInt("rating")).toList();
    }

    private void open(WebDriver d, String path) {
        d.get(base + path);
    }

    private static String text(WebDriver d, String css) {
        return d.findElement(By.cssSelector(css)).getText();
    }

    private static void setValue(ChromeDriver d, WebElement e, String value) {
        d.executeScript("arguments[0].value = arguments[1];", e, value);
    }

    private static String get(ChromeDriver d, String url) {
        return (String) d.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0]).then(r => r.text()).then(done).catch(e => done(String(e)));", url);
    }
}
