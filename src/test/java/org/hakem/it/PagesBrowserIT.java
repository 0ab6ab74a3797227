package org.hakem.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.File;
import java.net.URL;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hakem.rules.Variants;
import org.hakem.testdata.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An arbiter's day in a real browser, once in Turkish and once in English, through the pages only: log in,
 * register players with Turkish names, create a Swiss event, enter the players, pair and publish round 1,
 * enter its results with the keyboard, read the dashboard, standings, crosstable, pairing sheet and a
 * player's card, download every export, import a PDN file and search the archive by position. The browser
 * asks for Turkish ({@code Accept-Language: tr}); the English run switches with the link every page has,
 * so both ways of choosing the language are exercised. Screenshots of the main pages go to
 * {@code target/screenshots/<language>/}.
 */
class PagesBrowserIT extends DeployedWar {

    static String arbiterName;
    static final String PASSWORD = "arbiter-password-1";

    @BeforeEach
    void arbiterAccount() throws Exception {
        if (arbiterName == null) {
            arbiterName = "gun" + UUID.randomUUID().toString().substring(0, 8);
            HttpResponse<String> r = ItHttp.send(java.net.http.HttpClient.newHttpClient(), base, "POST", "api/accounts",
                    ItHttp.ADMIN, "{\"username\":\"" + arbiterName + "\",\"password\":\"" + PASSWORD + "\",\"role\":\"arbiter\"}");
            assertEquals(201, r.statusCode(), r.body());
        }
    }

    /**
     * The Turkish day and the English day at the same time, as two arbiters of one server would work: each has its own
     * browser, players, event and games (names carry the day's tag), so neither sees the other's. Side by side they
     * also keep both cores busy (a day spends most of its time in its browser, reading pages with axe-core). Both days
     * always run to their end; a failure of either fails the test, with the other's attached.
     */
    @Test
    void anArbitersDayInTurkishAndAnotherInEnglishAtTheSameTime() throws Exception {
        java.util.concurrent.ExecutorService days = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            java.util.concurrent.Future<?> turkish = days.submit(() -> {
                day("tr");
                return null;
            });
            java.util.concurrent.Future<?> english = days.submit(() -> {
                day("en");
                return null;
            });
            Throwable failed = null;
            for (java.util.concurrent.Future<?> f : List.of(turkish, english)) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (failed == null) {
                        failed = e.getCause();
                    } else {
                        failed.addSuppressed(e.getCause());
                    }
                }
            }
            if (failed instanceof Exception e) {
                throw e;
            }
            if (failed instanceof Error e) {
                throw e;
            }
        } finally {
            days.shutdownNow();
        }
    }

    private void day(String lang) throws Exception {
        Browser.require();
        boolean tr = lang.equals("tr");
        String tag = UUID.randomUUID().toString().substring(0, 4);
        Path shots = Path.of("target", "screenshots", lang);
        try (Browser browser = Browser.start("tr")) {
            ChromeDriver d = browser.driver();
            WebDriverWait wait = browser.waiting(Duration.ofSeconds(30));
            // on the Turkish run every page is also read for English texts and raw codes
            LanguageCheck language = tr ? new LanguageCheck() : null;
            AxeCheck axe = new AxeCheck("pages-" + lang); // every page looked at is also read by axe-core
            java.util.function.Consumer<String> look = where -> {
                if (language != null) {
                    language.check(d, where);
                }
                axe.check(d, where);
            };

            // the start page follows Accept-Language; the English run switches with the link and stays English
            open(d, "");
            assertEquals("tr", d.findElement(By.tagName("html")).getDomAttribute("lang"));
            if (!tr) {
                d.findElement(By.cssSelector("a[hreflang='en']")).click();
                wait.until(x -> "en".equals(x.findElement(By.tagName("html")).getDomAttribute("lang")));
            }
            assertTrue(text(d, "nav").contains(tr ? "Turnuvalar" : "Tournaments"), text(d, "nav"));
            browser.screenshot(shots.resolve("01-home.png"));
            look.accept("01-home");

            // log in
            open(d, "login");
            browser.screenshot(shots.resolve("02-login.png"));
            look.accept("02-login");
            browser.logIn(arbiterName, PASSWORD);
            wait.until(x -> x.findElements(By.name("password")).isEmpty());
            assertEquals(lang, d.findElement(By.tagName("html")).getDomAttribute("lang"), "the language survives the login");
            assertTrue(d.getCurrentUrl().endsWith("/tournaments?mine=true"), "an arbiter lands on his tournaments: "
                    + d.getCurrentUrl());

            // register six players with Turkish names from the registry form
            List<String> names = new ArrayList<>();
            String[] first = {"Şükrü Çağlayan", "İpek Ilıcak", "Işık Güneş", "Ümran Öztürk", "Gökhan Şişli", "Çiğdem Ağaç"};
            for (int i = 0; i < first.length; i++) {
                String name = first[i] + " " + lang + tag;
                names.add(name);
                open(d, "players/new");
                if (i == 0) {
                    browser.screenshot(shots.resolve("03-player-form.png"));
                    look.accept("03-player-form");
                }
                d.findElement(By.name("name")).sendKeys(name);
                d.findElement(By.name("federation")).sendKeys("TUR");
                d.findElement(By.name("rating")).sendKeys(String.valueOf(2100 - 20 * i));
                d.findElement(By.name("name")).submit();
                wait.until(x -> x.getCurrentUrl().replaceAll("\\?.*", "").endsWith("/players"));
            }
            open(d, "players?q=" + enc("sukru caglayan " + lang + tag));
            assertTrue(text(d, "main").contains(names.get(0)), "a folded search finds Şükrü: " + text(d, "main"));
            browser.screenshot(shots.resolve("04-players.png"));
            look.accept("04-players");

            // create a Swiss event of three rounds
            open(d, "arbiter/tournaments/new");
            browser.screenshot(shots.resolve("05-new-tournament.png"));
            look.accept("05-new-tournament");
            String event = (tr ? "Kış Kupası " : "Winter Cup ") + tag;
            d.findElement(By.name("name")).sendKeys(event);
            d.findElement(By.name("place")).sendKeys("Mustafakemalpaşa");
            new Select(d.findElement(By.name("variant"))).selectByValue("turkish");
            new Select(d.findElement(By.name("system"))).selectByValue("SWISS");
            WebElement rounds = d.findElement(By.name("rounds"));
            rounds.clear();
            rounds.sendKeys("3");
            rounds.submit();
            wait.until(x -> x.getCurrentUrl().matches(".*/arbiter/tournaments/\\d+$"));
            String manage = d.getCurrentUrl();
            long id = Long.parseLong(manage.replaceAll(".*/", ""));

            // the new tournament is among his own, linked to its management page
            open(d, "tournaments?mine=true");
            assertEquals(1, d.findElements(By.xpath("//table[@id='tournaments']//th[a[normalize-space()='" + event
                    + "']]/a[@class='manage']")).size(), text(d, "main"));
            open(d, "arbiter/tournaments/" + id);

            // enter the players, pair round 1 and publish it
            for (String name : names) {
                browser.enterPlayer(name, wait);
            }
            browser.screenshot(shots.resolve("06-dashboard-before-pairing.png"));
            look.accept("06-dashboard-before-pairing");
            d.findElement(By.cssSelector("form:has(input[name=action][value=pairNext]) button[type=submit]")).click();
            wait.until(x -> !x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());

            // the drafted round is on the page; swapping colours, swapping two players, and deleting the round to
            // pair it again are a click each
            assertEquals(3, d.findElements(By.cssSelector("#draft-boards tbody tr")).size(), text(d, "main"));
            String white1 = cell(d, 1, 2);
            String black1 = cell(d, 1, 4);
            d.findElement(By.id("colours-1")).click();
            wait.until(x -> cell(x, 1, 2).equals(black1));
            assertEquals(white1, cell(d, 1, 4), "board 1's colours are swapped");
            String black2 = cell(d, 2, 4);
            d.findElement(By.id("swap-a")).sendKeys(startNumber(black1));
            d.findElement(By.id("swap-b")).sendKeys(startNumber(black2));
            d.findElement(By.cssSelector("#swap button[type=submit]")).click();
            wait.until(x -> cell(x, 1, 2).equals(black2));
            assertEquals(black1, cell(d, 2, 4), "the two players changed places");
            assertTrue(d.findElement(By.id("audit")).getText().contains(tr ? "eşleştirme değişti" : "pairing changed"),
                    "the change is audited");
            browser.screenshot(shots.resolve("06b-draft.png"));
            look.accept("06b-draft");
            d.findElement(By.cssSelector("#unpair summary")).click();
            d.findElement(By.id("unpair-button")).click();
            wait.until(x -> x.findElements(By.id("draft-boards")).isEmpty());
            assertTrue(d.findElements(By.id("round-1")).isEmpty(), "round 1 is deleted");
            d.findElement(By.cssSelector("form:has(input[name=action][value=pairNext]) button[type=submit]")).click();
            wait.until(x -> !x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());
            String winner = cell(d, 1, 2); // board 1's White wins below, its Black loses
            String loser = cell(d, 1, 4);
            d.findElement(By.cssSelector("form:has(input[name=action][value=publish]) button[type=submit]")).click();
            wait.until(x -> x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());
            // the dashboard lists the three boards of round 1 as missing their result
            for (int b = 1; b <= 3; b++) {
                assertEquals(1, d.findElements(By.id("missing-r1-b" + b)).size(), "board " + b + " is missing a result");
            }
            browser.screenshot(shots.resolve("07-dashboard-round-1.png"));
            look.accept("07-dashboard-round-1");
            open(d, "arbiter/tournaments/" + id + "/rounds/1/explanation");
            look.accept("explanation of round 1");

            // the printable pairing sheet of round 1: three boards, each with an empty result cell
            open(d, "tournaments/" + id + "/rounds/1/sheet");
            assertTrue(text(d, "main").contains(names.get(0)));
            browser.screenshot(shots.resolve("08-pairing-sheet.png"));
            look.accept("08-pairing-sheet");
            axe.phone(d, "08-pairing-sheet");
            // and by name, for players looking for their board: every player once, in alphabetical order
            open(d, "tournaments/" + id + "/rounds/1/alphabetical");
            List<String> byName = d.findElements(By.cssSelector("#alphabetical tbody tr td:first-child")).stream()
                    .map(WebElement::getText).toList();
            List<String> sorted = new ArrayList<>(names);
            sorted.sort(java.text.Collator.getInstance(java.util.Locale.forLanguageTag(lang)));
            assertEquals(sorted, byName);
            browser.screenshot(shots.resolve("08b-pairings-by-name.png"));
            look.accept("08b-pairings-by-name");

            // results in board order from the sheet, keyboard only: 1-0, draw, 0-1, Enter saves them
            open(d, "arbiter/tournaments/" + id + "/rounds/1/enter");
            wait.until(x -> !x.findElements(By.id("sheet")).isEmpty());
            WebElement r1 = d.findElement(By.id("r1"));
            wait.until(x -> r1.equals(x.switchTo().activeElement()));
            d.switchTo().activeElement().sendKeys("1");
            d.switchTo().activeElement().sendKeys("=");
            d.switchTo().activeElement().sendKeys("0", Keys.ENTER);
            String[] shown = {"1-0", "½-½", "0-1"};
            for (int b = 1; b <= 3; b++) {
                int n = b;
                wait.until(x -> shown[n - 1].equals(x.findElement(By.cssSelector("#b" + n + " .res")).getText()));
            }
            browser.screenshot(shots.resolve("09-results-entry.png"));
            look.accept("09-results-entry");
            if (tr) { // issue 34: board 1's game recorded move by move on its page (its result stays 1-0)
                recordsAGameMoveByMove(browser, wait, look, axe, id, shots);
            }

            if (tr) { // the live round page (#34) shows a result entered through the API meanwhile, without a reload
                open(d, "tournaments/" + id + "/rounds/1/live");
                look.accept("live round 1");
                By board2 = By.cssSelector("#live-0-2 .result");
                assertEquals("½-½", d.findElement(board2).getText());
                d.executeScript("window.sameLivePage = true;");
                wait.until(x -> x.findElement(By.id("live-status")) != null);
                setResult(id, 2, "1-0");
                wait.until(x -> "1-0".equals(x.findElement(board2).getText()));
                assertEquals(Boolean.TRUE, d.executeScript("return window.sameLivePage === true;"), "not reloaded");
                setResult(id, 2, "=");
                wait.until(x -> "½-½".equals(x.findElement(board2).getText()));
            }

            // the dashboard has nothing left for round 1; standings, crosstable and a player's card
            open(d, "arbiter/tournaments/" + id);
            assertTrue(d.findElements(By.id("todo-missing")).isEmpty(), "no result missing: " + text(d, "main"));
            browser.screenshot(shots.resolve("10-dashboard-after-results.png"));
            look.accept("10-dashboard-after-results");
            open(d, "tournaments/" + id + "/standings");
            String standings = d.findElement(By.id("standings")).getText();
            for (String name : names) {
                assertTrue(standings.contains(name), name + " in " + standings);
            }
            assertTrue(text(d, "h1").contains(tr ? "Puan durumu" : "Standings"), text(d, "h1"));
            browser.screenshot(shots.resolve("11-standings.png"));
            look.accept("11-standings");
            axe.phone(d, "11-standings");

            // categories chosen in the settings: two rating groups split at 2050 (ratings 2100 down to 2000, three
            // players each) and the federations; the standings page ranks each group with overall and group places
            open(d, "arbiter/tournaments/" + id + "/settings");
            d.findElement(By.id("c-ratingBounds")).sendKeys("2050");
            d.findElement(By.id("c-federations")).click();
            Browser.submit(d.findElement(By.id("categories-save")), wait);
            wait.until(x -> !x.findElements(By.id("categories-saved")).isEmpty());
            open(d, "tournaments/" + id + "/standings");
            List<WebElement> categories = d.findElements(By.cssSelector("#categories .category"));
            assertEquals(3, categories.size(), text(d, "main"));
            assertTrue(categories.get(0).getText().contains(tr ? "Derecesi 2050 altında" : "below 2050"), categories.get(0).getText());
            assertTrue(categories.get(1).getText().contains("2050"), categories.get(1).getText());
            assertTrue(categories.get(2).getText().contains("TUR"), categories.get(2).getText());
            for (int c = 0; c < 2; c++) {
                List<WebElement> rows = categories.get(c).findElements(By.cssSelector("tbody tr"));
                assertEquals(3, rows.size(), categories.get(c).getText());
                assertTrue(rows.get(0).getText().startsWith("1 "), "the group's first is 1st in it: " + rows.get(0).getText());
            }
            look.accept("11c-categories");
            axe.check(d, "11c-categories");
            open(d, "tournaments/" + id + "/crosstable");
            assertTrue(text(d, "h1").contains(tr ? "Çapraz tablo" : "Crosstable"), text(d, "h1"));
            browser.screenshot(shots.resolve("12-crosstable.png"));
            look.accept("12-crosstable");
            axe.phone(d, "12-crosstable");
            open(d, "tournaments/" + id + "/standings/print");
            browser.screenshot(shots.resolve("13-standings-print.png"));
            look.accept("13-standings-print");
            axe.phone(d, "13-standings-print");
            open(d, "tournaments/" + id + "/players/1");
            assertTrue(text(d, "main").contains(names.get(0)), text(d, "main"));
            browser.screenshot(shots.resolve("14-player-card.png"));
            look.accept("14-player-card");

            // every export, fetched by the page's own session
            for (String[] export : new String[][] {{"export/csv", "text/csv"}, {"export/json", "application/json"},
                {"export/trf", "text/plain"}, {"export/pdn", "application/x-pdn"}, {"export/pdf", "application/pdf"},
                {"rounds/1/sheet.pdf", "application/pdf"}, {"rounds/1/alphabetical.pdf", "application/pdf"},
                {"standings.pdf", "application/pdf"}}) {
                List<?> got = browser.fetch(base + "tournaments/" + id + "/" + export[0]);
                assertEquals(200L, got.get(0), export[0] + " " + got);
                assertTrue(String.valueOf(got.get(1)).startsWith(export[1]), export[0] + " " + got);
                assertTrue((Long) got.get(2) > 50, export[0] + " " + got);
            }

            // round 2's draft gives each player's points before it: round 1's winner on board 1 has a win's points
            // (2 in Turkish draughts' default scoring), its loser none
            open(d, "arbiter/tournaments/" + id);
            d.findElement(By.cssSelector("form:has(input[name=action][value=pairNext]) button[type=submit]")).click();
            wait.until(x -> x.findElements(By.cssSelector("#draft-title")).stream().anyMatch(h -> h.getText().contains("2")));
            java.util.Map<String, String> points = new java.util.HashMap<>();
            for (int b = 1; b <= 3; b++) {
                points.put(cell(d, b, 2), cell(d, b, 3));
                points.put(cell(d, b, 4), cell(d, b, 5));
            }
            boolean found = "2".equals(points.get(winner)) && "0".equals(points.get(loser));
            assertTrue(found, winner + " 2, " + loser + " 0 before round 2: " + points);
            look.accept("draft of round 2");
            open(d, "arbiter/tournaments/" + id + "/rounds/2/explanation");
            look.accept("explanation of round 2");

            // import a PDN file from the import page, then find its position by search
            Path file = Files.createTempFile("journey", ".pdn");
            try {
                Files.writeString(file, TournamentIT.turkishGame("Çağrı Ünal " + lang + tag, "Ilgaz Işık " + lang + tag, "1-0"));
                open(d, "archive/import");
                browser.screenshot(shots.resolve("15-import.png"));
                look.accept("15-import");
                d.findElement(By.cssSelector("#importer input[type=file]")).sendKeys(file.toString());
                d.findElement(By.cssSelector("#importer form")).submit();
                wait.until(x -> get(x, "api/archive/games?player=" + enc("Çağrı Ünal " + lang + tag)).contains("\"total\":1"));
            } finally {
                Files.deleteIfExists(file);
            }
            // search by position: the start position with White to move, games of the imported player only
            open(d, "archive/search");
            new Select(d.findElement(By.name("variant"))).selectByValue("turkish");
            d.findElement(By.cssSelector("button.start")).click();
            new Select(d.findElement(By.name("side"))).selectByValue("white");
            d.findElement(By.name("player")).sendKeys("Çağrı Ünal " + lang + tag);
            d.findElement(By.cssSelector("button.search")).click();
            wait.until(x -> !x.findElements(By.cssSelector("tr.hit a.open-ply")).isEmpty());
            assertEquals(1, d.findElements(By.cssSelector("tr.hit")).size(), text(d, "main"));
            assertTrue(d.getCurrentUrl().contains("player="), "the results are a bookmarkable address: " + d.getCurrentUrl());
            browser.screenshot(shots.resolve("16-position-search.png"));
            look.accept("16-position-search");
            assertEquals(lang, d.findElement(By.tagName("html")).getDomAttribute("lang"));
            // the same search from the keyboard: a FEN typed in its field fills the board; a square reached with the
            // arrow keys takes a king (2) and a man again (Space), the field following; Enter in the field searches
            WebElement fen = d.findElement(By.id("search-fen"));
            fen.clear();
            fen.sendKeys("W:Wa2:Bh7");
            wait.until(x -> !x.findElements(By.cssSelector("g.square[data-square=a2] .piece-w")).isEmpty()
                    && !x.findElements(By.cssSelector("g.square[data-square=h7] .piece-b")).isEmpty());
            assertEquals(2, d.findElements(By.cssSelector("#editor .piece")).size(), "only the FEN's pieces");
            d.executeScript("document.querySelector('g.square[data-square=a2]').focus()");
            new org.openqa.selenium.interactions.Actions(d).sendKeys(Keys.ARROW_RIGHT).perform();
            assertEquals("b2", d.switchTo().activeElement().getDomAttribute("data-square"));
            new org.openqa.selenium.interactions.Actions(d).sendKeys("2").perform();
            wait.until(x -> "W:Wa2,Kb2:Bh7".equals(x.findElement(By.id("search-fen")).getDomProperty("value")));
            assertTrue(d.switchTo().activeElement().getDomAttribute("aria-label").contains("b2"), "focus stays on b2");
            new org.openqa.selenium.interactions.Actions(d).sendKeys(Keys.SPACE).perform(); // king -> black man
            wait.until(x -> "W:Wa2:Bb2,h7".equals(x.findElement(By.id("search-fen")).getDomProperty("value")));
            String start = new Select(d.findElement(By.name("variant"))).getFirstSelectedOption().getDomAttribute("data-start");
            fen = d.findElement(By.id("search-fen"));
            fen.clear();
            fen.sendKeys(start, Keys.ENTER);
            wait.until(x -> x.getCurrentUrl().contains("fen=") && !x.findElements(By.cssSelector("tr.hit a.open-ply")).isEmpty());
            assertEquals(1, d.findElements(By.cssSelector("tr.hit")).size(), text(d, "main"));
            look.accept("16b-position-search-fen");

            // the other pages an arbiter or a visitor reads (the settings and rating pages also on a phone's width),
            // then, in Turkish, everything found at once
            for (String page : new String[] {"tournaments", "tournaments/" + id, "tournaments/" + id + "/rounds/1",
                "arbiter/tournaments/" + id + "/settings", "arbiter/tournaments/" + id + "/rating", "arbiter/ratings",
                "archive", "account"}) {
                open(d, page);
                look.accept(page);
                if (page.startsWith("arbiter/") || page.equals("account")) {
                    axe.phone(d, page);
                }
                if (language != null && page.equals("arbiter/ratings")) { // the built-in list types' names are not in a bundle
                    assertTrue(text(d, "main").contains("FMJD derece listesi, 100 kare"), text(d, "main"));
                    String types = d.findElement(By.id("list-type")).getText();
                    assertFalse(types.contains("squares"), types); // the parameters' own text stays as written
                }
            }
            String games = get(d, "api/archive/games?player=" + enc("Çağrı Ünal " + lang + tag));
            java.util.regex.Matcher game = java.util.regex.Pattern.compile("\"id\":(\\d+)").matcher(games);
            assertTrue(game.find(), games);
            open(d, "archive/games/" + game.group(1));
            look.accept("game page");
            if (language != null) {
                assertTrue(language.size() > 100, "the English texts looked for: " + language.size());
                assertTrue(language.findings.isEmpty(), "English or raw codes on Turkish pages:\n"
                        + String.join("\n", language.findings));
            }
            axe.assertClean();
        }
    }

    /**
     * Issue 35, the opening explorer in Turkish: a small PDN of Turkish and International games imported, the explorer
     * walked five moves deep in each variant by clicking moves, with a filter (the form's year in Turkish draughts, a
     * player as White in the address in International draughts) kept by every link; the path's links lead back; a
     * game of the list opens at the explorer's position, and its "explore this position" leads back to it.
     */
    @Test
    void theOpeningExplorerWalksFiveMovesDeepAndOpensAGameAtThePosition() throws Exception {
        Browser.require();
        java.net.http.HttpClient http = ItHttp.client();
        // the games under an event of this run's own: new games, whichever other test imported the same files before
        String event = "[Event \"Explorer " + UUID.randomUUID().toString().substring(0, 6) + " ";
        for (String file : List.of("turkish/random-games.pdn", "international/candidate95.pdn")) {
            String pdn = Files.readString(TestData.of("corpus").resolve(file), StandardCharsets.UTF_8).replace("[Event \"", event);
            HttpResponse<String> r = http.send(java.net.http.HttpRequest.newBuilder(base.toURI().resolve(
                    "api/archive/imports?name=" + enc(file) + "&collection=explorer"))
                    .header("Authorization", ItHttp.ADMIN).header("Content-Type", "application/x-pdn")
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofString(pdn, StandardCharsets.UTF_8))
                    .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertEquals(202, r.statusCode(), r.body());
            assertEquals("done", ItHttp.awaitImport(http, r).getString("status"));
        }
        try (Browser browser = Browser.start("tr")) {
            ChromeDriver d = browser.driver();
            WebDriverWait wait = browser.waiting(Duration.ofSeconds(30));
            LanguageCheck language = new LanguageCheck();
            AxeCheck axe = new AxeCheck("explorer");
            // Turkish draughts: the start position, then the filter form (years), then five moves
            open(d, "archive/explorer?variant=turkish");
            wait.until(x -> !x.findElements(By.cssSelector("#explorer svg g.square")).isEmpty());
            assertEquals(Variants.TURKISH.initialPosition().toFen(), d.findElement(By.id("explorer-fen")).getText());
            d.findElement(By.id("explorer-yearFrom")).sendKeys("2026");
            d.findElement(By.id("explorer-apply")).click();
            wait.until(x -> x.getCurrentUrl().contains("yearFrom=2026"));
            walkFiveMoves(d, wait, "yearFrom=2026");
            language.check(d, "explorer, Turkish draughts");
            axe.check(d, "explorer, Turkish draughts");
            // the path leads back: its second link is the explorer after one move
            String afterOne = d.findElements(By.cssSelector("#explorer-path a")).get(1).getText();
            d.findElements(By.cssSelector("#explorer-path a")).get(1).click();
            wait.until(x -> x.findElements(By.cssSelector("#explorer-path a")).size() == 2);
            assertTrue(d.getCurrentUrl().contains("moves=" + enc(afterOne)) && d.getCurrentUrl().contains("yearFrom=2026"), d.getCurrentUrl());

            // International draughts, a player as White, from the address
            open(d, "archive/explorer?variant=international&player=baljakin&side=white");
            walkFiveMoves(d, wait, "player=baljakin");
            for (WebElement white : d.findElements(By.cssSelector("#explorer-games tr.hit td:nth-child(2)"))) {
                assertTrue(white.getText().contains("Baljakin"), white.getText());
            }
            String fen = d.findElement(By.id("explorer-fen")).getText();
            // a game of the list opens at the position: the viewer shows that ply, and the game's position there is it
            WebElement ply = d.findElement(By.cssSelector("#explorer-games a.open-ply"));
            String at = ply.getText();
            String gameHref = ply.getDomAttribute("href");
            ply.click();
            wait.until(x -> at.equals(x.findElement(By.id("viewer")).getDomAttribute("data-current-ply")));
            String id = gameHref.replaceAll(".*/archive/games/(\\d+).*", "$1");
            JsonObject game = jakarta.json.Json.createReader(new java.io.StringReader(get(d, "api/archive/games/" + id))).readObject();
            assertEquals(fen, game.getJsonArray("positions").getString(Integer.parseInt(at)));
            // and the game page's "explore this position" comes back to it
            d.findElement(By.id("explore-position")).click();
            wait.until(x -> x.getCurrentUrl().contains("/archive/explorer"));
            assertEquals(fen, d.findElement(By.id("explorer-fen")).getText());
            assertTrue(language.findings.isEmpty(), "English or raw codes on Turkish pages:\n" + String.join("\n", language.findings));
            axe.assertClean();
        }
    }

    /** Five clicks on the most played move; each step's address keeps the filter and extends the path by one. */
    private static void walkFiveMoves(ChromeDriver d, WebDriverWait wait, String filter) {
        for (int step = 1; step <= 5; step++) {
            int crumbs = step + 1;
            WebElement move = d.findElement(By.cssSelector("#explorer-moves a.move"));
            assertTrue(move.getDomAttribute("href").contains(filter), move.getDomAttribute("href"));
            move.click();
            wait.until(x -> x.findElements(By.cssSelector("#explorer-path a")).size() == crumbs);
            wait.until(x -> !x.findElements(By.cssSelector("#explorer svg g.square")).isEmpty());
            String moves = d.getCurrentUrl().replaceAll(".*[?&]moves=([^&]*).*", "$1");
            assertEquals(step, URLDecoder.decode(moves, StandardCharsets.UTF_8).split("_").length, d.getCurrentUrl());
            assertFalse(d.findElements(By.cssSelector("#explorer-games tr.hit")).isEmpty(), "games reach every step");
        }
    }

    /**
     * Issue 34, in Turkish: board 1's game recorded on its page from the results entry page's link, with clicks (a
     * piece, then its destination) and typed moves (the legal ones offered), a capture with two routes chosen in the
     * chooser, one undo, then the result button; the page then shows the result, the check of the game and its link.
     */
    private void recordsAGameMoveByMove(Browser browser, WebDriverWait wait, java.util.function.Consumer<String> look,
                                        AxeCheck axe, long id, Path shots) throws Exception {
        ChromeDriver d = browser.driver();
        try (Browser viewer = Browser.start("tr")) { // a second browser, a spectator on the live round page
            ChromeDriver v = viewer.driver();
            open(v, "tournaments/" + id + "/rounds/1/live");
            v.executeScript("window.sameLivePage = true;");
            new WebDriverWait(v, java.time.Duration.ofSeconds(30)).until(x -> "true".equals(
                    x.findElement(By.id("live-status")).getDomAttribute("data-following")));
            recordsTheGame(browser, wait, look, axe, id, shots);
            theLiveRoundPageFollows(v, 1, 8);
        }
    }

    private void recordsTheGame(Browser browser, WebDriverWait wait, java.util.function.Consumer<String> look,
                                AxeCheck axe, long id, Path shots) throws Exception {
        ChromeDriver d = browser.driver();
        d.findElement(By.id("record-1")).click();
        wait.until(x -> x.getCurrentUrl().endsWith("/arbiter/tournaments/" + id + "/rounds/1/boards/1/record"));
        wait.until(x -> !x.findElements(By.cssSelector("#board svg g.square")).isEmpty());
        look.accept("20-record");
        axe.phone(d, "20-record");
        assertTrue(d.findElements(By.cssSelector("#legal-moves option")).stream()
                .anyMatch(o -> "d3-d4".equals(o.getDomAttribute("value"))), "the legal moves are offered as one types");
        // the line of RecordedGameTest: clicks and typed moves in turn
        java.util.List<String> line = org.hakem.live.domain.RecordedGameTest.TURKISH_LINE;
        for (int i = 0; i < line.size(); i++) {
            String move = line.get(i);
            if (i % 2 == 0) {
                clickSquare(d, move.substring(0, 2));
                clickSquare(d, move.substring(move.length() - 2));
            } else {
                d.findElement(By.id("move")).sendKeys(move, Keys.ENTER);
            }
            int plies = i + 1;
            wait.withMessage(() -> "ply " + plies + " (" + move + "): " + recorderSays(d))
                    .until(x -> x.findElements(By.cssSelector("#moves .ply")).size() == plies);
        }
        assertEquals(line, d.findElements(By.cssSelector("#moves .ply")).stream().map(WebElement::getText).toList());
        // the king's capture to c1 has two routes: the page asks which one
        String ambiguous = org.hakem.live.domain.RecordedGameTest.TURKISH_AMBIGUOUS;
        clickSquare(d, ambiguous.substring(0, 2));
        clickSquare(d, ambiguous.substring(ambiguous.length() - 2));
        wait.until(x -> x.findElements(By.cssSelector("#choices button.choice")).size() == 2);
        browser.screenshot(shots.resolve("20b-record-choose.png"));
        look.accept("20b-record-choose");
        String route = d.findElements(By.cssSelector("#choices button.choice")).get(1).getText();
        d.findElements(By.cssSelector("#choices button.choice")).get(1).click();
        wait.until(x -> x.findElements(By.cssSelector("#moves .ply")).size() == 8);
        assertEquals(route, d.findElements(By.cssSelector("#moves .ply")).get(7).getText(), "the route chosen, in full");
        // one undo, and the capture typed again: asked again, chosen with the keyboard
        d.findElement(By.id("undo")).click();
        wait.until(x -> x.findElements(By.cssSelector("#moves .ply")).size() == 7);
        d.findElement(By.id("move")).sendKeys(ambiguous, Keys.ENTER);
        wait.until(x -> x.findElements(By.cssSelector("#choices button.choice")).size() == 2);
        assertEquals(d.findElements(By.cssSelector("#choices button.choice")).get(0), d.switchTo().activeElement(),
                "the first route has the focus");
        d.switchTo().activeElement().sendKeys(Keys.ENTER);
        wait.until(x -> x.findElements(By.cssSelector("#moves .ply")).size() == 8);
        browser.screenshot(shots.resolve("20c-record-moves.png"));
        // the result: the board has it, the game is attached and checked
        d.findElement(By.id("result-white")).click();
        wait.until(x -> !x.findElements(By.id("finished")).isEmpty());
        assertEquals("1-0", d.findElement(By.id("result")).getText());
        assertFalse(String.valueOf(d.findElement(By.id("verdict")).getDomAttribute("class")).contains("error"),
                d.findElement(By.id("verdict")).getText());
        assertFalse(d.findElements(By.id("game-link")).isEmpty(), "the page links the game");
        assertEquals(8, d.findElements(By.cssSelector("#moves .ply")).size(), "the game as recorded, after a reload");
        look.accept("20d-record-finished");
    }

    /** What the recording page says (its status line, its messages, the plies listed), for a failure's message. */
    private static String recorderSays(WebDriver d) {
        return "status '" + d.findElement(By.id("status")).getText() + "', messages '"
                + d.findElement(By.id("messages")).getText() + "', plies " + d.findElements(By.cssSelector("#moves .ply"))
                .stream().map(WebElement::getText).toList();
    }

    /** A click on a square of the recording page's board (by its name, as FEN and moves write it). */
    private static void clickSquare(WebDriver d, String square) {
        d.findElement(By.cssSelector("#board g.square[data-square='" + square + "']")).click();
    }

    /**
     * Issue 34's second browser: the spectator's live round page, opened before the game was recorded on the other
     * browser, now shows board {@code board} with its {@code plies} plies, its last move and its result, without
     * having been reloaded.
     */
    private static void theLiveRoundPageFollows(ChromeDriver v, int board, int plies) {
        By state = By.cssSelector("#live-0-" + board + " .state");
        new WebDriverWait(v, java.time.Duration.ofSeconds(30)).withMessage(() -> "the live page says "
                        + v.findElement(state).getText())
                .until(x -> x.findElement(state).getText().contains(Integer.toString(plies)));
        assertEquals("1-0", v.findElement(By.cssSelector("#live-0-" + board + " .state .result")).getText());
        assertFalse(v.findElement(By.cssSelector("#live-0-" + board + " .state .last")).getText().isBlank(), "its last move");
        assertEquals(Boolean.TRUE, v.executeScript("return window.sameLivePage === true;"), "not reloaded");
    }

    /**
     * Forty players into a Swiss event, and round 1 paired, published and entered, the way an arbiter does it since
     * issue 33 (from the rating list, many at once); the page actions and time are in {@code target/event-day/}. A
     * measurement, beside the one below, so with {@code -Pdeep} only (the pages it uses are tested in
     * {@code TournamentIT} and the day above).
     */
    @Test
    @org.junit.jupiter.api.Tag("slow")
    void fortyPlayersFromTheRatingList() throws Exception {
        fortyPlayers(FortyPlayersDay.Way.FROM_RATING_LIST);
    }

    /**
     * The same forty players the only way there was before issue 33 (one registry form and one entry each), to
     * measure against: slow, so only with {@code -Pdeep} too.
     */
    @Test
    @org.junit.jupiter.api.Tag("slow")
    void fortyPlayersOneByOne() throws Exception {
        fortyPlayers(FortyPlayersDay.Way.ONE_BY_ONE);
    }

    private void fortyPlayers(FortyPlayersDay.Way way) throws Exception {
        Browser.require();
        String tag = UUID.randomUUID().toString().substring(0, 4);
        try (Browser browser = Browser.start("tr")) {
            FortyPlayersDay day = new FortyPlayersDay(browser, base);
            long id = day.newSwiss(arbiterName, PASSWORD, "Kırk Kişi " + tag, 5);
            day.run(way, id, tag);
        }
    }

    /** A cell of the draft table: board {@code board}, column {@code column} (2: White, 4: Black, 3 and 5 their points). */
    private static String cell(WebDriver d, int board, int column) {
        return d.findElement(By.cssSelector("#draft-board-" + board + " td:nth-child(" + column + ")")).getText().strip();
    }

    /** The start number of a player as the draft shows him ({@code 5. Yılmaz}). */
    private static String startNumber(String player) {
        return player.substring(0, player.indexOf('.'));
    }

    /** Sets a board's result of round 1 through the API, as another arbiter's device would. */
    private void setResult(long id, int board, String result) throws Exception {
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        HttpResponse<String> round = ItHttp.send(http, base, "GET", "api/tournaments/" + id + "/rounds/1", ItHttp.ADMIN, null);
        assertEquals(200, round.statusCode(), round.body());
        long version = -1;
        try (var reader = jakarta.json.Json.createReader(new java.io.StringReader(round.body()))) {
            for (var b : reader.readObject().getJsonArray("boards")) {
                if (b.asJsonObject().getInt("board") == board) {
                    version = b.asJsonObject().getJsonNumber("version").longValue();
                }
            }
        }
        HttpResponse<String> r = ItHttp.send(http, base, "PUT", "api/tournaments/" + id + "/rounds/1/boards/" + board,
                ItHttp.ADMIN, "{\"result\":\"" + result + "\",\"version\":" + version + "}");
        assertEquals(200, r.statusCode(), r.body());
    }

    private void open(WebDriver d, String path) {
        d.get(base + path);
    }

    private static String text(WebDriver d, String tag) {
        return d.findElement(By.tagName(tag)).getText();
    }

    private String get(WebDriver d, String path) {
        return (String) ((ChromeDriver) d).executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0]).then(r => r.text()).then(done).catch(e => done(String(e)));", base + path);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
