package org.hakem.cli;

import picocli.CommandLine.Option;

/**
 * The benchmarks' choice of the embedded database's durability: durable, as {@code serve} runs, unless
 * {@value #FLAG} names the unsafe test settings (to measure what durability costs).
 */
final class DurabilityOption {

    static final String FLAG = "--unsafe-no-fsync";

    @Option(names = FLAG, description = "Run the embedded PostgreSQL with fsync and synchronous_commit off (the "
            + "unsafe test settings), to compare; by default it is durable, as serve runs it.")
    boolean unsafe;

    EmbeddedDatabase.Durability durability() {
        return unsafe ? UnsafeDurability.UNSAFE_FOR_TESTS : EmbeddedDatabase.Durability.DURABLE;
    }

    /** The durability as the benchmark's report names it. */
    String describe() {
        return unsafe ? "database UNSAFE (" + FLAG + ": fsync and synchronous_commit off)"
                : "database durable (fsync, synchronous_commit, full_page_writes on)";
    }
}
