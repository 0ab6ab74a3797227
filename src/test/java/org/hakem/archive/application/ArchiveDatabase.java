package org.hakem.archive.application;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/** A real PostgreSQL for the archive's tests, migrated by the project's Flyway scripts; one per test JVM. */
final class ArchiveDatabase {

    private static EmbeddedPostgres postgres;

    private ArchiveDatabase() {
    }

    static synchronized DataSource start() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    postgres.close();
                } catch (IOException e) {
                    // exiting
                }
            }));
            Flyway.configure().dataSource(postgres.getPostgresDatabase()).locations("classpath:db/migration").load().migrate();
        }
        return postgres.getPostgresDatabase();
    }

    /** Empties the archive's tables. */
    static void clear(DataSource ds) {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.execute("truncate archive_game, archive_import_run, archive_collection, archive_index_log, archive_index_node, "
                    + "archive_submission, archive_withdrawn_event "
                    + "restart identity cascade");
            s.execute("update app_state set value = '0' where key = 'archive.log.pruned'");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
