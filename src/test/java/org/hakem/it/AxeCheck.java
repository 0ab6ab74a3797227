package org.hakem.it;

import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.WebDriver;

/**
 * Runs axe-core (Deque's accessibility engine, all its rules but the experimental ones, none switched off) on the
 * page the browser shows, and collects what it finds per page so that one run names every violation: rule, the
 * element (axe's CSS target), and the rule's help text. {@link #assertClean()} fails with that list; the count per
 * page goes to {@code target/axe/<run>.txt} either way, so a clean run shows what was looked at. The same list takes
 * the pages that do not fit a phone's width ({@link #phone}).
 *
 * <p>Usage: {@code AxeCheck axe = new AxeCheck("pages-tr"); ... axe.check(driver, "11-standings"); ...
 * axe.assertClean();}
 */
final class AxeCheck {

    private final String run;
    private final Map<String, Integer> perPage = new LinkedHashMap<>();
    final List<String> findings = new ArrayList<>();

    AxeCheck(String run) {
        this.run = run;
    }

    /** Runs axe on the current page and keeps its violations under {@code where}. */
    void check(WebDriver driver, String where) {
        // Hakem's pages have no frames: axe runs in the page itself (legacy mode, no extra blank window per check for
        // axe's cross-frame step) and details only the violations; every rule still runs
        com.deque.html.axecore.args.AxeRunOptions options = new com.deque.html.axecore.args.AxeRunOptions();
        options.setResultTypes(List.of("violations"));
        Results results = new AxeBuilder().withOptions(options).disableIframeTesting().setLegacyMode(true).analyze(driver);
        if (results.isErrored()) {
            throw new AssertionError("axe did not run on " + where + ": " + results.getErrorMessage());
        }
        int count = 0;
        for (Rule rule : results.getViolations()) {
            for (CheckedNode node : rule.getNodes()) {
                count++;
                findings.add(where + " (" + driver.getCurrentUrl() + "): " + rule.getId() + " at " + node.getTarget()
                        + ": " + rule.getHelp() + (node.getFailureSummary() == null ? ""
                        : " [" + node.getFailureSummary().replaceAll("\\s+", " ").strip() + "]"));
            }
        }
        perPage.merge(where, count, Integer::sum);
        write();
    }

    /** Narrows the viewport to a phone's and keeps it as a finding when the page scrolls sideways ({@link PhoneCheck}). */
    void phone(org.openqa.selenium.chrome.ChromeDriver driver, String where) {
        String problem = PhoneCheck.problem(driver, where);
        if (problem != null) {
            findings.add(problem);
        }
        perPage.merge(where + " (" + PhoneCheck.WIDTH + " px)", problem == null ? 0 : 1, Integer::sum);
        write();
    }

    /** Fails with every violation found on every page checked. */
    void assertClean() {
        if (perPage.isEmpty()) {
            throw new AssertionError("axe looked at no page");
        }
        if (!findings.isEmpty()) {
            throw new AssertionError(findings.size() + " accessibility findings (axe-core violations, pages wider than"
                    + " a phone) in " + run + ":\n" + String.join("\n", findings));
        }
    }

    private void write() {
        StringBuilder out = new StringBuilder();
        perPage.forEach((page, n) -> out.append(n).append('\t').append(page).append('\n'));
        out.append('\n');
        findings.forEach(f -> out.append(f).append('\n'));
        try {
            Path file = Path.of("target", "axe", run + ".txt");
            Files.createDirectories(file.getParent());
            Files.writeString(file, out);
        } catch (IOException e) {
            // the report is for reading; the assertion is what counts
        }
    }
}
