package org.hakem.testdata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A clone of the project with nothing beside it must build and pass its tests: no file of the project
 * (sources, tests, docs, scripts, build files) may point at the folder beside the project in which the
 * test data was first kept. The data is in {@code src/test/data} instead.
 */
class ProjectSelfContainedTest {

    /** The path outside the project, spelled so that this file does not contain it. */
    private static final String OUTSIDE = String.join("/", "..", "shared");
    private static final Set<String> SKIPPED = Set.of(".git", "target", "data", ".idea", "node_modules");

    @Test
    void noFileOfTheProjectNamesTheFolderBesideIt() throws IOException {
        List<String> offenders;
        try (Stream<Path> files = Files.walk(Path.of("."))) {
            offenders = files.filter(p -> !skipped(p)).filter(Files::isRegularFile).filter(ProjectSelfContainedTest::names)
                    .map(Path::toString).sorted().toList();
        }
        assertEquals(List.of(), offenders, "files that read outside the project");
    }

    @Test
    void theTestDataIsInTheProject() {
        for (Path p : List.of(TestData.CORPUS, TestData.SWISS, TestData.SWISS_MORE, TestData.SWISS_MORE2,
                TestData.REFERENCE.resolve("perft.tsv"),
                TestData.ROOT.resolve("SOURCES.md"))) {
            assertTrue(Files.exists(p), p + " is part of the project");
        }
    }

    private static boolean skipped(Path p) {
        Path relative = Path.of(".").relativize(p);
        return relative.getNameCount() > 0 && SKIPPED.contains(relative.getName(0).toString());
    }

    private static boolean names(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            return new String(bytes, StandardCharsets.ISO_8859_1).contains(OUTSIDE);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
