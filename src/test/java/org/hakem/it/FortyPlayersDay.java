package org.hakem.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The measured part of the event day (issue 33): forty players entered into a Swiss event, round 1 paired, published
 * and its twenty results entered, through the pages only, counting every page action the arbiter makes and the time
 * it takes. Two ways of entering the players are measured:
 * <ul>
 *   <li>{@link Way#ONE_BY_ONE}, the only way before issue 33: each player through the registry form, then entered
 *       into the event by finding him and choosing him from the select;</li>
 *   <li>{@link Way#FROM_RATING_LIST}, the way since: the federation's rating list imported once from its CSV file,
 *       then its forty ids pasted into the event's "enter many" box with "create missing players" ticked.</li>
 * </ul>
 * Pairing, publishing and entering the results are the same pages both ways. A page action is what the arbiter does
 * with the mouse or keyboard: opening a page, filling a field, choosing from a list or a file, ticking a box,
 * clicking a button, or one key of the keyboard results entry. The counts are exact; the time depends on the machine
 * and is only reported (in {@code target/event-day/}), never asserted.
 */
final class FortyPlayersDay {

    /** How the forty players get into the event. */
    enum Way {
        ONE_BY_ONE, FROM_RATING_LIST
    }

    static final int PLAYERS = 40;

    private final Browser browser;
    private final ChromeDriver d;
    private final WebDriverWait wait;
    private final URL base;
    private int actions;

    FortyPlayersDay(Browser browser, URL base) {
        this.browser = browser;
        this.d = browser.driver();
        this.wait = browser.waiting(Duration.ofSeconds(60));
        this.base = base;
    }

    /**
     * Runs the measured part in the tournament whose id is given (a new Swiss event of the logged-in arbiter, with no
     * players), checks what the arbiter sees at each step, and returns the report line.
     */
    String run(Way way, long tournament, String tag) throws IOException {
        List<String> names = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<Integer> ratings = new ArrayList<>();
        String[] first = {"Şükrü", "İpek", "Işık", "Ümran", "Gökhan", "Çiğdem", "Ağah", "Özge"};
        String[] last = {"Çağlayan", "Ilıcak", "Güneş", "Öztürk", "Şişli", "Ağaç", "Ünal", "Yıldız", "Kılıç", "Doğan"};
        for (int i = 0; i < PLAYERS; i++) {
            names.add(first[i % first.length] + " " + last[i % last.length] + " " + tag + i);
            ids.add("T" + tag + i);
            ratings.add(2200 - 17 * i);
        }
        long start = System.nanoTime();
        if (way == Way.ONE_BY_ONE) {
            for (int i = 0; i < PLAYERS; i++) {
                open("players/new");
                fill(d.findElement(By.name("name")), names.get(i));
                fill(d.findElement(By.name("federation")), "TUR");
                fill(d.findElement(By.name("rating")), String.valueOf(ratings.get(i)));
                actions++;
                d.findElement(By.name("name")).submit();
                wait.until(x -> x.getCurrentUrl().replaceAll("\\?.*", "").endsWith("/players"));
            }
            open("arbiter/tournaments/" + tournament);
            for (String name : names) {
                actions += 4; // the search field, its button, the choice in the select, the enter button
                browser.enterPlayer(name, wait);
            }
        } else {
            StringBuilder csv = new StringBuilder("fmjd_id,name,federation,rating,games,title\n");
            for (int i = 0; i < PLAYERS; i++) {
                csv.append(ids.get(i)).append(',').append(names.get(i)).append(",TUR,").append(ratings.get(i)).append(",30,\n");
            }
            Path file = Files.createTempFile("tur-list-" + tag + "-", ".csv");
            try {
                Files.writeString(file, csv, StandardCharsets.UTF_8);
                open("arbiter/ratings");
                choose(d.findElement(By.id("list-type")), "tur-national");
                fill(d.findElement(By.id("list-file")), file.toString()); // the file chooser
                wait.until(x -> x.findElement(By.id("list-csv")).getDomProperty("value").contains(names.get(PLAYERS - 1)));
                click(d.findElement(By.id("list-import-submit")));
                wait.until(x -> !x.findElements(By.id("import-done")).isEmpty());
                open("arbiter/tournaments/" + tournament);
                fill(d.findElement(By.id("enter-lines")), String.join("\n", ids));
                WebElement list = d.findElement(By.id("enter-list"));
                String option = list.findElements(By.tagName("option")).stream().map(WebElement::getText)
                        .filter(t -> t.contains(file.getFileName().toString())).findFirst()
                        .orElseThrow(() -> new AssertionError("the list just imported is offered: " + list.getText()));
                actions++;
                new Select(list).selectByVisibleText(option);
                click(d.findElement(By.id("enter-create")));
                click(d.findElement(By.cssSelector("#enter-many-form button[type=submit]")));
            } finally {
                Files.deleteIfExists(file);
            }
        }
        wait.until(x -> x.findElements(By.cssSelector("#entries tbody tr")).size() == PLAYERS);
        String entries = d.findElement(By.id("entries")).getText();
        for (String name : names) {
            assertTrue(entries.contains(name), name + " is entered: " + entries);
        }
        if (way == Way.FROM_RATING_LIST) {
            assertTrue(entries.contains(String.valueOf(ratings.get(0))), "ratings come from the list: " + entries);
        }
        long entered = System.nanoTime();
        int enterActions = actions;

        // pair round 1, read the draft, publish it
        click(d.findElement(By.cssSelector("form:has(input[name=action][value=pairNext]) button[type=submit]")));
        wait.until(x -> !x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());
        assertEquals(PLAYERS / 2, d.findElements(By.cssSelector("#draft-boards tbody tr")).size(), "twenty boards");
        click(d.findElement(By.cssSelector("form:has(input[name=action][value=publish]) button[type=submit]")));
        wait.until(x -> x.findElements(By.cssSelector("form:has(input[name=action][value=publish])")).isEmpty());

        // the twenty results from the scoresheets, keyboard only: 1-0, draw, 0-1 in turn, then Enter
        open("arbiter/tournaments/" + tournament + "/rounds/1/enter");
        WebElement r1 = wait.until(x -> x.findElement(By.id("r1")));
        wait.until(x -> r1.equals(x.switchTo().activeElement()));
        String[] keys = {"1", "=", "0"};
        String[] shown = {"1-0", "½-½", "0-1"};
        for (int b = 1; b <= PLAYERS / 2; b++) {
            actions++;
            d.switchTo().activeElement().sendKeys(keys[(b - 1) % 3]);
        }
        actions++;
        d.switchTo().activeElement().sendKeys(Keys.ENTER);
        for (int b = 1; b <= PLAYERS / 2; b++) {
            int n = b;
            wait.until(x -> shown[(n - 1) % 3].equals(x.findElement(By.cssSelector("#b" + n + " .res")).getText()));
        }
        long done = System.nanoTime();

        String line = String.format(java.util.Locale.ROOT,
                "%s: %d page actions, %.1f s in all; entering the %d players %d actions, %.1f s; pairing, publishing and"
                        + " entering round 1 %d actions, %.1f s",
                way, actions, (done - start) / 1e9, PLAYERS, enterActions, (entered - start) / 1e9,
                actions - enterActions, (done - entered) / 1e9);
        Path out = Path.of("target", "event-day", way.name().toLowerCase(java.util.Locale.ROOT) + ".txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, line + "\n");
        System.out.println("[event day] " + line);
        return line;
    }

    /**
     * Logs the arbiter in and creates a Swiss event of {@code rounds} rounds in Turkish draughts from the pages (not
     * counted: the same both ways); returns its id.
     */
    long newSwiss(String user, String password, String name, int rounds) {
        d.get(base + "login");
        browser.logIn(user, password);
        wait.until(x -> x.findElements(By.name("password")).isEmpty());
        d.get(base + "arbiter/tournaments/new");
        d.findElement(By.name("name")).sendKeys(name);
        d.findElement(By.name("place")).sendKeys("Mustafakemalpaşa");
        new Select(d.findElement(By.name("variant"))).selectByValue("turkish");
        new Select(d.findElement(By.name("system"))).selectByValue("SWISS");
        WebElement field = d.findElement(By.name("rounds"));
        field.clear();
        field.sendKeys(String.valueOf(rounds));
        field.submit();
        wait.until(x -> x.getCurrentUrl().matches(".*/arbiter/tournaments/\\d+$"));
        return Long.parseLong(d.getCurrentUrl().replaceAll(".*/", ""));
    }

    /** The number of page actions counted so far. */
    int actions() {
        return actions;
    }

    private void open(String path) {
        actions++;
        d.get(base + path);
    }

    private void fill(WebElement field, String text) {
        actions++;
        field.sendKeys(text);
    }

    private void choose(WebElement select, String value) {
        actions++;
        new Select(select).selectByValue(value);
    }

    private void click(WebElement button) {
        actions++;
        if ("checkbox".equals(button.getDomAttribute("type"))) {
            button.click();
        } else {
            Browser.submit(button, wait);
        }
    }
}
