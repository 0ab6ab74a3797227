package org.hakem.rules;

import org.hakem.testdata.TestData;
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
        return allRows().stream().filter(r -> variantOf(r) != null).toList();
    }

    /** The variant a row is for: the table's Thai rows are for the 12-man start ({@code thai-12}). */
    static Variant variantOf(Row r) {
        return Variant.byId(r.variant().equals("thai") ? "thai-12" : r.variant()).orElse(null);
    }

    /** Every row of the table, including variants not published by this engine yet. */
    static List<Row> allRows() {
        Path file = TestData.of("reference", "perft.tsv");
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(l -> !l.startsWith("#") && !l.startsWith("variant\t") && !l.isBlank())
                    .map(l -> l.split("\t"))
                    .map(f -> new Row(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]), counting(f[3], f[4]), f[4]))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the reference perft table " + file.toAbsolutePath(), e);
        }
    }

    /**
     * The table's sources count king paths two ways: kish makes every landing square before a further jump a
     * path; dctl counts a king going on in the same direction once. Where both appear the source decides.
     */
    static Perft.Counting counting(String counting, String source) {
        if (counting.equals("distinct")) {
            return Perft.Counting.DISTINCT;
        }
        return source.contains("dctl") ? Perft.Counting.PATHS_STRAIGHT_MERGED : Perft.Counting.PATHS;
    }

    @Test
    void everyVariantOfTheTableIsPlayedByTheEngine() {
        assertEquals(allRows().stream().map(Row::variant).distinct().toList(),
                rows().stream().map(Row::variant).distinct().toList());
        assertEquals(List.of("turkish", "international", "english", "russian", "brazilian", "pool", "czech",
                "italian", "spanish", "thai", "frisian"), rows().stream().map(Row::variant).distinct().toList());
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
            Variant v = variantOf(r);
            assertEquals(r.nodes(), Perft.count(v.initialPosition(), r.depth(), r.counting()), r.toString());
        });
    }
}
