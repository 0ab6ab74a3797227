package org.hakem.platform;

import jakarta.annotation.sql.DataSourceDefinition;
import jakarta.ejb.Singleton;

/**
 * The one data source of the application, configured from the environment. The {@code serve} command
 * sets these variables to its embedded PostgreSQL; in production they name the real server.
 *
 * <p>The pool survives an outage of the database: every connection it hands out is checked first with a
 * query ({@code SELECT 1}: Payara's PostgreSQL validation; the metadata check used before asks the driver,
 * not the server, so a connection broken by a database restart passed it), and when one fails the check the
 * pool drops all of its connections ({@code fail-all-connections}), which a restarted database broke alike. So
 * the first requests after the database is back get new connections, and no restart of Hakem is needed.
 */
@DataSourceDefinition(
        name = DataSourceConfig.JNDI_NAME,
        className = "org.postgresql.ds.PGSimpleDataSource",
        url = "${ENV=HAKEM_DB_URL:jdbc:postgresql://localhost:5432/hakem}",
        user = "${ENV=HAKEM_DB_USER:hakem}",
        password = "${ENV=HAKEM_DB_PASSWORD:hakem}",
        minPoolSize = 2,
        maxPoolSize = 32,
        properties = {
                "fish.payara.log-jdbc-calls=false",
                "fish.payara.is-connection-validation-required=true",
                "fish.payara.connection-validation-method=custom-validation",
                "fish.payara.validation-classname=org.glassfish.api.jdbc.validation.PostgresConnectionValidation",
                "fish.payara.fail-all-connections=true",
        })
@Singleton
public class DataSourceConfig {
    public static final String JNDI_NAME = "java:app/jdbc/hakem";
}
