package org.hakem.it;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The real PostgreSQL the integration tests' server talks to. Failsafe reserves a free port and gives it
 * to the server as {@code HAKEM_DB_URL}; this starts an embedded PostgreSQL on that port once per test
 * JVM, before the first deployment. With {@code -Dhakem.it.externalDb=true} the tests use the server
 * named by the environment instead.
 */
final class ItDatabase {

    private static EmbeddedPostgres postgres;

    private ItDatabase() {
    }

    static synchronized void start() {
        if (postgres != null || Boolean.getBoolean("hakem.it.externalDb")) {
            return;
        }
        try {
            postgres = EmbeddedPostgres.builder().setPort(Integer.getInteger("hakem.it.dbPort")).start();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL for the integration tests", e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                postgres.close();
            } catch (IOException e) {
                // the JVM is exiting
            }
        }));
    }
}
