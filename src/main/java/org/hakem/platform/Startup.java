package org.hakem.platform;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;

/**
 * Runs once when the application starts: migrates the schema with Flyway (the migrations live in
 * {@code db/migration} of the project), checks that the database is durable ({@link DatabaseDurability}: a
 * warning in the log when not), then announces {@link SchemaMigrated} (synchronously), on which
 * {@code org.hakem.setup.FirstStart} creates the admin account and the demo data when the database is new.
 */
@jakarta.ejb.Startup
@Singleton
@TransactionManagement(TransactionManagementType.BEAN)
public class Startup {

    private static final Logger LOG = Logger.getLogger(Startup.class.getName());

    @Resource(lookup = DataSourceConfig.JNDI_NAME)
    DataSource dataSource;

    @Inject
    Event<SchemaMigrated> schemaMigrated;

    @PostConstruct
    void start() {
        MigrateResult result = Flyway.configure(Startup.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
        LOG.info(() -> "Database schema at version " + result.targetSchemaVersion + " ("
                + result.migrationsExecuted + " migrations applied now)");
        checkDurability();
        schemaMigrated.fire(new SchemaMigrated(result.targetSchemaVersion));
    }

    /** Logs whether the database keeps what it acknowledges; a clear warning when it does not (Hakem still starts). */
    private void checkDurability() {
        try (Connection c = dataSource.getConnection()) {
            Map<String, String> settings = DatabaseDurability.read(c);
            DatabaseDurability.warning(settings).ifPresentOrElse(w -> LOG.warning(w),
                    () -> LOG.info(() -> "Database durability: " + settings));
        } catch (SQLException e) {
            LOG.warning("could not read the database's durability settings: " + e.getMessage());
        }
    }
}
