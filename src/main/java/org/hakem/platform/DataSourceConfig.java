package org.hakem.platform;

import jakarta.annotation.sql.DataSourceDefinition;
import jakarta.ejb.Singleton;

/**
 * The one data source of the application, configured from the environment. The {@code serve} command
 * sets these variables to its embedded PostgreSQL; in production they name the real server.
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
                "fish.payara.connection-validation-method=meta-data",
        })
@Singleton
public class DataSourceConfig {
    public static final String JNDI_NAME = "java:app/jdbc/hakem";
}
