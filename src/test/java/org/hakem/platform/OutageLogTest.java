package org.hakem.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** A job failing every second while the database is away logs the outage once, not a stack trace a second. */
class OutageLogTest {

    private final Logger logger = Logger.getLogger("OutageLogTest." + System.nanoTime());
    private final List<LogRecord> records = new ArrayList<>();

    OutageLogTest() {
        logger.setUseParentHandlers(false);
        logger.setLevel(Level.ALL);
        logger.addHandler(new Handler() {
            @Override
            public void publish(LogRecord r) {
                records.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
    }

    private static RuntimeException outage() {
        return new IllegalStateException("could not read", new SQLException("Connection refused", "08001"));
    }

    private List<LogRecord> at(Level level) {
        return records.stream().filter(r -> r.getLevel().equals(level)).toList();
    }

    @Test
    void anOutageIsLoggedOnceWithoutAStackTraceAndItsEndOnce() {
        OutageLog log = new OutageLog(logger, "applying the index log");
        for (int i = 0; i < 60; i++) {
            log.failed(outage(), "in 1000 ms");
        }
        assertTrue(log.down());
        assertEquals(1, at(Level.WARNING).size(), "one warning for a minute of failures");
        assertNull(at(Level.WARNING).get(0).getThrown(), "no stack trace");
        assertTrue(at(Level.WARNING).get(0).getMessage().contains("the database is unavailable"));
        assertEquals(59, at(Level.FINE).size());
        log.succeeded();
        log.succeeded();
        assertEquals(1, at(Level.INFO).size(), "the end of the outage, once");
        log.failed(outage(), "in 1000 ms");
        assertEquals(2, at(Level.WARNING).size(), "a new outage is logged again");
    }

    @Test
    void anyOtherFailureIsLoggedEveryTimeWithItsStackTrace() {
        OutageLog log = new OutageLog(logger, "applying the archive's submissions");
        log.failed(new IllegalArgumentException("bad row"), "in 2000 ms");
        log.failed(new IllegalArgumentException("bad row"), "in 2000 ms");
        assertEquals(2, at(Level.WARNING).size());
        assertNotNull(at(Level.WARNING).get(1).getThrown());
        assertTrue(!log.down());
    }
}
