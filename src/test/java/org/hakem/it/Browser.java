package org.hakem.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium for the browser tests, found on the machine or installed once from Debian's
 * packages ({@code chromium}, {@code chromium-driver}).
 *
 * <p>Usage: {@code try (Browser b = Browser.start()) { b.driver().get(url); ... }}. When neither the
 * browser nor a way to install it is available, {@link #available()} says why. A browser test starts with
 * {@link #require()}: on a developer's machine without a browser the test is skipped with that reason; in CI
 * ({@code CI=true}, which {@code .ci/run} sets) a missing browser fails the run instead of skipping its tests.
 *
 * <p>The flags matter here: without {@code --disable-background-networking},
 * {@code --disable-component-update} and {@code --disable-sync} Chromium waits on network services that
 * a closed network never answers; {@code --no-sandbox} is needed when running as root; every start
 * gets a fresh profile directory so runs do not share cookies.
 */
public final class Browser implements AutoCloseable {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final long INSTALL_TIMEOUT_MINUTES = 10;

    private static String unavailableReason;
    private static boolean checked;

    private final ChromeDriver driver;
    private final Path profile;

    private Browser(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /**
     * Returns when the browser is there; otherwise skips the calling test with the reason, or, in CI
     * ({@code CI=true}), fails it: CI must never pass without having run the browser tests.
     */
    public static void require() {
        String missing = available();
        if (missing == null) {
            return;
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new AssertionError("CI=true and no browser for the browser tests: " + missing);
        }
        org.junit.jupiter.api.Assumptions.abort("no browser: " + missing);
    }

    /**
     * Null when Chromium and its driver are there (installing them once if they were not and this
     * process may: root with apt-get); otherwise why not.
     */
    public static synchronized String available() {
        if (!checked) {
            checked = true;
            unavailableReason = findOrInstall();
        }
        return unavailableReason;
    }

    private static String findOrInstall() {
        if (Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER)) {
            return null;
        }
        if (!Files.isExecutable(Path.of("/usr/bin/apt-get"))) {
            return "no " + CHROMIUM + " / " + CHROMEDRIVER + " and no apt-get to install them";
        }
        if (!"root".equals(System.getProperty("user.name"))) {
            return "no " + CHROMIUM + " / " + CHROMEDRIVER + "; install them as root: "
                    + "apt-get update && apt-get install -y chromium chromium-driver";
        }
        try {
            run(List.of("apt-get", "update", "-qq"));
            run(List.of("apt-get", "install", "-y", "-qq", "chromium", "chromium-driver"));
        } catch (IOException e) {
            return "installing chromium failed: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while installing chromium";
        }
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER) ? null
                : "apt-get ran but " + CHROMIUM + " or " + CHROMEDRIVER + " is still missing";
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("DEBIAN_FRONTEND", "noninteractive");
        Process p = pb.start();
        if (!p.waitFor(INSTALL_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not finish in " + INSTALL_TIMEOUT_MINUTES + " minutes");
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " exited with " + p.exitValue());
        }
    }

    /**
     * Starts a headless Chromium with a fresh profile.
     *
     * @throws IllegalStateException when the browser is not available (see {@link #available()})
     */
    public static Browser start() throws IOException {
        return start("en");
    }

    /**
     * Starts a headless Chromium with a fresh profile whose {@code Accept-Language} is {@code language}.
     *
     * @throws IllegalStateException when the browser is not available (see {@link #available()})
     */
    public static Browser start(String language) throws IOException {
        String reason = available();
        if (reason != null) {
            throw new IllegalStateException(reason);
        }
        Path profile = Files.createTempDirectory("hakem-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,900", "--user-data-dir=" + profile, "--lang=" + language);
        options.setExperimentalOption("prefs", java.util.Map.of("intl.accept_languages", language));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return new Browser(driver, profile);
    }

    /**
     * Enters a registered player into the tournament whose arbiter page is open: finds them by name (the registry is
     * longer than the select shows), chooses them, submits, and waits until the list of entries shows them.
     */
    public void enterPlayer(String name, org.openqa.selenium.support.ui.WebDriverWait wait) {
        var d = driver();
        org.openqa.selenium.WebElement find = d.findElement(org.openqa.selenium.By.id("find-player"));
        find.clear();
        find.sendKeys(name);
        submit(d.findElement(org.openqa.selenium.By.cssSelector("#find-player-form button[type=submit]")), wait);
        wait.until(x -> x.findElement(org.openqa.selenium.By.id("enter-player")).getText().contains(name));
        org.openqa.selenium.WebElement enter = d.findElement(
                org.openqa.selenium.By.cssSelector("form:has(input[name=action][value=enter])"));
        new org.openqa.selenium.support.ui.Select(enter.findElement(org.openqa.selenium.By.name("playerId")))
                .selectByVisibleText(optionText(enter, name));
        submit(enter.findElement(org.openqa.selenium.By.cssSelector("button[type=submit]")), wait);
        wait.until(x -> !x.findElements(org.openqa.selenium.By.id("entries")).isEmpty()
                && x.findElement(org.openqa.selenium.By.id("entries")).getText().contains(name));
    }

    /** The option of the entry form's player choice that names this player. */
    private static String optionText(org.openqa.selenium.WebElement form, String name) {
        for (org.openqa.selenium.WebElement o : form.findElements(org.openqa.selenium.By.tagName("option"))) {
            if (o.getText().contains(name)) {
                return o.getText();
            }
        }
        throw new AssertionError(name + " is not offered to enter");
    }

    /** Status, content type and size of an address, fetched by the open page (so with its session). */
    public List<?> fetch(String url) {
        return (List<?>) driver().executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0]).then(r => r.blob().then(b => done([r.status, r.headers.get('content-type'), b.size])))"
                + ".catch(e => done([0, String(e), 0]));", url);
    }

    /**
     * Clicks a form's submit button and waits until the page it was on is gone (the form's answer replaces it), so
     * that a wait that follows reads the answer, not the old page. Chrome reports the old element either as stale or,
     * while the answer is being built, as "node does not belong to the document": both mean gone.
     */
    public static void submit(org.openqa.selenium.WebElement button, org.openqa.selenium.support.ui.WebDriverWait wait) {
        button.click();
        wait.until(x -> {
            try {
                button.isEnabled();
                return false;
            } catch (org.openqa.selenium.WebDriverException gone) {
                return true;
            }
        });
    }

    /**
     * A wait on this browser's page that also rides over a page being replaced while a condition reads it (an element
     * found on the old page goes stale when the form's answer arrives): the condition is simply asked again.
     */
    public org.openqa.selenium.support.ui.WebDriverWait waiting(Duration timeout) {
        var wait = new org.openqa.selenium.support.ui.WebDriverWait(driver(), timeout);
        wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
        return wait;
    }

    /**
     * Answers the login form the current page shows (the login page, or a protected page that asked for it):
     * user name, password, Enter.
     */
    public void logIn(String user, String password) {
        new org.openqa.selenium.support.ui.WebDriverWait(driver, Duration.ofSeconds(30))
                .until(d -> !d.findElements(org.openqa.selenium.By.name("username")).isEmpty());
        driver.findElement(org.openqa.selenium.By.name("username")).sendKeys(user);
        driver.findElement(org.openqa.selenium.By.name("password")).sendKeys(password, org.openqa.selenium.Keys.ENTER);
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Saves a PNG of the current page (to look at when a test fails). */
    public Path screenshot(Path file) throws IOException {
        byte[] png = driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES);
        Files.createDirectories(file.toAbsolutePath().getParent());
        return Files.write(file, png);
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                // a leftover temporary profile does no harm
            }
        }
    }
}
