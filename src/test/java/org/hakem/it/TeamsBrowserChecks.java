package org.hakem.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An arbiter runs the first round of a four-team league through the pages only, in Turkish: creates the event, its
 * teams and rosters (players found by name in the registry), pairs and publishes round 1, enters both line-ups of a
 * match (one board left empty) and its results from the keyboard, then reads the standings, the crosstable, the
 * board by board table and the printable match sheets. Screenshots go to {@code target/screenshots/teams/}. Run on
 * {@link RatingsBrowserIT}'s server (a class of checks, not a server of its own: see {@link DeployedWar}).
 */
abstract class TeamsBrowserChecks extends DeployedWar {

    static String arbiterName;
    static final String PASSWORD = "arbiter-password-1";

    @BeforeEach
    void arbiterAccount() throws Exception {
        if (arbiterName == null) {
            arbiterName = "lig" + UUID.randomUUID().toString().substring(0, 8);
            HttpResponse<String> r = ItHttp.send(HttpClient.newHttpClient(), base, "POST", "api/accounts", ItHttp.ADMIN,
                    "{\"username\":\"" + arbiterName + "\",\"password\":\"" + PASSWORD + "\",\"role\":\"arbiter\"}");
            assertEquals(201, r.statusCode(), r.body());
        }
    }

    @Test
    void anArbiterRunsTheFirstRoundOfALeague() throws Exception {
        Browser.require();
        String tag = UUID.randomUUID().toString().substring(0, 4);
        List<String> clubs = List.of("Bursa Dama " + tag, "Konya Dama " + tag, "Sivas Dama " + tag, "Muğla Dama " + tag);
        // the registry: two players a club (registering through its own pages is PagesBrowserIT's)
        HttpClient http = HttpClient.newHttpClient();
        for (int c = 0; c < 4; c++) {
            for (int p = 1; p <= 2; p++) {
                HttpResponse<String> r = ItHttp.send(http, base, "POST", "api/players", ItHttp.ADMIN,
                        "{\"name\":\"" + player(c, p, tag) + "\",\"federation\":\"TUR\",\"rating\":" + (2000 - 10 * c - p) + "}");
                assertEquals(201, r.statusCode(), r.body());
            }
        }
        Path shots = Path.of("target", "screenshots", "teams");
        try (Browser browser = Browser.start("tr")) {
            ChromeDriver d = browser.driver();
            WebDriverWait wait = browser.waiting(Duration.ofSeconds(30));
            wait.ignoring(StaleElementReferenceException.class);
            AxeCheck axe = new AxeCheck("teams"); // every page with a screenshot is also read by axe-core
            LanguageCheck language = new LanguageCheck(); // and for English texts and raw codes on the Turkish pages
            open(d, "login");
            browser.logIn(arbiterName, PASSWORD);
            wait.until(x -> x.findElements(By.name("password")).isEmpty());

            // create the league from the list
            open(d, "teams");
            assertTrue(text(d, "nav").contains("Takım turnuvaları"), text(d, "nav"));
            d.findElement(By.id("create-team-event")).click();
            wait.until(x -> !x.findElements(By.id("team-event-form")).isEmpty());
            d.findElement(By.id("name")).sendKeys("Dama Ligi " + tag);
            d.findElement(By.id("place")).sendKeys("Eskişehir");
            d.findElement(By.id("boards")).clear();
            d.findElement(By.id("boards")).sendKeys("2");
            new Select(d.findElement(By.id("system"))).selectByValue("ROUND_ROBIN");
            browser.screenshot(shots.resolve("01-new-event.png"));
            axe.check(d, "01-new-event");
            language.check(d, "01-new-event");
            d.findElement(By.id("create")).click();
            wait.until(x -> !x.findElements(By.id("add-team")).isEmpty());
            String manage = d.getCurrentUrl();
            long id = Long.parseLong(manage.replaceAll(".*/arbiter/teams/", "").replaceAll("[^0-9].*", ""));

            // four teams, each with two players found by name
            for (int c = 0; c < 4; c++) {
                d.findElement(By.id("team-name")).sendKeys(clubs.get(c), Keys.ENTER);
                int number = c + 1;
                wait.until(x -> !x.findElements(By.id("team-" + number)).isEmpty());
                for (int p = 1; p <= 2; p++) {
                    d.findElement(By.id("player-" + number)).sendKeys(player(c, p, tag), Keys.ENTER);
                    String name = player(c, p, tag);
                    wait.until(x -> x.findElement(By.id("team-" + number)).getText().contains(name));
                }
            }
            assertTrue(d.findElements(By.id("message")).isEmpty());
            browser.screenshot(shots.resolve("02-teams.png"));
            axe.check(d, "02-teams");
            language.check(d, "02-teams");

            // pair and publish round 1: 1-4 and 2-3 (Berger table for four)
            d.findElement(By.id("pair-next")).click();
            wait.until(x -> !x.findElements(By.id("publish-1")).isEmpty());
            submit(d, wait, "publish-1", "enter-1-1"); // the draft round has the line-up links too: wait for the new page
            String round1 = text(d, "main");
            assertTrue(round1.contains("1. " + clubs.get(0) + " – " + clubs.get(3)), round1);
            browser.screenshot(shots.resolve("03-round-1.png"));
            axe.check(d, "03-round-1");
            language.check(d, "03-round-1");
            // the published round's PDN source page is linked from it (the arbiter's; the draft has none)
            assertTrue(d.findElement(By.id("source-1")).getDomAttribute("href").endsWith("/arbiter/teams/" + id
                    + "/rounds/1/source"), d.findElement(By.id("source-1")).getDomAttribute("href"));

            // match 1: the line-ups are offered in roster order; the home team's is saved as offered, the away team
            // leaves board 2 empty
            d.findElement(By.id("enter-1-1")).click();
            wait.until(x -> !x.findElements(By.id("lineup-home")).isEmpty());
            assertTrue(d.findElement(By.id("prefilled-home")).getText().contains("kadro sırasıyla önerildi"));
            assertTrue(new Select(d.findElement(By.id("home-board-1"))).getFirstSelectedOption().getText()
                    .equals("1. " + player(0, 1, tag)));
            assertTrue(new Select(d.findElement(By.id("away-board-2"))).getFirstSelectedOption().getText()
                    .equals("2. " + player(3, 2, tag)));
            submit(d, wait, "save-lineup-home");
            assertTrue(new Select(d.findElement(By.id("home-board-2"))).getFirstSelectedOption().getText()
                    .contains(player(0, 2, tag)));
            assertTrue(d.findElements(By.id("prefilled-home")).isEmpty(), "saved");
            // the results table shows who is still missing, in words
            assertTrue(d.findElement(By.id("results")).getText().contains("diziliş girilmedi"));
            new Select(d.findElement(By.id("away-board-2"))).selectByIndex(0);
            submit(d, wait, "save-lineup-away");
            assertTrue(d.findElement(By.id("warnings")).getText().contains(clubs.get(3) + " dizilişinde boş masa: 2."),
                    d.findElement(By.id("warnings")).getText());
            // board 2 (home Black) went to the home player by forfeit: "+/-" read from the home side
            wait.until(x -> "+/-".equals(x.findElement(By.id("result-2")).getDomProperty("value")));
            // board 1 from the keyboard: the home player (White) wins, Enter saves
            d.findElement(By.id("result-1")).sendKeys("1", Keys.ENTER);
            wait.until(x -> x.findElement(By.id("score")).getText().contains("4-0"));
            browser.screenshot(shots.resolve("04-match-entry.png"));
            axe.check(d, "04-match-entry");
            language.check(d, "04-match-entry");

            // match 2: a refused line-up keeps the arbiter's choices (out of roster order here), an empty one is
            // refused in words; then both line-ups, a draw and a win for the away team's White, read from the home side
            open(d, "arbiter/teams/" + id + "/rounds/1/matches/2");
            wait.until(x -> !x.findElements(By.id("lineup-home")).isEmpty());
            new Select(d.findElement(By.id("home-board-1"))).selectByIndex(2);
            new Select(d.findElement(By.id("home-board-2"))).selectByIndex(1);
            submit(d, wait, "save-lineup-home");
            assertTrue(d.findElement(By.id("message")).getText().contains("kadro sırası korunmalı"),
                    d.findElement(By.id("message")).getText());
            assertTrue(new Select(d.findElement(By.id("home-board-1"))).getFirstSelectedOption().getText().startsWith("2."),
                    "the refused choice is still there");
            assertTrue(new Select(d.findElement(By.id("home-board-2"))).getFirstSelectedOption().getText().startsWith("1."));
            new Select(d.findElement(By.id("home-board-1"))).selectByIndex(0);
            new Select(d.findElement(By.id("home-board-2"))).selectByIndex(0);
            submit(d, wait, "save-lineup-home");
            assertTrue(d.findElement(By.id("message")).getText().contains("dizilişinde hiç oyuncu yok"),
                    d.findElement(By.id("message")).getText());
            assertEquals("", new Select(d.findElement(By.id("home-board-1"))).getFirstSelectedOption().getDomAttribute("value"));
            for (String side : List.of("home", "away")) {
                new Select(d.findElement(By.id(side + "-board-1"))).selectByIndex(1);
                new Select(d.findElement(By.id(side + "-board-2"))).selectByIndex(2);
                submit(d, wait, "save-lineup-" + side);
                assertTrue(new Select(d.findElement(By.id(side + "-board-2"))).getFirstSelectedOption().getText()
                        .startsWith("2."));
            }
            assertTrue(d.findElements(By.id("warnings")).isEmpty(), "no empty board");
            d.findElement(By.id("result-1")).sendKeys("=");
            // board 2: the away team has White and wins; the home player lost: 0-1 from the home side
            d.findElement(By.id("result-2")).sendKeys("0", Keys.ENTER);
            wait.until(x -> x.findElement(By.id("score")).getText().contains("1-3"));
            assertEquals("0-1", d.findElement(By.id("result-2")).getDomProperty("value"));

            // what everyone sees: standings, crosstable, board by board, match sheets (HTML and PDF)
            open(d, "teams/" + id + "/standings");
            String standings = d.findElement(By.id("standings")).getText();
            assertTrue(standings.indexOf(clubs.get(0)) < standings.indexOf(clubs.get(2))
                    && standings.indexOf(clubs.get(2)) < standings.indexOf(clubs.get(1)), standings);
            browser.screenshot(shots.resolve("05-standings.png"));
            axe.check(d, "05-standings");
            language.check(d, "05-standings");
            open(d, "teams/" + id + "/crosstable");
            assertTrue(d.findElement(By.id("crosstable")).getText().contains("4-0"), d.findElement(By.id("crosstable")).getText());
            browser.screenshot(shots.resolve("06-crosstable.png"));
            axe.check(d, "06-crosstable");
            language.check(d, "06-crosstable");
            open(d, "teams/" + id + "/boards");
            assertTrue(d.findElement(By.id("board-by-board")).getText().contains(player(0, 1, tag)));
            String boardLine = d.findElements(By.cssSelector("#board-by-board tbody tr")).stream().map(WebElement::getText)
                    .filter(t -> t.contains(player(2, 2, tag))).findFirst().orElseThrow();
            assertTrue(boardLine.endsWith("0-1"), boardLine);
            browser.screenshot(shots.resolve("07-boards.png"));
            axe.check(d, "07-boards");
            language.check(d, "07-boards");
            // the event's page leads to round 1's live boards
            open(d, "teams/" + id);
            d.findElement(By.id("live-1")).click();
            wait.until(x -> x.getCurrentUrl().endsWith("/teams/" + id + "/rounds/1/live")
                    && text(x, "main").contains(player(0, 1, tag)));
            open(d, "teams/" + id + "/rounds/1/sheet");
            String sheet = text(d, "main");
            assertTrue(sheet.contains(player(3, 1, tag)) && sheet.contains("Tur 1"), sheet);
            // the case: match 2, board 2, home | away | result, the away player (White) won
            String row = d.findElement(By.cssSelector("#sheet-match-2 tbody tr:nth-child(2)")).getText();
            assertTrue(row.contains(player(1, 2, tag) + " " + player(2, 2, tag)) && row.endsWith("0-1"), row);
            assertTrue(d.findElement(By.id("sheet-reading")).getText().contains("ev sahibi oyuncunun gözünden"));
            browser.screenshot(shots.resolve("08-match-sheets.png"));
            axe.check(d, "08-match-sheets");
            language.check(d, "08-match-sheets");
            String pdf = d.findElement(By.id("link-sheet-pdf")).getDomAttribute("href");
            HttpResponse<byte[]> file = http.send(HttpRequest.newBuilder(base.toURI().resolve(pdf))
                    .build(), HttpResponse.BodyHandlers.ofByteArray());
            assertEquals(200, file.statusCode());
            assertTrue(new String(file.body(), 0, 5, java.nio.charset.StandardCharsets.ISO_8859_1).startsWith("%PDF"));

            // round 2 paired, not yet published: the captains' line-ups go in already; results wait for publishing
            open(d, "arbiter/teams/" + id);
            d.findElement(By.id("pair-next")).click();
            wait.until(x -> !x.findElements(By.id("enter-2-1")).isEmpty());
            d.findElement(By.id("enter-2-1")).click();
            wait.until(x -> !x.findElements(By.id("lineup-home")).isEmpty());
            assertTrue(d.findElement(By.id("draft-note")).getText().contains("taslak"));
            assertTrue(d.findElements(By.id("results-form")).isEmpty(), "no results in a draft");
            submit(d, wait, "save-lineup-home");
            assertTrue(d.findElements(By.id("message")).isEmpty());
            assertTrue(d.findElements(By.id("prefilled-home")).isEmpty(), "the draft's line-up is saved");
            browser.screenshot(shots.resolve("09-draft-lineup.png"));
            axe.check(d, "09-draft-lineup");
            language.check(d, "09-draft-lineup");

            // the same pages in English, and the standings and match sheets on a phone's width in both languages
            for (String page : List.of("arbiter/teams/" + id, "arbiter/teams/" + id + "/rounds/1/matches/2",
                    "teams/" + id + "/standings", "teams/" + id + "/crosstable", "teams/" + id + "/boards",
                    "teams/" + id + "/rounds/1/sheet")) {
                if (page.endsWith("standings") || page.endsWith("sheet")) {
                    open(d, page);
                    axe.phone(d, page + " tr");
                }
                open(d, page + "?lang=en");
                assertEquals("en", d.findElement(By.tagName("html")).getDomAttribute("lang"));
                axe.check(d, page + " en");
                if (page.endsWith("standings") || page.endsWith("sheet")) {
                    axe.phone(d, page + " en");
                }
            }
            axe.assertClean();
            assertTrue(language.findings.isEmpty(), "English or raw codes on Turkish pages:\n"
                    + String.join("\n", language.findings));
        }
    }

    private static String player(int club, int p, String tag) {
        return List.of("Ayşe", "Çetin", "Gülşen", "Işıl").get(club) + " " + List.of("Öztürk", "Şahin").get(p - 1) + " " + tag;
    }

    /** Clicks a form's button and waits for the page that answers (the old one goes stale, the new one has the form). */
    private static void submit(WebDriver d, WebDriverWait wait, String button) {
        submit(d, wait, button, button);
    }

    /** Clicks a form's button and waits for the page that answers: the old one goes stale, the new one has {@code awaited}. */
    private static void submit(WebDriver d, WebDriverWait wait, String button, String awaited) {
        WebElement old = d.findElement(By.id(button));
        old.click();
        // gone from the document: Chrome says so either as a stale element or, while the new page is being built,
        // as "node does not belong to the document"
        wait.until(x -> {
            try {
                old.isEnabled();
                return false;
            } catch (org.openqa.selenium.WebDriverException gone) {
                return true;
            }
        });
        wait.until(x -> !x.findElements(By.id(awaited)).isEmpty());
    }

    private void open(WebDriver d, String path) {
        d.get(base + path);
    }

    private static String text(WebDriver d, String tag) {
        return d.findElement(By.tagName(tag)).getText();
    }
}
