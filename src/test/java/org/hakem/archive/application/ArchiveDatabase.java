package org.hakem.archive.application;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.hakem.cli.EmbeddedDatabase;

/**
 * A real PostgreSQL for the archive's tests, migrated by the project's Flyway scripts; one per test JVM, throw-away,
 * so with the unsafe test settings.
 */
final class ArchiveDatabase {

    private static EmbeddedDatabase postgres;

    private ArchiveDatabase() {
    }

    static synchronized DataSource start() {
        if (postgres == null) {
            try {
                postgres = EmbeddedDatabase.start(null, 0, org.hakem.cli.UnsafeDurability.UNSAFE_FOR_TESTS);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(postgres::close));
            Flyway.configure().dataSource(postgres.dataSource("postgres")).locations("classpath:db/migration").load().migrate();
        }
        return postgres.dataSource("postgres");
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
