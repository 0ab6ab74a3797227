package org.hakem.testdata;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the tests find the data they read: {@code src/test/data} in the project (see its SOURCES.md for
 * where each file comes from). Surefire and Failsafe run with the project folder as working directory;
 * nothing outside the project is read.
 */
public final class TestData {

    /** The top of the test data: corpus, reference and seeds. */
    public static final Path ROOT = Path.of("src", "test", "data");
    /** Real PDN files and the generated Turkish games with their verdicts. */
    public static final Path CORPUS = ROOT.resolve("corpus");
    /** Results of independent programs: perft counts, Swiss tournaments, tie-break tables. */
    public static final Path REFERENCE = ROOT.resolve("reference");
    /** Tournaments paired by an independent FIDE Dutch engine, with tie-break tables. */
    public static final Path SWISS = REFERENCE.resolve("swiss");
    /** More tournaments from the same engine, without tie-break tables. */
    public static final Path SWISS_MORE = REFERENCE.resolve("swiss-more");
    /** Still more tournaments from the same engine (seeds 300001-300800), without tie-break tables. */
    public static final Path SWISS_MORE2 = REFERENCE.resolve("swiss-more2");

    private TestData() {
    }

    /** A path under {@link #ROOT}, failing clearly when the tests do not run from the project folder. */
    public static Path of(String first, String... more) {
        Path path = ROOT.resolve(Path.of(first, more));
        if (!Files.exists(path)) {
            throw new IllegalStateException("test data missing: " + path.toAbsolutePath()
                    + " (the tests run from the project folder, which holds src/test/data)");
        }
        return path;
    }
}
