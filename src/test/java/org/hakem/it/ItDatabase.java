package org.hakem.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.hakem.cli.EmbeddedDatabase;

/**
 * The real PostgreSQL the integration tests' server talks to. Failsafe reserves a free port and gives it
 * to the server as {@code HAKEM_DB_URL}; this starts an embedded PostgreSQL on that port once per test
 * JVM, before the first deployment, with the unsafe test settings (fsync and synchronous_commit off: a
 * throw-away database; {@code DatabaseOutageIT}, which is about durability, starts a durable one of its own).
 * With {@code -Dhakem.it.externalDb=true} the tests use the server named by the environment instead.
 */
final class ItDatabase {

    private static EmbeddedDatabase postgres;

    private ItDatabase() {
    }

    static synchronized void start() {
        if (postgres != null || Boolean.getBoolean("hakem.it.externalDb")) {
            return;
        }
        try {
            postgres = EmbeddedDatabase.start(null, Integer.getInteger("hakem.it.dbPort"),
                    org.hakem.cli.UnsafeDurability.UNSAFE_FOR_TESTS);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL for the integration tests", e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(postgres::close));
    }

    /**
     * A new, empty database on the tests' PostgreSQL, named {@code prefix} and a unique number, for a test that runs a
     * server of its own on it (with the same port, user and password as {@code HAKEM_DB_URL}'s); its name.
     */
    static String newDatabase(String prefix) throws java.sql.SQLException {
        String name = prefix + System.nanoTime();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:postgresql://localhost:"
                + Integer.getInteger("hakem.it.dbPort") + "/postgres", "postgres", "postgres");
                java.sql.Statement s = c.createStatement()) {
            s.execute("create database " + name);
        }
        return name;
    }

    /** A connection to the server's database (the one {@code HAKEM_DB_URL} names), for what the API does not show. */
    static java.sql.Connection connect() throws java.sql.SQLException {
        return java.sql.DriverManager.getConnection(System.getenv("HAKEM_DB_URL"), System.getenv("HAKEM_DB_USER"),
                System.getenv("HAKEM_DB_PASSWORD"));
    }

    /** How many archived games have exactly this source ({@code tournament 7, round 2, board 1}). */
    static long archivedWithSource(String source) throws java.sql.SQLException {
        try (java.sql.Connection c = connect();
                java.sql.PreparedStatement s = c.prepareStatement("select count(*) from archive_game where source = ?")) {
            s.setString(1, source);
            try (java.sql.ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
