package org.hakem.cli;

/**
 * The settings of throw-away databases, for tests and benchmarks only (this class is outside the product: the test
 * sources and the benchmarks' jar).
 */
public final class UnsafeDurability {

    /**
     * fsync and {@code synchronous_commit} off (the embedded library's test defaults, stated here): faster, and a
     * crash of PostgreSQL loses the last acknowledged commits.
     */
    public static final EmbeddedDatabase.Durability UNSAFE_FOR_TESTS = new EmbeddedDatabase.Durability("UNSAFE_FOR_TESTS",
            java.util.Map.of("fsync", "off", "synchronous_commit", "off", "full_page_writes", "on"));

    private UnsafeDurability() {
    }
}
