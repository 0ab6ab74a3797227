package org.hakem.platform;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.PersistenceException;
import jakarta.resource.spi.ResourceAllocationException;
import java.net.ConnectException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** Which failures say the database is away (503), as the driver and the pool report them. */
class DatabaseHealthTest {

    @Test
    void aConnectionRefusedOrBrokenOrAServerShuttingDownIsTheDatabaseAway() {
        // the pool's "Error in allocating a connection" has no SQL state; the driver's cause below it has 08001
        SQLException driver = new SQLException("Connection to localhost:5432 refused", "08001", new ConnectException("refused"));
        assertTrue(DatabaseHealth.connectionFailure(new PersistenceException("Unable to acquire JDBC Connection",
                new SQLException("Error in allocating a connection", null, driver))));
        assertTrue(DatabaseHealth.connectionFailure(new SQLException("An I/O error occurred while sending to the backend", "08006")));
        assertTrue(DatabaseHealth.connectionFailure(new SQLException("terminating connection due to unexpected postmaster exit", "57P01")));
        assertTrue(DatabaseHealth.connectionFailure(new SQLException("the database system is in recovery mode", "57P03")));
        assertTrue(DatabaseHealth.connectionFailure(new RuntimeException(new ResourceAllocationException("no connection"))));
    }

    @Test
    void aStatementsOwnErrorIsNot() {
        assertFalse(DatabaseHealth.connectionFailure(new SQLException("duplicate key value", "23505")));
        assertFalse(DatabaseHealth.connectionFailure(new PersistenceException(new SQLException("syntax error", "42601"))));
        assertFalse(DatabaseHealth.connectionFailure(new IllegalStateException("a bug")));
        assertFalse(DatabaseHealth.connectionFailure(null));
    }
}
