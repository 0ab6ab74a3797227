package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every row of the published perft table (shared/reference/perft.tsv, from independent programs) for the
 * variants this engine plays. Rows up to 5M nodes run by default; deeper rows are tagged slow
 * ({@code ./mvnw test -Pdeep}).
 */
class PerftReferenceTest {

    static final long DEFAULT_LIMIT = 5_000_000;

    record Row(String variant, int depth, long nodes, Perft.Counting counting, String source) {
        @Override
        public String toString() {
            return variant + " perft(" + depth + ") " + counting.name().toLowerCase() + " = " + nodes + " (" + source + ")";
        }
    }

    static List<Row> rows() {
        Path file = Path.of(System.getProperty("hakem.shared", "../shared"), "reference", "perft.tsv");
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(l -> !l.startsWith("#") && !l.startsWith("variant\t") && !l.isBlank())
                    .map(l -> l.split("\t"))
                    .map(f -> new Row(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]),
                            Perft.Counting.valueOf(f[3].toUpperCase()), f[4]))
                    .filter(r -> Variant.byId(r.variant()).isPresent())
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the reference perft table " + file.toAbsolutePath(), e);
        }
    }

    @Test
    void theTableCoversTheFourPublishedVariants() {
        assertEquals(List.of("turkish", "international", "english", "czech"),
                rows().stream().map(Row::variant).distinct().toList());
    }

    @TestFactory
    Stream<DynamicTest> publishedCountsUpToFiveMillionNodes() {
        return rows().stream().filter(r -> r.nodes() <= DEFAULT_LIMIT).map(PerftReferenceTest::check);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> publishedCountsAboveFiveMillionNodes() {
        return rows().stream().filter(r -> r.nodes() > DEFAULT_LIMIT).map(PerftReferenceTest::check);
    }

    private static DynamicTest check(Row r) {
        return DynamicTest.dynamicTest(r.toString(), () -> {
            Variant v = Variant.require(r.variant());
            assertEquals(r.nodes(), Perft.count(v.initialPosition(), r.depth(), r.counting()), r.toString());
        });
    }
}
